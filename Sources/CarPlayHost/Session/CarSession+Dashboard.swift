import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A connected CarPlay Dashboard scene: the live objects, which only the session holds.
@MainActor
struct DashboardConnection {
    let scene: CPTemplateApplicationDashboardScene
    let delegate: any CPTemplateApplicationDashboardSceneDelegate
    var controller: CPDashboardController { scene.dashboardController }
    var window: UIWindow { scene.dashboardWindow }
}

/// A navigation app's CarPlay Dashboard scene (iOS 13.4): connecting and disconnecting it, what the Dashboard's map
/// tile shows (the app's Dashboard window under the upcoming maneuvers or the shortcut buttons) and the driver's
/// taps on the shortcut buttons.
extension CarSession {
    /// Whether CarPlay offers the app a Dashboard scene: a navigation app whose Info.plist declares
    /// `CPSupportsDashboardNavigationScene`. A car system connects the scene only then; a test connects it directly.
    public var offersDashboardScene: Bool { app.category == .navigation && app.supportsDashboardNavigationScene }

    /// Whether the Dashboard scene is connected.
    public var isDashboardConnected: Bool { dashboardConnection != nil }

    /// The delegate of the connected Dashboard scene (the object the car made from the manifest's class).
    public var dashboardSceneDelegate: (any CPTemplateApplicationDashboardSceneDelegate)? {
        dashboardConnection?.delegate
    }

    /// The delegate of the connected CarPlay scene.
    public var templateSceneDelegate: (any CPTemplateApplicationSceneDelegate)? {
        appState == .connected ? sceneDelegate : nil
    }

    /// Connects the app's Dashboard scene: creates the scene with its `CPDashboardController` and a window the size
    /// of the Dashboard's map tile, then the delegate hears `scene(_:willConnectTo:options:)` and
    /// `templateApplicationDashboardScene(_:didConnect:to:)`. Only a running navigation app has a Dashboard; false
    /// when nothing was connected.
    @discardableResult
    public func connectDashboard(_ delegate: any CPTemplateApplicationDashboardSceneDelegate) -> Bool {
        guard appState == .connected, app.category == .navigation, dashboardConnection == nil else { return false }
        let session = otherSceneSession(.carTemplateApplicationDashboard, manifestRole: .carDashboard)
        let controller = CPDashboardController(_host: ())
        let window = UIWindow(frame: .zero)
        let scene = CPTemplateApplicationDashboardScene(
            _session: session, dashboardController: controller, dashboardWindow: window)
        scene.delegate = delegate
        dashboardConnection = DashboardConnection(scene: scene, delegate: delegate)
        // The window has the tile's size before the app draws into it.
        let bounds = DashboardLayout.display(for: display).bounds
        runAsApp { WindowGeometry.apply(to: window, bounds: bounds, safeArea: Insets()) }
        guard tellWillConnect(delegate, scene: scene, session: session) else { return false }
        scene._lastCallbackWasUnimplemented = false
        runAsApp { delegate.templateApplicationDashboardScene(scene, didConnect: controller, to: window) }
        if !scene._lastCallbackWasUnimplemented { received("templateApplicationDashboardScene(_:didConnect:to:)") }
        changed()
        return appState == .connected
    }

    /// Disconnects the Dashboard scene: the delegate hears `templateApplicationDashboardScene(_:didDisconnect:from:)`
    /// and `sceneDidDisconnect(_:)`. Nothing happens when it is not connected.
    public func disconnectDashboard() {
        guard let connection = dashboardConnection else { return }
        dashboardConnection = nil
        let scene = connection.scene
        scene._lastCallbackWasUnimplemented = false
        runAsApp {
            connection.delegate.templateApplicationDashboardScene(
                scene, didDisconnect: connection.controller, from: connection.window)
        }
        if !scene._lastCallbackWasUnimplemented {
            received("templateApplicationDashboardScene(_:didDisconnect:from:)")
        }
        tellDidDisconnect(connection.delegate, scene: scene)
    }

    /// What the Dashboard draws over the app's map now: the navigation session's maneuvers while one is in progress,
    /// else the shortcut buttons CarPlay shows. Nil while the Dashboard is not connected.
    public var dashboardOverlay: DashboardLayout.Overlay? {
        guard appState == .connected, let connection = dashboardConnection else { return nil }
        if let map = mapTemplateSnapshot, let navigation = map.navigation { return .guidance(navigation, map) }
        let buttons = ImageStore.$recording.withValue(imageStore) {
            runAsApp { connection.controller.shortcutButtons.map(DashboardButtonSnapshot.init) }
        }
        return .shortcuts(rules.shownDashboardButtons(buttons))
    }

    /// The Dashboard's map tile as the car shows it (`DashboardLayout`), laid out for the tile of the main display;
    /// nil while the Dashboard is not connected. The app's window is first given the tile's size and, as its safe
    /// area, what the maneuvers or buttons leave free, then copied: apps change their views without telling anyone.
    public func dashboardScreen() -> Screen? {
        guard let connection = dashboardConnection, let overlay = dashboardOverlay else { return nil }
        let display = DashboardLayout.display(for: display)
        let context = LayoutContext(display: display, rules: rules, now: clock(), locale: locale, timeZone: timeZone)
        let nodes = DashboardLayout.overlayNodes(overlay, in: display.bounds, context: context)
        let safeArea = DashboardLayout.safeArea(under: nodes, in: display.bounds)
        let window = runAsApp {
            WindowGeometry.apply(to: connection.window, bounds: display.bounds, safeArea: safeArea)
            return windowSnapshot(connection.window)
        }
        return DashboardLayout.screen(overlay: nodes, window: window, display: display, context: context)
    }

    /// Selects the Dashboard's node with `id` (a tap on a shortcut button): the button's handler runs.
    @discardableResult
    public func activateDashboard(element id: ElementID) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let connection = dashboardConnection, let node = dashboardScreen()?.node(id),
            case .select(let target)? = node.action,
            let button = connection.controller.shortcutButtons.first(where: { ElementID(of: $0) == target })
        else { return .notOnScreen }
        runAsApp { button.handler?(button) }
        changed()
        return .handled
    }

    /// Taps the Dashboard's tile at `point` (in the tile's points): the shortcut button there is selected.
    @discardableResult
    public func tapDashboard(at point: Point) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let id = dashboardScreen()?.hitTest(point)?.id else { return .notOnScreen }
        return activateDashboard(element: id)
    }

    // MARK: Shared by the Dashboard and cluster scenes

    /// A new scene session of `role`, named after the manifest's first configuration of `manifestRole`.
    func otherSceneSession(_ role: UISceneSession.Role, manifestRole: SceneRole) -> UISceneSession {
        UISceneSession(
            _role: role,
            configuration: UISceneConfiguration(
                name: app.manifest.configurations(for: manifestRole).first?.name, sessionRole: role))
    }

    /// UIKit's first call to a new scene's delegate, recorded; false when the app was terminated in it.
    func tellWillConnect(_ delegate: any UISceneDelegate, scene: UIScene, session: UISceneSession) -> Bool {
        runAsApp {
            delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions(_urlContexts: []))
        }
        received("scene(_:willConnectTo:options:)")
        return appState == .connected
    }

    /// UIKit's last call to a scene's delegate, recorded; front ends hear that the car's screens changed.
    func tellDidDisconnect(_ delegate: any UISceneDelegate, scene: UIScene) {
        runAsApp { delegate.sceneDidDisconnect(scene) }
        received("sceneDidDisconnect(_:)")
        changed()
    }
}
