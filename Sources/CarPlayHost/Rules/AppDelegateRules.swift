/// When UIKit goes to an app's delegate rather than its scenes, as iOS does in CarPlay.
enum AppDelegateRules {
    /// Whether an app without a scene manifest may connect through `CPApplicationDelegate` (the iOS 12 way): only a
    /// navigation app — Apple introduced that delegate for navigation apps and never opened it to other categories,
    /// which start with scenes (iOS 14). An app without a CarPlay category is refused elsewhere.
    static func connectsWithoutScenes(_ category: AppCategory?) -> Bool {
        category == nil || category == .navigation
    }

    /// Whether an app reaches CarPlay through SiriKit alone: a communication app whose Info.plist declares no CarPlay
    /// scene. As the WWDC session in the seeds describes messaging and VoIP apps in CarPlay, "after the app icon is
    /// selected on the Home screen, Siri offers interactions for reading messages, starting a new message or starting
    /// an audio call": Siri is such an app's interface (the app still needs the entitlement and its intents).
    static func reachesCarPlayThroughSiriKit(_ bundle: AppBundle) -> Bool {
        bundle.category == .communication && bundle.carPlaySceneConfiguration == nil
    }

    /// Whether an app reaches CarPlay through `MPPlayableContentManager` (the legacy audio path of the WWDC session
    /// in the seeds): an audio app whose Info.plist declares no CarPlay scene. CarPlay draws its interface from its
    /// content tree.
    static func offersPlayableContent(_ bundle: AppBundle) -> Bool {
        bundle.category == .audio && bundle.carPlaySceneConfiguration == nil
    }

    /// Whether Siri asks the app delegate's `application(_:handlerFor:)` for intent handlers: only for an app whose
    /// manifest supports multiple scenes (`UIApplicationSupportsMultipleScenes`), as Apple documents in-app intent
    /// handling; another app's intents need an Intents extension.
    static func asksDelegateForIntentHandlers(supportsMultipleScenes: Bool) -> Bool {
        supportsMultipleScenes
    }

    /// Whether Siri asks the app delegate for a handler of the intent named `intentClassName`: only when the app's
    /// Info.plist lists it in `INIntentsSupported`, as iOS routes an intent to an app that declared it (an app made
    /// in code, `supported` nil, declares none to check).
    static func asksDelegate(for intentClassName: String, supported: Set<String>?) -> Bool {
        supported?.contains(intentClassName) ?? true
    }

    /// Where an app gives Siri a handler, as the car's notes of a missing handler say it.
    static let handlerSources =
        "(application(_:handlerFor:) for an intent its Info.plist lists in INIntentsSupported, or an Intents "
        + "extension's handler(for:))"
}
