import Foundation

/// Alternative routes: at most 40 % longer than the fastest and sharing at most three quarters of their length with
/// each route chosen before. With a hierarchy, through via vertices (`HierarchyViaSearch`): a few searches, each
/// as fast as the fastest route's; without one, by the penalty method (each route found makes its edges 1.6 times
/// slower for the next search), whose searches the hierarchy cannot bound (its times are the unpenalised ones).
extension RoadRouter {
    /// Where a request's searches start and end: the origin's edges, the destination's, the edge driven before the
    /// seeds when both ends are on one segment, and the destination itself.
    struct Search {
        var seeds: [Int32]
        var goals: [Int32]
        var prefix: [Int32]
        var destination: Coordinate
    }

    /// An alternative takes at most this many times the fastest route's duration.
    static let alternativeStretch = 1.4
    /// And shares at most this share of its length with each route chosen before it.
    static let alternativeSharing = 0.75
    /// Via vertices tried (two searches each) per alternative asked for, at most.
    static let viaAttempts = 3
    /// Via vertices looked at, the shortest ways first.
    static let viaCandidates = 150
    /// The edges the penalty method's searches may settle after via vertices (a small map's hierarchy meets at few):
    /// four times the fastest route's search and 20,000 more, so a city's long route stays within tens of
    /// milliseconds and a town's (Monaco's searches settle tens to hundreds of edges) finds what penalties find.
    static func penaltyBudget(fastestSettled: Int) -> Int { 4 * fastestSettled + 20_000 }

    /// What `judge` says of a candidate.
    enum Verdict {
        case accepted
        case tooLong
        case tooClose
    }

    /// Whether `candidate` (a route's edges) may join `found` as an alternative.
    func judge(_ candidate: [Int32], against found: [RoadRoute]) -> Verdict {
        let duration = candidate.reduce(0) { $0 + graph.edges[Int($1)].duration }
        let length = candidate.reduce(0) { $0 + graph.edges[Int($1)].length }
        guard duration <= Self.alternativeStretch * found[0].duration, length > 0 else { return .tooLong }
        let distinct = found.allSatisfy { route in
            let shared = Set(route.edges)
            let overlap = candidate.filter { shared.contains($0) }.reduce(0) { $0 + graph.edges[Int($1)].length }
            return overlap <= Self.alternativeSharing * length
        }
        return distinct ? .accepted : .tooClose
    }

    /// Up to `limit` alternatives in all to the fastest route (`found[0]`, with those found another way after it) by
    /// the penalty method, its searches settling at most `budget` edges in all.
    func penaltyAlternatives(
        to routes: [RoadRoute], limit: Int, search: Search, budget: Int = .max, in space: RouteSearchSpace
    ) -> [RoadRoute] {
        var found = routes
        var attempts = 0
        var spent = 0
        // Every route found counts as slower for the first search; then the last one found, again, for each next.
        var penalised = found.dropLast()
        while found.count < limit + 1, attempts < 4 * (limit + 1), spent < budget {
            attempts += 1
            for route in penalised + [found.last!] {
                for edge in route.edges { space.setPenalty(Int(edge), space.penalty(Int(edge)) * 1.6) }
            }
            penalised = []
            let edges = searchEdges(from: search.seeds, to: .edges(search.goals), budget: budget - spent, in: space)
            spent += space.settled
            guard let edges else { break }
            // A penalised route may loop round a block to leave a penalised road: the loop is cut out.
            guard let candidate = withoutLoops(search.prefix + edges) else { continue }
            switch judge(candidate, against: found) {
            case .accepted: found.append(RoadRoute(graph: graph, edges: candidate, destination: search.destination))
            case .tooClose: continue
            case .tooLong: return found
            }
        }
        return found
    }

    /// Up to `limit` alternatives to the fastest route (`found[0]`) through via vertices of `hierarchy`: the ways
    /// through them in the lower-bound graph are ranked by time and by what they share with the routes chosen (the
    /// least shared of the short ones first), and the route through the best is driven with turns and restrictions (a
    /// search to the via vertex and one on from the edge that reached it), then judged as every alternative is.
    func viaAlternatives(
        to fastest: [RoadRoute], limit: Int, search: Search, hierarchy: RoadHierarchy, in space: RouteSearchSpace
    ) -> [RoadRoute] {
        var found = fastest
        let starts = search.seeds.map {
            (vertex: graph.edges[Int($0)].to, time: graph.edges[Int($0)].duration * space.penalty(Int($0)))
        }
        var via = HierarchyViaSearch(
            hierarchy: hierarchy, starts: starts, ends: search.goals.map { graph.edges[Int($0)].from })
        let shortest = via.shortest
        // The vertices of every route driven so far: a via vertex on one of them leads to that route again.
        var driven = Set(fastest[0].edges.map { graph.edges[Int($0)].to })
        var chosen = [Self.vertexPairs(of: fastest[0], in: graph)]
        // The candidates, shortest first; each unpacked when first looked at, with the most it shares with the
        // chosen routes it was compared with so far.
        var candidates = via.meetings(
            stretch: Self.alternativeStretch, limit: Self.viaCandidates, excluding: { driven.contains($0) }
        ).map { (meeting: $0, vertices: [Int32]?.none, shared: 0.0, compared: 0) }
        var attempts = 0
        while found.count < limit + 1, attempts < Self.viaAttempts * limit {
            // The candidate with the least time over the shortest plus sharing, among those sharing at most the limit
            // with each chosen route: looked at in order of time until time alone cannot beat the best.
            var best: (index: Int, score: Double)?
            for index in candidates.indices {
                let ratio = candidates[index].meeting.time / shortest
                if let best, ratio >= best.score { break }
                guard candidates[index].compared >= 0, !driven.contains(candidates[index].meeting.via) else { continue }
                if candidates[index].vertices == nil {
                    guard let vertices = via.vertices(through: candidates[index].meeting.via),
                        !Self.revisits(vertices)
                    else {
                        candidates[index].compared = -1  // a way out to the via vertex and back: never an alternative
                        continue
                    }
                    candidates[index].vertices = vertices
                }
                let vertices = candidates[index].vertices ?? []
                for steps in chosen[candidates[index].compared...] {
                    candidates[index].shared = max(candidates[index].shared, Self.sharing(of: vertices, with: steps))
                }
                candidates[index].compared = chosen.count
                guard candidates[index].shared <= Self.alternativeSharing else { continue }
                let score = ratio + candidates[index].shared
                if best.map({ score < $0.score }) ?? true { best = (index, score) }
            }
            guard let pick = best else { break }
            let candidate = candidates[pick.index].meeting
            candidates[pick.index].compared = -1
            attempts += 1
            guard let edges = route(through: candidate.via, search: search, in: space) else { continue }
            driven.formUnion(edges.lazy.map { graph.edges[Int($0)].to })
            guard judge(edges, against: found) == .accepted else { continue }
            let route = RoadRoute(graph: graph, edges: edges, destination: search.destination)
            found.append(route)
            chosen.append(Self.vertexPairs(of: route, in: graph))
        }
        return found
    }

    /// The fastest route from the search's seeds to `via` and on to its goals (turning at `via` as anywhere else),
    /// loops cut out; nil when there is none.
    private func route(through via: Int32, search: Search, in space: RouteSearchSpace) -> [Int32]? {
        guard let there = searchEdges(from: search.seeds, to: .vertex(via), in: space), let last = there.last,
            let on = searchEdges(from: [last], to: .edges(search.goals), in: space)
        else { return nil }
        return withoutLoops(search.prefix + there + on.dropFirst())
    }

    /// The route with every loop cut out (a way out to the via vertex and back passes a vertex twice: the route goes
    /// on from that vertex the second way), nil when a turn where a loop is cut is not allowed.
    func withoutLoops(_ edges: [Int32]) -> [Int32]? {
        var kept: [Int32] = []
        var leaving: [Int32: Int] = [:]  // each vertex the route leaves, at which of the kept edges
        for edge in edges {
            let next = graph.edges[Int(edge)]
            if let index = leaving[next.from] {
                for cut in kept[index...] { leaving[graph.edges[Int(cut)].from] = nil }
                kept.removeSubrange(index...)
                if let last = kept.last {
                    let into = graph.edges[Int(last)]
                    let isUTurn = next.to == into.from && next.road == into.road
                    guard !isUTurn, graph.allowsTurn(from: into.road, via: next.from, to: next.road) else { return nil }
                }
            }
            leaving[next.from] = kept.count
            kept.append(edge)
        }
        return kept
    }

    /// Whether a way passes a vertex twice.
    static func revisits(_ vertices: [Int32]) -> Bool {
        var seen = Set<Int32>(minimumCapacity: vertices.count)
        return !vertices.allSatisfy { seen.insert($0).inserted }
    }

    /// The route's steps as ordered vertex pairs, for `sharing(of:with:)`.
    static func vertexPairs(of route: RoadRoute, in graph: RoadGraph) -> Set<VertexPair> {
        Set(route.edges.map { VertexPair(from: graph.edges[Int($0)].from, to: graph.edges[Int($0)].to) })
    }

    /// A step from one vertex to the next.
    struct VertexPair: Hashable {
        var from: Int32
        var to: Int32
    }

    /// About the share of a way's steps (consecutive vertices) that are steps of a route: every third step looked
    /// at (a ranking needs no more; the route found is judged exactly). A hierarchy's way's steps are the graph's
    /// edges, short and many: counted, not measured.
    static func sharing(of vertices: [Int32], with route: Set<VertexPair>) -> Double {
        guard vertices.count > 1 else { return 1 }
        var shared = 0
        var looked = 0
        for index in stride(from: 1, to: vertices.count, by: 3) {
            looked += 1
            if route.contains(VertexPair(from: vertices[index - 1], to: vertices[index])) { shared += 1 }
        }
        return Double(shared) / Double(looked)
    }
}
