#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The backdrop for your app's user interface.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The key window (at most one at a time).
    private static weak var currentKeyWindow: UIWindow?

    /// The root view controller of the window; its view becomes the window's content.
    /// On a window that shows, the old root disappears and the new one appears (`viewWillAppear(_:)`…).
    open var rootViewController: UIViewController? {
        didSet {
            if let oldValue, oldValue !== rootViewController {
                oldValue.setAppeared(false, animated: false)
                if oldValue.isViewLoaded, oldValue.view.superview === self { oldValue.view.removeFromSuperview() }
            }
            if let view = rootViewController?.view {
                view.frame = bounds
                addSubview(view)
            }
            rootViewController?.setAppeared(isShowing, animated: false)
        }
    }

    /// Whether the window shows: made visible (`isHidden` false), or shown by the car (its windows show whether or
    /// not the app makes them visible).
    var isShowing: Bool { !isHidden || isShownByCar }
    private var isShownByCar = false

    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { rootViewController?.setAppeared(isShowing, animated: false) } }
    }

    /// The car starts or stops showing the window (a scene connects or disconnects): its root controller appears or
    /// disappears.
    @_spi(CarPlayHost) public func _setShownByCar(_ shown: Bool) {
        guard shown != isShownByCar else { return }
        isShownByCar = shown
        rootViewController?.setAppeared(isShowing, animated: false)
    }

    /// Creates a window with the frame rectangle (windows start hidden, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window from an archive; windows start hidden.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// The frame; a new size resizes the root view controller's view to the window's bounds at once (in UIKit it
    /// resizes with the window), which lays it out again.
    open override var frame: CGRect {
        didSet {
            if let view = rootViewController?.viewIfLoaded, view.superview === self, view.frame != bounds {
                view.frame = bounds
            }
        }
    }

    /// The screen the window shows on: the iPhone's, or for a window the car gives a CarPlay app (a `CPWindow`, the
    /// Dashboard's and the instrument cluster's) the car's, whose traits (the CarPlay idiom, the car's scale and
    /// appearance) the window's views and controllers have.
    open var screen: UIScreen {
        get { ownScreen }
        set {
            guard newValue !== ownScreen else { return }
            notifyingTraitChanges { ownScreen = newValue }
        }
    }
    private var ownScreen = UIScreen.main

    /// Puts the window on the car's screen of `bounds` (points), `scale` and appearance `style`, or changes that
    /// screen; every view and controller in the window whose traits changed hears it.
    @_spi(CarPlayHost) public func _setCarScreen(bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle) {
        if ownScreen === UIScreen.main {
            screen = UIScreen._car(bounds: bounds, scale: scale, style: style)
        } else if ownScreen.bounds != bounds || ownScreen.scale != scale
            || ownScreen.traitCollection.userInterfaceStyle != style
        {
            // The car sets this for every screen it draws: an unchanged screen costs nothing.
            let screen = ownScreen
            notifyingTraitChanges { screen.update(bounds: bounds, scale: scale, style: style) }
        }
    }

    /// Whether this window is the key window.
    open var isKeyWindow: Bool { UIWindow.currentKeyWindow === self }

    /// Makes the window the key window.
    open func makeKey() {
        UIWindow.currentKeyWindow = self
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }
}
#endif
