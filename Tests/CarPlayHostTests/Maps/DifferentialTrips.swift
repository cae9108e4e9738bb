import Foundation
import OpenStreetMap

/// Trips for comparing routers: origins and destinations drawn at random, from a fixed seed, over a road graph's
/// roads (each segment as likely as its length), so every run asks the same questions.
struct DifferentialTrips {
    struct Trip: Sendable {
        var number: Int
        var origin: Coordinate
        var destination: Coordinate

        var description: String { "trip \(number): \(origin) → \(destination)" }
    }

    /// A small seeded generator (xorshift64*): the same trips on every machine and run.
    struct Generator: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
    }

    /// `count` trips on `graph`'s roads whose ends lie at least `minimumSpan` metres apart in a straight line.
    static func draw(_ count: Int, on graph: RoadGraph, seed: UInt64, minimumSpan: Double) -> [Trip] {
        var cumulative: [Double] = []
        cumulative.reserveCapacity(graph.edges.count)
        var total = 0.0
        for edge in graph.edges {
            total += edge.length
            cumulative.append(total)
        }
        var generator = Generator(seed: seed)
        func point() -> Coordinate {
            let target = Double.random(in: 0..<total, using: &generator)
            var (low, high) = (0, cumulative.count - 1)
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] <= target { low = middle + 1 } else { high = middle }
            }
            let edge = graph.edges[low]
            let a = graph.vertices[Int(edge.from)].coordinate
            let b = graph.vertices[Int(edge.to)].coordinate
            let t = Double.random(in: 0...1, using: &generator)
            return Coordinate(
                latitude: a.latitude + t * (b.latitude - a.latitude),
                longitude: a.longitude + t * (b.longitude - a.longitude))
        }
        var trips: [Trip] = []
        while trips.count < count {
            let (origin, destination) = (point(), point())
            guard origin.distance(to: destination) >= minimumSpan else { continue }
            trips.append(Trip(number: trips.count, origin: origin, destination: destination))
        }
        return trips
    }

    /// Metres from `point` to the nearest point of the line through `line`'s points.
    static func distance(from point: Coordinate, to line: [Coordinate]) -> Double {
        guard let first = line.first else { return .infinity }
        var nearest = point.distance(to: first)
        for (a, b) in zip(line, line.dropFirst()) {
            nearest = min(nearest, point.foot(onSegmentFrom: a, to: b).distance)
        }
        return nearest
    }

    /// Whether every point of `points` lies within `metres` of the line through `line`'s points: the same answer as
    /// `distance(from:to:) <= metres` for each, found sooner. A point's search starts at the segment the point before
    /// was near (routes run along each other, so that is seldom far) and stops at the first segment near enough.
    static func allWithin(_ metres: Double, of line: [Coordinate], _ points: some Sequence<Coordinate>) -> Bool {
        // No line: no point is near it (and nothing is asked of no points).
        guard let first = line.first else { return points.first { _ in true } == nil }
        guard line.count > 1 else { return points.allSatisfy { $0.distance(to: first) <= metres } }
        let segments = line.count - 1
        var hint = 0
        func near(_ point: Coordinate) -> Bool {
            // Segments hint, hint + 1, hint - 1, hint + 2, … until every one has been looked at.
            for step in 0..<(2 * segments) {
                let index = step % 2 == 0 ? hint + step / 2 : hint - (step + 1) / 2
                guard index >= 0, index < segments else { continue }
                if point.foot(onSegmentFrom: line[index], to: line[index + 1]).distance <= metres {
                    hint = index
                    return true
                }
            }
            return false
        }
        return points.allSatisfy(near)
    }

    /// The trip and its routes as GeoJSON, to paste into a map viewer (geojson.io): the two ends as points, each
    /// route as a line named by its router.
    static func geoJSON(_ trip: Trip, routes: [(name: String, line: [Coordinate])]) -> String {
        func position(_ coordinate: Coordinate) -> String {
            String(format: "[%.6f,%.6f]", coordinate.longitude, coordinate.latitude)
        }
        func feature(_ name: String, _ geometry: String) -> String {
            #"{"type":"Feature","properties":{"name":"\#(name)"},"geometry":\#(geometry)}"#
        }
        var features = [
            feature("origin", #"{"type":"Point","coordinates":\#(position(trip.origin))}"#),
            feature("destination", #"{"type":"Point","coordinates":\#(position(trip.destination))}"#),
        ]
        for route in routes {
            let points = route.line.map(position).joined(separator: ",")
            features.append(feature(route.name, #"{"type":"LineString","coordinates":[\#(points)]}"#))
        }
        return #"{"type":"FeatureCollection","features":[\#(features.joined(separator: ","))]}"#
    }
}
