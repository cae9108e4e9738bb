import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import MediaPlayer
@_spi(CarPlayHost) import AVFAudio
import OpenStreetMap

/// The car's side of CarPlay as iOS runs it: the installed apps, one `CarSession` per app, the CarPlay home screen,
/// the app in front, the car's display and appearance, Limit UI, the phone's connection and lock, the car's radio
/// and audio focus, hard keys, and a log of what the system did and which app callbacks it made.
///
/// Every front end that plays a whole car (the browser simulator) drives one `CarSystem`. It never traps: an app
/// that faults is closed, the home screen shows Apple's exception text, and the car goes on.
@MainActor
public final class CarSystem {
    /// How an installed app stands in the car.
    public enum AppRunState: String, Codable, Sendable, CaseIterable {
        /// Never launched since the phone connected (or its scene disconnected).
        case notRunning
        /// On screen.
        case foreground
        /// Connected, not on screen (the home screen or another app is in front); its templates are kept.
        case background
        /// Closed after a fault, until the next launch.
        case terminated
    }

    /// The car's own audio source.
    public typealias Radio = AudioFocus.Radio

    /// A hardware key of the car.
    public enum HardKey: String, Codable, Sendable, CaseIterable { case home, back, playPause, next, siri }

    /// Why a request to the system was not carried out (nothing changed).
    public enum SystemError: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownApp(String)
        case unknownPreset(String)
        case unknownClusterPreset(String)
        case noClusterScene
        case phoneDisconnected
        case notRunning
        case cannotLaunch(String, reason: String)

        public var description: String {
            switch self {
            case .unknownApp(let id): "no installed app has the bundle identifier \(id)"
            case .unknownPreset(let id): "no display preset has the id \(id)"
            case .unknownClusterPreset(let id): "no cluster display preset has the id \(id)"
            case .noClusterScene: "no app shows on the instrument cluster (no cluster display, or no navigation app)"
            case .phoneDisconnected: "the phone is not connected"
            case .notRunning: "no app is in front (the home screen is showing)"
            case .cannotLaunch(let id, let reason): "\(id) cannot be launched: \(reason)"
            }
        }
    }

    // MARK: State

    /// The installed apps, in home-screen order.
    public let apps: [InstalledApp]
    /// One session per app, by bundle identifier.
    public let sessions: [String: CarSession]
    /// The app on screen; nil while the home screen shows.
    public internal(set) var foregroundApp: String?
    /// The home screen's knob focus: an app's bundle identifier or `CarSystem.dashboardFocus`; nil until the knob
    /// moves on the home screen.
    public internal(set) var homeFocus: String?
    /// The home screen's page of icons shown (from 0).
    public internal(set) var homePage = 0
    /// The home-screen focus id of the Dashboard button.
    public static let dashboardFocus = HomeLayout.dashboardFocus
    /// What the home screen says after an app was closed for a fault (Apple's exception line), until the next launch.
    public internal(set) var homeMessage: String?
    /// A notice of the home screen and when it stops showing (the car's clock).
    var homeNotice: (text: String, until: Date)?
    /// The home screen last laid out and what from: `homeScreen()` lays it out again only when that changed.
    var homeLayout: (state: HomeState, display: DisplayConfiguration, screen: Screen)?
    /// How many times the home screen was laid out (tests).
    var homeLayoutCount = 0
    /// The display preset (with its driving side), before appearance and limits.
    public internal(set) var displayPreset: DisplayConfiguration = .standard
    /// The user interface's appearance (apps see it as their content style).
    public internal(set) var appearance: DisplayConfiguration.Appearance = .light
    public internal(set) var mapAppearance: DisplayConfiguration.Appearance = .light
    public internal(set) var limitsLists = false
    public internal(set) var limitsKeyboard = false
    /// The phone is connected to the car.
    public internal(set) var isPhoneConnected = true
    /// How the car draws its map (the browser car receives it in `welcome`).
    public var mapStyle = MapStyle.standard
    /// How the car's screen recognises gestures (front ends that recognise them from raw events use these).
    public var gestureRecognition = GestureRecognition.standard
    /// The phone is locked (protected data unavailable).
    public internal(set) var isPhoneLocked = false
    /// The radio and who holds the audio focus.
    public internal(set) var audioFocus = AudioFocus()
    /// The car's radio.
    public var radio: Radio { audioFocus.radio }
    /// The app that holds the audio focus (its active audio session silenced the radio) and owns Now Playing.
    public var audioOwner: String? { audioFocus.nowPlayingApp }
    /// What Siri and the phone are doing; it sets every app's prompt style (`setVoiceState(_:)`).
    public internal(set) var voiceState = CarVoiceState()
    /// Whether the main display shows the Dashboard view (the home screen's Dashboard button) instead of the home
    /// screen; never while an app is in front.
    public internal(set) var isDashboardShowing = false
    /// The car's instrument cluster display (CarSystem+Scenes.swift); nil: the car has none.
    public internal(set) var clusterDisplay: ClusterDisplay?
    /// The car's cluster settings: whether the cluster's map should show a compass and the speed limit.
    public internal(set) var clusterCompass: CPInstrumentClusterSetting = .unspecified
    public internal(set) var clusterSpeedLimit: CPInstrumentClusterSetting = .unspecified
    /// The cluster's own light or dark setting; nil: the cluster follows the car's appearance (`appearance`).
    public internal(set) var clusterAppearance: DisplayConfiguration.Appearance?
    /// The navigation app most recently in front: the one whose Dashboard and cluster scenes the car connects.
    var recentNavigationApp: String?
    /// What happened, bounded.
    public let log: CarEventLog
    /// The bytes of the images the apps showed in this car (every session records into it).
    public let imageStore: ImageStore
    /// The phone's calls and VoIP pushes: one for the car, every app's session reaches it (CarSystem+Calls.swift).
    public let calls = CallCenter()
    /// The widgets and Live Activities of the apps (CarSystem+Widgets.swift).
    public let widgets = CarWidgets()
    /// The phone's notifications: one for the car, every app's session reaches it (CarSystem+Notifications.swift).
    public let notifications = CarNotifications()

    /// The injected clock (status bar time, sports clocks, log times).
    public var clock: @Sendable () -> Date {
        didSet {
            for session in sessions.values { session.clock = clock }
            log.clock = clock
        }
    }
    /// The status bar clock's time zone.
    public var timeZone: TimeZone {
        didSet { for session in sessions.values { session.timeZone = timeZone } }
    }
    /// The phone's region format: the status bar clock's 12- or 24-hour time, and every app's locale (its sessions').
    public var locale = Locale(identifier: "en_US") {
        didSet { for session in sessions.values { session.locale = locale } }
    }
    /// What answers the apps' `MKDirections` in this car (every session's `directionsProvider`); nil: the
    /// embedded router of each session's map.
    public var directionsProvider: (any DirectionsProvider)? {
        didSet { for session in sessions.values { session.directionsProvider = directionsProvider } }
    }
    /// Called after anything the car shows may have changed.
    public var onChange: (@MainActor () -> Void)?

    /// How many appearance callbacks of each session are already in the log.
    var loggedAppearanceCount: [String: Int] = [:]
    /// How many of each session's received callbacks the event log shows.
    var loggedCallbackCount: [String: Int] = [:]
    /// How many of each session's notes the event log shows.
    var loggedNoteCount: [String: Int] = [:]
    /// The kinds of speech engine problems the log told (`SpeechEngineError.kind`): each is told once.
    var loggedSpeechProblems: Set<String> = []
    /// The apps running when the phone disconnected, and the one in front, to bring back on reconnect.
    var runningBeforeDisconnect: (apps: [String], foreground: String?) = ([], nil)

    /// A car with `apps` installed, showing its home screen.
    public init(
        apps: [InstalledApp], osVersion: OSVersion = .latest, clock: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current, logCapacity: Int = 1000, imageStore: ImageStore = ImageStore(),
        speechEngine: SpeechEngine = SpeechEngine()
    ) {
        var unique: [InstalledApp] = []
        for app in apps where !unique.contains(where: { $0.id == app.id }) { unique.append(app) }
        self.apps = unique
        self.clock = clock
        self.timeZone = timeZone
        log = CarEventLog(capacity: logCapacity)
        self.imageStore = imageStore
        log.clock = clock
        var sessions: [String: CarSession] = [:]
        for app in unique {
            let session = CarSession(app: app.bundle, osVersion: osVersion)
            session.clock = clock
            session.timeZone = timeZone
            session.imageStore = imageStore
            session.speechEngine = speechEngine
            session.intentHandlerProvider = app.intentHandlerProvider
            session.callCenter = calls
            session.carNotifications = notifications
            session.remoteNotificationHandler = app.remoteNotificationHandler
            session.launchInBackground = app.launchInBackground
            session.userActivityContinuation = app.userActivityContinuation
            sessions[app.id] = session
        }
        self.sessions = sessions
        for app in unique {
            let id = app.id
            guard let session = sessions[id] else { continue }
            session.faultPolicy = FaultPolicy { [weak self] fault in self?.appFaulted(id, fault) }
            session.onChange = { [weak self] in self?.sessionChanged(id) }
            routeURLs(of: id, session: session)
            // The apps a request to Siri may name: those Siri takes requests for (messages, calls, media).
            session.siriAppNames = unique.filter { MessagingRules.siriKeyServes($0.bundle.category) }.map(\.bundle.name)
            session.siriHandOff = { [weak self] text, name, media in
                self?.handOffSiriRequest(text, from: id, toAppNamed: name, media: media) ?? false
            }
            session.setDisplay(display)
        }
        setUpCalls()
        setUpNotifications()
        setUpWidgets()
        log.append(
            .host,
            "Car started: \(display.name), \(unique.count) app\(unique.count == 1 ? "" : "s") installed; "
                + "radio on (\(radio.station))")
        // The voices are listed in the background, ready when an app asks; a missing program is told now.
        speechEngine.preloadVoices()
        logSpeechProblem(speechEngine.missingProgram())
    }

    // MARK: Reading

    /// The app with a bundle identifier.
    public func app(_ id: String) -> InstalledApp? { apps.first { $0.id == id } }

    /// How an app stands.
    public func state(of id: String) -> AppRunState {
        guard let session = sessions[id] else { return .notRunning }
        switch session.appState {
        case .connected: return id == foregroundApp ? .foreground : .background
        case .terminated: return .terminated
        case .disconnected: return .notRunning
        }
    }

    /// The session of the app in front.
    public var foregroundSession: CarSession? { foregroundApp.flatMap { sessions[$0] } }

    /// The car's main display now: the preset with the appearance and limits applied.
    public var display: DisplayConfiguration {
        var display = displayPreset
        display.appearance = appearance
        display.mapAppearance = mapAppearance
        display.limitsLists = limitsLists
        display.limitsKeyboard = limitsKeyboard
        return display
    }

    // MARK: Helpers

    func name(of id: String) -> String { app(id)?.bundle.name ?? id }

    func notify() {
        for app in apps { if let session = sessions[app.id] { logCallbacks(app.id, session) } }
        onChange?()
    }
}

// The car's vehicle (CarSession+Platform.swift, Parts/LocationServices.swift): one car, so every app's session
// places and drives the same vehicle on the same clock, and each session's copy is where the car is (a drive is a
// function of time).
extension CarSystem {
    /// Where the car is now, its course and speed.
    public var vehicleState: VehicleState? { apps.first.flatMap { sessions[$0.id]?.vehicleState } }

    /// When the drive under way ends on the car's clock (the car then stands at its end; a drive along a route takes
    /// the time the car drives it in, not the route's estimate); nil while the car stands or its drive is paused.
    public var vehicleDriveEnd: Date? { apps.first.flatMap { sessions[$0.id]?.driveEnd } }

    /// Puts the car at `coordinate`; every app's managers that update hear it.
    public func placeVehicle(at coordinate: Coordinate, course: Double = -1) {
        for session in sessions.values { session.placeVehicle(at: coordinate, course: course) }
    }

    /// Sets off along `path` now, following `roadRoute` (a road route to a destination, which a wrong turn can
    /// leave; nil for none).
    public func startDrive(_ path: VehicleDrive.Path, following roadRoute: WrongTurn? = nil) {
        for session in sessions.values { session.startDrive(path, following: roadRoute) }
    }

    /// The session whose copy of the vehicle the car's answers are read from (the first app's).
    private var vehicleSession: CarSession? { apps.first.flatMap { sessions[$0.id] } }

    /// The places the drive controls offer on the car's map (`DriveDestination`).
    public var driveDestinations: [DriveDestination] {
        vehicleSession?.carMap?.driveDestinations ?? []
    }

    /// The destination of the trip a navigation app guides now (the app in front first), as the app's `CPTrip`
    /// names it; nil when no app guides a trip.
    public var guidedTripDestination: DriveDestination? {
        let sessions = [foregroundSession].compactMap { $0 } + apps.compactMap { self.sessions[$0.id] }
        guard let trip = sessions.lazy.compactMap({ $0.mapTemplateSnapshot?.navigation?.trip }).first else {
            return nil
        }
        let place = trip.destination
        return DriveDestination(
            id: DriveDestination.trip,
            name: place.name ?? trip.destinationNameVariants.first ?? "the trip's destination",
            coordinate: Coordinate(latitude: place.coordinate.latitude, longitude: place.coordinate.longitude))
    }

    /// The road route to a destination the car drives now, which a wrong turn can leave.
    public var roadRoute: WrongTurn? { vehicleSession?.roadRoute }

    /// Sets off from where the car is along the fastest road route of the car's map to `destination`, at its
    /// roads' speed limits (`CarSession.drive(to:)`); every app's managers hear the car move. Returns the route.
    @discardableResult
    public func driveVehicle(to destination: Coordinate) throws(DriveFailure) -> RoadRoute {
        guard let vehicleSession else { throw .noMap }
        let planned = try vehicleSession.plannedDrive(to: destination)
        startDrive(planned.path, following: planned.roadRoute)
        return planned.roadRoute.route
    }

    /// Turns off the road route under way at its next junction and finds the way on from the other road's end
    /// (`CarSession.takeWrongTurn()`); the route on can be left the same way.
    public func takeWrongTurn() throws(DriveFailure) {
        guard let vehicleSession else { throw .noRoadRoute }
        let planned = try vehicleSession.plannedWrongTurn()
        startDrive(planned.path, following: planned.roadRoute)
    }

    /// How fast the car's drives play: seconds of the drive per second of the car's clock (the simulator's speed-up:
    /// the car moves faster, while its clock — the navigation bar's idle time, alert timeouts, the status bar's time
    /// — runs as it does).
    public var driveRate: Double { vehicleSession?.driveRate ?? 1 }

    /// Plays the car's drives `rate` times as fast from now on (`CarSession.setDriveRate(_:)`); a rate that is not a
    /// positive finite number is ignored.
    public func setDriveRate(_ rate: Double) {
        for session in sessions.values { session.setDriveRate(rate) }
    }

    /// Whether the car's drive is paused (`pauseDrive()`).
    public var isDrivePaused: Bool { apps.first.flatMap { sessions[$0.id]?.isDrivePaused } ?? false }

    /// Stops the car where it is on its drive, keeping the rest of it (`CarSession.pauseDrive()`). Returns false,
    /// changing nothing, when no drive is under way or it is paused already.
    @discardableResult
    public func pauseDrive() -> Bool {
        var paused = false
        for session in sessions.values where session.pauseDrive() { paused = true }
        return paused
    }

    /// Sets off again along the rest of the paused drive (`CarSession.resumeDrive()`). Returns false, changing
    /// nothing, when no drive is paused.
    @discardableResult
    public func resumeDrive() -> Bool {
        var resumed = false
        for session in sessions.values where session.resumeDrive() { resumed = true }
        return resumed
    }

    /// What the car's user answers when an app asks for the position.
    public func setLocationAuthorizationAnswer(_ answer: LocationAuthorizationAnswer) {
        for session in sessions.values { session.locationAuthorizationAnswer = answer }
    }
}
