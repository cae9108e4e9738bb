#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How searching the call history went.
@available(
    iOS, introduced: 10.0, deprecated: 15.0,
    message: "INSearchCallHistoryIntentResponseCode is deprecated. There is no replacement."
)
public enum INSearchCallHistoryIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case continueInApp = 2
    case failure = 3
    case failureRequiringAppLaunch = 4
    case failureAppConfigurationRequired = 5
    @available(iOS 11.0, *)
    case inProgress = 6
    @available(iOS 11.0, *)
    case success = 7
}
#endif
