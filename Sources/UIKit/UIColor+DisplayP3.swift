#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension UIColor {
    /// Creates a color from components in the Display P3 color space (what designers pick on a wide-gamut screen),
    /// stored as its extended sRGB equivalent: colors outside sRGB get components below 0 or above 1, as on iOS.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Both spaces share sRGB's transfer curve and the D65 white point: decode, convert the linear light with
        // the P3-to-sRGB matrix, encode again.
        let r = Self.linear(displayP3Red)
        let g = Self.linear(green)
        let b = Self.linear(blue)
        self.init(
            red: Self.encoded(1.224_940_2 * r - 0.224_940_2 * g),
            green: Self.encoded(-0.042_056_9 * r + 1.042_056_9 * g),
            blue: Self.encoded(-0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b), alpha: alpha)
    }

    /// sRGB's decoding curve, extended to negative values by symmetry.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let decoded = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -decoded : decoded
    }

    /// sRGB's encoding curve, extended to negative values by symmetry.
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
#endif
