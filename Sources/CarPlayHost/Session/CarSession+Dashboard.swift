import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A navigation app's CarPlay Dashboard scene (iOS 13.4): connecting and disconnecting it, what the Dashboard's map
/// tile shows (the app's Dashboard window under the upcoming maneuvers or the shortcut buttons) and the driver's
/// taps on the shortcut buttons.
extension CarSession {
    /// Whether CarPlay offers the app a Dashboard scene: a navigation app whose Info.plist declares
    /// `CPSupportsDashboardNavigationScene`. A car system connects the scene only then; a test connects it directly.
    public var offersDashboardScene: Bool { app.category == .navigation && app.supportsDashboardNavigationScene }

    /// Whether the Dashboard scene is connected.
    public var isDashboardConnected: Bool { dashboard != nil }

    /// The delegate of the connected Dashboard scene (the object the car made from the manifest's class).
    public var dashboardSceneDelegate: (any CPTemplateApplicationDashboardSceneDelegate)? {
        dashboard?.delegate
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
        guard appState == .connected, app.category == .navigation, dashboard == nil else { return false }
        let session = otherSceneSession(.carTemplateApplicationDashboard, manifestRole: .carDashboard)
        let connection = DashboardScene(session: session, delegate: delegate)
        dashboard = connection
        let (scene, controller, window) = (connection.scene, connection.controller, connection.window)
        // The window has the tile's size before the app draws into it.
        runAsApp { connection.fitWindow(to: display) }
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
        guard let connection = dashboard else { return }
        dashboard = nil
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
        guard appState == .connected, let dashboard else { return nil }
        return DashboardScene.overlay(map: mapTemplateSnapshot, rules: rules) {
            ImageStore.$recording.withValue(imageStore) { runAsApp { dashboard.shortcutButtonSnapshots() } }
        }
    }

    /// The Dashboard's map tile as the car shows it (`DashboardLayout`), laid out for the tile of the main display;
    /// nil while the Dashboard is not connected. The app's window is first given the tile's size and, as its safe
    /// area, what the maneuvers or buttons leave free, then copied: apps change their views without telling anyone.
    public func dashboardScreen() -> Screen? {
        guard let dashboard, let overlay = dashboardOverlay else { return nil }
        let tile = DashboardLayout.display(for: display)
        let context = LayoutContext(display: tile, rules: rules, now: clock(), locale: locale, timeZone: timeZone)
        let nodes = DashboardLayout.overlayNodes(overlay, in: tile.bounds, context: context)
        let safeArea = DashboardLayout.safeArea(under: nodes, in: tile.bounds)
        let window = runAsApp {
            dashboard.fitWindow(to: display, safeArea: safeArea)
            return windowSnapshot(dashboard.window)
        }
        return DashboardLayout.screen(overlay: nodes, window: window, display: tile, context: context)
    }

    /// Selects the Dashboard's node with `id` (a tap on a shortcut button): the button's handler runs.
    @discardableResult
    public func activateDashboard(element id: ElementID) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let dashboard, let node = dashboardScreen()?.node(id), case .select(let target)? = node.action,
            let button = dashboard.shortcutButton(target)
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
