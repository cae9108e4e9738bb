import Foundation

/// Parts of the user interface the car may limit (for example while driving).
public struct CPLimitableUserInterface: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The keyboard is limited (hidden or shortened).
    public static let keyboard = CPLimitableUserInterface(rawValue: 1 << 0)
    /// Lists are limited (shortened).
    public static let lists = CPLimitableUserInterface(rawValue: 1 << 1)
}
