#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A set of components that define a color, with a color space specifying how to interpret them.
///
/// Two color spaces here: RGB (sRGB, components red, green, blue, alpha) and gray (components gray, alpha).
/// Components are kept as given, not clamped. Colors are immutable.
public final class CGColor: Hashable, Sendable {
    /// The components, the last being alpha.
    private let values: [CGFloat]

    private init(values: [CGFloat]) {
        self.values = values
    }

    /// Creates a color in the sRGB color space.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(values: [red, green, blue, alpha])
    }

    /// Creates a color in the sRGB color space.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(values: [red, green, blue, alpha])
    }

    /// Creates a color in the gray color space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(values: [gray, alpha])
    }

    /// Opaque black (gray 0).
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white (gray 1).
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black (gray 0, alpha 0).
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color's components, the last being alpha: red, green, blue, alpha for RGB; gray, alpha for gray.
    public var components: [CGFloat]? { values }

    /// The number of components, alpha included (4 for RGB, 2 for gray).
    public var numberOfComponents: Int { values.count }

    /// The alpha component.
    public var alpha: CGFloat { values[values.count - 1] }

    /// A copy of the color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(values: values.dropLast() + [alpha])
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        // `+ 0` folds -0.0 into 0.0 so that equal colors hash equally.
        for value in values { hasher.combine(value + 0) }
    }
}
#endif
