import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import UIKit

/// The view tree a navigation app draws its map with: layout passes, the safe area the car's window passes down,
/// child view controllers, labels and image views.
@MainActor @Suite struct UIViewTreeTests {
    final class MapView: UIView {
        var layouts = 0
        var safeAreaChanges = 0
        override func layoutSubviews() { layouts += 1 }
        override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
    }

    final class MapController: UIViewController {
        var events: [String] = []
        override func loadView() { view = MapView(frame: .zero) }
        override func viewDidLoad() { events.append("viewDidLoad") }
        override func viewWillLayoutSubviews() { events.append("willLayout") }
        override func viewDidLayoutSubviews() { events.append("didLayout") }
        override func viewSafeAreaInsetsDidChange() { events.append("safeArea") }
        override func willMove(toParent parent: UIViewController?) { events.append("willMove \(parent != nil)") }
        override func didMove(toParent parent: UIViewController?) { events.append("didMove \(parent != nil)") }
    }

    @Test func theWindowsSafeAreaReachesTheViewsItCovers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? MapView)
        expectTrue(map.frame == window.bounds && map.safeAreaInsets == .zero)
        // The car's templates cover the left 300 points and a 40-point bar at the top.
        window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 300, bottom: 0, right: 0))
        expectEqual(map.safeAreaInsets, UIEdgeInsets(top: 40, left: 300, bottom: 0, right: 0))
        expectTrue(map.safeAreaChanges == 1 && controller.events.contains("safeArea"))
        expectEqual(map.safeAreaLayoutGuide.layoutFrame, CGRect(x: 300, y: 40, width: 500, height: 440))
        expectTrue(map.layoutGuides.count == 1 && map.safeAreaLayoutGuide === map.layoutGuides[0])
        // A subview overlapping the covered part gets only its own overlap; one in the open gets none.
        let scale = UIView(frame: CGRect(x: 250, y: 20, width: 100, height: 100))
        let legend = UIView(frame: CGRect(x: 600, y: 300, width: 100, height: 50))
        map.addSubview(scale)
        map.addSubview(legend)
        expectEqual(scale.safeAreaInsets, UIEdgeInsets(top: 20, left: 50, bottom: 0, right: 0))
        expectEqual(legend.safeAreaInsets, .zero)
        // The same insets again tell nobody.
        window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 300, bottom: 0, right: 0))
        expectEqual(map.safeAreaChanges, 1)
        window._setSafeAreaInsets(.zero)
        expectTrue(map.safeAreaChanges == 2 && scale.safeAreaInsets == .zero)
    }

    @Test func layoutRunsWhenNeededOnce() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let controller = MapController()
        window.rootViewController = controller
        let map = try require(controller.view as? MapView)
        window.layoutIfNeeded()
        expectEqual(map.layouts, 1)
        window.layoutIfNeeded()
        expectEqual(map.layouts, 1)
        map.setNeedsLayout()
        window.layoutIfNeeded()
        expectEqual(map.layouts, 2)
        // A new size needs a new layout; a move does not.
        map.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        window.layoutIfNeeded()
        map.frame.origin.x = 10
        window.layoutIfNeeded()
        expectEqual(map.layouts, 3)
        expectEqual(controller.events.filter { $0 == "willLayout" }.count, 3)
        expectTrue(controller.events.first == "viewDidLoad" && controller.events.last == "didLayout")
    }

    @Test func subviewOrderAndTags() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let a = UIView()
        let b = UIView()
        let c = UIView()
        c.tag = 7
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        expectEqual(root.subviews, [c, a, b])
        root.bringSubviewToFront(c)
        root.sendSubviewToBack(b)
        expectEqual(root.subviews, [b, a, c])
        expectTrue(root.viewWithTag(7) === c && root.viewWithTag(8) == nil)
        root.insertSubview(a, at: 99)
        expectTrue(root.subviews == [b, c, a] && a.superview === root)
    }

    @Test func childViewControllers() {
        let parent = MapController()
        let child = MapController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        expectTrue(parent.children == [child] && child.parent === parent)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        expectTrue(parent.children.isEmpty && child.parent == nil)
        expectEqual(
            child.events.filter { $0.hasPrefix("willMove") || $0.hasPrefix("didMove") },
            [
                "willMove true", "didMove true", "willMove false", "didMove false",
            ])
    }

    @Test func labelsAndImageViews() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        expectTrue(label.text == nil && label.numberOfLines == 1 && label.textColor == UIColor.label)
        label.attributedText = NSAttributedString(string: "Boulevard Albert 1er")
        expectEqual(label.text, "Boulevard Albert 1er")
        let icon = UIImage(data: TestImageData.png(width: 6, height: 4), scale: 2)!
        let imageView = UIImageView(image: icon)
        expectTrue(imageView.frame.size == icon.size && imageView.image === icon && !imageView.isHighlighted)
        expectEqual(UIImageView().image, nil)
    }
}
