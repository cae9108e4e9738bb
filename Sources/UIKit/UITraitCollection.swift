#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// The iOS interface environment for your app: its style, display scale and idiom.
///
/// Immutable; equal when all traits are equal.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The interface style (light or dark) of the environment.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The display scale; `0.0` means unspecified.
    public let displayScale: CGFloat
    /// The interface idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(style: UIUserInterfaceStyle, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        displayScale = scale
        userInterfaceIdiom = idiom
        super.init()
    }

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified, scale: 0, idiom: .unspecified)
    }

    /// A trait collection that contains only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, idiom: .unspecified)
    }

    /// A trait collection that contains only the display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(style: .unspecified, scale: scale, idiom: .unspecified)
    }

    /// A trait collection that contains only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(style: .unspecified, scale: 0, idiom: idiom)
    }

    /// Combines trait collections: a specified trait in a later collection overrides an earlier one.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        var idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(style: style, scale: scale, idiom: idiom)
    }

    /// Whether every specified trait of `trait` has the same value in this collection.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether dynamic colors could resolve differently in the two collections.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
            && userInterfaceIdiom == other.userInterfaceIdiom
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale == 0 ? 0 : displayScale)
        hasher.combine(userInterfaceIdiom)
        return hasher.finalize()
    }

    open override var description: String {
        var traits: [String] = []
        if userInterfaceIdiom != .unspecified { traits.append("UserInterfaceIdiom = \(userInterfaceIdiom)") }
        if displayScale != 0 { traits.append("DisplayScale = \(PlatformFormat.number(displayScale))") }
        if userInterfaceStyle != .unspecified { traits.append("UserInterfaceStyle = \(userInterfaceStyle)") }
        let body = traits.isEmpty ? "" : "; " + traits.joined(separator: ", ")
        return "<UITraitCollection: \(PlatformFormat.address(of: self))\(body)>"
    }
}
#endif
