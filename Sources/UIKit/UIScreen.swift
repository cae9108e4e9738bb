#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A display: the iPhone's (`UIScreen.main`) or, for a window the car gives a CarPlay app, the car's screen (its
/// size in points, its scale, the CarPlay idiom and the car's light or dark appearance).
@preconcurrency @MainActor
open class UIScreen: NSObject, UITraitEnvironment {
    private var storedBounds: CGRect
    private var storedScale: CGFloat
    private var storedTraits: UITraitCollection

    init(bounds: CGRect, scale: CGFloat, idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle) {
        storedBounds = bounds
        storedScale = scale
        storedTraits = Self.traits(scale: scale, idiom: idiom, style: style)
        super.init()
    }

    /// The iPhone's screen (an iPhone 16's: 393 × 852 points at 3×, light), not the car's: a CarPlay app reads the
    /// car's from its window (`window.screen`) or `carTraitCollection`.
    open class var main: UIScreen { phone }
    private static let phone = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 3, idiom: .phone, style: .light)

    /// The screen's bounds, in points.
    open var bounds: CGRect { storedBounds }
    /// Pixels per point.
    open var scale: CGFloat { storedScale }
    /// Pixels per point of the physical screen.
    open var nativeScale: CGFloat { storedScale }
    /// The bounds in pixels.
    open var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: storedBounds.width * storedScale, height: storedBounds.height * storedScale)
    }

    /// The screen's traits: its idiom, scale and interface style.
    open var traitCollection: UITraitCollection { storedTraits }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The car's screen for a window of the car (the CarPlay idiom).
    @_spi(CarPlayHost) public static func _car(bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle) -> UIScreen
    {
        UIScreen(bounds: bounds, scale: scale, idiom: .carPlay, style: style)
    }

    /// Changes the car screen's size, scale and appearance (the host, when the car switches displays or between
    /// light and dark); the screen hears a trait change. True when something changed.
    @discardableResult
    func update(bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle) -> Bool {
        let traits = Self.traits(scale: scale, idiom: storedTraits.userInterfaceIdiom, style: style)
        guard bounds != storedBounds || scale != storedScale || !traits.isEqual(storedTraits) else { return false }
        let previous = storedTraits
        storedBounds = bounds
        storedScale = scale
        storedTraits = traits
        if !traits.isEqual(previous) { traitCollectionDidChange(previous) }
        return true
    }

    private static func traits(scale: CGFloat, idiom: UIUserInterfaceIdiom, style: UIUserInterfaceStyle)
        -> UITraitCollection
    {
        UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: scale), UITraitCollection(userInterfaceIdiom: idiom),
            UITraitCollection(userInterfaceStyle: style),
        ])
    }
}
#endif
