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
        WindowGeometry.setScreen(of: window, display: main)
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

// MARK: Connecting, the tile's screen and the shortcut buttons, in a session

extension DashboardScene {
    /// Whether CarPlay offers `app` a Dashboard scene: a navigation app whose Info.plist declares
    /// `CPSupportsDashboardNavigationScene`. A car system connects the scene only then; a test connects it directly.
    static func isOffered(to app: AppBundle) -> Bool {
        app.category == .navigation && app.supportsDashboardNavigationScene
    }

    /// Connects the app's Dashboard scene: creates the scene with its `CPDashboardController` and a window the size
    /// of the Dashboard's map tile, then the delegate hears `scene(_:willConnectTo:options:)` and
    /// `templateApplicationDashboardScene(_:didConnect:to:)`. Only a running navigation app has a Dashboard; false
    /// when nothing was connected.
    ///
    /// The session holds the scene before the app hears of it: the app may ask the session about its Dashboard while
    /// it connects.
    static func connect(_ delegate: any CPTemplateApplicationDashboardSceneDelegate, context: any SessionContext)
        -> Bool
    {
        guard context.appState == .connected, context.app.category == .navigation, context.dashboard == nil else {
            return false
        }
        let session = context.otherSceneSession(.carTemplateApplicationDashboard, manifestRole: .carDashboard)
        // Made as the app's objects are, so that their changes reach this session.
        let connection = context.runAsApp { DashboardScene(session: session, delegate: delegate) }
        context.dashboard = connection
        let (scene, controller, window) = (connection.scene, connection.controller, connection.window)
        // The window has the tile's size before the app draws into it.
        let display = context.display
        context.runAsApp {
            connection.fitWindow(to: display)
            // The car shows the tile's window: a root controller the app gives it appears.
            window._setShownByCar(true)
        }
        guard context.tellWillConnect(delegate, scene: scene, session: session) else { return false }
        scene._lastCallbackWasUnimplemented = false
        context.runAsApp { delegate.templateApplicationDashboardScene(scene, didConnect: controller, to: window) }
        if !scene._lastCallbackWasUnimplemented {
            context.received("templateApplicationDashboardScene(_:didConnect:to:)")
        }
        context.changed()
        return context.appState == .connected
    }

    /// Disconnects the session's Dashboard scene: the delegate hears
    /// `templateApplicationDashboardScene(_:didDisconnect:from:)` and `sceneDidDisconnect(_:)`. Nothing happens when
    /// it is not connected. The session forgets the scene first, so the app sees it gone while it hears of it.
    static func disconnect(context: any SessionContext) {
        guard let connection = context.dashboard else { return }
        context.dashboard = nil
        let scene = connection.scene
        scene._lastCallbackWasUnimplemented = false
        context.runAsApp {
            connection.delegate.templateApplicationDashboardScene(
                scene, didDisconnect: connection.controller, from: connection.window)
            connection.window._setShownByCar(false)
        }
        if !scene._lastCallbackWasUnimplemented {
            context.received("templateApplicationDashboardScene(_:didDisconnect:from:)")
        }
        context.tellDidDisconnect(connection.delegate, scene: scene)
    }

    /// What the session's Dashboard draws over the app's map now: the navigation session's maneuvers while one is in
    /// progress, else the shortcut buttons CarPlay shows. Nil while the Dashboard is not connected.
    static func overlay(context: any SessionContext) -> DashboardLayout.Overlay? {
        guard context.appState == .connected, let dashboard = context.dashboard else { return nil }
        return overlay(map: context.mapTemplateSnapshot, rules: context.rules) {
            context.snapshotting {
                context.runAsApp { dashboard.shortcutButtonSnapshots() }
            }
        }
    }

    /// The Dashboard's map tile as the car shows it (`DashboardLayout`), laid out for the tile of the main display;
    /// nil while the Dashboard is not connected. The app's window is first given the tile's size and, as its safe
    /// area, what the maneuvers or buttons leave free, then copied: apps change their views without telling anyone.
    static func screen(context: any SessionContext) -> Screen? {
        guard let dashboard = context.dashboard, let overlay = overlay(context: context) else { return nil }
        let main = context.display
        let tile = DashboardLayout.display(for: main)
        let layoutContext = context.layoutContext(for: tile)
        let nodes = DashboardLayout.overlayNodes(overlay, in: tile.bounds, context: layoutContext)
        let safeArea = DashboardLayout.safeArea(under: nodes, in: tile.bounds)
        let window = context.runAsApp {
            dashboard.fitWindow(to: main, safeArea: safeArea)
            return SessionWindows.snapshot(dashboard.window, context: context)
        }
        return DashboardLayout.screen(overlay: nodes, window: window, display: tile, context: layoutContext)
    }

    /// Selects the Dashboard's node with `id` (a tap on a shortcut button): the button's handler runs.
    static func activate(element id: ElementID, context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let dashboard = context.dashboard, let node = screen(context: context)?.node(id),
            case .select(let target)? = node.action, let button = dashboard.shortcutButton(target)
        else { return .notOnScreen }
        context.runAsApp { button.handler?(button) }
        context.changed()
        return .handled
    }

    /// Taps the Dashboard's tile at `point` (in the tile's points): the shortcut button there is selected.
    static func tap(at point: Point, context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let id = screen(context: context)?.hitTest(point)?.id else { return .notOnScreen }
        return activate(element: id, context: context)
    }
}
