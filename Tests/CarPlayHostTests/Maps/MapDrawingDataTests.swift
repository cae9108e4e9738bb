@testable import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// `MapDrawingData`'s one-way roads: the map draws one-way exactly the roads the router drives one way.
@Suite struct MapDrawingDataTests {
    /// A small extract: a row of nodes, each way over two of them.
    static func extract(_ tags: [OSMTags]) -> OSMExtract {
        let nodes = (0...tags.count).map {
            OSMNode(id: Int64($0 + 1), latitude: 43.73, longitude: 7.42 + 0.001 * Double($0))
        }
        let ways = tags.enumerated().map { index, tags in
            OSMWay(id: Int64(100 + index), nodeIDs: [Int64(index + 1), Int64(index + 2)], tags: tags)
        }
        return OSMExtract(nodes: nodes, ways: ways)
    }

    /// A multipolygon's holes travel with its outer ring as flat rings.
    @Test func aMultipolygonsHolesAreInItsJSON() throws {
        let nodes = [
            (1, 0.0, 0.0), (2, 0, 0.01), (3, 0.01, 0.01), (4, 0.01, 0), (5, 0.004, 0.004), (6, 0.004, 0.006),
            (7, 0.006, 0.006),
        ].map { OSMNode(id: Int64($0.0), latitude: 43.7 + $0.1, longitude: 7.4 + $0.2) }
        let ways = [OSMWay(id: 1, nodeIDs: [1, 2, 3, 4, 1]), OSMWay(id: 2, nodeIDs: [5, 6, 7, 5])]
        let relation = OSMRelation(
            id: 5, members: [.init(type: .way, id: 1, role: "outer"), .init(type: .way, id: 2, role: "inner")],
            tags: ["type": "multipolygon", "natural": "water"])
        let data = MapDrawingData(
            extract: OSMExtract(nodes: nodes, ways: ways, relations: [relation]), attribution: "test")
        let region = try MapDrawingData.Region.parse("7.39,43.69,7.42,43.72").get()
        let json = try require(
            try JSONSerialization.jsonObject(with: data.json(for: region)) as? [String: Any])
        let feature = try require((json["features"] as? [[String: Any]])?.first)
        expectEqual(feature["kind"] as? String, "water")
        expectEqual((feature["points"] as? [Double])?.count, 10)
        expectEqual((feature["holes"] as? [[Double]])?.map(\.count), [8])
    }

    @Test func oneWaysAreTheDirectionsTheRouterDrives() throws {
        let tags: [(OSMTags, Int?)] = [
            (["highway": "primary", "oneway": "yes"], 1),
            (["highway": "primary", "oneway": "-1"], -1),
            (["highway": "residential"], nil),
            (["highway": "motorway"], 1),
            (["highway": "motorway", "oneway": "no"], nil),
            (["highway": "tertiary", "junction": "roundabout"], 1),
            // A `circular` junction is one-way too; the map once drew it two-way while the router drove it one way.
            (["highway": "tertiary", "junction": "circular"], 1),
            // A value the rule does not know: a roundabout stays one-way, as the router drives it.
            (["highway": "tertiary", "junction": "roundabout", "oneway": "yes;no"], 1),
            (["highway": "secondary", "oneway": "reversible"], nil),
            // Not a road the map draws as one: no direction.
            (["highway": "footway", "oneway": "yes"], nil),
        ]
        let extract = Self.extract(tags.map(\.0))
        let data = MapDrawingData(extract: extract, attribution: "test")
        let graph = RoadGraph(extract: extract)
        for (index, (_, expected)) in tags.enumerated() {
            let id = Int64(100 + index)
            expectEqual(data.oneWays[id], expected, "way \(tags[index].0)")
            // The router's edges of the same way.
            guard let road = graph.roads.firstIndex(where: { $0.wayID == id }) else { continue }
            let edges = graph.edges.filter { $0.road == Int32(road) }
            let driven: Int? =
                edges.allSatisfy(\.isForward) ? 1 : edges.allSatisfy { !$0.isForward } ? -1 : nil
            expectEqual(data.oneWays[id], driven, "way \(tags[index].0)")
        }
    }

    /// Roads and railways off the ground say where they run (`level`); the others say nothing.
    @Test func tunnelsAndBridgesCarryTheirLevel() throws {
        let data = MapDrawingData(
            extract: Self.extract([
                ["highway": "primary", "tunnel": "yes"], ["highway": "primary", "bridge": "yes"],
                ["highway": "primary"], ["railway": "rail", "tunnel": "yes"], ["building": "yes", "bridge": "yes"],
            ]), attribution: "t")
        let region = try MapDrawingData.Region.parse("7.419,43.729,7.426,43.731").get()
        let json = try require(
            try JSONSerialization.jsonObject(with: data.json(for: region)) as? [String: Any])
        let features = try require(json["features"] as? [[String: Any]])
        let levels = Dictionary(
            uniqueKeysWithValues: features.map { (($0["id"] as? Int) ?? 0, ($0["level"] as? String) ?? "-") })
        expectEqual(levels, [100: "tunnel", 101: "bridge", 102: "-", 103: "tunnel", 104: "-"], "\(levels)")
        // Tunnels first, then the ground, then bridges (among roads).
        let roads = features.filter { ($0["kind"] as? String) == "road" }.compactMap { $0["id"] as? Int }
        expectEqual(roads, [100, 102, 101])
    }

    /// Coordinates are written with six decimals at most, as `%.6f` rounds them, without trailing zeros or a "-0".
    @Test func coordinatesAreWrittenWithSixDecimals() {
        let data = MapDrawingData(extract: Self.extract([]), attribution: "t")
        let written = [43.7347, 7.42, -0.5, 7, 0, -0.0000001, 180, -179.9999996, 1e-6, -43.000012]
            .map(data.number)
        expectEqual(written, ["43.7347", "7.42", "-0.5", "7", "0", "0", "180", "-180", "0.000001", "-43.000012"])
    }
}

/// `/map/features`' answers: kept by the region widened to the grid, bounded by bytes and count (issue 20: 256
/// whole-extract answers keyed by the exact bbox text held 1.2 GB).
@Suite struct MapDrawingCacheTests {
    /// A grid of roads over 0.1° × 0.1° near Monaco, a road every 0.002°.
    static let data: MapDrawingData = {
        var nodes: [OSMNode] = []
        var ways: [OSMWay] = []
        for row in 0..<50 {
            let first = Int64(row * 2 + 1)
            nodes.append(OSMNode(id: first, latitude: 43.70 + 0.002 * Double(row), longitude: 7.35))
            nodes.append(OSMNode(id: first + 1, latitude: 43.70 + 0.002 * Double(row), longitude: 7.45))
            ways.append(OSMWay(id: Int64(1000 + row), nodeIDs: [first, first + 1], tags: ["highway": "primary"]))
        }
        return MapDrawingData(
            extract: OSMExtract(nodes: nodes, ways: ways), attribution: "test", cacheBytes: 4096, cacheLimit: 16)
    }()

    @Test func nearIdenticalRegionsShareOneAnswer() throws {
        let data = MapDrawingData(extract: MapDrawingDataTests.extract([["highway": "primary"]]), attribution: "t")
        var answers: Set<Data> = []
        for index in 0..<50 {
            let offset = Double(index) * 1e-9
            let region = MapDrawingData.Region(
                minLongitude: 7.4151 + offset, minLatitude: 43.7201, maxLongitude: 7.4321 + offset,
                maxLatitude: 43.7421)
            answers.insert(data.json(for: region))
        }
        expectEqual(answers.count, 1)
        expectEqual(data.cachedRegions, 1)
        // The answer's bbox is the widened region, on the 1/1024° grid, around the one asked for.
        let snapped = MapDrawingData.Region(
            minLongitude: 7.4151, minLatitude: 43.7201, maxLongitude: 7.4321, maxLatitude: 43.7421
        ).snapped
        expectTrue(snapped.minLongitude <= 7.4151 && snapped.maxLongitude >= 7.4321)
        expectEqual((snapped.minLongitude * 1024).rounded(), snapped.minLongitude * 1024)
        expectTrue(snapped.maxLatitude - 43.7421 < MapDrawingData.gridStep)
        // A bound already on the grid stays there.
        let onGrid = MapDrawingData.Region(minLongitude: 7, minLatitude: 43, maxLongitude: 7.5, maxLatitude: 43.5)
        expectEqual(onGrid.snapped, onGrid)
    }

    @Test func manyDistinctRegionsStayWithinTheByteBound() {
        let data = Self.data
        var largest = 0
        for index in 0..<200 {
            // Distinct grid cells: each a new answer.
            let west = 7.35 + Double(index % 40) * 0.002
            let south = 43.70 + Double(index / 40) * 0.01
            let region = MapDrawingData.Region(
                minLongitude: west, minLatitude: south, maxLongitude: west + 0.03, maxLatitude: south + 0.005)
            largest = max(largest, data.json(for: region).count)
            expectLessOrEqual(data.cachedBytes, 4096)
            expectLessOrEqual(data.cachedRegions, 16)
        }
        expectTrue(largest > 0 && largest <= 1024, "answers small enough to be kept (\(largest) bytes)")
        expectGreater(data.cachedRegions, 1)
    }

    @Test func theCacheEvictsTheLeastRecentlyUsedByBytesAndCount() {
        var cache = ByteBoundedCache<Int, [UInt8]>(maximumBytes: 100, maximumCount: 3, size: { $0.count })
        expectEqual(cache.maximumValueBytes, 25)
        cache.insert(Array(repeating: 0, count: 20), for: 1)
        cache.insert(Array(repeating: 0, count: 20), for: 2)
        cache.insert(Array(repeating: 0, count: 20), for: 3)
        expectTrue(cache.count == 3 && cache.bytes == 60)
        // 1 is used: 2 is the least recently used, and goes when a fourth comes (the count bound).
        expectNotEqual(cache.value(for: 1), nil)
        cache.insert(Array(repeating: 0, count: 20), for: 4)
        expectTrue(cache.value(for: 2) == nil && cache.count == 3 && cache.bytes == 60)
        // A value over a quarter of the bytes is answered but not kept.
        cache.insert(Array(repeating: 0, count: 26), for: 5)
        expectTrue(cache.value(for: 5) == nil && cache.bytes == 60)
        // The byte bound: values of 25 bytes, at most 4 fit in 100, and the count bound 3 holds first.
        var small = ByteBoundedCache<Int, [UInt8]>(maximumBytes: 100, maximumCount: 100, size: { $0.count })
        for key in 0..<50 { small.insert(Array(repeating: 0, count: 25), for: key) }
        expectTrue(small.bytes == 100 && small.count == 4)
        expectTrue((46..<50).allSatisfy { small.value(for: $0) != nil })
        // Replacing a value counts its new size only.
        small.insert([1], for: 49)
        expectTrue(small.bytes == 76 && small.count == 4)
    }
}
