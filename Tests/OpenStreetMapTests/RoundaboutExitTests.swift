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
}
