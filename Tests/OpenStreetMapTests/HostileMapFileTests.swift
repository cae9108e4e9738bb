import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// Tiny hostile map files load or are refused in bounded time and memory, with a clear error: a way across the
/// antimeridian, blobs that inflate far, more nodes than the limits, coordinates off the Earth. The files are made
/// here (`PBFWriter`).
@Suite(.timeLimit(.minutes(10))) struct HostileMapFileTests {
    static let primary: [(String, String)] = [("highway", "primary"), ("name", "Antimeridian Road")]

    /// One primary way alternating between (0, -180) and (0, 180): each edge's bounding box covers 160,001 grid
    /// columns. It loads, and the grid files each edge under a handful of cells.
    @Test func aWayAcrossTheAntimeridianLoadsWithABoundedGrid() throws {
        let nodes = [
            PBFWriter.Node(id: 1, latitude: 0, longitude: -180), PBFWriter.Node(id: 2, latitude: 0, longitude: 180),
        ]
        let refs = (0..<20_000).map { Int64($0 % 2 + 1) }
        let file = PBFWriter.file(nodes: nodes, ways: [PBFWriter.Way(id: 1, nodeIDs: refs, tags: Self.primary)])
        expectLess(file.count, 1000, "a tiny file: \(file.count) bytes")
        let extract = try OSMExtract(data: file)
        let graph = RoadGraph(extract: extract)
        expectEqual(graph.edges.count, 2 * (refs.count - 1))
        expectTrue(graph.segmentGridEntries <= 2 * graph.edges.count, "\(graph.segmentGridEntries) grid entries")
    }

    /// A long straight segment (100 km north) is filed along its line, not its bounding box nor only its ends: it is
    /// found from its middle.
    @Test func aLongSegmentIsFoundAlongItsLine() throws {
        let nodes = [
            PBFWriter.Node(id: 1, latitude: 10, longitude: 10), PBFWriter.Node(id: 2, latitude: 10.6, longitude: 10.6),
        ]
        let extract = try OSMExtract(
            data: PBFWriter.file(nodes: nodes, ways: [PBFWriter.Way(id: 1, nodeIDs: [1, 2], tags: Self.primary)]))
        let graph = RoadGraph(extract: extract)
        expectTrue(graph.segmentGridEntries < 2 * SpatialGrid.maximumLineCells)
        expectGreater(graph.segmentGridEntries, 100, "filed along the line, not by its ends")
        expectNotEqual(
            graph.snap(Coordinate(latitude: 10.3, longitude: 10.3), within: 500), nil, "found from its middle")
    }

    @Test func aBlobDeclaringMoreThan32MiBIsRefused() throws {
        let header = PBFWriter.bytes(4, Array("OsmSchema-V0.6".utf8))
        let file =
            PBFWriter.blob("OSMHeader", header, compressed: false)
            + PBFWriter.blob("OSMData", [UInt8](repeating: 0, count: 1000), compressed: true, declaredSize: 33 << 20)
        #expect(throws: PBFError.malformed("raw size \(33 << 20)")) { try OSMExtract(data: Data(file)) }
    }

    /// Blobs inflate within the file's budget: more is refused before it is inflated. (The standard budget is
    /// 1 GiB; a smaller one shows the rule with a small file.)
    @Test func inflatedBytesBeyondTheLimitAreRefused() throws {
        let zeros = [UInt8](repeating: 0, count: 600_000)
        let padding = PBFWriter.blob("Padding", zeros, compressed: true)
        let file = Data(padding + padding)
        expectLess(file.count, 3000)
        var limits = OSMExtract.Limits()
        limits.inflatedBytes = 1 << 20
        #expect(throws: PBFError.tooLarge("bytes of data, inflated,", limit: 1 << 20)) {
            try OSMExtract(data: file, limits: limits)
        }
        expectTrue(try OSMExtract(data: Data(padding)).nodes.isEmpty, "one blob is within the budget")
    }

    /// A million dense nodes compress to a few kilobytes; beyond the node limit they are refused while decoding,
    /// before the nodes are made.
    @Test func denseNodesBeyondTheLimitAreRefused() throws {
        let nodes = (0..<1_000_000).map { PBFWriter.Node(id: Int64($0 + 1), rawLatitude: 0, rawLongitude: 0) }
        let file = PBFWriter.file(nodes: nodes)
        expectLess(file.count, 20_000, "\(file.count) bytes")
        var limits = OSMExtract.Limits()
        limits.nodes = 100_000
        #expect(throws: PBFError.tooLarge("nodes", limit: 100_000)) { try OSMExtract(data: file, limits: limits) }
        limits.nodes = 10_000_000
        limits.blockValues = 500_000
        #expect(throws: PBFError.tooLarge("dense nodes in a block", limit: 500_000)) {
            try OSMExtract(data: file, limits: limits)
        }
        expectEqual(try OSMExtract(data: file).nodes.count, 1_000_000, "within the standard limits")
        expectEqual(
            PBFError.tooLarge("nodes", limit: 20_000_000).description,
            "the file holds more nodes than the car loads (at most 20,000,000)")
    }

    /// `Limits(nodes:)` (`carplay simulate --map-max-nodes`): the node limit given, the others in proportion.
    @Test func limitsScaleWithTheirNodes() throws {
        let standard = OSMExtract.Limits.standard
        expectEqual(OSMExtract.Limits(nodes: standard.nodes), standard)
        let small = OSMExtract.Limits(nodes: 100_000)
        let figures: [Int] = [
            small.nodes, small.ways, small.wayNodes, small.relations, small.relationMembers, small.inflatedBytes,
        ]
        expectEqual(figures, [100_000, 20_000, 300_000, 5_000, 50_000, 5_368_710])
        expectEqual(small.blockValues, standard.blockValues)
        let nodes = (0..<200_000).map { PBFWriter.Node(id: Int64($0 + 1), rawLatitude: 0, rawLongitude: 0) }
        #expect(throws: PBFError.tooLarge("nodes", limit: 100_000)) {
            try OSMExtract(data: PBFWriter.file(nodes: nodes), limits: small)
        }
        expectEqual(OSMExtract.Limits(nodes: 0).nodes, 1)
        expectEqual(OSMExtract.Limits(nodes: .max).wayNodes, 1 << 62, "capped, not trapped")
    }

    @Test func wayNodeReferencesBeyondTheLimitAreRefused() throws {
        let nodes = [PBFWriter.Node(id: 1, latitude: 43.7, longitude: 7.4)]
        let way = PBFWriter.Way(id: 1, nodeIDs: Array(repeating: 1, count: 5000), tags: Self.primary)
        var limits = OSMExtract.Limits()
        limits.wayNodes = 4000
        #expect(throws: PBFError.tooLarge("node references in ways", limit: 4000)) {
            try OSMExtract(data: PBFWriter.file(nodes: nodes, ways: [way]), limits: limits)
        }
    }

    @Test func coordinatesOffTheEarthAreRefused() throws {
        let far = [PBFWriter.Node(id: 7, latitude: 1000, longitude: 0)]
        #expect {
            try OSMExtract(data: PBFWriter.file(nodes: far))
        } throws: { error in
            guard case .notOnEarth(7, let latitude, 0) = error as? PBFError else { return false }
            return abs(latitude - 1000) < 1e-6
        }
        let east = [PBFWriter.Node(id: 8, latitude: 0, longitude: 180.5)]
        #expect(throws: PBFError.self) { try OSMExtract(data: PBFWriter.file(nodes: east)) }
        // An offset that wraps the arithmetic: latitude -4.6e9.
        let wrapped = PBFWriter.file(
            nodes: [PBFWriter.Node(id: 9, rawLatitude: 0, rawLongitude: 0)], latitudeOffset: Int64.min / 2)
        #expect {
            try OSMExtract(data: wrapped)
        } throws: { error in
            guard case .notOnEarth(9, let latitude, _) = error as? PBFError else { return false }
            return latitude < -90
        }
        expectEqual(
            PBFError.notOnEarth(node: 7, latitude: 1000, longitude: 0).description,
            "node 7 lies at latitude 1000.0, longitude 0.0: not a position on Earth")
        // The edges are positions still.
        let edge = [PBFWriter.Node(id: 10, latitude: -90, longitude: 180)]
        expectEqual(try OSMExtract(data: PBFWriter.file(nodes: edge)).nodes.count, 1)
    }
}
