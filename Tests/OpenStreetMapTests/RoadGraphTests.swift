import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The road graph and the router on the Monaco extract.
@Suite struct RoadGraphTests {
    static let graph = Result { RoadGraph(extract: try PBFReaderTests.monaco.get()) }
    static let portHercule = Coordinate(latitude: 43.7347, longitude: 7.4206)
    static let casino = Coordinate(latitude: 43.7394, longitude: 7.4281)

    /// Fixed pairs of points across Monaco (a deterministic spread, not random).
    static var pairs: [(Coordinate, Coordinate)] {
        let points: [Coordinate] = (0..<12).map { (index: Int) -> Coordinate in
            let row = Double((index * 7) % 12)
            let column = Double((index * 5) % 12)
            return Coordinate(latitude: 43.727 + 0.0015 * row, longitude: 7.410 + 0.0025 * column)
        }
        return zip(points, points.reversed()).map { ($0, $1) } + zip(points, points.dropFirst(3)).map { ($0, $1) }
    }

    @Test func onlyDrivableWaysInTheirDirections() throws {
        let graph = try Self.graph.get()
        let extract = try PBFReaderTests.monaco.get()
        expectTrue(graph.vertices.count > 10_000 && graph.edges.count > 20_000)
        expectTrue(graph.roads.allSatisfy { RoadClass(rawValue: $0.roadClass.rawValue) != nil })
        let footway = try require(extract.ways.first { $0.tags["highway"] == "footway" })
        expectTrue(!graph.roads.contains { $0.wayID == footway.id })
        func edges(of way: OSMWay) -> [RoadGraph.Edge] {
            guard let road = graph.roads.firstIndex(where: { $0.wayID == way.id }) else { return [] }
            return graph.edges.filter { $0.road == Int32(road) }
        }
        let oneway = try require(extract.ways.first { $0.tags["oneway"] == "yes" && $0.tags["highway"] == "primary" })
        expectTrue(!edges(of: oneway).isEmpty && edges(of: oneway).allSatisfy(\.isForward))
        let reverse = try require(
            extract.ways.first { $0.tags["oneway"] == "-1" && RoadClass(rawValue: $0.tags["highway"] ?? "") != nil })
        expectTrue(!edges(of: reverse).isEmpty && edges(of: reverse).allSatisfy { !$0.isForward })
        let roundabout = try require(
            extract.ways.first { $0.tags["junction"] == "roundabout" && $0.tags["oneway"] == nil })
        expectTrue(!edges(of: roundabout).isEmpty && edges(of: roundabout).allSatisfy(\.isForward))
        let twoWay = try require(
            extract.ways.first {
                $0.tags["highway"] == "residential" && $0.tags["oneway"] == nil && $0.tags["junction"] == nil
            })
        expectEqual(Set(edges(of: twoWay).map(\.isForward)), [true, false])
    }

    @Test func speedsFromMaxspeedOrTheClass() {
        expectEqual(RoadClass.speed(maxspeed: "50"), 50)
        expectLess(abs((RoadClass.speed(maxspeed: "30 mph") ?? 0) - 48.28), 0.01)
        expectEqual(RoadClass.speed(maxspeed: "FR:urban"), 50)
        expectEqual(RoadClass.speed(maxspeed: "DE:rural"), 80)
        expectEqual(RoadClass.speed(maxspeed: "none"), 130)
        expectEqual(RoadClass.speed(maxspeed: "signals"), nil)
        expectEqual(RoadClass.speed(maxspeed: nil), nil)
        expectTrue(RoadClass.residential.defaultSpeed == 30 && RoadClass.motorway.defaultSpeed == 110)
        let closed = OSMWay(id: 1, nodeIDs: [1, 2], tags: ["highway": "residential", "access": "no"])
        let destination = OSMWay(id: 2, nodeIDs: [1, 2], tags: ["highway": "residential", "access": "destination"])
        let carsAllowed = OSMWay(
            id: 3, nodeIDs: [1, 2], tags: ["highway": "service", "motor_vehicle": "yes", "access": "no"])
        expectEqual(RoadGraph.road(for: closed), nil)
        // A private road is driven only by those it serves, as a destination-only one (a private service road or
        // track not at all), as OSRM's car profile routes it.
        let residentsOnly = OSMWay(id: 6, nodeIDs: [1, 2], tags: ["highway": "tertiary", "access": "private"])
        expectEqual(RoadGraph.road(for: residentsOnly)?.isDestinationOnly, true)
        for highway in ["service", "track"] {
            let way = OSMWay(id: 7, nodeIDs: [1, 2], tags: ["highway": highway, "motor_vehicle": "private"])
            expectEqual(RoadGraph.road(for: way), nil, "\(highway)")
        }
        expectNotEqual(RoadGraph.road(for: destination), nil)
        expectNotEqual(RoadGraph.road(for: carsAllowed), nil)
        let lanes = RoadGraph.road(for: OSMWay(id: 4, nodeIDs: [1, 2], tags: ["highway": "primary", "lanes": "3"]))
        expectTrue(lanes?.forwardLanes == 2 && lanes?.backwardLanes == 1)
        let oneway = RoadGraph.road(
            for: OSMWay(
                id: 5, nodeIDs: [1, 2],
                tags: ["highway": "primary", "lanes": "2", "oneway": "yes", "turn:lanes": "left|through"]))
        expectTrue(
            oneway?.forwardLanes == 2 && oneway?.backwardLanes == nil && oneway?.forwardTurnLanes == "left|through")
    }

    @Test func routesThePortToTheCasinoOnItsStreets() throws {
        let router = RoadRouter(graph: try Self.graph.get())
        let route = try require(router.routes(from: Self.portHercule, to: Self.casino).first)
        expectTrue((500...3_000).contains(route.distance))
        expectTrue(route.duration > 30 && route.duration < 600)
        expectEqual(route.maneuvers.first?.kind, .depart)
        expectEqual(route.maneuvers.last?.kind, .arrive)
        let names = Set(route.maneuvers.compactMap(\.roadName))
        expectTrue(names.contains("Avenue d'Ostende") || names.contains("Avenue de Monte-Carlo"))
        expectLess(abs(route.maneuvers.reduce(0) { $0 + $1.distance } - route.distance), 0.5)
        expectEqual(route.coordinates.count, route.edges.count + 1)
    }

    @Test func turnRestrictionsHoldOnEveryRoute() throws {
        let graph = try Self.graph.get()
        expectGreater(graph.restrictions.count, 10)
        let router = RoadRouter(graph: graph)
        var routed = 0
        for (from, to) in Self.pairs {
            guard let route = router.routes(from: from, to: to).first else { continue }
            routed += 1
            for (a, b) in zip(route.edges, route.edges.dropFirst()) {
                let first = graph.edges[Int(a)]
                let second = graph.edges[Int(b)]
                expectEqual(first.to, second.from)
                expectTrue(graph.allowsTurn(from: first.road, via: first.to, to: second.road))
            }
        }
        expectTrue(routed >= Self.pairs.count / 2)
        // Each restriction is what it says: a prohibited turn is refused, a mandatory one refuses the others.
        for restriction in graph.restrictions {
            switch restriction.kind {
            case .prohibited:
                expectTrue(!graph.allowsTurn(from: restriction.from, via: restriction.via, to: restriction.to))
            case .mandatory:
                expectTrue(graph.allowsTurn(from: restriction.from, via: restriction.via, to: restriction.to))
            }
        }
    }

    @Test func roundaboutsCountTheirExits() throws {
        let router = RoadRouter(graph: try Self.graph.get())
        var entries: [RouteManeuver] = []
        for (from, to) in Self.pairs {
            entries += router.routes(from: from, to: to).first?.maneuvers.filter { $0.kind == .roundabout } ?? []
        }
        expectTrue(!entries.isEmpty)
        for entry in entries {
            // A route that ends on the ring has no exit to take.
            guard let exit = entry.roundaboutExit else {
                expectEqual(entry.instruction, "Enter the roundabout")
                continue
            }
            expectGreaterOrEqual(exit, 1)
            expectTrue(entry.instruction.hasPrefix("At the roundabout, take the \(ManeuverBuilder.ordinal(exit)) exit"))
        }
    }

    /// By the penalty method (no hierarchy) and through via vertices (the hierarchy's; AlternativeRouteTests).
    @Test(arguments: [false, true])
    func alternativesDifferAndStayClose(hierarchy: Bool) throws {
        let router = RoadRouter(graph: try Self.graph.get(), hierarchy: hierarchy ? .automatic : .none)
        var withAlternatives = 0
        for (from, to) in Self.pairs {
            let routes = router.routes(from: from, to: to, alternatives: 2)
            expectLessOrEqual(routes.count, 3)
            guard let best = routes.first else { continue }
            if routes.count > 1 { withAlternatives += 1 }
            for other in routes.dropFirst() {
                expectTrue(other.duration <= 1.4 * best.duration + 0.001)
                expectNotEqual(other.edges, best.edges)
            }
        }
        expectGreater(withAlternatives, 0)
        expectTrue(router.routes(from: Self.portHercule, to: Coordinate(latitude: 48.85, longitude: 2.35)).isEmpty)
    }

    @Test func directionsAndWords() {
        expectEqual(RouteManeuver.Direction(angle: 5), .straight)
        expectEqual(RouteManeuver.Direction(angle: -30), .slightLeft)
        expectEqual(RouteManeuver.Direction(angle: 90), .right)
        expectEqual(RouteManeuver.Direction(angle: -150), .sharpLeft)
        expectTrue(
            ManeuverBuilder.ordinal(1) == "1st" && ManeuverBuilder.ordinal(2) == "2nd"
                && ManeuverBuilder.ordinal(11) == "11th")
        expectTrue(ManeuverBuilder.compass(0) == "north" && ManeuverBuilder.compass(100) == "east")
        expectLess(abs(bearingDifference(from: 350, to: 10) - 20), 1e-9)
        expectLess(abs(Self.portHercule.distance(to: Self.casino) - 800), 100)
    }
}
