import Expectations
import Testing

@testable import OpenStreetMap

/// `NodeCoordinates`: the nodes' coordinates by id, searched in id order rather than hashed (issue 21, the load's
/// peak). Checked against a `Dictionary` of the same nodes.
@Suite struct NodeCoordinatesTests {
    /// Ids as real extracts have them: large, sparse, some negative (files edited before upload).
    private static func nodes(count: Int, repeating: Bool) -> [OSMNode] {
        var id: Int64 = 1_000_000_007
        return (0..<count).map { index in
            id = id &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = repeating && index % 11 == 5 ? Int64(index % 97) : (index % 7 == 0 ? -(id >> 40) : id >> 20)
            return OSMNode(id: key, latitude: Double(index % 180) - 89.5, longitude: Double(index % 360) - 179.5)
        }
    }

    private static func expectSameAsADictionary(_ nodes: [OSMNode]) {
        var expected: [Int64: Coordinate] = [:]
        for node in nodes { expected[node.id] = Coordinate(latitude: node.latitude, longitude: node.longitude) }
        let coordinates = NodeCoordinates(OSMExtract(nodes: nodes))
        expectEqual(coordinates.count, expected.count)
        let wrong = expected.filter { coordinates[$0.key] != $0.value }
        expectTrue(wrong.isEmpty, "\(wrong.count) ids found wrong")
        let absent = (-1_000...1_000).map { Int64($0) * 1_000_003 + 1 }.filter { expected[$0] == nil }
        expectTrue(absent.allSatisfy { coordinates[$0] == nil && coordinates.rank(of: $0) == nil })
        // Ranks number the ids 0..<count, in id order.
        let ranks = expected.keys.sorted().map { coordinates.rank(of: $0) }
        expectEqual(ranks, Array(0..<expected.count))
    }

    @Test func nodesInAnyOrderAreFoundAsADictionaryFindsThem() {
        Self.expectSameAsADictionary(Self.nodes(count: 20_000, repeating: false))
    }

    @Test func nodesInIdOrderAreFoundWithoutAnOrderOfTheirOwn() {
        // The order a file sorted by type then id gives (osmium, the planet's extracts): searched in place.
        let nodes = Self.nodes(count: 20_000, repeating: false).sorted { $0.id < $1.id }
        Self.expectSameAsADictionary(nodes)
        Self.expectSameAsADictionary(Array(nodes.prefix(1)))
        Self.expectSameAsADictionary(Array(nodes.prefix(33)))
        Self.expectSameAsADictionary([])
    }

    @Test func anIdGivenAgainHasTheLaterNodesCoordinate() {
        Self.expectSameAsADictionary(Self.nodes(count: 5_000, repeating: true))
        let twice = [
            OSMNode(id: 42, latitude: 1, longitude: 1), OSMNode(id: 7, latitude: 2, longitude: 2),
            OSMNode(id: 42, latitude: 3, longitude: 3),
        ]
        let coordinates = NodeCoordinates(OSMExtract(nodes: twice))
        expectEqual(coordinates[42], Coordinate(latitude: 3, longitude: 3))
        expectTrue(coordinates[7] == Coordinate(latitude: 2, longitude: 2) && coordinates.count == 2)
    }
}
