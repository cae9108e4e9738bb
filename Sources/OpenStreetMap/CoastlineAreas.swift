import Foundation

/// The sea and the islands of an extract, from its coastline: OpenStreetMap draws `natural=coastline` ways with the
/// land on their left and the sea on their right. The ways are joined end to end into chains; a chain that closes on
/// itself is an island (land on its left: counterclockwise) or, the other way round, a sea inside land; a chain that
/// leaves the extract is closed along the extract's bounds, clockwise, to the next chain that comes back in, so that
/// the sea stays on the right. An extract whose coastline is all islands is sea around them.
///
/// A chain whose ends are not near the bounds (a coastline broken inside the extract) cannot be closed and is left
/// out: the map then draws the line only, as before.
public enum CoastlineAreas {
    /// The sea areas and the islands (rings of coordinates, each closed: the last point is the first).
    public struct Areas: Hashable, Sendable {
        public var sea: [[Coordinate]] = []
        public var land: [[Coordinate]] = []
    }

    /// How far from the bounds a chain's end may be, in degrees, and still be closed along them (extracts keep
    /// whole ways, so a coastline leaving the box ends a little outside it, or a little inside where it was cut).
    static let boundsTolerance = 0.01

    /// The areas of the coastline `ways` (each a list of node ids with their coordinates) inside `bounds`.
    public static func areas(of ways: [(nodes: [Int64], points: [Coordinate])], within bounds: OSMBounds) -> Areas {
        var areas = Areas()
        let box = Box(bounds)
        guard box.width > 0, box.height > 0 else { return areas }
        var open: [[Coordinate]] = []
        for chain in chains(of: ways) {
            if chain.isClosed {
                if signedArea(chain.points) > 0 {
                    areas.land.append(chain.points)
                } else {
                    areas.sea.append(chain.points)
                }
            } else {
                open.append(chain.points)
            }
        }
        // Each open chain with both ends at the bounds, where it leaves and where it comes in.
        var ends: [(points: [Coordinate], start: Double, end: Double)] = []
        for points in open {
            guard let first = points.first, let last = points.last,
                let start = box.perimeterPosition(of: first, tolerance: boundsTolerance),
                let end = box.perimeterPosition(of: last, tolerance: boundsTolerance)
            else { continue }
            ends.append((points, start, end))
        }
        if ends.isEmpty {
            // Only islands (or nothing): the sea is around them.
            if !areas.land.isEmpty { areas.sea.append(box.ring) }
            return areas
        }
        var used = Array(repeating: false, count: ends.count)
        for first in ends.indices where !used[first] {
            var ring: [Coordinate] = []
            var current = first
            // Follow chains and the bounds until the ring comes back to its first chain (at most every chain once).
            for _ in 0...ends.count {
                used[current] = true
                ring += ends[current].points
                let leaving = ends[current].end
                ring.append(box.point(at: leaving))
                // The next chain coming in, clockwise from where this one left.
                let next = ends.indices.min { a, b in
                    box.clockwiseDistance(from: leaving, to: ends[a].start)
                        < box.clockwiseDistance(from: leaving, to: ends[b].start)
                }!
                ring += box.corners(from: leaving, to: ends[next].start)
                ring.append(box.point(at: ends[next].start))
                if next == first || used[next] { break }
                current = next
            }
            ring.append(ring[0])
            areas.sea.append(ring)
        }
        return areas
    }

    /// A run of joined coastline ways.
    struct Chain {
        var nodes: [Int64]
        var points: [Coordinate]
        var isClosed: Bool { nodes.count > 2 && nodes.first == nodes.last }
    }

    /// The ways joined where one ends and the next starts (the coastline's direction kept).
    static func chains(of ways: [(nodes: [Int64], points: [Coordinate])]) -> [Chain] {
        let pending = ways.filter { $0.nodes.count >= 2 && $0.nodes.count == $0.points.count }.map {
            Chain(nodes: $0.nodes, points: $0.points)
        }
        var done: [Chain] = []
        var byStart: [Int64: Int] = [:]
        for (index, chain) in pending.enumerated() where !chain.isClosed { byStart[chain.nodes[0]] = index }
        var merged = Array(repeating: false, count: pending.count)
        for index in pending.indices where !merged[index] {
            var chain = pending[index]
            merged[index] = true
            // Append the chains that start where this one ends, until it closes or nothing follows.
            while !chain.isClosed, let last = chain.nodes.last, let next = byStart[last], !merged[next] {
                merged[next] = true
                chain.nodes += pending[next].nodes.dropFirst()
                chain.points += pending[next].points.dropFirst()
            }
            done.append(chain)
        }
        // A chain started in the middle of a run is joined to the run that ends at its start.
        var changed = true
        while changed {
            changed = false
            outer: for a in done.indices where !done[a].isClosed {
                for b in done.indices where b != a && !done[b].isClosed && done[b].nodes.last == done[a].nodes.first {
                    done[b].nodes += done[a].nodes.dropFirst()
                    done[b].points += done[a].points.dropFirst()
                    done.remove(at: a)
                    changed = true
                    break outer
                }
            }
        }
        return done
    }

    /// Twice the ring's area by the shoelace formula, in degrees (longitude as x, latitude as y): positive when the
    /// ring runs counterclockwise.
    static func signedArea(_ ring: [Coordinate]) -> Double {
        var sum = 0.0
        for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1)) {
            sum += a.longitude * b.latitude - b.longitude * a.latitude
        }
        return sum
    }

    /// The extract's box and positions along its edge, measured clockwise from the north-west corner (north edge
    /// eastwards, east edge southwards, south edge westwards, west edge northwards), in degrees.
    struct Box {
        var west, south, east, north: Double
        var width: Double { east - west }
        var height: Double { north - south }
        var perimeter: Double { 2 * (width + height) }

        init(_ bounds: OSMBounds) {
            west = bounds.minLongitude
            south = bounds.minLatitude
            east = bounds.maxLongitude
            north = bounds.maxLatitude
        }

        /// The box's corners, clockwise from the north-west, closed.
        var ring: [Coordinate] {
            [
                Coordinate(latitude: north, longitude: west), Coordinate(latitude: north, longitude: east),
                Coordinate(latitude: south, longitude: east), Coordinate(latitude: south, longitude: west),
                Coordinate(latitude: north, longitude: west),
            ]
        }

        /// Where `point` meets the edge nearest it, as a position along the edge; nil when it is further than
        /// `tolerance` from every edge.
        func perimeterPosition(of point: Coordinate, tolerance: Double) -> Double? {
            let latitude = min(max(point.latitude, south), north)
            let longitude = min(max(point.longitude, west), east)
            let distances = [
                abs(point.latitude - north), abs(point.longitude - east), abs(point.latitude - south),
                abs(point.longitude - west),
            ]
            guard let nearest = distances.indices.min(by: { distances[$0] < distances[$1] }),
                distances[nearest] <= tolerance
            else { return nil }
            switch nearest {
            case 0: return longitude - west
            case 1: return width + (north - latitude)
            case 2: return width + height + (east - longitude)
            default: return 2 * width + height + (latitude - south)
            }
        }

        /// The point at a position along the edge.
        func point(at position: Double) -> Coordinate {
            let t = position.truncatingRemainder(dividingBy: perimeter)
            if t < width { return Coordinate(latitude: north, longitude: west + t) }
            if t < width + height { return Coordinate(latitude: north - (t - width), longitude: east) }
            if t < 2 * width + height { return Coordinate(latitude: south, longitude: east - (t - width - height)) }
            return Coordinate(latitude: south + (t - 2 * width - height), longitude: west)
        }

        /// How far clockwise from `from` to `to` along the edge (zero when they are the same point).
        func clockwiseDistance(from: Double, to: Double) -> Double {
            let d = (to - from).truncatingRemainder(dividingBy: perimeter)
            return d < 0 ? d + perimeter : d
        }

        /// The corners passed going clockwise from `from` to `to`, in order.
        func corners(from: Double, to: Double) -> [Coordinate] {
            let cornerPositions = [width, width + height, 2 * width + height, perimeter]
            let cornerPoints = [
                Coordinate(latitude: north, longitude: east), Coordinate(latitude: south, longitude: east),
                Coordinate(latitude: south, longitude: west), Coordinate(latitude: north, longitude: west),
            ]
            let span = clockwiseDistance(from: from, to: to)
            return zip(cornerPositions, cornerPoints).map { position, point in
                (clockwiseDistance(from: from, to: position.truncatingRemainder(dividingBy: perimeter)), point)
            }
            .filter { $0.0 > 0 && $0.0 < span }
            .sorted { $0.0 < $1.0 }
            .map(\.1)
        }
    }
}
