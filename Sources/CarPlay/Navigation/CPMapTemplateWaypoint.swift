import Foundation

/// A waypoint with the travel estimates to reach it (iOS 26.4).
@available(iOS 26.4, *)
open class CPMapTemplateWaypoint: NSObject, NSSecureCoding {
    /// Creates a map template waypoint.
    public init(waypoint: CPNavigationWaypoint, travelEstimates: CPTravelEstimates) {
        self.waypoint = waypoint
        self.travelEstimates = travelEstimates
        super.init()
    }

    // MARK: NSSecureCoding

    /// Map template waypoints support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives the waypoint and its estimates.
    open func encode(with coder: NSCoder) {
        coder.encode(waypoint, forKey: "waypoint")
        coder.encode(travelEstimates, forKey: "travelEstimates")
    }

    /// Decodes a map template waypoint that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        guard let waypoint = coder.decodeIfPresent(CPNavigationWaypoint.self, forKey: "waypoint"),
            let travelEstimates = coder.decodeIfPresent(CPTravelEstimates.self, forKey: "travelEstimates")
        else { return nil }
        self.waypoint = waypoint
        self.travelEstimates = travelEstimates
        super.init()
    }

    /// The waypoint.
    open var waypoint: CPNavigationWaypoint

    /// The estimates to reach the waypoint.
    open var travelEstimates: CPTravelEstimates

    open override var description: String {
        "<CPMapTemplateWaypoint: \(cpAddress(of: self))> waypoint: \(waypoint), travelEstimates: \(travelEstimates)"
    }
}
