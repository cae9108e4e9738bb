#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Why the app cannot play at a speed.
@available(iOS 13.0, *)
public enum INPlayMediaPlaybackSpeedUnsupportedReason: Int, Sendable {
    case belowMinimum = 1
    case aboveMaximum = 2
}
#endif
