#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A font: a text style (sized as on iPhone at the default text size) or a system font of a size, with a weight.
@available(iOS 13.0, *)
public struct Font: Hashable, Sendable {
    let size: Double
    let weight: Weight
    let monospacedDigits: Bool

    init(size: Double, weight: Weight, monospacedDigits: Bool = false) {
        self.size = size
        self.weight = weight
        self.monospacedDigits = monospacedDigits
    }

    /// A font's weight.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A font design; the car draws every design with its one typeface.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular)
    }

    public func weight(_ weight: Font.Weight) -> Font {
        Font(size: size, weight: weight, monospacedDigits: monospacedDigits)
    }
    public func bold() -> Font { weight(.bold) }
    public func monospacedDigit() -> Font { Font(size: size, weight: weight, monospacedDigits: true) }

    /// The car's font: bold from semibold up (its typeface has two weights).
    var resolved: _ResolvedView.Font {
        _ResolvedView.Font(size: size, bold: weight.value >= Weight.semibold.value, monospacedDigits: monospacedDigits)
    }
}
#endif
