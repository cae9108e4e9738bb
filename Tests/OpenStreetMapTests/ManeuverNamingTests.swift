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
        #expect(one(Self.road("Grande Corniche", "D 2564"), Self.road(nil, "D 2564")))
        #expect(one(Self.road("Route de la Turbie", "D 2564"), Self.road("Route de la Turbie")))
        #expect(one(Self.road("Avenue Princesse Grace"), Self.road("Avenue Princesse Grace")))
        #expect(one(Self.road(nil), Self.road(nil)))
        #expect(!one(Self.road("Route de la Turbie", "D 2564"), Self.road("Route de Menton", "D 2564")))
        #expect(!one(Self.road("Grande Corniche", "D 2564"), Self.road("Grande Corniche", "M 6007")))
        // From a road with neither, any name or ref is news.
        #expect(!one(Self.road(nil), Self.road("Avenue du Port")))
        #expect(!one(Self.road(nil), Self.road(nil, "D 53")))
    }

    /// A street east, a right turn onto a 10 m piece of "Short Street" that becomes "Long Street" straight on where a
    /// lane leaves west.
    static let turnOntoAShortPiece: RoadGraph = {
        let nodes = [
            OSMNode(id: 1, latitude: 43.7300, longitude: 7.4000), OSMNode(id: 2, latitude: 43.7300, longitude: 7.4030),
            OSMNode(id: 3, latitude: 43.7300, longitude: 7.4060),
            OSMNode(id: 4, latitude: 43.72991, longitude: 7.4030),  // 10 m south of 2
            OSMNode(id: 5, latitude: 43.7270, longitude: 7.4030),
            OSMNode(id: 6, latitude: 43.72991, longitude: 7.4010),
        ]
        func street(_ name: String) -> OSMTags { ["highway": "residential", "name": name] }
        return RoadGraph(
            extract: OSMExtract(
                nodes: nodes,
                ways: [
                    OSMWay(id: 1, nodeIDs: [1, 2, 3], tags: street("Main Street")),
                    OSMWay(id: 2, nodeIDs: [2, 4], tags: street("Short Street")),
                    OSMWay(id: 3, nodeIDs: [4, 5], tags: street("Long Street")),
                    OSMWay(id: 4, nodeIDs: [4, 6], tags: street("Lane")),
                ]))
    }()

    @Test func aNameChangeJustAfterATurnIsToldWithTheTurn() throws {
        let router = RoadRouter(graph: Self.turnOntoAShortPiece)
        let route = try #require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7280, longitude: 7.4030)
            ).first)
        #expect(
            route.maneuvers.map(\.instruction) == [
                "Head east on Main Street", "Turn right onto Long Street", "Arrive at your destination",
            ])
        #expect(route.maneuvers[1].roadName == "Long Street")
        // Its distance runs to the arrival: the steps still add up to the route.
        #expect(abs(route.maneuvers.reduce(0) { $0 + $1.distance } - route.distance) < 0.01)
    }

    /// Main Street east becomes "Short Street" where a lane leaves north, and 10 m on the route turns right.
    static let shortNameBeforeATurn: RoadGraph = {
        let nodes = [
            OSMNode(id: 1, latitude: 43.7300, longitude: 7.4000), OSMNode(id: 2, latitude: 43.7300, longitude: 7.4030),
            OSMNode(id: 3, latitude: 43.7300, longitude: 7.40313),  // 10 m east of 2
            OSMNode(id: 4, latitude: 43.7270, longitude: 7.40313), OSMNode(id: 5, latitude: 43.7300, longitude: 7.4060),
            OSMNode(id: 6, latitude: 43.7320, longitude: 7.4030),
        ]
        func street(_ name: String) -> OSMTags { ["highway": "residential", "name": name] }
        return RoadGraph(
            extract: OSMExtract(
                nodes: nodes,
                ways: [
                    OSMWay(id: 1, nodeIDs: [1, 2], tags: street("Main Street")),
                    OSMWay(id: 2, nodeIDs: [2, 3], tags: street("Short Street")),
                    OSMWay(id: 3, nodeIDs: [3, 4], tags: street("South Street")),
                    OSMWay(id: 4, nodeIDs: [3, 5], tags: street("East Street")),
                    OSMWay(id: 5, nodeIDs: [2, 6], tags: street("Lane")),
                ]))
    }()

    @Test func aNameChangeJustBeforeATurnIsNotTold() throws {
        let router = RoadRouter(graph: Self.shortNameBeforeATurn)
        let route = try #require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7280, longitude: 7.40313)
            ).first)
        #expect(
            route.maneuvers.map(\.instruction) == [
                "Head east on Main Street", "Turn right onto South Street", "Arrive at your destination",
            ])
        #expect(abs(route.maneuvers.reduce(0) { $0 + $1.distance } - route.distance) < 0.01)
        // Going on east: not "Continue onto Short Street" 10 m before "Continue onto East Street".
        let east = try #require(
            router.routes(
                from: Coordinate(latitude: 43.7300, longitude: 7.4010),
                to: Coordinate(latitude: 43.7300, longitude: 7.4050)
            ).first)
        #expect(!east.maneuvers.contains { $0.instruction.contains("Short Street") })
    }
}
