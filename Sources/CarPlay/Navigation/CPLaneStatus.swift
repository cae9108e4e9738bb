import Foundation

/// How suitable a lane is for the upcoming maneuver (iOS 17.4).
@available(iOS 17.4, *)
public enum CPLaneStatus: Int, Sendable {
    /// The lane does not lead to the maneuver.
    case notGood = 0
    /// The lane leads to the maneuver.
    case good = 1
    /// The lane is the best one for the maneuver.
    case preferred = 2
}
