import Expectations
import Foundation
import MapKit
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// A refresh takes the map template's snapshot again when the guiding app changes its estimates (every second); the
/// session's maneuvers and route segments are kept from the last refresh while none of their app objects announced
/// a change, and taken again as soon as one did.
@MainActor
@Suite("Snapshots: a guiding session's maneuvers and route segments kept while unchanged")
struct SnapshotReuseTests {
    /// A map template guiding to the casino: one maneuver with a linked lane guidance of one lane, in the upcoming
    /// maneuvers and in the session's one route segment.
    @MainActor
    struct Guiding {
        let template = CPMapTemplate()
        let session: CPNavigationSession
        let maneuver = CPManeuver()
        let guidance = CPLaneGuidance()
        let lane = CPLane(angles: [Measurement(value: 0, unit: .degrees)])
        let segment: CPRouteSegment

        init() {
            let casino = MKMapItem(
                placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)))
            session = template.startNavigationSession(
                for: CPTrip(origin: MKMapItem.forCurrentLocation(), destination: casino, routeChoices: []))
            guidance.lanes = [lane]
            maneuver.instructionVariants = ["Turn left"]
            maneuver.linkedLaneGuidance = guidance
            session.upcomingManeuvers = [maneuver]
            let point = CPLocationCoordinate3D(latitude: 43.7394, longitude: 7.4281, altitude: 0)
            let waypoint = CPNavigationWaypoint(
                centerPoint: point, locationThreshold: nil, name: "Casino", address: nil, entryPoints: [],
                timeZone: nil)
            let estimates = CPTravelEstimates(
                distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 60)
            segment = CPRouteSegment(
                origin: waypoint, destination: waypoint, maneuvers: [maneuver], laneGuidances: [guidance],
                currentManeuvers: [maneuver], currentLaneGuidance: guidance, tripTravelEstimates: estimates,
                maneuverTravelEstimates: estimates, coordinates: [point, point])
            session.addRouteSegments([segment])
        }

        /// The last refresh's snapshot, its kept parts marked with values the app never set ("kept", no coordinates),
        /// so that a part taken from it shows.
        func marked() -> MapTemplateSnapshot {
            var map = MapTemplateSnapshot(template)
            map.navigation?.maneuvers[0].instructionVariants = ["kept"]
            map.navigation?.routeSegments[0].coordinates = []
            return map
        }

        /// The snapshot a refresh takes after `changed` announced changes (nil: anything may have changed).
        func retaken(after previous: MapTemplateSnapshot, changed: Set<ElementID>?) throws -> NavigationSessionSnapshot
        {
            var last = try require(TemplateSnapshot(template))
            last.content = .map(previous)
            let reuse = SnapshotReuse(previous: [last.id: last], changed: changed)
            return try require(MapTemplateSnapshot(template, reusing: reuse).navigation)
        }
    }

    @Test("only the estimates changed: the maneuvers and the segment are kept")
    func keptWhileUnchanged() throws {
        let guiding = Guiding()
        let previous = guiding.marked()
        let estimates = CPTravelEstimates(distanceRemaining: Measurement(value: 120, unit: .meters), timeRemaining: 20)
        guiding.session.updateEstimates(estimates, for: guiding.maneuver)
        let navigation = try guiding.retaken(
            after: previous, changed: [ElementID(of: guiding.session), ElementID(of: guiding.template)])
        expectEqual(navigation.maneuvers.map(\.instructionVariants), [["kept"]])
        expectEqual(navigation.routeSegments.map(\.coordinates.count), [0], "the segment is kept")
        expectEqual(
            navigation.maneuverEstimates[ElementID(of: guiding.maneuver)]?.distanceRemaining.value, 120,
            "the estimates are taken again")
    }

    @Test("a maneuver, its lane guidance or a lane changed: both are taken again")
    func takenAgainWhenAnObjectChanged() throws {
        let guiding = Guiding()
        let previous = guiding.marked()
        guiding.maneuver.instructionVariants = ["Turn right"]
        guiding.lane.status = .good
        let objects = [
            "maneuver": ElementID(of: guiding.maneuver), "lane guidance": ElementID(of: guiding.guidance),
            "lane": ElementID(of: guiding.lane),
        ]
        for (object, id) in objects {
            let navigation = try guiding.retaken(after: previous, changed: [id])
            expectEqual(navigation.maneuvers.map(\.instructionVariants), [["Turn right"]], "\(object)")
            expectEqual(
                navigation.maneuvers.first?.linkedLaneGuidance?.lanes.map(\.status), [LaneSnapshot.Status.good],
                "\(object)")
            expectEqual(navigation.routeSegments.map(\.coordinates.count), [2], "\(object)")
            expectEqual(navigation.routeSegments.first?.maneuvers.map(\.instructionVariants), [["Turn right"]])
        }
        let anything = try guiding.retaken(after: previous, changed: nil)
        expectEqual(anything.maneuvers.map(\.instructionVariants), [["Turn right"]], "anything may have changed")
        expectEqual(anything.routeSegments.map(\.coordinates.count), [2])
    }

    @Test("a copy of a segment (its identifier, a copy of its lane guidance) is taken again")
    func segmentCopiesAreTakenAgain() throws {
        let guiding = Guiding()
        let previous = guiding.marked()
        let copy = try require(guiding.segment.copy() as? CPRouteSegment)
        guiding.session.currentSegment = copy
        guiding.session.addRouteSegments([copy])
        let navigation = try guiding.retaken(after: previous, changed: [ElementID(of: guiding.session)])
        expectEqual(navigation.routeSegments.map(\.coordinates.count), [0, 2], "the original kept, the copy taken")
    }

    @Test("new estimates alone: the last snapshot given them equals a snapshot taken again")
    func newEstimatesEqualASnapshotTakenAgain() throws {
        let guiding = Guiding()
        let before = MapTemplateSnapshot(guiding.template)
        let trip = guiding.session.trip
        guiding.session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 120, unit: .meters), timeRemaining: 20),
            for: guiding.maneuver)
        guiding.template.update(
            CPTravelEstimates(distanceRemaining: Measurement(value: 2, unit: .kilometers), timeRemaining: 300),
            for: trip, with: .orange)
        let updated = try require(before.withEstimates(of: guiding.template))
        expectNotEqual(updated, before)
        expectEqual(updated, MapTemplateSnapshot(guiding.template))
        // A trip preview's estimates (the app estimates each previewed trip).
        let previewing = CPMapTemplate()
        let trips = ["Casino", "Port"].map { name in
            let item = MKMapItem(
                placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7, longitude: 7.4)))
            item.name = name
            return CPTrip(origin: MKMapItem.forCurrentLocation(), destination: item, routeChoices: [])
        }
        previewing.showTripPreviews(trips, textConfiguration: nil)
        let previewed = MapTemplateSnapshot(previewing)
        previewing.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 900, unit: .meters), timeRemaining: 120),
            for: trips[1])
        expectEqual(previewed.withEstimates(of: previewing), MapTemplateSnapshot(previewing))
        expectEqual(MapTemplateSnapshot(previewing).previews?.estimates.count, 1)
    }

    @Test("a snapshot of another navigation session is not given the new one's estimates")
    func anotherSessionIsTakenAgain() {
        let guiding = Guiding()
        let before = MapTemplateSnapshot(guiding.template)
        guiding.session.finishTrip()
        expectEqual(before.withEstimates(of: guiding.template), nil, "no session now")
        _ = guiding.template.startNavigationSession(for: guiding.session.trip)
        expectEqual(before.withEstimates(of: guiding.template), nil, "a new session")
    }
}
