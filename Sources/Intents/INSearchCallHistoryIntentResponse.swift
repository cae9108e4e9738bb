#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The outcome of a call history search: the calls found.
@available(
    iOS, introduced: 10.0, deprecated: 15.0,
    message: "INSearchCallHistoryIntentResponse is deprecated. There is no replacement."
)
open class INSearchCallHistoryIntentResponse: INIntentResponse, _INCodedResponse {
    /// How the intent's handling went.
    public let code: INSearchCallHistoryIntentResponseCode
    /// The calls found.
    @available(iOS 11.0, *)
    open var callRecords: [INCallRecord]?

    /// A response with its code, and the activity the app continues with when the code launches it.
    public init(code: INSearchCallHistoryIntentResponseCode, userActivity: NSUserActivity?) {
        self.code = code
        super.init(userActivity: userActivity)
    }

    /// The codes' statuses: continuing in the app defers to it; the failures (3 to 5) fail; in progress (6) and
    /// success (7) are those (Apple does not document the mapping).
    var _handlingStatus: INIntentHandlingStatus {
        switch code {
        case .unspecified: .unspecified
        case .ready: .ready
        case .continueInApp: .deferredToApplication
        case .failure, .failureRequiringAppLaunch, .failureAppConfigurationRequired: .failure
        case .inProgress: .inProgress
        case .success: .success
        }
    }
}
#endif
