import Foundation

/// The kind of junction a maneuver takes place at (iOS 17.4; navigation metadata).
@available(iOS 17.4, *)
public enum CPJunctionType: UInt, Sendable {
    /// A single intersection, where the roads meet at a common point.
    case intersection = 0
    /// A roundabout; the junction's elements are the roads that leave it.
    case roundabout = 1
}
