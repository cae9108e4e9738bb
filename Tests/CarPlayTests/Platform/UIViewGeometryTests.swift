import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// How a view's frame and bounds follow each other, how a window resizes its root view, the safe-area reports the
/// car defers while it moves its window, the map-button layout guide, and the label and image-view properties the
/// car draws with.
@MainActor @Suite struct UIViewGeometryTests {
    final class CountingView: UIView {
        var layouts = 0
        var safeAreaChanges = 0
        override func layoutSubviews() { layouts += 1 }
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    final class MapController: UIViewController {
        var safeAreaChanges = 0
        override func loadView() { view = CountingView(frame: .zero) }
        override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    @Test func newBoundsResizeTheFrameAboutItsCentre() {
        let view = CountingView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        view.layoutIfNeeded()
        view.bounds = CGRect(x: 0, y: 0, width: 50, height: 40)
        expectEqual(view.frame, CGRect(x: 35, y: 30, width: 50, height: 40))
        view.layoutIfNeeded()
        expectEqual(view.layouts, 2)
        // A new origin scrolls the content: the frame stays, no layout.
        view.bounds.origin = CGPoint(x: 5, y: 7)
        view.layoutIfNeeded()
        expectTrue(view.frame == CGRect(x: 35, y: 30, width: 50, height: 40) && view.layouts == 2)
        // And the frame's size is the bounds' again.
        view.frame.size = CGSize(width: 80, height: 80)
        expectEqual(view.bounds, CGRect(x: 5, y: 7, width: 80, height: 80))
    }

    @Test func aScrolledSuperviewMovesItsSubviewsSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0))
        let child = CountingView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(child)
        expectEqual(child.safeAreaInsets, .zero)
        window.bounds.origin.x = 30  // the child now sits at 70 in the window: 30 points under the insets
        expectTrue(child.safeAreaInsets.left == 30 && child.safeAreaChanges == 1)
    }

    @Test func aWindowResizesItsRootViewWithItAndLaysItOut() throws {
        let window = UIWindow(frame: .zero)
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? CountingView)
        window.layoutIfNeeded()
        let layouts = map.layouts
        window.frame = CGRect(x: 52, y: 0, width: 348, height: 240)
        expectEqual(map.frame, CGRect(x: 0, y: 0, width: 348, height: 240))
        window.layoutIfNeeded()
        expectEqual(map.layouts, layouts + 1)
        // A move alone resizes nothing.
        window.frame.origin.x = 0
        window.layoutIfNeeded()
        expectEqual(map.layouts, layouts + 1)
    }

    @Test func deferredSafeAreaReportsArriveOnceWithTheFinalInsets() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? CountingView)
        window._deferringSafeAreaReports {
            window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0))
            window.frame = CGRect(x: 0, y: 0, width: 600, height: 240)
            window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 200, bottom: 0, right: 0))
            expectTrue(map.safeAreaChanges == 0 && controller.safeAreaChanges == 0)
        }
        expectTrue(map.safeAreaChanges == 1 && controller.safeAreaChanges == 1)
        expectEqual(map.safeAreaInsets, UIEdgeInsets(top: 40, left: 200, bottom: 0, right: 0))
        // Changes that end where they started tell nobody.
        window._deferringSafeAreaReports {
            window._setSafeAreaInsets(.zero)
            window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 200, bottom: 0, right: 0))
        }
        expectEqual(map.safeAreaChanges, 1)
    }

    @Test func additionalSafeAreaInsetsAddToTheControllersViewAndItsSubviews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 100, bottom: 0, right: 0))
        let controller = MapController()
        window.rootViewController = controller
        let view = try require(controller.view as? CountingView)
        let map = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        view.addSubview(map)
        let before = (view.safeAreaChanges, controller.safeAreaChanges, map.safeAreaChanges)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 52)
        expectEqual(view.safeAreaInsets, UIEdgeInsets(top: 100, left: 100, bottom: 0, right: 52))
        expectEqual(map.safeAreaInsets, UIEdgeInsets(top: 100, left: 100, bottom: 0, right: 52))
        expectTrue(view.safeAreaChanges == before.0 + 1 && controller.safeAreaChanges == before.1 + 1)
        expectEqual(map.safeAreaChanges, before.2 + 1)
        // The same insets again tell nobody; the window's own insets are not changed.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 52)
        expectTrue(map.safeAreaChanges == before.2 + 1 && window.safeAreaInsets.top == 40)
        // Never beyond the view, never below nothing, and a non-finite inset adds nothing.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 500, left: -300, bottom: .nan, right: 0)
        expectEqual(view.safeAreaInsets, UIEdgeInsets(top: 240, left: 0, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = .zero
        expectEqual(map.safeAreaInsets, UIEdgeInsets(top: 40, left: 100, bottom: 0, right: 0))
    }

    @Test func theMapButtonGuideBelongsToTheWindowAndLaysItOut() throws {
        let window = CPWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        expectTrue(window.mapButtonSafeAreaLayoutGuide.owningView === window)
        expectTrue(window.layoutGuides.contains { $0 === window.mapButtonSafeAreaLayoutGuide })
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? CountingView)
        let overlay = CountingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        map.addSubview(overlay)
        window.layoutIfNeeded()
        let before = (map.layouts, overlay.layouts)
        window._setMapButtonSafeArea(CGRect(x: 0, y: 0, width: 340, height: 240))
        expectEqual(window.mapButtonSafeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 340, height: 240))
        window.layoutIfNeeded()
        expectTrue(map.layouts == before.0 + 1 && overlay.layouts == before.1 + 1)
        // The same frame again lays out nothing.
        window._setMapButtonSafeArea(CGRect(x: 0, y: 0, width: 340, height: 240))
        window.layoutIfNeeded()
        expectEqual(map.layouts, before.0 + 1)
    }

    @Test func labelFontsAndAlignment() {
        let label = UILabel()
        expectTrue(label.font == UIFont.systemFont(ofSize: 17) && label.font.pointSize == UIFont.labelFontSize)
        expectTrue(label.textAlignment == .natural && NSTextAlignment.center.rawValue == 1)
        label.font = .boldSystemFont(ofSize: 20)
        expectTrue(label.font.pointSize == 20 && label.font._weight == .bold)
        label.font = nil
        expectEqual(label.font, .systemFont(ofSize: 17), "nil restores the default font")
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold).withSize(15)
        expectTrue(digits.pointSize == 15 && digits._weight == .semibold && digits._hasMonospacedDigits)
        expectTrue(
            UIFont.italicSystemFont(ofSize: 12)._isItalic
                && UIFont.systemFont(ofSize: 12, weight: .heavy) != .boldSystemFont(ofSize: 12))
        expectTrue(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight(0.4) == .bold)
    }

    @Test func viewsScaleToFillUnlessToldOtherwise() {
        expectTrue(UIView().contentMode == .scaleToFill && UIImageView(image: nil).contentMode == .scaleToFill)
        let view = UIImageView(frame: .zero)
        view.contentMode = .scaleAspectFit
        expectTrue(view.contentMode.rawValue == 1 && UIView.ContentMode.bottomRight.rawValue == 12)
    }
}
