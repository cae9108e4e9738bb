#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of starting a call.
@available(iOS 13.0, *)
open class INStartCallIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INStartCallIntentResponseCode

    /// A response with its code, and the activity the app continues with when the code launches it (the app starts
    /// the call from the activity's `interaction` on `.continueInApp`).
    public init(code: INStartCallIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    /// The codes' statuses: continuing in the app defers to it; a confirmation the user must give is one; every code
    /// from `.failure` on fails (Apple does not document the mapping).
    var _handlingStatus: INIntentHandlingStatus {
        switch code.rawValue {
        case 1: .ready
        case 2: .deferredToApplication
        case 3: .userConfirmationRequired
        case 4...: .failure
        default: .unspecified
        }
    }
}
#endif
