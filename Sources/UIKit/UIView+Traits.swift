#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension UIView: UITraitEnvironment {}

extension UIView {
    /// The traits a view has: its controller's (for a controller's view) or its superview's, a window's screen's
    /// for a window, the iPhone screen's outside any window; then its own `overrideUserInterfaceStyle`.
    var environmentTraits: UITraitCollection {
        let base: UITraitCollection
        if let window = self as? UIWindow {
            base = window.screen.traitCollection
        } else if let viewController {
            base = viewController.traitCollection
        } else if let superview {
            base = superview.traitCollection
        } else {
            base = UIScreen.main.traitCollection
        }
        return base.overriding(style: overrideUserInterfaceStyle)
    }

    /// Runs `change`, then tells each view of this view's tree whose traits changed, and its controller, with the
    /// traits before (`traitCollectionDidChange(_:)`, outer views first).
    func notifyingTraitChanges(_ change: () -> Void) {
        var before: [(view: UIView, traits: UITraitCollection, controllerTraits: UITraitCollection?)] = []
        func record(_ view: UIView) {
            before.append((view, view.traitCollection, view.viewController?.traitCollection))
            for subview in view.subviews { record(subview) }
        }
        record(self)
        change()
        for entry in before {
            if let controller = entry.view.viewController, let previous = entry.controllerTraits,
                !controller.traitCollection.isEqual(previous)
            {
                controller.traitCollectionDidChange(previous)
            }
            if !entry.view.traitCollection.isEqual(entry.traits) {
                entry.view.traitCollectionDidChange(entry.traits)
            }
        }
    }
}

extension UITraitCollection {
    /// These traits with `style` when it is specified.
    func overriding(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle
            ? self : UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }
}
#endif
