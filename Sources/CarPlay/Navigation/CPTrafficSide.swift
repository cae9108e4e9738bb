import Foundation

/// The side of the road traffic drives on (iOS 17.4; navigation metadata).
@available(iOS 17.4, *)
public enum CPTrafficSide: UInt, Sendable {
    /// Right-hand traffic: roundabouts run counter-clockwise.
    case right = 0
    /// Left-hand traffic: roundabouts run clockwise.
    case left = 1
}
