import Foundation
@_spi(CarPlayHost) import CarPlay

/// A navigation app's other scenes: the CarPlay Dashboard (iOS 13.4; Parts/DashboardScene.swift connects and
/// disconnects it, lays out its map tile and passes on taps on its buttons) and the instrument cluster (iOS 15.4;
/// Parts/ClusterScene.swift connects and disconnects it, passes on the car's controls and lays out what it shows).
extension CarSession {
    /// The delegate of the connected CarPlay scene.
    public var templateSceneDelegate: (any CPTemplateApplicationSceneDelegate)? { connection.connectedDelegate }

    // MARK: The Dashboard

    /// Whether CarPlay offers the app a Dashboard scene. See ``DashboardScene/isOffered(to:)``.
    public var offersDashboardScene: Bool { DashboardScene.isOffered(to: app) }
    /// Whether the Dashboard scene is connected.
    public var isDashboardConnected: Bool { dashboard != nil }
    /// The delegate of the connected Dashboard scene (the object the car made from the manifest's class).
    public var dashboardSceneDelegate: (any CPTemplateApplicationDashboardSceneDelegate)? { dashboard?.delegate }

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

    // MARK: The instrument cluster

    /// Whether CarPlay offers the app an instrument cluster scene. See ``ClusterScene/isOffered(to:rules:)``.
    public var offersInstrumentClusterScene: Bool { ClusterScene.isOffered(to: app, rules: rules) }
    /// The cluster display while the cluster scene is connected.
    public var clusterDisplay: ClusterDisplay? { cluster?.display }
    /// The delegate of the connected instrument cluster scene.
    public var clusterSceneDelegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? { cluster?.delegate }
    /// The cluster's content style (light or dark); it starts as the main display's appearance.
    public var clusterAppearance: DisplayConfiguration.Appearance? { cluster?.appearance }

    /// Connects the cluster scene. See ``ClusterScene/connect(_:display:compass:speedLimit:appearance:context:)``.
    @discardableResult
    public func connectCluster(
        _ delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate, display clusterDisplay: ClusterDisplay,
        compass: CPInstrumentClusterSetting = .unspecified, speedLimit: CPInstrumentClusterSetting = .unspecified,
        appearance clusterAppearance: DisplayConfiguration.Appearance? = nil
    ) -> Bool {
        ClusterScene.connect(
            delegate, display: clusterDisplay, compass: compass, speedLimit: speedLimit,
            appearance: clusterAppearance, context: self)
    }

    /// Disconnects the cluster scene. See ``ClusterScene/disconnect(context:)``.
    public func disconnectCluster() { ClusterScene.disconnect(context: self) }
    /// The driver zoomed the cluster's map with the car's controls. See ``ClusterScene/zoom(_:context:)``.
    @discardableResult
    public func zoomCluster(_ zoom: ClusterZoom) -> InputOutcome { ClusterScene.zoom(zoom, context: self) }

    /// The car's compass setting changed. See ``ClusterScene/setCompass(_:context:)``.
    @discardableResult
    public func setClusterCompass(_ setting: CPInstrumentClusterSetting) -> InputOutcome {
        ClusterScene.setCompass(setting, context: self)
    }

    /// The car's speed-limit setting changed. See ``ClusterScene/setSpeedLimit(_:context:)``.
    @discardableResult
    public func setClusterSpeedLimit(_ setting: CPInstrumentClusterSetting) -> InputOutcome {
        ClusterScene.setSpeedLimit(setting, context: self)
    }

    /// Changes the cluster's own content style. See ``ClusterScene/setAppearance(_:context:)``.
    public func setClusterAppearance(_ appearance: DisplayConfiguration.Appearance) {
        ClusterScene.setAppearance(appearance, context: self)
    }

    /// The instrument cluster as the car shows it; nil while not connected. See ``ClusterScene/screen(context:)``.
    public func clusterScreen() -> Screen? { ClusterScene.screen(context: self) }
}
