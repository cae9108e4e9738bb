import Foundation
import Testing

@testable import OpenStreetMap

/// Roundabout exits counted as a driver sees them: the roads a car may leave by, in driving order from the entry.
/// (Valhalla 3.9.1 says "take the 2nd exit" for all three of these; see docs/DECISIONS.md.)
@Suite struct RoundaboutExitTests {
    /// On Boulevard Charles III, just before Place d'Armes.
    static let charlesIII = Coordinate(latitude: 43.732348, longitude: 7.41891)

    @Test(arguments: [
        (Coordinate(latitude: 43.7308, longitude: 7.4230), 1, "Avenue de la Porte Neuve"),
        (Coordinate(latitude: 43.7347, longitude: 7.4206), 2, "Avenue du Port"),
        (Coordinate(latitude: 43.7360, longitude: 7.4185), 3, "Avenue Prince Pierre"),
    ])
    func placeDArmesFromBoulevardCharlesIII(destination: Coordinate, exit: Int, road: String) throws {
        let router = RoadRouter(graph: try RoadGraphTests.graph.get())
        let route = try #require(router.routes(from: Self.charlesIII, to: destination).first)
        let entry = try #require(route.maneuvers.first { $0.kind == .roundabout })
        #expect(entry.roundaboutExit == exit)
        #expect(entry.roadName == road)
        #expect(entry.instruction == "At the roundabout, take the \(ManeuverBuilder.ordinal(exit)) exit onto \(road)")
        // One instruction for the roundabout: the next one is the next road's, not "Exit the roundabout".
        #expect(route.maneuvers.filter { $0.instruction.contains("roundabout") }.count == 1)
    }

    /// On the slip road into the roundabout at the motorway junction west of Monaco (43.7473, 7.3845), where the
    /// ramp to the motorway and a lane to the hills part at one point of the ring: the lane is the first exit and the
    /// road east the second, as OSRM counts (each road counted apart made it the third in 15 of 300 trips).
    static let slipRoad = Coordinate(latitude: 43.747523, longitude: 7.383902)

    @Test(arguments: [
        (Coordinate(latitude: 43.745850, longitude: 7.380400), 1),
        (Coordinate(latitude: 43.747460, longitude: 7.385690), 2),
    ])
    func roadsPartingAtOnePointOfTheRingShareItsNumber(destination: Coordinate, exit: Int) throws {
        let router = RoadRouter(graph: try RoadGraphTests.graph.get())
        let route = try #require(router.routes(from: Self.slipRoad, to: destination).first)
        let entry = try #require(route.maneuvers.first { $0.kind == .roundabout })
        #expect(entry.roundaboutExit == exit)
    }

    /// A road leaving the ring where the route enters it (the roundabout at 43.728131, 7.412033, entered from the
    /// north on the way down to Fontvieille: a road west parts at the entry point) is the first exit, as OSRM counts
    /// it, so the road south about 13 m on is the second (the first without the entry's road, in 2 of 300 trips).
    @Test func aRoadLeavingWhereTheRouteEntersIsTheFirstExit() throws {
        let router = RoadRouter(graph: try RoadGraphTests.graph.get())
        let route = try #require(
            router.routes(
                from: Coordinate(latitude: 43.749325, longitude: 7.428878),
                to: Coordinate(latitude: 43.722835, longitude: 7.362490)
            ).first)
        let entry = try #require(
            route.maneuvers.first {
                $0.kind == .roundabout
                    && $0.coordinate.distance(to: Coordinate(latitude: 43.728131, longitude: 7.412033)) < 15
            })
        #expect(entry.roundaboutExit == 2)
        #expect(entry.roadName == "Avenue du 3 Septembre")
    }
}
