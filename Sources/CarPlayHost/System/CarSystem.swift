import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import MediaPlayer
@_spi(CarPlayHost) import AVFAudio

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
    public struct Radio: Codable, Hashable, Sendable {
        /// The radio is switched on as the car's source.
        public var isOn: Bool
        /// It is audible: on, and no app holds the audio focus.
        public var isPlaying: Bool
        public var station: String
        /// An app's voice prompt lowers it now.
        public var isDucked: Bool
    }

    /// A hardware key of the car.
    public enum HardKey: String, Codable, Sendable, CaseIterable { case home, back, playPause, next }

    /// Why a request to the system was not carried out (nothing changed).
    public enum SystemError: Error, Hashable, Sendable, CustomStringConvertible {
        case unknownApp(String)
        case unknownPreset(String)
        case phoneDisconnected
        case notRunning
        case cannotLaunch(String, reason: String)

        public var description: String {
            switch self {
            case .unknownApp(let id): "no installed app has the bundle identifier \(id)"
            case .unknownPreset(let id): "no display preset has the id \(id)"
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
    public private(set) var foregroundApp: String?
    /// The home screen's knob focus: an app's bundle identifier or `CarSystem.dashboardFocus`; nil until the knob
    /// moves on the home screen.
    public private(set) var homeFocus: String?
    /// The home-screen focus id of the Dashboard button.
    public static let dashboardFocus = "dashboard"
    /// What the home screen says after an app was closed for a fault (Apple's exception line), until the next launch.
    public private(set) var homeMessage: String?
    /// The display preset (with its driving side), before appearance and limits.
    public private(set) var displayPreset: DisplayConfiguration = .standard
    public private(set) var uiAppearance: DisplayConfiguration.Appearance = .light
    public private(set) var mapAppearance: DisplayConfiguration.Appearance = .light
    public private(set) var limitsLists = false
    public private(set) var limitsKeyboard = false
    /// The phone is connected to the car.
    public private(set) var isPhoneConnected = true
    /// The phone is locked (protected data unavailable).
    public private(set) var isPhoneLocked = false
    public private(set) var radio = Radio(isOn: true, isPlaying: true, station: "FM 101.1", isDucked: false)
    /// The app that holds the audio focus (its active audio session silenced the radio).
    public private(set) var audioOwner: String?
    /// What happened, bounded.
    public let log: CarEventLog

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
    /// Called after anything the car shows may have changed.
    public var onChange: (@MainActor () -> Void)?

    /// Apps whose audio session holds the focus now.
    private var focusHolders: [String] = []
    /// How many appearance callbacks of each session are already in the log.
    private var loggedAppearanceCount: [String: Int] = [:]
    /// How many of each session's received callbacks the event log shows.
    private var loggedCallbackCount: [String: Int] = [:]
    /// The apps running when the phone disconnected, and the one in front, to bring back on reconnect.
    private var runningBeforeDisconnect: (apps: [String], foreground: String?) = ([], nil)

    /// A car with `apps` installed, showing its home screen.
    public init(
        apps: [InstalledApp], osVersion: OSVersion = .latest, clock: @escaping @Sendable () -> Date = { Date() },
        timeZone: TimeZone = .current, logCapacity: Int = 1000
    ) {
        var unique: [InstalledApp] = []
        for app in apps where !unique.contains(where: { $0.id == app.id }) { unique.append(app) }
        self.apps = unique
        self.clock = clock
        self.timeZone = timeZone
        log = CarEventLog(capacity: logCapacity)
        log.clock = clock
        var sessions: [String: CarSession] = [:]
        for app in unique {
            let session = CarSession(app: app.bundle, osVersion: osVersion)
            session.clock = clock
            session.timeZone = timeZone
            sessions[app.id] = session
        }
        self.sessions = sessions
        for app in unique {
            let id = app.id
            guard let session = sessions[id] else { continue }
            session.faultPolicy = FaultPolicy { [weak self] fault in self?.appFaulted(id, fault) }
            session.onChange = { [weak self] in self?.sessionChanged(id) }
            session.setDisplay(display)
        }
        log.append(.host, "Car started: \(display.name), \(unique.count) app\(unique.count == 1 ? "" : "s") installed; "
            + "radio on (\(radio.station))")
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
        display.appearance = uiAppearance
        display.mapAppearance = mapAppearance
        display.limitsLists = limitsLists
        display.limitsKeyboard = limitsKeyboard
        return display
    }

    /// What the main display shows: the app in front's screen; nil on the home screen (front ends draw it from
    /// `apps`, their states and `homeMessage`).
    public func screen() -> Screen? { foregroundSession?.screen() }

    /// The status bar clock's text ("12:05").
    public var timeText: String { ScreenLayout.clockText(now: clock(), timeZone: timeZone) }

    // MARK: Launching and the home screen

    /// Launches an app (connects its scene) or resumes it (its scene enters the foreground with the templates it
    /// had). The app in front goes to the background first.
    public func launch(_ id: String) throws(SystemError) {
        guard let app = app(id), let session = sessions[id] else { throw .unknownApp(id) }
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard foregroundApp != id else { return }
        if session.appState == .connected {
            sendForegroundAppToBackground()
            foregroundApp = id
            homeMessage = nil
            log.append(.host, "Resumed \(app.bundle.name)")
            session.enterForeground()
            notify()
            return
        }
        guard session.rules.showsApp else {
            throw .cannotLaunch(id, reason: "CarPlay does not show it (no CarPlay category for this iOS version)")
        }
        guard let delegate = session.runAsApp({ app.makeSceneDelegate() }) else {
            throw .cannotLaunch(id, reason: "its scene delegate class cannot be instantiated")
        }
        sendForegroundAppToBackground()
        session.resetAfterTermination()
        loggedAppearanceCount[id] = session.appearanceLog.count
        foregroundApp = id
        homeMessage = nil
        log.append(.host, "Launched \(app.bundle.name) (\(id))")
        session.connect(delegate)
        notify()
    }

    /// Shows the home screen: the app in front goes to the background with its state kept.
    public func goHome() {
        guard foregroundApp != nil else { return }
        sendForegroundAppToBackground()
        log.append(.host, "Home screen")
        notify()
    }

    private func sendForegroundAppToBackground() {
        guard let id = foregroundApp, let session = sessions[id] else { return }
        foregroundApp = nil
        homeFocus = id
        session.enterBackground()
    }

    // MARK: Faults

    private func appFaulted(_ id: String, _ fault: Fault) {
        let name = name(of: id)
        homeMessage = fault.description
        log.append(.fault, "\(name) closed: \(fault.description)")
        if foregroundApp == id { foregroundApp = nil }
        focusHolders.removeAll { $0 == id }
        if audioOwner == id { audioOwner = focusHolders.last }
        notify()
    }

    // MARK: Driver input

    /// Selects an element of the screen in front by id (ids of `Screen` nodes, including the derived ones).
    public func tap(element id: String) throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        let node = session.screen().reachableNode(ElementID(id))
        log.append(.input, "Tap " + (node.map(Self.describe) ?? "an element not on screen"))
        return finishInput(session.activate(screenElement: ElementID(id)))
    }

    /// A node as the event log names it: its text and role ("“Playlists” (tab)"), never its id.
    static func describe(_ node: ScreenNode) -> String {
        let text = node.text ?? node.detailText
        return text.map { "“\($0)” (\(node.role.rawValue))" } ?? node.role.rawValue
    }

    /// Taps the screen at a point (in points).
    public func tap(at point: Point) throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        log.append(.input, "Tap at (\(fmt(point.x)), \(fmt(point.y)))")
        return finishInput(session.tap(at: point))
    }

    /// Rotates the knob (on the home screen: through the app icons, then the Dashboard button).
    public func rotateKnob(_ steps: Int) throws(SystemError) {
        if try moveHomeFocus(steps) { return }
        let session = try requireForeground()
        log.append(.input, "Knob rotate \(steps)")
        session.rotateKnob(steps)
        notify()
    }

    /// Nudges the knob.
    public func nudgeKnob(_ direction: CarSession.NudgeDirection) throws(SystemError) {
        if try moveHomeFocus(direction == .left || direction == .up ? -1 : 1) { return }
        let session = try requireForeground()
        log.append(.input, "Knob nudge \(direction.rawValue)")
        session.nudgeKnob(direction)
        notify()
    }

    /// Presses the knob (selects the focused element; on the home screen launches the focused app).
    public func pressKnob() throws(SystemError) -> InputOutcome {
        if foregroundApp == nil, isPhoneConnected {
            log.append(.input, "Knob press")
            guard let focus = homeFocus else { return finishInput(.unsupported) }
            guard focus != Self.dashboardFocus else {
                log.append(.host, "Dashboard needs a navigation app")
                return finishInput(.unsupported)
            }
            try launch(focus)
            return finishInput(.handledBySystem)
        }
        let session = try requireForeground()
        log.append(.input, "Knob press")
        return finishInput(session.pressKnob())
    }

    /// Moves the touchpad pointer.
    public func movePointer(to point: Point) throws(SystemError) {
        let session = try requireForeground()
        session.movePointer(to: point)
        notify()
    }

    /// The driver's Back (the knob's back button).
    public func back() throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        log.append(.input, "Back")
        return finishInput(session.back())
    }

    /// Types text into the search field of the search template on screen (appended to what is there).
    public func type(_ text: String) throws(SystemError) -> InputOutcome {
        let session = try requireForeground()
        log.append(.input, "Type \"\(text)\"")
        guard let visible = session.visibleSnapshot, session.presentedSnapshot == nil,
            case .search(let search) = visible.content
        else { return finishInput(.notOnScreen) }
        return finishInput(session.send(InputEvent(target: visible.id, action: .searchText(search.searchText + text))))
    }

    /// A hard key: Home shows the home screen; Back goes back in the app in front; Play/Pause and Next reach the
    /// Now Playing app's remote commands (the app holding the audio focus, else the app in front).
    public func press(_ key: HardKey) -> InputOutcome {
        log.append(.input, "Hard key \(key.rawValue)")
        switch key {
        case .home:
            goHome()
            return .handledBySystem
        case .back:
            guard let session = foregroundSession else { return .appNotRunning }
            return finishInput(session.back())
        case .playPause, .next:
            guard let id = audioOwner ?? foregroundApp, let session = sessions[id], session.appState == .connected else {
                return .appNotRunning
            }
            let command: MPHostRemoteCommand = key == .playPause ? .playPauseButton : .nextButton
            log.append(.app, "\(name(of: id)) ← MPRemoteCommandCenter \(key == .playPause ? "play/pause" : "next")")
            return finishInput(session.sendRemoteCommand(command))
        }
    }

    /// Moves the home screen's focus by `steps` over the app icons and the Dashboard button (stopping at the ends;
    /// the first move focuses the first icon). False when an app is in front.
    private func moveHomeFocus(_ steps: Int) throws(SystemError) -> Bool {
        guard foregroundApp == nil else { return false }
        guard isPhoneConnected else { throw .phoneDisconnected }
        let targets = apps.map(\.id) + [Self.dashboardFocus]
        log.append(.input, "Knob \(steps > 0 ? "forward" : "back") on the home screen")
        if let current = homeFocus, let index = targets.firstIndex(of: current) {
            homeFocus = targets[min(max(index + max(min(steps, targets.count), -targets.count), 0), targets.count - 1)]
        } else {
            homeFocus = steps < 0 ? targets.last : targets.first
        }
        notify()
        return true
    }

    private func requireForeground() throws(SystemError) -> CarSession {
        guard let session = foregroundSession, session.appState == .connected else { throw .notRunning }
        return session
    }

    private func finishInput(_ outcome: InputOutcome) -> InputOutcome {
        notify()
        return outcome
    }

    // MARK: The car's controls

    /// Switches the display to a preset by id (`standard`, `portrait`, `standard-rhd`...). A `-rhd` id makes the car
    /// right-hand drive; a plain id keeps the current driving side (the car does not change sides with its screen).
    public func setDisplay(presetID: String) throws(SystemError) {
        guard var preset = DisplayConfiguration.preset(presetID) else { throw .unknownPreset(presetID) }
        if displayPreset.drivingSide == .rightHandDrive { preset = preset.rightHandDrive() }
        displayPreset = preset
        log.append(.host, "Display: \(preset.name)")
        applyDisplay()
    }

    /// Switches the driving side, keeping the display size.
    public func setDrivingSide(_ side: DisplayConfiguration.DrivingSide) {
        guard side != displayPreset.drivingSide else { return }
        let baseID = displayPreset.id.hasSuffix("-rhd") ? String(displayPreset.id.dropLast(4)) : displayPreset.id
        guard let base = DisplayConfiguration.preset(baseID) else { return }
        displayPreset = side == .rightHandDrive ? base.rightHandDrive() : base
        log.append(.host, "Driving side: \(side == .rightHandDrive ? "right-hand drive" : "left-hand drive")")
        applyDisplay()
    }

    /// The user interface's appearance (apps hear it as a content style change).
    public func setUIAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appearance != uiAppearance else { return }
        uiAppearance = appearance
        log.append(.host, "UI appearance: \(appearance.rawValue)")
        applyDisplay()
    }

    /// The map's appearance, separately from the user interface's.
    public func setMapAppearance(_ appearance: DisplayConfiguration.Appearance) {
        guard appearance != mapAppearance else { return }
        mapAppearance = appearance
        log.append(.host, "Map appearance: \(appearance.rawValue)")
        applyDisplay()
    }

    /// Limit UI for lists.
    public func setLimitsLists(_ limited: Bool) { setLimit(\.limitsLists, limited, name: "lists") }

    /// Limit UI for the keyboard.
    public func setLimitsKeyboard(_ limited: Bool) { setLimit(\.limitsKeyboard, limited, name: "keyboard") }

    private func setLimit(_ limit: ReferenceWritableKeyPath<CarSystem, Bool>, _ limited: Bool, name: String) {
        guard limited != self[keyPath: limit] else { return }
        self[keyPath: limit] = limited
        log.append(.host, "Limit UI \(name): \(limited ? "on" : "off")")
        applyDisplay()
    }

    private func applyDisplay() {
        let display = display
        for app in apps { sessions[app.id]?.setDisplay(display) }
        notify()
    }

    /// Connects or disconnects the phone. Disconnecting disconnects every app's scene (the car shows its home
    /// screen without apps); connecting again reconnects the scenes of the apps that were running, the one that was
    /// in front in front again.
    public func setPhoneConnected(_ connected: Bool) {
        guard connected != isPhoneConnected else { return }
        if connected {
            isPhoneConnected = true
            log.append(.host, "Phone connected")
            let (running, front) = runningBeforeDisconnect
            runningBeforeDisconnect = ([], nil)
            for id in running {
                guard let app = app(id), let session = sessions[id], let delegate = session.runAsApp({ app.makeSceneDelegate() }) else { continue }
                let inFront = id == front
                if inFront { foregroundApp = id }
                loggedAppearanceCount[id] = session.appearanceLog.count
                session.connect(delegate, inForeground: inFront)
            }
        } else {
            let running = apps.map(\.id).filter { sessions[$0]?.appState == .connected }
            runningBeforeDisconnect = (running, foregroundApp)
            isPhoneConnected = false
            foregroundApp = nil
            log.append(.host, "Phone disconnected")
            for id in running {
                guard let session = sessions[id] else { continue }
                session.disconnect()
            }
            focusHolders = []
            if audioOwner != nil {
                audioOwner = nil
                log.append(.audio, "The phone's audio stopped")
            }
            // Without the phone the car falls back to its own source.
            if radio.isOn, !radio.isPlaying {
                radio.isPlaying = true
                log.append(.audio, "Radio resumes: \(radio.station)")
            }
        }
        notify()
    }

    /// Locks or unlocks the phone: protected data becomes unavailable or available again. Every app hears it
    /// (`UIApplicationProtectedDataWillBecomeUnavailable` / `…DidBecomeAvailable`, and its app delegate).
    public func setPhoneLocked(_ locked: Bool) {
        guard locked != isPhoneLocked else { return }
        isPhoneLocked = locked
        log.append(.host, locked ? "Phone locked" : "Phone unlocked")
        let change = { UIApplication.shared._setProtectedDataAvailable(!locked) }
        if let session = apps.compactMap({ sessions[$0.id] }).first(where: { $0.appState == .connected }) {
            session.runAsApp(change)
        } else {
            change()
        }
        // UIApplication is one object in this process: the notification is posted once; the app delegate hears it
        // only when an app set one.
        var callbacks = [locked ? "UIApplicationProtectedDataWillBecomeUnavailable" : "UIApplicationProtectedDataDidBecomeAvailable"]
        if UIApplication.shared.delegate != nil {
            callbacks.insert(locked ? "applicationProtectedDataWillBecomeUnavailable" : "applicationProtectedDataDidBecomeAvailable", at: 0)
        }
        log.append(.app, "apps ← " + callbacks.joined(separator: ", "))
        notify()
    }

    /// Switches the car's radio on (it takes the audio back: the app holding the focus is paused) or off.
    public func setRadio(_ on: Bool) {
        guard on != radio.isOn || on != radio.isPlaying else { return }
        radio.isOn = on
        radio.isPlaying = on
        if on {
            // The car's source takes the audio back: every app holding the focus is interrupted (its session
            // becomes inactive and it hears the interruption) and paused, so playing again takes the focus again.
            for holder in focusHolders {
                guard let session = sessions[holder], session.appState == .connected else { continue }
                log.append(.app, "\(name(of: holder)) ← AVAudioSession interruption began, MPRemoteCommandCenter pause (the car's radio took the audio)")
                session.runAsApp { AVAudioSession.sharedInstance()._hostInterrupt() }
                session.sendRemoteCommand(.pause)
            }
            focusHolders = []
            audioOwner = nil
        }
        log.append(.audio, on ? "Radio on: \(radio.station)" : "Radio off")
        notify()
    }

    // MARK: Following the apps

    private func sessionChanged(_ id: String) {
        guard let session = sessions[id] else { return }
        logCallbacks(id, session)
        updateAudio(id, session)
        onChange?()
    }

    /// Logs the callbacks the app received since the last time: scene and session configuration callbacks
    /// (`CarSession.callbackLog`), then template appearance callbacks.
    private func logCallbacks(_ id: String, _ session: CarSession) {
        let received = session.callbackLog
        let logged = min(loggedCallbackCount[id] ?? 0, received.count)
        loggedCallbackCount[id] = received.count
        if received.count > logged {
            log.append(.app, "\(name(of: id)) ← " + received[logged...].joined(separator: ", "))
        }
        logAppearanceCallbacks(id, session)
    }

    private func logAppearanceCallbacks(_ id: String, _ session: CarSession) {
        let events = session.appearanceLog
        let done = loggedAppearanceCount[id] ?? 0
        guard events.count > done else {
            loggedAppearanceCount[id] = events.count
            return
        }
        loggedAppearanceCount[id] = events.count
        let names = events[done...].map { event -> String in
            let (method, template) = switch event {
            case .willAppear(let t): ("templateWillAppear", t)
            case .didAppear(let t): ("templateDidAppear", t)
            case .willDisappear(let t): ("templateWillDisappear", t)
            case .didDisappear(let t): ("templateDidDisappear", t)
            }
            return "\(method)(\(describe(template, in: session)))"
        }
        log.append(.app, "\(name(of: id)) ← " + names.joined(separator: ", "))
    }

    private func describe(_ template: ElementID, in session: CarSession) -> String {
        guard let snapshot = session.declaredSnapshot(of: template) else { return "template" }
        let title: String? = switch snapshot.content {
        case .list(let list): list.title
        case .grid(let grid): grid.title
        case .information(let information): information.title
        default: snapshot.tab.title
        }
        if let title, !title.isEmpty { return "\(snapshot.className) “\(title)”" }
        return snapshot.className
    }

    private func updateAudio(_ id: String, _ session: CarSession) {
        let audio = session.audioSession
        let takesFocus = audio?.takesAudioFocus ?? false
        if takesFocus, !focusHolders.contains(id) {
            focusHolders.append(id)
            audioOwner = id
            log.append(.audio, "\(name(of: id)) took the audio focus (\(audio?.category ?? ""))")
            if radio.isPlaying {
                radio.isPlaying = false
                log.append(.audio, "Radio stopped: \(name(of: id)) plays")
            }
        } else if !takesFocus, focusHolders.contains(id) {
            focusHolders.removeAll { $0 == id }
            if audioOwner == id { audioOwner = focusHolders.last }
            log.append(.audio, "\(name(of: id)) released the audio focus")
        }
        let ducked = radio.isPlaying && sessions.values.contains { session in
            guard let audio = session.audioSession else { return false }
            return audio.isActive && (audio.ducksOthers || audio.mode == AVAudioSession.Mode.voicePrompt.rawValue)
        }
        if ducked != radio.isDucked {
            radio.isDucked = ducked
            log.append(.audio, ducked ? "Radio ducked for a voice prompt" : "Radio back to full volume")
        }
    }

    private func name(of id: String) -> String { app(id)?.bundle.name ?? id }

    private func notify() {
        for app in apps { if let session = sessions[app.id] { logCallbacks(app.id, session) } }
        onChange?()
    }
}

extension CarSession {
    /// Sends the app a remote command as the car's hard keys and the radio do (the app's `MPRemoteCommandCenter`).
    @discardableResult
    func sendRemoteCommand(_ command: MPHostRemoteCommand) -> InputOutcome {
        guard appState == .connected else { return .appNotRunning }
        let status = runAsApp { MPRemoteCommandCenter.shared()._hostSend(command) }
        changed()
        return status == .success ? .handled : .unsupported
    }
}
