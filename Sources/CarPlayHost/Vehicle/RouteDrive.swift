import Foundation
import OpenStreetMap

/// How a driver drives a route: up to the road's speed limit (or the cruise speed where none is known), slowing
/// down before turns as much as the turn's angle asks, accelerating and braking at comfortable rates, from a
/// standstill at the start to a stop at the end.
///
/// The plan is worked out once: the highest speed at each point of the route (its segment's limit, and at a
/// bend the speed at which the bend's lateral acceleration stays comfortable), then a forward pass (how fast the
/// car can be, having accelerated) and a backward pass (how fast it may be, to brake in time), then constant-
/// acceleration phases per segment. Sampling it is a search and a square.
public struct RouteDrive: Hashable, Sendable {
    /// The driver's habits. Decision: the defaults are a calm urban driver's (50 km/h where no limit is known,
    /// 2.5 m/s² up, 3 m/s² down, 3 m/s² lateral in bends); Apple has no such model.
    public struct Options: Hashable, Sendable {
        /// Metres per second where the road's limit is unknown (or ignored). Default 50 km/h.
        public var cruiseSpeed: Double
        /// Whether the road's speed limits set the speed where known.
        public var usesSpeedLimits: Bool
        /// Metres per second squared.
        public var acceleration: Double
        /// Metres per second squared (braking).
        public var deceleration: Double
        /// The lateral acceleration a driver accepts in a bend, m/s².
        public var lateralAcceleration: Double
        /// The longest stretch, in metres, over which a bend of the polyline is taken: a bend's radius is this (or
        /// the shorter of its two segments) divided by its angle in radians.
        public var bendLength: Double

        public init(
            cruiseSpeed: Double = 50 / 3.6, usesSpeedLimits: Bool = true, acceleration: Double = 2.5,
            deceleration: Double = 3, lateralAcceleration: Double = 3, bendLength: Double = 15
        ) {
            self.cruiseSpeed = cruiseSpeed
            self.usesSpeedLimits = usesSpeedLimits
            self.acceleration = acceleration
            self.deceleration = deceleration
            self.lateralAcceleration = lateralAcceleration
            self.bendLength = bendLength
        }
    }

    /// Why a route cannot be driven.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        case noPoints
        case invalidCoordinate(index: Int)
        case invalidOption(String)

        public var description: String {
            switch self {
            case .noPoints: "a route to drive needs at least one point"
            case .invalidCoordinate(let index): "point \(index) of the route is not a position on Earth"
            case .invalidOption(let name): "\(name) must be a positive finite number"
            }
        }
    }

    /// One stretch of constant acceleration.
    struct Phase: Hashable, Sendable {
        var time: Double
        var distance: Double
        var speed: Double
        var acceleration: Double
        var duration: Double
    }

    /// The route's points (repeated points dropped).
    public let points: [Coordinate]
    /// The distance from the first point to each point, metres.
    public let distances: [Double]
    /// The highest speed on each segment (points[i] to points[i+1]), m/s.
    public let segmentSpeeds: [Double]
    /// The angle of the turn at each point, degrees (0 at the ends).
    public let turnAngles: [Double]
    /// The planned speed as the car passes each point, m/s (0 at the ends).
    public let pointSpeeds: [Double]
    /// Seconds from the start to the stop at the end.
    public let duration: Double
    let phases: [Phase]

    /// Plans a drive along `coordinates`; `speedLimits[i]` (m/s) is the limit from point i to point i+1 where known.
    public init(coordinates: [Coordinate], speedLimits: [Double?] = [], options: Options = Options()) throws(Failure) {
        guard !coordinates.isEmpty else { throw .noPoints }
        if let bad = coordinates.firstIndex(where: { !$0.isValid }) { throw .invalidCoordinate(index: bad) }
        for (name, value) in [
            ("cruiseSpeed", options.cruiseSpeed), ("acceleration", options.acceleration),
            ("deceleration", options.deceleration), ("lateralAcceleration", options.lateralAcceleration),
            ("bendLength", options.bendLength),
        ] where !(value.isFinite && value > 0) {
            throw .invalidOption(name)
        }
        var points = [coordinates[0]]
        var caps: [Double] = []
        for index in 1..<max(1, coordinates.count)
        where coordinates[index].distance(to: points[points.count - 1]) >= 0.01 {
            points.append(coordinates[index])
            let limit = speedLimits.indices.contains(index - 1) ? speedLimits[index - 1] : nil
            let known = options.usesSpeedLimits ? limit.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil
            caps.append(known ?? options.cruiseSpeed)
        }
        let count = points.count
        let lengths = (0..<max(0, count - 1)).map { points[$0].distance(to: points[$0 + 1]) }
        var distances = [0.0]
        for length in lengths { distances.append(distances[distances.count - 1] + length) }

        // The highest speed at each point: its segments' limits, and what its bend allows.
        var angles = [Double](repeating: 0, count: count)
        var limits = [Double](repeating: 0, count: count)
        for index in 1..<max(1, count - 1) {
            let turn = abs(
                bearingDifference(
                    from: points[index - 1].bearing(to: points[index]),
                    to: points[index].bearing(to: points[index + 1])))
            angles[index] = turn
            var limit = min(caps[index - 1], caps[index])
            if turn >= 2 {
                let radius = min(lengths[index - 1], lengths[index], options.bendLength) / (turn * .pi / 180)
                limit = min(limit, (options.lateralAcceleration * radius).squareRoot())
            }
            limits[index] = limit
        }
        // Forward (accelerating) and backward (braking in time) passes.
        var speeds = limits
        for index in 1..<max(1, count) {
            speeds[index] = min(
                speeds[index],
                (speeds[index - 1] * speeds[index - 1] + 2 * options.acceleration * lengths[index - 1])
                    .squareRoot())
        }
        if count >= 2 {
            for index in stride(from: count - 2, through: 0, by: -1) {
                speeds[index] = min(
                    speeds[index],
                    (speeds[index + 1] * speeds[index + 1] + 2 * options.deceleration * lengths[index]).squareRoot())
            }
        }
        // Phases of constant acceleration, segment by segment.
        var phases: [Phase] = []
        var time = 0.0
        func add(_ distance: Double, _ speed: Double, _ acceleration: Double, _ duration: Double) {
            guard duration > 1e-9 else { return }
            phases.append(
                Phase(time: time, distance: distance, speed: speed, acceleration: acceleration, duration: duration))
            time += duration
        }
        let a = options.acceleration
        let b = options.deceleration
        for index in lengths.indices {
            let start = speeds[index]
            let end = speeds[index + 1]
            let cap = caps[index]
            let length = lengths[index]
            let base = distances[index]
            let accelerating = max(0, (cap * cap - start * start) / (2 * a))
            let braking = max(0, (cap * cap - end * end) / (2 * b))
            if accelerating + braking <= length {
                add(base, start, a, (cap - start) / a)
                add(base + accelerating, cap, 0, (length - accelerating - braking) / cap)
                add(base + length - braking, cap, -b, (cap - end) / b)
            } else {
                let turnaround = min(length, max(0, (end * end + 2 * b * length - start * start) / (2 * (a + b))))
                let peak = (start * start + 2 * a * turnaround).squareRoot()
                add(base, start, a, (peak - start) / a)
                add(base + turnaround, peak, -b, (peak - end) / b)
            }
        }
        self.points = points
        self.distances = distances
        self.segmentSpeeds = caps
        self.turnAngles = angles
        self.pointSpeeds = speeds
        self.duration = time
        self.phases = phases
    }

    /// The route's length, metres.
    public var length: Double { distances.last ?? 0 }

    /// Where the car is `elapsed` seconds after setting off: position, course (the segment's bearing) and speed.
    public func sample(at elapsed: Double) -> (coordinate: Coordinate, course: Double, speed: Double) {
        guard points.count >= 2 else { return (points[0], -1, 0) }
        let (distance, speed) = progress(at: elapsed)
        let (coordinate, course) = position(at: distance)
        return (coordinate, course, speed)
    }

    /// The highest speed where the car is `elapsed` seconds after setting off (its segment's limit), m/s.
    public func speedLimit(at elapsed: Double) -> Double {
        guard !segmentSpeeds.isEmpty else { return 0 }
        return segmentSpeeds[segment(at: progress(at: elapsed).distance)]
    }

    /// How far along the route the car is `elapsed` seconds after setting off (metres), and its speed.
    public func progress(at elapsed: Double) -> (distance: Double, speed: Double) {
        guard elapsed > 0 else { return (0, 0) }
        guard elapsed < duration, !phases.isEmpty else { return (length, 0) }
        var low = 0
        var high = phases.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if phases[middle].time <= elapsed { low = middle } else { high = middle - 1 }
        }
        let phase = phases[low]
        let t = min(elapsed - phase.time, phase.duration)
        let speed = max(0, phase.speed + phase.acceleration * t)
        return (min(length, phase.distance + phase.speed * t + 0.5 * phase.acceleration * t * t), speed)
    }

    /// The segment a distance along the route falls on.
    func segment(at distance: Double) -> Int {
        var low = 0
        var high = max(0, points.count - 2)
        while low < high {
            let middle = (low + high + 1) / 2
            if distances[middle] <= distance { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The point `distance` metres along the route, and the bearing of its segment.
    func position(at distance: Double) -> (Coordinate, Double) {
        let index = segment(at: distance)
        let from = points[index]
        let to = points[index + 1]
        let length = distances[index + 1] - distances[index]
        let fraction = length > 0 ? min(1, max(0, (distance - distances[index]) / length)) : 0
        let coordinate = Coordinate(
            latitude: from.latitude + (to.latitude - from.latitude) * fraction,
            longitude: from.longitude + (to.longitude - from.longitude) * fraction)
        return (coordinate, from.bearing(to: to))
    }
}

extension RouteDrive {
    /// Plans a drive along a route of `graph`, at its roads' speed limits (`maxspeed`, else the class's default).
    public init(route: RoadRoute, graph: RoadGraph, options: Options = Options()) throws(Failure) {
        // The route's points are its first vertex and the end of each edge: segment i is edge i.
        let limits = route.edges.map { Self.speedLimit(of: $0, in: graph) }
        try self.init(coordinates: route.coordinates, speedLimits: limits, options: options)
    }

    /// The speed limit of `graph`'s edge `edge` (metres per second): its road's speed; nil for an edge or road the
    /// graph does not have.
    private static func speedLimit(of edge: Int32, in graph: RoadGraph) -> Double? {
        guard graph.edges.indices.contains(Int(edge)) else { return nil }
        let road = Int(graph.edges[Int(edge)].road)
        return graph.roads.indices.contains(road) ? graph.roads[road].speed / 3.6 : nil
    }
}
