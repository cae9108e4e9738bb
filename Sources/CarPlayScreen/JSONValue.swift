import Foundation

/// A JSON value: what screens are diffed as (`JSONPatch`), and how tests read what the simulator sends. The protocol's
/// messages themselves are `ClientMessage` and `ServerMessage`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Parses UTF-8 JSON text (one value). Throws for anything that is not JSON.
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// A Codable value's JSON encoding (encoded straight into a tree, no text in between).
    public static func encoding<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONValueEncoder.encode(value)
    }

    // MARK: Reading

    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    public var doubleValue: Double? {
        if case .number(let number) = self, number.isFinite { return number }
        return nil
    }

    /// The number when it is a whole number in `Int` range.
    public var intValue: Int? {
        guard case .number(let number) = self, number.isFinite, number.rounded() == number,
            abs(number) <= 9_007_199_254_740_991
        else { return nil }
        return Int(number)
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    public var objectValue: [String: JSONValue]? {
        if case .object(let object) = self { return object }
        return nil
    }

    // MARK: Writing

    /// Compact JSON text: keys sorted, `/` not escaped, whole numbers without a fraction.
    public var jsonString: String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Compact JSON as UTF-8 bytes.
    public var jsonData: Data {
        var out: [UInt8] = []
        write(into: &out)
        return Data(out)
    }

    /// Appends the compact JSON text of `self` (as `jsonString` writes it) to `out`, as UTF-8.
    public func write(into out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let bool): out += (bool ? "true" : "false").utf8
        case .number(let number): out += Self.format(number).utf8
        case .string(let string): Self.writeString(string, to: &out)
        case .array(let array):
            out.append(UInt8(ascii: "["))
            for (index, element) in array.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                element.write(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            // Sorted with their values: no second lookup per key.
            for (index, member) in object.sorted(by: { $0.key < $1.key }).enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func format(_ number: Double) -> String {
        guard number.isFinite else { return "0" }
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// A JSON string: `"` and `\\` escaped, control characters and U+2028/U+2029 as escapes, the rest as UTF-8.
    static func writeString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            // Most strings need no escape: copied whole.
            if !bytes.contains(where: {
                $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2
            }) {
                out.append(contentsOf: bytes)
                return
            }
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""): out += #"\""#.utf8
                case UInt8(ascii: "\\"): out += #"\\"#.utf8
                case UInt8(ascii: "\n"): out += #"\n"#.utf8
                case UInt8(ascii: "\r"): out += #"\r"#.utf8
                case UInt8(ascii: "\t"): out += #"\t"#.utf8
                case 0..<0x20: out += unicodeEscape(UInt32(byte))
                // U+2028 and U+2029 (E2 80 A8, E2 80 A9): line terminators in JavaScript.
                case 0xE2
                where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    out += unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    index += 2
                default: out.append(byte)
                }
                index += 1
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\\u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return Array(#"\u"#.utf8) + [12, 8, 4, 0].map { digits[Int((value >> $0) & 0xF)] }
    }
}

extension JSONValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a JSON value")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number.isFinite ? number : 0)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}

// MARK: JSON Patch (RFC 6902)

/// One JSON Patch operation (`add`, `remove`, `replace`) with a JSON Pointer path (RFC 6901).
public struct JSONPatchOperation: Hashable, Sendable {
    public enum Kind: String, Codable, Sendable { case add, remove, replace }
    public var op: Kind
    public var path: String
    public var value: JSONValue?

    public init(op: Kind, path: String, value: JSONValue? = nil) {
        self.op = op
        self.path = path
        self.value = value
    }

    public var json: JSONValue {
        var object: [String: JSONValue] = ["op": .string(op.rawValue), "path": .string(path)]
        if op != .remove { object["value"] = value ?? .null }
        return .object(object)
    }

    /// Appends the text of `json` (keys sorted: `op`, `path`, `value`) to `out` without making the object: a reload
    /// of a long list sends thousands of operations.
    public func write(into out: inout [UInt8]) {
        out += #"{"op":""#.utf8
        out += op.rawValue.utf8
        out += #"","path":"#.utf8
        JSONValue.writeString(path, to: &out)
        if op != .remove {
            out += #","value":"#.utf8
            (value ?? .null).write(into: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// Reads an operation; nil when it is not one of the three kinds or is malformed.
    public init?(json: JSONValue) {
        guard let kind = json["op"]?.stringValue.flatMap(Kind.init(rawValue:)), let path = json["path"]?.stringValue
        else { return nil }
        if kind != .remove, json["value"] == nil { return nil }
        self.init(op: kind, path: path, value: kind == .remove ? nil : json["value"])
    }
}

extension JSONPatchOperation: Codable {
    enum CodingKeys: String, CodingKey { case op, path, value }

    /// `value` is read as given (`null` included) and required but for `remove`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let op = try container.decode(Kind.self, forKey: .op)
        let path = try container.decode(String.self, forKey: .path)
        // (Not a `?:` with `nil`: JSONValue is ExpressibleByNilLiteral, and the literal would become `.null`.)
        var value: JSONValue?
        if op != .remove { value = try container.decode(JSONValue.self, forKey: .value) }
        self.init(op: op, path: path, value: value)
    }

    /// `{"op", "path", "value"}`, without `value` for `remove`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(op, forKey: .op)
        try container.encode(path, forKey: .path)
        if op != .remove { try container.encode(value ?? .null, forKey: .value) }
    }
}

/// Differences between JSON values as JSON Patch, and applying them.
public enum JSONPatch {
    /// The operations that turn `old` into `new`: objects key by key, arrays element by element (changed elements
    /// in place, extra elements removed from the end, new ones appended), anything else replaced.
    public static func diff(from old: JSONValue, to new: JSONValue) -> [JSONPatchOperation] {
        var ops: [JSONPatchOperation] = []
        diff(old, new, path: "", into: &ops)
        return ops
    }

    /// The operations that turn `old` into `new` where they sit at `path` (a JSON Pointer) in a larger document,
    /// appended to `ops`.
    public static func diff(
        from old: JSONValue, to new: JSONValue, at path: String, into ops: inout [JSONPatchOperation]
    ) {
        diff(old, new, path: path, into: &ops)
    }

    private static func diff(_ old: JSONValue, _ new: JSONValue, path: String, into ops: inout [JSONPatchOperation]) {
        guard old != new else { return }
        diffUnequal(old, new, path: path, into: &ops)
    }

    /// `diff` of two values known to differ: each member or element is compared once, and its path is written only
    /// when it differs (a reload's changed rows are diffed member by member, thousands of times).
    private static func diffUnequal(
        _ old: JSONValue, _ new: JSONValue, path: String, into ops: inout [JSONPatchOperation]
    ) {
        switch (old, new) {
        case (.object(let a), .object(let b)):
            let start = ops.count
            var kept = 0
            for key in b.keys.sorted() {
                let after = b[key]!
                guard let before = a[key] else {
                    ops.append(JSONPatchOperation(op: .add, path: path + "/" + escape(key), value: after))
                    continue
                }
                kept += 1
                if before != after { diffUnequal(before, after, path: path + "/" + escape(key), into: &ops) }
            }
            // Members that went are removed first (in key order), as a page applies the operations in order.
            if kept < a.count {
                let removals = a.keys.sorted().filter { b[$0] == nil }.map {
                    JSONPatchOperation(op: .remove, path: path + "/" + escape($0))
                }
                ops.insert(contentsOf: removals, at: start)
            }
        case (.array(let a), .array(let b)):
            let common = min(a.count, b.count)
            for index in 0..<common where a[index] != b[index] {
                diffUnequal(a[index], b[index], path: path + "/\(index)", into: &ops)
            }
            if a.count > b.count {
                for index in stride(from: a.count - 1, through: b.count, by: -1) {
                    ops.append(JSONPatchOperation(op: .remove, path: path + "/\(index)"))
                }
            } else if b.count > a.count {
                for index in a.count..<b.count {
                    ops.append(JSONPatchOperation(op: .add, path: path + "/\(index)", value: b[index]))
                }
            }
        default:
            ops.append(JSONPatchOperation(op: .replace, path: path, value: new))
        }
    }

    /// Why a patch could not be applied.
    public struct ApplyError: Error, Hashable, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Applies operations in order.
    public static func apply(_ ops: [JSONPatchOperation], to value: JSONValue) throws(ApplyError) -> JSONValue {
        var result = value
        for op in ops {
            let tokens = try tokens(of: op.path)
            result = try apply(op, tokens: tokens[...], to: result)
        }
        return result
    }

    private static func apply(_ op: JSONPatchOperation, tokens: ArraySlice<String>, to value: JSONValue)
        throws(ApplyError) -> JSONValue
    {
        guard let token = tokens.first else {
            switch op.op {
            case .replace, .add: return op.value ?? .null
            case .remove: throw ApplyError(description: "cannot remove the whole document")
            }
        }
        let rest = tokens.dropFirst()
        switch value {
        case .object(var object):
            if rest.isEmpty {
                switch op.op {
                case .add: object[token] = op.value ?? .null
                case .replace:
                    guard object[token] != nil else { throw ApplyError(description: "no member \(token) to replace") }
                    object[token] = op.value ?? .null
                case .remove:
                    guard object.removeValue(forKey: token) != nil else {
                        throw ApplyError(description: "no member \(token) to remove")
                    }
                }
                return .object(object)
            }
            guard let child = object[token] else { throw ApplyError(description: "no member \(token)") }
            object[token] = try apply(op, tokens: rest, to: child)
            return .object(object)
        case .array(var array):
            let index: Int
            if token == "-", op.op == .add, rest.isEmpty {
                index = array.count
            } else {
                guard let parsed = Int(token), parsed >= 0, String(parsed) == token else {
                    throw ApplyError(description: "bad array index \(token)")
                }
                index = parsed
            }
            if rest.isEmpty {
                switch op.op {
                case .add:
                    guard index <= array.count else { throw ApplyError(description: "index \(index) out of range") }
                    array.insert(op.value ?? .null, at: index)
                case .replace:
                    guard index < array.count else { throw ApplyError(description: "index \(index) out of range") }
                    array[index] = op.value ?? .null
                case .remove:
                    guard index < array.count else { throw ApplyError(description: "index \(index) out of range") }
                    array.remove(at: index)
                }
                return .array(array)
            }
            guard index < array.count else { throw ApplyError(description: "index \(index) out of range") }
            array[index] = try apply(op, tokens: rest, to: array[index])
            return .array(array)
        default:
            throw ApplyError(description: "cannot descend into a scalar at \(token)")
        }
    }

    /// A JSON Pointer's reference tokens.
    static func tokens(of pointer: String) throws(ApplyError) -> [String] {
        guard !pointer.isEmpty else { return [] }
        guard pointer.hasPrefix("/") else { throw ApplyError(description: "a JSON pointer starts with /: \(pointer)") }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// Escapes a key for a JSON Pointer (`~` → `~0`, `/` → `~1`).
    static func escape(_ key: String) -> String {
        guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
        return key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
