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
        if let json = value as? JSONValue { return json }
        let encoder = TreeEncoder(codingPath: [])
        try value.encode(to: encoder)
        return encoder.slot.finish()
    }
}

/// Where an encoder writes: a slot in a parent container, or the top.
private final class Slot {
    var value: JSONValue = .null
    /// Members and elements, while this slot is a container being filled (written into `value` by `finish`).
    var members: [String: Slot]?
    var elements: [Slot]?

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

private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let slot: Slot

    init(codingPath: [any CodingKey], slot: Slot = Slot()) {
        self.codingPath = codingPath
        self.slot = slot
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if slot.members == nil { slot.members = [:] }
        return KeyedEncodingContainer(KeyedContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if slot.elements == nil { slot.elements = [] }
        return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }
}

/// Encodes one value into `slot`: scalars directly, `JSONValue` as it is, anything else through its `encode(to:)`.
private func store<T: Encodable>(_ value: T, in slot: Slot, codingPath: [any CodingKey]) throws {
    switch value {
    case let json as JSONValue: slot.value = json
    // Patch operations (every `diff` message holds them) are JSON values already: no container per operation.
    case let operations as [JSONPatchOperation]: slot.value = .array(operations.map(\.json))
    case let operation as JSONPatchOperation: slot.value = operation.json
    case let string as String: slot.value = .string(string)
    case let bool as Bool: slot.value = .bool(bool)
    case let double as Double: slot.value = try number(double, codingPath)
    case let int as Int: slot.value = .number(Double(int))
    // Other integer widths and Float: the containers' default methods for them come here (their own `encode(to:)`
    // would call those methods again).
    case let integer as any BinaryInteger: slot.value = .number(Double(integer))
    case let float as Float: slot.value = try number(Double(float), codingPath)
    default:
        try value.encode(to: TreeEncoder(codingPath: codingPath, slot: slot))
    }
}

private func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> JSONValue {
    guard value.isFinite else {
        throw EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not valid JSON"))
    }
    return .number(value)
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> Slot {
        let child = Slot()
        slot.members?[key.stringValue] = child
        return child
    }

    mutating func encodeNil(forKey key: Key) throws { child(key).value = .null }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).value = .bool(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).value = .string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        child(key).value = try number(value, codingPath + [key])
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        child(key).value = try number(Double(value), codingPath + [key])
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).value = .number(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try store(value, in: child(key), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let child = child(key)
        child.members = [:]
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = child(key)
        child.elements = []
        return UnkeyedContainer(slot: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(codingPath: codingPath, slot: child(Key(stringValue: "super")!))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        TreeEncoder(codingPath: codingPath + [key], slot: child(key))
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
    let codingPath: [any CodingKey]
    var count: Int { slot.elements?.count ?? 0 }

    private func next() -> Slot {
        let child = Slot()
        slot.elements?.append(child)
        return child
    }

    mutating func encodeNil() throws { next().value = .null }
    mutating func encode(_ value: Bool) throws { next().value = .bool(value) }
    mutating func encode(_ value: String) throws { next().value = .string(value) }
    mutating func encode(_ value: Double) throws {
        next().value = try number(value, codingPath + [IndexKey(count)])
    }
    mutating func encode(_ value: Int) throws { next().value = .number(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [IndexKey(count)]
        try store(value, in: next(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = codingPath + [IndexKey(count)]
        let child = next()
        child.members = [:]
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(slot: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(count)]
        let child = next()
        child.elements = []
        return UnkeyedContainer(slot: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(count)]
        return TreeEncoder(codingPath: path, slot: next())
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.value = .null }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = try number(value, codingPath) }
    mutating func encode(_ value: Float) throws { slot.value = try number(Double(value), codingPath) }
    mutating func encode(_ value: Int) throws { slot.value = .number(Double(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try store(value, in: slot, codingPath: codingPath) }
}
