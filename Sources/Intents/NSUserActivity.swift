#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A representation of the state of your app at a moment in time (Foundation's, which swift-corelibs-foundation
/// lacks; UIKit re-exports it as iOS code expects it beside Foundation).
open class NSUserActivity: NSObject {
    /// The activity's type (for an intent's activity, the intent's class name).
    public let activityType: String
    /// The activity's title, for the user.
    open var title: String?
    /// The app's state for continuing the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` the app needs to continue.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that continues the activity where the app is not installed.
    open var webpageURL: URL?
    /// Whether Spotlight may index the activity.
    open var isEligibleForSearch = false
    /// Whether other devices may continue the activity.
    open var isEligibleForHandoff = true
    /// Whether Siri may suggest the activity.
    open var isEligibleForPrediction = false
    /// The app's identifier for the activity, for deleting it.
    open var persistentIdentifier: String?
    /// The interaction the activity continues (SiriKit: the intent the app is launched for).
    @_spi(CarPlayHost) public var _interaction: INInteraction?
    /// Whether the activity is the current one.
    open private(set) var isCurrent = false

    /// An activity of a type.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Makes the activity the current one.
    open func becomeCurrent() {
        isCurrent = true
    }

    /// Stops the activity being the current one.
    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity.
    open func invalidate() {
        isCurrent = false
    }

    /// The interaction the activity continues: the intent (and response) the system launched the app for.
    @available(iOS 10.0, *)
    open var interaction: INInteraction? { _interaction }
}
#endif
