#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of setting an attribute on messages.
@available(iOS 10.0, *)
open class INSetMessageAttributeIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INSetMessageAttributeIntentResponseCode

    /// A response with its code, and the activity the app continues with when the code launches it.
    public init(code: INSetMessageAttributeIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    var _handlingStatus: INIntentHandlingStatus { INIntentHandlingStatus(responseCode: code.rawValue) }
}
#endif
