#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A colour: sRGB components, or one of the system's colours, which differ in light and dark.
@available(iOS 13.0, *)
nonisolated public struct Color: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case rgb(Double, Double, Double)
        /// Light and dark variants (0xRRGGBB each).
        case system(name: String, light: UInt32, dark: UInt32)
        /// The label colour: black in light, white in dark.
        case label
    }

    let storage: Storage
    let alpha: Double

    init(storage: Storage, alpha: Double = 1) {
        self.storage = storage
        self.alpha = alpha
    }

    /// The colour space of a colour's components; the car draws in sRGB.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        self.init(storage: .rgb(red, green, blue), alpha: opacity)
    }

    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(storage: .rgb(white, white, white), alpha: opacity)
    }

    /// The colour at `opacity` times its own.
    public func opacity(_ opacity: Double) -> Color { Color(storage: storage, alpha: alpha * opacity) }

    public var description: String {
        switch storage {
        case .rgb(let r, let g, let b):
            "#" + [r, g, b].map { String(format: "%02X", Int(($0 * 255).rounded())) }.joined()
        case .system(let name, _, _): name
        case .label: "primary"
        }
    }

    private static func system(_ name: String, _ light: UInt32, _ dark: UInt32) -> Color {
        Color(storage: .system(name: name, light: light, dark: dark))
    }

    public static let red = system("red", 0xFF3B30, 0xFF453A)
    public static let orange = system("orange", 0xFF9500, 0xFF9F0A)
    public static let yellow = system("yellow", 0xFFCC00, 0xFFD60A)
    public static let green = system("green", 0x34C759, 0x30D158)
    public static let mint = system("mint", 0x00C7BE, 0x63E6E2)
    public static let teal = system("teal", 0x30B0C7, 0x40C8E0)
    public static let cyan = system("cyan", 0x32ADE6, 0x64D2FF)
    public static let blue = system("blue", 0x007AFF, 0x0A84FF)
    public static let indigo = system("indigo", 0x5856D6, 0x5E5CE6)
    public static let purple = system("purple", 0xAF52DE, 0xBF5AF2)
    public static let pink = system("pink", 0xFF2D55, 0xFF375F)
    public static let brown = system("brown", 0xA2845E, 0xAC8E68)
    public static let gray = system("gray", 0x8E8E93, 0x8E8E93)
    public static let white = Color(storage: .rgb(1, 1, 1))
    public static let black = Color(storage: .rgb(0, 0, 0))
    public static let clear = Color(storage: .rgb(0, 0, 0), alpha: 0)
    /// The label colour (black in light, white in dark).
    public static let primary = Color(storage: .label)
    /// The secondary label colour.
    public static let secondary = system("secondary", 0x3C3C43, 0xEBEBF5).opacity(0.6)
    /// The app's accent colour (the system blue).
    public static let accentColor = blue

    /// The colour's components in `scheme` (the car's side).
    public func _resolved(in scheme: ColorScheme) -> _ResolvedView.Color { resolved(in: scheme) }

    /// The colour's components in `scheme`.
    func resolved(in scheme: ColorScheme) -> _ResolvedView.Color {
        func components(_ hex: UInt32) -> (Double, Double, Double) {
            (Double((hex >> 16) & 0xFF) / 255, Double((hex >> 8) & 0xFF) / 255, Double(hex & 0xFF) / 255)
        }
        let (r, g, b): (Double, Double, Double)
        switch storage {
        case .rgb(let red, let green, let blue): (r, g, b) = (red, green, blue)
        case .system(_, let light, let dark): (r, g, b) = components(scheme == .dark ? dark : light)
        case .label: (r, g, b) = scheme == .dark ? (1, 1, 1) : (0, 0, 0)
        }
        return _ResolvedView.Color(red: r, green: g, blue: b, opacity: alpha)
    }
}

@available(iOS 13.0, *)
extension Color: View, _PrimitiveView {
    public typealias Body = Never
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        .shape(.rectangle, fill: resolved(in: environment.colorScheme))
    }
}
#endif
