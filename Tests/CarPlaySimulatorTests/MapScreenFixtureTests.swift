import CarPlay
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The map template's screens the browser tests draw without an app (Tests/Browser/fixtures/map-*.json): the host's
/// own layout of a trip preview, and of guidance with a navigation alert and the panning interface. Run with
/// `CARPLAY_WRITE_FIXTURES=1` to write them again; otherwise the fixtures must hold the roles the host lays out now.
@MainActor @Suite(.serialized) struct MapScreenFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Browser/fixtures")

    func roles(_ node: ScreenNode) -> Set<String> {
        node.children.reduce(into: [node.role.rawValue]) { $0.formUnion(roles($1)) }
    }

    func check(_ screen: Screen, named name: String, has expected: Set<String>) throws {
        let have = roles(screen.root)
        expectTrue(expected.isSubset(of: have), "\(name) shows \(expected.subtracting(have)) too")
        let url = Self.fixtures.appendingPathComponent(name + ".json")
        if ProcessInfo.processInfo.environment["CARPLAY_WRITE_FIXTURES"] == "1" {
            try FileManager.default.createDirectory(at: Self.fixtures, withIntermediateDirectories: true)
            try screen.jsonData(prettyPrinted: true).write(to: url)
        }
        let fixture = try Screen.decode(Data(contentsOf: url))
        expectEqual(
            roles(fixture.root), have, "\(name).json is the host's layout (CARPLAY_WRITE_FIXTURES=1 rewrites it)")
    }

    @Test func theFixturesAreTheHostsMapTemplateLayouts() throws {
        let (system, session, app) = try require(Apps.navigatorCar())
        // A trip preview of the navigator's trip, with a second route choice.
        session.runAsApp { app.guide() }
        let guided = try require(app.navigationSession?.trip)
        let trip = CPTrip(
            origin: guided.origin, destination: guided.destination,
            routeChoices: guided.routeChoices + [
                CPRouteChoice(
                    summaryVariants: ["Via Avenue de New York"], additionalInformationVariants: ["Tolls"],
                    selectionSummaryVariants: [])
            ])
        session.runAsApp {
            app.navigationSession?.finishTrip()
            app.mapTemplate.showTripPreviews([trip], textConfiguration: nil)
        }
        session.takeInChanges()
        try check(system.currentScreen(), named: "map-trip-preview", has: ["tripPreview", "routeChoice"])
        // Guidance, a navigation alert over it, and the panning interface.
        session.runAsApp {
            app.mapTemplate.hideTripPreviews()
            app.guide()
            app.warn("Speed camera", duration: 0)
            app.mapTemplate.showPanningInterface(animated: false)
        }
        session.takeInChanges()
        try check(
            system.currentScreen(), named: "map-guidance",
            has: ["guidanceCard", "maneuver", "tripEstimates", "navigationAlert", "alertAction", "panButton"])
    }

    @Test func theLaneGuidanceFixtureIsTheHostsLayout() throws {
        let (system, session, app) = try require(Apps.navigatorCar())
        // Guidance with two maneuvers and the lanes of the first: a straight lane, a preferred right turn.
        session.runAsApp {
            app.guide()
            guard let navigation = app.navigationSession else { return }
            let lanes = CPLaneGuidance()
            lanes.instructionVariants = ["Use the right lane"]
            lanes.lanes = [
                CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
                CPLane(
                    angles: [Measurement(value: 90, unit: .degrees)],
                    highlightedAngle: Measurement(value: 90, unit: .degrees), isPreferred: true),
            ]
            app.route[0].linkedLaneGuidance = lanes
            navigation.add(app.route)
            navigation.add([lanes])
            navigation.upcomingManeuvers = [app.route[0], app.route[1]]
            navigation.currentLaneGuidance = lanes
        }
        session.takeInChanges()
        try check(
            system.currentScreen(), named: "map-guidance-lanes",
            has: ["guidanceCard", "maneuver", "laneGuidance", "lane", "tripEstimates"])
    }
}
