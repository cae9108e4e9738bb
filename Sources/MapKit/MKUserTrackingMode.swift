#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How a map view follows the user's location: not at all, centred on it, or centred and turned to the heading.
public enum MKUserTrackingMode: Int, Sendable {
    case none = 0
    case follow = 1
    case followWithHeading = 2
}
#endif
