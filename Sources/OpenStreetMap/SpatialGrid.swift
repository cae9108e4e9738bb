import Foundation

/// Vertices (or road segments) bucketed by a grid of about 250 m cells, to find the nearest one without scanning
/// them all.
struct SpatialGrid: Sendable {
    /// Cell size in degrees of latitude (≈ 250 m); longitude cells are as wide in degrees (narrower in metres away
    /// from the equator, which only means more cells are searched).
    static let cell = 0.002_25
    private var cells: [Key: [Int32]] = [:]

    struct Key: Hashable, Sendable {
        var row: Int
        var column: Int
    }

    static func key(_ coordinate: Coordinate) -> Key {
        Key(
            row: Int((coordinate.latitude / cell).rounded(.down)),
            column: Int((coordinate.longitude / cell).rounded(.down)))
    }

    mutating func insert(_ vertex: Int32, at coordinate: Coordinate) {
        guard coordinate.isValid else { return }
        cells[Self.key(coordinate), default: []].append(vertex)
    }

    /// Files a segment under every cell its bounding box touches (so it is found from any point near it).
    mutating func insert(_ segment: Int32, from start: Coordinate, to end: Coordinate) {
        guard start.isValid, end.isValid else { return }
        let (a, b) = (Self.key(start), Self.key(end))
        // A segment spanning more cells than a long motorway stretch would is filed by its ends only.
        guard abs(a.row - b.row) * abs(a.column - b.column) <= 400 else {
            cells[a, default: []].append(segment)
            if b != a { cells[b, default: []].append(segment) }
            return
        }
        for row in min(a.row, b.row)...max(a.row, b.row) {
            for column in min(a.column, b.column)...max(a.column, b.column) {
                cells[Key(row: row, column: column), default: []].append(segment)
            }
        }
    }

    /// The nearest vertex accepted by `accept` within `radius` metres, searching rings of cells outwards; nil for a
    /// coordinate that is not a position on Earth or a radius that is not a finite distance.
    func nearest(
        to coordinate: Coordinate, within radius: Double, vertices: [RoadGraph.Vertex], accept: (Int32) -> Bool
    ) -> Int32? {
        nearest(to: coordinate, within: radius) { vertex in
            accept(vertex) ? coordinate.distance(to: vertices[Int(vertex)].coordinate) : nil
        }
    }

    /// The entry nearest `coordinate` by `distance` (nil: not a candidate) within `radius` metres, searching rings of
    /// cells outwards; nil for a coordinate that is not a position on Earth or a radius that is not a finite
    /// distance.
    func nearest(to coordinate: Coordinate, within radius: Double, distance: (Int32) -> Double?) -> Int32? {
        guard coordinate.isValid, radius.isFinite, radius >= 0, radius <= 100_000 else { return nil }
        let center = Self.key(coordinate)
        let cellMetres = Self.cell * 111_000 * max(0.1, cos(coordinate.latitude * .pi / 180))
        let rings = Int((radius / cellMetres).rounded(.up)) + 1
        var best: (entry: Int32, distance: Double)?
        for ring in 0...rings {
            // Once a ring's nearest edge is farther than the best found, no farther ring can do better.
            if let best, Double(ring - 1) * cellMetres > best.distance { break }
            for row in center.row - ring...center.row + ring {
                for column in center.column - ring...center.column + ring
                where abs(row - center.row) == ring || abs(column - center.column) == ring {
                    for entry in cells[Key(row: row, column: column)] ?? [] {
                        guard let distance = distance(entry) else { continue }
                        if distance <= radius, distance < best?.distance ?? .infinity { best = (entry, distance) }
                    }
                }
            }
        }
        return best?.entry
    }
}
