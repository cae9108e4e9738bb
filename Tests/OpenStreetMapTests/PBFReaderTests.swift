import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The PBF reader on the shipped Monaco extract (counts as `osmium fileinfo -e` gives them) and on hand-made bytes.
@Suite struct PBFReaderTests {
    static let monaco = Result { try OSMExtract(contentsOf: OSMExtract.monacoURL) }

    @Test func readsMonacoWithOsmiumsCounts() throws {
        let extract = try Self.monaco.get()
        expectEqual(extract.nodes.count, 180_118)
        expectEqual(extract.ways.count, 27_377)
        expectEqual(extract.relations.count, 212)
        expectTrue(extract.requiredFeatures.contains("OsmSchema-V0.6"))
        let bounds = try require(extract.bounds)
        expectTrue(abs(bounds.minLongitude - 7.349) < 0.01 && abs(bounds.maxLatitude - 43.77) < 0.01)
        // Every node lies in the bounds, ids ascend as the format's sort order asks.
        expectTrue(extract.nodes.allSatisfy { bounds.minLatitude - 0.01...bounds.maxLatitude + 0.01 ~= $0.latitude })
        expectTrue(zip(extract.ways, extract.ways.dropFirst()).allSatisfy { $0.id < $1.id })
    }

    @Test func namedAreasAndTagsComeThrough() throws {
        let extract = try Self.monaco.get()
        let casino = try require(extract.ways.first { $0.tags["amenity"] == "casino" })
        expectEqual(casino.tags["name"]?.contains("Casino"), true)
        expectTrue(casino.isClosed)
        let roundabouts = extract.ways.filter { $0.tags["junction"] == "roundabout" }
        expectEqual(roundabouts.count, 48)
        expectEqual(extract.ways.filter { $0.tags["lanes"] != nil }.count, 353)
        let restrictions = extract.relations.filter { $0.tags["type"] == "restriction" }
        expectTrue(!restrictions.isEmpty)
        expectTrue(restrictions.allSatisfy { relation in relation.members.contains { $0.role == "via" } })
        let fuel = extract.nodes.filter { $0.tags["amenity"] == "fuel" }
        expectTrue(!fuel.isEmpty)
    }

    @Test func varintsZigZagAndPackedDeltas() throws {
        // Field 1 varint 150 (0x96 0x01); field 2 packed sint64 deltas [1, -1, 3] → 1, 0, 3.
        let bytes: [UInt8] = [0x08, 0x96, 0x01, 0x12, 0x03, 0x02, 0x01, 0x06]
        try bytes.withUnsafeBytes { buffer in
            var reader = ProtobufReader(buffer)
            let first = try require(try reader.nextField())
            expectTrue(first.number == 1 && first.type == .varint)
            expectEqual(try reader.varint(), 150)
            let second = try require(try reader.nextField())
            expectTrue(second.number == 2 && second.type == .lengthDelimited)
            var values: [Int64] = []
            try reader.packedDeltas(second.type, into: &values)
            expectEqual(values, [1, 0, 3])
            expectEqual(try reader.nextField(), nil)
        }
    }

    @Test func truncatedAndInvalidDataThrow() {
        let truncated: [UInt8] = [0x08, 0x96]
        #expect(throws: PBFError.self) {
            try truncated.withUnsafeBytes { buffer in
                var reader = ProtobufReader(buffer)
                _ = try reader.nextField()
                _ = try reader.varint()
            }
        }
        #expect(throws: PBFError.self) { try OSMExtract(data: Data([0, 0, 0, 9, 1])) }
        #expect(throws: PBFError.self) { try OSMExtract(data: Data([0, 0])) }
        expectEqual((try? OSMExtract(data: Data()))?.nodes.isEmpty, true)
    }

    @Test func aFileRequiringAnUnknownFeatureIsRefused() throws {
        // A header blob (raw) requiring "HistoricalInformation".
        func field(_ number: Int, _ bytes: [UInt8]) -> [UInt8] { [UInt8(number << 3 | 2), UInt8(bytes.count)] + bytes }
        let headerBlock = field(4, Array("HistoricalInformation".utf8))
        let blob = field(1, headerBlock)
        let blobHeader = field(1, Array("OSMHeader".utf8)) + [0x18, UInt8(blob.count)]
        let file = [0, 0, 0, UInt8(blobHeader.count)] + blobHeader + blob
        #expect(throws: PBFError.unsupportedFeature("HistoricalInformation")) { try OSMExtract(data: Data(file)) }
    }
}
