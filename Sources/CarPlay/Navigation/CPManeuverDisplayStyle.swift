import Foundation

/// How the map template lays out the second upcoming maneuver (`CPMapTemplateDelegate`'s `displayStyleFor`).
///
/// Objective-C declares it with `NS_OPTIONS`, so Swift sees an option set, but the values run in sequence and are not
/// flags: `symbolOnly` (3) has the raw value of `[.leadingSymbol, .trailingSymbol]`. Compare raw values, not
/// membership. The default style (0) is not imported: use `[]`.
public struct CPManeuverDisplayStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The symbol before the instruction.
    public static let leadingSymbol = CPManeuverDisplayStyle(rawValue: 1)
    /// The symbol after the instruction.
    public static let trailingSymbol = CPManeuverDisplayStyle(rawValue: 2)
    /// The symbol alone, without instruction text (the lane-guidance image technique).
    public static let symbolOnly = CPManeuverDisplayStyle(rawValue: 3)
    /// The instruction alone, without a symbol.
    public static let instructionOnly = CPManeuverDisplayStyle(rawValue: 4)
}
