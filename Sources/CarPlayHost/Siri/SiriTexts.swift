import Foundation
import Intents

/// What Siri says in the car, in one place. Apple does not publish Siri's wording; these follow what Siri says on
/// iOS in English (docs/DECISIONS.md, "Issue 24").
enum SiriTexts {
    static func notSupported(app: String) -> String { "Sorry, \(app) hasn't added support for that with Siri." }
    static let noMessages = "You have no new messages."
    static func message(from sender: String, _ content: String) -> String { "\(sender) said: \(content)" }
    static func messageShown(from sender: String) -> String { "Message from \(sender)" }
    static let listening = "Listening…"
    static let replyQuestion = "Would you like to reply?"
    static let recipientQuestion = "Who do you want to send it to?"
    static let contentQuestion = "What do you want to say?"
    static func readBack(to names: [String], _ content: String) -> String {
        "Your message to \(list(names)) says: \(content). Ready to send it?"
    }
    static let sendQuestionShown = "Ready to send it?"
    static let sent = "Sent."
    static let notSent = "OK, I won't send it."
    static let okay = "OK."
    static func choice(_ names: [String]) -> String { "Which one? \(list(names, joiner: "or"))?" }
    static func confirmValue(_ name: String) -> String { "Did you mean \(name)?" }
    static let didNotCatch = "Sorry, I didn't get that."
    static let calleeQuestion = "Who do you want to call?"
    static func calling(_ name: String, app: String) -> String { "Calling \(name) with \(app)." }
    static func cannotCall(_ name: String, _ reason: INStartCallContactUnsupportedReason?, app: String) -> String {
        switch reason {
        case .noContactFound?: "Sorry, I can't find \(name) in \(app)."
        case .noHandleForLabel?, .invalidHandle?: "Sorry, I can't find a way to call \(name) with \(app)."
        case .multipleContactsUnsupported?: "Sorry, \(app) can only call one person at a time."
        default: "Sorry, I can't call \(name) with \(app)."
        }
    }
    static func callFailed(_ code: INStartCallIntentResponseCode, app: String) -> String {
        switch code {
        case .failureCallingServiceNotAvailable: "Sorry, \(app)'s calling service isn't available right now."
        case .failureCallInProgress: "Sorry, you're already on a call."
        case .failureRequiringAppLaunch, .failureRequiringInAppAuthentication, .failureAppConfigurationRequired:
            "Sorry, you'll need to continue in \(app) on your iPhone."
        default: "Sorry, I couldn't start the call."
        }
    }
    static let requestQuestion = "What can I help you with?"
    static let cannotHelp = "Sorry, I can't help with that in the car."
    static let noMissedCalls = "You have no missed calls."
    static let noRecentCalls = "You have no recent calls."
    static func callRecord(_ type: INCallRecordType, with name: String?, missedCount: Int) -> String {
        let who = name.map { " \($0)" } ?? " an unknown caller"
        switch type {
        case .missed where missedCount > 1: return "You have \(missedCount) missed calls. The last one was from\(who)."
        case .missed: return "You have a missed call from\(who)."
        case .outgoing: return "Your last call was to\(who)."
        default: return "Your last call was from\(who)."
        }
    }
    static func callBackQuestion(_ name: String) -> String { "Would you like to call \(name)?" }
    static func callHistoryFailed(_ code: INSearchCallHistoryIntentResponseCode, app: String) -> String {
        switch code {
        case .failureRequiringAppLaunch, .failureAppConfigurationRequired, .continueInApp:
            "Sorry, you'll need to continue in \(app) on your iPhone."
        default: "Sorry, I couldn't get your calls."
        }
    }
    static let mediaQuestion = "What do you want to listen to?"
    static func playing(_ title: String, app: String) -> String { "Playing \(title) on \(app)." }
    static func cannotFind(_ name: String, app: String) -> String { "Sorry, I can't find \(name) in \(app)." }
    static func mediaFailed(_ code: INPlayMediaIntentResponseCode, app: String) -> String {
        switch code {
        case .failureNoUnplayedContent: "Sorry, there's nothing new to play."
        case .failureRestrictedContent: "Sorry, that can't be played."
        case .failureRequiringAppLaunch: "Sorry, you'll need to continue in \(app) on your iPhone."
        default: "Sorry, I couldn't play that."
        }
    }
    static let yesOrNo = "Please say yes or no."
    static let cannotDoThat = "Sorry, I can't do that."
    static func notResponding(app: String) -> String { "Sorry, \(app) isn't responding." }
    static func cannotSend(to name: String, _ reason: INSendMessageRecipientUnsupportedReason?) -> String {
        switch reason {
        case .noAccount?: "Sorry, you don't have an account to message \(name)."
        case .offline?: "Sorry, the messaging service is offline."
        case .messagingServiceNotEnabledForRecipient?: "Sorry, \(name) can't receive messages from this app."
        case .noValidHandle?, .requestedHandleInvalid?, .noHandleForLabel?:
            "Sorry, I can't find a way to message \(name)."
        default: "Sorry, I can't send messages to \(name)."
        }
    }
    static func failed(_ code: INSendMessageIntentResponseCode, app: String) -> String {
        switch code {
        case .failureMessageServiceNotAvailable: "Sorry, \(app)'s messaging service isn't available right now."
        case .failureRequiringAppLaunch, .failureRequiringInAppAuthentication:
            "Sorry, you'll need to continue in \(app) on your iPhone."
        default: "Sorry, I couldn't send that."
        }
    }
    static func searchFailed(_ code: INSearchForMessagesIntentResponseCode, app: String) -> String {
        switch code {
        case .failureMessageServiceNotAvailable: "Sorry, \(app)'s messaging service isn't available right now."
        case .failureMessageTooManyResults: "Sorry, there are too many messages to read."
        case .failureRequiringAppLaunch, .failureRequiringInAppAuthentication:
            "Sorry, you'll need to continue in \(app) on your iPhone."
        default: "Sorry, I couldn't get your messages."
        }
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ names: [String], joiner: String = "and") -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(joiner) " + (names.last ?? "")
    }

    static let yes: Set<String> = [
        "yes", "yeah", "yep", "sure", "ok", "okay", "send", "send it", "reply", "yes please",
    ]
    static let no: Set<String> = ["no", "nope", "cancel", "don't", "don't send it", "stop", "no thanks"]

    /// The driver's yes (true), no (false) or neither (nil).
    static func answer(_ text: String) -> Bool? {
        let words = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        if yes.contains(words) { return true }
        if no.contains(words) { return false }
        return nil
    }
}
