import CarPlayHost
import Foundation

extension HeadUpDisplay {
    /// The JSON `encode(to:)` writes (every key, absent values as null), written without an encoder: the car state
    /// carries the strip, whose distance changes every few seconds while an app guides, and the encoder's containers
    /// cost several times the strip. A number JSON cannot hold goes through the encoder, which throws for it. A test
    /// holds it to the encoder's JSON.
    func json() throws -> JSONValue {
        guard exitAngle?.isFinite ?? true,
            lanes.allSatisfy({ lane in lane.angles.allSatisfy(\.isFinite) && (lane.highlightedAngle?.isFinite ?? true) }
            )
        else { return try JSONValueEncoder.encode(self) }
        func text(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }
        return .object([
            "bundleIdentifier": .string(bundleIdentifier), "glyph": .string(glyph.rawValue),
            "maneuverType": .number(Double(maneuverType)), "maneuverTypeName": .string(maneuverTypeName),
            "exitAngle": exitAngle.map { .number($0) } ?? .null, "clockwise": .bool(clockwise),
            "distance": text(distance), "roadName": text(roadName), "instruction": text(instruction),
            "maneuverState": .string(maneuverState.rawValue),
            "lanes": .array(
                lanes.map { lane in
                    .object([
                        "status": .string(lane.status.rawValue),
                        "highlightedAngle": lane.highlightedAngle.map { .number($0) } ?? .null,
                        "angles": .array(lane.angles.map { .number($0) }),
                        "arrowPaths": .array(lane.arrowPaths.map { .string($0) }),
                        "highlightedPath": text(lane.highlightedPath),
                    ])
                }),
            "glyphPaths": .array(glyphPaths.map { .string($0) }),
        ])
    }
}
