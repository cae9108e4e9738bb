#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why a Live Activity could not be started.
@available(iOS 16.1, *)
public enum ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    case attributesTooLarge
    case denied
    case globalMaximumExceeded
    case targetMaximumExceeded
    case unsupported
    case unsupportedTarget
    case visibility
    case persistenceFailure
    case missingProcessIdentifier
    case malformedActivityIdentifier
    case unentitled
    case reconnectNotPermitted

    public var errorDescription: String? {
        switch self {
        case .denied: "The user has disabled Live Activities for this app."
        case .targetMaximumExceeded: "The app has already started the maximum number of Live Activities."
        case .unsupportedTarget: "The app has no widget extension with an ActivityConfiguration for these attributes."
        case .unsupported: "Live Activities are not supported."
        case .attributesTooLarge: "The attributes or content state exceed the size a Live Activity may have."
        default: "The Live Activity could not be started (\(self))."
        }
    }
}
#endif
