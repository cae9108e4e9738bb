#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An attribute to set on messages.
@available(iOS 10.0, *)
public enum INMessageAttribute: Int, Sendable {
    case unknown = 0
    case read = 1
    case unread = 2
    case flagged = 3
    case unflagged = 4
    @available(iOS 11.0, *)
    case played = 5
}
#endif
