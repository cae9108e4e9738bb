#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where a Live Activity is in its life.
@available(iOS 16.1, *)
public enum ActivityState: Hashable, Sendable, Codable {
    case active
    case ended
    case dismissed
    case stale
    case pending
}
#endif
