import Foundation

/// Encodes `Encodable` values straight into a `JSONValue` tree, through the values' own `Codable` conformances (so
/// the wire format stays defined once), without writing JSON text and parsing it back. The simulator encodes every
/// screen change and message this way (`package`: the simulator's messages use it too).
///
/// Numbers become `.number` (integers exactly up to 2^53), `nil` and `encodeNil` become `.null`, and a `JSONValue`
/// inside a value is taken as it is. Non-finite numbers throw, as `JSONEncoder` does. Unlike `JSONEncoder`, `Data`
/// is written in its own Codable form (an array of bytes), not base64: no message or screen holds `Data`.
package enum JSONValueEncoder {
    package static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if let json = try scalar(value, nil) { return json }
        let encoder = TreeEncoder(path: nil)
        try value.encode(to: encoder)
        return encoder.slot.finish()
    }
}

/// Where an encoder writes: a slot in a parent container, or the top.
private final class Slot {
    var value: JSONValue = .null
    /// Members and elements, while this slot is a container being filled (written into `value` by `finish`): a
    /// scalar is kept as its value, a container or a value encoded by its own `encode(to:)` as a slot of its own.
    var members: [String: Member]?
    var elements: [Member]?

    enum Member {
        case value(JSONValue)
        case slot(Slot)

        func finish() -> JSONValue {
            switch self {
            case .value(let value): value
            case .slot(let slot): slot.finish()
            }
        }
    }

    func finish() -> JSONValue {
        if let members {
            return .object(members.mapValues { $0.finish() })
        }
        if let elements {
            return .array(elements.map { $0.finish() })
        }
        return value
    }
}

/// An encoder's or container's coding path, kept as a chain of keys and made an array only when asked for (an error,
/// or a type that reads it): every member encoded would otherwise copy its parent's array.
private final class CodingPath {
    let parent: CodingPath?
    let key: any CodingKey

    init(_ parent: CodingPath?, _ key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func array(_ path: CodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = path
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }
}

private final class TreeEncoder: Encoder {
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let slot: Slot

    init(path: CodingPath?, slot: Slot = Slot()) {
        self.path = path
        self.slot = slot
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.members == nil { slot.members = [:] }
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.elements == nil { slot.elements = [] }
        return UnkeyedContainer(slot: slot, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, path: path)
    }
}

/// The JSON of a scalar (or of a value that is JSON already), nil for anything else.
private func scalar<T: Encodable>(_ value: T, _ path: @autoclosure () -> CodingPath?) throws -> JSONValue? {
    switch value {
    case let json as JSONValue: return json
    // Patch operations (every `diff` message holds them) are JSON values already: no container per operation.
    case let operations as [JSONPatchOperation]: return .array(operations.map(\.json))
    case let operation as JSONPatchOperation: return operation.json
    // Every interactive node has an action and an id: their JSON without a container each (the diff of a reloaded
    // list encodes one of each per row).
    case let action as ScreenAction: return action.json
    case let id as ElementID: return .string(id.rawValue)
    case let string as String: return .string(string)
    case let bool as Bool: return .bool(bool)
    case let double as Double: return try number(double, path())
    case let int as Int: return .number(Double(int))
    // Other integer widths and Float: the containers' default methods for them come here (their own `encode(to:)`
    // would call those methods again).
    case let integer as any BinaryInteger: return .number(Double(integer))
    case let float as Float: return try number(Double(float), path())
    default: return nil
    }
}

/// Encodes one value as a member: scalars directly, anything else into a slot of its own through its `encode(to:)`.
private func member<T: Encodable>(_ value: T, path: @autoclosure () -> CodingPath?) throws -> Slot.Member {
    if let json = try scalar(value, path()) { return .value(json) }
    let slot = Slot()
    try value.encode(to: TreeEncoder(path: path(), slot: slot))
    return .slot(slot)
}

/// `value` as a JSON number; a non-finite one throws, as `JSONEncoder` does (its path made only then).
private func number(_ value: Double, _ path: @autoclosure () -> CodingPath?) throws -> JSONValue {
    guard value.isFinite else {
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(codingPath: CodingPath.array(path()), debugDescription: "\(value) is not valid JSON"))
    }
    return .number(value)
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }

    private func set(_ member: Slot.Member, _ key: Key) { slot.members?[key.stringValue] = member }

    private func child(_ key: Key) -> Slot {
        let child = Slot()
        set(.slot(child), key)
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { set(.value(.null), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.value(.bool(value)), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.value(.string(value)), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(.value(try number(value, CodingPath(path, key))), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(.value(try number(Double(value), CodingPath(path, key))), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.value(.number(Double(value))), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        set(try member(value, path: CodingPath(path, key)), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = child(key)
        child.members = [:]
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, path: CodingPath(path, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = child(key)
        child.elements = []
        return UnkeyedContainer(slot: child, path: CodingPath(path, key))
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(path: path, slot: child(Key(stringValue: "super")!))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(path: CodingPath(path, key), slot: child(key))
    }
}

private struct IndexKey: CodingKey {
    var stringValue: String { "\(index)" }
    var intValue: Int? { index }
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }
    var count: Int { slot.elements?.count ?? 0 }

    private var nextPath: CodingPath { CodingPath(path, IndexKey(count)) }

    private func append(_ member: Slot.Member) { slot.elements?.append(member) }

    private func next() -> Slot {
        let child = Slot()
        append(.slot(child))
        return child
    }

    mutating func encodeNil() throws { append(.value(.null)) }
    mutating func encode(_ value: Bool) throws { append(.value(.bool(value))) }
    mutating func encode(_ value: String) throws { append(.value(.string(value))) }
    mutating func encode(_ value: Double) throws { append(.value(try number(value, nextPath))) }
    mutating func encode(_ value: Int) throws { append(.value(.number(Double(value)))) }
    mutating func encode<T: Encodable>(_ value: T) throws { append(try member(value, path: nextPath)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = nextPath
        let child = next()
        child.members = [:]
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, path: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let child = next()
        child.elements = []
        return UnkeyedContainer(slot: child, path: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return TreeEncoder(path: path, slot: next())
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }

    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = try number(value, path) }
    mutating func encode(_ value: Float) throws { slot.value = try number(Double(value), path) }
    mutating func encode(_ value: Int) throws { slot.value = .number(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        if let json = try scalar(value, path) {
            slot.value = json
        } else {
            try value.encode(to: TreeEncoder(path: path, slot: slot))
        }
    }
}
