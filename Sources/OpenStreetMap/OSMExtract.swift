import CZlib
import Foundation

/// An OpenStreetMap extract read whole from a `.osm.pbf` file: every node, way and relation, with the bounds the file
/// declares.
///
/// The format: a sequence of blobs, each after a big-endian length and a `BlobHeader`; an `OSMHeader` blob, then
/// `OSMData` blobs holding primitive blocks (a string table and groups of nodes, dense nodes, ways and relations).
/// Blobs are raw or zlib-compressed (the system's zlib). Decoding follows the published `fileformat.proto` and
/// `osmformat.proto` field numbers.
public struct OSMExtract: Sendable {
    public var nodes: [OSMNode] = []
    public var ways: [OSMWay] = []
    public var relations: [OSMRelation] = []
    /// The bounding box of the header, if it has one.
    public var bounds: OSMBounds?
    /// The features the header requires (`OsmSchema-V0.6`, `DenseNodes`).
    public var requiredFeatures: [String] = []
    /// The nodes without tags, when the file was read packing them (`init(contentsOf:limits:packing:)`); then
    /// `nodes` holds the others.
    package var packedNodes = PackedNodes()
    /// Whether the reader packs the nodes it may (`PackedNodes`): set for the read, and cleared for good by the
    /// first node out of ascending id order.
    var packing = false
    /// The id of the last node read.
    var lastNodeID: Int64?

    public init(nodes: [OSMNode] = [], ways: [OSMWay] = [], relations: [OSMRelation] = [], bounds: OSMBounds? = nil) {
        self.nodes = nodes
        self.ways = ways
        self.relations = relations
        self.bounds = bounds
    }

    /// What a file may hold at most: a file beyond any of them is refused (`PBFError.tooLarge`) before it fills the
    /// memory. The defaults take a large city's extract (a few million nodes; Monaco has 180,118) and refuse a
    /// country's.
    public struct Limits: Hashable, Sendable {
        /// Bytes inflated from all the file's blobs (each blob holds at most 32 MiB, as the format says).
        public var inflatedBytes = 1 << 30
        public var nodes = 20_000_000
        public var ways = 4_000_000
        /// Node references of all ways.
        public var wayNodes = 60_000_000
        public var relations = 1_000_000
        /// Members of all relations.
        public var relationMembers = 10_000_000
        /// Values of one packed field, and strings of one block's string table (a block of the format holds about
        /// 8,000 elements).
        public var blockValues = 8_000_000

        public init() {}

        /// Limits for a file of up to `nodes` nodes (at least 1): the others in the standard limits' proportion to
        /// their 20 M nodes (a fifth as many ways, three node references per node, 54 inflated bytes per node…), the
        /// block's values as they are (the format fixes a block's size).
        public init(nodes: Int) {
            let standard = Limits.standard
            let nodes = max(nodes, 1)
            func scaled(_ value: Int) -> Int {
                Int(min(Double(value) * Double(nodes) / Double(standard.nodes), Double(1 << 62)).rounded(.up))
            }
            self.nodes = nodes
            inflatedBytes = scaled(standard.inflatedBytes)
            ways = scaled(standard.ways)
            wayNodes = scaled(standard.wayNodes)
            relations = scaled(standard.relations)
            relationMembers = scaled(standard.relationMembers)
        }

        /// The bounds the car loads maps with.
        public static let standard = Limits()
    }

    /// The most one blob may hold, inflated: 32 MiB (`fileformat.proto`).
    public static let maximumBlobSize = 32 * 1024 * 1024

    /// The features this reader supports; a file requiring any other is refused.
    public static let supportedFeatures: Set<String> = ["OsmSchema-V0.6", "DenseNodes"]

    /// Reads the file at `url`, refusing one beyond `limits`.
    public init(contentsOf url: URL, limits: Limits = .standard) throws {
        try self.init(data: try Data(contentsOf: url, options: .mappedIfSafe), limits: limits)
    }

    /// Reads the file at `url`, refusing one beyond `limits`; with `packing`, the nodes without tags go to
    /// `packedNodes` where they can (the car's map: `NodeCoordinates` finds them there).
    package init(contentsOf url: URL, limits: Limits = .standard, packing: Bool) throws {
        try self.init(data: try Data(contentsOf: url, options: .mappedIfSafe), limits: limits, packing: packing)
    }

    /// Reads PBF bytes, refusing them beyond `limits` and where a node is not a position on Earth.
    public init(data: Data, limits: Limits = .standard) throws {
        try self.init(data: data, limits: limits, packing: false)
    }

    /// Reads PBF bytes, refusing them beyond `limits` and where a node is not a position on Earth; with `packing`,
    /// the nodes without tags go to `packedNodes` where they can.
    package init(data: Data, limits: Limits = .standard, packing: Bool) throws {
        self.packing = packing
        var budget = ReadBudget(limits: limits)
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                guard bytes.count - offset >= 4 else { throw PBFError.malformed("truncated blob header length") }
                let headerLength =
                    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                    | Int(bytes[offset + 3])
                offset += 4
                guard headerLength > 0, headerLength <= 64 * 1024, headerLength <= bytes.count - offset else {
                    throw PBFError.malformed("blob header of \(headerLength) bytes")
                }
                let header = try BlobHeader(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + headerLength]))
                offset += headerLength
                guard header.dataSize >= 0, header.dataSize <= Self.maximumBlobSize,
                    header.dataSize <= bytes.count - offset
                else { throw PBFError.malformed("blob of \(header.dataSize) bytes") }
                let blob = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + header.dataSize])
                offset += header.dataSize
                let contents = try Self.inflate(blob, budget: &budget)
                try contents.withUnsafeBytes { block in
                    switch header.type {
                    case "OSMHeader": try readHeader(block)
                    case "OSMData":
                        var reader = PrimitiveBlockReader(block, budget: budget)
                        try reader.read(into: &self)
                        budget = reader.budget
                    default: break  // Unknown blob types are skipped, as the format asks.
                    }
                }
            }
        }
    }

    // MARK: Blobs

    private struct BlobHeader {
        var type = ""
        var dataSize = 0

        init(_ bytes: UnsafeRawBufferPointer) throws {
            var reader = ProtobufReader(bytes)
            while let field = try reader.nextField() {
                switch (field.number, field.type) {
                case (1, .lengthDelimited): type = try reader.string()
                case (3, .varint): dataSize = Int(truncatingIfNeeded: Int32(truncatingIfNeeded: try reader.varint()))
                default: try reader.skip(field.type)
                }
            }
        }
    }

    /// A blob's contents: raw, or inflated with zlib to the size the blob states (never more: zlib writes at most
    /// that much), within 32 MiB and the file's budget of inflated bytes.
    private static func inflate(_ blob: UnsafeRawBufferPointer, budget: inout ReadBudget) throws -> Data {
        var reader = ProtobufReader(blob)
        var raw: UnsafeRawBufferPointer?
        var compressed: UnsafeRawBufferPointer?
        var rawSize = -1
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): raw = try reader.lengthDelimited()
            case (2, .varint): rawSize = Int(truncatingIfNeeded: Int32(truncatingIfNeeded: try reader.varint()))
            case (3, .lengthDelimited): compressed = try reader.lengthDelimited()
            case (4, _): throw PBFError.unsupportedCompression("LZMA")
            case (5, _): throw PBFError.unsupportedCompression("bzip2")
            case (6, _): throw PBFError.unsupportedCompression("LZ4")
            case (7, _): throw PBFError.unsupportedCompression("Zstandard")
            default: try reader.skip(field.type)
            }
        }
        if let raw {
            try budget.inflate(raw.count)
            return Data(raw)
        }
        guard let compressed else { throw PBFError.malformed("blob without data") }
        guard rawSize >= 0, rawSize <= maximumBlobSize else { throw PBFError.malformed("raw size \(rawSize)") }
        try budget.inflate(rawSize)
        var output = Data(count: rawSize)
        var length = uLongf(rawSize)
        let status = output.withUnsafeMutableBytes { out in
            uncompress(
                out.baseAddress?.assumingMemoryBound(to: Bytef.self), &length,
                compressed.baseAddress?.assumingMemoryBound(to: Bytef.self), uLong(compressed.count))
        }
        guard status == Z_OK else { throw PBFError.inflateFailed(status) }
        guard Int(length) == rawSize else { throw PBFError.malformed("blob inflated to \(length), not \(rawSize)") }
        return output
    }

    // MARK: Header

    private mutating func readHeader(_ bytes: UnsafeRawBufferPointer) throws {
        var reader = ProtobufReader(bytes)
        while let field = try reader.nextField() {
            switch (field.number, field.type) {
            case (1, .lengthDelimited): bounds = try Self.bounds(try reader.lengthDelimited())
            case (4, .lengthDelimited):
                let feature = try reader.string()
                guard Self.supportedFeatures.contains(feature) else { throw PBFError.unsupportedFeature(feature) }
                requiredFeatures.append(feature)
            default: try reader.skip(field.type)
            }
        }
    }

    /// `HeaderBBox`: left, right, top, bottom in nanodegrees.
    private static func bounds(_ bytes: UnsafeRawBufferPointer) throws -> OSMBounds {
        var reader = ProtobufReader(bytes)
        var values: [Int: Int64] = [:]
        while let field = try reader.nextField() {
            if field.type == .varint, (1...4).contains(field.number) {
                values[field.number] = try reader.signedVarint()
            } else {
                try reader.skip(field.type)
            }
        }
        func degrees(_ number: Int) -> Double { Double(values[number] ?? 0) * 1e-9 }
        return OSMBounds(
            minLatitude: degrees(4), minLongitude: degrees(1), maxLatitude: degrees(3), maxLongitude: degrees(2))
    }
}

/// What a file read so far used of its `OSMExtract.Limits`.
struct ReadBudget: Sendable {
    let limits: OSMExtract.Limits
    private(set) var inflatedBytes = 0
    private(set) var wayNodes = 0
    private(set) var relationMembers = 0

    init(limits: OSMExtract.Limits) { self.limits = limits }

    mutating func inflate(_ count: Int) throws {
        guard count <= limits.inflatedBytes - inflatedBytes else {
            throw PBFError.tooLarge("bytes of data, inflated,", limit: limits.inflatedBytes)
        }
        inflatedBytes += count
    }

    mutating func addWayNodes(_ count: Int) throws {
        guard count <= limits.wayNodes - wayNodes else {
            throw PBFError.tooLarge("node references in ways", limit: limits.wayNodes)
        }
        wayNodes += count
    }

    mutating func addRelationMembers(_ count: Int) throws {
        guard count <= limits.relationMembers - relationMembers else {
            throw PBFError.tooLarge("relation members", limit: limits.relationMembers)
        }
        relationMembers += count
    }
}
