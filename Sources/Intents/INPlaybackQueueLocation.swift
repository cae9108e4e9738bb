#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where in the playback queue media goes: now, next, or later.
@available(iOS 13.0, *)
public enum INPlaybackQueueLocation: Int, Sendable {
    case unknown = 0
    case now = 1
    case next = 2
    case later = 3
}
#endif
