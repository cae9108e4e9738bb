#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of sending a message.
@available(iOS 10.0, *)
open class INSendMessageIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INSendMessageIntentResponseCode
    /// The messages sent.
    @available(iOS 16.0, *)
    open var sentMessages: [INMessage]?

    /// A response with its code, and the activity the app continues with when the code launches it.
    public init(code: INSendMessageIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    var _handlingStatus: INIntentHandlingStatus { INIntentHandlingStatus(responseCode: code.rawValue) }
}
#endif
