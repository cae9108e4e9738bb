import CarPlayHost

/// A page message's fields, read with the protocol's `badField` texts (docs/PROTOCOL.md): a field that is absent is
/// "missing"; one that is present (`null` included) but of the wrong type or value "must be …". The page messages
/// (`ClientMessage`, `VehicleMessage`, `VoiceMessage`) read their fields with it, so one rule has one text.
struct MessageFields<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>

    /// The fields of the message `decoder` reads; a message that is not one JSON object is refused (`badJSON`).
    init(_ decoder: any Decoder) throws(ProtocolError) {
        do {
            container = try decoder.container(keyedBy: Key.self)
        } catch {
            throw ProtocolError.notAnObject
        }
    }

    func has(_ key: Key) -> Bool { container.contains(key) }

    func string(_ key: Key) throws(ProtocolError) -> String {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let string = try? container.decode(String.self, forKey: key) else {
            throw .badField(key.stringValue, "must be a string")
        }
        return string
    }

    /// `true` or `false`.
    func flag(_ key: Key) throws(ProtocolError) -> Bool {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let flag = try? container.decode(Bool.self, forKey: key) else {
            throw .badField(key.stringValue, "must be true or false")
        }
        return flag
    }

    /// A whole number within ±(2⁵³ − 1) (`1`, `1.0` and `1e2` are integers); nil when absent.
    func integer(_ key: Key) throws(ProtocolError) -> Int? {
        guard has(key) else { return nil }
        guard let number = try? container.decode(Double.self, forKey: key), number.isFinite,
            number.rounded() == number, abs(number) <= 9_007_199_254_740_991
        else { throw .badField(key.stringValue, "must be an integer") }
        return Int(number)
    }

    /// A whole number in `range`: "must be an integer from a to b" otherwise.
    func integer(_ key: Key, in range: ClosedRange<Int>) throws(ProtocolError) -> Int {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let value = try? integer(key), range.contains(value) else {
            throw .badField(key.stringValue, "must be an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// A finite number.
    func number(_ key: Key) throws(ProtocolError) -> Double {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let number = try? container.decode(Double.self, forKey: key), number.isFinite else {
            throw .badField(key.stringValue, "must be a number")
        }
        return number
    }

    /// A finite number, `fallback` when absent.
    func number(_ key: Key, default fallback: Double) throws(ProtocolError) -> Double {
        has(key) ? try number(key) : fallback
    }

    /// A finite number in `range` (whole bounds): "must be a number from a to b" otherwise.
    func number(_ key: Key, in range: ClosedRange<Double>) throws(ProtocolError) -> Double {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let number = try? container.decode(Double.self, forKey: key), number.isFinite, range.contains(number)
        else {
            throw .badField(
                key.stringValue, "must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
        }
        return number
    }

    /// One of the raw values of `T` (a string enumeration whose cases the protocol lists in `T.protocolCases`):
    /// "must be one of a, b, c" otherwise.
    func oneOf<T: ProtocolEnumeration>(_ key: Key, _ type: T.Type = T.self) throws(ProtocolError) -> T {
        guard has(key) else { throw .missing(key.stringValue) }
        guard let raw = try? container.decode(String.self, forKey: key), let value = T(rawValue: raw) else {
            let names = T.protocolCases.map(\.rawValue).joined(separator: ", ")
            throw .badField(key.stringValue, "must be one of \(names)")
        }
        return value
    }
}

/// A string enumeration of the host's that a message field takes, with its values in the protocol's order.
protocol ProtocolEnumeration: RawRepresentable where RawValue == String {
    static var protocolCases: [Self] { get }
}

extension ProtocolEnumeration where Self: CaseIterable {
    /// A case-iterable enumeration's values are listed in declaration order.
    static var protocolCases: [Self] { Array(allCases) }
}

extension CarSession.NudgeDirection: ProtocolEnumeration {}

extension CarSystem.HardKey: ProtocolEnumeration {}

extension MapPanDirection: ProtocolEnumeration {}

extension MapPanPhase: ProtocolEnumeration {
    static var protocolCases: [MapPanPhase] { [.momentary, .began, .ended] }
}

extension ClusterZoom: ProtocolEnumeration {
    static var protocolCases: [ClusterZoom] { [.in, .out] }
}

extension MapGesturePhase: ProtocolEnumeration {
    static var protocolCases: [MapGesturePhase] { [.began, .changed, .ended] }
}
