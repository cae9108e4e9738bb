import Foundation
import Intents
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
    /// The app's scene, whether it runs and its faults (Parts/SceneConnection.swift).
    var connection = SceneConnection()
    /// Whether the app runs.
    public var appState: AppState { connection.state }
    /// Every fault the app raised in this session, oldest first.
    public var faults: [Fault] { connection.faults }
    /// What the front end does with a fault (the session has already recorded it).
    public var faultPolicy: FaultPolicy

    /// The template hierarchy and its operations' checks (Parts/TemplateHierarchy.swift).
    var templates: TemplateHierarchy
    /// The hierarchy, as ids.
    public var hierarchy: HierarchyState { templates.state }
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
    /// The car's main display (size, scale, inputs, driving side) with the current `appearance` and limits.
    public var display: DisplayConfiguration {
        get { displayState.configuration }
        set { DisplayState.setDisplay(newValue, context: self) }
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
    /// What answers the app's `MKDirections` (a `ValhallaDirections` server…); nil: the router of `carMap`.
    public var directionsProvider: (any DirectionsProvider)?
    /// Where the car is, where routes from the current location start; setting it places the car (a drive ends).
    public var vehicleCoordinate: Coordinate {
        get { vehicleState.coordinate }
        set { placeVehicle(at: newValue) }
    }
    /// The car as a moving thing: its position, course and speed, and the drive under way (Vehicle/Vehicle.swift).
    public internal(set) var vehicle = Vehicle(coordinate: CarMap.defaultVehicleCoordinate)
    /// The app's location authorization and location managers (Parts/LocationServices.swift).
    var locationServices = LocationServices()
    /// How the car opens a URL the app opens (`UIApplication.open`, `UIScene.open`, `MKMapItem.openInMaps`), and
    /// whether it can (`perform` false: `canOpenURL`); set by `CarSystem`, which launches the app that handles it.
    /// Nil: no app opens any (a `TestCar` has only the app under test).
    public var urlRouter: (@MainActor (URL, _ perform: Bool) -> Bool)?
    /// The phone's calls and VoIP pushes (CallKit, PushKit), owned by the car: `CarSystem` gives every session its
    /// one center, a `TestCar` its own. Nil: the car has none, and CallKit's requests fail.
    public var callCenter: CallCenter?
    /// The phone's notifications (UserNotifications), owned by the car like its calls. Nil: the car has none.
    public var carNotifications: CarNotifications?
    /// The car's widgets and Live Activities (the app's `WidgetCenter` and `Activity` reach them); nil: none.
    public var carWidgets: CarWidgets?
    /// Remote notifications delivered whose completion handler the app has not called yet.
    public internal(set) var remoteNotificationsUnderway = 0
    /// Hands the app a remote notification the car's network sent (its app delegate's
    /// `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`, after launching it when it was not;
    /// `InstalledApp.remoteNotificationHandler`); the completion gets the fetch result's raw value. Nil: the app has
    /// no app delegate to take it.
    public var remoteNotificationHandler:
        (@MainActor ([String: PushValue], _ completion: @escaping @MainActor @Sendable (UInt) -> Void) -> Void)?
    /// Launches the app in the background as iOS does for a VoIP push to an app not running: its app delegate is
    /// made and hears `application(_:didFinishLaunchingWithOptions:)` (`InstalledApp.launchInBackground`). Nil: the
    /// app has no delegate.
    public var launchInBackground: (@MainActor () -> Void)?
    /// Hands the app an activity to continue, as iOS does after Siri ran an intent the app answered with "continue
    /// in app" (`InstalledApp.userActivityContinuation`); false when the app did not continue it. Nil: the app has
    /// no app delegate to take it.
    public var userActivityContinuation: (@MainActor (NSUserActivity) -> Bool)?
    /// The URLs the app asked the car to open, oldest first (the last `retainedLogEntries`).
    public internal(set) var openURLRequests: [URL] = []
    /// The URLs the next connection of the scene hands the app in its connection options (a launch to open them).
    public var connectionURLs: [OpenURLRequest] = []
    /// The knob and touchpad focus and the scroll offsets (Parts/SessionFocus.swift).
    var focus = SessionFocus()
    /// The element with the knob/touchpad focus ring.
    public var focusedElement: ElementID? { focus.element }

    /// Elements whose handler is running: the app has not called its completion yet (the car shows a spinner).
    public internal(set) var pendingHandlers: Set<ElementID> = []

    /// The callbacks the app received and the appearance callbacks made (Parts/SessionLogs.swift).
    var logs = SessionLogs()
    /// When the app changed its objects (Parts/RefreshWatch.swift).
    var refreshes = RefreshWatch()
    /// Where the driver moved point-of-interest templates' maps (Parts/PointOfInterestMap.swift).
    var pointOfInterestCameras: [ElementID: PointOfInterestCamera] = [:]
    var pointOfInterestGesture: PointOfInterestCamera?
    /// The interface controller delegate callbacks made, oldest first. See ``SessionLogs/appearance``.
    public var appearanceLog: [AppearanceEvent] { logs.appearance }
    /// How many appearance callbacks were made in all (`appearanceLog` holds the last of them).
    public var appearanceEventCount: Int { logs.appearanceCount }
    /// The scene and session configuration callbacks the app received, oldest first. See ``SessionLogs/callbacks``.
    public var callbackLog: [String] { logs.callbacks }
    /// How many callbacks were recorded in all (`callbackLog` holds the last of them).
    public var callbackCount: Int { logs.callbackCount }
    /// What the car noticed while serving the app (why a directions request failed), oldest first. See
    /// ``SessionLogs/notes``.
    public var noteLog: [String] { logs.notes }
    /// How many notes were recorded in all (`noteLog` holds the last of them).
    public var noteCount: Int { logs.noteCount }
    /// How many entries each log keeps at least: a session runs for hours, its logs must not grow without end.
    public static let retainedLogEntries = SessionLogs.retainedEntries

    /// The entries of a log after the first `seen` of `total`. See ``SessionLogs/entries(of:total:after:)``.
    public static func entries<T>(of log: [T], total: Int, after seen: Int) -> ArraySlice<T> {
        SessionLogs.entries(of: log, total: total, after: seen)
    }

    /// Called after every change of what the car may show (hierarchy, snapshots, car state).
    public var onChange: (@MainActor () -> Void)?

    // App objects, reachable only through the framework's SPI.
    var scene: CPTemplateApplicationScene? { connection.scene }
    var interfaceController: CPInterfaceController? { scene?.interfaceController }
    var sceneDelegate: (any CPTemplateApplicationSceneDelegate)? { connection.delegate }
    /// Whether the connected scene is in the background (the car shows another app or its home screen).
    public var isInBackground: Bool { connection.isInBackground }

    /// What the framework talks to.
    private(set) lazy var bridge = SessionBridge(self)

    /// The snapshot cache, what is shown of it and the layout cache (Parts/ScreenPipeline.swift).
    var pipeline = ScreenPipeline()
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
    /// The app's speech on the car's clock, what it spoke, the engine and the voice state (Parts/SessionSpeech.swift).
    var speech = SessionSpeech()
    /// Siri in the car for this app's messages, once the driver first asked it (Siri/SiriConversation.swift).
    var siriConversation: SiriConversation?
    /// Siri's lines spoken aloud, with their audio (Siri/SiriVoice.swift).
    var siriVoice = SiriVoice()
    /// Where Siri finds the app's intent handlers: the app delegate's `application(_:handlerFor:)` or an Intents
    /// extension's `handler(for:)`, called as the app. Nil: the app handles no intents (Siri says so).
    public var intentHandlerProvider: (@MainActor (INIntent) -> Any?)?
    /// Where a request the driver said to this app's Siri after the Siri key goes when another app takes it (the app
    /// named, an audio app for media, a communication app for messages and calls): the car system hands it to that
    /// app's Siri and answers true. Nil, or false: no other app takes it (Siri declines it).
    public var siriHandOff: (@MainActor (_ text: String, _ app: String?, _ media: Bool) -> Bool)?
    /// The names of the car's apps Siri takes requests for (communication and audio apps), which the driver may name
    /// at the end of a request ("… on Music").
    public var siriAppNames: [String] = []

    /// Creates a session for `app`. Nothing is connected until `connect(_:)`.
    public init(app: AppBundle, osVersion: OSVersion = .latest, faultPolicy: FaultPolicy = .record) {
        self.app = app
        self.rules = Rules(category: app.category, osVersion: osVersion)
        self.faultPolicy = faultPolicy
        self.templates = TemplateHierarchy(rules: rules)
    }

    // MARK: Connecting and running the app

    /// The app's interface controller while connected.
    public var connectedInterfaceController: CPInterfaceController? { connection.connectedController }

    /// Connects the CarPlay scene. See ``SceneConnection/connect(_:inForeground:context:)``.
    public func connect(_ delegate: any CPTemplateApplicationSceneDelegate, inForeground: Bool = true) {
        SceneConnection.connect(delegate, inForeground: inForeground, context: self)
    }

    /// The car shows another app or its home screen. See ``SceneConnection/enterBackground(context:)``.
    public func enterBackground() { SceneConnection.enterBackground(context: self) }
    /// The car shows the app again. See ``SceneConnection/enterForeground(context:)``.
    public func enterForeground() { SceneConnection.enterForeground(context: self) }
    /// Disconnects the scene (the cluster and Dashboard scenes first). See ``SceneConnection/disconnect(context:)``.
    public func disconnect() { SceneConnection.disconnect(context: self) }
    /// Forgets a terminated app so it can be launched again.
    public func resetAfterTermination() { connection.resetAfterTermination() }

    /// Runs app code in this session's environment: the category's limits apply and framework exceptions reach this
    /// session's fault path. The session calls every app callback this way.
    @_spi(AppCode) public func runAsApp<T>(_ body: () throws -> T) rethrows -> T {
        try CPHostBridge.withEnvironment(bridge, body)
    }
}

/// The session gives its parts the app-facing services they need (Session/SessionContext.swift).
extension CarSession: SessionContext {}
