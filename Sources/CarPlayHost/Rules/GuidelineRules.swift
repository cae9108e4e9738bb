import Foundation

/// The guidelines of Apple's CarPlay Developer Guide (2025) that a machine can check, with their words, and the
/// checks themselves as pure functions. The car's review (`CarSession.review()`) applies them to what an app shows
/// and does; each finding quotes the guideline.
public enum GuidelineRules {
    /// A guideline: where the guide lists it and its words.
    public struct Guideline: Hashable, Sendable {
        public var name: String
        public var words: String

        /// A finding of this guideline: `finding` says what the app did where.
        func finding(_ finding: String) -> GuidelineFinding {
            GuidelineFinding(guideline: name, words: words, finding: finding)
        }
    }

    public static let noPickingUpIPhone = Guideline(
        name: "All CarPlay apps 2",
        words: "Never instruct people to pick up their iPhone to perform a task. … alerts or messages must not include "
            + "wording that asks people to manipulate their iPhone.")
    public static let noMessageContent = Guideline(
        name: "All CarPlay apps 6", words: "Never show the content of messages, texts, or emails on the CarPlay screen."
    )
    public static let communicationFeatures = Guideline(
        name: "Communication apps 1",
        words: "Communication apps must provide either short form text messaging features, VoIP calling features, or "
            + "both.")
    public static let messagingIntents = Guideline(
        name: "Communication apps 2",
        words: "Communication apps that provide text messaging features must support all 3 of the following SiriKit "
            + "intents: INSendMessageIntent, INSearchForMessagesIntent, INSetMessageAttributeIntent.")
    public static let callingSupport = Guideline(
        name: "Communication apps 3",
        words: "Communication apps that provide VoIP calling features must support CallKit, and the following SiriKit "
            + "intent: INStartCallIntent.")
    public static let baseViewOnlyMap = Guideline(
        name: "Navigation apps 2",
        words:
            "The base view must be used exclusively to draw a map. Do not draw windows, alerts, panels, overlays, or "
            + "user interface elements in the base view.")
    public static let navigationAudio = Guideline(
        name: "Navigation apps 7",
        words:
            "Voice prompts must work concurrently with the vehicle's audio system (such as listening to the car's FM "
            + "radio) and your app should not needlessly activate audio sessions when there is no audio to play.")
    public static let stopGuidanceWhenCancelled = Guideline(
        name: "Navigation apps 6",
        words: "Immediately terminate route guidance when requested. For example, if the driver starts route guidance "
            + "using the vehicle's built-in navigation system, your app delegate will receive a cancelation "
            + "notification and must immediately stop route guidance.")
    public static let drivingTaskRefresh = Guideline(
        name: "Driving task apps 4",
        words: "Do not periodically refresh data items in the CarPlay UI more than once every 10 seconds (e.g. no "
            + "real-time engine data).")
    public static let drivingTaskPointsOfInterestRefresh = Guideline(
        name: "Driving task apps 5",
        words: "Do not periodically refresh points of interest in the POI template more than once every 60 seconds.")
    /// The shortest period a driving task app may refresh its data items at, and its points of interest.
    public static let dataItemRefreshPeriod: TimeInterval = 10
    public static let pointsOfInterestRefreshPeriod: TimeInterval = 60
    /// How many changes of one object, each sooner than the period after the one before, make a periodic refresh.
    public static let periodicChanges = 3

    /// Wording that asks the driver to use the iPhone (lowercased, apostrophes straight).
    static let iPhonePhrases = [
        "pick up your iphone", "pick up your phone", "on your iphone", "on your phone", "unlock your iphone",
        "unlock your phone", "open the app on", "check your iphone", "check your phone", "use your iphone",
        "use your phone", "take out your phone", "grab your phone",
    ]

    /// Whether `text` asks the driver to pick up or use the iPhone.
    public static func asksToUseIPhone(_ text: String) -> Bool {
        let words = text.lowercased().replacingOccurrences(of: "’", with: "'")
        return iPhonePhrases.contains { words.contains($0) }
    }

    /// Whether `text` shows one of `contents` (messages the app handed Siri), each of at least 4 characters.
    public static func showsMessageContent(_ text: String, contents: [String]) -> Bool {
        let shown = text.lowercased()
        return contents.contains { content in
            let content = content.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            return content.count >= 4 && shown.contains(content)
        }
    }

    /// A communication app's findings: it provides short-form messaging (the three messaging intents) or VoIP
    /// calling (CallKit and `INStartCallIntent`), and the whole of what it provides. `missingMessagingIntents`: the
    /// messaging intents it has no handler of, of `messagingIntentCount`.
    public static func communicationFindings(
        app: String, missingMessagingIntents: [String], messagingIntentCount: Int, startsCalls: Bool,
        hasCallKitProvider: Bool
    ) -> [GuidelineFinding] {
        var findings: [GuidelineFinding] = []
        let messages = missingMessagingIntents.count < messagingIntentCount
        if !messages, !startsCalls, !hasCallKitProvider {
            findings.append(
                communicationFeatures.finding(
                    "\(app) handles none of the messaging intents and has no CallKit provider"))
        }
        if messages, !missingMessagingIntents.isEmpty {
            findings.append(
                messagingIntents.finding(
                    "\(app) has no handler for " + missingMessagingIntents.joined(separator: ", "))
            )
        }
        if startsCalls != hasCallKitProvider {
            findings.append(
                callingSupport.finding(
                    hasCallKitProvider
                        ? "\(app) reports calls to CallKit but has no handler for INStartCallIntent"
                        : "\(app) handles INStartCallIntent but has no CallKit provider"))
        }
        return findings
    }

    /// A navigation app's audio session: active only while it speaks, and mixing with (or ducking) the car's audio.
    public static func navigationAudioFindings(
        isActive: Bool, mixesOrDucks: Bool, category: String, isSpeaking: Bool
    ) -> [GuidelineFinding] {
        guard isActive else { return [] }
        var findings: [GuidelineFinding] = []
        if !mixesOrDucks {
            findings.append(
                navigationAudio.finding(
                    "the audio session (\(category)) neither mixes with nor ducks other audio: voice prompts would stop "
                        + "the car's radio"))
        }
        if !isSpeaking {
            findings.append(navigationAudio.finding("the audio session is active while nothing is spoken"))
        }
        return findings
    }

    /// A navigation app that kept changing its navigation session after the system cancelled guidance.
    public static func guidanceAfterCancelFindings(changesAfterCancel: [String]) -> [GuidelineFinding] {
        guard let first = changesAfterCancel.first else { return [] }
        let more = changesAfterCancel.count > 1 ? " (and \(changesAfterCancel.count - 1) more changes)" : ""
        return [
            stopGuidanceWhenCancelled.finding(
                "after the system cancelled guidance (mapTemplateDidCancelNavigation) the app still called \(first) "
                    + "on its navigation session\(more)")
        ]
    }
}
