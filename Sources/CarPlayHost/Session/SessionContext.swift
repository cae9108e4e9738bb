import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) import MediaPlayer

/// What a session's parts may use of their session: the narrow way into the app-facing services that `CarSession`
/// gives its parts (`ClusterScene`, `DashboardScene`…) so they can call the app without being `CarSession` itself.
///
/// Why a protocol: a part's logic that talks to the app needs the session's one way of running app code
/// (`runAsApp`), its logs, change notification and fault path, a few car facts (clock, locale, display) and the
/// other parts' state, which the session owns. Naming only those keeps each part's reach visible and the session a
/// coordinator. `CarSession` is the one conformer; parts take it as `context`. The session's own services that are
/// made of the parts (`changed()`, `raise(_:)`…) are written once here, for any context.
///
/// Parts must not hold on to a context: they are values the session owns. App code may re-enter the session (or
/// fault, which clears the session's parts), so a part reads the session's state through the context again after
/// every call into the app instead of keeping a copy it changes.
@MainActor
protocol SessionContext: AnyObject, Sendable {
    // MARK: The app and the car

    /// The app as iOS sees it.
    var app: AppBundle { get }
    /// The rules for the app's category on the emulated iOS release.
    var rules: Rules { get }
    /// Whether the app's scene is connected, and whether the app still runs.
    var appState: CarSession.AppState { get }
    /// The car's main display.
    var display: DisplayConfiguration { get }
    /// The car's user interface appearance, light or dark.
    var appearance: DisplayConfiguration.Appearance { get }
    /// Whether the car limits lists now.
    var listsAreLimited: Bool { get }
    /// The injected clock.
    var clock: @Sendable () -> Date { get }
    /// The car's locale.
    var locale: Locale { get }
    /// The time zone of the car's clocks.
    var timeZone: TimeZone { get }
    /// What the car reports for its status bar besides the time.
    var carStatus: CarStatus { get }
    /// Where the images of the session's snapshots go.
    var imageStore: ImageStore { get }
    /// The car's map (read when first needed); nil: none.
    var carMap: CarMap? { get }
    /// What answers the app's `MKDirections`; nil: the car map's router.
    var directionsProvider: (any DirectionsProvider)? { get }
    /// What the front end does with a fault.
    var faultPolicy: FaultPolicy { get }
    /// Called after every change of what the car may show.
    var onChange: (@MainActor () -> Void)? { get }

    // MARK: The app's objects

    /// What the framework talks to: the app's environment object.
    var bridge: SessionBridge { get }
    /// The app's scene, whether it runs and the faults it raised.
    var connection: SceneConnection { get set }
    /// Whether the connected scene is in the background.
    var isInBackground: Bool { get }
    /// What Siri is doing for the app, and what it and the driver said.
    var siriState: SiriState { get }
    var siriTranscript: [SiriLine] { get }
    /// The driver dismisses Siri.
    func cancelSiri()
    /// Siri takes a request for the app.
    func startSiri(_ request: SiriRequest)
    /// Siri for the app, once the driver first asked it.
    var siriConversation: SiriConversation? { get }
    /// The phone's calls, owned by the car (nil: the car keeps none).
    var callCenter: CallCenter? { get }
    /// The phone's notifications, owned by the car (nil: the car keeps none).
    var carNotifications: CarNotifications? { get }
    /// The app's CarPlay scene while connected.
    var scene: CPTemplateApplicationScene? { get }
    /// The URLs the next connection hands the app in its connection options.
    var connectionURLs: [OpenURLRequest] { get set }
    /// The delegate of the app's CarPlay scene while connected.
    var sceneDelegate: (any CPTemplateApplicationSceneDelegate)? { get }
    /// The scene's interface controller, connected or not.
    var interfaceController: CPInterfaceController? { get }
    /// The app's interface controller while connected.
    var connectedInterfaceController: CPInterfaceController? { get }

    // MARK: The parts' state

    /// The template hierarchy, as ids.
    var hierarchy: HierarchyState { get }
    /// The template hierarchy and its operations' checks.
    var templates: TemplateHierarchy { get set }
    /// The snapshot cache, what is shown of it and the layout cache.
    var pipeline: ScreenPipeline { get set }
    /// The callbacks the app received and the appearance callbacks made.
    var logs: SessionLogs { get set }
    /// When the app changed its objects (the review's refresh rates).
    var refreshes: RefreshWatch { get set }
    /// Where the driver moved point-of-interest templates' maps, by template id (and, during a gesture, where it
    /// began).
    var pointOfInterestCameras: [ElementID: PointOfInterestCamera] { get set }
    var pointOfInterestGesture: PointOfInterestCamera? { get set }
    /// The car's main display, its appearance and limits.
    var displayState: DisplayState { get set }
    /// The knob and touchpad focus and the scroll offsets.
    var focus: SessionFocus { get set }
    /// Elements whose handler is running (the car shows a spinner).
    var pendingHandlers: Set<ElementID> { get set }
    /// The map template as last snapshotted, nil while the app shows none.
    var mapTemplateSnapshot: MapTemplateSnapshot? { get }
    /// The car's side of the map template: the bar's auto-hide, the alert's timeout.
    var mapSession: MapSession { get set }
    /// The navigation metadata the car received.
    var navigationMetadata: NavigationMetadataHistory { get set }
    /// The banner the app shows now while in the background.
    var navigationBanner: NavigationBanner? { get }
    /// The banners of the navigation app in the background.
    var banners: NavigationBanners { get set }
    /// The car as a moving thing: its position, course and speed, and the drive under way.
    var vehicle: Vehicle { get set }
    /// The app's location authorization and location managers.
    var locationServices: LocationServices { get set }
    /// The app's speech on the car's clock and the car's voice state.
    var speech: SessionSpeech { get set }
    /// The navigation app's instrument cluster scene while connected.
    var cluster: ClusterScene? { get set }
    /// The navigation app's Dashboard scene while connected.
    var dashboard: DashboardScene? { get set }

    // MARK: What the session does

    /// Runs app code in the session's environment: the category's limits apply and framework exceptions reach the
    /// session's fault path.
    func runAsApp<T>(_ body: () throws -> T) rethrows -> T
    /// The car shows the app again: the scene enters the foreground.
    func enterForeground()
    /// Routes a driver's input on an element to the app (`InputRouter`).
    func send(_ event: InputEvent) -> InputOutcome
    /// The driver presses Back.
    func back() -> InputOutcome
    /// Sends the app a remote command as the car's hard keys do.
    func sendRemoteCommand(_ command: MPHostRemoteCommand) -> InputOutcome
}

// MARK: The session's services, made of the parts

extension SessionContext {
    /// The live interface controller's template object for an id (SPI resolution).
    func template(for id: ElementID) -> CPTemplate? { interfaceController?._template(for: id.bridged) }

    /// Records a callback the app received (named as in Swift).
    func received(_ callback: String) { logs.received(callback) }

    /// Something the car shows changed (the hierarchy, a handler ran...): the app's changes are taken in, then the
    /// front ends hear it. See ``SessionSnapshots/changed(context:)``.
    func changed() { SessionSnapshots.changed(context: self) }

    /// The one fault path: records the fault, terminates the app and tells the policy. See
    /// ``SceneConnection/raise(_:context:)``.
    func raise(_ exception: CPHostException) { SceneConnection.raise(exception, context: self) }
}

// MARK: Shared by the Dashboard and cluster scenes

extension SessionContext {
    /// A layout context for `display` at the car's time, locale and time zone.
    func layoutContext(for display: DisplayConfiguration) -> LayoutContext {
        LayoutContext(display: display, rules: rules, now: clock(), locale: locale, timeZone: timeZone)
    }

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

// MARK: Taking snapshots

extension SessionContext {
    /// Takes snapshots: their images go to the car's image store, and the objects they name report their changes to
    /// this session (`SnapshotRouting`).
    func snapshotting<T>(_ body: () throws -> T) rethrows -> T {
        try ImageStore.$recording.withValue(imageStore) {
            try SnapshotRouting.$observer.withValue(bridge, operation: body)
        }
    }
}
