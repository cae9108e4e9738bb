#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The state of an interaction's intent handling.
@available(iOS 10.0, *)
public enum INIntentHandlingStatus: Int, Sendable {
    case unspecified = 0
    case ready = 1
    case inProgress = 2
    case success = 3
    case failure = 4
    case deferredToApplication = 5
    @available(iOS 12.0, *)
    case userConfirmationRequired = 6
}
#endif
