import Foundation
import UIKit

/// Turn-by-turn guidance for one trip: the upcoming maneuvers, lane guidance, estimates, pauses (loading,
/// rerouting, arrival) and the end of the trip. Get one from `CPMapTemplate.startNavigationSession(for:)` and keep
/// it while guiding.
@preconcurrency @MainActor
@available(iOS 12.0, *)
open class CPNavigationSession: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// A session for `trip`, made by its map template.
    init(_trip trip: CPTrip, mapTemplate: CPMapTemplate) {
        self.trip = trip
        self.mapTemplate = mapTemplate
        super.init()
    }

    /// The trip being navigated.
    public let trip: CPTrip
    private weak var mapTemplate: CPMapTemplate?

    // MARK: State

    /// Whether the trip finished or was cancelled (by the app or the system): later calls change nothing.
    @_spi(CarPlayHost) public private(set) var _isEnded = false
    /// Why guidance is paused, nil while it is not.
    @_spi(CarPlayHost) public private(set) var _pauseReason: PauseReason?
    /// The text shown while paused; nil: the system's text for the reason.
    @_spi(CarPlayHost) public private(set) var _pauseDescription: String?
    /// The colour of the card while paused; nil: the map template's guidance colour.
    @_spi(CarPlayHost) public private(set) var _pauseTurnCardColor: UIColor?
    /// The latest estimates the app gave for each maneuver, by its element id.
    @_spi(CarPlayHost) public private(set) var _maneuverEstimates: [CPElementID: CPTravelEstimates] = [:]
    /// The maneuvers and lane guidances passed to `add(_:)` (17.4), in order.
    @_spi(CarPlayHost) public private(set) var _addedManeuvers: [CPManeuver] = []
    @_spi(CarPlayHost) public private(set) var _addedLaneGuidances: [CPLaneGuidance] = []
    /// The reason of the last reroute (`resumeTrip(updatedRouteSegments:currentSegment:rerouteReason:)`).
    @_spi(CarPlayHost) public private(set) var _lastRerouteReason: CPRerouteReason?
    /// How many times the trip was resumed after a pause.
    @_spi(CarPlayHost) public private(set) var _resumeCount = 0

    /// The trip ended: the session stops changing and its map template forgets it.
    @_spi(CarPlayHost) public func _end() {
        guard !_isEnded else { return }
        _isEnded = true
        notifyHostOfChange()
    }

    private func change(_ name: String = #function, estimatesOnly: Bool = false, _ body: () -> Void) {
        guard !_isEnded else { return changedAfterEnd(name) }
        body()
        if estimatesOnly { notifyHostOfEstimatesChange() } else { notifyHostOfChange() }
    }

    /// What the app tried to change after the session ended (the system cancelled guidance, or the trip finished),
    /// oldest first (at most `retainedChangesAfterEnd`): the car's review reads it (guidance must stop at once).
    @_spi(CarPlayHost) public private(set) var _changesAfterEnd: [String] = []
    private static let retainedChangesAfterEnd = 20

    private func changedAfterEnd(_ name: String) {
        guard _changesAfterEnd.count < Self.retainedChangesAfterEnd else { return }
        _changesAfterEnd.append(name)
    }

    // MARK: Guidance

    /// The next maneuvers, in order: the guidance card shows the first and, if there is one, the second. Keep at
    /// least one while guiding. From iOS 17.4 each maneuver should have been passed to `add(_:)` first.
    open var upcomingManeuvers: [CPManeuver] = [] {
        didSet {
            if _isEnded {
                upcomingManeuvers = oldValue
                return changedAfterEnd("upcomingManeuvers")
            }
            if _pauseReason != nil, !upcomingManeuvers.isEmpty {
                // Before 17.4 there is no resume: new maneuvers after a pause resume guidance (Apple's sample).
                _pauseReason = nil
                _pauseDescription = nil
                _pauseTurnCardColor = nil
            }
            notifyHostOfChange()
        }
    }

    /// The lane guidance for the current maneuver; register it with `add(_:)` first; nil when there is none.
    @available(iOS 17.4, *)
    open var currentLaneGuidance: CPLaneGuidance? {
        get { _currentLaneGuidance }
        set { change { _currentLaneGuidance = newValue?.copy() as? CPLaneGuidance ?? newValue } }
    }
    private var _currentLaneGuidance: CPLaneGuidance?

    /// Registers maneuvers the session may show, as early as possible and in the order of the route (iOS 17.4).
    @available(iOS 17.4, *)
    open func add(_ maneuvers: [CPManeuver]) {
        change {
            let known = Set(_addedManeuvers.map(\._elementID))
            _addedManeuvers += maneuvers.filter { !known.contains($0._elementID) }
        }
    }

    /// Registers lane guidances the session may show (iOS 17.4).
    @available(iOS 17.4, *)
    open func add(_ laneGuidances: [CPLaneGuidance]) {
        change {
            _addedLaneGuidances += laneGuidances.filter { new in !_addedLaneGuidances.contains { $0 === new } }
        }
    }

    /// The name of the road the car is on, from the most to the least verbose (iOS 17.4).
    @available(iOS 17.4, *)
    open var currentRoadNameVariants: [String] {
        get { _currentRoadNameVariants }
        set { change { _currentRoadNameVariants = newValue } }
    }
    private var _currentRoadNameVariants: [String] = []

    /// How close the next maneuver is (iOS 17.4).
    @available(iOS 17.4, *)
    open var maneuverState: CPManeuverState {
        get { _maneuverState }
        set { change { _maneuverState = newValue } }
    }
    private var _maneuverState: CPManeuverState = .continue

    /// Sets the distance and time remaining to a maneuver; the guidance card (and a banner while the app is in the
    /// background) shows them.
    open func updateEstimates(_ estimates: CPTravelEstimates, for maneuver: CPManeuver) {
        change(estimatesOnly: true) { _maneuverEstimates[maneuver._elementID] = estimates }
    }

    // MARK: Route segments (iOS 26.4)

    /// The segments of the route, in order (iOS 26.4).
    @available(iOS 26.4, *)
    open var routeSegments: [CPRouteSegment] { _routeSegments }
    private var _routeSegments: [CPRouteSegment] = []

    /// Adds segments to the route (iOS 26.4).
    @available(iOS 26.4, *)
    open func addRouteSegments(_ routeSegments: [CPRouteSegment]) {
        change { _routeSegments += routeSegments }
    }

    /// The segment the car is on (iOS 26.4). Before the app sets one it is the first segment; before any segment
    /// exists, a segment from the trip's origin to its destination without maneuvers.
    @available(iOS 26.4, *)
    open var currentSegment: CPRouteSegment {
        get {
            if let segment = _currentSegment ?? _routeSegments.first { return segment }
            if let wholeTrip { return wholeTrip }
            let unknown = CPTravelEstimates(distanceRemaining: Measurement(value: -1, unit: .meters), timeRemaining: -1)
            let segment = CPRouteSegment(
                origin: trip.originWaypoint, destination: trip.destinationWaypoint, maneuvers: [], laneGuidances: [],
                currentManeuvers: [], currentLaneGuidance: CPLaneGuidance(), tripTravelEstimates: unknown,
                maneuverTravelEstimates: unknown, coordinates: [])
            wholeTrip = segment
            return segment
        }
        set { change { _currentSegment = newValue } }
    }
    private var _currentSegment: CPRouteSegment?
    /// The segment read while the session has none (made once; it gives way to the first segment added).
    private var wholeTrip: CPRouteSegment?

    // MARK: Pausing and resuming

    /// Pauses guidance (loading, locating, rerouting, arrived, proceed to route); a nil `description` shows the
    /// system's text for the reason.
    open func pauseTrip(for reason: PauseReason, description: String?) {
        pauseTrip(for: reason, description: description, turnCardColor: nil)
    }

    /// Pauses guidance with the colour of the card (iOS 15.4); nil uses the map template's guidance colour.
    @available(iOS 15.4, *)
    open func pauseTrip(for reason: PauseReason, description: String?, turnCardColor: UIColor?) {
        change {
            _pauseReason = reason
            _pauseDescription = description
            _pauseTurnCardColor = turnCardColor
        }
    }

    /// Resumes guidance after a pause with the new route's maneuvers, lanes and estimates (iOS 17.4–26.4).
    @available(iOS, introduced: 17.4, deprecated: 26.4)
    open func resumeTrip(updatedRouteInformation routeInformation: CPRouteInformation) {
        guard !_isEnded else { return changedAfterEnd(#function) }
        _addedManeuvers = routeInformation.maneuvers
        _addedLaneGuidances = routeInformation.laneGuidances
        resume(
            current: routeInformation.currentManeuvers, laneGuidance: routeInformation.currentLaneGuidance,
            tripEstimates: routeInformation.tripTravelEstimates,
            maneuverEstimates: routeInformation.maneuverTravelEstimates)
    }

    /// Resumes guidance after a pause with the new route's segments (iOS 26.4).
    @available(iOS 26.4, *)
    open func resumeTrip(
        updatedRouteSegments routeSegments: [CPRouteSegment], currentSegment: CPRouteSegment,
        rerouteReason: CPRerouteReason
    ) {
        guard !_isEnded else { return changedAfterEnd(#function) }
        _routeSegments = routeSegments
        _currentSegment = currentSegment
        _lastRerouteReason = rerouteReason
        _addedManeuvers = routeSegments.flatMap(\.maneuvers)
        _addedLaneGuidances = routeSegments.flatMap(\.laneGuidances)
        resume(
            current: currentSegment.currentManeuvers, laneGuidance: currentSegment.currentLaneGuidance,
            tripEstimates: currentSegment.tripTravelEstimates,
            maneuverEstimates: currentSegment.maneuverTravelEstimates)
    }

    private func resume(
        current: [CPManeuver], laneGuidance: CPLaneGuidance, tripEstimates: CPTravelEstimates,
        maneuverEstimates: CPTravelEstimates
    ) {
        _pauseReason = nil
        _pauseDescription = nil
        _pauseTurnCardColor = nil
        _resumeCount += 1
        _currentLaneGuidance = laneGuidance.lanes.isEmpty ? nil : laneGuidance
        if let first = current.first { _maneuverEstimates[first._elementID] = maneuverEstimates }
        upcomingManeuvers = current
        mapTemplate?.updateEstimates(tripEstimates, for: trip)
        notifyHostOfChange()
    }

    // MARK: Ending

    /// The trip is done (the driver arrived): guidance ends.
    open func finishTrip() {
        guard !_isEnded else { return }
        _end()
        mapTemplate?.navigationSessionDidEnd(self)
    }

    /// The app abandons the trip: guidance ends.
    open func cancelTrip() {
        guard !_isEnded else { return }
        _end()
        mapTemplate?.navigationSessionDidEnd(self)
    }

    nonisolated open override var description: String {
        let head = "<CPNavigationSession: \(cpAddress(of: self))>"
        guard cpIsMainQueue() else { return head }
        return MainActor.assumeIsolated {
            "\(head) trip: \(trip), upcomingManeuvers: \(upcomingManeuvers.count), paused: \(cpDescribe(_pauseReason))"
        }
    }
}

extension CPNavigationSession {
    /// Why guidance is paused (Objective-C `CPTripPauseReason`; there is no 0).
    public enum PauseReason: UInt, Sendable {
        /// The driver reached the destination.
        case arrived = 1
        /// The route is being loaded or calculated.
        case loading = 2
        /// The system is locating the car or the destination.
        case locating = 3
        /// A new route is being calculated.
        case rerouting = 4
        /// Waiting for the driver to reach the route.
        case proceedToRoute = 5
    }
}
