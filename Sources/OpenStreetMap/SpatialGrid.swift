import Foundation

/// Vertices (or road segments) bucketed by a grid of about 250 m cells, to find the nearest one without scanning
/// them all.
///
/// Filled cell by cell into a dictionary, then `freeze()` packs it: the cells' keys in order, where each cell's entries
/// start, and the entries in one array (compressed sparse rows). A million-node map's two grids took about 72 MB as a
/// dictionary of arrays (an array per cell, each with room to grow), 35 MB packed.
struct SpatialGrid: Sendable {
    /// Cell size in degrees of latitude (≈ 250 m); longitude cells are as wide in degrees (narrower in metres away
    /// from the equator, which only means more cells are searched).
    static let cell = 0.002_25
    /// Entries by cell while the grid is filled (empty once frozen).
    private var cells: [Key: [Int32]] = [:]
    /// Once frozen: each cell's key (`packed`), in ascending order.
    private var cellKeys: [Int64] = []
    /// Where each cell's entries start in `entries` (one more than there are cells: the last is the end).
    private var cellStarts: [Int32] = [0]
    /// Every cell's entries, cell after cell.
    private var entries: [Int32] = []

    struct Key: Hashable, Sendable {
        var row: Int
        var column: Int

        /// Row and column in one number (each fits 32 bits for any position on Earth and the rings around it).
        var packed: Int64 {
            Int64(truncatingIfNeeded: row) << 32 | Int64(UInt32(truncatingIfNeeded: column))
        }
    }

    static func key(_ coordinate: Coordinate) -> Key {
        Key(
            row: Int((coordinate.latitude / cell).rounded(.down)),
            column: Int((coordinate.longitude / cell).rounded(.down)))
    }

    mutating func insert(_ vertex: Int32, at coordinate: Coordinate) {
        guard coordinate.isValid else { return }
        file(vertex, Self.key(coordinate))
    }

    /// How many entries are filed in all (a segment counts once per cell).
    private(set) var entryCount = 0

    /// The most cells a segment's bounding box may cover to be filed under all of them (about 5 km by 5 km).
    static let maximumBoxCells = 400
    /// The most cells a longer segment is filed under along its line (about 1,000 km); a longer one (no road has
    /// one, but a hostile file may: a way from longitude -180 to 180) is filed by its ends only.
    static let maximumLineCells = 4000

    /// Files a segment so it is found from any point near it: under every cell its bounding box touches, or for a
    /// long segment the cells along its line, or for one longer than any road its ends' cells. Each segment costs at
    /// most `maximumLineCells` entries.
    mutating func insert(_ segment: Int32, from start: Coordinate, to end: Coordinate) {
        guard start.isValid, end.isValid else { return }
        let (a, b) = (Self.key(start), Self.key(end))
        if (abs(a.row - b.row) + 1) * (abs(a.column - b.column) + 1) <= Self.maximumBoxCells {
            for row in min(a.row, b.row)...max(a.row, b.row) {
                for column in min(a.column, b.column)...max(a.column, b.column) {
                    file(segment, Key(row: row, column: column))
                }
            }
            return
        }
        let latitudeSpan = end.latitude - start.latitude
        let longitudeSpan = end.longitude - start.longitude
        // Half a cell at a time: every cell the line crosses, but for a corner it only grazes.
        let steps = Int((max(abs(latitudeSpan), abs(longitudeSpan)) / (Self.cell / 2)).rounded(.up))
        guard steps <= 2 * Self.maximumLineCells else {
            file(segment, a)
            if b != a { file(segment, b) }
            return
        }
        var last: Key?
        for step in 0...steps {
            let fraction = Double(step) / Double(steps)
            let key = Self.key(
                Coordinate(
                    latitude: start.latitude + latitudeSpan * fraction,
                    longitude: start.longitude + longitudeSpan * fraction))
            if key != last { file(segment, key) }
            last = key
        }
    }

    private mutating func file(_ entry: Int32, _ key: Key) {
        cells[key, default: []].append(entry)
        entryCount += 1
    }

    /// Packs the cells filled so far into the frozen arrays (cells filled later are found as well, from the
    /// dictionary).
    mutating func freeze() {
        var filled = Array(cells)
        cells = [:]
        filled.sort { $0.key.packed < $1.key.packed }
        // Cells filed before an earlier freeze are merged in order.
        var keys: [Int64] = []
        var starts: [Int32] = [0]
        var packed: [Int32] = []
        keys.reserveCapacity(cellKeys.count + filled.count)
        starts.reserveCapacity(cellKeys.count + filled.count + 1)
        packed.reserveCapacity(entries.count + filled.reduce(0) { $0 + $1.value.count })
        var old = 0
        var new = 0
        while old < cellKeys.count || new < filled.count {
            let key = min(
                old < cellKeys.count ? cellKeys[old] : .max, new < filled.count ? filled[new].key.packed : .max)
            if old < cellKeys.count, cellKeys[old] == key {
                packed += entries[Int(cellStarts[old])..<Int(cellStarts[old + 1])]
                old += 1
            }
            if new < filled.count, filled[new].key.packed == key {
                packed += filled[new].value
                new += 1
            }
            keys.append(key)
            starts.append(Int32(packed.count))
        }
        cellKeys = keys
        cellStarts = starts
        entries = packed
    }

    /// Calls `body` with each entry of the cell at `key`.
    @inline(__always) private func forEachEntry(at key: Key, _ body: (Int32) -> Void) {
        let packedKey = key.packed
        var low = 0
        var high = cellKeys.count
        while low < high {
            let middle = (low + high) / 2
            if cellKeys[middle] < packedKey { low = middle + 1 } else { high = middle }
        }
        if low < cellKeys.count, cellKeys[low] == packedKey {
            for index in Int(cellStarts[low])..<Int(cellStarts[low + 1]) { body(entries[index]) }
        }
        if !cells.isEmpty, let filling = cells[key] { filling.forEach(body) }
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
                    forEachEntry(at: Key(row: row, column: column)) { entry in
                        guard let distance = distance(entry) else { return }
                        if distance <= radius, distance < best?.distance ?? .infinity { best = (entry, distance) }
                    }
                }
            }
        }
        return best?.entry
    }
}
