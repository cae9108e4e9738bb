import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// A map's file read with its untagged nodes packed (`PackedNodes`, 16 bytes a node: issue 21, the load's peak): the
/// same coordinates to the last bit, for every node, as the file read whole.
@Suite struct PackedNodesTests {
    /// Every node of `file`, read packed and not, has the same coordinate by id.
    static func expectSameCoordinates(_ file: Data, ids: [Int64]) throws -> OSMExtract {
        let packed = try OSMExtract(data: file, packing: true)
        let whole = try OSMExtract(data: file)
        expectTrue(whole.packedNodes.isEmpty)
        let packedCoordinates = NodeCoordinates(packed)
        let wholeCoordinates = NodeCoordinates(whole)
        let different = ids.filter { packedCoordinates[$0] != wholeCoordinates[$0] || packedCoordinates[$0] == nil }
        expectTrue(different.isEmpty, "\(different.count) nodes differ: \(different.prefix(5))")
        expectTrue(packedCoordinates[-7] == nil && packedCoordinates[1 << 40] == nil)
        return packed
    }

    @Test func monacosUntaggedNodesArePackedWithTheirExactCoordinates() throws {
        let file = try Data(contentsOf: OSMExtract.monacoURL)
        let whole = try OSMExtract(data: file)
        let packed = try Self.expectSameCoordinates(file, ids: whole.nodes.map(\.id))
        expectEqual(packed.nodes.count + packed.packedNodes.count, 180_118)
        expectTrue(packed.nodes.allSatisfy { !$0.tags.isEmpty }, "every untagged node of a sorted file is packed")
        expectEqual(packed.nodes, whole.nodes.filter { !$0.tags.isEmpty })
        expectGreater(packed.packedNodes.count, 150_000)
    }

    @Test func nodesOutOfOrderOrGivenTwiceAreNotPackedAndTheLaterWins() throws {
        func node(_ id: Int64, _ latitude: Double) -> PBFWriter.Node {
            PBFWriter.Node(id: id, latitude: latitude, longitude: 7.42)
        }
        let file = PBFWriter.file(nodes: [
            node(1, 43.1), node(2, 43.2), node(5, 43.5), node(3, 43.3), node(4, 43.4), node(2, 43.9), node(6, 43.6),
        ])
        let packed = try Self.expectSameCoordinates(file, ids: [1, 2, 3, 4, 5, 6])
        expectEqual(packed.packedNodes.ids, [1, 2, 5], "packing stops at the first node out of order")
        expectEqual(packed.nodes.map(\.id), [3, 4, 2, 6])
        expectLess(abs((NodeCoordinates(packed)[2]?.latitude ?? 0) - 43.9), 1e-9, "the later node 2")
    }

    @Test func aBlockWithAnOffsetIsNotPacked() throws {
        let nodes = [
            PBFWriter.Node(id: 1, latitude: 43.1, longitude: 7.4), .init(id: 2, latitude: 43.2, longitude: 7.5),
        ]
        let packed = try Self.expectSameCoordinates(PBFWriter.file(nodes: nodes, latitudeOffset: 1_000), ids: [1, 2])
        expectTrue(packed.packedNodes.isEmpty && packed.nodes.count == 2)
    }
}
