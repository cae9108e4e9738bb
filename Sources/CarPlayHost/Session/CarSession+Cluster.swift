import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A zoom control of the car's instrument cluster.
public enum ClusterZoom: String, Codable, Hashable, Sendable { case `in`, out }

/// A navigation app's instrument cluster scene (iOS 15.4): the session's side forwards to its part, `ClusterScene`,
/// which connects and disconnects the scene, passes on the car's controls and lays out what the cluster shows.
extension CarSession {
    /// Whether CarPlay offers the app an instrument cluster scene: a navigation app on iOS 15.4 or later whose
    /// Info.plist declares `CPSupportsInstrumentClusterNavigationScene`; with `CPInstrumentClusterNavigationSceneOptions`
    /// in its scene manifest, only on iOS 26.2 or later.
    public var offersInstrumentClusterScene: Bool {
        app.supportsInstrumentClusterNavigationScene && ClusterScene.isCreated(for: app, rules: rules)
    }

    /// The cluster display while the cluster scene is connected.
    public var clusterDisplay: ClusterDisplay? { cluster?.display }

    /// The delegate of the connected instrument cluster scene.
    public var clusterSceneDelegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? { cluster?.delegate }

    /// The cluster's content style (light or dark); it starts as the main display's appearance.
    public var clusterAppearance: DisplayConfiguration.Appearance? { cluster?.appearance }

    /// Connects the cluster scene on `display`. See ``ClusterScene/connect(_:display:compass:speedLimit:appearance:context:)``.
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
