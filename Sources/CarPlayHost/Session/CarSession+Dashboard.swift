import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A navigation app's CarPlay Dashboard scene (iOS 13.4): the session's side forwards to its part, `DashboardScene`,
/// which connects and disconnects the scene, lays out the Dashboard's map tile and passes on taps on its buttons.
extension CarSession {
    /// Whether CarPlay offers the app a Dashboard scene: a navigation app whose Info.plist declares
    /// `CPSupportsDashboardNavigationScene`. A car system connects the scene only then; a test connects it directly.
    public var offersDashboardScene: Bool { app.category == .navigation && app.supportsDashboardNavigationScene }

    /// Whether the Dashboard scene is connected.
    public var isDashboardConnected: Bool { dashboard != nil }

    /// The delegate of the connected Dashboard scene (the object the car made from the manifest's class).
    public var dashboardSceneDelegate: (any CPTemplateApplicationDashboardSceneDelegate)? { dashboard?.delegate }

    /// The delegate of the connected CarPlay scene.
    public var templateSceneDelegate: (any CPTemplateApplicationSceneDelegate)? {
        appState == .connected ? sceneDelegate : nil
    }

    /// Connects the Dashboard scene; false when nothing was. See ``DashboardScene/connect(_:context:)``.
    @discardableResult
    public func connectDashboard(_ delegate: any CPTemplateApplicationDashboardSceneDelegate) -> Bool {
        DashboardScene.connect(delegate, context: self)
    }

    /// Disconnects the Dashboard scene. See ``DashboardScene/disconnect(context:)``.
    public func disconnectDashboard() { DashboardScene.disconnect(context: self) }

    /// What the Dashboard draws over the app's map now. See ``DashboardScene/overlay(context:)``.
    public var dashboardOverlay: DashboardLayout.Overlay? { DashboardScene.overlay(context: self) }

    /// The Dashboard's map tile as the car shows it. See ``DashboardScene/screen(context:)``.
    public func dashboardScreen() -> Screen? { DashboardScene.screen(context: self) }

    /// Selects the Dashboard's node with `id`. See ``DashboardScene/activate(element:context:)``.
    @discardableResult
    public func activateDashboard(element id: ElementID) -> InputOutcome {
        DashboardScene.activate(element: id, context: self)
    }

    /// Taps the Dashboard's tile at `point` (in the tile's points). See ``DashboardScene/tap(at:context:)``.
    @discardableResult
    public func tapDashboard(at point: Point) -> InputOutcome { DashboardScene.tap(at: point, context: self) }
}
