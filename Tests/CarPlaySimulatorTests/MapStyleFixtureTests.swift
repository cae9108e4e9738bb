import CarPlayHost
@testable import CarPlaySimulator
import Expectations
import Foundation
import Testing

/// The map style the page's unit tests paint with (Tests/Web/fixtures/map-style.json) is the host's own
/// (`MapStyle.standard`), as `welcome` sends it: the page holds no style of its own. Run with
/// `CARPLAY_WRITE_FIXTURES=1` to write the fixture again.
@Suite struct MapStyleFixtureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Web/fixtures/map-style.json")

    @Test func thePagesFixtureIsTheHostsStyle() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(MapStyle.standard)
        if ProcessInfo.processInfo.environment["CARPLAY_WRITE_FIXTURES"] == "1" {
            try (data + Data("\n".utf8)).write(to: Self.fixture)
        }
        let fixture = try JSONValue.parse(Data(contentsOf: Self.fixture))
        expectEqual(
            fixture, (try JSONValue.parse(data)), "map-style.json is MapStyle.standard (CARPLAY_WRITE_FIXTURES=1)")
    }

    @Test @MainActor func welcomeCarriesTheCarsMapStyle() async throws {
        let system = CarSystem(apps: [])
        system.mapStyle.light.land = "#010203"
        let page = FakePage(SimulatorHub(system: system))
        let welcome = try require(try await page.drain().first { $0["type"] == "welcome" })
        expectEqual(welcome["mapStyle"]?["light"]?["land"], "#010203")
        expectEqual(welcome["mapStyle"]?["dark"]?["land"], "#1D1F23")
    }
}
