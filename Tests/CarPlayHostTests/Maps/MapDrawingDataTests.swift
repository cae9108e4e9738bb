import CarPlayHost
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
            #expect(data.oneWays[id] == expected, "way \(tags[index].0)")
            // The router's edges of the same way.
            guard let road = graph.roads.firstIndex(where: { $0.wayID == id }) else { continue }
            let edges = graph.edges.filter { $0.road == Int32(road) }
            let driven: Int? =
                edges.allSatisfy(\.isForward) ? 1 : edges.allSatisfy { !$0.isForward } ? -1 : nil
            #expect(data.oneWays[id] == driven, "way \(tags[index].0)")
        }
    }
}
