#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How searching for messages went.
@available(iOS 10.0, *)
public enum INSearchForMessagesIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureMessageServiceNotAvailable = 6
    case failureMessageTooManyResults = 7
    @available(iOS 17.0, *)
    case failureRequiringInAppAuthentication = 8
}
#endif
