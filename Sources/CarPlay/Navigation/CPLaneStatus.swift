import Foundation

/// Whether a lane leads along the route (iOS 17.4; `CPLane.status`).
@available(iOS 17.4, *)
public enum CPLaneStatus: Int, Sendable {
    /// The lane does not lead along the route.
    case notGood = 0
    /// The lane leads along the route.
    case good = 1
    /// The lane is the preferred one.
    case preferred = 2
}
