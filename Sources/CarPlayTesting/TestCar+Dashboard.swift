import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
import CarPlayHost

/// A navigation app's other screens: the CarPlay Dashboard (its map tile with the maneuvers or the shortcut buttons)
/// and the instrument cluster (its window on a cluster display, the car's zoom controls and settings).
extension TestCar {
    /// The scene, scene delegate and controller callbacks the app received, oldest first, named as in Swift.
    public var callbackLog: [String] { session.callbackLog }

    // MARK: Dashboard

    /// Connects the app's Dashboard scene with `delegate` (it hears `templateApplicationDashboardScene(_:didConnect:to:)`
    /// with the window to draw its map into). The app must run: connect its CarPlay scene first.
    public func connectDashboard(
        _ delegate: any CPTemplateApplicationDashboardSceneDelegate, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var connected = false
        act(sourceLocation) { connected = session.connectDashboard(delegate) }
        if !connected, session.appState == .connected {
            Issue.record(
                "The Dashboard did not connect (it needs a running navigation app and connects once)",
                sourceLocation: sourceLocation)
        }
    }

    /// Disconnects the Dashboard scene.
    public func disconnectDashboard(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.disconnectDashboard() }
    }

    /// The Dashboard's map tile as the car shows it, nil while the Dashboard is not connected (see
    /// `assertSnapshot(of: car.dashboard!, as: .carPlay)`).
    public var dashboard: Screen? { session.dashboardScreen() }

    /// The shortcut buttons on the Dashboard, in order (none while navigating).
    public var dashboardButtons: [ScreenNode] { dashboard?.nodes(.dashboardShortcut) ?? [] }

    /// Taps the Dashboard's shortcut button at `index` among those shown: its handler runs.
    @discardableResult
    public func tapDashboardButton(at index: Int, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        let buttons = dashboardButtons
        guard buttons.indices.contains(index), let id = buttons[index].id else {
            Issue.record(
                "No Dashboard button \(index) on the Dashboard (\(buttons.count) shown)", sourceLocation: sourceLocation
            )
            return .notOnScreen
        }
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.activateDashboard(element: id) }
        return outcome
    }

    /// Taps the Dashboard's shortcut button showing `title`.
    @discardableResult
    public func tapDashboardButton(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        let buttons = dashboardButtons
        guard let index = buttons.firstIndex(where: { $0.text == title }) else {
            let shown = buttons.compactMap(\.text).map { "\"\($0)\"" }.joined(separator: ", ")
            Issue.record(
                "No Dashboard button \"\(title)\" on the Dashboard. Shown: \(shown)", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        return tapDashboardButton(at: index, sourceLocation: sourceLocation)
    }

    // MARK: Instrument cluster

    /// Connects the app's instrument cluster scene on `display` with `delegate`; the controller's delegate (set by
    /// the app on connect) then hears `instrumentClusterControllerDidConnect(_:)` with the cluster's window. The app
    /// must run, on iOS 15.4 or later.
    public func connectCluster(
        _ delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate, display: ClusterDisplay = .basic,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var connected = false
        act(sourceLocation) { connected = session.connectCluster(delegate, display: display) }
        if !connected, session.appState == .connected {
            let message = "The instrument cluster did not connect (it needs a running navigation app on iOS 15.4 "
            Issue.record(Comment(rawValue: message + "or later and connects once)"), sourceLocation: sourceLocation)
        }
    }

    /// Disconnects the instrument cluster scene.
    public func disconnectCluster(sourceLocation: SourceLocation = #_sourceLocation) {
        act(sourceLocation) { session.disconnectCluster() }
    }

    /// The instrument cluster as the car shows it, nil while the cluster is not connected.
    public var cluster: Screen? { session.clusterScreen() }

    /// The driver zooms the cluster's map in or out with the car's controls.
    @discardableResult
    public func zoomCluster(_ zoom: ClusterZoom, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.zoomCluster(zoom) }
        return outcome
    }

    /// The car changes whether the cluster's map should show a compass.
    @discardableResult
    public func setClusterCompass(
        _ setting: CPInstrumentClusterSetting, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.setClusterCompass(setting) }
        return outcome
    }

    /// The car changes whether the cluster's map should show the speed limit.
    @discardableResult
    public func setClusterSpeedLimit(
        _ setting: CPInstrumentClusterSetting, sourceLocation: SourceLocation = #_sourceLocation
    ) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.setClusterSpeedLimit(setting) }
        return outcome
    }

    /// The car changes the cluster's content style (the scene delegate hears `contentStyleDidChange(_:)`).
    public func setClusterAppearance(
        _ appearance: DisplayConfiguration.Appearance, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        act(sourceLocation) { session.setClusterAppearance(appearance) }
    }
}
