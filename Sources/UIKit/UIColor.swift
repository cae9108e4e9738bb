#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// An object that stores color data and sometimes opacity (alpha), in the extended sRGB color space.
///
/// Colors are immutable. A dynamic color (`init(dynamicProvider:)` and the system colors) resolves to a
/// concrete color for a trait collection; an unspecified interface style resolves like `.light`.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
    private enum Storage {
        /// Components in extended sRGB; `isGray` remembers a white-based color for its description.
        case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGray: Bool)
        /// A trait-dependent color; `name` is set for the system colors.
        case dynamic(provider: @Sendable (UITraitCollection) -> UIColor, name: String?)
    }

    private let storage: Storage

    private init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// Creates a color from red, green, blue and alpha components (extended sRGB, not clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .components(red: red, green: green, blue: blue, alpha: alpha, isGray: false)
        super.init()
    }

    /// Creates a grayscale color.
    public init(white: CGFloat, alpha: CGFloat) {
        storage = .components(red: white, green: white, blue: white, alpha: alpha, isGray: true)
        super.init()
    }

    /// Creates a color from HSB components, each in `0...1`.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6  // wrap to [0, 6)
        let s = min(max(saturation, 0), 1)
        let v = brightness
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a color whose value the provider returns for each trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        storage = .dynamic(provider: dynamicProvider, name: nil)
        super.init()
    }

    /// The concrete color for the trait collection (the color itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch storage {
        case .components: self
        case .dynamic(let provider, _): provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// The resolved components in the unspecified trait collection.
    var resolvedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, isGray: Bool) {
        switch resolvedColor(with: UITraitCollection()).storage {
        case .components(let r, let g, let b, let a, let gray): (r, g, b, a, gray)
        case .dynamic: (0, 0, 0, 0, false)
        }
    }

    /// Returns the red, green, blue and alpha components. Always succeeds (every color here is RGB-compatible).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Returns the grayscale components; fails for colors that are not gray.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = resolvedComponents
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = c.red
        alpha?.pointee = c.alpha
        return true
    }

    /// Returns the hue, saturation, brightness and alpha components.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = resolvedComponents
        let maxC = max(c.red, c.green, c.blue)
        let minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red {
                h = ((c.green - c.blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if maxC == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC == 0 ? 0 : delta / maxC
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// A color with the same components and the given opacity (dynamic colors stay dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .components(let r, let g, let b, _, let gray):
            return UIColor(storage: .components(red: r, green: g, blue: b, alpha: alpha, isGray: gray))
        case .dynamic(let provider, _):
            return UIColor(dynamicProvider: { provider($0).resolvedColor(with: $0).withAlphaComponent(alpha) })
        }
    }

    /// Whether the color depends on the trait collection.
    @_spi(CarPlayHost) public var _isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        if _isDynamic || other._isDynamic { return false }
        let a = resolvedComponents
        let b = other.resolvedComponents
        return a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    open override var hash: Int {
        if _isDynamic { return ObjectIdentifier(self).hashValue }
        let c = resolvedComponents
        var hasher = Hasher()
        // `+ 0` folds -0.0 into 0.0 so that equal colors hash equally.
        for value in [c.red, c.green, c.blue, c.alpha] { hasher.combine(value + 0) }
        return hasher.finalize()
    }

    open override var description: String {
        switch storage {
        case .components(let r, let g, let b, let a, let gray):
            let f = PlatformFormat.number
            return gray
                ? "UIExtendedGrayColorSpace \(f(r)) \(f(a))"
                : "UIExtendedSRGBColorSpace \(f(r)) \(f(g)) \(f(b)) \(f(a))"
        case .dynamic(_, let name?):
            return "<UIDynamicSystemColor: \(PlatformFormat.address(of: self)); name = \(name)>"
        case .dynamic:
            return "<UIDynamicProviderColor: \(PlatformFormat.address(of: self))>"
        }
    }

    // MARK: Fixed colors

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    private static let _black = UIColor(white: 0, alpha: 1)
    private static let _white = UIColor(white: 1, alpha: 1)
    private static let _clear = UIColor(white: 0, alpha: 0)
    private static let _gray = UIColor(white: 0.5, alpha: 1)
    private static let _darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    private static let _lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    private static let _red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let _green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let _blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private static let _cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    private static let _yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    private static let _magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    private static let _orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    private static let _purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    private static let _brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// Grayscale 0.0, alpha 1.
    open class var black: UIColor { _black }
    /// Grayscale 1.0, alpha 1.
    open class var white: UIColor { _white }
    /// Grayscale 0.0, alpha 0.
    open class var clear: UIColor { _clear }
    /// Grayscale 0.5.
    open class var gray: UIColor { _gray }
    /// Grayscale 1/3.
    open class var darkGray: UIColor { _darkGray }
    /// Grayscale 2/3.
    open class var lightGray: UIColor { _lightGray }
    /// RGB (1, 0, 0).
    open class var red: UIColor { _red }
    /// RGB (0, 1, 0).
    open class var green: UIColor { _green }
    /// RGB (0, 0, 1).
    open class var blue: UIColor { _blue }
    /// RGB (0, 1, 1).
    open class var cyan: UIColor { _cyan }
    /// RGB (1, 1, 0).
    open class var yellow: UIColor { _yellow }
    /// RGB (1, 0, 1).
    open class var magenta: UIColor { _magenta }
    /// RGB (1, 0.5, 0).
    open class var orange: UIColor { _orange }
    /// RGB (0.5, 0, 0.5).
    open class var purple: UIColor { _purple }
    /// RGB (0.6, 0.4, 0.2).
    open class var brown: UIColor { _brown }

    // MARK: System (dynamic) colors — Apple's published light/dark sRGB values.

    private static func system(_ name: String, light: UIColor, dark: UIColor) -> UIColor {
        UIColor(storage: .dynamic(provider: { $0.userInterfaceStyle == .dark ? dark : light }, name: name))
    }

    private static func system(_ name: String, _ light: (Int, Int, Int), _ dark: (Int, Int, Int)) -> UIColor {
        system(name, light: rgb(light.0, light.1, light.2), dark: rgb(dark.0, dark.1, dark.2))
    }

    private static let _systemRed = system("systemRedColor", (255, 59, 48), (255, 69, 58))
    private static let _systemOrange = system("systemOrangeColor", (255, 149, 0), (255, 159, 10))
    private static let _systemYellow = system("systemYellowColor", (255, 204, 0), (255, 214, 10))
    private static let _systemGreen = system("systemGreenColor", (52, 199, 89), (48, 209, 88))
    private static let _systemMint = system("systemMintColor", (0, 199, 190), (99, 230, 226))
    private static let _systemTeal = system("systemTealColor", (48, 176, 199), (64, 200, 224))
    private static let _systemCyan = system("systemCyanColor", (50, 173, 230), (100, 210, 255))
    private static let _systemBlue = system("systemBlueColor", (0, 122, 255), (10, 132, 255))
    private static let _systemIndigo = system("systemIndigoColor", (88, 86, 214), (94, 92, 230))
    private static let _systemPurple = system("systemPurpleColor", (175, 82, 222), (191, 90, 242))
    private static let _systemPink = system("systemPinkColor", (255, 45, 85), (255, 55, 95))
    private static let _systemBrown = system("systemBrownColor", (162, 132, 94), (172, 142, 104))
    private static let _systemGray = system("systemGrayColor", (142, 142, 147), (142, 142, 147))
    private static let _systemGray2 = system("systemGray2Color", (174, 174, 178), (99, 99, 102))
    private static let _systemGray3 = system("systemGray3Color", (199, 199, 204), (72, 72, 74))
    private static let _systemGray4 = system("systemGray4Color", (209, 209, 214), (58, 58, 60))
    private static let _systemGray5 = system("systemGray5Color", (229, 229, 234), (44, 44, 46))
    private static let _systemGray6 = system("systemGray6Color", (242, 242, 247), (28, 28, 30))
    private static let _label = system("labelColor", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    private static let _secondaryLabel = system(
        "secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
    private static let _tertiaryLabel = system(
        "tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    private static let _quaternaryLabel = system(
        "quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
    private static let _systemBackground = system("systemBackgroundColor", (255, 255, 255), (0, 0, 0))
    private static let _secondarySystemBackground = system(
        "secondarySystemBackgroundColor", (242, 242, 247), (28, 28, 30))
    private static let _tertiarySystemBackground = system(
        "tertiarySystemBackgroundColor", (255, 255, 255), (44, 44, 46))
    private static let _systemFill = system(
        "systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
    private static let _secondarySystemFill = system(
        "secondarySystemFillColor", light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
    private static let _separator = system(
        "separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
    private static let _opaqueSeparator = system("opaqueSeparatorColor", (198, 198, 200), (56, 56, 58))
    private static let _link = system("linkColor", (0, 122, 255), (9, 132, 255))
    private static let _tintColor = UIColor(
        storage: .dynamic(provider: { _systemBlue.resolvedColor(with: $0) }, name: "tintColor"))

    /// Red: light (255, 59, 48), dark (255, 69, 58).
    open class var systemRed: UIColor { _systemRed }
    /// Orange: light (255, 149, 0), dark (255, 159, 10).
    open class var systemOrange: UIColor { _systemOrange }
    /// Yellow: light (255, 204, 0), dark (255, 214, 10).
    open class var systemYellow: UIColor { _systemYellow }
    /// Green: light (52, 199, 89), dark (48, 209, 88).
    open class var systemGreen: UIColor { _systemGreen }
    /// Mint: light (0, 199, 190), dark (99, 230, 226).
    open class var systemMint: UIColor { _systemMint }
    /// Teal: light (48, 176, 199), dark (64, 200, 224).
    open class var systemTeal: UIColor { _systemTeal }
    /// Cyan: light (50, 173, 230), dark (100, 210, 255).
    open class var systemCyan: UIColor { _systemCyan }
    /// Blue: light (0, 122, 255), dark (10, 132, 255).
    open class var systemBlue: UIColor { _systemBlue }
    /// Indigo: light (88, 86, 214), dark (94, 92, 230).
    open class var systemIndigo: UIColor { _systemIndigo }
    /// Purple: light (175, 82, 222), dark (191, 90, 242).
    open class var systemPurple: UIColor { _systemPurple }
    /// Pink: light (255, 45, 85), dark (255, 55, 95).
    open class var systemPink: UIColor { _systemPink }
    /// Brown: light (162, 132, 94), dark (172, 142, 104).
    open class var systemBrown: UIColor { _systemBrown }
    /// Gray: (142, 142, 147) in both styles.
    open class var systemGray: UIColor { _systemGray }
    /// Second-level gray: light (174, 174, 178), dark (99, 99, 102).
    open class var systemGray2: UIColor { _systemGray2 }
    /// Third-level gray: light (199, 199, 204), dark (72, 72, 74).
    open class var systemGray3: UIColor { _systemGray3 }
    /// Fourth-level gray: light (209, 209, 214), dark (58, 58, 60).
    open class var systemGray4: UIColor { _systemGray4 }
    /// Fifth-level gray: light (229, 229, 234), dark (44, 44, 46).
    open class var systemGray5: UIColor { _systemGray5 }
    /// Sixth-level gray: light (242, 242, 247), dark (28, 28, 30).
    open class var systemGray6: UIColor { _systemGray6 }
    /// Text color for primary content: black / white.
    open class var label: UIColor { _label }
    /// Text color for secondary content: (60, 60, 67, 0.6) / (235, 235, 245, 0.6).
    open class var secondaryLabel: UIColor { _secondaryLabel }
    /// Text color for tertiary content: (60, 60, 67, 0.3) / (235, 235, 245, 0.3).
    open class var tertiaryLabel: UIColor { _tertiaryLabel }
    /// Text color for quaternary content: (60, 60, 67, 0.18) / (235, 235, 245, 0.16).
    open class var quaternaryLabel: UIColor { _quaternaryLabel }
    /// Background of the main interface: white / black.
    open class var systemBackground: UIColor { _systemBackground }
    /// Background for content layered on top of the main background: (242, 242, 247) / (28, 28, 30).
    open class var secondarySystemBackground: UIColor { _secondarySystemBackground }
    /// Background for content layered on top of secondary backgrounds: white / (44, 44, 46).
    open class var tertiarySystemBackground: UIColor { _tertiarySystemBackground }
    /// Overlay fill for thin shapes: (120, 120, 128, 0.2) / (120, 120, 128, 0.36).
    open class var systemFill: UIColor { _systemFill }
    /// Overlay fill for medium shapes: (120, 120, 128, 0.16) / (120, 120, 128, 0.32).
    open class var secondarySystemFill: UIColor { _secondarySystemFill }
    /// Thin borders or divider lines that allow some content to show through.
    open class var separator: UIColor { _separator }
    /// Borders or divider lines that hide content below them.
    open class var opaqueSeparator: UIColor { _opaqueSeparator }
    /// Text color for links.
    open class var link: UIColor { _link }
    /// The tint color of the environment; resolves to `systemBlue` here.
    open class var tintColor: UIColor { _tintColor }
}
#endif
