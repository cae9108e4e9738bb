import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit

/// A zoom control of the car's instrument cluster.
public enum ClusterZoom: String, Codable, Hashable, Sendable { case `in`, out }

/// A navigation app's connected instrument cluster scene, one session's part: the live scene, its delegate and
/// `CPInstrumentClusterController`, the window the system made for the cluster's map, the cluster display and the
/// cluster's own content style.
///
/// The session holds it while the scene is connected and tells the app about changes with what it gives; the members
/// that read or change the app's objects run as the app (`runAsApp`).
@MainActor
struct ClusterScene {
    let scene: CPTemplateApplicationInstrumentClusterScene
    let delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate
    /// The window the system made for the cluster's map.
    let window: UIWindow
    /// The cluster display.
    let display: ClusterDisplay
    /// The cluster's content style. Decision: the cluster's style is its own (a cluster may stay dark while the main
    /// display is light).
    private(set) var appearance: DisplayConfiguration.Appearance
    var controller: CPInstrumentClusterController { scene.instrumentClusterController }

    /// Whether CarPlay offers `app` an instrument cluster scene under `rules`: it is created for the app
    /// (`isCreated(for:rules:)`) and the app's Info.plist declares `CPSupportsInstrumentClusterNavigationScene`.
    static func isOffered(to app: AppBundle, rules: Rules) -> Bool {
        app.supportsInstrumentClusterNavigationScene && isCreated(for: app, rules: rules)
    }

    /// Whether CarPlay creates a cluster scene for `app` under `rules`: a navigation app on iOS 15.4 or later; with
    /// `CPInstrumentClusterNavigationSceneOptions` in its scene manifest, on iOS 26.2 or later.
    static func isCreated(for app: AppBundle, rules: Rules) -> Bool {
        app.category == .navigation
            && rules.osVersion
                >= Rules.minimumClusterVersion(
                    hasClusterSceneOptions: app.manifest.hasInstrumentClusterNavigationSceneOptions)
    }

    /// A new cluster scene in `session` for `delegate` on `display`: its controller reads the car's `compass` and
    /// `speedLimit` settings from the start, its content style is `appearance`, its window is made (not yet given to
    /// the controller).
    init(
        session: UISceneSession, delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate,
        display: ClusterDisplay, compass: CPInstrumentClusterSetting, speedLimit: CPInstrumentClusterSetting,
        appearance: DisplayConfiguration.Appearance
    ) {
        let controller = CPInstrumentClusterController(_host: ())
        controller._compassSetting = compass
        controller._speedLimitSetting = speedLimit
        let scene = CPTemplateApplicationInstrumentClusterScene(_session: session, controller: controller)
        scene._contentStyle = appearance.userInterfaceStyle
        scene.delegate = delegate
        self.scene = scene
        self.delegate = delegate
        self.window = UIWindow(frame: .zero)
        self.display = display
        self.appearance = appearance
    }

    /// The controller gets the window, sized to the display with its safe area. App code: run it as the app.
    func attachWindow() {
        controller._instrumentClusterWindow = window
        fitWindow()
        window._setShownByCar(true)
    }

    /// The controller loses the window, which the car no longer shows. App code: run it as the app.
    func detachWindow() {
        controller._instrumentClusterWindow = nil
        window._setShownByCar(false)
    }

    /// Gives the window the display's size and safe area (apps change their views without telling anyone). App
    /// code: run it as the app.
    func fitWindow() {
        WindowGeometry.setScreen(of: window, display: layoutDisplay)
        WindowGeometry.apply(to: window, bounds: display.bounds, safeArea: display.safeAreaInsets)
    }

    /// Changes a setting of the car (`\._compassSetting`, `\._speedLimitSetting`) that the controller reads; false
    /// when it had that value.
    func change(
        _ setting: ReferenceWritableKeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting>,
        to value: CPInstrumentClusterSetting
    ) -> Bool {
        guard controller[keyPath: setting] != value else { return false }
        controller[keyPath: setting] = value
        return true
    }

    /// Changes the cluster's content style, which the scene's `contentStyle` reads; false when it had that style.
    mutating func setAppearance(_ appearance: DisplayConfiguration.Appearance) -> Bool {
        guard appearance != self.appearance else { return false }
        self.appearance = appearance
        scene._contentStyle = appearance.userInterfaceStyle
        return true
    }

    /// The display the cluster is laid out on, in its content style.
    var layoutDisplay: DisplayConfiguration { display.configuration(appearance: appearance) }

    /// The inactive description variants the app gave, as the cluster chooses from them: the attributed ones when
    /// there are any (only their text attachments kept), else the plain ones. App code: run it as the app, recording
    /// images.
    func inactiveDescriptionVariants() -> [InstructionVariant] {
        let attributed = controller.attributedInactiveDescriptionVariants
        return attributed.isEmpty
            ? controller.inactiveDescriptionVariants.map(InstructionVariant.text)
            : attributed.map { .attributed(AttributedTextSnapshot($0)) }
    }
}

// MARK: Connecting, the car's controls and the cluster's screen, in a session

extension ClusterScene {
    /// Connects the app's instrument cluster scene on `display`: the scene delegate hears
    /// `scene(_:willConnectTo:options:)` and `templateApplicationInstrumentClusterScene(_:didConnect:)` (where the app
    /// sets the controller's delegate), then the system makes the cluster's window, sized to the display with its
    /// safe area, and the controller's delegate hears `instrumentClusterControllerDidConnect(_:)`. Only a running
    /// navigation app on an iOS release that creates the scene (`isCreated(for:rules:)`; the Info.plist key is not
    /// required, a test connects directly); false when nothing was connected. The controller's `compassSetting` and
    /// `speedLimitSetting` read `compass` and `speedLimit` (the car's settings) from the start: nobody is told of
    /// them, as of a change. `appearance` is the cluster's content style (nil: the main display's).
    ///
    /// The session holds the scene before the app hears of it: the app may ask the session about its cluster while
    /// it connects.
    static func connect(
        _ delegate: any CPTemplateApplicationInstrumentClusterSceneDelegate, display: ClusterDisplay,
        compass: CPInstrumentClusterSetting, speedLimit: CPInstrumentClusterSetting,
        appearance: DisplayConfiguration.Appearance?, context: any SessionContext
    ) -> Bool {
        guard context.appState == .connected, context.cluster == nil, isCreated(for: context.app, rules: context.rules)
        else { return false }
        let session = context.otherSceneSession(
            .carTemplateApplicationInstrumentCluster, manifestRole: .carInstrumentCluster)
        // Made as the app's objects are, so that their changes reach this session.
        let connection = context.runAsApp {
            ClusterScene(
                session: session, delegate: delegate, display: display, compass: compass, speedLimit: speedLimit,
                appearance: appearance ?? context.appearance)
        }
        context.cluster = connection
        let (scene, controller, window) = (connection.scene, connection.controller, connection.window)
        guard context.tellWillConnect(delegate, scene: scene, session: session) else { return false }
        scene._lastCallbackWasUnimplemented = false
        context.runAsApp { delegate.templateApplicationInstrumentClusterScene(scene, didConnect: controller) }
        if !scene._lastCallbackWasUnimplemented {
            context.received("templateApplicationInstrumentClusterScene(_:didConnect:)")
        }
        guard context.appState == .connected else { return false }
        context.runAsApp { connection.attachWindow() }
        if let clusterDelegate = controller.delegate {
            context.runAsApp { clusterDelegate.instrumentClusterControllerDidConnect(window) }
            context.received("instrumentClusterControllerDidConnect(_:)")
        }
        context.changed()
        return context.appState == .connected
    }

    /// Disconnects the session's cluster scene: the controller's delegate hears
    /// `instrumentClusterControllerDidDisconnectWindow(_:)` and the window goes, then the scene delegate hears
    /// `templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)` and
    /// `sceneDidDisconnect(_:)`. Nothing happens when it is not connected. The session forgets the scene first, so
    /// the app sees it gone while it hears of it.
    static func disconnect(context: any SessionContext) {
        guard let connection = context.cluster else { return }
        context.cluster = nil
        let controller = connection.controller
        let scene = connection.scene
        if let clusterDelegate = controller.delegate {
            context.runAsApp { clusterDelegate.instrumentClusterControllerDidDisconnectWindow(connection.window) }
            context.received("instrumentClusterControllerDidDisconnectWindow(_:)")
        }
        context.runAsApp { connection.detachWindow() }
        scene._lastCallbackWasUnimplemented = false
        context.runAsApp {
            connection.delegate.templateApplicationInstrumentClusterScene(
                scene, didDisconnectInstrumentClusterController: controller)
        }
        if !scene._lastCallbackWasUnimplemented {
            context.received("templateApplicationInstrumentClusterScene(_:didDisconnectInstrumentClusterController:)")
        }
        context.tellDidDisconnect(connection.delegate, scene: scene)
    }

    /// The driver zoomed the cluster's map with the car's controls: the controller's delegate hears
    /// `instrumentClusterControllerDidZoom(in:)` or `instrumentClusterControllerDidZoomOut(_:)`. `.unsupported` when
    /// the app does not implement it.
    static func zoom(_ zoom: ClusterZoom, context: any SessionContext) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let controller = context.cluster?.controller else { return .notOnScreen }
        guard let clusterDelegate = controller.delegate else { return .unsupported }
        controller._lastCallbackWasUnimplemented = false
        context.runAsApp {
            switch zoom {
            case .in: clusterDelegate.instrumentClusterControllerDidZoom(in: controller)
            case .out: clusterDelegate.instrumentClusterControllerDidZoomOut(controller)
            }
        }
        guard !controller._lastCallbackWasUnimplemented else { return .unsupported }
        context.received(
            zoom == .in ? "instrumentClusterControllerDidZoom(in:)" : "instrumentClusterControllerDidZoomOut(_:)")
        context.changed()
        return .handled
    }

    /// The car's compass setting changed: `compassSetting` reads it, then the controller's delegate hears
    /// `instrumentClusterController(_:didChangeCompassSetting:)`. The same setting again tells nobody.
    static func setCompass(_ setting: CPInstrumentClusterSetting, context: any SessionContext) -> InputOutcome {
        changeSetting(setting, keyPath: \._compassSetting, context: context) { delegate, controller in
            delegate.instrumentClusterController(controller, didChangeCompassSetting: setting)
            return "instrumentClusterController(_:didChangeCompassSetting:)"
        }
    }

    /// The car's speed-limit setting changed: `speedLimitSetting` reads it, then the controller's delegate hears
    /// `instrumentClusterController(_:didChangeSpeedLimitSetting:)`. The same setting again tells nobody.
    static func setSpeedLimit(_ setting: CPInstrumentClusterSetting, context: any SessionContext) -> InputOutcome {
        changeSetting(setting, keyPath: \._speedLimitSetting, context: context) { delegate, controller in
            delegate.instrumentClusterController(controller, didChangeSpeedLimitSetting: setting)
            return "instrumentClusterController(_:didChangeSpeedLimitSetting:)"
        }
    }

    /// Changes one of the car's settings and tells the controller's delegate with `tell`, which names the callback.
    /// `.handledBySystem` when the setting did not change or the app does not listen.
    private static func changeSetting(
        _ setting: CPInstrumentClusterSetting,
        keyPath: ReferenceWritableKeyPath<CPInstrumentClusterController, CPInstrumentClusterSetting>,
        context: any SessionContext,
        tell: (any CPInstrumentClusterControllerDelegate, CPInstrumentClusterController) -> String
    ) -> InputOutcome {
        guard context.appState == .connected else { return .appNotRunning }
        guard let cluster = context.cluster else { return .notOnScreen }
        let controller = cluster.controller
        guard cluster.change(keyPath, to: setting) else { return .handledBySystem }
        guard let clusterDelegate = controller.delegate else { return .handledBySystem }
        controller._lastCallbackWasUnimplemented = false
        let name = context.runAsApp { tell(clusterDelegate, controller) }
        guard !controller._lastCallbackWasUnimplemented else { return .handledBySystem }
        context.received(name)
        context.changed()
        return .handled
    }

    /// Changes the cluster's content style: the scene's `contentStyle` reads it and its delegate hears
    /// `contentStyleDidChange(_:)`. Nothing happens when the app is not running, no cluster is connected or it has
    /// that style.
    static func setAppearance(_ appearance: DisplayConfiguration.Appearance, context: any SessionContext) {
        guard context.appState == .connected, var cluster = context.cluster, cluster.setAppearance(appearance) else {
            return
        }
        // The session keeps the style: it is a value of the part.
        context.cluster = cluster
        let style = appearance.userInterfaceStyle
        context.runAsApp {
            WindowGeometry.setScreen(of: cluster.window, display: cluster.layoutDisplay)
            cluster.delegate.contentStyleDidChange(style)
        }
        context.received("contentStyleDidChange(\(appearance.rawValue))")
        context.changed()
    }

    /// The instrument cluster as the car shows it (`ClusterLayout`): the app's cluster window and, while no
    /// navigation session is in progress, the inactive description. Nil while the cluster is not connected.
    static func screen(context: any SessionContext) -> Screen? {
        guard context.appState == .connected, let connection = context.cluster else { return nil }
        let display = connection.layoutDisplay
        let layoutContext = context.layoutContext(for: display)
        let window = context.runAsApp {
            connection.fitWindow()
            return SessionWindows.snapshot(connection.window, context: context)
        }
        let description =
            context.mapTemplateSnapshot?.navigation == nil
            ? ClusterLayout.inactiveDescription(
                context.snapshotting {
                    context.runAsApp { connection.inactiveDescriptionVariants() }
                },
                in: connection.display.safeArea, context: layoutContext) : nil
        return ClusterLayout.screen(
            window: window, inactiveDescription: description, display: display,
            safeArea: connection.display.safeArea, context: layoutContext)
    }
}
