import Foundation

/// A reader of protocol buffer wire data, field by field, without generated code: what an OpenStreetMap PBF file
/// needs (varints, zig-zag integers, length-delimited fields and packed repeated fields).
///
/// It reads from an `UnsafeRawBufferPointer` the caller keeps alive, so nested messages and packed arrays are views,
/// not copies. Every read checks its bounds and throws `PBFError.malformed` on truncated or invalid data.
struct ProtobufReader {
    /// The wire types of the protocol buffer encoding.
    enum WireType: UInt8 {
        case varint = 0
        case fixed64 = 1
        case lengthDelimited = 2
        case fixed32 = 5
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset: Int

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        self.offset = 0
    }

    /// Whether every byte was read.
    var isAtEnd: Bool { offset >= bytes.count }

    /// The next field's number and wire type, nil at the end.
    mutating func nextField() throws -> (number: Int, type: WireType)? {
        guard !isAtEnd else { return nil }
        let key = try varint()
        guard let type = WireType(rawValue: UInt8(key & 7)), key >> 3 > 0 else {
            throw PBFError.malformed("unknown wire type \(key & 7) or field 0")
        }
        return (Int(key >> 3), type)
    }

    /// A base-128 varint.
    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count else { throw PBFError.malformed("truncated varint") }
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            guard shift < 64 else { throw PBFError.malformed("varint longer than 10 bytes") }
        }
    }

    /// A zig-zag encoded signed varint (`sint32`, `sint64`).
    mutating func signedVarint() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    /// A length-delimited field's bytes, as a view into the buffer.
    mutating func lengthDelimited() throws -> UnsafeRawBufferPointer {
        let length = try varint()
        guard length <= UInt64(bytes.count - offset) else { throw PBFError.malformed("field runs past its message") }
        let start = offset
        offset += Int(length)
        return UnsafeRawBufferPointer(rebasing: bytes[start..<offset])
    }

    /// A string field (UTF-8; invalid sequences are repaired).
    mutating func string() throws -> String {
        String(decoding: try lengthDelimited(), as: UTF8.self)
    }

    /// Skips a field of `type`.
    mutating func skip(_ type: WireType) throws {
        switch type {
        case .varint: _ = try varint()
        case .fixed64: try advance(8)
        case .fixed32: try advance(4)
        case .lengthDelimited: _ = try lengthDelimited()
        }
    }

    private mutating func advance(_ count: Int) throws {
        guard count <= bytes.count - offset else { throw PBFError.malformed("truncated fixed-size field") }
        offset += count
    }

    // MARK: Packed repeated fields

    /// A packed repeated `uint32`/`int32`/`uint64`/enum field, or one element of it when not packed.
    /// More than `limit` values in all throw `PBFError.tooLarge` (naming `what` and `shown`, else `limit`) before
    /// they are kept.
    mutating func packedVarints(
        _ type: WireType, into values: inout [UInt64], limit: Int = .max, of what: String = "values", shown: Int? = nil
    ) throws {
        guard type == .lengthDelimited else {
            guard values.count < limit else { throw PBFError.tooLarge(what, limit: shown ?? limit) }
            values.append(try varint())
            return
        }
        var inner = ProtobufReader(try lengthDelimited())
        while !inner.isAtEnd {
            guard values.count < limit else { throw PBFError.tooLarge(what, limit: shown ?? limit) }
            values.append(try inner.varint())
        }
    }

    /// A packed repeated `sint64` field whose values are deltas: appends the running sums.
    /// More than `limit` values in all throw `PBFError.tooLarge` (naming `what` and `shown`, else `limit`) before
    /// they are kept.
    mutating func packedDeltas(
        _ type: WireType, into values: inout [Int64], limit: Int = .max, of what: String = "values", shown: Int? = nil
    ) throws {
        guard type == .lengthDelimited else {
            guard values.count < limit else { throw PBFError.tooLarge(what, limit: shown ?? limit) }
            values.append((values.last ?? 0) &+ (try signedVarint()))
            return
        }
        var inner = ProtobufReader(try lengthDelimited())
        var running: Int64 = 0
        while !inner.isAtEnd {
            guard values.count < limit else { throw PBFError.tooLarge(what, limit: shown ?? limit) }
            running = running &+ (try inner.signedVarint())
            values.append(running)
        }
    }
}
