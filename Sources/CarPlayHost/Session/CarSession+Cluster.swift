import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A zoom control of the car's instrument cluster.
public enum ClusterZoom: String, Codable, Hashable, Sendable { case `in`, out }

/// A navigation app's instrument cluster scene (iOS 15.4): connecting and disconnecting it with a window sized to
/// the cluster display, the car's controls (zoom, compass and speed-limit settings, content style) and what the
/// cluster shows (the app's window, and the inactive description while the app is not navigating).
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
    public var clusterSceneDelegate: (any CPTemplateApplicationInstrumentClusterSceneDelegate)? {
        cluster?.delegate
    }

    /// Connects the app's instrument cluster scene on `display`: the scene delegate hears
    /// `scene(_:willConnectTo:options:)` and `templateApplicationInstrumentClusterScene(_:didConnect:)` (where the app
    /// sets the controller's delegate), then the system makes the cluster's window, sized to the display with its
    /// safe area, and the controller's delegate hears `instrumentClusterControllerDidConnect(_:)`. Only a running
    /// navigation app on an iOS release that creates the scene (see `offersInstrumentClusterScene`; the Info.plist key
    /// is not required, a test connects directly); false when nothing was connected. The controller's
    /// `compassSetting` and `speedLimitSetting` read `compass` and `speedLimit` (the car's settings) from the start:
    /// nobody is told of them, as of a change. `appearance` is the cluster's content style (nil: the main display's).
    @discardableResult
    public func connectCluster(
        _ delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate, display clusterDisplay: ClusterDisplay,
        compass: CPInstrumentClusterSetting = .unspecified, speedLimit: CPInstrumentClusterSetting = .unspecified,
        appearance clusterAppearance: DisplayConfiguration.Appearance? = nil
    ) -> Bool {
        guard appState == .connected, cluster == nil, ClusterScene.isCreated(for: app, rules: rules) else {
            return false
        }
        let session = otherSceneSession(.carTemplateApplicationInstrumentCluster, manifestRole: .carInstrumentCluster)
        let connection = ClusterScene(
            session: session, delegate: delegate, display: clusterDisplay, compass: compass, speedLimit: speedLimit,
            appearance: clusterAppearance ?? appearance)
        cluster = connection
        let (scene, controller, window) = (connection.scene, connection.controller, connection.window)
        guard tellWillConnect(delegate, scene: scene, session: session) else { return false }
        scene._lastCallbackWasUnimplemented = false
        runAsApp { delegate.templateApplicationInstrumentClusterScene(scene, didConnect: controller) }
        if !scene._lastCallbackWasUnimplemented {
            received("templateApplicationInstrumentClusterScene(_:didConnect:)")
        }
        guard appState == .connected else { return false }
        runAsApp { connection.attachWindow() }
        if let clusterDelegate = controller.delegate {
            runAsApp { clusterDelegate.instrumentClusterControllerDidConnect(window) }
            received("instrumentClusterControllerDidConnect(_:)")
        }
        changed()
        return appState == .connected
    }

    /// Disconnects the cluster scene: the controller's delegate hears `instrumentClusterControllerDidDisconnectWindow(_:)`
    /// and the window goes, then the scene delegate hears
    /// `templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)` and
    /// `sceneDidDisconnect(_:)`. Nothing happens when it is not connected.
    public func disconnectCluster() {
        guard let connection = cluster else { return }
        cluster = nil
        let controller = connection.controller
        let scene = connection.scene
        if let clusterDelegate = controller.delegate {
            runAsApp { clusterDelegate.instrumentClusterControllerDidDisconnectWindow(connection.window) }
            received("instrumentClusterControllerDidDisconnectWindow(_:)")
        }
        connection.detachWindow()
        scene._lastCallbackWasUnimplemented = false
        runAsApp {
            connection.delegate.templateApplicationInstrumentClusterScene(
                scene, didDisconnectInstrumentClusterController: controller)
        }
        if !scene._lastCallbackWasUnimplemented {
            received("templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)")
        }
        tellDidDisconnect(connection.delegate, scene: scene)
    }

    // MARK: The car's controls

    /// The driver zoomed the cluster's map with the car's controls: the controller's delegate hears
    /// `instrumentClusterControllerDidZoom(in:)` or `instrumentClusterControllerDidZoomOut(_:)`. `.unsupported` when
    /// the app does not implement it.
    @discardableResult
    public func zoomCluster(_ zoom: ClusterZoom) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let controller = cluster?.controller else { return .notOnScreen }
        guard let clusterDelegate = controller.delegate else { return .unsupported }
        controller._lastCallbackWasUnimplemented = false
        runAsApp {
            switch zoom {
            case .in: clusterDelegate.instrumentClusterControllerDidZoom(in: controller)
            case .out: clusterDelegate.instrumentClusterControllerDidZoomOut(controller)
            }
        }
        guard !controller._lastCallbackWasUnimplemented else { return .unsupported }
        received(zoom == .in ? "instrumentClusterControllerDidZoom(in:)" : "instrumentClusterControllerDidZoomOut(_:)")
        changed()
        return .handled
    }

    /// The car's compass setting changed: `compassSetting` reads it, then the controller's delegate hears
    /// `instrumentClusterController(_:didChangeCompassSetting:)`. The same setting again tells nobody.
    @discardableResult
    public func setClusterCompass(_ setting: CPInstrumentClusterSetting) -> InputOutcome {
        changeClusterSetting(setting, keyPath: \._compassSetting) { delegate, controller in
            delegate.instrumentClusterController(controller, didChangeCompassSetting: setting)
            return "instrumentClusterController(_:didChangeCompassSetting:)"
        }
    }

    /// The car's speed-limit setting changed: `speedLimitSetting` reads it, then the controller's delegate hears
    /// `instrumentClusterController(_:didChangeSpeedLimitSetting:)`. The same setting again tells nobody.
    @discardableResult
    public func setClusterSpeedLimit(_ setting: CPInstrumentClusterSetting) -> InputOutcome {
        changeClusterSetting(setting, keyPath: \._speedLimitSetting) { delegate, controller in
            delegate.instrumentClusterController(controller, didChangeSpeedLimitSetting: setting)
            return "instrumentClusterController(_:didChangeSpeedLimitSetting:)"
        }
    }

    private func changeClusterSetting(
        _ setting: CPInstrumentClusterSetting,
        keyPath: ReferenceWritableKeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting>,
        tell: (any CPInstrumentClusterControllerDelegate, CPInstrumentClusterController) -> String
    ) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        guard let controller = cluster?.controller else { return .notOnScreen }
        guard cluster?.change(keyPath, to: setting) == true else { return .handledBySystem }
        guard let clusterDelegate = controller.delegate else { return .handledBySystem }
        controller._lastCallbackWasUnimplemented = false
        let name = runAsApp { tell(clusterDelegate, controller) }
        guard !controller._lastCallbackWasUnimplemented else { return .handledBySystem }
        received(name)
        changed()
        return .handled
    }

    /// The cluster's content style (light or dark); it starts as the main display's appearance.
    public var clusterAppearance: DisplayConfiguration.Appearance? { cluster?.appearance }

    /// Changes the cluster's content style: the scene's `contentStyle` reads it and its delegate hears
    /// `contentStyleDidChange(_:)`. Decision: the cluster's style is its own (a cluster may stay dark while the
    /// main display is light).
    public func setClusterAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appState == .connected, let delegate = cluster?.delegate, cluster?.setAppearance(appearance) == true
        else {
            return
        }
        let style = appearance.userInterfaceStyle
        runAsApp { delegate.contentStyleDidChange(style) }
        received("contentStyleDidChange(\(appearance.rawValue))")
        changed()
    }

    // MARK: The cluster's screen

    /// The inactive description variants the app gave, as the cluster chooses from them: the attributed ones when
    /// there are any (only their text attachments kept), else the plain ones.
    var clusterInactiveDescriptionVariants: [InstructionVariant] {
        guard let cluster else { return [] }
        return ImageStore.$recording.withValue(imageStore) { runAsApp { cluster.inactiveDescriptionVariants() } }
    }

    /// The instrument cluster as the car shows it (`ClusterLayout`): the app's cluster window and, while no
    /// navigation session is in progress, the inactive description. Nil while the cluster is not connected.
    public func clusterScreen() -> Screen? {
        guard appState == .connected, let connection = cluster else { return nil }
        let display = connection.layoutDisplay
        let context = LayoutContext(display: display, rules: rules, now: clock(), locale: locale, timeZone: timeZone)
        let window = runAsApp {
            connection.fitWindow()
            return windowSnapshot(connection.window)
        }
        let description =
            mapTemplateSnapshot?.navigation == nil
            ? ClusterLayout.inactiveDescription(
                clusterInactiveDescriptionVariants, in: connection.display.safeArea, context: context) : nil
        return ClusterLayout.screen(
            window: window, inactiveDescription: description, display: display, context: context)
    }
}
