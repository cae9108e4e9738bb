import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// The app's CarPlay scene in one car, one session's part: whether the app runs (connected, disconnected or
/// terminated by a fault), the faults it raised, its live scene and scene delegate, and whether the scene is in the
/// background; connecting, backgrounding, foregrounding and disconnecting the scene with UIKit's and CarPlay's
/// callbacks in iOS's order, and the one fault path.
///
/// The state is plain (`terminate(with:)`, `detach()`); the members that call the app take the session as
/// `context`, and read the state through it again after each call (the app may fault meanwhile).
@MainActor
struct SceneConnection {
    /// Whether the app runs.
    private(set) var state: CarSession.AppState = .disconnected
    /// Every fault the app raised in this session, oldest first.
    private(set) var faults: [Fault] = []
    /// The app's scene while connected.
    private(set) var scene: CPTemplateApplicationScene?
    /// The scene's delegate while connected.
    private(set) var delegate: (any CPTemplateApplicationSceneDelegate)?
    /// Whether the connected scene is in the background (the car shows another app or its home screen).
    var isInBackground = false

    /// The scene's interface controller while the app runs connected.
    var connectedController: CPInterfaceController? { state == .connected ? scene?.interfaceController : nil }
    /// The scene's delegate while the app runs connected.
    var connectedDelegate: (any CPTemplateApplicationSceneDelegate)? { state == .connected ? delegate : nil }

    /// The app runs `scene`, its delegate `delegate`, in the foreground unless `inBackground`.
    mutating func attach(
        _ scene: CPTemplateApplicationScene, delegate: any CPTemplateApplicationSceneDelegate, inBackground: Bool
    ) {
        self.scene = scene
        self.delegate = delegate
        state = .connected
        isInBackground = inBackground
    }

    /// The scene goes; a running app no longer is connected (a terminated one stays terminated).
    mutating func detach() {
        scene = nil
        delegate = nil
        isInBackground = false
        if state == .connected { state = .disconnected }
    }

    /// The app raised `fault`: it is recorded and the app terminated, its scene gone. Nothing happens to an app
    /// that was terminated already (false).
    mutating func terminate(with fault: Fault) -> Bool {
        guard state == .connected || state == .disconnected else { return false }
        faults.append(fault)
        state = .terminated(fault)
        scene = nil
        delegate = nil
        isInBackground = false
        return true
    }

    /// Forgets a terminated app so it can be launched again.
    mutating func resetAfterTermination() {
        if case .terminated = state { state = .disconnected }
    }
}

// MARK: The scene's lifecycle, in a session

extension SceneConnection {
    /// Connects the CarPlay scene: creates the scene, its interface controller and window, and calls the delegate's
    /// connect method for the app's category (navigation apps get the window variant). The delegate must set a root
    /// template before returning. In the foreground the scene then enters the foreground and becomes active;
    /// otherwise it stays in the background (a car that reconnects shows another app).
    static func connect(
        _ delegate: any CPTemplateApplicationSceneDelegate, inForeground: Bool, context: any SessionContext
    ) {
        guard context.appState != .connected else { return }
        let app = context.app
        let role = UISceneSession.Role.carTemplateApplication
        let session = UISceneSession(
            _role: role,
            configuration: UISceneConfiguration(name: app.carPlaySceneConfiguration?.name, sessionRole: role))
        let controller = CPInterfaceController(_host: context.bridge)
        let window = CPWindow(frame: .zero)
        // The window is on the car's screen from the start, shown by the car (it has no views yet: nobody hears it).
        WindowGeometry.setScreen(of: window, display: context.display)
        window._setShownByCar(true)
        let scene = CPTemplateApplicationScene(_session: session, interfaceController: controller, carWindow: window)
        scene._contentStyle = context.appearance.userInterfaceStyle
        scene.delegate = delegate
        clearApp(context: context)
        context.mapSession = MapSession(lastInteraction: context.clock())
        context.connection.attach(scene, delegate: delegate, inBackground: !inForeground)

        let isNavigation = app.category == .navigation
        let urls = context.connectionURLs
        context.connectionURLs = []
        context.runAsApp {
            delegate.scene(scene, willConnectTo: session, options: OpenURLRequest.connectionOptions(urls))
        }
        context.received("scene(_:willConnectTo:options:)")
        guard context.appState == .connected else { return }
        let implemented =
            callConnect(
                delegate, scene: scene, controller: controller, window: window, windowVariant: isNavigation,
                context: context)
            || callConnect(
                delegate, scene: scene, controller: controller, window: window, windowVariant: !isNavigation,
                context: context)
        guard context.appState == .connected else { return }
        guard implemented else {
            context.raise(
                CPHostException(
                    name: ErrorTexts.lifecycleNotImplementedName, reason: ErrorTexts.lifecycleNotImplemented))
            return
        }
        guard context.hierarchy.root != nil else {
            context.raise(
                CPHostException(
                    name: ErrorTexts.noRootTemplateAfterConnectName,
                    reason: ErrorTexts.noRootTemplateAfterConnect(
                        selector: isNavigation
                            ? "templateApplicationScene:didConnectInterfaceController:toWindow:"
                            : "templateApplicationScene:didConnectInterfaceController:")))
            return
        }
        if inForeground {
            becomeActive(scene, delegate: delegate, context: context)
        } else {
            scene._setActivationState(.background)
        }
        SessionSpeech.followVoiceState(context: context)
        context.changed()
    }

    /// The car shows another app or its home screen: the scene resigns active and enters the background, keeping its
    /// templates. Nothing happens when it is not connected or already in the background.
    static func enterBackground(context: any SessionContext) {
        guard context.appState == .connected, !context.isInBackground, let scene = context.scene,
            let delegate = context.sceneDelegate
        else { return }
        context.connection.isInBackground = true
        // The driver left the app: Siri goes, as the Home button dismisses it (what Siri read is still marked).
        context.cancelSiri()
        context.runAsApp {
            delegate.sceneWillResignActive(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidEnterBackground(scene)
            scene._setActivationState(.background)
        }
        context.received("sceneWillResignActive(_:)")
        context.received("sceneDidEnterBackground(_:)")
        context.changed()
    }

    /// The car shows the app again: the scene enters the foreground and becomes active, with the templates it had;
    /// its banners go.
    static func enterForeground(context: any SessionContext) {
        guard context.appState == .connected, context.isInBackground, let scene = context.scene,
            let delegate = context.sceneDelegate
        else { return }
        context.connection.isInBackground = false
        context.banners.removeBanners()
        becomeActive(scene, delegate: delegate, context: context)
        context.changed()
    }

    /// The scene enters the foreground and becomes active; the delegate hears both.
    private static func becomeActive(
        _ scene: CPTemplateApplicationScene, delegate: any CPTemplateApplicationSceneDelegate,
        context: any SessionContext
    ) {
        context.runAsApp {
            delegate.sceneWillEnterForeground(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidBecomeActive(scene)
            scene._setActivationState(.foregroundActive)
        }
        context.received("sceneWillEnterForeground(_:)")
        context.received("sceneDidBecomeActive(_:)")
    }

    /// Calls one connect variant; false when the delegate does not implement it.
    private static func callConnect(
        _ delegate: any CPTemplateApplicationSceneDelegate, scene: CPTemplateApplicationScene,
        controller: CPInterfaceController, window: CPWindow, windowVariant: Bool, context: any SessionContext
    ) -> Bool {
        scene._lastCallbackWasUnimplemented = false
        let mark = context.logs.callbackCount
        context.received(
            windowVariant ? "templateApplicationScene(_:didConnect:to:)" : "templateApplicationScene(_:didConnect:)")
        context.runAsApp {
            if windowVariant {
                delegate.templateApplicationScene(scene, didConnect: controller, to: window)
            } else {
                delegate.templateApplicationScene(scene, didConnect: controller)
            }
        }
        guard !scene._lastCallbackWasUnimplemented else {
            // The delegate does not implement this variant: it received nothing.
            context.logs.retractCallback(recordedAt: mark)
            return false
        }
        return true
    }

    /// Disconnects the scene: the delegate hears it through the variant for its category, then the scene disconnects.
    /// The instrument cluster and Dashboard scenes disconnect first. The session keeps its car state (limited UI,
    /// content style) for the next connection.
    static func disconnect(context: any SessionContext) {
        ClusterScene.disconnect(context: context)
        DashboardScene.disconnect(context: context)
        defer {
            context.connection.detach()
            clearApp(context: context)
            _ = context.navigationMetadata.append(nil, at: context.clock())
            context.changed()
        }
        guard context.appState == .connected, let scene = context.scene, let delegate = context.sceneDelegate else {
            return
        }
        let controller = scene.interfaceController
        let wasInBackground = context.isInBackground
        context.connection.isInBackground = false
        let isNavigation = context.app.category == .navigation
        context.runAsApp {
            if !wasInBackground {
                delegate.sceneWillResignActive(scene)
                delegate.sceneDidEnterBackground(scene)
            }
            if isNavigation {
                delegate.templateApplicationScene(scene, didDisconnect: controller, from: scene.carWindow)
            } else {
                delegate.templateApplicationScene(scene, didDisconnectInterfaceController: controller)
            }
            delegate.sceneDidDisconnect(scene)
            scene._setActivationState(.unattached)
            // The car no longer shows the window: its root controller disappears.
            scene.carWindow._setShownByCar(false)
        }
        if !wasInBackground {
            context.received("sceneWillResignActive(_:)")
            context.received("sceneDidEnterBackground(_:)")
        }
        context.received(
            isNavigation
                ? "templateApplicationScene(_:didDisconnect:from:)"
                : "templateApplicationScene(_:didDisconnectInterfaceController:)")
        context.received("sceneDidDisconnect(_:)")
        context.connection.detach()
        SessionSpeech.drop(context: context)
    }

    /// The one fault path: records the fault, terminates the app and tells the policy. The app is gone: nothing of
    /// it stays on the car's screens, and the car's displays lose its guidance with it.
    static func raise(_ exception: CPHostException, context: any SessionContext) {
        let fault = Fault(
            name: exception.name, reason: exception.reason, bundleIdentifier: context.app.bundleIdentifier)
        guard context.connection.terminate(with: fault) else { return }
        clearApp(context: context)
        context.dashboard = nil
        context.cluster = nil
        _ = context.navigationMetadata.append(nil, at: context.clock())
        SessionSpeech.drop(context: context)
        context.faultPolicy.handle(fault)
        context.changed()
    }

    /// The app's templates, snapshots, spinners, banners and Siri's request go (a new connection, a disconnection, a
    /// fault).
    private static func clearApp(context: any SessionContext) {
        context.siriConversation?.end()
        context.templates.state = HierarchyState()
        // No snapshots: nothing is shown of them, no element can be reached.
        context.pipeline.removeSnapshots()
        context.pendingHandlers = []
        context.banners = NavigationBanners()
    }
}
