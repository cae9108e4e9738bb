#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How playback repeats.
@available(iOS 12.0, *)
public enum INPlaybackRepeatMode: Int, Sendable {
    case unknown = 0
    case none = 1
    case all = 2
    case one = 3
}
#endif
