import Foundation
import OpenStreetMap

/// What a front end needs to draw the car's map: the features of an extract (`MapFeatures`: roads by class, rail,
/// water, coastline, green areas, buildings) for a region, as compact JSON, with the data's attribution. The
/// simulator serves it at `/map/features?bbox=…` (docs: NOTES, PROTOCOL). Answers are kept per region (the page
/// asks for fixed tiles, so the same regions come back), at most `cacheLimit` of them.
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
    /// The largest region answered, in degrees of latitude and of longitude.
    public static let maximumSpan = 0.5
    /// How many answers are kept.
    public static let cacheLimit = 256

    private let lock = NSLock()
    private var cache: [String: Data] = [:]
    private var cacheOrder: [String] = []

    public init(extract: OSMExtract, attribution: String) {
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
            guard region.maxLongitude - region.minLongitude <= maximumSpan,
                region.maxLatitude - region.minLatitude <= maximumSpan
            else {
                return .failure(
                    RegionError("bbox too large: at most \(maximumSpan)° of longitude and of latitude per request"))
            }
            return .success(region)
        }
    }

    /// Why a region was refused.
    public struct RegionError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// The JSON of the features that overlap `region` (kept for the next ask of the same region).
    public func json(for region: Region) -> Data {
        let key = "\(region.minLongitude),\(region.minLatitude),\(region.maxLongitude),\(region.maxLatitude)"
        lock.lock()
        if let cached = cache[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let data = encode(region)
        lock.lock()
        defer { lock.unlock() }
        if cache[key] == nil {
            cache[key] = data
            cacheOrder.append(key)
            if cacheOrder.count > Self.cacheLimit { cache[cacheOrder.removeFirst()] = nil }
        }
        return data
    }

    /// How many answers are kept now.
    public var cachedRegions: Int {
        lock.lock()
        defer { lock.unlock() }
        return cache.count
    }

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

    /// A coordinate with 6 decimals, without trailing zeros.
    private func number(_ value: Double) -> String {
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
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
