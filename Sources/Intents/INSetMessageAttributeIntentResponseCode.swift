#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How setting a message attribute went.
@available(iOS 10.0, *)
public enum INSetMessageAttributeIntentResponseCode: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case failureRequiringAppLaunch = 5
    case failureMessageNotFound = 6
    case failureMessageAttributeNotSet = 7
}
#endif
