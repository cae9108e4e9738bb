import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// A car's heading at the origin (issue 21, "the side of the road respected"): a moving car is on the road going its
/// way and starts the way it points, as OSRM's bearings and Valhalla's heading make their routes start.
@Suite struct HeadingSnapTests {
    /// A block of two-way streets, 0.01° (800 m) east–west by 0.002° (220 m), its south side in nodes 0.002° apart; a
    /// two-way spur east of its south-east corner and, beyond it, a short one-way road into a car park with no way
    /// out.
    static let block: RoadGraph = {
        var nodes: [OSMNode] = []
        func node(_ id: Int64, _ latitude: Double, _ longitude: Double) {
            nodes.append(OSMNode(id: id, latitude: latitude, longitude: longitude))
        }
        for step in 0...5 { node(Int64(1 + step), 43.7300, 7.400 + 0.002 * Double(step)) }  // 1...6: south side
        node(7, 43.7320, 7.410)  // north-east
        node(8, 43.7320, 7.400)  // north-west
        node(9, 43.7300, 7.412)  // the spur's end
        node(10, 43.7300, 7.414)  // the car park
        let street: OSMTags = ["highway": "residential"]
        return RoadGraph(
            extract: OSMExtract(
                nodes: nodes,
                ways: [
                    OSMWay(id: 1, nodeIDs: [1, 2, 3, 4, 5, 6], tags: street),
                    OSMWay(id: 2, nodeIDs: [6, 7, 8, 1], tags: street),
                    OSMWay(id: 3, nodeIDs: [6, 9], tags: street),
                    OSMWay(id: 4, nodeIDs: [9, 10], tags: ["highway": "service", "oneway": "yes"]),
                ]))
    }()

    /// Two one-way carriageways `apart` degrees of latitude apart (0.0002°: 22 m), eastbound to the south, joined at
    /// both ends.
    static func dividedRoad(apart: Double) -> RoadGraph {
        let half = apart / 2
        let nodes = [
            OSMNode(id: 1, latitude: 43.7300, longitude: 7.400), OSMNode(id: 2, latitude: 43.7300, longitude: 7.410),
            OSMNode(id: 3, latitude: 43.7300 - half, longitude: 7.402),
            OSMNode(id: 4, latitude: 43.7300 - half, longitude: 7.408),
            OSMNode(id: 5, latitude: 43.7300 + half, longitude: 7.408),
            OSMNode(id: 6, latitude: 43.7300 + half, longitude: 7.402),
        ]
        let oneWay: OSMTags = ["highway": "primary", "oneway": "yes"]
        return RoadGraph(
            extract: OSMExtract(
                nodes: nodes,
                ways: [
                    OSMWay(id: 1, nodeIDs: [1, 3, 4, 2], tags: oneWay),
                    OSMWay(id: 2, nodeIDs: [2, 5, 6, 1], tags: oneWay),
                ]))
    }

    static func bearings(_ edges: [Int32], on graph: RoadGraph) -> [Int] {
        edges.map { index in
            let edge = graph.edges[Int(index)]
            return Int(
                graph.vertices[Int(edge.from)].coordinate.bearing(to: graph.vertices[Int(edge.to)].coordinate).rounded()
            )
        }
    }

    @Test func aCarOnADividedRoadIsOnTheCarriagewayGoingItsWay() throws {
        let graph = Self.dividedRoad(apart: 0.0002)
        // 7 m from the westbound carriageway, 16 m from the eastbound one.
        let car = Coordinate(latitude: 43.73004, longitude: 7.405)
        let nearest = try require(graph.snap(car))
        expectEqual(Self.bearings(nearest.edges, on: graph), [270])
        let east = try require(graph.snap(car, heading: 88))
        expectEqual(Self.bearings(east.edges, on: graph), [90])
        expectTrue(east.distance > 15 && east.distance < 17 && (0...1).contains(east.fraction))
        expectEqual(try require(graph.snap(car, heading: 265)), nearest)
        // Across the road (a car turning) or unknown: the nearest carriageway.
        expectEqual(try require(graph.snap(car, heading: 0)), nearest)
        expectEqual(try require(graph.snap(car, heading: nil)), nearest)
        expectEqual(try require(graph.snap(car, heading: -1)), nearest)
        // A carriageway going the car's way beyond `headingReach` is not the road it is on.
        let wide = Self.dividedRoad(apart: 0.0008)  // 89 m apart
        let onWide = Coordinate(latitude: 43.73036, longitude: 7.405)  // 4 m from the westbound one
        expectEqual(Self.bearings(try require(wide.snap(onWide, heading: 90)).edges, on: wide), [270])
        // The route from the car goes east along its carriageway.
        let route = try require(
            RoadRouter(graph: graph).routes(from: car, heading: 90, to: Coordinate(latitude: 43.7299, longitude: 7.409))
                .first)
        expectEqual(Self.bearings(Array(route.edges.prefix(1)), on: graph), [90])
        expectLess(route.distance, 700)
        // Without the heading, the route starts on the nearer westbound carriageway and comes back round.
        let unheaded = try require(
            RoadRouter(graph: graph).routes(from: car, to: Coordinate(latitude: 43.7299, longitude: 7.409)).first)
        expectGreater(unheaded.distance, 1_000)
    }

    @Test func aCarStartsTheWayItPointsAndGoesRoundTheBlockToAPlaceBehindIt() throws {
        let router = RoadRouter(graph: Self.block)
        let car = Coordinate(latitude: 43.7300, longitude: 7.4050)
        let behind = Coordinate(latitude: 43.7300, longitude: 7.4010)
        // Not knowing which way the car points: straight back along the street.
        let back = try require(router.routes(from: car, to: behind).first)
        expectEqual(Self.bearings(Array(back.edges.prefix(1)), on: Self.block), [270])
        expectLess(back.distance, 700)
        // Pointing east: on east and round the block, no U-turn in the street.
        let round = try require(router.routes(from: car, heading: 92, to: behind).first)
        expectEqual(Self.bearings(Array(round.edges.prefix(1)), on: Self.block), [90])
        expectGreater(round.distance, 1_800)
        expectTrue(round.maneuvers.allSatisfy { $0.kind != .uTurn })
        // Pointing across the street (no road that way): either way, as without a heading.
        expectEqual(router.routes(from: car, heading: 0, to: behind).first?.edges, back.edges)
        // A destination ahead on the car's own segment: along it.
        let ahead = try require(
            router.routes(from: car, heading: 90, to: Coordinate(latitude: 43.73, longitude: 7.4058)).first)
        expectTrue(ahead.edges.count == 1 && Self.bearings(ahead.edges, on: Self.block) == [90])
        // Behind on its own segment: round the block, leaving and coming back along it.
        let sameSegment = try require(
            router.routes(from: car, heading: 90, to: Coordinate(latitude: 43.73, longitude: 7.4042)).first)
        expectEqual(Self.bearings(Array(sameSegment.edges.prefix(1)), on: Self.block), [90])
        expectGreater(sameSegment.distance, 1_800)
    }

    @Test func aCarPointingWhereNoRouteGoesOnStartsTheOtherWay() throws {
        let router = RoadRouter(graph: Self.block)
        // On the spur, pointing at the car park's one-way road (no way out of it, and no U-turn where it leaves).
        let car = Coordinate(latitude: 43.7300, longitude: 7.4110)
        let route = try require(
            router.routes(from: car, heading: 90, to: Coordinate(latitude: 43.7320, longitude: 7.405)).first)
        expectEqual(Self.bearings(Array(route.edges.prefix(1)), on: Self.block), [270])
    }
}
