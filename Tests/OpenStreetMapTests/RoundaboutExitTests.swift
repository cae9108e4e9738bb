import Expectations
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
        let route = try require(router.routes(from: Self.charlesIII, to: destination).first)
        let entry = try require(route.maneuvers.first { $0.kind == .roundabout })
        expectEqual(entry.roundaboutExit, exit)
        expectEqual(entry.roadName, road)
        expectEqual(entry.instruction, "At the roundabout, take the \(ManeuverBuilder.ordinal(exit)) exit onto \(road)")
        // One instruction for the roundabout: the next one is the next road's, not "Exit the roundabout".
        expectEqual(route.maneuvers.filter { $0.instruction.contains("roundabout") }.count, 1)
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
        let route = try require(router.routes(from: Self.slipRoad, to: destination).first)
        let entry = try require(route.maneuvers.first { $0.kind == .roundabout })
        expectEqual(entry.roundaboutExit, exit)
    }

    /// A road leaving the ring where the route enters it (the roundabout at 43.728131, 7.412033, entered from the
    /// north on the way down to Fontvieille: a road west parts at the entry point) is the first exit, as OSRM counts
    /// it, so the road south about 13 m on is the second (the first without the entry's road, in 2 of 300 trips).
    @Test func aRoadLeavingWhereTheRouteEntersIsTheFirstExit() throws {
        let router = RoadRouter(graph: try RoadGraphTests.graph.get())
        let route = try require(
            router.routes(
                from: Coordinate(latitude: 43.749325, longitude: 7.428878),
                to: Coordinate(latitude: 43.722835, longitude: 7.362490)
            ).first)
        let entry = try require(
            route.maneuvers.first {
                $0.kind == .roundabout
                    && $0.coordinate.distance(to: Coordinate(latitude: 43.728131, longitude: 7.412033)) < 15
            })
        expectEqual(entry.roundaboutExit, 2)
        expectEqual(entry.roadName, "Avenue du 3 Septembre")
    }

    /// A small roundabout drawn as OSRM's guidance tests draw theirs ("Roundabout With Service"): a ring of four
    /// nodes (north, west, south, east, driven that way round) with an arm at each, the south arm `southArm`'s class
    /// and the ring `ring`'s.
    static func smallRoundabout(ring: String = "primary", southArm: String = "service") -> RoadRouter {
        let (lat, lon, r) = (43.7300, 7.4000, 0.0002)
        let nodes = [
            OSMNode(id: 1, latitude: lat + r, longitude: lon), OSMNode(id: 2, latitude: lat, longitude: lon - r),
            OSMNode(id: 3, latitude: lat - r, longitude: lon), OSMNode(id: 4, latitude: lat, longitude: lon + r),
            OSMNode(id: 11, latitude: lat + 10 * r, longitude: lon),
            OSMNode(id: 12, latitude: lat, longitude: lon - 10 * r),
            OSMNode(id: 13, latitude: lat - 10 * r, longitude: lon),
            OSMNode(id: 14, latitude: lat, longitude: lon + 10 * r),
        ]
        let ways = [
            OSMWay(id: 1, nodeIDs: [1, 2, 3, 4, 1], tags: ["highway": ring, "junction": "roundabout"]),
            OSMWay(id: 2, nodeIDs: [11, 1], tags: ["highway": "primary", "name": "North"]),
            OSMWay(id: 3, nodeIDs: [2, 12], tags: ["highway": "primary", "name": "West"]),
            OSMWay(id: 4, nodeIDs: [3, 13], tags: ["highway": southArm, "name": "South"]),
            OSMWay(id: 5, nodeIDs: [4, 14], tags: ["highway": "primary", "name": "East"]),
        ]
        return RoadRouter(graph: RoadGraph(extract: OSMExtract(nodes: nodes, ways: ways)))
    }

    /// The exit number and road of the route from the north arm to a point `far` along the arm `toward`.
    static func exit(_ router: RoadRouter, toward: (Double, Double)) throws -> (Int?, String?) {
        let from = Coordinate(latitude: 43.7300 + 0.0015, longitude: 7.4000)
        let to = Coordinate(latitude: 43.7300 + toward.0 * 0.0015, longitude: 7.4000 + toward.1 * 0.0015)
        let route = try require(router.routes(from: from, to: to).first)
        let step = try require(route.maneuvers.first { $0.kind == .roundabout })
        return (step.roundaboutExit, step.roadName)
    }

    /// Issue 21: a driver passes a service road without counting it (as OSRM's guidance does: service roads and
    /// tracks "may be ignored"), but the service road taken is the next exit; on a ring that is itself a service
    /// road, its service exits count.
    @Test func aServiceRoadPassedIsNotCountedButTakenIsTheNextExit() throws {
        let router = Self.smallRoundabout()
        expectTrue(try Self.exit(router, toward: (0, -1)) == (1, "West"))
        expectTrue(
            try Self.exit(router, toward: (0, 1)) == (2, "East"), "the service road south is passed uncounted")
        expectTrue(try Self.exit(router, toward: (-1, 0)) == (2, "South"))
        let allPrimary = Self.smallRoundabout(southArm: "primary")
        expectTrue(try Self.exit(allPrimary, toward: (0, 1)) == (3, "East"))
        let serviceRing = Self.smallRoundabout(ring: "service")
        expectTrue(try Self.exit(serviceRing, toward: (0, 1)) == (3, "East"))
    }

    /// Rond-Point du Sporting on Avenue Princesse Grace: a private road into the Sporting leaves the ring before the
    /// avenue goes on. It is driven by those it serves only (a destination-only road), and a driver counts it, as
    /// OSRM does: the avenue is the second exit.
    @Test func aPrivateRoadLeavingTheRingIsCounted() throws {
        let router = RoadRouter(graph: try RoadGraphTests.graph.get())
        let route = try require(
            router.routes(
                from: Coordinate(latitude: 43.748845, longitude: 7.436623),
                to: Coordinate(latitude: 43.759458, longitude: 7.451167)
            ).first)
        let step = try require(route.maneuvers.first { $0.kind == .roundabout })
        expectEqual(step.roundaboutExit, 2)
        expectEqual(step.roadName, "Avenue Princesse Grace")
    }
}
