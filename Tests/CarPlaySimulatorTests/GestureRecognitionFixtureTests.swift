import CarPlayHost
@testable import CarPlaySimulator
import Expectations
import Foundation
import Testing

/// The gesture thresholds the page's unit tests recognise with (Tests/Web/fixtures/gesture-recognition.json) are the
/// car's own (`GestureRecognition.standard`), as `welcome` sends them: the page holds no threshold of its own. Run
/// with `CARPLAY_WRITE_FIXTURES=1` to write the fixture again.
@Suite struct GestureRecognitionFixtureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Web/fixtures/gesture-recognition.json")

    @Test func thePagesFixtureIsTheCarsThresholds() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(GestureRecognition.standard)
        if ProcessInfo.processInfo.environment["CARPLAY_WRITE_FIXTURES"] == "1" {
            try (data + Data("\n".utf8)).write(to: Self.fixture)
        }
        let fixture = try JSONValue.parse(Data(contentsOf: Self.fixture))
        expectEqual(
            fixture, (try JSONValue.parse(data)),
            "gesture-recognition.json is GestureRecognition.standard (CARPLAY_WRITE_FIXTURES=1)")
    }

    @Test @MainActor func welcomeCarriesTheCarsThresholds() async throws {
        let system = CarSystem(apps: [])
        system.gestureRecognition.dragDistance = 11
        let page = FakePage(SimulatorHub(system: system))
        let welcome = try require(try await page.drain().first { $0["type"] == "welcome" })
        expectEqual(welcome["gestures"]?["dragDistance"], 11)
        expectEqual(welcome["gestures"]?["doubleTapInterval"], 300)
    }
}
