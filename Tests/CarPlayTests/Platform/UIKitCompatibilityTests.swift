import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost

// Code as iOS apps write it around CarPlay, and what UIKit does with it: traits and their overrides, screens,
// autoresizing, Display P3 colors, NSValue's geometry, the keyboard's language and image literals.

/// A view that records the trait changes it hears, as apps do to switch their map's style.
final class StyleAwareView: UIView {
    private(set) var changes: [UIUserInterfaceStyle] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(traitCollection.userInterfaceStyle)
    }
}

/// A controller with its own designated initializer, as iOS code writes it (with `init()` still available: the
/// host makes responders through it).
final class StyleAwareController: UIViewController {
    let name: String
    private(set) var previousStyles: [UIUserInterfaceStyle] = []

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    /// As iOS code writes it: controllers adopt `NSCoding` (storyboards).
    required init?(coder: NSCoder) {
        name = "decoded"
        super.init(coder: coder)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
    }
}

/// A controller that records its appearance callbacks.
final class AppearingController: UIViewController {
    private(set) var events: [String] = []
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
}

@MainActor
struct UIKitCompatibilityTests {
    @Test func rootControllersAppearAndDisappearWithTheirWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let first = AppearingController()
        window.rootViewController = first
        // A hidden window shows nothing.
        expectTrue(first.events.isEmpty)
        window.makeKeyAndVisible()
        expectEqual(first.events, ["willAppear", "didAppear"])
        let second = AppearingController()
        window.rootViewController = second
        expectEqual(first.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        expectEqual(second.events, ["willAppear", "didAppear"])
        window.isHidden = true
        expectEqual(second.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
    }

    @Test func presentingShowsOverTheWindowAndDismissingRemovesIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let root = AppearingController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let sheet = AppearingController()
        var presented = false
        root.present(sheet, animated: true) { presented = true }
        expectTrue(presented)
        expectTrue(root.presentedViewController === sheet)
        expectTrue(sheet.presentingViewController === root)
        expectTrue(sheet.view.superview === window)
        expectEqual(sheet.view.frame, window.bounds)
        expectEqual(sheet.events, ["willAppear", "didAppear"])
        // The presenter stays on screen (iOS's default sheet), and presents one controller at a time.
        expectEqual(root.events, ["willAppear", "didAppear"])
        let another = AppearingController()
        root.present(another, animated: false)
        expectTrue(root.presentedViewController === sheet)
        expectTrue(another.events.isEmpty)
        // Dismissing the presented controller itself asks its presenter.
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        expectTrue(dismissed)
        expectEqual(sheet.view.superview, nil)
        expectEqual(sheet.events, ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        expectTrue(root.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func aControllerFromACoderStartsWithoutANib() throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let coder = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        let controller = try require(StyleAwareController(coder: coder))
        expectEqual(controller.name, "decoded")
        expectTrue(controller.nibName == nil && controller.nibBundle == nil)
        // Views too (their subclasses inherit it): a zero frame, no nib.
        let view = try require(StyleAwareView(coder: coder))
        expectEqual(view.frame, .zero)
        let window = try require(UIWindow(coder: coder))
        expectTrue(window.isHidden)
    }

    @Test func viewsHaveTheirWindowsScreenTraitsAndHearChanges() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let controller = StyleAwareController(name: "map")
        window.rootViewController = controller
        let view = StyleAwareView(frame: .zero)
        controller.view.addSubview(view)
        // On the phone until the car puts the window on its screen.
        expectTrue(window.screen === UIScreen.main)
        expectEqual(view.traitCollection.userInterfaceIdiom, .phone)

        window._setCarScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 2, style: .dark)
        expectTrue(window.screen !== UIScreen.main)
        expectEqual(window.screen.bounds.size, CGSize(width: 800, height: 480))
        expectEqual(window.screen.nativeBounds.size, CGSize(width: 1600, height: 960))
        expectEqual(view.traitCollection.userInterfaceIdiom, .carPlay)
        expectEqual(view.traitCollection.displayScale, 2)
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(view.changes, [.dark])
        expectEqual(controller.previousStyles, [.light])

        // The car turns light; the same again tells nobody.
        window._setCarScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 2, style: .light)
        window._setCarScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 480), scale: 2, style: .light)
        expectEqual(view.changes, [.dark, .light])
        expectEqual(controller.previousStyles, [.light, .dark])
    }

    @Test func overridesApplyToTheViewsInsideAndWinOverTheEnvironment() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window._setCarScreen(bounds: window.bounds, scale: 2, style: .light)
        let controller = StyleAwareController(name: "panel")
        window.rootViewController = controller
        let inner = StyleAwareView(frame: .zero)
        controller.view.addSubview(inner)
        // Moved from the iPhone's traits into the car's window: it heard that.
        expectEqual(inner.changes, [.light])
        expectEqual(inner.traitCollection.userInterfaceIdiom, .carPlay)

        controller.overrideUserInterfaceStyle = .dark
        expectEqual(controller.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.changes, [.light, .dark])
        // A view's own override wins over its controller's.
        inner.overrideUserInterfaceStyle = .light
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        expectEqual(inner.changes, [.light, .dark, .light])
        // The car's dark mode does not reach a view that overrides it.
        window._setCarScreen(bounds: window.bounds, scale: 2, style: .dark)
        expectEqual(inner.changes, [.light, .dark, .light])
        // A view moved into a differently styled window hears it.
        let moved = StyleAwareView(frame: .zero)
        expectEqual(moved.traitCollection.userInterfaceStyle, .light)
        window.addSubview(moved)
        expectEqual(moved.changes, [.dark])
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let fill = UIView(frame: CGRect(x: 10, y: 20, width: 380, height: 260))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 340, y: 10, width: 50, height: 50))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 150, y: 100, width: 100, height: 100))
        centred.autoresizingMask = [
            .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
        ]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        for view in [fill, pinnedRight, centred, fixed] { container.addSubview(view) }

        container.frame = CGRect(x: 0, y: 0, width: 600, height: 400)
        expectEqual(fill.frame, CGRect(x: 10, y: 20, width: 580, height: 360))
        expectEqual(pinnedRight.frame, CGRect(x: 540, y: 10, width: 50, height: 50))
        // Equal margins stay equal: the view stays centred.
        expectEqual(centred.frame, CGRect(x: 250, y: 150, width: 100, height: 100))
        expectEqual(fixed.frame, CGRect(x: 5, y: 5, width: 20, height: 20))

        // Width and right margin share 100 points in proportion to 100 and 300.
        let proportional = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        proportional.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 10))
        box.addSubview(proportional)
        box.frame.size.width = 500
        expectEqual(proportional.frame.width, 125)
        // Turned off for a view's subviews.
        box.autoresizesSubviews = false
        box.frame.size.width = 800
        expectEqual(proportional.frame.width, 125)
    }

    @Test func displayP3ColorsAreStoredAsExtendedSRGB() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        // Grays and white are the same in both spaces.
        expectTrue(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a))
        expectTrue(abs(r - 1) < 1e-4 && abs(g - 1) < 1e-4 && abs(b - 1) < 1e-4 && a == 1)
        // P3's pure red lies outside sRGB: red above 1, green and blue below 0.
        _ = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        expectTrue(abs(r - 1.0931) < 1e-3 && abs(g - -0.2267) < 1e-3 && abs(b - -0.1501) < 1e-3 && a == 0.5)
    }

    @Test func geometryValuesAndTheKeyboardsLanguage() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        expectEqual(NSValue(cgRect: rect).cgRectValue, rect)
        expectEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        expectEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
        expectTrue(NSValue(cgRect: rect).isEqual(NSValue(cgRect: rect)))
        let language = UIResponder().textInputMode?.primaryLanguage
        expectTrue(language != nil && language == UITextInputMode.activeInputModes.first?.primaryLanguage)
    }

    @Test func anImageLiteralOfAMissingImageIsAFault() {
        // Code as iOS apps write it (Xcode's image literal), which this project's style otherwise avoids.
        // swift-format-ignore: NoPlaygroundLiterals
        let literal: UIImage = #imageLiteral(resourceName: "no-such-image")
        expectEqual(literal.size, .zero)
        // On iOS the app stops there; here the fault path hears it (no host runs this test: it is recorded).
        expectTrue(PlatformHost.unhostedExceptions.contains { $0.reason.contains("no image named \"no-such-image\"") })
    }
}
