import Foundation
import Intents

/// The rules of messaging apps in CarPlay (the WWDC session on CarPlay apps, the Developer Guide's communication
/// apps): Siri is their interface, so a messaging app handles all three messaging intents — sending
/// (`INSendMessageIntent`), reading (`INSearchForMessagesIntent`) and marking read (`INSetMessageAttributeIntent`).
/// When Siri finds no handler for one, it tells the driver the app does not support it and the car notes which
/// intent is missing.
public enum MessagingRules {
    /// How long Siri waits on the app's intent handler before it gives up (docs/DECISIONS.md, "Siri's patience").
    public static let siriAppTimeout: TimeInterval = 10

    /// The intents a messaging app must handle, by identifier.
    static let requiredIntents = [
        INSendMessageIntentIdentifier, INSearchForMessagesIntentIdentifier, INSetMessageAttributeIntentIdentifier,
    ]

    /// Whether the Siri key starts Siri for an app of `category`: Siri in the car takes messages and calls, the
    /// communication apps' interface, and plays media with audio apps (docs/DECISIONS.md, "Issue 24").
    public static func siriKeyServes(_ category: AppCategory?) -> Bool {
        category == .communication || category == .audio
    }

    /// The note for an app without a handler of `intent`.
    static func missingHandler(app: String, intent: INIntent) -> String {
        "\(app) has no handler for \(String(describing: type(of: intent))) \(AppDelegateRules.handlerSources): a "
            + "messaging app in CarPlay must handle " + requiredIntents.joined(separator: ", ")
    }
}
