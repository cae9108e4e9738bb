#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Which media a search refers to beyond its names: what is playing, or the user's own.
@available(iOS 13.0, *)
public enum INMediaReference: Int, Sendable {
    case unknown = 0
    case currentlyPlaying = 1
    @available(iOS 14.5, *)
    case my = 2
}
#endif
