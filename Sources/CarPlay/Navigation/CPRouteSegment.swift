import Foundation

/// One leg of a route between two waypoints (iOS 26.4): its maneuvers and lane guidances, the ones current now, the
/// estimates, and the coordinates along the leg (give them when the trip takes part in route sharing). Immutable;
/// copies keep the identifier; can be sent between threads.
@available(iOS 26.4, *)
open class CPRouteSegment: NSObject, NSCopying, @unchecked Sendable {
    /// Creates a route segment with a new identifier.
    public convenience init(
        origin: CPNavigationWaypoint, destination: CPNavigationWaypoint, maneuvers: [CPManeuver],
        laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver], currentLaneGuidance: CPLaneGuidance,
        tripTravelEstimates: CPTravelEstimates, maneuverTravelEstimates: CPTravelEstimates,
        coordinates: [CPLocationCoordinate3D]
    ) {
        self.init(
            _identifier: UUID(), origin: origin, destination: destination, maneuvers: maneuvers,
            laneGuidances: laneGuidances, currentManeuvers: currentManeuvers,
            currentLaneGuidance: currentLaneGuidance.copy() as? CPLaneGuidance ?? currentLaneGuidance,
            tripTravelEstimates: tripTravelEstimates, maneuverTravelEstimates: maneuverTravelEstimates,
            coordinates: coordinates)
    }

    /// Every part given (Apple's designated initializer is the Objective-C one, with a C array of coordinates).
    init(
        _identifier identifier: UUID, origin: CPNavigationWaypoint, destination: CPNavigationWaypoint,
        maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
        currentLaneGuidance: CPLaneGuidance, tripTravelEstimates: CPTravelEstimates,
        maneuverTravelEstimates: CPTravelEstimates, coordinates: [CPLocationCoordinate3D]
    ) {
        self._identifier = identifier
        self._origin = origin
        self._destination = destination
        self._maneuvers = maneuvers
        self._laneGuidances = laneGuidances
        self._currentManeuvers = currentManeuvers
        self._currentLaneGuidance = currentLaneGuidance
        self._tripTravelEstimates = tripTravelEstimates
        self._maneuverTravelEstimates = maneuverTravelEstimates
        self._coordinates = coordinates
        super.init()
    }

    // MARK: NSCopying

    /// A segment with the same identifier and parts (the current lane guidance copied again).
    open func copy(with zone: NSZone? = nil) -> Any {
        CPRouteSegment(
            _identifier: identifier, origin: origin, destination: destination, maneuvers: maneuvers,
            laneGuidances: laneGuidances, currentManeuvers: currentManeuvers,
            currentLaneGuidance: currentLaneGuidance.copy() as? CPLaneGuidance ?? currentLaneGuidance,
            tripTravelEstimates: tripTravelEstimates, maneuverTravelEstimates: maneuverTravelEstimates,
            coordinates: coordinates)
    }

    /// The segment's identifier, made when it was created.
    open var identifier: UUID { _identifier }
    private let _identifier: UUID

    /// Where the leg starts.
    open var origin: CPNavigationWaypoint { _origin }
    private let _origin: CPNavigationWaypoint

    /// Where the leg ends.
    open var destination: CPNavigationWaypoint { _destination }
    private let _destination: CPNavigationWaypoint

    /// The coordinates along the leg.
    open var coordinates: [CPLocationCoordinate3D] { _coordinates }
    private let _coordinates: [CPLocationCoordinate3D]

    /// Every maneuver of the leg.
    open var maneuvers: [CPManeuver] { _maneuvers }
    private let _maneuvers: [CPManeuver]

    /// Every lane guidance of the leg.
    open var laneGuidances: [CPLaneGuidance] { _laneGuidances }
    private let _laneGuidances: [CPLaneGuidance]

    /// The maneuvers current now (the first is the next one).
    open var currentManeuvers: [CPManeuver] { _currentManeuvers }
    private let _currentManeuvers: [CPManeuver]

    /// The lane guidance current now (a copy of the one given).
    open var currentLaneGuidance: CPLaneGuidance { _currentLaneGuidance }
    private let _currentLaneGuidance: CPLaneGuidance

    /// The estimates for the rest of the trip.
    open var tripTravelEstimates: CPTravelEstimates { _tripTravelEstimates }
    private let _tripTravelEstimates: CPTravelEstimates

    /// The estimates for the first current maneuver.
    open var maneuverTravelEstimates: CPTravelEstimates { _maneuverTravelEstimates }
    private let _maneuverTravelEstimates: CPTravelEstimates

    open override var description: String {
        "<CPRouteSegment: \(cpAddress(of: self))> identifier: \(identifier), maneuvers: \(maneuvers.count), "
            + "coordinates: \(coordinates.count)"
    }
}
