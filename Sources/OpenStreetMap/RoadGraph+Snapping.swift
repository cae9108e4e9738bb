import Foundation

/// Where positions lie on the roads: the segment a car at a position is on, on the network a car can drive both into
/// and out of (`RoadNetwork`).
extension RoadGraph {
    /// The vertex nearest `coordinate` on the network a car can drive both into and out of, within `radius` metres.
    public func nearestVertex(to coordinate: Coordinate, within radius: Double = 2_000) -> Int32? {
        grid.nearest(to: coordinate, within: radius, vertices: vertices) { network.contains($0) }
    }

    /// The name of the named road nearest `coordinate` within `radius` metres (any road a car drives, on the network
    /// or not): the street a place lies on when its address is not tagged.
    public func nearestRoadName(to coordinate: Coordinate, within radius: Double = 150) -> String? {
        let segment = segmentGrid.nearest(to: coordinate, within: radius) { segment in
            let edge = edges[Int(segment)]
            return roads[Int(edge.road)].name == nil ? nil : foot(of: coordinate, on: edge).distance
        }
        return segment.flatMap { roads[Int(edges[Int($0)].road)].name }
    }

    /// Whether a car can drive onto `edge` from the rest of the road network and on from it back to anywhere: the
    /// edge lies in a strongly connected component of the network (`RoadNetwork`).
    public func isOnNetwork(_ edge: Int32) -> Bool {
        let edge = edges[Int(edge)]
        return network.contains(from: edge.from, to: edge.to)
    }

    /// Where a position lies on the roads: the road segment nearest to it, as the directed edges along that segment a
    /// car may drive (one on a one-way road, both directions otherwise), and how far along the segment the position's
    /// foot is (0: at the `from` vertex of the first edge, 1: at its `to` vertex).
    public struct Snap: Hashable, Sendable {
        public var edges: [Int32]
        public var fraction: Double
        /// Metres from the position to the road.
        public var distance: Double
    }

    /// The road segment nearest `coordinate` within `radius` metres (what a car there is driving on), nil when none
    /// is that near: among the network's roads (`isOnNetwork`), or any road with `anyRoad`. Routes start and end on
    /// segments, not at the nearest vertex: a car beside a long straight road is on that road, not on a side street
    /// whose end happens to be closer.
    public func snap(_ coordinate: Coordinate, within radius: Double = 2_000, anyRoad: Bool = false) -> Snap? {
        guard
            let segment = segmentGrid.nearest(
                to: coordinate, within: radius,
                distance: {
                    anyRoad || isOnNetwork($0) ? foot(of: coordinate, on: edges[Int($0)]).distance : nil
                })
        else { return nil }
        let edge = edges[Int(segment)]
        let (fraction, distance) = foot(of: coordinate, on: edge)
        var along = [segment]
        if let reverse = reverse(of: segment) {
            along.append(reverse)
        }
        return Snap(edges: along, fraction: fraction, distance: distance)
    }

    /// How far, in degrees, a road's direction may turn from a car's heading for the car to be driving along it:
    /// Valhalla's default `heading_tolerance`, and the range the OSRM provider asks with the heading. Decision
    /// (docs/DECISIONS.md).
    public static let headingTolerance = 60.0

    /// How many metres farther than the nearest road a road going the car's way may lie and still be the one the car
    /// is on: the other carriageway of a divided road, a fix a lane off. Beyond that the car is on the nearest road
    /// whichever way it points (a car turning in a car park).
    static let headingReach = 25.0

    /// `snap(_:within:anyRoad:)` for a car heading `heading` degrees (clockwise from north; nil or negative: unknown,
    /// a car that never moved): the nearest segment a car may drive in about that direction (within
    /// `headingTolerance`), as the edges that go that way, when it lies at most `headingReach` metres farther than
    /// the nearest road, as OSRM's bearings and Valhalla's heading choose; else the nearest road, both ways.
    public func snap(_ coordinate: Coordinate, heading: Double?, within radius: Double = 2_000, anyRoad: Bool = false)
        -> Snap?
    {
        guard let nearest = snap(coordinate, within: radius, anyRoad: anyRoad) else { return nil }
        guard let heading, heading >= 0 else { return nearest }
        func ways(_ segment: Int32) -> [Int32] {
            var found: [Int32] = []
            if goes(segment, heading) { found.append(segment) }
            if let reverse = reverse(of: segment), goes(reverse, heading) { found.append(reverse) }
            return found
        }
        guard
            let segment = segmentGrid.nearest(
                to: coordinate, within: min(radius, nearest.distance + Self.headingReach),
                distance: { segment in
                    guard anyRoad || isOnNetwork(segment), !ways(segment).isEmpty else { return nil }
                    return foot(of: coordinate, on: edges[Int(segment)]).distance
                })
        else { return nearest }
        let along = ways(segment)
        let (fraction, distance) = foot(of: coordinate, on: edges[Int(along[0])])
        return Snap(edges: along, fraction: fraction, distance: distance)
    }

    /// Whether `edge` runs within `headingTolerance` of `heading`.
    private func goes(_ edge: Int32, _ heading: Double) -> Bool {
        let edge = edges[Int(edge)]
        let bearing = vertices[Int(edge.from)].coordinate.bearing(to: vertices[Int(edge.to)].coordinate)
        return abs(bearingDifference(from: heading, to: bearing)) <= Self.headingTolerance
    }

    /// Where a trip from `origin` to `destination` starts and ends, as real engines snap: on the roads nearest both
    /// when those lie in one strongly connected component (a car drives between them both ways: two places in the
    /// same car park), else each on the nearest road of the network, up to `networkReach` away for an end beside a
    /// road cut off from it, so such an end still has a route. A car at the origin heading `heading` (degrees; nil:
    /// unknown) starts the way it points (`snap(_:heading:within:anyRoad:)`). Nil when an end is more than `radius`
    /// metres from any road.
    /// Decision (docs/DECISIONS.md).
    public func snapEnds(
        _ origin: Coordinate, _ destination: Coordinate, heading: Double? = nil, within radius: Double = 2_000
    ) -> (start: Snap, goal: Snap)? {
        if let start = snap(origin, heading: heading, within: radius, anyRoad: true),
            let goal = snap(destination, within: radius, anyRoad: true),
            let component = network.component(of: edges[Int(start.edges[0])]),
            network.component(of: edges[Int(goal.edges[0])]) == component
        {
            return (start, goal)
        }
        // On the network: within `radius`, or, for an end beside a road cut off from it (a fragment where the
        // extract ends, a gated estate's streets), the network's nearest road within `networkReach`.
        func onNetwork(_ end: Coordinate, heading: Double?) -> Snap? {
            if let near = snap(end, heading: heading, within: radius) { return near }
            guard snap(end, within: radius, anyRoad: true) != nil else { return nil }
            return snap(end, heading: heading, within: max(radius, Self.networkReach))
        }
        guard let start = onNetwork(origin, heading: heading), let goal = onNetwork(destination, heading: nil) else {
            return nil
        }
        return (start, goal)
    }

    /// Metres from an end beside a road cut off from the network to the network's nearest road, at most, for the end
    /// to be routed from there: Valhalla's default `search_cutoff` (its ends go to the nearest edge that reaches
    /// enough of the graph). Decision (docs/DECISIONS.md, issue 21).
    public static let networkReach = 35_000.0

    /// The directed edge driving the other way along `edge`'s segment, if the road allows it.
    public func reverse(of edge: Int32) -> Int32? {
        // The edges as a local and no `where` or `&&`: an unoptimized build copied the whole graph for them, at every
        // junction a search passes.
        let edges = self.edges
        let forward = edges[Int(edge)]
        for candidate in outgoing(forward.to) {
            let other = edges[candidate]
            if other.to == forward.from, other.road == forward.road { return Int32(candidate) }
        }
        return nil
    }

    /// The foot of the perpendicular from `coordinate` to `edge`'s segment: how far along it (0...1) and how far
    /// away (metres), on a local flat projection (segments are short).
    func foot(of coordinate: Coordinate, on edge: Edge) -> (fraction: Double, distance: Double) {
        coordinate.foot(onSegmentFrom: vertices[Int(edge.from)].coordinate, to: vertices[Int(edge.to)].coordinate)
    }
}
