import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import OpenStreetMap
import Testing
import UIKit

/// Drive's lanes: its own lane data (the Monaco extract's `turn:lanes`, bundled), lane guidances linked to the
/// maneuvers of real Monaco routes, drawn for light and dark.
@MainActor @Suite struct DriveLaneTests {
    static let tableURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Samples/Drive/Resources/turn-lanes.tsv")

    /// The table Drive bundles is the extract's (set DRIVE_WRITE_TURN_LANES=1 to write it again).
    @Test func theBundledLaneTableIsTheExtracts() throws {
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        let expected = TurnLaneTable.text(of: extract, attribution: OSMExtract.monacoAttribution)
        if ProcessInfo.processInfo.environment["DRIVE_WRITE_TURN_LANES"] == "1" {
            try expected.write(to: Self.tableURL, atomically: true, encoding: .utf8)
        }
        let bundled = try String(contentsOf: Self.tableURL, encoding: .utf8)
        expectEqual(bundled, expected)
        expectEqual(
            DriveLanes.bundled.ways.count,
            TurnLaneTable.entries(of: extract).count { entry in
                entry.turnLanes.split(separator: "|", omittingEmptySubsequences: false).count >= 2
            })
    }

    @Test func laneGuidanceMarksTheLanesThatLeadToTheTurn() throws {
        let way = DriveLanes.Way(
            wayID: 1, lanes: [["left"], ["through"], ["through", "right"]],
            coordinates: [
                CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42),
                CLLocationCoordinate2D(latitude: 43.731, longitude: 7.42),
            ])
        let right = try require(DriveLanes.guidance(for: .rightTurn, on: way))
        expectEqual(right.lanes.map(\.status), [.notGood, .notGood, .preferred])
        expectEqual(right.lanes[2].highlightedAngle?.value, 90)
        expectEqual(right.lanes[2].angles.map(\.value), [0])
        expectEqual(right.instructionVariants.first, "Use the right lane")
        let straight = try require(DriveLanes.guidance(for: .straightAhead, on: way))
        // The lane only for straight on is preferred; the shared one is good.
        expectEqual(straight.lanes.map(\.status), [.notGood, .preferred, .good])
        expectEqual(straight.instructionVariants.first, "Use the middle lane")
        // A roundabout or a turn no lane makes: no lanes.
        expectEqual(DriveLanes.guidance(for: .enterRoundabout, on: way), nil)
        expectEqual(DriveLanes.guidance(for: .uTurn, on: way), nil)
        // Drawn black on light, white on dark.
        let svg = DriveLanes.svgText(of: right, color: "#000000")
        expectTrue(svg.hasPrefix("<svg") && svg.contains("rotate(90)"))
        let image = try require(DriveLanes.image(of: right))
        let dark = image.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark))
        expectTrue(dark != nil && dark !== image)
    }
}

extension DriveLaneTests {
    /// The Monaco extract of 2016 has no `turn:lanes`; this cut of it (Port Hercule to the casino) has them added
    /// on the boulevard up to Rond-Point Sainte-Dévote ("left|through"), as OpenStreetMap tags them today.
    static let taggedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Data/port-casino-turn-lanes.osm.pbf")

    /// Destinations → the casino → Go, in a car whose map is `extract`, the app's lane data made of the same map.
    func guidanceToTheCasino(on extract: OSMExtract, lanes: DriveLanes?) async throws -> (TestCar, DriveGuidance) {
        let car = TestCar(category: .navigation)
        car.session.carMap = CarMap(extract: extract, attribution: OSMExtract.monacoAttribution)
        let app = DriveSceneDelegate()
        if let lanes { app.lanes = lanes }
        car.connect(app)
        await car.settle()
        car.tap("Destinations")
        car.tap("Casino de Monte Carlo")
        await car.settle()
        expectEqual(car.startTrip(), .handled)
        return (car, try require(app.guidance))
    }

    @Test func theManeuverAtSainteDevoteShowsItsLanes() async throws {
        let extract = try OSMExtract(contentsOf: Self.taggedURL)
        let lanes = DriveLanes(table: TurnLaneTable.text(of: extract, attribution: OSMExtract.monacoAttribution))
        let (car, guidance) = try await guidanceToTheCasino(on: extract, lanes: lanes)
        let steps = guidance.route.steps.map(\.instructions)
        let index = try require(steps.firstIndex { $0.contains("Rond-Point Sainte-Dévote") }, "\(steps)")
        let maneuver = try require(guidance.maneuver(forStep: index))
        let laneGuidance = try require(guidance.laneGuidances[index - 1])
        // Keep left: the left lane leads there, the one straight on does not.
        expectEqual(laneGuidance.lanes.map(\.status), [.preferred, .notGood])
        expectEqual(laneGuidance.instructionVariants.first, "Use the left lane")
        expectNotEqual(maneuver.junctionImage, nil)
        // The car has the lanes: added to the session, linked to the maneuver, current once it is the next one.
        let session = try require(car.navigationSession)
        let card = try require(session.maneuvers.first { $0.instructionVariants.first == steps[index] })
        expectEqual(card.linkedLaneGuidance?.lanes.map(\.status), [.preferred, .notGood])
        expectEqual(card.linkedLaneGuidance?.lanes.first?.highlightedAngle, -90)
        expectNotEqual(card.junctionImage, nil)
        expectEqual(session.currentLaneGuidance?.lanes.count, 2)
        expectEqual(car.metadata?.lanes?.instructionVariants.first, "Use the left lane")
        // Past it, the next maneuvers have no lanes tagged: none are shown.
        try car.drive(guidance.route)
        for _ in 0..<120 {
            guard car.navigationSession?.maneuvers.first?.instructionVariants.first == steps[index] else { break }
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
        expectNotEqual(car.navigationSession?.maneuvers.first?.instructionVariants.first, steps[index])
        expectEqual(car.navigationSession?.currentLaneGuidance, nil)
    }

    @Test func monacosOwnDataHasNoLanesAndNoneAreInvented() async throws {
        let extract = try OSMExtract(contentsOf: Self.taggedURL)
        // The same trip, the app's lane data Monaco's (no turn:lanes in the 2016 extract).
        let (car, guidance) = try await guidanceToTheCasino(on: extract, lanes: DriveLanes.bundled)
        expectTrue(guidance.laneGuidances.allSatisfy { $0 == nil })
        expectEqual(car.navigationSession?.currentLaneGuidance, nil)
        expectEqual(car.navigationSession?.maneuvers.allSatisfy { $0.junctionImage == nil }, true)
    }
}

/// Drive's speed limits: its own data (the Monaco extract's `maxspeed`, bundled), shown on the cluster.
@MainActor @Suite struct DriveSpeedLimitTests {
    static let tableURL = DriveLaneTests.tableURL.deletingLastPathComponent()
        .appendingPathComponent("speed-limits.tsv")

    /// The table Drive bundles is the extract's (set DRIVE_WRITE_SPEED_LIMITS=1 to write it again).
    @Test func theBundledSpeedLimitTableIsTheExtracts() throws {
        let extract = try OSMExtract(contentsOf: OSMExtract.monacoURL)
        let expected = SpeedLimitTable.text(of: extract, attribution: OSMExtract.monacoAttribution)
        if ProcessInfo.processInfo.environment["DRIVE_WRITE_SPEED_LIMITS"] == "1" {
            try expected.write(to: Self.tableURL, atomically: true, encoding: .utf8)
        }
        expectEqual(try String(contentsOf: Self.tableURL, encoding: .utf8), expected)
        expectEqual(DriveSpeedLimits.bundled.ways.count, expected.split(separator: "\n").count - 2)
    }

    @Test func theLimitIsThatOfTheWayTheCarIsOn() throws {
        let limits = DriveSpeedLimits(
            table:
                "# header\n1\t50\t43.7300000,7.4200000;43.7310000,7.4200000\n2\t30 mph\t43.7400000,7.4200000;43.7400000,7.4210000\n"
        )
        expectEqual(limits.limit(at: CLLocationCoordinate2D(latitude: 43.7305, longitude: 7.42005)), "50")
        expectEqual(limits.limit(at: CLLocationCoordinate2D(latitude: 43.7400, longitude: 7.4205)), "30 mph")
        // 30 m off the way: unknown.
        expectEqual(limits.limit(at: CLLocationCoordinate2D(latitude: 43.7305, longitude: 7.4204)), nil)
    }
}
