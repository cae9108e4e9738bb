import Expectations
import Foundation
import Testing

@testable import OpenStreetMap

/// The router's hierarchy for city-sized maps (issue 21): its times are exactly the least times of the graph without
/// turn costs, and routes found with it are the routes found without it.
@Suite struct RoadHierarchyTests {
    static let monaco = Result { () throws -> (RoadGraph, RoadHierarchy) in
        let graph = try RoadGraphTests.graph.get()
        return (graph, RoadHierarchy(graph: graph))
    }

    /// A street grid of `size` × `size` junctions 100 m apart, as scripts/make-grid.py writes one (a secondary road
    /// every 4th street, a primary one every 12th), with a one-way street and a no-left-turn restriction.
    static func grid(size: Int) -> RoadGraph {
        let step = 100 / 111_195.0
        var nodes: [OSMNode] = []
        func id(_ row: Int, _ column: Int) -> Int64 { Int64(row * size + column + 1) }
        for row in 0..<size {
            for column in 0..<size {
                nodes.append(
                    OSMNode(
                        id: id(row, column), latitude: 45 + step * Double(row),
                        longitude: 5 + step * 1.41 * Double(column)))
            }
        }
        func tags(_ index: Int) -> OSMTags {
            if index % 12 == 0 { return ["highway": "primary", "maxspeed": "70"] }
            if index % 4 == 0 { return ["highway": "secondary"] }
            return index == 5 ? ["highway": "residential", "oneway": "yes"] : ["highway": "residential"]
        }
        var ways: [OSMWay] = []
        for row in 0..<size {
            ways.append(OSMWay(id: Int64(row + 1), nodeIDs: (0..<size).map { id(row, $0) }, tags: tags(row)))
        }
        for column in 0..<size {
            ways.append(
                OSMWay(id: Int64(size + column + 1), nodeIDs: (0..<size).map { id($0, column) }, tags: tags(column)))
        }
        let restriction = OSMRelation(
            id: 1,
            members: [
                OSMRelation.Member(type: .way, id: 13, role: "from"),
                OSMRelation.Member(type: .node, id: id(12, 12), role: "via"),
                OSMRelation.Member(type: .way, id: Int64(size + 13), role: "to"),
            ],
            tags: ["type": "restriction", "restriction": "no_left_turn"])
        return RoadGraph(extract: OSMExtract(nodes: nodes, ways: ways, relations: [restriction]))
    }

    /// The least times from every vertex to `target` in the graph without turn costs: Dijkstra backwards.
    static func timesTo(_ target: Int32, in graph: RoadGraph) -> [Double] {
        var incoming = [[(from: Int32, time: Double)]](repeating: [], count: graph.vertices.count)
        for edge in graph.edges { incoming[Int(edge.to)].append((edge.from, edge.duration)) }
        var times = [Double](repeating: .infinity, count: graph.vertices.count)
        var queue = MinHeap<Int32>()
        times[Int(target)] = 0
        queue.push(target, priority: 0)
        while let (vertex, reached) = queue.pop() {
            guard reached <= times[Int(vertex)] else { continue }
            for arc in incoming[Int(vertex)] where reached + arc.time < times[Int(arc.from)] {
                times[Int(arc.from)] = reached + arc.time
                queue.push(arc.from, priority: reached + arc.time)
            }
        }
        return times
    }

    /// A deterministic spread of `count` indexes below `bound`.
    static func spread(_ count: Int, below bound: Int, seed: Int) -> [Int] {
        (0..<count).map { (seed + $0 * 7_919) % bound }
    }

    @Test(arguments: ["Monaco", "grid"])
    func theEstimateIsTheLeastTimeWithoutTurns(map: String) throws {
        let (graph, hierarchy) =
            map == "Monaco"
            ? try Self.monaco.get()
            : {
                let g = Self.grid(size: 30); return (g, RoadHierarchy(graph: g))
            }()
        // Every arc is an edge's (one per pair of vertices) or a shortcut's: a shortcut that only lowered an arc is
        // not counted again.
        struct Pair: Hashable { let from, to: Int32 }
        let pairs = Set(graph.edges.lazy.filter { $0.from != $0.to }.map { Pair(from: $0.from, to: $0.to) })
        expectGreater(hierarchy.shortcutCount, 0)
        expectEqual(hierarchy.arcCount, pairs.count + hierarchy.shortcutCount)
        let potential = HierarchyPotential(hierarchy: hierarchy)
        for target in Self.spread(6, below: graph.vertices.count, seed: 17) {
            let times = Self.timesTo(Int32(target), in: graph)
            potential.begin(targets: [Int32(target)])
            for vertex in Self.spread(300, below: graph.vertices.count, seed: target) {
                let estimate = potential.estimate(Int32(vertex))
                let exact = times[vertex]
                if exact.isInfinite {
                    expectTrue(estimate.isInfinite, "vertex \(vertex) → \(target)")
                } else {
                    // Never more than the least time (a lower bound), and within the rounding of its arcs to Float.
                    expectTrue(
                        estimate <= exact + 1e-9 && estimate >= exact * (1 - 1e-5) - 1e-3, "\(vertex) → \(target)")
                }
            }
        }
    }

    @Test func routesWithTheHierarchyAreTheRoutesWithout() throws {
        let (monaco, monacoHierarchy) = try Self.monaco.get()
        let grid = Self.grid(size: 30)
        let cases: [(RoadGraph, RoadHierarchy, [(Coordinate, Coordinate)])] = [
            (monaco, monacoHierarchy, RoadGraphTests.pairs),
            (
                grid, RoadHierarchy(graph: grid),
                zip(
                    Self.spread(20, below: grid.vertices.count, seed: 3),
                    Self.spread(20, below: grid.vertices.count, seed: 500)
                )
                .map { (grid.vertices[$0].coordinate, grid.vertices[$1].coordinate) }
            ),
        ]
        for (graph, hierarchy, pairs) in cases {
            let plain = RoadRouter(graph: graph, hierarchy: .none)
            let estimated = RoadRouter(graph: graph, hierarchy: .given(hierarchy))
            expectTrue(plain.hierarchy == nil && estimated.hierarchy === hierarchy)
            // The fastest route (alternatives are found another way with a hierarchy: AlternativeRouteTests).
            for (origin, destination) in pairs {
                let without = plain.routes(from: origin, to: destination)
                let with = estimated.routes(from: origin, to: destination)
                expectEqual(with.count, without.count, "\(origin) → \(destination)")
                for (a, b) in zip(with, without) {
                    expectLess(abs(a.duration - b.duration), 1e-6, "\(origin) → \(destination)")
                }
            }
        }
    }

    @Test func aRouterBuildsItsHierarchyOnAThreadOfItsOwn() throws {
        let grid = Self.grid(size: 12)
        let router = RoadRouter(graph: grid, hierarchy: .background)
        let built = try require(router.hierarchyWhenBuilt())
        expectTrue(router.hierarchy === built && built.vertexCount == grid.vertices.count)
        expectEqual(RoadRouter(graph: grid, hierarchy: .none).hierarchyWhenBuilt(), nil)
    }

    @Test func aGraphsRoutersShareOneHierarchyBuiltAtOnceForASmallMap() throws {
        let grid = Self.grid(size: 12)
        expectLess(grid.vertices.count, RoadHierarchy.backgroundVertexCount)
        let first = RoadRouter(graph: grid)
        let hierarchy = try require(first.hierarchy, "built when the first router is made")
        expectTrue(RoadRouter(graph: grid).hierarchy === hierarchy)
        let copy = grid
        expectTrue(RoadRouter(graph: copy).hierarchy === hierarchy, "copies of a graph share it")
        expectTrue(RoadRouter(graph: Self.grid(size: 12)).hierarchy !== hierarchy, "another graph has its own")
    }

    @Test func theWorkingGraphKeepsEachVertexsArcsThroughMovesAndCompaction() {
        // Enough arcs that blocks move and the pool is compacted (beyond 4,096 entries), checked against an array
        // per vertex after every step.
        var lists = ArcLists(vertexCount: 300)
        var model = [[HierarchyArc]](repeating: [], count: 300)
        var state: UInt64 = 21
        var firstWrongStep: Int?
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for step in 0..<20_000 {
            let v = next(300)
            switch next(10) {
            case 0..<6:
                let arc = HierarchyArc(node: Int32(next(300)), time: Float(step))
                lists.append(arc, to: v)
                model[v].append(arc)
            case 6..<9:
                guard let node = model[v].first?.node else { continue }
                lists.remove(node, from: v)
                let index = model[v].firstIndex { $0.node == node }!
                model[v][index] = model[v].last!
                model[v].removeLast()
            default:
                lists.removeAll(of: v)
                model[v] = []
            }
            if firstWrongStep == nil, lists.arcs(of: v).map(\.time) != model[v].map(\.time) { firstWrongStep = step }
        }
        expectEqual(firstWrongStep, nil)
        expectTrue((0..<300).allSatisfy { lists.arcs(of: $0).map(\.time) == model[$0].map(\.time) })
        expectTrue(lists.pool.count < 3 * model.reduce(0) { $0 + $1.count } + 4_096, "the pool is compacted")
    }
}
