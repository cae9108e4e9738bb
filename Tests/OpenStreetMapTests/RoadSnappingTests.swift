import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// Routes start and end on the road segment nearest each end, as a car there is on it (not at the nearest vertex).
@Suite struct RoadSnappingTests {
    /// On Avenue du Port by Stade Louis II: 2 m from the avenue, 20 m from the nearest vertex of another road.
    static let besideAvenueDuPort = Coordinate(latitude: 43.7270, longitude: 7.4140)

    @Test func aCarBesideARoadIsOnIt() throws {
        let graph = try RoadGraphTests.graph.get()
        let snap = try require(graph.snap(Self.besideAvenueDuPort))
        expectLess(snap.distance, 5)
        expectTrue((0...1).contains(snap.fraction))
        let roads = Set(snap.edges.map { graph.roads[Int(graph.edges[Int($0)].road)].name })
        expectEqual(roads, ["Avenue du Port"])
        // Its nearest vertex is on another road.
        let vertex = try require(graph.nearestVertex(to: Self.besideAvenueDuPort))
        let vertexRoads = graph.outgoing(vertex).map { graph.roads[Int(graph.edges[$0].road)].name }
        expectTrue(!vertexRoads.contains("Avenue du Port"))
        // Routes from there start on the avenue.
        let route = try require(
            RoadRouter(graph: graph).routes(from: Self.besideAvenueDuPort, to: RoadGraphTests.casino).first)
        expectEqual(route.maneuvers.first?.roadName, "Avenue du Port")
        expectEqual(graph.snap(Coordinate(latitude: 48.85, longitude: 2.35)), nil)
    }

    @Test func bothEndsOnOneSegment() throws {
        let graph = try RoadGraphTests.graph.get()
        let router = RoadRouter(graph: graph)
        // A long one-way segment: its two ends, a quarter and three quarters along.
        let index = try require(
            graph.edges.indices.first { index in
                let edge = graph.edges[index]
                return edge.length > 60 && graph.reverse(of: Int32(index)) == nil
                    && !graph.roads[Int(edge.road)].isRoundabout
            })
        let edge = graph.edges[index]
        let a = graph.vertices[Int(edge.from)].coordinate
        let b = graph.vertices[Int(edge.to)].coordinate
        func along(_ t: Double) -> Coordinate {
            Coordinate(
                latitude: a.latitude + t * (b.latitude - a.latitude),
                longitude: a.longitude + t * (b.longitude - a.longitude))
        }
        // With the traffic: that one segment.
        let ahead = try require(router.routes(from: along(0.25), to: along(0.75)).first)
        expectEqual(ahead.edges, [Int32(index)])
        // Against it: round the block, leaving and coming back along the segment.
        let behind = try require(router.routes(from: along(0.75), to: along(0.25)).first)
        expectTrue(behind.edges.first == Int32(index) && behind.edges.last == Int32(index))
        expectTrue(behind.distance > 2 * edge.length)
    }

    /// Issue 21: an end beside a road cut off from the rest (a car park's loop, a one-way stub at the extract's edge)
    /// snapped to it, and its trips had no route one way or the other. Now the ends snap to the network a car can
    /// drive into and out of, as Valhalla and OSRM snap, and both ways route.
    @Test func endsBesideRoadsCutOffFromTheNetworkStillRoute() throws {
        let graph = try RoadGraphTests.graph.get()
        let router = RoadRouter(graph: graph)
        let cutOff = graph.edges.indices.map(Int32.init).filter { !graph.isOnNetwork($0) }
        expectTrue(!cutOff.isEmpty, "Monaco's extract has roads cut off from the network")
        // Ten of them spread over the list, to keep the test short: each one's middle, routed to and from the casino
        // (unless no road of the network lies within the 2 km an end may snap across).
        var checked = 0
        for index in stride(from: 0, to: cutOff.count, by: max(1, cutOff.count / 10)) {
            let edge = graph.edges[Int(cutOff[index])]
            let a = graph.vertices[Int(edge.from)].coordinate
            let b = graph.vertices[Int(edge.to)].coordinate
            let middle = Coordinate(latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2)
            guard let snap = graph.snap(middle) else { continue }
            checked += 1
            expectTrue(snap.edges.allSatisfy(graph.isOnNetwork))
            expectTrue(!router.routes(from: middle, to: RoadGraphTests.casino).isEmpty, "from \(middle)")
            expectTrue(!router.routes(from: RoadGraphTests.casino, to: middle).isEmpty, "to \(middle)")
        }
        expectGreaterOrEqual(checked, 5)
    }

    /// Issue 21: an end on a road cut off from the network farther than 2 km from it (a fragment where the extract
    /// ends) had no route, where Valhalla, reaching up to 35 km for a road of the network, finds one. Now the end goes
    /// to the network's nearest road within `networkReach`; an end far from any road still has none.
    @Test func anEndOnAFragmentFarFromTheNetworkIsRoutedFromItsNearestRoad() throws {
        let (lat, lon) = (43.7300, 7.4000)
        var nodes: [OSMNode] = []
        var ways: [OSMWay] = []
        // The network: a grid of two-way streets, 20 × 20 junctions 100 m apart (400 vertices; the router builds its
        // hierarchy for it at once, and a grid is a hierarchy's costliest shape).
        let size = 20
        for row in 0..<size {
            for column in 0..<size {
                nodes.append(
                    OSMNode(
                        id: Int64(row * size + column + 1), latitude: lat + Double(row) * 0.0009,
                        longitude: lon + Double(column) * 0.00125))
            }
            ways.append(
                OSMWay(
                    id: Int64(row + 1), nodeIDs: (0..<size).map { Int64(row * size + $0 + 1) },
                    tags: ["highway": "residential"]))
            ways.append(
                OSMWay(
                    id: Int64(100 + row), nodeIDs: (0..<size).map { Int64($0 * size + row + 1) },
                    tags: ["highway": "residential"]))
        }
        // A fragment 3 km north of the grid's north edge.
        let north = lat + Double(size - 1) * 0.0009 + 0.027
        nodes += [
            OSMNode(id: 10_001, latitude: north, longitude: lon),
            OSMNode(id: 10_002, latitude: north, longitude: lon + 0.002),
        ]
        ways.append(OSMWay(id: 1_000, nodeIDs: [10_001, 10_002], tags: ["highway": "residential"]))
        let graph = RoadGraph(extract: OSMExtract(nodes: nodes, ways: ways))
        let router = RoadRouter(graph: graph)
        let inTheGrid = Coordinate(latitude: lat + 0.01, longitude: lon + 0.01)
        let onTheFragment = Coordinate(latitude: north, longitude: lon + 0.001)
        let route = try require(router.routes(from: inTheGrid, to: onTheFragment).first)
        // It ends on the grid's north edge, the network's nearest road to the fragment.
        let end = try require(route.coordinates.last)
        expectLess(abs(end.latitude - (lat + Double(size - 1) * 0.0009)), 0.0001)
        expectTrue(!router.routes(from: onTheFragment, to: inTheGrid).isEmpty)
        // Far from any road: none.
        expectTrue(router.routes(from: inTheGrid, to: Coordinate(latitude: north + 0.1, longitude: lon)).isEmpty)
    }
}
