#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Where an overlay is drawn relative to the map's own content: above the roads (under labels), or above the labels.
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}
#endif
