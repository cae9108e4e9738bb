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
/// features in paint order, coordinates flat with 6 decimals (about 10 cm); `oneway` on one-way roads only: 1 along
/// the points, -1 against them, by the router's rule (`RoadGraph.direction(of:)`: `oneway=yes|1|true|-1|reverse`;
/// roundabouts and motorways are one-way unless tagged otherwise).
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
    public init(
        extract: OSMExtract, attribution: String, cacheBytes: Int = MapDrawingData.cacheBytes,
        cacheLimit: Int = MapDrawingData.cacheLimit
    ) {
        cache = ByteBoundedCache(maximumBytes: cacheBytes, maximumCount: cacheLimit, size: { $0.count })
        features = MapFeatures(extract: extract)
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

    private func encode(_ region: Region) -> Data {
        let bounds = MapFeatures.Bounds(
            minLatitude: region.minLatitude, minLongitude: region.minLongitude, maxLatitude: region.maxLatitude,
            maxLongitude: region.maxLongitude)
        var out = "{\"bbox\":[\(number(region.minLongitude)),\(number(region.minLatitude)),"
        out += "\(number(region.maxLongitude)),\(number(region.maxLatitude))],\"attribution\":"
        out += Self.quoted(attribution) + ",\"features\":["
        var first = true
        for feature in features.features(in: bounds) {
            if !first { out += "," }
            first = false
            out += "{\"id\":\(feature.id),\"kind\":\"\(feature.kind.rawValue)\""
            if let roadClass = feature.roadClass { out += ",\"class\":\"\(roadClass.rawValue)\"" }
            if let name = feature.name { out += ",\"name\":" + Self.quoted(name) }
            if feature.kind == .road, let direction = oneWays[feature.id] { out += ",\"oneway\":\(direction)" }
            out += ",\"area\":\(feature.isArea),\"points\":["
            var firstPoint = true
            for point in feature.points {
                if !firstPoint { out += "," }
                firstPoint = false
                out += number(point.latitude) + "," + number(point.longitude)
            }
            out += "]}"
        }
        out += "]}"
        return Data(out.utf8)
    }

    /// A coordinate with 6 decimals, without trailing zeros ("43.7347", "-0.5", "7"): written from the value in
    /// millionths, since `String(format:)` took most of a tile's time.
    func number(_ value: Double) -> String {
        let millionths = Int64((value * 1_000_000).rounded())  // a coordinate: at most 1.8e8
        guard millionths != 0 else { return "0" }
        let magnitude = millionths.magnitude
        var text = millionths < 0 ? "-" : ""
        text += String(magnitude / 1_000_000)
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return text }
        var digits = 6
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let written = String(fraction)
        text += "." + String(repeating: "0", count: digits - written.count) + written
        return text
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
