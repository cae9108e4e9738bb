import Foundation
@_spi(CarPlayHost) import CarPlay

/// An `MKMapItem` as a trip's origin or destination: its name and coordinate.
public struct MapItemSnapshot: Codable, Hashable, Sendable {
    public var name: String?
    public var coordinate: CoordinateSnapshot
    /// The item stands for the device's location (`MKMapItem.forCurrentLocation()`).
    public var isCurrentLocation: Bool

    public init(name: String?, coordinate: CoordinateSnapshot, isCurrentLocation: Bool = false) {
        self.name = name
        self.coordinate = coordinate
        self.isCurrentLocation = isCurrentLocation
    }

    init(_ item: MKMapItem) {
        name = item.name
        coordinate = CoordinateSnapshot(item.placemark.coordinate)
        isCurrentLocation = item.isCurrentLocation
    }
}

/// A `CPRouteChoice`: one route of a trip. (Up to iOS 26 a route choice has no attributed variants.)
public struct RouteChoiceSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    /// "Via I-280 S".
    public var summaryVariants: [String]
    /// "Fastest Route", "Avoids Tolls" (nil reads empty).
    public var additionalInformationVariants: [String]
    /// What the preview card shows for the selected route (nil reads empty).
    public var selectionSummaryVariants: [String]

    public init(
        id: ElementID, summaryVariants: [String], additionalInformationVariants: [String] = [],
        selectionSummaryVariants: [String] = []
    ) {
        self.id = id
        self.summaryVariants = summaryVariants
        self.additionalInformationVariants = additionalInformationVariants
        self.selectionSummaryVariants = selectionSummaryVariants
    }

    init(_ choice: CPRouteChoice) {
        id = ElementID(of: choice)
        summaryVariants = choice.summaryVariants
        additionalInformationVariants = choice.additionalInformationVariants ?? []
        selectionSummaryVariants = choice.selectionSummaryVariants ?? []
    }
}

/// A `CPTrip`: origin, destination (as map items and, from iOS 26.4, as waypoints) and its route choices.
public struct TripSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var origin: MapItemSnapshot
    public var destination: MapItemSnapshot
    /// iOS 26.4; a trip made from map items has waypoints made from them.
    public var originWaypoint: NavigationWaypointSnapshot
    public var destinationWaypoint: NavigationWaypointSnapshot
    public var routeChoices: [RouteChoiceSnapshot]
    /// iOS 17.4 (nil reads empty).
    public var destinationNameVariants: [String]
    /// iOS 26.1.
    public var hasShareableDestination: Bool
    /// iOS 26.4.
    public var routeSegmentsAvailableForRegion: Bool

    public init(
        id: ElementID, origin: MapItemSnapshot, destination: MapItemSnapshot,
        originWaypoint: NavigationWaypointSnapshot, destinationWaypoint: NavigationWaypointSnapshot,
        routeChoices: [RouteChoiceSnapshot], destinationNameVariants: [String] = [],
        hasShareableDestination: Bool = false, routeSegmentsAvailableForRegion: Bool = true
    ) {
        self.id = id
        self.origin = origin
        self.destination = destination
        self.originWaypoint = originWaypoint
        self.destinationWaypoint = destinationWaypoint
        self.routeChoices = routeChoices
        self.destinationNameVariants = destinationNameVariants
        self.hasShareableDestination = hasShareableDestination
        self.routeSegmentsAvailableForRegion = routeSegmentsAvailableForRegion
    }

    init(_ trip: CPTrip) {
        id = ElementID(of: trip)
        origin = MapItemSnapshot(trip.origin)
        destination = MapItemSnapshot(trip.destination)
        originWaypoint = NavigationWaypointSnapshot(trip.originWaypoint)
        destinationWaypoint = NavigationWaypointSnapshot(trip.destinationWaypoint)
        routeChoices = trip.routeChoices.map(RouteChoiceSnapshot.init)
        destinationNameVariants = trip.destinationNameVariants ?? []
        hasShareableDestination = trip.hasShareableDestination
        routeSegmentsAvailableForRegion = trip.routeSegmentsAvailableForRegion
    }

    /// The destination's name as shown, most to least preferred: the destination name variants, else the
    /// destination waypoint's name, else the destination map item's; empty when there is none.
    public var destinationNames: [String] {
        if !destinationNameVariants.isEmpty { return destinationNameVariants }
        if let name = destinationWaypoint.name, !name.isEmpty { return [name] }
        if let name = destination.name, !name.isEmpty { return [name] }
        return []
    }
}

/// A `CPTripPreviewTextConfiguration`: the preview's button titles; nil means the system's title.
public struct TripPreviewTextSnapshot: Codable, Hashable, Sendable {
    public var startButtonTitle: String?
    public var additionalRoutesButtonTitle: String?
    public var overviewButtonTitle: String?

    public init(
        startButtonTitle: String? = nil, additionalRoutesButtonTitle: String? = nil, overviewButtonTitle: String? = nil
    ) {
        self.startButtonTitle = startButtonTitle
        self.additionalRoutesButtonTitle = additionalRoutesButtonTitle
        self.overviewButtonTitle = overviewButtonTitle
    }

    init(_ configuration: CPTripPreviewTextConfiguration) {
        startButtonTitle = configuration.startButtonTitle
        additionalRoutesButtonTitle = configuration.additionalRoutesButtonTitle
        overviewButtonTitle = configuration.overviewButtonTitle
    }
}

/// A `CPRouteSegment` (iOS 26.4): one leg of a trip between two waypoints, with its maneuvers, lane guidances,
/// estimates and the coordinates along it.
///
/// A segment is immutable, so a session can take its snapshot once and reuse it: values copied from it (metadata
/// entries) then share its arrays instead of copying its coordinates.
public struct RouteSegmentSnapshot: Codable, Hashable, Sendable, Identifiable {
    /// The segment's `identifier` (kept by copies).
    public var id: UUID
    public var origin: NavigationWaypointSnapshot
    public var destination: NavigationWaypointSnapshot
    public var maneuvers: [ManeuverSnapshot]
    public var laneGuidances: [LaneGuidanceSnapshot]
    public var currentManeuvers: [ManeuverSnapshot]
    /// The segment's own copy of the lane guidance (its id is the copy's).
    public var currentLaneGuidance: LaneGuidanceSnapshot
    public var tripTravelEstimates: TravelEstimatesSnapshot
    /// For the first current maneuver.
    public var maneuverTravelEstimates: TravelEstimatesSnapshot
    public var coordinates: [CoordinateSnapshot]

    public init(
        id: UUID, origin: NavigationWaypointSnapshot, destination: NavigationWaypointSnapshot,
        maneuvers: [ManeuverSnapshot], laneGuidances: [LaneGuidanceSnapshot], currentManeuvers: [ManeuverSnapshot],
        currentLaneGuidance: LaneGuidanceSnapshot, tripTravelEstimates: TravelEstimatesSnapshot,
        maneuverTravelEstimates: TravelEstimatesSnapshot, coordinates: [CoordinateSnapshot]
    ) {
        self.id = id
        self.origin = origin
        self.destination = destination
        self.maneuvers = maneuvers
        self.laneGuidances = laneGuidances
        self.currentManeuvers = currentManeuvers
        self.currentLaneGuidance = currentLaneGuidance
        self.tripTravelEstimates = tripTravelEstimates
        self.maneuverTravelEstimates = maneuverTravelEstimates
        self.coordinates = coordinates
    }

    /// Copies `segment`, its maneuvers through `maneuver` (a session keeps those that did not change).
    init(_ segment: CPRouteSegment, maneuver: (CPManeuver) -> ManeuverSnapshot = ManeuverSnapshot.init) {
        id = segment.identifier
        origin = NavigationWaypointSnapshot(segment.origin)
        destination = NavigationWaypointSnapshot(segment.destination)
        maneuvers = segment.maneuvers.map(maneuver)
        laneGuidances = segment.laneGuidances.map(LaneGuidanceSnapshot.init)
        currentManeuvers = segment.currentManeuvers.map(maneuver)
        currentLaneGuidance = LaneGuidanceSnapshot(segment.currentLaneGuidance)
        tripTravelEstimates = TravelEstimatesSnapshot(segment.tripTravelEstimates)
        maneuverTravelEstimates = TravelEstimatesSnapshot(segment.maneuverTravelEstimates)
        coordinates = segment.coordinates.map(CoordinateSnapshot.init)
    }

    /// Whether this is a snapshot of `segment` as it is now: of the same maneuvers and lane guidances (a copy of a
    /// segment keeps its identifier but has a copy of the current lane guidance), none of which announced a change
    /// since the last refresh (`reuse`). The rest of a segment is immutable.
    func isCopy(of segment: CPRouteSegment, reusing reuse: SnapshotReuse) -> Bool {
        func same(_ kept: [ManeuverSnapshot], _ live: [CPManeuver]) -> Bool {
            kept.count == live.count
                && zip(kept, live).allSatisfy { $0.id == ElementID(of: $1) && $0.isUnchanged(in: reuse) }
        }
        func same(_ kept: LaneGuidanceSnapshot, _ live: CPLaneGuidance) -> Bool {
            kept.id == ElementID(of: live) && kept.isUnchanged(in: reuse)
        }
        return id == segment.identifier && same(currentLaneGuidance, segment.currentLaneGuidance)
            && same(maneuvers, segment.maneuvers) && same(currentManeuvers, segment.currentManeuvers)
            && laneGuidances.count == segment.laneGuidances.count
            && zip(laneGuidances, segment.laneGuidances).allSatisfy(same)
    }
}
