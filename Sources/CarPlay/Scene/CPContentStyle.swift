import Foundation

/// The car's content style, following ambient light.
@available(iOS 13.0, *)
public struct CPContentStyle: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Light content.
    public static let light = CPContentStyle(rawValue: 1 << 0)
    /// Dark content.
    public static let dark = CPContentStyle(rawValue: 1 << 1)
}
