import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// Gives a navigation app's window the geometry of the car's screen, as iOS does when the car connects and whenever
/// what covers the map changes: the main screen's `CPWindow`, the Dashboard's and the instrument cluster's
/// `UIWindow`.
@MainActor
public enum WindowGeometry {
    /// Sets the window's frame to `bounds` (the display's app area, in screen points; the window's own bounds start
    /// at 0, 0), its safe area to `safeArea` (what the template overlay covers: the navigation bar, panels, the
    /// trip preview...), and the frame of `mapButtonSafeAreaLayoutGuide` to `mapButtonArea` (the window area not
    /// covered by map buttons, in window coordinates; nil: the safe area; only a `CPWindow` has the guide), then lays
    /// the window out.
    ///
    /// Each view whose safe area changed hears it once (`safeAreaInsetsDidChange()`, its controller's
    /// `viewSafeAreaInsetsDidChange()`) with its final insets, before the one layout pass; the same geometry again
    /// tells nobody and lays out nothing. A new size resizes the root view controller's view with the window. Sizes
    /// and insets that are negative or not finite count as 0.
    public static func apply(to window: UIWindow, bounds: Rect, safeArea: Insets, mapButtonArea: Rect? = nil) {
        let frame = CGRect(
            x: finite(bounds.x), y: finite(bounds.y), width: length(bounds.width), height: length(bounds.height))
        let insets = UIEdgeInsets(
            top: length(safeArea.top), left: length(safeArea.left), bottom: length(safeArea.bottom),
            right: length(safeArea.right))
        let local = CGRect(origin: .zero, size: frame.size)
        let mapButtons =
            mapButtonArea.map {
                CGRect(x: finite($0.x), y: finite($0.y), width: length($0.width), height: length($0.height))
            } ?? local.inset(by: insets)
        window._deferringSafeAreaReports {
            if window.frame != frame { window.frame = frame }
            if window.bounds.origin != .zero { window.bounds.origin = .zero }
            window._setSafeAreaInsets(insets)
            (window as? CPWindow)?._setMapButtonSafeArea(mapButtons)
        }
        window.layoutIfNeeded()
    }

    /// Puts `window` on the car's screen of `display`: the screen's size in points and scale, and the display's
    /// light or dark appearance, which the window's views and controllers have as their traits (with the CarPlay
    /// idiom); each whose traits changed hears it (`traitCollectionDidChange(_:)`). App code: run it as the app.
    public static func setScreen(of window: UIWindow, display: DisplayConfiguration) {
        window._setCarScreen(
            bounds: CGRect(x: 0, y: 0, width: length(display.size.width), height: length(display.size.height)),
            scale: CGFloat(display.scale), style: display.appearance.userInterfaceStyle)
    }

    private static func finite(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(value) : 0 }
    private static func length(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(max(0, value)) : 0 }
}
