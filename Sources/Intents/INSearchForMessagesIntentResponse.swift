#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of a message search: the messages found.
@available(iOS 10.0, *)
open class INSearchForMessagesIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INSearchForMessagesIntentResponseCode
    /// The messages found.
    open var messages: [INMessage]?

    /// A response with its code, and the activity the app continues with when the code launches it.
    public init(code: INSearchForMessagesIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    var _handlingStatus: INIntentHandlingStatus { INIntentHandlingStatus(responseCode: code.rawValue) }
}
#endif
