#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How sending a message went.
@available(iOS 10.0, *)
public enum INSendMessageIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureMessageServiceNotAvailable = 6
    @available(iOS 17.0, *)
    case failureRequiringInAppAuthentication = 7
}
#endif
