import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import UIKit
import OpenStreetMap

/// One app's CarPlay scene in one car: what iOS does between the car and the app.
///
/// The session connects the app's scene delegate, keeps the template hierarchy (as element ids), enforces the rules of
/// the app's category, snapshots the templates after every change, routes driver input to the app's handlers and
/// reports the app's programmer errors through one fault path. It never traps: a fault terminates the app (every
/// later app call is ignored) and the host goes on.
@MainActor
public final class CarSession {
    /// The app as iOS sees it.
    public let app: AppBundle
    /// The rules for the app's category on the emulated iOS release.
    public let rules: Rules

    /// The state of the app in this car.
    public enum AppState: Sendable, Equatable {
        /// No scene is connected.
        case disconnected
        /// The scene is connected and the app is running.
        case connected
        /// The app raised an exception and was terminated.
        case terminated(Fault)
    }
    public private(set) var appState: AppState = .disconnected

    /// Every fault the app raised in this session, oldest first.
    public private(set) var faults: [Fault] = []
    /// What the front end does with a fault (the session has already recorded it).
    public var faultPolicy: FaultPolicy

    /// The template hierarchy and its operations' checks (Parts/TemplateHierarchy.swift).
    var templates: TemplateHierarchy
    /// The hierarchy, as ids.
    public internal(set) var hierarchy: HierarchyState {
        get { templates.state }
        set {
            templates.state = newValue
            derived.interactiveElements = nil
        }
    }
    /// The car's main display, its appearance and limits (Parts/DisplayState.swift).
    var displayState = DisplayState()
    /// The parts of the user interface the car limits.
    public var limitedUserInterfaces: CPLimitableUserInterface { displayState.limitedUserInterfaces }
    /// The car's user interface appearance, light or dark (the app sees it as its content style).
    public var appearance: DisplayConfiguration.Appearance { displayState.appearance }
    /// Where the images of this session's snapshots go (the car's store; a lone session has its own).
    public var imageStore = ImageStore()
    /// Whether the car supports video playback.
    public var supportsVideoPlayback = false
    /// The car's main display (size, scale, inputs, driving side). Its appearance and limits follow
    /// `appearance` and `limitedUserInterfaces`.
    public var display: DisplayConfiguration {
        get { displayState.configuration }
        set { setDisplay(newValue) }
    }
    /// What the car reports for its status bar besides the time: the phone's signal and network, and whether any
    /// app plays audio. The car system sets it; a lone session (`TestCar`) shows a connected phone.
    public var carStatus = CarStatus()

    /// The injected clock (status bar time, sports clocks, elapsed time).
    public var clock: @Sendable () -> Date = { Date() }
    /// The time zone of the status bar's clock.
    public var timeZone: TimeZone = .current
    /// The car's locale: how the map template's distances, durations and times of day read.
    public var locale = Locale(identifier: "en_US")
    /// The car's map, which answers the app's `MKDirections`: the shipped Monaco extract unless the car has another
    /// (read when first needed); nil: no map, directions fail with `MKError.serverFailure`.
    public lazy var carMap: CarMap? = CarMap.monaco
    /// What answers the app's `MKDirections` (a `ValhallaDirections` server…); nil: the embedded router of
    /// `carMap`.
    public var directionsProvider: (any DirectionsProvider)?
    /// Where the car is: the start of routes from the current location. Setting it places the car (a drive under
    /// way ends).
    public var vehicleCoordinate: Coordinate {
        get { vehicleState.coordinate }
        set { placeVehicle(at: newValue) }
    }
    /// The car as a moving thing: its position, course and speed, and the drive under way (CarSession+Location.swift).
    public internal(set) var vehicle = Vehicle(coordinate: CarMap.defaultVehicleCoordinate)
    /// The app's location authorization and location managers (CarSession+Location.swift).
    var locationServices = LocationServices()
    /// The knob and touchpad focus and the scroll offsets (Parts/SessionFocus.swift).
    var focus = SessionFocus()
    /// The element with the knob/touchpad focus ring.
    public internal(set) var focusedElement: ElementID? {
        get { focus.element }
        set { focus.element = newValue }
    }
    /// Scroll offsets of scroll views, by their id.
    var scrollOffsets: [ElementID: Double] { focus.scrollOffsets }

    /// Elements whose handler is running: the app has not called its completion yet (the car shows a spinner).
    public internal(set) var pendingHandlers: Set<ElementID> = []

    /// The callbacks the app received and the appearance callbacks made (Parts/SessionLogs.swift).
    var logs = SessionLogs()
    /// The interface controller delegate callbacks made, oldest first (for logs and tests): the last
    /// `retainedLogEntries` or more.
    public var appearanceLog: [AppearanceEvent] { logs.appearance }
    /// How many appearance callbacks were made in all (`appearanceLog` holds the last of them).
    public var appearanceEventCount: Int { logs.appearanceCount }
    /// The scene, scene delegate and session configuration callbacks the app received, oldest first, named as in
    /// Swift (`scene(_:willConnectTo:options:)`, `templateApplicationScene(_:didConnect:to:)`…): the last
    /// `retainedLogEntries` or more. The car's event log shows these; nothing else writes callback names.
    public var callbackLog: [String] { logs.callbacks }
    /// How many callbacks were recorded in all (`callbackLog` holds the last of them).
    public var callbackCount: Int { logs.callbackCount }
    /// How many entries each log keeps at least: a session runs for hours, its logs must not grow without end.
    public static let retainedLogEntries = SessionLogs.retainedEntries

    /// Records a callback the app received.
    func received(_ callback: String) { logs.received(callback) }

    /// The entries of a log after the first `seen` of all that were ever recorded (`total`); entries no longer kept
    /// are left out.
    public static func entries<T>(of log: [T], total: Int, after seen: Int) -> ArraySlice<T> {
        SessionLogs.entries(of: log, total: total, after: seen)
    }

    /// Called after every change of what the car may show (hierarchy, snapshots, car state).
    public var onChange: (@MainActor () -> Void)?

    // App objects, reachable only through the framework's SPI.
    private(set) var scene: CPTemplateApplicationScene?
    var interfaceController: CPInterfaceController? { scene?.interfaceController }
    private(set) var sceneDelegate: (any CPTemplateApplicationSceneDelegate)?
    /// Whether the connected scene is in the background (the car shows another app or its home screen).
    public private(set) var isInBackground = false

    /// What the framework talks to.
    private(set) lazy var bridge = SessionBridge(self)

    /// The snapshot cache, what is shown of it and the layout cache (Parts/ScreenPipeline.swift).
    var pipeline = ScreenPipeline()
    /// What the car shows of the snapshots, worked out once per change of the snapshots, hierarchy or limits.
    var derived: DerivedSnapshots {
        get { pipeline.derived }
        set { pipeline.derived = newValue }
    }
    /// How many times `screen()` laid the screen out (tests).
    var screenLayoutCount: Int { pipeline.layoutCount }
    /// The car's side of the map template: the bar's auto-hide, the alert's timeout (Parts/MapSession.swift).
    var mapSession = MapSession()
    /// What the car saw of the navigation session for banners, and the banners up (one owner: this session).
    var banners = NavigationBanners()
    /// The navigation metadata the car received, oldest first (each change once; nil entries when it stopped).
    public internal(set) var navigationMetadata = NavigationMetadataHistory()
    /// The navigation app's CarPlay Dashboard scene while connected (Parts/DashboardScene.swift).
    var dashboard: DashboardScene?
    /// The navigation app's instrument cluster scene while connected (Parts/ClusterScene.swift).
    var cluster: ClusterScene?
    /// The app's speech on the car's clock, what it spoke, the speech engine and the car's voice state
    /// (CarSession+Speech.swift).
    var speech = SessionSpeech()

    /// Creates a session for `app`. Nothing is connected until `connect(_:)`.
    public init(app: AppBundle, osVersion: OSVersion = .latest, faultPolicy: FaultPolicy = .record) {
        self.app = app
        self.rules = Rules(category: app.category, osVersion: osVersion)
        self.faultPolicy = faultPolicy
        self.templates = TemplateHierarchy(rules: rules)
    }

    // MARK: Connecting

    /// The app's interface controller while connected.
    public var connectedInterfaceController: CPInterfaceController? {
        appState == .connected ? interfaceController : nil
    }

    /// Connects the CarPlay scene: creates the scene, its interface controller and window, and calls the delegate's
    /// connect method for the app's category (navigation apps get the window variant). The delegate must set a root
    /// template before returning. In the foreground (the default) the scene then enters the foreground and becomes
    /// active; otherwise it stays in the background (a car that reconnects shows another app).
    public func connect(_ delegate: any CPTemplateApplicationSceneDelegate, inForeground: Bool = true) {
        guard appState != .connected else { return }
        let role = UISceneSession.Role.carTemplateApplication
        let session = UISceneSession(
            _role: role,
            configuration: UISceneConfiguration(name: app.carPlaySceneConfiguration?.name, sessionRole: role))
        let controller = CPInterfaceController(_host: bridge)
        let window = CPWindow(frame: .zero)
        let scene = CPTemplateApplicationScene(_session: session, interfaceController: controller, carWindow: window)
        scene._contentStyle = appearance.userInterfaceStyle
        scene.delegate = delegate
        self.scene = scene
        self.sceneDelegate = delegate
        hierarchy = HierarchyState()
        pipeline.removeSnapshots()
        pendingHandlers = []
        mapSession = MapSession(lastInteraction: clock())
        banners = NavigationBanners()
        appState = .connected
        isInBackground = !inForeground

        let isNavigation = app.category == .navigation
        runAsApp {
            delegate.scene(scene, willConnectTo: session, options: UIScene.ConnectionOptions(_urlContexts: []))
        }
        received("scene(_:willConnectTo:options:)")
        guard appState == .connected else { return }
        let implemented =
            callConnect(delegate, scene: scene, controller: controller, window: window, windowVariant: isNavigation)
            || callConnect(delegate, scene: scene, controller: controller, window: window, windowVariant: !isNavigation)
        guard appState == .connected else { return }
        guard implemented else {
            raise(
                CPHostException(
                    name: ErrorTexts.lifecycleNotImplementedName, reason: ErrorTexts.lifecycleNotImplemented))
            return
        }
        guard hierarchy.root != nil else {
            raise(
                CPHostException(
                    name: ErrorTexts.noRootTemplateAfterConnectName,
                    reason: ErrorTexts.noRootTemplateAfterConnect(
                        selector: app.category == .navigation
                            ? "templateApplicationScene:didConnectInterfaceController:toWindow:"
                            : "templateApplicationScene:didConnectInterfaceController:")))
            return
        }
        if inForeground {
            runAsApp {
                delegate.sceneWillEnterForeground(scene)
                scene._setActivationState(.foregroundInactive)
                delegate.sceneDidBecomeActive(scene)
                scene._setActivationState(.foregroundActive)
            }
            received("sceneWillEnterForeground(_:)")
            received("sceneDidBecomeActive(_:)")
        } else {
            scene._setActivationState(.background)
        }
        followVoiceState()
        changed()
    }

    /// The car shows another app or its home screen: the scene resigns active and enters the background, keeping its
    /// templates. Nothing happens when it is not connected or already in the background.
    public func enterBackground() {
        guard appState == .connected, !isInBackground, let scene, let delegate = sceneDelegate else { return }
        isInBackground = true
        runAsApp {
            delegate.sceneWillResignActive(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidEnterBackground(scene)
            scene._setActivationState(.background)
        }
        received("sceneWillResignActive(_:)")
        received("sceneDidEnterBackground(_:)")
        changed()
    }

    /// The car shows the app again: the scene enters the foreground and becomes active, with the templates it had.
    public func enterForeground() {
        guard appState == .connected, isInBackground, let scene, let delegate = sceneDelegate else { return }
        isInBackground = false
        removeNavigationBanners()
        runAsApp {
            delegate.sceneWillEnterForeground(scene)
            scene._setActivationState(.foregroundInactive)
            delegate.sceneDidBecomeActive(scene)
            scene._setActivationState(.foregroundActive)
        }
        received("sceneWillEnterForeground(_:)")
        received("sceneDidBecomeActive(_:)")
        changed()
    }

    /// Calls one connect variant; false when the delegate does not implement it.
    private func callConnect(
        _ delegate: any CPTemplateApplicationSceneDelegate, scene: CPTemplateApplicationScene,
        controller: CPInterfaceController, window: CPWindow, windowVariant: Bool
    ) -> Bool {
        scene._lastCallbackWasUnimplemented = false
        let mark = callbackCount
        received(
            windowVariant ? "templateApplicationScene(_:didConnect:to:)" : "templateApplicationScene(_:didConnect:)")
        runAsApp {
            if windowVariant {
                delegate.templateApplicationScene(scene, didConnect: controller, to: window)
            } else {
                delegate.templateApplicationScene(scene, didConnect: controller)
            }
        }
        guard !scene._lastCallbackWasUnimplemented else {
            // The delegate does not implement this variant: it received nothing.
            logs.retractCallback(recordedAt: mark)
            return false
        }
        return true
    }

    /// Disconnects the scene: the delegate hears it through the variant for its category, then the scene disconnects.
    /// The instrument cluster and Dashboard scenes disconnect first. The session keeps its car state (limited UI,
    /// content style) for the next connection.
    public func disconnect() {
        disconnectCluster()
        disconnectDashboard()
        defer {
            scene = nil
            sceneDelegate = nil
            hierarchy = HierarchyState()
            pipeline.removeSnapshots()
            pendingHandlers = []
            banners = NavigationBanners()
            _ = navigationMetadata.append(nil, at: clock())
            changed()
        }
        guard appState == .connected, let scene, let delegate = sceneDelegate else {
            if case .terminated = appState { return }
            appState = .disconnected
            return
        }
        let controller = scene.interfaceController
        let wasInBackground = isInBackground
        isInBackground = false
        runAsApp {
            if !wasInBackground {
                delegate.sceneWillResignActive(scene)
                delegate.sceneDidEnterBackground(scene)
            }
            if app.category == .navigation {
                delegate.templateApplicationScene(scene, didDisconnect: controller, from: scene.carWindow)
            } else {
                delegate.templateApplicationScene(scene, didDisconnectInterfaceController: controller)
            }
            delegate.sceneDidDisconnect(scene)
            scene._setActivationState(.unattached)
        }
        if !wasInBackground {
            received("sceneWillResignActive(_:)")
            received("sceneDidEnterBackground(_:)")
        }
        received(
            app.category == .navigation
                ? "templateApplicationScene(_:didDisconnect:from:)"
                : "templateApplicationScene(_:didDisconnectInterfaceController:)")
        received("sceneDidDisconnect(_:)")
        if appState == .connected { appState = .disconnected }
        dropSpeech()
    }

    /// Forgets a terminated app so it can be launched again.
    public func resetAfterTermination() {
        if case .terminated = appState { appState = .disconnected }
    }

    // MARK: Running app code

    /// Runs app code in this session's environment: the category's limits apply and framework exceptions reach this
    /// session's fault path. The session calls every app callback this way.
    @_spi(AppCode) public func runAsApp<T>(_ body: () throws -> T) rethrows -> T {
        try CPHostBridge.withEnvironment(bridge, body)
    }

    /// Takes snapshots: their images go to the car's image store, and the objects they name report their changes to
    /// this session (`SnapshotRouting`).
    func snapshotting<T>(_ body: () throws -> T) rethrows -> T {
        try ImageStore.$recording.withValue(imageStore) {
            try SnapshotRouting.$observer.withValue(bridge, operation: body)
        }
    }

    /// The live interface controller's template object for an id (SPI resolution).
    func template(for id: ElementID) -> CPTemplate? { interfaceController?._template(for: id.bridged) }

    // MARK: Faults

    /// The one fault path: records the fault, terminates the app and tells the policy.
    func raise(_ exception: CPHostException) {
        guard appState == .connected || appState == .disconnected else { return }
        let fault = Fault(name: exception.name, reason: exception.reason, bundleIdentifier: app.bundleIdentifier)
        faults.append(fault)
        appState = .terminated(fault)
        isInBackground = false
        // The app is gone: nothing of it stays on the car's screen.
        banners = NavigationBanners()
        pendingHandlers = []
        hierarchy = HierarchyState()
        pipeline.removeSnapshots()
        scene = nil
        sceneDelegate = nil
        dashboard = nil
        cluster = nil
        // The car's displays lose the app's guidance with the app.
        _ = navigationMetadata.append(nil, at: clock())
        dropSpeech()
        faultPolicy.handle(fault)
        changed()
    }
}

/// The session gives its parts the app-facing services they need (Session/SessionContext.swift).
extension CarSession: SessionContext {}

extension AppearanceEvent {
    var bridged: CPTemplateAppearanceEvent {
        switch self {
        case .willAppear(let id): .willAppear(id.bridged)
        case .didAppear(let id): .didAppear(id.bridged)
        case .willDisappear(let id): .willDisappear(id.bridged)
        case .didDisappear(let id): .didDisappear(id.bridged)
        }
    }
}

extension DisplayConfiguration.Appearance {
    /// The appearance as the app's scene and trait collections see it.
    var userInterfaceStyle: UIUserInterfaceStyle { self == .dark ? .dark : .light }
    /// The appearance as the app's session configuration sees it.
    var contentStyle: CPContentStyle { self == .dark ? .dark : .light }
}
