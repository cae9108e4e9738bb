import CarPlayHost
@testable import CarPlaySimulator
import Expectations
import Foundation
import Testing

/// The car state's `headUp` member, written without an encoder whenever the strip changes: exactly what the
/// encoder writes (every key, nulls for what is absent), and the encoder's error for a number JSON cannot hold.
@Suite struct HeadUpDisplayJSONTests {
    /// A strip with every member set: a roundabout's exit, texts, two lanes (one with a highlighted arrow).
    func strip() throws -> HeadUpDisplay {
        let text = """
            {"bundleIdentifier": "com.example.navigator", "glyph": "roundabout", "maneuverType": 13,
             "maneuverTypeName": "RoundaboutExit2", "exitAngle": -135.5, "clockwise": true, "distance": "300 m",
             "roadName": "Avenue d'Ostende", "instruction": "At the roundabout, take the second exit",
             "maneuverState": "prepare", "lanes": [
                {"status": "preferred", "highlightedAngle": 45, "angles": [0, 45]},
                {"status": "notGood", "angles": [-90]}]}
            """
        return try JSONDecoder().decode(HeadUpDisplay.self, from: Data(text.utf8))
    }

    @Test func itsJSONIsTheEncodersWithNullsForWhatIsAbsent() throws {
        var strips = [try strip()]
        for glyph in HeadUpDisplay.Glyph.allCases {
            var other = try strip()
            other.glyph = glyph
            strips.append(other)
        }
        var bare = try strip()
        bare.exitAngle = nil
        bare.distance = nil
        bare.roadName = nil
        bare.instruction = nil
        bare.lanes = []
        strips.append(bare)
        for strip in strips {
            expectEqual(try strip.json(), try JSONValue.encoding(strip), "\(strip.glyph)")
        }
        expectEqual(try bare.json()["distance"], .null)
        var broken = try strip()
        broken.exitAngle = .nan
        #expect(throws: EncodingError.self) { try broken.json() }
        broken = try strip()
        broken.lanes[0].angles = [.infinity]
        #expect(throws: EncodingError.self) { try broken.json() }
    }
}
