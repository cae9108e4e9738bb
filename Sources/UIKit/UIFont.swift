#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// A font: the system font at a size and weight. The car measures and draws text with its own font (DejaVu Sans,
/// regular or bold), so a font here carries what the car can honour: the point size, the weight (semibold and
/// heavier are drawn bold) and whether it is italic or has monospaced digits.
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    /// The font's size in points.
    open var pointSize: CGFloat { size }
    private let size: CGFloat
    /// The weight the font was made with (`.regular` for `systemFont(ofSize:)`, `.bold` for `boldSystemFont`).
    @_spi(CarPlayHost) public let _weight: Weight
    /// Whether the font is italic (`italicSystemFont(ofSize:)`).
    @_spi(CarPlayHost) public let _isItalic: Bool
    /// Whether the font's digits are monospaced.
    @_spi(CarPlayHost) public let _hasMonospacedDigits: Bool

    private init(size: CGFloat, weight: Weight, isItalic: Bool = false, hasMonospacedDigits: Bool = false) {
        self.size = size
        self._weight = weight
        self._isItalic = isItalic
        self._hasMonospacedDigits = hasMonospacedDigits
        super.init()
    }

    /// The system font at `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: .regular, isItalic: true)
    }

    /// The system font at `fontSize` points and `weight`, with digits of equal width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(size: fontSize, weight: weight, hasMonospacedDigits: true)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(size: fontSize, weight: _weight, isItalic: _isItalic, hasMonospacedDigits: _hasMonospacedDigits)
    }

    /// The standard font size of labels (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard font size of buttons (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The size of the standard small system font (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return size == other.size && _weight == other._weight && _isItalic == other._isItalic
            && _hasMonospacedDigits == other._hasMonospacedDigits
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(size + 0)
        hasher.combine(_weight)
        hasher.combine(_isItalic)
        hasher.combine(_hasMonospacedDigits)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIFont: \(PlatformFormat.address(of: self))> font-weight: \(_weight.rawValue >= Weight.semibold.rawValue ? "bold" : "normal"); "
            + "font-style: \(_isItalic ? "italic" : "normal"); font-size: \(PlatformFormat.number(size))pt"
    }
}
#endif
