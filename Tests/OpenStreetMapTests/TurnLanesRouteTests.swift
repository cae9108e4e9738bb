import Expectations
import Foundation
import OpenStreetMap
import Testing

/// Lane guidance from `turn:lanes`: Monaco's data has none, so the test routes over a cut of it with the tag added
/// to Boulevard Albert 1er (`Tests/Data`, with its attribution).
@Suite struct TurnLanesRouteTests {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/port-casino-turn-lanes.osm.pbf")

    @Test func theManeuverAfterTheBoulevardCarriesItsTaggedLanes() throws {
        let router = RoadRouter(graph: RoadGraph(extract: try OSMExtract(contentsOf: Self.url)))
        let route = try require(
            router.routes(
                from: Coordinate(latitude: 43.7347, longitude: 7.4206),
                to: Coordinate(latitude: 43.7394, longitude: 7.4281)
            ).first)
        let leaving = try require(route.maneuvers.first { $0.instruction.contains("Rond-Point Sainte-Dévote") })
        expectEqual(leaving.lanes, 2)
        expectEqual(leaving.turnLanes, "left|through")
        // Monaco's own data has only the lane count there: no arrows are invented.
        let monaco = RoadRouter(graph: try RoadGraphTests.graph.get())
        let plain = try require(
            monaco.routes(
                from: Coordinate(latitude: 43.7347, longitude: 7.4206),
                to: Coordinate(latitude: 43.7394, longitude: 7.4281)
            ).first)
        let untagged = try require(plain.maneuvers.first { $0.instruction.contains("Rond-Point Sainte-Dévote") })
        expectEqual(untagged.lanes, 2)
        expectEqual(untagged.turnLanes, nil)
    }
}
