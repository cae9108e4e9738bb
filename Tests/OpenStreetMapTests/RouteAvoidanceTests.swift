import Expectations
import Foundation
import OpenStreetMap
import Testing

/// Toll and highway preferences: avoided roads count `RouteAvoidance.penalty` times longer.
@Suite struct RouteAvoidanceTests {
    static let router = Result { RoadRouter(graph: try RoadGraphTests.graph.get()) }
    static let portHercule = Coordinate(latitude: 43.7347, longitude: 7.4206)
    /// Above Cap-d'Ail, west of Monaco: the fastest way there from the port climbs to the A8 motorway.
    static let capDAil = Coordinate(latitude: 43.758, longitude: 7.38)

    func length(of route: RoadRoute, on graph: RoadGraph, where avoided: RouteAvoidance) -> Double {
        route.edges.reduce(0) { total, edge in
            let road = graph.roads[Int(graph.edges[Int(edge)].road)]
            return avoided.avoids(road) ? total + graph.edges[Int(edge)].length : total
        }
    }

    @Test func avoidingHighwaysKeepsOffTheMotorwayWhereAnotherWayExists() throws {
        let router = try Self.router.get()
        let fastest = try require(router.routes(from: Self.portHercule, to: Self.capDAil).first)
        expectGreater(length(of: fastest, on: router.graph, where: .highways), 2000)
        let avoiding = try require(router.routes(from: Self.portHercule, to: Self.capDAil, avoiding: .highways).first)
        expectEqual(length(of: avoiding, on: router.graph, where: .highways), 0)
        expectGreater(avoiding.duration, fastest.duration)
        // Avoiding tolls alone changes nothing where the route has no toll road.
        let tolls = try require(router.routes(from: Self.portHercule, to: Self.capDAil, avoiding: .tolls).first)
        expectTrue(length(of: fastest, on: router.graph, where: .tolls) > 0 || tolls.edges == fastest.edges)
    }

    @Test func aTripThatCannotDoWithoutTheRoadStillHasARoute() throws {
        let router = try Self.router.get()
        // A start on the highway itself (where the fastest route to Cap-d'Ail drives it): the route must use it.
        let graph = router.graph
        let fastest = try require(router.routes(from: Self.portHercule, to: Self.capDAil).first)
        let onMotorway = try require(
            fastest.edges.first { RouteAvoidance.highways.avoids(graph.roads[Int(graph.edges[Int($0)].road)]) })
        let start = graph.vertices[Int(graph.edges[Int(onMotorway)].to)].coordinate
        let routes = router.routes(from: start, to: Self.capDAil, avoiding: [.highways, .tolls])
        let route = try require(routes.first)
        expectGreater(length(of: route, on: graph, where: .highways), 0)
    }

    @Test func whichRoadsAreAvoided() {
        expectTrue(RouteAvoidance.highways.rawValue == 2 && RouteAvoidance.tolls.rawValue == 1)
        expectGreater(RouteAvoidance.penalty, 1)
    }
}
