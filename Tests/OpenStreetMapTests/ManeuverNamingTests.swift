import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// Which name changes are told and how (issue 21, "maneuver street names drawn from the same ways"): a road that
/// loses its name or its ref goes on, as OSRM's guidance reads it; a mere change of name a few metres after a turn is
/// told with the turn.
@Suite struct ManeuverNamingTests {
    static func road(_ name: String?, _ ref: String? = nil) -> RoadGraph.Road {
        var tags: [String: String] = ["highway": "secondary"]
        tags["name"] = name
        tags["ref"] = ref
        let way = OSMWay(
            id: 1, nodeIDs: [1, 2], tags: OSMTags(tags.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        return RoadGraph.road(for: way)!
    }

    @Test func aRoadThatLosesItsNameOrRefGoesOn() {
        func one(_ a: RoadGraph.Road, _ b: RoadGraph.Road) -> Bool { ManeuverBuilder.readsAsOneRoad(from: a, to: b) }
        expectTrue(one(Self.road("Grande Corniche", "D 2564"), Self.road(nil, "D 2564")))
        expectTrue(one(Self.road("Route de la Turbie", "D 2564"), Self.road("Route de la Turbie")))
        expectTrue(one(Self.road("Avenue Princesse Grace"), Self.road("Avenue Princesse Grace")))
        expectTrue(one(Self.road(nil), Self.road(nil)))
        expectTrue(!one(Self.road("Route de la Turbie", "D 2564"), Self.road("Route de Menton", "D 2564")))
        expectTrue(!one(Self.road("Grande Corniche", "D 2564"), Self.road("Grande Corniche", "M 6007")))
        // From a road with neither, any name or ref is news.
        expectTrue(!one(Self.road(nil), Self.road("Avenue du Port")))
        expectTrue(!one(Self.road(nil), Self.road(nil, "D 53")))
    }

    /// Residential streets: nodes by id and position, ways by id, nodes and name.
    static func streets(_ nodes: [(Int64, Double, Double)], _ ways: [(Int64, [Int64], String)]) -> RoadGraph {
        RoadGraph(
            extract: OSMExtract(
                nodes: nodes.map { OSMNode(id: $0.0, latitude: $0.1, longitude: $0.2) },
                ways: ways.map { OSMWay(id: $0.0, nodeIDs: $0.1, tags: ["highway": "residential", "name": $0.2]) }))
    }

    /// A street east, a right turn onto a 10 m piece of "Short Street" that becomes "Long Street" straight on where a
    /// lane leaves west.
    static let turnOntoAShortPiece = streets(
        [
            (1, 43.7300, 7.4000), (2, 43.7300, 7.4030), (3, 43.7300, 7.4060),
            (4, 43.72991, 7.4030),  // 10 m south of 2
            (5, 43.7270, 7.4030), (6, 43.72991, 7.4010),
        ],
        [
            (1, [1, 2, 3], "Main Street"), (2, [2, 4], "Short Street"), (3, [4, 5], "Long Street"),
            (4, [4, 6], "Lane"),
        ])

    @Test func aNameChangeJustAfterATurnIsToldWithTheTurn() throws {
        let router = RoadRouter(graph: Self.turnOntoAShortPiece)
        let route = try require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7280, longitude: 7.4030)
            ).first)
        expectEqual(
            route.maneuvers.map(\.instruction),
            [
                "Head east on Main Street", "Turn right onto Long Street", "Arrive at your destination",
            ])
        expectEqual(route.maneuvers[1].roadName, "Long Street")
        // Its distance runs to the arrival: the steps still add up to the route.
        expectLess(abs(route.maneuvers.reduce(0) { $0 + $1.distance } - route.distance), 0.01)
    }

    /// Main Street east becomes "Short Street" where a lane leaves north, and 10 m on the route turns right.
    static let shortNameBeforeATurn = streets(
        [
            (1, 43.7300, 7.4000), (2, 43.7300, 7.4030),
            (3, 43.7300, 7.40313),  // 10 m east of 2
            (4, 43.7270, 7.40313), (5, 43.7300, 7.4060), (6, 43.7320, 7.4030),
        ],
        [
            (1, [1, 2], "Main Street"), (2, [2, 3], "Short Street"), (3, [3, 4], "South Street"),
            (4, [3, 5], "East Street"), (5, [2, 6], "Lane"),
        ])

    @Test func aNameChangeJustBeforeATurnIsNotTold() throws {
        let router = RoadRouter(graph: Self.shortNameBeforeATurn)
        let route = try require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7280, longitude: 7.40313)
            ).first)
        expectEqual(
            route.maneuvers.map(\.instruction),
            [
                "Head east on Main Street", "Turn right onto South Street", "Arrive at your destination",
            ])
        expectLess(abs(route.maneuvers.reduce(0) { $0 + $1.distance } - route.distance), 0.01)
        // Going on east: not "Continue onto Short Street" 10 m before "Continue onto East Street".
        let east = try require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7300, longitude: 7.4050)
            ).first)
        expectTrue(!east.maneuvers.contains { $0.instruction.contains("Short Street") })
    }
}
