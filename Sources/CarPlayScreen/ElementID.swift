import Foundation

/// The host's stable identifier of an app element (a template, item, button...). It is the same value the
/// framework assigns to the object, so an input event naming it reaches that object.
public struct ElementID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
    public var description: String { rawValue }
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
