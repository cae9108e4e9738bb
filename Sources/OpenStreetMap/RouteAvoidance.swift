import Foundation

/// Roads a route should keep off where another way exists (`MKDirections.Request`'s toll and highway preferences).
public struct RouteAvoidance: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Roads tagged `toll=yes`.
    public static let tolls = RouteAvoidance(rawValue: 1 << 0)
    /// Motorways and trunk roads, and their links.
    public static let highways = RouteAvoidance(rawValue: 1 << 1)

    /// How many times longer an avoided road counts: enough to take a detour of several times its length, not a
    /// ban, so a trip that cannot do without it still has a route (Apple calls it a preference).
    public static let penalty = 10.0

    /// Whether a route avoiding these keeps off `road`.
    public func avoids(_ road: RoadGraph.Road) -> Bool {
        if contains(.tolls) && road.isToll { return true }
        guard contains(.highways) else { return false }
        switch road.roadClass {
        case .motorway, .motorwayLink, .trunk, .trunkLink: return true
        default: return false
        }
    }
}
