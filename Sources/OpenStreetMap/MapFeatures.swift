import Foundation

/// What a map draws, from an extract: the sea and its islands (from the coastline, `CoastlineAreas`), roads by
/// class, rail, water, coastline, parks and green areas, buildings, and the labels of named roads and places. Each
/// feature keeps its points and bounds, so a view asks only for what its region shows.
public struct MapFeatures: Sendable {
    /// What a feature is, in the order a map paints them (later kinds over earlier ones).
    public enum Kind: String, Hashable, Sendable, CaseIterable, Comparable {
        case sea, land, water, coastline, park, building, rail, road, place

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A line or area of the map.
    public struct Feature: Hashable, Sendable, Identifiable {
        /// The way's id (the sea's and the islands' areas, made from several ways, count down from -1).
        public var id: Int64
        public var kind: Kind
        /// For roads, their class; nil otherwise.
        public var roadClass: RoadClass?
        /// The name to label it with.
        public var name: String?
        /// Whether it is an area (closed and filled) rather than a line.
        public var isArea: Bool
        /// Where a road or railway runs: in a tunnel, on the ground or on a bridge (`tunnel`/`bridge` tags).
        public var level: Level = .ground
        public var points: [Coordinate]
        public var bounds: Bounds
        /// For places, their category as `PlaceIndex` gives it ("amenity=fuel"); nil otherwise.
        public var category: String? = nil
        /// The holes of an area drawn from a multipolygon relation (its inner rings inside this outer ring).
        public var holes: [[Coordinate]] = []
    }

    /// Where a road or railway runs, in paint order: tunnels under everything, bridges over the roads.
    public enum Level: String, Hashable, Sendable, CaseIterable, Comparable {
        case tunnel, ground, bridge

        public static func < (lhs: Level, rhs: Level) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// The level the way's tags say (`tunnel=*`, `bridge=*`, any value but "no"; a tunnel wins).
        static func of(_ tags: OSMTags) -> Level {
            if let tunnel = tags["tunnel"], tunnel != "no" { return .tunnel }
            if let bridge = tags["bridge"], bridge != "no" { return .bridge }
            return .ground
        }
    }

    /// A rectangle of latitudes and longitudes.
    public struct Bounds: Hashable, Sendable {
        public var minLatitude: Double
        public var minLongitude: Double
        public var maxLatitude: Double
        public var maxLongitude: Double

        public init(minLatitude: Double, minLongitude: Double, maxLatitude: Double, maxLongitude: Double) {
            self.minLatitude = minLatitude
            self.minLongitude = minLongitude
            self.maxLatitude = maxLatitude
            self.maxLongitude = maxLongitude
        }

        /// The bounds of points (nil for none).
        init?(_ points: [Coordinate]) {
            guard let first = points.first else { return nil }
            var bounds = Bounds(
                minLatitude: first.latitude, minLongitude: first.longitude, maxLatitude: first.latitude,
                maxLongitude: first.longitude)
            for point in points.dropFirst() {
                bounds.minLatitude = min(bounds.minLatitude, point.latitude)
                bounds.maxLatitude = max(bounds.maxLatitude, point.latitude)
                bounds.minLongitude = min(bounds.minLongitude, point.longitude)
                bounds.maxLongitude = max(bounds.maxLongitude, point.longitude)
            }
            self = bounds
        }

        /// Whether the two rectangles overlap (touching counts).
        public func intersects(_ other: Bounds) -> Bool {
            minLatitude <= other.maxLatitude && other.minLatitude <= maxLatitude && minLongitude <= other.maxLongitude
                && other.minLongitude <= maxLongitude
        }
    }

    /// Every feature, in paint order (by kind, then by level: tunnels, the ground, bridges; then by road class from
    /// small to big roads). Made from the compact store on each call: a map view asks `features(in:)`.
    public var features: [Feature] { (0..<store.count).map(store.feature(at:)) }

    /// How many features the map has.
    public var count: Int { store.count }

    /// The features, kept compactly (`MapFeatureStore`).
    private var store = MapFeatureStore()

    /// The features' positions in paint order by the cell of `cellStep` degrees their bounds overlap, so a region's
    /// features are found from the cells it covers, whatever the map's size (issue 20: every request scanned every
    /// feature). Features over more than `largestIndexed` cells are in `large` instead, looked at by every query.
    private var cells: [CellKey: [Int32]] = [:]
    private var large: [Int32] = []
    /// The cells' size in degrees of latitude and longitude (about 870 m of latitude).
    static let cellStep = 1.0 / 128
    /// The most cells a feature is filed under.
    static let largestIndexed = 64

    private struct CellKey: Hashable {
        var latitude: Int32
        var longitude: Int32
    }

    /// The range of cells along one axis that `low...high` degrees overlap.
    private static func cellRange(_ low: Double, _ high: Double) -> ClosedRange<Int32> {
        Int32((low / cellStep).rounded(.down))...Int32((high / cellStep).rounded(.down))
    }

    /// The features of `extract`.
    public init(extract: OSMExtract) {
        self.init(extract: extract, coordinates: NodeCoordinates(extract))
    }

    /// The features of `extract`, whose nodes' coordinates are `coordinates`.
    package init(extract: OSMExtract, coordinates: NodeCoordinates) {
        var extract = extract
        self.init(extract: &extract, coordinates: coordinates, releasingWays: false)
    }

    /// The features of `extract`, whose nodes' coordinates are `coordinates`. With `releasingWays`, each of the
    /// extract's ways is emptied (its node ids and tags) once it is drawn, so a city's ways give their memory to
    /// its features while they are made (issue 21, the load's peak): for a caller that holds the only copy of the
    /// extract and needs its ways no more.
    package init(extract: inout OSMExtract, coordinates: NodeCoordinates, releasingWays: Bool) {
        // Room for every way and tagged node drawn, with all their points, made once (untouched room costs nothing).
        let taggedNodes = extract.nodes.count { !$0.tags.isEmpty }
        store.reserve(
            features: extract.ways.count + taggedNodes,
            points: extract.ways.reduce(0) { $0 + $1.nodeIDs.count } + taggedNodes)
        var coastline: [(nodes: [Int64], points: [Coordinate])] = []
        // Named points of interest (`PlaceIndex`'s): a node's position, an area's centre.
        func place(id: Int64, tags: OSMTags, points: [Coordinate]) {
            guard let name = tags["name"], let category = PlaceIndex.category(of: tags), !points.isEmpty,
                points.allSatisfy(\.isValid)
            else { return }
            let point = PlaceIndex.center(of: points)
            guard point.isValid else { return }
            store.append(
                id: id, kind: .place, roadClass: nil, name: name, isArea: false, level: .ground, points: [point],
                category: category)
        }
        for node in extract.nodes where !node.tags.isEmpty {
            place(
                id: node.id, tags: node.tags, points: [Coordinate(latitude: node.latitude, longitude: node.longitude)])
        }
        // Multipolygons first: their rings are made of ways the loop below may release.
        let multipolygons = Self.multipolygons(of: extract, coordinates: coordinates)
        for index in extract.ways.indices {
            // (By index, not by iterating the array: an iterator would hold the array, and releasing a way would
            // copy it whole.)
            defer {
                if releasingWays {
                    extract.ways[index] = OSMWay(id: extract.ways[index].id, nodeIDs: [])
                    // The ways' small blocks are freed amid the heap, where the store's large arrays do not go:
                    // their pages go back to the system every eighth of the ways.
                    if (index + 1) % max(extract.ways.count / 8, 1) == 0 { FreedMemory.release() }
                }
            }
            let way = extract.ways[index]
            if way.tags["name"] != nil { place(id: way.id, tags: way.tags, points: coordinates.points(of: way)) }
            guard let (kind, roadClass) = Self.kind(of: way.tags) else { continue }
            let points = coordinates.points(of: way)
            if kind == .coastline, points.count == way.nodeIDs.count { coastline.append((way.nodeIDs, points)) }
            // Only positions on the Earth can be drawn (the reader refuses others; an extract made in code may not).
            guard points.count >= 2, points.allSatisfy(\.isValid) else { continue }
            let isArea = way.isClosed && kind != .road && kind != .rail && kind != .coastline
            store.append(
                id: way.id, kind: kind, roadClass: roadClass, name: way.tags["name"], isArea: isArea,
                level: kind == .road || kind == .rail ? .of(way.tags) : .ground, points: points)
        }
        for area in multipolygons {
            store.append(
                id: area.id, kind: area.kind, roadClass: nil, name: area.name, isArea: true, level: .ground,
                points: area.points, holes: area.holes)
        }
        if let bounds = extract.bounds, !coastline.isEmpty {
            let areas = CoastlineAreas.areas(of: coastline, within: bounds)
            // The sea and the land are numbered on from the negative ids already drawn: -1, -2… in a file's extract.
            var areaID = -Int64(store.records.count(where: { $0.id < 0 }))
            for (kind, rings) in [(Kind.sea, areas.sea), (.land, areas.land)] {
                for ring in rings where ring.count >= 4 && ring.allSatisfy(\.isValid) {
                    areaID -= 1
                    store.append(
                        id: areaID, kind: kind, roadClass: nil, name: nil, isArea: true, level: .ground, points: ring)
                }
            }
        }
        store.sort { (lhs: MapFeatureStore.Record, rhs: MapFeatureStore.Record) -> Bool in
            let left: (Kind, Level, Int, Int64) = (lhs.kind, lhs.level, lhs.roadClass?.rank ?? 0, lhs.id)
            let right: (Kind, Level, Int, Int64) = (rhs.kind, rhs.level, rhs.roadClass?.rank ?? 0, rhs.id)
            return left < right
        }
        for position in 0..<store.count {
            let b = store.bounds(at: position)  // on the Earth (above), so the cells fit an Int32
            let latitudes = Self.cellRange(b.minLatitude, b.maxLatitude)
            let longitudes = Self.cellRange(b.minLongitude, b.maxLongitude)
            guard latitudes.count * longitudes.count <= Self.largestIndexed else {
                large.append(Int32(position))
                continue
            }
            for latitude in latitudes {
                for longitude in longitudes {
                    cells[CellKey(latitude: latitude, longitude: longitude), default: []].append(Int32(position))
                }
            }
        }
    }

    /// The features that overlap `bounds`, in paint order: those filed under the cells `bounds` covers (and the
    /// large ones), each looked at once.
    public func features(in bounds: Bounds) -> [Feature] {
        guard bounds.minLatitude <= bounds.maxLatitude, bounds.minLongitude <= bounds.maxLongitude,
            bounds.minLatitude.isFinite, bounds.maxLatitude.isFinite, bounds.minLongitude.isFinite,
            bounds.maxLongitude.isFinite, bounds.maxLatitude >= -90, bounds.minLatitude <= 90,
            bounds.maxLongitude >= -180, bounds.minLongitude <= 180
        else { return [] }
        let latitudes = Self.cellRange(max(bounds.minLatitude, -90), min(bounds.maxLatitude, 90))
        let longitudes = Self.cellRange(max(bounds.minLongitude, -180), min(bounds.maxLongitude, 180))
        var candidates = large
        if latitudes.count * longitudes.count > cells.count {
            // A region larger than the map's cells: every filed feature is a candidate.
            for list in cells.values { candidates += list }
        } else {
            for latitude in latitudes {
                for longitude in longitudes {
                    if let list = cells[CellKey(latitude: latitude, longitude: longitude)] { candidates += list }
                }
            }
        }
        candidates.sort()
        var shown: [Feature] = []
        var last: Int32 = -1
        for position in candidates where position != last {
            last = position
            if store.bounds(at: Int(position)).intersects(bounds) { shown.append(store.feature(at: Int(position))) }
        }
        return shown
    }

    /// What a way draws as, nil for ways a map does not draw.
    /// The areas of multipolygon relations (`type=multipolygon` with the tags of water, a green area or a building):
    /// one area per outer ring, with the inner rings inside it as its holes. Their ids are made from the relation's
    /// and the ring's place among its outer rings, negative and beyond -2^40 (apart from ways' ids and the sea's).
    static func multipolygons(of extract: OSMExtract, coordinates: NodeCoordinates) -> [Feature] {
        let relations = extract.relations.filter { $0.tags["type"] == "multipolygon" }
        guard !relations.isEmpty else { return [] }
        var waysByID: [Int64: OSMWay] = [:]
        let members = Set(relations.flatMap { $0.members.filter { $0.type == .way }.map(\.id) })
        for way in extract.ways where members.contains(way.id) { waysByID[way.id] = way }
        var areas: [Feature] = []
        for relation in relations {
            guard let (kind, _) = kind(of: relation.tags), [.water, .park, .building].contains(kind) else { continue }
            func rings(_ role: String) -> [[Coordinate]] {
                MultipolygonRings.rings(
                    of: relation.members.compactMap { member in
                        guard member.type == .way, member.role == role, let way = waysByID[member.id] else {
                            return nil
                        }
                        return (way.nodeIDs, coordinates.points(of: way))
                    })
            }
            let inner = rings("inner")
            for (index, outer) in rings("outer").enumerated() where outer.allSatisfy(\.isValid) {
                guard let bounds = Bounds(outer) else { continue }
                let holes = inner.filter { ring in ring.first.map { MultipolygonRings.contains(outer, $0) } ?? false }
                areas.append(
                    Feature(
                        id: -(1 << 40) - (relation.id << 8) - Int64(index & 0xFF), kind: kind, roadClass: nil,
                        name: relation.tags["name"],
                        isArea: true, points: outer, bounds: bounds, holes: holes))
            }
        }
        return areas
    }

    static func kind(of tags: OSMTags) -> (Kind, RoadClass?)? {
        if let highway = tags["highway"], let roadClass = RoadClass(rawValue: highway), tags["area"] != "yes" {
            return (.road, roadClass)
        }
        if tags["natural"] == "coastline" { return (.coastline, nil) }
        if tags["natural"] == "water" || tags["waterway"] == "riverbank" || tags["landuse"] == "reservoir"
            || tags["landuse"] == "basin" || tags["leisure"] == "marina"
        {
            return (.water, nil)
        }
        if ["park", "garden", "pitch", "golf_course"].contains(tags["leisure"] ?? "")
            || ["grass", "forest", "meadow", "recreation_ground", "cemetery", "village_green"].contains(
                tags["landuse"] ?? "")
            || ["wood", "scrub", "grassland"].contains(tags["natural"] ?? "")
        {
            return (.park, nil)
        }
        if let building = tags["building"], building != "no" { return (.building, nil) }
        if let railway = tags["railway"], ["rail", "light_rail", "subway", "tram", "narrow_gauge"].contains(railway) {
            return (.rail, nil)
        }
        return nil
    }
}
