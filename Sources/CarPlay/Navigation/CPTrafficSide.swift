import Foundation

/// The side of the road that traffic drives on (iOS 17.4).
@available(iOS 17.4, *)
public enum CPTrafficSide: UInt, Sendable {
    /// Right-hand traffic: roundabouts run counterclockwise.
    case right = 0
    /// Left-hand traffic: roundabouts run clockwise.
    case left = 1
}
