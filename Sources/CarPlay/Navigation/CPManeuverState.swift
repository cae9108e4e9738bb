import Foundation

/// How close the user is to the current maneuver (iOS 17.4; `CPNavigationSession.maneuverState`).
///
/// The raw values are the header's: `continue` is 0 although Apple's documentation lists it last.
@available(iOS 17.4, *)
public enum CPManeuverState: Int, Sendable {
    /// Continue along the route: the maneuver is still far away.
    case `continue` = 0
    /// The maneuver has just become the current one.
    case initial = 1
    /// Prepare for the maneuver.
    case prepare = 2
    /// Execute the maneuver now.
    case execute = 3
}
