import CZlib
import Foundation

/// Writes small OpenStreetMap PBF files from hand-made blocks (raw or zlib-compressed blobs): the tests' crafted
/// files, hostile ones included (a way across the antimeridian, nodes off the Earth, blobs that inflate far). Not a
/// general writer: nodes are dense, every element's tags come from one string table per block.
enum PBFWriter {
    /// A node of a dense group, in nanodegrees over the block's granularity (100 by default).
    struct Node: Sendable {
        var id: Int64
        var latitude: Int64
        var longitude: Int64

        /// A node at degrees, in the default granularity (100 nanodegrees).
        init(id: Int64, latitude: Double, longitude: Double) {
            self.init(id: id, rawLatitude: Int64(latitude * 1e7), rawLongitude: Int64(longitude * 1e7))
        }

        /// A node at raw units of the block's granularity.
        init(id: Int64, rawLatitude: Int64, rawLongitude: Int64) {
            self.id = id
            latitude = rawLatitude
            longitude = rawLongitude
        }
    }

    /// A way: its node ids and tags.
    struct Way: Sendable {
        var id: Int64
        var nodeIDs: [Int64]
        var tags: [(String, String)]
    }

    // MARK: Files

    /// A file: an `OSMHeader` blob, then one `OSMData` blob of `nodes` and `ways`.
    static func file(nodes: [Node], ways: [Way] = [], compressed: Bool = true, latitudeOffset: Int64 = 0)
        -> Data
    {
        let header = bytes(4, Array("OsmSchema-V0.6".utf8)) + bytes(4, Array("DenseNodes".utf8))
        return Data(
            blob("OSMHeader", header, compressed: false)
                + blob(
                    "OSMData", block(nodes: nodes, ways: ways, latitudeOffset: latitudeOffset),
                    compressed: compressed))
    }

    /// A `PrimitiveBlock`: a string table, a group of dense nodes and a group of ways.
    static func block(nodes: [Node], ways: [Way], latitudeOffset: Int64 = 0) -> [UInt8] {
        var strings = [""]
        func index(_ string: String) -> UInt64 {
            if let found = strings.firstIndex(of: string) { return UInt64(found) }
            strings.append(string)
            return UInt64(strings.count - 1)
        }
        var wayGroup: [UInt8] = []
        for way in ways {
            var message = varint(1, UInt64(bitPattern: way.id))
            message += packed(2, way.tags.map { index($0.0) })
            message += packed(3, way.tags.map { index($0.1) })
            message += packedDeltas(8, way.nodeIDs)
            wayGroup += bytes(3, message)
        }
        var dense: [UInt8] = []
        if !nodes.isEmpty {
            dense += packedDeltas(1, nodes.map(\.id))
            dense += packedDeltas(8, nodes.map(\.latitude))
            dense += packedDeltas(9, nodes.map(\.longitude))
        }
        var block = bytes(1, strings.flatMap { bytes(1, Array($0.utf8)) })
        if !dense.isEmpty { block += bytes(2, bytes(2, dense)) }
        if !wayGroup.isEmpty { block += bytes(2, wayGroup) }
        if latitudeOffset != 0 { block += varint(19, UInt64(bitPattern: latitudeOffset)) }
        return block
    }

    /// A blob of `type` after its length and header: `contents` raw, or zlib-compressed with `declaredSize` (the
    /// contents' size unless told) as its raw size.
    static func blob(_ type: String, _ contents: [UInt8], compressed: Bool, declaredSize: Int? = nil)
        -> [UInt8]
    {
        let blob =
            compressed
            ? varint(2, UInt64(declaredSize ?? contents.count)) + bytes(3, deflate(contents))
            : bytes(1, contents)
        let header = bytes(1, Array(type.utf8)) + varint(3, UInt64(blob.count))
        let length = UInt32(header.count)
        return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            + header + blob
    }

    /// zlib at its best compression.
    static func deflate(_ contents: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(contents.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = contents.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), 9)
            }
        }
        precondition(status == Z_OK, "zlib compress2 failed: \(status)")
        return Array(output.prefix(Int(length)))
    }

    // MARK: Protocol buffers

    static func varint(_ value: UInt64) -> [UInt8] {
        var value = value
        var out: [UInt8] = []
        while value >= 0x80 {
            out.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        out.append(UInt8(value))
        return out
    }

    static func varint(_ number: Int, _ value: UInt64) -> [UInt8] {
        varint(UInt64(number << 3)) + varint(value)
    }

    static func bytes(_ number: Int, _ contents: [UInt8]) -> [UInt8] {
        varint(UInt64(number << 3 | 2)) + varint(UInt64(contents.count)) + contents
    }

    static func packed(_ number: Int, _ values: [UInt64]) -> [UInt8] {
        values.isEmpty ? [] : bytes(number, values.flatMap { varint($0) })
    }

    /// A packed `sint64` field of the values' deltas (zig-zag encoded).
    static func packedDeltas(_ number: Int, _ values: [Int64]) -> [UInt8] {
        var previous: Int64 = 0
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 2)
        for value in values {
            let delta = value &- previous
            previous = value
            out += varint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)))
        }
        return values.isEmpty ? [] : bytes(number, out)
    }
}
