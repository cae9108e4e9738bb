import Foundation

/// The tags of an OpenStreetMap element: keys and values, in the order the file gives them.
public struct OSMTags: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// The key–value pairs.
    public private(set) var pairs: [(key: String, value: String)]

    public init(_ pairs: [(key: String, value: String)] = []) { self.pairs = pairs }

    public init(dictionaryLiteral elements: (String, String)...) {
        pairs = elements.map { (key: $0.0, value: $0.1) }
    }

    /// The value of `key`, nil when the element has no such tag.
    public subscript(key: String) -> String? { pairs.first { $0.key == key }?.value }

    public var isEmpty: Bool { pairs.isEmpty }
    public var count: Int { pairs.count }

    public func makeIterator() -> IndexingIterator<[(key: String, value: String)]> { pairs.makeIterator() }

    public static func == (lhs: OSMTags, rhs: OSMTags) -> Bool {
        lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        for pair in pairs {
            hasher.combine(pair.key)
            hasher.combine(pair.value)
        }
    }
}

/// A node: a point with an id, a position in degrees (WGS 84) and tags.
public struct OSMNode: Hashable, Sendable {
    public var id: Int64
    public var latitude: Double
    public var longitude: Double
    public var tags: OSMTags

    public init(id: Int64, latitude: Double, longitude: Double, tags: OSMTags = OSMTags()) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
        self.tags = tags
    }
}

/// A way: an ordered list of node ids (a road, a building outline…) with tags.
public struct OSMWay: Hashable, Sendable {
    public var id: Int64
    public var nodeIDs: [Int64]
    public var tags: OSMTags

    public init(id: Int64, nodeIDs: [Int64], tags: OSMTags = OSMTags()) {
        self.id = id
        self.nodeIDs = nodeIDs
        self.tags = tags
    }

    /// Whether the way ends where it starts (an area or a roundabout).
    public var isClosed: Bool { nodeIDs.count > 2 && nodeIDs.first == nodeIDs.last }
}

/// A relation: members with roles (a turn restriction, a multipolygon…) and tags.
public struct OSMRelation: Hashable, Sendable {
    /// What a member is.
    public enum MemberType: Int, Hashable, Sendable { case node = 0, way = 1, relation = 2 }

    /// One member: its type, id and role ("from", "via", "to", "outer"…).
    public struct Member: Hashable, Sendable {
        public var type: MemberType
        public var id: Int64
        public var role: String

        public init(type: MemberType, id: Int64, role: String) {
            self.type = type
            self.id = id
            self.role = role
        }
    }

    public var id: Int64
    public var members: [Member]
    public var tags: OSMTags

    public init(id: Int64, members: [Member], tags: OSMTags = OSMTags()) {
        self.id = id
        self.members = members
        self.tags = tags
    }
}

/// The area a file says it covers, in degrees.
public struct OSMBounds: Hashable, Sendable {
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
}

/// Why a PBF file could not be read.
public enum PBFError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not follow the format.
    case malformed(String)
    /// A blob is compressed in a way this reader does not support (LZMA, LZ4, Zstandard, bzip2).
    case unsupportedCompression(String)
    /// The file needs a feature this reader does not have ("HistoricalInformation"…).
    case unsupportedFeature(String)
    /// zlib refused a blob.
    case inflateFailed(Int32)
    /// The file holds more than the reader takes (`OSMExtract.Limits`): what, and the limit.
    case tooLarge(String, limit: Int)
    /// A node lies where nothing on Earth can: a latitude beyond ±90° or a longitude beyond ±180°.
    case notOnEarth(node: Int64, latitude: Double, longitude: Double)

    public var description: String {
        switch self {
        case .tooLarge(let what, let limit):
            "the file holds more \(what) than the car loads (at most \(limit.formatted(.number.grouping(.automatic))))"
        case .notOnEarth(let node, let latitude, let longitude):
            "node \(node) lies at latitude \(latitude), longitude \(longitude): not a position on Earth"
        case .malformed(let detail): "malformed OpenStreetMap PBF data: \(detail)"
        case .unsupportedCompression(let kind): "unsupported PBF blob compression: \(kind)"
        case .unsupportedFeature(let feature): "unsupported PBF feature: \(feature)"
        case .inflateFailed(let code): "zlib could not inflate a PBF blob (error \(code))"
        }
    }
}
