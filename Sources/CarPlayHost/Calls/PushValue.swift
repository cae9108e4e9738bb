import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A value of a push payload (JSON) the car's network sends an app (`CarSession.deliverPush(_:type:)`).
public indirect enum PushValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByDictionaryLiteral {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([PushValue])
    case object([String: PushValue])

    public init(stringLiteral value: String) { self = .string(value) }

    public init(dictionaryLiteral elements: (String, PushValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }

    /// `PKPushType.voIP`'s raw value.
    public static let voIPType = "PKPushTypeVoIP"

    /// The VoIP push the car's phone network sends when someone calls the app's user (docs/DECISIONS.md, "Calls"):
    /// `{"caller": {"name": …, "handle": …}}`, the handle omitted when there is none. A real VoIP service sends its
    /// own payload; the car's network has one shape, which the app reads to report the call.
    public static func incomingCall(from name: String, handle: String?) -> [String: PushValue] {
        var caller: [String: PushValue] = ["name": .string(name)]
        if let handle { caller["handle"] = .string(handle) }
        return ["caller": .object(caller)]
    }

    /// The remote notification the car's network sends a messaging app when someone writes to the driver
    /// (docs/DECISIONS.md, "Notifications"): `{"aps": {"content-available": 1}, "message": {"sender": …, "text": …}}`
    /// — a background push: the app stores the message and tells of it with its own notification.
    public static func message(from sender: String, text: String) -> [String: PushValue] {
        [
            "aps": ["content-available": .number(1)],
            "message": ["sender": .string(sender), "text": .string(text)],
        ]
    }

    /// The value as `userInfo` holds it: `String`, `Int` or `Double`, `Bool`, arrays and dictionaries.
    var foundationValue: Any { platformValue.foundationValue }

    var platformValue: PlatformPushValue {
        switch self {
        case .string(let value): .string(value)
        case .number(let value): .number(value)
        case .bool(let value): .bool(value)
        case .array(let values): .array(values.map(\.platformValue))
        case .object(let values): .object(values.mapValues(\.platformValue))
        }
    }
}
