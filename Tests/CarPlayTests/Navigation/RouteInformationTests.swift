import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

/// `CPRouteInformation` (17.4) and `CPRouteSegment` (26.4): Apple's labels, what they keep, copies and identifiers.
@Suite struct RouteInformationTests {
    static func estimates(_ kilometres: Double, _ seconds: TimeInterval) -> CPTravelEstimates {
        CPTravelEstimates(distanceRemaining: Measurement(value: kilometres, unit: .kilometers), timeRemaining: seconds)
    }

    static func guidance(_ text: String) -> CPLaneGuidance {
        let guidance = CPLaneGuidance()
        guidance.instructionVariants = [text]
        return guidance
    }

    @Test func routeInformationKeepsWhatItWasGiven() {
        let first = CPManeuver()
        let second = CPManeuver()
        let lanes = Self.guidance("Keep right")
        // Swift's label for the trip estimates is `trip:`.
        let information = CPRouteInformation(
            maneuvers: [first, second], laneGuidances: [lanes], currentManeuvers: [second],
            currentLaneGuidance: lanes, trip: Self.estimates(12, 900), maneuverTravelEstimates: Self.estimates(0.4, 30))
        expectTrue(information.maneuvers.count == 2 && information.maneuvers[0] === first)
        expectTrue(information.laneGuidances.first === lanes && information.currentManeuvers.first === second)
        expectEqual(information.tripTravelEstimates.timeRemaining, 900)
        expectEqual(information.maneuverTravelEstimates.distanceRemaining, Measurement(value: 0.4, unit: .kilometers))
        // The current lane guidance is a copy: the app's later change does not reach it.
        expectTrue(information.currentLaneGuidance !== lanes)
        lanes.instructionVariants = ["Changed"]
        expectEqual(information.currentLaneGuidance.instructionVariants, ["Keep right"])
        expectTrue(information.description.contains("maneuvers: 2"))
    }

    static func segment() -> CPRouteSegment {
        let home = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 43.7384, longitude: 7.4246, altitude: 40),
            locationThreshold: Measurement(value: 50, unit: .meters), name: "Home", address: nil, entryPoints: [],
            timeZone: TimeZone(identifier: "Europe/Monaco"))
        let port = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(latitude: 43.7350, longitude: 7.4214, altitude: 2),
            locationThreshold: nil, name: "Port Hercule", address: nil, entryPoints: [], timeZone: nil)
        return CPRouteSegment(
            origin: home, destination: port, maneuvers: [CPManeuver()], laneGuidances: [],
            currentManeuvers: [], currentLaneGuidance: Self.guidance("Left lane"),
            tripTravelEstimates: Self.estimates(1.2, 240), maneuverTravelEstimates: Self.estimates(0.3, 60),
            coordinates: [
                CPLocationCoordinate3D(latitude: 43.7384, longitude: 7.4246, altitude: 40),
                CPLocationCoordinate3D(latitude: 43.7350, longitude: 7.4214, altitude: 2),
            ])
    }

    @Test func segmentsHaveIdentifiersThatCopiesKeep() throws {
        let segment = Self.segment()
        let other = Self.segment()
        expectNotEqual(segment.identifier, other.identifier)
        expectTrue(segment.origin.name == "Home" && segment.destination.name == "Port Hercule")
        expectTrue(segment.coordinates.count == 2 && segment.coordinates[1].altitude == 2)
        expectTrue(segment.maneuvers.count == 1 && segment.currentManeuvers.isEmpty)
        expectEqual(segment.tripTravelEstimates.timeRemaining, 240)
        let copy = try require(segment.copy() as? CPRouteSegment)
        expectTrue(copy !== segment && copy.identifier == segment.identifier)
        expectTrue(copy.origin === segment.origin && copy.coordinates.count == 2)
        expectTrue(copy.currentLaneGuidance !== segment.currentLaneGuidance)
        expectEqual(copy.currentLaneGuidance.instructionVariants, ["Left lane"])
    }

    @Test func segmentsCrossTasks() async {
        let segment = Self.segment()
        let identifier = await Task.detached { segment.identifier }.value
        expectEqual(identifier, segment.identifier)
    }
}
