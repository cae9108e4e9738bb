import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// A large graph's searches keep what they reach in a table of the edges reached (`SparseEdgeTable`), not per edge:
/// the table holds what was set through its growth and forgets it at each new search, and routes (with alternatives)
/// are the routes a space per edge finds.
@Suite struct SparseSearchTests {
    @Test func theTableKeepsWhatASearchReachedThroughItsGrowthAndForgetsItAtTheNext() {
        let table = SparseEdgeTable(bits: 4)
        // Edges spread over a large graph's range, each set twice (the second value counts).
        let edges = (0..<5_000).map { ($0 &* 7_919) % 4_000_000 }
        for edge in edges { table.set(edge, cost: 1, previous: 0) }
        for (index, edge) in edges.enumerated() { table.set(edge, cost: Double(index), previous: Int32(index % 97)) }
        expectEqual(table.count, edges.count)
        expectTrue(table.capacity >= 2 * edges.count)
        for (index, edge) in edges.enumerated() {
            let entry = table.entry(edge)
            expectTrue(entry?.cost == Double(index) && entry?.previous == Int32(index % 97), "edge \(edge)")
        }
        expectEqual(table.entry(3_999_999), nil)
        table.clear()
        expectEqual(table.count, 0)
        expectTrue(edges.allSatisfy { table.entry($0) == nil })
        // The next search's entries, in slots the last one used.
        table.set(edges[10], cost: 5, previous: 3)
        expectTrue(table.entry(edges[10])?.cost == 5 && table.entry(edges[11]) == nil)
    }

    @Test func aTableGrownForOneLargeSearchGivesItsRoomBackAfterASmallOne() {
        let table = SparseEdgeTable()
        for edge in 0..<100_000 { table.set(edge * 3, cost: Double(edge), previous: -1) }
        let grown = table.capacity
        expectGreater(grown, SparseEdgeTable.keptSlots)
        table.clear()  // after the large search: its room is kept for the next
        expectEqual(table.capacity, grown)
        for edge in 0..<50 { table.set(edge, cost: 1, previous: -1) }
        table.clear()  // after a small one: given back
        expectLessOrEqual(table.capacity, SparseEdgeTable.keptSlots)
        table.set(7, cost: 2, previous: 1)
        expectTrue(table.entry(7)?.cost == 2 && table.entry(300) == nil && table.count == 1)
    }

    @Test func routesThroughATableAreTheRoutesThroughSpacesPerEdge() throws {
        let graph = try RoadGraphTests.graph.get()
        expectLessOrEqual(graph.edges.count, RouteSearchSpace.sparseAbove, "Monaco's spaces are per edge")
        let perEdge = RoadRouter(graph: graph, hierarchy: .automatic, sparseSearch: false)
        let reached = RoadRouter(graph: graph, hierarchy: .automatic, sparseSearch: true)
        for (origin, destination) in RoadGraphTests.pairs {
            for alternatives in [0, 2] {
                let expected = perEdge.routes(from: origin, to: destination, alternatives: alternatives)
                let found = reached.routes(from: origin, to: destination, alternatives: alternatives)
                expectEqual(found.map(\.edges), expected.map(\.edges), "\(origin) → \(destination), \(alternatives)")
            }
        }
        // Without a hierarchy (the straight-line estimate, alternatives by penalties) as well.
        let plainPerEdge = RoadRouter(graph: graph, hierarchy: .none, sparseSearch: false)
        let plainReached = RoadRouter(graph: graph, hierarchy: .none, sparseSearch: true)
        for (origin, destination) in RoadGraphTests.pairs.prefix(5) {
            let expected = plainPerEdge.routes(from: origin, to: destination, alternatives: 2)
            let found = plainReached.routes(from: origin, to: destination, alternatives: 2)
            expectEqual(found.map(\.edges), expected.map(\.edges), "\(origin) → \(destination)")
        }
    }
}
