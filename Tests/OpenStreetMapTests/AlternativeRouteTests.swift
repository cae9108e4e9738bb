import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// Alternative routes through the hierarchy's via vertices (issue 21: two alternatives on a city's map within 60 ms):
/// the hierarchy's ways unpack into the graph's edges with their times, and every alternative is a route a car may
/// drive, at most 40 % slower than the fastest and sharing at most three quarters of its length with each route
/// before it.
@Suite struct AlternativeRouteTests {
    static let grid: (RoadGraph, RoadHierarchy) = {
        let graph = RoadHierarchyTests.grid(size: 40)
        return (graph, RoadHierarchy(graph: graph))
    }()

    /// The least time of the graph's edges from each vertex to the next, keyed by the pair.
    static func edgeTimes(_ graph: RoadGraph) -> [Int64: Double] {
        var times: [Int64: Double] = [:]
        for edge in graph.edges where edge.from != edge.to {
            let key = Int64(edge.from) << 32 | Int64(edge.to)
            times[key] = min(times[key] ?? .infinity, edge.duration)
        }
        return times
    }

    @Test(arguments: ["Monaco", "grid"])
    func aWayThroughAViaVertexUnpacksIntoTheGraphsEdges(map: String) throws {
        let (graph, hierarchy) = map == "Monaco" ? try RoadHierarchyTests.monaco.get() : Self.grid
        let times = Self.edgeTimes(graph)
        var checked = 0
        for (source, target) in zip(
            RoadHierarchyTests.spread(6, below: graph.vertices.count, seed: 11),
            RoadHierarchyTests.spread(6, below: graph.vertices.count, seed: 4_001))
        {
            let exact = RoadHierarchyTests.timesTo(Int32(target), in: graph)[source]
            guard exact.isFinite, source != target else { continue }
            var search = HierarchyViaSearch(hierarchy: hierarchy, starts: [(Int32(source), 0)], ends: [Int32(target)])
            // The searches meet at the least time (within the rounding of the arcs to Float).
            expectTrue(abs(search.shortest - exact) <= exact * 1e-5 + 1e-3, "\(source) → \(target)")
            let candidates = search.candidates(stretch: 1.4, limit: 30)
            expectTrue(!candidates.isEmpty)
            expectEqual(candidates.map(\.time), candidates.map(\.time).sorted())
            for candidate in candidates {
                expectTrue(candidate.time <= 1.4 * search.shortest + 1e-6)
                expectTrue(candidate.vertices.first == Int32(source) && candidate.vertices.last == Int32(target))
                expectTrue(candidate.vertices.contains(candidate.via))
                // Each step is an edge of the graph, and the steps' least times add up to the way's time.
                var total = 0.0
                for (a, b) in zip(candidate.vertices, candidate.vertices.dropFirst()) {
                    let time = try require(times[Int64(a) << 32 | Int64(b)], "no edge \(a) → \(b)")
                    total += time
                }
                expectTrue(abs(total - candidate.time) <= total * 1e-5 + 1e-3, "via \(candidate.via)")
                checked += 1
            }
        }
        expectGreater(checked, 10)
    }

    /// Every alternative: edges that follow one another, turns the graph allows, no vertex twice, at most 40 % slower
    /// than the fastest, at most three quarters of its length on each route before it.
    static func expectDrivable(_ routes: [RoadRoute], in graph: RoadGraph, _ trip: String) {
        guard let fastest = routes.first else { return }
        for (index, route) in routes.enumerated().dropFirst() {
            expectTrue(route.duration <= 1.4 * fastest.duration + 1e-6, "\(trip): alternative \(index)")
            var vertices: Set<Int32> = []
            for (a, b) in zip(route.edges, route.edges.dropFirst()) {
                let into = graph.edges[Int(a)]
                let out = graph.edges[Int(b)]
                expectEqual(into.to, out.from, "\(trip): alternative \(index) jumps")
                expectTrue(graph.allowsTurn(from: into.road, via: into.to, to: out.road), "\(trip): a forbidden turn")
                expectTrue(vertices.insert(into.from).inserted, "\(trip): alternative \(index) passes a vertex twice")
            }
            let length = route.edges.reduce(0) { $0 + graph.edges[Int($1)].length }
            for before in routes[..<index] {
                let shared = Set(before.edges)
                let overlap = route.edges.filter { shared.contains($0) }.reduce(0) { $0 + graph.edges[Int($1)].length }
                expectTrue(overlap <= 0.75 * length + 1e-6, "\(trip): alternative \(index) is the same route")
            }
        }
    }

    @Test func alternativesOnAGridAreDrivableAndDistinct() throws {
        let (graph, hierarchy) = Self.grid
        let router = RoadRouter(graph: graph, hierarchy: .given(hierarchy))
        let plain = RoadRouter(graph: graph, hierarchy: .none)
        var withTwo = 0
        var trips = 0
        for (from, to) in zip(
            RoadHierarchyTests.spread(20, below: graph.vertices.count, seed: 3),
            RoadHierarchyTests.spread(20, below: graph.vertices.count, seed: 900))
        {
            let origin = graph.vertices[from].coordinate
            let destination = graph.vertices[to].coordinate
            guard origin.distance(to: destination) > 1_000 else { continue }
            trips += 1
            let routes = router.routes(from: origin, to: destination, alternatives: 2)
            let fastest = try require(plain.routes(from: origin, to: destination).first)
            // The fastest comes first, as without alternatives.
            expectLess(abs((routes.first?.duration ?? 0) - fastest.duration), 1e-6)
            expectLessOrEqual(routes.count, 3)
            Self.expectDrivable(routes, in: graph, "\(from) → \(to)")
            if routes.count == 3 { withTwo += 1 }
        }
        // A grid has parallel streets everywhere: two alternatives for nearly every trip.
        expectGreaterOrEqual(trips, 15)
        expectTrue(withTwo >= trips * 3 / 4, "\(withTwo) of \(trips) trips with two alternatives")
    }

    @Test func alternativesAcrossMonacoAreDrivableAndDistinct() throws {
        let graph = try RoadGraphTests.graph.get()
        let router = RoadRouter(graph: graph)
        expectNotEqual(router.hierarchy, nil)
        var withAlternatives = 0
        for (from, to) in RoadGraphTests.pairs {
            let routes = router.routes(from: from, to: to, alternatives: 2)
            Self.expectDrivable(routes, in: graph, "\(from) → \(to)")
            if routes.count > 1 { withAlternatives += 1 }
        }
        expectTrue(withAlternatives >= RoadGraphTests.pairs.count / 3, "\(withAlternatives) trips with alternatives")
    }
}
