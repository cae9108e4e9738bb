#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The base class of every intent's response.
@available(iOS 10.0, *)
open class INIntentResponse: NSObject {
    /// The activity the app continues with when the system launches it for the response (its `activityType` is the
    /// intent's name).
    open var userActivity: NSUserActivity?

    /// Creates a response without an activity; concrete responses take a code (`init(code:userActivity:)`).
    public override init() {
        super.init()
    }

    init(userActivity: NSUserActivity?) {
        self.userActivity = userActivity
        super.init()
    }
}
#endif
