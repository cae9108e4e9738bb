import Foundation
import OpenStreetMap

/// A road route the car drives to a destination, which the driver can leave by a wrong turn at its next junction
/// (`CarSystem.takeWrongTurn()`, `TestCar.takeWrongTurn()`, the drive controls' `wrongTurn`): the car keeps
/// to its route up to the next junction it has not reached that offers another road it may turn into, takes that
/// road to its end, then follows the fastest route from there to where it was going. A navigation app following
/// the car sees it leave its route (and reroutes). That onward route is a road route again: the driver may leave it
/// at its next junction too, as often as they like.
public struct WrongTurn: Hashable, Sendable {
    /// The route the car is driving, in the graph it was found in, and where it goes.
    public let route: RoadRoute
    public let destination: Coordinate

    public init(route: RoadRoute, destination: Coordinate) {
        self.route = route
        self.destination = destination
    }

    /// Why no wrong turn can be taken.
    public enum Failure: Error, Hashable, Sendable {
        /// No junction ahead on the route offers another road.
        case noJunctionAhead
        /// The other road leads nowhere the car can route on from.
        case noWayOn
    }

    /// What the car drives instead of `route`: the polyline from where it is, and the road route it ends on (from
    /// the end of the other road to the destination), where the next wrong turn can be taken.
    public struct Detour: Hashable, Sendable {
        public var points: [Coordinate]
        public var onward: RoadRoute
    }

    /// The detour the car drives instead, from `position` (where it is on `route`).
    public func path(from position: Coordinate, graph: RoadGraph, router: RoadRouter) -> Result<Detour, Failure> {
        let travelled = distanceAlong(to: position)
        var start = 0.0
        var points = [position]
        for (index, edgeIndex) in route.edges.enumerated() {
            let edge = graph.edges[Int(edgeIndex)]
            let end = start + edge.length
            defer { start = end }
            // Junctions the car passed, or is within 10 m of, cannot be turned at any more.
            guard end > travelled + 10 else { continue }
            points.append(graph.vertices[Int(edge.to)].coordinate)
            guard index + 1 < route.edges.count else { break }
            let next = route.edges[index + 1]
            let others = graph.outgoing(edge.to).map(Int32.init).filter { candidate in
                let turn = graph.edges[Int(candidate)]
                return candidate != next && turn.to != edge.from
                    && graph.allowsTurn(from: edge.road, via: edge.to, to: turn.road)
            }
            guard let wrong = others.first else { continue }
            let off = graph.edges[Int(wrong)]
            points.append(graph.vertices[Int(off.to)].coordinate)
            let onward = router.routes(from: graph.vertices[Int(off.to)].coordinate, to: destination).first
            guard let onward else { return .failure(.noWayOn) }
            points += onward.coordinates.drop { $0 == points.last }
            return .success(Detour(points: points, onward: onward))
        }
        return .failure(.noJunctionAhead)
    }

    /// How far along the route's polyline `position` is, metres (the nearest point of its segments).
    private func distanceAlong(to position: Coordinate) -> Double {
        let coordinates = route.coordinates
        guard coordinates.count >= 2 else { return 0 }
        var best = (gap: Double.infinity, along: 0.0)
        var along = 0.0
        for index in 0..<(coordinates.count - 1) {
            let a = coordinates[index], b = coordinates[index + 1]
            let length = a.distance(to: b)
            // Planar projection is exact enough over one segment.
            let scale = cos(a.latitude * .pi / 180)
            let bx = (b.longitude - a.longitude) * scale, by = b.latitude - a.latitude
            let px = (position.longitude - a.longitude) * scale, py = position.latitude - a.latitude
            let lengthSquared = bx * bx + by * by
            let t = lengthSquared > 0 ? max(0, min(1, (px * bx + py * by) / lengthSquared)) : 0
            let foot = Coordinate(latitude: a.latitude + t * by, longitude: a.longitude + t * bx / scale)
            let gap = foot.distance(to: position)
            if gap < best.gap { best = (gap, along + t * length) }
            along += length
        }
        return best.along
    }
}
