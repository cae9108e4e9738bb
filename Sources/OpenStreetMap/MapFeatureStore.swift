/// The features of a map as `MapFeatures` keeps them: a record a feature, and every feature's points in one array of
/// 32-bit numbers, degrees × 10⁷ (OpenStreetMap's own precision, about a centimetre). A `Feature` with its own array
/// of double-precision points took about 275 bytes on a city's map (8.5 points a feature); a record of 72 bytes and
/// its points take about 140 (issue 21: a 4.5 M-node map's 647,075 features kept 178 MB; now about 90).
struct MapFeatureStore: Sendable {
    struct Record: Sendable {
        var id: Int64
        var name: String?
        var category: String?
        /// The first point's place in `points` (two numbers a point), and how many points.
        var firstPoint: Int32
        var pointCount: Int32
        /// The bounds, in the points' units.
        var south: Int32
        var west: Int32
        var north: Int32
        var east: Int32
        /// Its holes' place in `holes`; -1 for none (only areas of multipolygon relations have holes).
        var holes: Int32
        var kind: MapFeatures.Kind
        var roadClass: RoadClass?
        var level: MapFeatures.Level
        var isArea: Bool
    }

    private(set) var records: [Record] = []
    /// Latitude, longitude, latitude, longitude… in degrees × 10⁷.
    private var points: [Int32] = []
    private var holes: [[[Coordinate]]] = []

    /// A number of degrees in the points' units (any degrees on the Earth fit an `Int32`).
    static func units(_ degrees: Double) -> Int32 { Int32((degrees * 1e7).rounded()) }
    static func degrees(_ units: Int32) -> Double { Double(units) / 1e7 }

    var count: Int { records.count }

    /// Room for `features` features of `points` points in all, so the arrays are not copied as they grow.
    mutating func reserve(features: Int, points: Int) {
        records.reserveCapacity(features)
        self.points.reserveCapacity(2 * points)
    }

    /// Adds a feature through `points` (at least one, each on the Earth).
    mutating func append(
        id: Int64, kind: MapFeatures.Kind, roadClass: RoadClass?, name: String?, isArea: Bool,
        level: MapFeatures.Level, points: [Coordinate], category: String? = nil, holes: [[Coordinate]] = []
    ) {
        precondition(!points.isEmpty && points.allSatisfy(\.isValid), "a feature's points are on the Earth")
        let first = Int32(self.points.count / 2)
        var (south, west, north, east) = (Int32.max, Int32.max, Int32.min, Int32.min)
        for point in points {
            let latitude = Self.units(point.latitude)
            let longitude = Self.units(point.longitude)
            self.points.append(latitude)
            self.points.append(longitude)
            south = min(south, latitude)
            north = max(north, latitude)
            west = min(west, longitude)
            east = max(east, longitude)
        }
        var holeIndex: Int32 = -1
        if !holes.isEmpty {
            holeIndex = Int32(self.holes.count)
            self.holes.append(holes)
        }
        records.append(
            Record(
                id: id, name: name, category: category, firstPoint: first, pointCount: Int32(points.count),
                south: south, west: west, north: north, east: east, holes: holeIndex, kind: kind,
                roadClass: roadClass, level: level, isArea: isArea))
    }

    /// Puts the records in the order `areInIncreasingOrder` gives (their points stay where they are).
    mutating func sort(by areInIncreasingOrder: (Record, Record) -> Bool) { records.sort(by: areInIncreasingOrder) }

    /// The bounds of the feature at `position`.
    func bounds(at position: Int) -> MapFeatures.Bounds {
        let record = records[position]
        return MapFeatures.Bounds(
            minLatitude: Self.degrees(record.south), minLongitude: Self.degrees(record.west),
            maxLatitude: Self.degrees(record.north), maxLongitude: Self.degrees(record.east))
    }

    /// The feature at `position`, with its points.
    func feature(at position: Int) -> MapFeatures.Feature {
        let record = records[position]
        let first = 2 * Int(record.firstPoint)
        let featurePoints = (0..<Int(record.pointCount)).map { index in
            Coordinate(
                latitude: Self.degrees(points[first + 2 * index]),
                longitude: Self.degrees(points[first + 2 * index + 1]))
        }
        return MapFeatures.Feature(
            id: record.id, kind: record.kind, roadClass: record.roadClass, name: record.name, isArea: record.isArea,
            level: record.level, points: featurePoints, bounds: bounds(at: position), category: record.category,
            holes: record.holes >= 0 ? holes[Int(record.holes)] : [])
    }
}
