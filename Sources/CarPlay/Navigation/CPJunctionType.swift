import Foundation

/// The kind of junction a maneuver happens at (iOS 17.4).
@available(iOS 17.4, *)
public enum CPJunctionType: UInt, Sendable {
    /// A single intersection, with roads meeting at a common point.
    case intersection = 0
    /// A roundabout: the junction elements are the roads leaving the roundabout.
    case roundabout = 1
}
