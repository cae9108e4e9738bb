import Foundation

/// Why the route was recalculated (iOS 26.4; `CPNavigationSession.resumeTrip(updatedRouteSegments:…)`).
@available(iOS 26.4, *)
public enum CPRerouteReason: Int, Sendable {
    /// Not specified.
    case unknown = 0
    /// The user missed a turn or maneuver.
    case missedTurn = 1
    /// Connectivity was lost; the route is recalculated with offline data.
    case offline = 2
    /// A better alternative route was found.
    case alternateRoute = 3
    /// A waypoint changed.
    case waypointModified = 4
    /// Outside circumstances forced the reroute, such as a road closure.
    case mandated = 5
}
