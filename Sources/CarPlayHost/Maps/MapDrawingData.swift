import Foundation
import OpenStreetMap

/// What a front end needs to draw the car's map: the features of an extract (`MapFeatures`: roads by class, rail,
/// water, coastline, green areas, buildings) for a region, as compact JSON, with the data's attribution. The
/// simulator serves it at `/map/features?bbox=…` (docs: NOTES, PROTOCOL). A region asked for is widened to the grid
/// of `gridStep` degrees (`Region.snapped`), and the answer is that of the widened region, kept by it: regions that
/// differ by less than a grid step share one answer. At most `cacheLimit` answers and `cacheBytes` bytes are kept
/// (the least recently used go first).
///
/// The JSON: `{"bbox": [minLon, minLat, maxLon, maxLat], "attribution": "…", "features": [{"id": 1, "kind":
/// "road", "class": "primary", "name": "…", "oneway": 1, "area": false, "points": [lat, lon, lat, lon, …]}, …]}` —
/// features in paint order, coordinates flat with 6 decimals (about 10 cm); `holes` (flat rings) on areas drawn from
/// multipolygon relations that have them; `level` ("tunnel" or "bridge") on roads
/// and railways off the ground only; `oneway` on one-way roads only: 1 along
/// the points, -1 against them, by the router's rule (`RoadGraph.direction(of:)`: `oneway=yes|1|true|-1|reverse`;
/// roundabouts and motorways are one-way unless tagged otherwise); places (`"kind": "place"`, one point) with
/// `category`, Apple's point-of-interest category (`MKPointOfInterestCategory` raw value) — places without one are
/// left out.
public final class MapDrawingData: @unchecked Sendable {
    /// The features of the extract.
    public let features: MapFeatures
    /// The direction of one-way roads by way id: 1 along the way's nodes, -1 against them.
    public let oneWays: [Int64: Int]
    /// The credit the data needs wherever it shows.
    public let attribution: String
    /// The largest region answered, in degrees of latitude and of longitude (the page asks for zoom-14 tiles, about
    /// 0.022° wide: this is more than four of them each way).
    public static let maximumSpan = 0.1
    /// The grid regions are widened to (about 100 m of latitude).
    public static let gridStep = 1.0 / 1024
    /// How many answers are kept.
    public static let cacheLimit = 256
    /// How many bytes of answers are kept.
    public static let cacheBytes = 32 << 20

    private let lock = NSLock()
    private var cache: ByteBoundedCache<Region, Data>

    /// The drawing data of an extract; at most `cacheLimit` answers and `cacheBytes` bytes of them are kept.
    public convenience init(
        extract: OSMExtract, attribution: String, cacheBytes: Int = MapDrawingData.cacheBytes,
        cacheLimit: Int = MapDrawingData.cacheLimit
    ) {
        var extract = extract
        self.init(
            extract: &extract, coordinates: NodeCoordinates(extract), releasingWays: false, attribution: attribution,
            cacheBytes: cacheBytes, cacheLimit: cacheLimit)
    }

    /// The drawing data of an extract whose nodes' coordinates are `coordinates` (`CarMap` makes them once); with
    /// `releasingWays`, the extract's ways are emptied as they are drawn (`MapFeatures`).
    init(
        extract: inout OSMExtract, coordinates: NodeCoordinates, releasingWays: Bool, attribution: String,
        cacheBytes: Int = MapDrawingData.cacheBytes, cacheLimit: Int = MapDrawingData.cacheLimit
    ) {
        cache = ByteBoundedCache(maximumBytes: cacheBytes, maximumCount: cacheLimit, size: { $0.count })
        var oneWays: [Int64: Int] = [:]
        for way in extract.ways {
            // The router's rule (one truth): the map draws one-way exactly the roads it drives one way.
            switch RoadGraph.direction(of: way) {
            case .forward: oneWays[way.id] = 1
            case .backward: oneWays[way.id] = -1
            case .both, nil: break
            }
        }
        self.oneWays = oneWays
        features = MapFeatures(extract: &extract, coordinates: coordinates, releasingWays: releasingWays)
        self.attribution = attribution
    }

    /// The drawing data of a `.osm.pbf` file.
    public convenience init(contentsOf url: URL, attribution: String = OSMExtract.monacoAttribution) throws {
        self.init(extract: try OSMExtract(contentsOf: url), attribution: attribution)
    }

    /// The shipped Monaco extract's, read once per process when first needed (nil if it cannot be read).
    public static var monaco: MapDrawingData? { CarMap.monaco?.drawing }

    /// A region of the map: longitudes and latitudes, as a `bbox` query parameter gives them.
    public struct Region: Hashable, Sendable {
        public var minLongitude: Double
        public var minLatitude: Double
        public var maxLongitude: Double
        public var maxLatitude: Double

        /// Parses "minLon,minLat,maxLon,maxLat" (the order of GeoJSON and OpenStreetMap's API), or says what is
        /// wrong with it.
        public static func parse(_ text: String?) -> Result<Region, RegionError> {
            guard let text, !text.isEmpty else {
                return .failure(RegionError("bbox is required: minLon,minLat,maxLon,maxLat"))
            }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
            guard parts.count == 4, let values = parts as? [Double], values.allSatisfy(\.isFinite) else {
                return .failure(RegionError("bbox must be four numbers: minLon,minLat,maxLon,maxLat"))
            }
            let region = Region(
                minLongitude: values[0], minLatitude: values[1], maxLongitude: values[2], maxLatitude: values[3])
            guard (-180...180).contains(region.minLongitude), (-180...180).contains(region.maxLongitude),
                (-90...90).contains(region.minLatitude), (-90...90).contains(region.maxLatitude)
            else {
                return .failure(RegionError("bbox is off the Earth: longitudes in -180...180, latitudes in -90...90"))
            }
            guard region.minLongitude < region.maxLongitude, region.minLatitude < region.maxLatitude else {
                return .failure(RegionError("bbox is empty: min must be less than max"))
            }
            // A hair of slack: 2.4 - 2.3 is 0.1 only up to floating-point noise.
            guard region.maxLongitude - region.minLongitude <= maximumSpan + 1e-9,
                region.maxLatitude - region.minLatitude <= maximumSpan + 1e-9
            else {
                return .failure(
                    RegionError("bbox too large: at most \(maximumSpan)° of longitude and of latitude per request"))
            }
            return .success(region)
        }

        /// The region widened to the grid of `gridStep` degrees (by a hair less than a step where a bound is on it,
        /// so that floating-point noise does not add a step).
        public var snapped: Region {
            let step = MapDrawingData.gridStep
            let slack = 1e-7
            func down(_ value: Double, _ low: Double) -> Double {
                Swift.max(low, (value / step + slack).rounded(.down) * step)
            }
            func up(_ value: Double, _ high: Double) -> Double {
                Swift.min(high, (value / step - slack).rounded(.up) * step)
            }
            return Region(
                minLongitude: down(minLongitude, -180), minLatitude: down(minLatitude, -90),
                maxLongitude: up(maxLongitude, 180), maxLatitude: up(maxLatitude, 90))
        }
    }

    /// Why a region was refused.
    public struct RegionError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The JSON of the features that overlap `region` widened to the grid (`Region.snapped`, whose bounds the JSON's
    /// `bbox` gives), kept for the next ask of a region that widens to the same.
    public func json(for region: Region) -> Data {
        let key = region.snapped
        if let cached = lock.withLock({ cache.value(for: key) }) { return cached }
        let data = encode(key)
        lock.withLock { cache.insert(data, for: key) }
        return data
    }

    /// How many answers are kept now.
    public var cachedRegions: Int { lock.withLock { cache.count } }

    /// How many bytes of answers are kept now.
    public var cachedBytes: Int { lock.withLock { cache.bytes } }

    /// The answer's JSON, written as bytes: a tile holds tens of thousands of coordinates, and writing each through
    /// a `String` took most of a tile's time.
    private func encode(_ region: Region) -> Data {
        let bounds = MapFeatures.Bounds(
            minLatitude: region.minLatitude, minLongitude: region.minLongitude, maxLatitude: region.maxLatitude,
            maxLongitude: region.maxLongitude)
        var out: [UInt8] = []
        out.reserveCapacity(64 * 1024)
        out += "{\"bbox\":[".utf8
        for (index, value) in [region.minLongitude, region.minLatitude, region.maxLongitude, region.maxLatitude]
            .enumerated()
        {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            Self.writeCoordinate(value, to: &out)
        }
        out += "],\"attribution\":".utf8
        out += Self.quoted(attribution).utf8
        out += ",\"features\":[".utf8
        var first = true
        for feature in features.features(in: bounds) {
            // A place is drawn as its Apple category's icon: one without a category is left out.
            let appleCategory = feature.category.flatMap(PointOfInterestCategories.appleCategory(of:))
            if feature.kind == .place, appleCategory == nil { continue }
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            out += "{\"id\":".utf8
            out += String(feature.id).utf8
            out += ",\"kind\":\"".utf8
            out += feature.kind.rawValue.utf8
            out.append(UInt8(ascii: "\""))
            if let roadClass = feature.roadClass {
                out += ",\"class\":\"".utf8
                out += roadClass.rawValue.utf8
                out.append(UInt8(ascii: "\""))
            }
            if let name = feature.name {
                out += ",\"name\":".utf8
                out += Self.quoted(name).utf8
            }
            if let appleCategory, feature.kind == .place {
                out += ",\"category\":".utf8
                out += Self.quoted(appleCategory).utf8
            }
            if feature.level != .ground {
                out += ",\"level\":\"".utf8
                out += feature.level.rawValue.utf8
                out.append(UInt8(ascii: "\""))
            }
            if feature.kind == .road, let direction = oneWays[feature.id] {
                out += (direction < 0 ? ",\"oneway\":-1" : ",\"oneway\":1").utf8
            }
            out += (feature.isArea ? ",\"area\":true,\"points\":" : ",\"area\":false,\"points\":").utf8
            Self.writePoints(feature.points, to: &out)
            if !feature.holes.isEmpty {
                out += ",\"holes\":[".utf8
                for (index, hole) in feature.holes.enumerated() {
                    if index > 0 { out.append(UInt8(ascii: ",")) }
                    Self.writePoints(hole, to: &out)
                }
                out.append(UInt8(ascii: "]"))
            }
            out.append(UInt8(ascii: "}"))
        }
        out += "]}".utf8
        return Data(out)
    }

    /// Points as a flat JSON array: `[lat, lon, lat, lon, …]`.
    private static func writePoints(_ points: [Coordinate], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, point) in points.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            writeCoordinate(point.latitude, to: &out)
            out.append(UInt8(ascii: ","))
            writeCoordinate(point.longitude, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// A coordinate with 6 decimals, without trailing zeros ("43.7347", "-0.5", "7"), as `Self.writeCoordinate`
    /// writes it.
    func number(_ value: Double) -> String {
        var bytes: [UInt8] = []
        Self.writeCoordinate(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes a coordinate (degrees, at most 180 either way) with 6 decimals and no trailing zeros, from its value in
    /// millionths.
    static func writeCoordinate(_ value: Double, to out: inout [UInt8]) {
        let millionths = Int64((value * 1_000_000).rounded())
        guard millionths != 0 else { return out.append(UInt8(ascii: "0")) }
        if millionths < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = millionths.magnitude
        writeDigits(magnitude / 1_000_000, count: nil, to: &out)
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        out.append(UInt8(ascii: "."))
        writeDigits(fraction, count: digits, to: &out)
    }

    /// Writes `value` in decimal: with exactly `count` digits (zeros in front) when given, else as many as it has.
    private static func writeDigits(_ value: UInt64, count: Int?, to out: inout [UInt8]) {
        var width = 1
        var scale: UInt64 = 1
        while value / scale >= 10 {
            scale *= 10
            width += 1
        }
        if let count, count > width {
            out += repeatElement(UInt8(ascii: "0"), count: count - width)
        }
        while scale > 0 {
            out.append(UInt8(ascii: "0") + UInt8(value / scale % 10))
            scale /= 10
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
