import Foundation
@_spi(CarPlayHost) import CarPlay

/// What a car receives while an app that opts in to navigation metadata (`mapTemplateShouldProvideNavigationMetadata`,
/// iOS 17.4) navigates: what a standard instrument cluster or a head-up display renders by itself. The car, not
/// iOS, picks the glyph for each semantic type, so this carries meanings and texts, never images.
///
/// Built from snapshot values only. `Codable`; `jsonData()` writes it with sorted keys.
public struct NavigationMetadata: Codable, Hashable, Sendable {
    /// The upcoming maneuvers in the app's order; the first is the current one.
    public var maneuvers: [Maneuver]
    /// The lanes to show now: the session's current lane guidance, else the current maneuver's linked one.
    public var lanes: LaneGuidanceSnapshot?
    /// How close the current maneuver is.
    public var maneuverState: ManeuverState
    /// The road the car is on, from the most to the least verbose variant.
    public var currentRoadNameVariants: [String]
    /// To the destination.
    public var tripEstimates: TravelEstimatesSnapshot?
    /// To the current maneuver.
    public var maneuverEstimates: TravelEstimatesSnapshot?
    /// The destination's name, most to least preferred (`TripSnapshot.destinationNames`).
    public var destinationNameVariants: [String]
    /// The route's stops in order, the origin first (iOS 26.4): the first segment's origin and every segment's
    /// destination, or without segments the trip's origin and destination waypoints.
    public var waypoints: [NavigationWaypointSnapshot]
    /// The route's legs (iOS 26.4).
    public var routeSegments: [RouteSegment]
    /// The leg being driven (iOS 26.4).
    public var currentSegmentID: UUID?

    /// `CPManeuverState`: the current maneuver's progress (continue → initial → prepare → execute → continue).
    public enum ManeuverState: String, Codable, Hashable, Sendable {
        case `continue`, initial, prepare, execute

        public init(_ state: CPManeuverState) {
            self =
                switch state {
                case .continue: .continue
                case .initial: .initial
                case .prepare: .prepare
                case .execute: .execute
                }
        }
    }

    /// One maneuver as a cluster or head-up display gets it.
    public struct Maneuver: Codable, Hashable, Sendable, Identifiable {
        public var id: ElementID
        /// `CPManeuverType`'s raw value.
        public var type: Int
        /// `NSStringFromCPManeuverType`'s text ("LeftTurn").
        public var typeName: String
        public var junctionType: ManeuverSnapshot.JunctionType
        public var trafficSide: ManeuverSnapshot.TrafficSide
        /// Degrees.
        public var junctionExitAngle: Double?
        /// Degrees, ascending; without the exit angle.
        public var junctionElementAngles: [Double]
        /// "Exit 123"; empty when none.
        public var highwayExitLabel: String
        /// The road after the maneuver.
        public var roadFollowingVariants: [String]
        /// Plain text (`ManeuverSnapshot.plainInstructionVariants`): a cluster draws no inline images.
        public var instructionVariants: [String]
        /// The estimates to this maneuver: the session's for the current maneuver, else the maneuver's initial ones.
        public var estimates: TravelEstimatesSnapshot?
        /// The maneuver's linked lane guidance.
        public var laneGuidance: LaneGuidanceSnapshot?

        public init(_ maneuver: ManeuverSnapshot, estimates: TravelEstimatesSnapshot?) {
            id = maneuver.id
            type = maneuver.maneuverType
            typeName = maneuver.maneuverTypeName
            junctionType = maneuver.junctionType
            trafficSide = maneuver.trafficSide
            junctionExitAngle = maneuver.junctionExitAngle
            junctionElementAngles = maneuver.junctionElementAngles
            highwayExitLabel = maneuver.highwayExitLabel
            roadFollowingVariants = maneuver.roadFollowingManeuverVariants
            instructionVariants = maneuver.plainInstructionVariants
            self.estimates = estimates
            laneGuidance = maneuver.linkedLaneGuidance
        }
    }

    /// One leg of the route as the car gets it for route sharing (iOS 26.4): its ends, the coordinates along it and
    /// which maneuvers it holds.
    public struct RouteSegment: Codable, Hashable, Sendable, Identifiable {
        public var id: UUID
        public var origin: NavigationWaypointSnapshot
        public var destination: NavigationWaypointSnapshot
        public var coordinates: [CoordinateSnapshot]
        public var maneuverIDs: [ElementID]
        public var currentManeuverIDs: [ElementID]
        public var tripEstimates: TravelEstimatesSnapshot
        public var maneuverEstimates: TravelEstimatesSnapshot

        public init(_ segment: RouteSegmentSnapshot) {
            id = segment.id
            origin = segment.origin
            destination = segment.destination
            coordinates = segment.coordinates
            maneuverIDs = segment.maneuvers.map(\.id)
            currentManeuverIDs = segment.currentManeuvers.map(\.id)
            tripEstimates = segment.tripTravelEstimates
            maneuverEstimates = segment.maneuverTravelEstimates
        }
    }

    /// The metadata of a navigation session.
    ///
    /// - Parameters:
    ///   - maneuvers: the session's upcoming maneuvers, the current one first.
    ///   - currentLaneGuidance: the session's current lane guidance (nil when the app set none).
    ///   - maneuverEstimates: the latest estimates to the current maneuver (`updateEstimates(_:for:)`); the other
    ///     maneuvers carry their initial estimates.
    ///   - trip: the trip being navigated: its destination names, and its waypoints when there are no segments.
    public init(
        maneuvers: [ManeuverSnapshot], currentLaneGuidance: LaneGuidanceSnapshot?, maneuverState: ManeuverState,
        currentRoadNameVariants: [String], tripEstimates: TravelEstimatesSnapshot?,
        maneuverEstimates: TravelEstimatesSnapshot?, trip: TripSnapshot? = nil,
        routeSegments: [RouteSegmentSnapshot] = [], currentSegmentID: UUID? = nil
    ) {
        self.maneuvers = maneuvers.enumerated().map { index, maneuver in
            Maneuver(
                maneuver,
                estimates: index == 0
                    ? (maneuverEstimates ?? maneuver.initialTravelEstimates)
                    : maneuver.initialTravelEstimates)
        }
        // Decision: the session's current lane guidance says what is current; a maneuver's linked guidance stands
        // in only when the app set none.
        lanes = currentLaneGuidance ?? maneuvers.first?.linkedLaneGuidance
        self.maneuverState = maneuverState
        self.currentRoadNameVariants = currentRoadNameVariants
        self.tripEstimates = tripEstimates
        self.maneuverEstimates = maneuverEstimates
        destinationNameVariants = trip?.destinationNames ?? []
        if let first = routeSegments.first {
            waypoints = [first.origin] + routeSegments.map(\.destination)
        } else if let trip {
            waypoints = [trip.originWaypoint, trip.destinationWaypoint]
        } else {
            waypoints = []
        }
        self.routeSegments = routeSegments.map(RouteSegment.init)
        self.currentSegmentID = currentSegmentID
    }

    /// The current maneuver.
    public var currentManeuver: Maneuver? { maneuvers.first }

    /// About how many bytes the metadata holds (its elements, texts and coordinates), to bound what is kept of it.
    public var estimatedBytes: Int {
        func texts(_ strings: [String]) -> Int { strings.reduce(16 * strings.count) { $0 + $1.utf8.count } }
        func waypoint(_ waypoint: NavigationWaypointSnapshot) -> Int {
            128 + 16 * waypoint.entryPoints.count + (waypoint.name?.utf8.count ?? 0)
                + (waypoint.address?.utf8.count ?? 0)
        }
        let maneuverBytes = maneuvers.reduce(0) {
            $0 + 256 + texts($1.roadFollowingVariants) + texts($1.instructionVariants) + $1.highwayExitLabel.utf8.count
                + 8 * $1.junctionElementAngles.count
        }
        let segmentBytes = routeSegments.reduce(0) {
            $0 + 256 + waypoint($1.origin) + waypoint($1.destination) + 16 * $1.coordinates.count
                + 16 * ($1.maneuverIDs.count + $1.currentManeuverIDs.count)
        }
        return 512 + maneuverBytes + segmentBytes + waypoints.reduce(0) { $0 + waypoint($1) }
            + texts(currentRoadNameVariants) + texts(destinationNameVariants)
    }

    /// The metadata as JSON, keys sorted.
    public func jsonData(prettyPrinted: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
        return try encoder.encode(self)
    }
}
