import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A navigation app's connected CarPlay Dashboard scene, one session's part: the live scene, its delegate, its
/// `CPDashboardController` and the window of the Dashboard's map tile, and what the tile shows (the maneuvers of the
/// navigation session in progress, else the shortcut buttons).
///
/// The session holds it while the scene is connected and calls the app (connecting, disconnecting, a button's
/// handler) with what it gives; the members that read or change the app's objects run as the app (`runAsApp`).
@MainActor
struct DashboardScene {
    let scene: CPTemplateApplicationDashboardScene
    let delegate: any CPTemplateApplicationDashboardSceneDelegate
    var controller: CPDashboardController { scene.dashboardController }
    var window: UIWindow { scene.dashboardWindow }

    /// A new Dashboard scene in `session` for `delegate`, with its controller and window (which has no size yet).
    init(session: UISceneSession, delegate: any CPTemplateApplicationDashboardSceneDelegate) {
        let controller = CPDashboardController(_host: ())
        let scene = CPTemplateApplicationDashboardScene(
            _session: session, dashboardController: controller, dashboardWindow: UIWindow(frame: .zero))
        scene.delegate = delegate
        self.scene = scene
        self.delegate = delegate
    }

    /// Gives the window the size of the tile on the car's main display and `safeArea` as its safe area (what the
    /// maneuvers or buttons leave free; none before the app first draws). App code: run it as the app.
    func fitWindow(to main: DisplayConfiguration, safeArea: Insets = Insets()) {
        WindowGeometry.apply(to: window, bounds: DashboardLayout.display(for: main).bounds, safeArea: safeArea)
    }

    /// The app's shortcut buttons as snapshots, in its order. App code: run it as the app, recording images.
    func shortcutButtonSnapshots() -> [DashboardButtonSnapshot] {
        controller.shortcutButtons.map(DashboardButtonSnapshot.init)
    }

    /// What the tile draws over the app's window: the maneuvers while `map` has a navigation session in progress,
    /// else the shortcut buttons CarPlay shows of `buttons` (read only then).
    static func overlay(
        map: MapTemplateSnapshot?, rules: Rules, buttons: () -> [DashboardButtonSnapshot]
    ) -> DashboardLayout.Overlay {
        if let map, let navigation = map.navigation { return .guidance(navigation, map) }
        return .shortcuts(rules.shownDashboardButtons(buttons()))
    }

    /// The shortcut button a node of the tile selects (`ScreenNode.Action.select`); nil when the app has none by
    /// that id now.
    func shortcutButton(_ id: ElementID) -> CPDashboardButton? {
        controller.shortcutButtons.first { ElementID(of: $0) == id }
    }
}
