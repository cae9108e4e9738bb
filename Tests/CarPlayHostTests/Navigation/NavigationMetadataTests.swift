import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("NavigationMetadata")
struct NavigationMetadataTests {
    private func estimates(_ meters: Double, _ seconds: Double) -> TravelEstimatesSnapshot {
        TravelEstimatesSnapshot(
            distanceRemaining: DistanceSnapshot(Measurement(value: meters, unit: .meters)), timeRemaining: seconds)
    }

    private func lanes(_ id: ElementID, _ instruction: String) -> LaneGuidanceSnapshot {
        LaneGuidanceSnapshot(
            id: id,
            lanes: [LaneSnapshot(id: ElementID("\(id)/lane"), status: .preferred, highlightedAngle: 45, angles: [0])],
            instructionVariants: [instruction])
    }

    private func waypoint(_ name: String, _ latitude: Double) -> NavigationWaypointSnapshot {
        NavigationWaypointSnapshot(centerPoint: CoordinateSnapshot(latitude: latitude, longitude: 0), name: name)
    }

    /// Two maneuvers from the framework: a roundabout exit with an attributed instruction only, and an arrival.
    private func maneuvers() -> [ManeuverSnapshot] {
        let roundabout = CPManeuver()
        let text = NSMutableAttributedString(string: "Take the 2nd exit onto ")
        text.append(NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "shield")!)))
        roundabout.attributedInstructionVariants = [text]
        roundabout.maneuverType = .roundaboutExit2
        roundabout.junctionType = .roundabout
        roundabout.trafficSide = .left
        roundabout.junctionExitAngle = Measurement(value: 90, unit: .degrees)
        roundabout.junctionElementAngles = [Measurement(value: -90, unit: .degrees)]
        roundabout.roadFollowingManeuverVariants = ["A4"]
        roundabout.highwayExitLabel = ""
        roundabout.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 900, unit: .meters), timeRemaining: 60)
        let linked = CPLaneGuidance()
        linked.instructionVariants = ["Linked"]
        roundabout.linkedLaneGuidance = linked

        let arrival = CPManeuver()
        arrival.instructionVariants = ["Arrive at the office", "Arrive"]
        arrival.maneuverType = .arriveAtDestinationRight
        arrival.initialTravelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 2.5, unit: .kilometers), timeRemaining: 240)
        return [ManeuverSnapshot(roundabout), ManeuverSnapshot(arrival)]
    }

    @Test func carriesWhatAClusterRenders() throws {
        let maneuvers = maneuvers()
        let current = lanes("current", "Use the left lane")
        let metadata = NavigationMetadata(
            maneuvers: maneuvers, currentLaneGuidance: current, maneuverState: .prepare,
            currentRoadNameVariants: ["High Street", "High St"], tripEstimates: estimates(3400, 300),
            maneuverEstimates: estimates(150, 12))

        expectEqual(metadata.maneuvers.map(\.id), maneuvers.map(\.id))
        let first = try require(metadata.currentManeuver)
        expectTrue(first.type == 29 && first.typeName == "RoundaboutExit2")
        expectTrue(first.junctionType == .roundabout && first.trafficSide == .left)
        expectTrue(first.junctionExitAngle == 90 && first.junctionElementAngles == [-90])
        expectEqual(first.roadFollowingVariants, ["A4"])
        // A cluster draws no images: the attributed instruction's text.
        expectEqual(first.instructionVariants, ["Take the 2nd exit onto "])
        // The current maneuver has the session's estimates; the next its initial ones.
        expectEqual(first.estimates, estimates(150, 12))
        expectEqual(
            metadata.maneuvers[1].estimates?.distanceRemaining, DistanceSnapshot(value: 2.5, unit: "km", meters: 2500)
        )
        expectEqual(metadata.maneuvers[1].instructionVariants, ["Arrive at the office", "Arrive"])
        expectEqual(metadata.maneuvers[1].typeName, "ArriveAtDestinationRight")
        expectEqual(first.laneGuidance?.instructionVariants, ["Linked"])

        expectEqual(metadata.lanes, current)
        expectEqual(metadata.maneuverState, .prepare)
        expectEqual(metadata.currentRoadNameVariants, ["High Street", "High St"])
        expectEqual(metadata.tripEstimates, estimates(3400, 300))
        expectEqual(metadata.maneuverEstimates, estimates(150, 12))
        expectTrue(metadata.waypoints.isEmpty && metadata.routeSegments.isEmpty && metadata.currentSegmentID == nil)
    }

    @Test func lanesFallBackToTheCurrentManeuversLinkedGuidance() {
        let maneuvers = maneuvers()
        let metadata = NavigationMetadata(
            maneuvers: maneuvers, currentLaneGuidance: nil, maneuverState: .continue, currentRoadNameVariants: [],
            tripEstimates: nil, maneuverEstimates: nil)
        expectEqual(metadata.lanes, maneuvers[0].linkedLaneGuidance)
        expectEqual(metadata.lanes?.instructionVariants, ["Linked"])
        // Without session estimates the current maneuver keeps its initial ones.
        expectEqual(metadata.currentManeuver?.estimates?.distanceRemaining.meters, 900)

        let none = NavigationMetadata(
            maneuvers: [maneuvers[1]], currentLaneGuidance: nil, maneuverState: .continue, currentRoadNameVariants: [],
            tripEstimates: nil, maneuverEstimates: nil)
        expectEqual(none.lanes, nil)
    }

    @Test func waypointsFromTheTripOrTheSegments() {
        let trip = TripSnapshot(
            id: "trip",
            origin: MapItemSnapshot(name: "Home", coordinate: CoordinateSnapshot(latitude: 1, longitude: 0)),
            destination: MapItemSnapshot(name: "Work", coordinate: CoordinateSnapshot(latitude: 3, longitude: 0)),
            originWaypoint: waypoint("Home", 1), destinationWaypoint: waypoint("Work", 3), routeChoices: [],
            destinationNameVariants: ["Head Office", "Office"])
        let fromTrip = NavigationMetadata(
            maneuvers: [], currentLaneGuidance: nil, maneuverState: .initial, currentRoadNameVariants: [],
            tripEstimates: nil, maneuverEstimates: nil, trip: trip)
        expectEqual(fromTrip.waypoints.map(\.name), ["Home", "Work"])
        expectEqual(fromTrip.destinationNameVariants, ["Head Office", "Office"])

        let maneuvers = maneuvers()
        let first = RouteSegmentSnapshot(
            id: UUID(), origin: waypoint("Home", 1), destination: waypoint("Bakery", 2), maneuvers: [maneuvers[0]],
            laneGuidances: [], currentManeuvers: [maneuvers[0]], currentLaneGuidance: lanes("s1", "Left"),
            tripTravelEstimates: estimates(3400, 300), maneuverTravelEstimates: estimates(150, 12),
            coordinates: [CoordinateSnapshot(latitude: 1, longitude: 0), CoordinateSnapshot(latitude: 2, longitude: 0)])
        let second = RouteSegmentSnapshot(
            id: UUID(), origin: waypoint("Bakery", 2), destination: waypoint("Work", 3), maneuvers: [maneuvers[1]],
            laneGuidances: [], currentManeuvers: [], currentLaneGuidance: lanes("s2", "Right"),
            tripTravelEstimates: estimates(1000, 100), maneuverTravelEstimates: estimates(1000, 100), coordinates: [])
        let metadata = NavigationMetadata(
            maneuvers: maneuvers, currentLaneGuidance: nil, maneuverState: .execute, currentRoadNameVariants: [],
            tripEstimates: nil, maneuverEstimates: nil, trip: trip, routeSegments: [first, second],
            currentSegmentID: first.id)
        expectEqual(metadata.waypoints.map(\.name), ["Home", "Bakery", "Work"])
        expectEqual(metadata.routeSegments.map(\.id), [first.id, second.id])
        expectEqual(metadata.currentSegmentID, first.id)
        let segment = metadata.routeSegments[0]
        expectTrue(segment.origin.name == "Home" && segment.destination.name == "Bakery")
        expectEqual(segment.coordinates, first.coordinates)
        expectTrue(segment.maneuverIDs == [maneuvers[0].id] && segment.currentManeuverIDs == [maneuvers[0].id])
        expectTrue(segment.tripEstimates == estimates(3400, 300) && segment.maneuverEstimates == estimates(150, 12))
        expectTrue(metadata.routeSegments[1].currentManeuverIDs.isEmpty)
    }

    @Test func jsonRoundTripWithSortedKeys() throws {
        let metadata = NavigationMetadata(
            maneuvers: maneuvers(), currentLaneGuidance: lanes("current", "Left"), maneuverState: .execute,
            currentRoadNameVariants: ["Main St"], tripEstimates: estimates(-1, -1), maneuverEstimates: estimates(10, 2),
            routeSegments: [], currentSegmentID: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        let data = try metadata.jsonData()
        expectEqual(try JSONDecoder().decode(NavigationMetadata.self, from: data), metadata)
        let json = String(decoding: data, as: UTF8.self)
        expectTrue(
            json.hasPrefix(
                #"{"currentRoadNameVariants":["Main St"],"currentSegmentID":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","#))
        expectTrue(json.contains(#""maneuverState":"execute""#))
        expectTrue(json.contains(#""junctionType":"roundabout""#) && json.contains(#""trafficSide":"left""#))
        expectTrue(json.contains(#""typeName":"RoundaboutExit2""#))
        // No images reach the car.
        expectTrue(!json.contains("shield") && !json.contains("\"light\""))
        // Encoding twice gives the same bytes.
        expectEqual(try metadata.jsonData(), data)
    }

    @Test func maneuverStates() {
        expectEqual(NavigationMetadata.ManeuverState(CPManeuverState.continue), .continue)
        expectEqual(NavigationMetadata.ManeuverState(.initial), .initial)
        expectEqual(NavigationMetadata.ManeuverState(.prepare), .prepare)
        expectEqual(NavigationMetadata.ManeuverState(.execute), .execute)
        expectEqual(NavigationMetadata.ManeuverState.continue.rawValue, "continue")
    }
}

@MainActor
@Suite("NavigationMetadataHistory")
struct NavigationMetadataHistoryTests {
    private func metadata(_ road: String) -> NavigationMetadata {
        NavigationMetadata(
            maneuvers: [], currentLaneGuidance: nil, maneuverState: .continue, currentRoadNameVariants: [road],
            tripEstimates: nil, maneuverEstimates: nil)
    }

    private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func appendsChangesOnly() {
        var history = NavigationMetadataHistory()
        var appended: [Bool] = []
        appended.append(history.append(nil, at: start))  // nothing to end yet
        appended.append(history.append(metadata("A"), at: start))
        appended.append(history.append(metadata("A"), at: start + 1))  // equal to the last: skipped
        appended.append(history.append(metadata("B"), at: start + 2))
        appended.append(history.append(metadata("A"), at: start + 3))  // equal to an older entry, not to the last
        appended.append(history.append(nil, at: start + 4))  // guidance ended
        appended.append(history.append(nil, at: start + 5))
        expectEqual(appended, [false, true, false, true, true, true, false])
        expectEqual(history.total, 4)
        expectEqual(history.entries.map(\.sequence), [1, 2, 3, 4])
        expectEqual(history.entries.map(\.timestamp), [start, start + 2, start + 3, start + 4])
        expectEqual(history.entries.map { $0.metadata?.currentRoadNameVariants }, [["A"], ["B"], ["A"], nil])
        expectEqual(history.current, nil)
        expectEqual(history.entries(after: 2).map(\.sequence), [3, 4])
        expectTrue(history.entries(after: 4).isEmpty)
        expectEqual(history.entries(after: 0).count, 4)
    }

    @Test func boundedLikeTheSessionLogs() {
        expectEqual(NavigationMetadataHistory.retainedEntries, CarSession.retainedLogEntries)
        let kept = NavigationMetadataHistory.retainedEntries
        var history = NavigationMetadataHistory()
        for index in 0...(2 * kept) { history.append(metadata("Road \(index)"), at: start + Double(index)) }
        expectEqual(history.total, 2 * kept + 1)
        expectEqual(history.entries.count, kept)
        expectEqual(history.entries.first?.sequence, kept + 2)
        expectEqual(history.entries.last?.sequence, history.total)
        expectEqual(history.current?.currentRoadNameVariants, ["Road \(2 * kept)"])
        // Entries no longer kept are left out.
        expectEqual(history.entries(after: 0).count, kept)
        expectEqual(
            history.entries(after: history.total - 3).map(\.sequence), Array((history.total - 2)...history.total))
    }

    @Test func boundedBySize() {
        // An app's road names of a megabyte each: the history keeps at most its bytes, the newest entries.
        var history = NavigationMetadataHistory()
        let long = String(repeating: "x", count: 1 << 20)
        let count = 2 * NavigationMetadataHistory.retainedBytes / (1 << 20)
        for index in 0..<count { history.append(metadata("\(index) \(long)"), at: start + Double(index)) }
        expectTrue(history.total == count && history.entries.last?.sequence == count)
        expectLessOrEqual(history.bytes, NavigationMetadataHistory.retainedBytes)
        expectTrue(history.entries.count < count && history.entries.count > 8)
        expectEqual(history.bytes, history.entries.reduce(0) { $0 + 64 + ($1.metadata?.estimatedBytes ?? 0) })
        expectEqual(history.entries(after: 0).map(\.sequence), history.entries.map(\.sequence))
    }

    @Test func codable() throws {
        var history = NavigationMetadataHistory()
        history.append(metadata("A"), at: start)
        history.append(nil, at: start + 1)
        let data = try JSONEncoder().encode(history)
        expectEqual(try JSONDecoder().decode(NavigationMetadataHistory.self, from: data), history)
    }
}
