import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// What a route costs the router (issue 21): roads at the speed cars travel at, not at their limit; turns by OSRM's
/// curve; destination-only roads entered only by a trip that begins or ends on them.
@Suite struct RouteCostTests {
    static func way(_ id: Int64, _ tags: [String: String]) -> OSMWay {
        OSMWay(id: id, nodeIDs: [1, 2], tags: OSMTags(tags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
    }

    @Test func roadsCostTheTimeCarsTravelAtAndKeepTheirLimitForDriving() throws {
        let limited = try require(RoadGraph.road(for: Self.way(1, ["highway": "primary", "maxspeed": "50"])))
        expectTrue(limited.speed == 50 && limited.travelSpeed == 40)
        let residential = try require(RoadGraph.road(for: Self.way(2, ["highway": "residential"])))
        expectTrue(residential.speed == 30 && residential.travelSpeed == 25)
        let aisle = try require(
            RoadGraph.road(for: Self.way(3, ["highway": "service", "service": "parking_aisle"])))
        expectTrue(aisle.speed == 20 && aisle.travelSpeed == 5)
        let driveway = try require(
            RoadGraph.road(for: Self.way(4, ["highway": "service", "service": "driveway", "maxspeed": "30"])))
        expectEqual(driveway.travelSpeed, 5)
        // A limit a map gets wrong is no limit: the class's speeds apply, never a negative or endless time.
        for wrong in ["-5 mph", "0 mph", "inf", "nan mph", "-30"] {
            let road = try require(RoadGraph.road(for: Self.way(5, ["highway": "residential", "maxspeed": wrong])))
            expectTrue(road.speed == 30 && road.travelSpeed == 25, "\(wrong)")
        }

        // An edge's duration is its length at the travel speed (both kept as 32-bit floats: within a millionth).
        let extract = OSMExtract(
            nodes: [
                OSMNode(id: 1, latitude: 43.73, longitude: 7.40),
                OSMNode(id: 2, latitude: 43.73, longitude: 7.41),
            ],
            ways: [OSMWay(id: 1, nodeIDs: [1, 2], tags: ["highway": "primary", "maxspeed": "50"])])
        let graph = RoadGraph(extract: extract)
        let edge = try require(graph.edges.first)
        expectTrue(abs(edge.duration - edge.length / (40 / 3.6)) < edge.duration * 1e-6)
    }

    @Test func turnsCostByOSRMsCurveAndAUTurnMore() {
        expectLess(RoadRouter.turnCost(angle: 0), 0.01)
        expectLess(RoadRouter.turnCost(angle: 90), RoadRouter.turnCost(angle: -90), "a right turn is cheaper")
        expectTrue(abs(RoadRouter.turnCost(angle: 90) - 2.1) < 0.1 && abs(RoadRouter.turnCost(angle: -90) - 5.4) < 0.1)
        expectTrue((-170...170).allSatisfy { RoadRouter.turnCost(angle: Double($0)) < 7.5 })
        expectLess(abs(RoadRouter.turnCost(angle: 180) - 27.45), 0.1)
    }

    @Test func theMostSpecificAccessTagMakesARoadDestinationOnly() {
        let destination: [[String: String]] = [
            ["highway": "residential", "motor_vehicle": "destination"],
            ["highway": "residential", "access": "destination"],
            ["highway": "residential", "access": "no", "motorcar": "destination"],
        ]
        expectTrue(destination.allSatisfy { RoadGraph.road(for: Self.way(1, $0))?.isDestinationOnly == true })
        let open: [[String: String]] = [
            ["highway": "residential"], ["highway": "residential", "access": "destination", "motor_vehicle": "yes"],
        ]
        expectTrue(open.allSatisfy { RoadGraph.road(for: Self.way(1, $0))?.isDestinationOnly == false })
    }

    /// A destination-only street straight from west to east (2 km) and a way round it to the north (3.1 km), both
    /// residential: the straight street is the faster.
    static let destinationGraph: RoadGraph = {
        func node(_ id: Int64, _ latitude: Double, _ longitude: Double) -> OSMNode {
            OSMNode(id: id, latitude: latitude, longitude: longitude)
        }
        let nodes = [
            node(1, 43.730, 7.400), node(2, 43.730, 7.4125), node(3, 43.730, 7.425), node(4, 43.735, 7.400),
            node(5, 43.735, 7.425), node(6, 43.731, 7.400), node(7, 43.731, 7.425),
        ]
        let ways = [
            OSMWay(
                id: 10, nodeIDs: [1, 2, 3],
                tags: ["highway": "residential", "motor_vehicle": "destination", "name": "Impasse"]),
            OSMWay(
                id: 11, nodeIDs: [1, 6, 4, 5, 7, 3], tags: ["highway": "residential", "name": "Tour"]),
        ]
        return RoadGraph(extract: OSMExtract(nodes: nodes, ways: ways))
    }()

    @Test func aRoutePassesADestinationOnlyStreetByAndEntersItToEndThere() throws {
        let router = RoadRouter(graph: Self.destinationGraph)
        func names(_ route: RoadRoute) -> Set<String> {
            Set(
                route.edges.compactMap {
                    Self.destinationGraph.roads[Int(Self.destinationGraph.edges[Int($0)].road)].name
                })
        }
        // West to east, both ends on the way round: the route keeps off the quicker destination-only street.
        let west = Coordinate(latitude: 43.7305, longitude: 7.400)
        let east = Coordinate(latitude: 43.7305, longitude: 7.425)
        let through = try require(router.routes(from: west, to: east).first)
        expectEqual(names(through), ["Tour"])
        expectGreater(through.distance, 2_500)
        // To a house on the street: the route enters it (2.1 km in whole segments; 4.1 km the way round).
        let house = Coordinate(latitude: 43.730, longitude: 7.418)
        let inside = try require(router.routes(from: west, to: house).first)
        expectTrue(names(inside).contains("Impasse"))
        expectLess(inside.distance, 3_000)
    }

    /// Two streets of the same length side by side, one with traffic signals on it: a route takes the other, which
    /// ever of the two has them (OSRM's 2 s a signal).
    @Test func aRouteKeepsOffTrafficSignalsWhenTheWaysAreOtherwiseEqual() throws {
        func route(signalOn signalNode: Int64) throws -> Set<String> {
            func node(_ id: Int64, _ latitude: Double, _ longitude: Double) -> OSMNode {
                OSMNode(
                    id: id, latitude: latitude, longitude: longitude,
                    tags: id == signalNode ? ["highway": "traffic_signals"] : [:])
            }
            let nodes = [
                node(1, 43.730, 7.395), node(2, 43.730, 7.400), node(3, 43.732, 7.410), node(4, 43.728, 7.410),
                node(5, 43.730, 7.420), node(6, 43.730, 7.425),
            ]
            let residential = { (name: String) -> OSMTags in ["highway": "residential", "name": name] }
            let ways = [
                OSMWay(id: 10, nodeIDs: [1, 2], tags: residential("West")),
                OSMWay(id: 11, nodeIDs: [2, 3, 5], tags: residential("North")),
                OSMWay(id: 12, nodeIDs: [2, 4, 5], tags: residential("South")),
                OSMWay(id: 13, nodeIDs: [5, 6], tags: residential("East")),
            ]
            let graph = RoadGraph(extract: OSMExtract(nodes: nodes, ways: ways))
            expectTrue(graph.hasTrafficSignals(try require(graph.vertex(ofNode: signalNode))))
            let found = try require(
                RoadRouter(graph: graph).routes(
                    from: Coordinate(latitude: 43.730, longitude: 7.396),
                    to: Coordinate(latitude: 43.730, longitude: 7.424)
                ).first)
            return Set(found.edges.compactMap { graph.roads[Int(graph.edges[Int($0)].road)].name })
        }
        expectEqual(try route(signalOn: 3), ["West", "South", "East"])
        expectEqual(try route(signalOn: 4), ["West", "North", "East"])
    }
}
