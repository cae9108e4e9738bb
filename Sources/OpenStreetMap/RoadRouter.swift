import Foundation

/// Shortest-time routes over a `RoadGraph`: A* over directed edges (so turn restrictions and turn costs apply at
/// every vertex), with up to three alternatives by the penalty method.
public struct RoadRouter: Sendable {
    public let graph: RoadGraph

    public init(graph: RoadGraph) { self.graph = graph }

    /// The fastest speed of any road, for the A* estimate (it must never overestimate the time left): m/s.
    private static let fastest = 130 / 3.6

    /// Seconds added for turning, by the angle between the roads (right-hand traffic: left turns cross traffic).
    /// Decision (docs/DECISIONS.md).
    static func turnCost(angle: Double) -> Double {
        let magnitude = abs(angle)
        if magnitude < 30 { return 0 }
        if magnitude > 170 { return 30 }
        return angle > 0 ? 4 : 8
    }

    /// Routes from `origin` to `destination` (each snapped to the nearest drivable vertex): the fastest, then up to
    /// `alternatives` others that differ from it by at least a quarter of their length and take at most 40 % longer.
    /// Empty when either end is farther than 2 km from a road or no route connects them.
    public func routes(from origin: Coordinate, to destination: Coordinate, alternatives: Int = 0) -> [RoadRoute] {
        guard let start = graph.nearestVertex(to: origin), let goal = graph.nearestVertex(to: destination) else {
            return []
        }
        var penalties = [Double](repeating: 1, count: graph.edges.count)
        guard let best = searchEdges(from: start, to: goal, penalties: penalties) else { return [] }
        var found = [RoadRoute(graph: graph, edges: best, destination: destination)]
        // Both ends at one vertex: one empty route, no alternatives.
        guard !best.isEmpty else { return found }
        let limit = min(max(alternatives, 0), 2)
        var attempts = 0
        while found.count < limit + 1, attempts < 4 * (limit + 1) {
            attempts += 1
            for edge in found.last!.edges { penalties[Int(edge)] *= 1.6 }
            guard let candidate = searchEdges(from: start, to: goal, penalties: penalties) else { break }
            let duration = candidate.reduce(0) { $0 + graph.edges[Int($1)].duration }
            guard duration <= 1.4 * found[0].duration else { break }
            let length = candidate.reduce(0) { $0 + graph.edges[Int($1)].length }
            guard length > 0 else { break }
            let distinct = found.allSatisfy { route in
                let shared = Set(route.edges)
                let overlap = candidate.filter { shared.contains($0) }.reduce(0) { $0 + graph.edges[Int($1)].length }
                return overlap <= 0.75 * length
            }
            if distinct { found.append(RoadRoute(graph: graph, edges: candidate, destination: destination)) }
        }
        return found
    }

    /// The edges of the cheapest route, nil when none.
    private func searchEdges(from start: Int32, to goal: Int32, penalties: [Double]) -> [Int32]? {
        guard start != goal else { return [] }
        let goalCoordinate = graph.vertices[Int(goal)].coordinate
        func estimate(_ vertex: Int32) -> Double {
            graph.vertices[Int(vertex)].coordinate.distance(to: goalCoordinate) / Self.fastest
        }
        var cost = [Double](repeating: .infinity, count: graph.edges.count)
        var previous = [Int32](repeating: -1, count: graph.edges.count)
        var queue = BinaryHeap()
        for edge in graph.outgoing(start) {
            let e = graph.edges[edge]
            cost[edge] = e.duration * penalties[edge]
            queue.push(edge: Int32(edge), priority: cost[edge] + estimate(e.to))
        }
        while let (current, priority) = queue.pop() {
            let edge = graph.edges[Int(current)]
            guard priority - estimate(edge.to) <= cost[Int(current)] + 1e-9 else { continue }  // a stale entry
            if edge.to == goal { return path(to: current, previous: previous) }
            let via = edge.to
            let incoming = bearing(of: edge, atEnd: true)
            let choices = graph.outgoing(via)
            for next in choices {
                let candidate = graph.edges[next]
                let isUTurn = candidate.to == edge.from && candidate.road == edge.road
                // A U-turn only where the road ends (nothing else leaves the vertex).
                if isUTurn && choices.count > 1 { continue }
                guard graph.allowsTurn(from: edge.road, via: via, to: candidate.road) else { continue }
                let angle = bearingDifference(from: incoming, to: bearing(of: candidate, atEnd: false))
                let total =
                    cost[Int(current)] + candidate.duration * penalties[next] + Self.turnCost(angle: angle)
                if total < cost[next] {
                    cost[next] = total
                    previous[next] = current
                    queue.push(edge: Int32(next), priority: total + estimate(candidate.to))
                }
            }
        }
        return nil
    }

    private func path(to last: Int32, previous: [Int32]) -> [Int32] {
        var edges = [last]
        var current = last
        while previous[Int(current)] >= 0 {
            current = previous[Int(current)]
            edges.append(current)
        }
        return edges.reversed()
    }

    /// The bearing of an edge (its vertices are consecutive nodes, so the edge is straight).
    func bearing(of edge: RoadGraph.Edge, atEnd: Bool) -> Double {
        graph.vertices[Int(edge.from)].coordinate.bearing(to: graph.vertices[Int(edge.to)].coordinate)
    }
}

/// A min-heap of edges by priority.
struct BinaryHeap {
    private var items: [(edge: Int32, priority: Double)] = []

    mutating func push(edge: Int32, priority: Double) {
        items.append((edge, priority))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].priority < items[parent].priority else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> (Int32, Double)? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                let right = left + 1
                var smallest = parent
                if left < items.count, items[left].priority < items[smallest].priority { smallest = left }
                if right < items.count, items[right].priority < items[smallest].priority { smallest = right }
                guard smallest != parent else { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return (first.edge, first.priority)
    }
}
