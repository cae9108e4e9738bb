import Foundation

/// Where guidance stands when a paused trip resumes (iOS 17.4; since 26.4 route segments carry the same per leg): the route's
/// maneuvers and lane guidances, the ones current now, and the estimates for the trip and the first current maneuver.
/// Immutable; can be sent between threads.
@available(iOS 17.4, *)
open class CPRouteInformation: NSObject, @unchecked Sendable {
    /// Creates route information. Swift names the trip estimates' label `trip:` (Objective-C
    /// `tripTravelEstimates:`); `CPRouteSegment` keeps the long label.
    public init(
        maneuvers: [CPManeuver], laneGuidances: [CPLaneGuidance], currentManeuvers: [CPManeuver],
        currentLaneGuidance: CPLaneGuidance, trip tripTravelEstimates: CPTravelEstimates,
        maneuverTravelEstimates: CPTravelEstimates
    ) {
        self._maneuvers = maneuvers
        self._laneGuidances = laneGuidances
        self._currentManeuvers = currentManeuvers
        // A copied property: later changes to the app's object do not reach it.
        self._currentLaneGuidance = currentLaneGuidance.copy() as? CPLaneGuidance ?? currentLaneGuidance
        self._tripTravelEstimates = tripTravelEstimates
        self._maneuverTravelEstimates = maneuverTravelEstimates
        super.init()
    }

    /// Every maneuver of the route.
    open var maneuvers: [CPManeuver] { _maneuvers }
    private let _maneuvers: [CPManeuver]

    /// Every lane guidance of the route.
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

    /// The estimates for the first of `currentManeuvers`.
    open var maneuverTravelEstimates: CPTravelEstimates { _maneuverTravelEstimates }
    private let _maneuverTravelEstimates: CPTravelEstimates

    open override var description: String {
        "<CPRouteInformation: \(cpAddress(of: self))> maneuvers: \(maneuvers.count), laneGuidances: "
            + "\(laneGuidances.count), currentManeuvers: \(currentManeuvers.count)"
    }
}
