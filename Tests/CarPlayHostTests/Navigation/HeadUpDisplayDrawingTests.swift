@testable import CarPlayHost
import Expectations
import Foundation
import Testing

/// The head-up strip as the car lays it out: every glyph has its paths, a roundabout's exit follows its angle, a
/// lane's arrows follow theirs, and the idle strip's text is the car's.
@Suite struct HeadUpDisplayDrawingTests {
    @Test func everyGlyphHasItsOwnPath() {
        let plain = HeadUpDisplay.Glyph.allCases.filter { $0 != .roundabout }
        let paths = plain.map(HeadUpDisplay.glyphPath)
        expectEqual(Set(paths).count, plain.count, "no two glyphs look the same")
        expectTrue(paths.allSatisfy { $0.hasPrefix("M") })
    }

    @Test("a path's number is written with one decimal as printf's %.1f writes it, never as -0.0")
    func numbersHaveOneDecimal() {
        func printf(_ value: Double) -> String {
            var rounded = (value * 10).rounded() / 10
            if rounded == 0 { rounded = 0 }
            return String(format: "%.1f", rounded)
        }
        var values = stride(from: -400.0, through: 400, by: 0.0137).map { $0 }
        values += [0, -0.0, -0.04, 0.05, -0.05, 2.25, -2.25, 0.95, 9.95, -9.95, 99.95, 1e14 + 0.05, -7.45]
        for value in values where HeadUpDisplay.number(value) != printf(value) {
            Issue.record("\(value): \(HeadUpDisplay.number(value)), printf writes \(printf(value))")
            return
        }
        expectEqual(HeadUpDisplay.number(-0.04), "0.0")
        expectEqual(HeadUpDisplay.number(-7.45), "-7.5")
    }

    @Test func aRoundaboutIsItsCircleTheEntryAndTheExitAtItsAngle() {
        expectEqual(
            HeadUpDisplay.circle(cx: 24, cy: 22, r: 9), "M15.0 22.0 A9.0 9.0 0 1 0 33.0 22.0 A9.0 9.0 0 1 0 15.0 22.0 Z"
        )
        expectEqual(
            HeadUpDisplay.roundaboutPaths(90),
            [
                "M24 44 V31", "M33.0 22.0 L44.0 22.0", "M44.0 22.0 L37.9 18.6 M44.0 22.0 L37.9 25.4",
            ])
        expectEqual(HeadUpDisplay.roundaboutPaths(0)[1], "M24.0 13.0 L24.0 2.0", "straight across: up")
        expectEqual(HeadUpDisplay.roundaboutPaths(.nan), HeadUpDisplay.roundaboutPaths(0), "no angle: straight across")
    }

    @Test func aLanesArrowsFollowTheirAnglesAndTheHighlightedOneComesLast() throws {
        expectEqual(HeadUpDisplay.laneArrowPath(0), "M12 30 V16 L12.0 6.0")
        expectEqual(HeadUpDisplay.laneArrowPath(-45), "M12 30 V16 L4.9 8.9")
        expectEqual(HeadUpDisplay.laneArrowPath(400), HeadUpDisplay.laneArrowPath(180), "clamped")
        let lane = HeadUpDisplay.Lane(status: .preferred, highlightedAngle: 90, angles: [0])
        expectEqual(lane.arrowPaths, ["M12 30 V16 L12.0 6.0"])
        expectEqual(lane.highlightedPath, "M12 30 V16 L22.0 16.0")
        // The paths go to the page with the lane.
        let json = try jsonText(lane)
        expectTrue(json.contains("\"arrowPaths\"") && json.contains("\"highlightedPath\""))
    }

    @Test func theIdleStripsTextIsTheCars() {
        expectEqual(HeadUpDisplay.idleText, "No route guidance")
    }
}

/// A value's JSON text.
private func jsonText(_ value: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
}
