import Foundation

/// Shortest-time routes over a `RoadGraph`: A* over directed edges (so turn restrictions and turn costs apply at
/// every vertex), with up to two alternatives (through the hierarchy's via vertices, or by the penalty method without
/// one: `RoadRouter+Alternatives.swift`). The A* estimate is a straight line at the
/// graph's fastest speed, or on a city-sized map the times of a `RoadHierarchy` (exact in a graph without turn costs).
public struct RoadRouter: Sendable {
    public let graph: RoadGraph

    /// Where a router's `RoadHierarchy` comes from.
    public enum HierarchySource: Sendable {
        /// None: the estimate is a straight line at the graph's fastest speed.
        case none
        /// This hierarchy (built from the same graph).
        case given(RoadHierarchy)
        /// Built on a thread of its own; until it is ready, the router estimates by straight lines.
        case background
        /// The graph's own, shared by all its routers: built when the first of them is made, on a thread of its own
        /// for a graph of at least `RoadHierarchy.backgroundVertexCount` vertices (what the car's map uses).
        case automatic
    }

    /// The fastest travel speed of the graph's roads, for the A* estimate (it must never overestimate the time left):
    /// m/s. A bound of 130 km/h for every graph made the search look at more roads than it needs.
    private let fastest: Double
    /// The searches' per-edge state, kept from query to query.
    private let spaces: RouteSearchSpaces

    /// The hierarchy the searches estimate with, once there is one.
    private let hierarchySlot: HierarchySlot

    public init(graph: RoadGraph, hierarchy source: HierarchySource = .automatic) {
        self.init(graph: graph, hierarchy: source, sparseSearch: graph.edges.count > RouteSearchSpace.sparseAbove)
    }

    /// A router whose searches keep what they reach per edge of the graph, or (`sparseSearch`) in a table of the
    /// edges reached: what graphs above `RouteSearchSpace.sparseAbove` edges do (tests choose it on small ones).
    init(graph: RoadGraph, hierarchy source: HierarchySource, sparseSearch: Bool) {
        self.graph = graph
        fastest = (graph.roads.map(\.travelSpeed).max() ?? 130) / 3.6
        spaces = RouteSearchSpaces(edges: graph.edges.count, sparse: sparseSearch)
        switch source {
        case .none: hierarchySlot = HierarchySlot(nil)
        case .given(let hierarchy):
            precondition(hierarchy.vertexCount == graph.vertices.count, "a hierarchy of another graph")
            hierarchySlot = HierarchySlot(hierarchy)
        case .background: hierarchySlot = HierarchySlot(building: graph)
        case .automatic: hierarchySlot = graph.sharedHierarchy.slot(for: graph)
        }
    }

    /// The hierarchy the router's searches estimate with, nil while none is (or none is being built).
    public var hierarchy: RoadHierarchy? { hierarchySlot.hierarchy }

    /// The hierarchy, once the one being built is ready (at once when none is being built).
    public func hierarchyWhenBuilt() -> RoadHierarchy? { hierarchySlot.waitUntilBuilt() }

    /// Seconds added for turning at a junction, by the angle between the roads (degrees, positive to the right):
    /// OSRM's car profile's curve (`car.lua`, BSD-2-Clause), up to 7.5 s, a right turn cheaper than a left one
    /// (right-hand traffic: a left turn crosses the oncoming lane), and 20 s more for a U-turn. Decision
    /// (docs/DECISIONS.md, issue 21).
    static func turnCost(angle: Double) -> Double {
        let penalty = 7.5
        let bias = 1.075
        let share = min(abs(angle), 180) / 180
        let exponent = angle >= 0 ? (13 / bias) * share - 6.5 * bias : (13 * bias) * share - 6.5 / bias
        let turn = penalty / (1 + exp(-exponent))
        return abs(angle) > 170 ? turn + 20 : turn
    }

    /// Seconds a route pays (in its choice, not its duration) for entering a destination-only road from a road open
    /// to all: an hour, so a route passes through such a road only when its trip begins or ends there, as OSRM's
    /// car profile refuses it and Valhalla's penalises it. Decision (docs/DECISIONS.md, issue 21).
    static let destinationOnlyPenalty = 3_600.0

    /// Seconds a route pays for passing a node with traffic signals (in its choice, as turns do): OSRM's car profile's
    /// 2 s (`car.lua`, BSD-2-Clause), whatever the signal's direction. Decision (docs/DECISIONS.md, issue 21).
    static let trafficSignalPenalty = 2.0

    /// Routes from `origin` to `destination` (each snapped to the nearest road segment a route can start or end on,
    /// `RoadGraph.snapEnds`, in the directions a car may drive it): the fastest, then up to `alternatives` others that
    /// differ from it by at least a quarter of their length and take at most 40 % longer. Empty when either end is farther than 2 km from a road or no route
    /// connects them. A route runs from the start of the origin's segment to the end of the destination's (whole
    /// segments: a few metres more than the trip). Roads to `avoid` count `RouteAvoidance.penalty` times longer. A
    /// car at the origin heading `heading` degrees (clockwise from north; nil: unknown) starts the way it points,
    /// round the block if its destination is behind it, not with a U-turn in the street; where no route goes on that
    /// way (a car pointing into a dead end off the network), the routes start either way, as Valhalla takes a
    /// heading for a preference.
    public func routes(
        from origin: Coordinate, heading: Double? = nil, to destination: Coordinate, alternatives: Int = 0,
        avoiding avoid: RouteAvoidance = []
    ) -> [RoadRoute] {
        guard let (start, goal) = graph.snapEnds(origin, destination, heading: heading) else { return [] }
        let found = spaces.withSpace { space in
            routes(
                from: origin, to: destination, start: start, goal: goal, alternatives: alternatives, avoiding: avoid,
                in: space)
        }
        guard found.isEmpty, heading != nil else { return found }
        return routes(from: origin, to: destination, alternatives: alternatives, avoiding: avoid)
    }

    private func routes(
        from origin: Coordinate, to destination: Coordinate, start: RoadGraph.Snap, goal: RoadGraph.Snap,
        alternatives: Int, avoiding avoid: RouteAvoidance, in space: RouteSearchSpace
    ) -> [RoadRoute] {
        space.beginRequest()
        if !avoid.isEmpty {
            for index in graph.edges.indices where avoid.avoids(graph.roads[Int(graph.edges[index].road)]) {
                space.setPenalty(index, RouteAvoidance.penalty)
            }
        }
        var seeds = start.edges
        var prefix: [Int32] = []
        if Set(start.edges).isSubset(of: goal.edges) {
            // Both ends on one segment: drive along it if the road goes that way, else round the block from its end.
            let along = start.edges.filter {
                graph.foot(of: origin, on: graph.edges[Int($0)]).fraction
                    <= graph.foot(of: destination, on: graph.edges[Int($0)]).fraction
            }
            let spot = origin.distance(to: destination) < 1
            if let edge = along.first {
                return [RoadRoute(graph: graph, edges: spot ? [] : [edge], destination: destination)]
            }
            let edge = start.edges[0]
            prefix = [edge]
            seeds = graph.outgoing(graph.edges[Int(edge)].to).map(Int32.init).filter {
                let next = graph.edges[Int($0)]
                return next.to != graph.edges[Int(edge)].from
                    && graph.allowsTurn(from: graph.edges[Int(edge)].road, via: next.from, to: next.road)
            }
        }
        let goals = Array(Set(goal.edges))
        guard let best = searchEdges(from: seeds, to: .edges(goals), in: space) else { return [] }
        let found = [RoadRoute(graph: graph, edges: prefix + best, destination: destination)]
        let limit = min(max(alternatives, 0), 2)
        guard limit > 0 else { return found }
        let search = Search(seeds: seeds, goals: goals, prefix: prefix, destination: destination)
        guard let hierarchy = hierarchySlot.hierarchy else {
            return penaltyAlternatives(to: found, limit: limit, search: search, in: space)
        }
        // Through via vertices; where the hierarchy meets at too few of them (a small map's), by penalties, within a
        // budget of searched edges.
        let budget = Self.penaltyBudget(fastestSettled: space.settled)
        let via = viaAlternatives(to: found, limit: limit, search: search, hierarchy: hierarchy, in: space)
        guard via.count < limit + 1 else { return via }
        return penaltyAlternatives(to: via, limit: limit, search: search, budget: budget, in: space)
    }

    /// Where a search goes: to one of a few edges (a route's goal), or to any edge into a vertex (a via vertex).
    enum SearchGoal {
        case edges([Int32])
        case vertex(Int32)
    }

    /// The edges of the cheapest route that starts with one of `seeds` and reaches `goal` (ends with one of its edges,
    /// or with an edge into its vertex), nil when none, or none after settling `budget` edges. How many it settled is
    /// left in `space.settled`.
    func searchEdges(
        from seeds: [Int32], to goal: SearchGoal, budget: Int = .max, in space: RouteSearchSpace
    ) -> [Int32]? {
        // The graph as a local: an unoptimized build copies the whole struct (retaining each of its arrays) at every
        // method called on a stored property, which made debug builds' searches several times slower.
        let graph = self.graph
        // The A* estimate of the time left after an edge (never more than it, since every route must reach the start
        // of a goal edge or the goal vertex): with a hierarchy, its lower-bound time to the nearest of those (0 on a
        // goal edge, infinite where no goal can be reached); else the straight line to the nearest of them at the
        // fastest speed.
        let goalList: [Int32]  // one or two edges: a scan is cheaper than hashing
        let goalVertex: Int32
        switch goal {
        case .edges(let edges): (goalList, goalVertex) = (edges, -1)
        case .vertex(let vertex): (goalList, goalVertex) = ([], vertex)
        }
        func isGoal(_ edge: Int32) -> Bool {
            goalVertex >= 0 ? graph.edges[Int(edge)].to == goalVertex : goalList.contains(edge)
        }
        let targetVertices = goalVertex >= 0 ? [goalVertex] : goalList.map { graph.edges[Int($0)].from }
        let potential = hierarchySlot.hierarchy.map { space.potential(of: $0) }
        potential?.begin(targets: targetVertices)
        let targets = targetVertices.map { graph.vertices[Int($0)].coordinate }
        func estimate(_ edge: Int32, _ vertex: Int32) -> Double {
            if let potential { return isGoal(edge) ? 0 : potential.estimate(vertex) }
            let here = graph.vertices[Int(vertex)].coordinate
            var nearest = Double.infinity
            for target in targets { nearest = min(nearest, here.distance(to: target)) }
            return nearest.isFinite ? nearest / fastest : 0
        }
        space.beginSearch()
        var queue = MinHeap<(edge: Int32, cost: Double)>()
        for seed in seeds {
            let e = graph.edges[Int(seed)]
            let cost = e.duration * space.penalty(Int(seed))
            let left = estimate(seed, e.to)
            guard left.isFinite else { continue }
            space.reach(Int(seed), cost: cost, from: -1)
            queue.push((seed, cost), priority: cost + left)
        }
        var settled = 0  // counted here, then left in the space (a class's property is checked on every use)
        defer { space.settled = settled }
        while let ((current, pushedCost), _) = queue.pop() {
            let reached = space.cost(Int(current))
            guard pushedCost <= reached else { continue }  // a stale entry: a cheaper way was found after it
            settled += 1
            if isGoal(current) { return path(to: current, in: space) }
            guard settled < budget else { return nil }
            let edge = graph.edges[Int(current)]
            let via = edge.to
            let restricted = graph.hasTurnRestrictions(via: via)
            let signal = graph.hasTrafficSignals(via) ? Self.trafficSignalPenalty : 0
            let choices = graph.outgoing(via)
            // A turn costs time only at a junction, where the driver chooses a road: a bend of a road (one way on
            // but back) costs nothing however sharp (issue 21: hairpins cost a winding street minutes).
            var isJunction = choices.count > 2
            if choices.count == 2, graph.reverse(of: current) == nil { isJunction = true }
            let incoming = isJunction || choices.count == 1 ? Self.bearing(of: edge, atEnd: true, in: graph) : 0
            for next in choices {
                let candidate = graph.edges[next]
                let isUTurn = candidate.to == edge.from && candidate.road == edge.road
                // A U-turn only where the road ends (nothing else leaves the vertex).
                if isUTurn && choices.count > 1 { continue }
                if restricted, !graph.allowsTurn(from: edge.road, via: via, to: candidate.road) { continue }
                var turn =
                    isJunction || isUTurn
                    ? Self.turnCost(
                        angle: bearingDifference(
                            from: incoming, to: Self.bearing(of: candidate, atEnd: false, in: graph)))
                    : 0
                turn += signal
                if graph.roads[Int(candidate.road)].isDestinationOnly, !graph.roads[Int(edge.road)].isDestinationOnly {
                    turn += Self.destinationOnlyPenalty
                }
                let total = reached + candidate.duration * space.penalty(next) + turn
                if total < space.cost(next) {
                    let left = estimate(Int32(next), candidate.to)
                    guard left.isFinite else { continue }
                    space.reach(next, cost: total, from: current)
                    queue.push((Int32(next), total), priority: total + left)
                }
            }
        }
        return nil
    }

    private func path(to last: Int32, in space: RouteSearchSpace) -> [Int32] {
        var edges = [last]
        var current = last
        while space.previous(Int(current)) >= 0 {
            current = space.previous(Int(current))
            edges.append(current)
        }
        return edges.reversed()
    }

    /// The bearing of an edge (its vertices are consecutive nodes, so the edge is straight), in degrees clockwise
    /// from north, on a local flat projection: over an edge's few hundred metres (a few kilometres at most) it differs
    /// from the great-circle bearing by far less than a degree, and it takes one cosine and one arctangent where that
    /// takes eight trigonometric calls (a tenth of a long route's search).
    static func bearing(of edge: RoadGraph.Edge, atEnd: Bool, in graph: RoadGraph) -> Double {
        let a = graph.vertices[Int(edge.from)].coordinate
        let b = graph.vertices[Int(edge.to)].coordinate
        var east = b.longitude - a.longitude
        if east > 180 { east -= 360 } else if east < -180 { east += 360 }
        let degrees = atan2(east * cos((a.latitude + b.latitude) * .pi / 360), b.latitude - a.latitude) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}
