import Foundation
@_spi(CarPlayHost) import UIKit

/// The window on the car's screen. Only navigation apps draw into it (their map); other apps use templates only.
@preconcurrency @MainActor
open class CPWindow: UIWindow {
    /// The part of the window not covered by map buttons, in the window's coordinates. The car sets it (with the
    /// window's frame and safe area) whenever the map buttons or the templates over the map change.
    public let mapButtonSafeAreaLayoutGuide = UILayoutGuide()

    /// The scene the window belongs to.
    open weak var templateApplicationScene: CPTemplateApplicationScene?

    /// Creates a window with the frame rectangle; its map-button layout guide belongs to it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addLayoutGuide(mapButtonSafeAreaLayoutGuide)
    }

    /// Creates a window from an archive; its map-button layout guide belongs to it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLayoutGuide(mapButtonSafeAreaLayoutGuide)
    }

    /// Sets the frame of `mapButtonSafeAreaLayoutGuide` (window coordinates). A new frame marks every view in the
    /// window as needing layout: views placed by the guide may be anywhere in the tree, and in UIKit the constraints
    /// that tie them to it lay them out again.
    @_spi(CarPlayHost) public func _setMapButtonSafeArea(_ frame: CGRect) {
        guard mapButtonSafeAreaLayoutGuide.layoutFrame != frame else { return }
        mapButtonSafeAreaLayoutGuide._setLayoutFrame(frame)
        var views: [UIView] = [self]
        while let view = views.popLast() {
            view.setNeedsLayout()
            views += view.subviews
        }
    }

    nonisolated open override var description: String { "<CPWindow: \(cpAddress(of: self))>" }
}
