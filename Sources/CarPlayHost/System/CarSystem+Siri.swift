import Foundation

// Siri in the car: the Siri key, what the driver says to Siri (the browser car's Siri panel), and Siri's card over
// whatever the screen shows when Siri works for an app that is not in front.
extension CarSystem {
    /// The session Siri works in now: the app in front's when its Siri is up, else the app's Siri the Siri key
    /// started; nil when Siri is not up.
    public var siriSession: CarSession? {
        if let front = foregroundSession, front.siriState != .idle { return front }
        return apps.lazy.compactMap { self.sessions[$0.id] }.first { $0.siriState != .idle }
    }

    /// The app the Siri key starts Siri for: the communication or audio app in front, else the communication app
    /// Siri takes messages and calls for (`siriCommunicationApp`), else the audio app it plays media with
    /// (`siriMediaApp`) (docs/DECISIONS.md, "Issue 24": Siri in the car is for messages, calls and media); nil when
    /// none is installed.
    public var siriKeyApp: String? {
        if let front = foregroundApp, let app = apps.first(where: { $0.id == front }),
            MessagingRules.siriKeyServes(app.bundle.category)
        {
            return front
        }
        return siriCommunicationApp ?? siriMediaApp
    }

    /// The communication app Siri takes messages and calls for when the driver names none: the first that gives
    /// Siri intent handlers, else the first installed.
    public var siriCommunicationApp: String? {
        let communication = apps.filter { $0.bundle.category == .communication }
        return (communication.first { sessions[$0.id]?.intentHandlerProvider != nil } ?? communication.first)?.id
    }

    /// The audio app Siri plays media with when the driver names none: the one holding the car's audio (or that
    /// Siri paused to listen), else the first that gives Siri intent handlers, else the first installed.
    public var siriMediaApp: String? {
        let audio = apps.filter { $0.bundle.category == .audio }
        if let owner = audioOwner ?? audioFocus.systemAudio[.siri]?.pausedApps.last,
            audio.contains(where: { $0.id == owner })
        {
            return owner
        }
        return (audio.first { sessions[$0.id]?.intentHandlerProvider != nil } ?? audio.first)?.id
    }

    /// Hands a request the driver said to `from`'s Siri to the app that takes it: the app named `name` (of the
    /// request's kind), else `siriMediaApp` for media or `siriCommunicationApp`; its Siri takes the request on.
    /// False when no other app takes it.
    func handOffSiriRequest(_ text: String, from id: String, toAppNamed name: String?, media: Bool) -> Bool {
        let kind: AppCategory = media ? .audio : .communication
        let target: String?
        if let name {
            target = apps.first { $0.bundle.name.lowercased() == name.lowercased() && $0.bundle.category == kind }?.id
        } else {
            target = media ? siriMediaApp : siriCommunicationApp
        }
        guard let target, target != id, let session = sessions[target] else { return false }
        log.append(.host, "Siri takes the request to \(self.name(of: target))")
        if media { connectForSiriMedia(target) }
        session.startSiri(.request(text))
        return true
    }

    /// An audio app Siri plays media with runs in the background when it was not running (its scene connects
    /// behind the app in front), as iOS launches it to handle a media intent: its audio plays in the car.
    private func connectForSiriMedia(_ id: String) {
        guard let app = app(id), let session = sessions[id], session.appState != .connected,
            let delegate = try? newSceneDelegate(app, session: session)
        else { return }
        connectAnew(
            app, session: session, delegate: delegate, inForeground: false,
            message: "Launched \(app.bundle.name) in the background for Siri")
    }

    /// Siri takes the car's audio while it works for an app (it listens and speaks): the apps playing pause and the
    /// radio, as for a call; they may resume when Siri goes (`AudioFocus.systemAudioBegan(_:for:)`).
    func followSiriAudio() {
        let working = siriSession?.app.bundleIdentifier
        let holder = audioFocus.systemAudio[.siri]?.app
        guard working != holder else { return }
        if holder != nil, let working {
            // Siri went on in another app (a request handed on): what it paused stays paused.
            audioFocus.systemAudioMoved(to: working, for: .siri)
            return
        }
        if holder != nil { applyAudio(audioFocus.systemAudioEnded(for: .siri)) }
        if let working { applyAudio(audioFocus.systemAudioBegan(working, for: .siri)) }
    }

    /// The Siri key (held on the steering wheel): Siri asks what the driver wants, for `siriKeyApp`. Siri up for
    /// another app goes first (one Siri at a time). `.unsupported` when no communication or audio app is installed.
    func pressSiriKey() -> InputOutcome {
        guard isPhoneConnected else { return .appNotRunning }
        guard let id = siriKeyApp, let session = sessions[id] else {
            log.append(.host, "Siri: no communication or audio app is installed for messages, calls and media")
            return finishInput(.unsupported)
        }
        for app in apps where app.id != id { sessions[app.id]?.cancelSiri() }
        if self.app(id)?.bundle.category == .audio { connectForSiriMedia(id) }
        log.append(.host, "Siri listens for \(name(of: id))")
        session.startSiri(.listen)
        return finishInput(.handledBySystem)
    }

    /// The icon of an app that reaches CarPlay through SiriKit alone (`InstalledApp.isSiriKitApp`): Siri is its
    /// interface, asking what the driver wants for it over the screen shown; the app does not come to the front.
    func startSiriForSiriKitApp(_ id: String, session: CarSession) {
        for app in apps where app.id != id { sessions[app.id]?.cancelSiri() }
        log.append(.host, "Siri listens for \(name(of: id)) (its interface in CarPlay: SiriKit)")
        session.startSiri(.listen)
        notify()
    }

    /// `screen` with Siri's card over it when Siri works for an app whose screen is not the one shown (the app in
    /// front draws its own Siri's card).
    func withSiri(_ screen: Screen) -> Screen {
        guard let session = siriSession, session !== foregroundSession,
            let node = SiriLayout.node(
                state: session.siriState, shownText: session.siriShownLine, display: display, now: clock(),
                locale: session.locale)
        else { return screen }
        return SiriLayout.overlay(node, on: screen)
    }

    /// The driver says `text` to Siri (a yes or no, a name, a message to dictate, a request after the Siri key).
    /// `.unsupported` when Siri is not listening. The log keeps only the length: what a driver dictates is a message's
    /// content.
    public func siriHears(_ text: String) throws(SystemError) -> InputOutcome {
        guard let session = siriSession else {
            _ = try requireForeground()
            log.append(.input, "Said to Siri (\(text.count) characters): Siri is not listening")
            return finishInput(.unsupported)
        }
        guard case .listening = session.siriState else {
            log.append(.input, "Said to Siri (\(text.count) characters): Siri is not listening")
            return finishInput(.unsupported)
        }
        log.append(.input, "Said to Siri (\(text.count) characters)")
        session.siriHears(text)
        return finishInput(.handled)
    }

    /// The driver dismisses Siri; `.notOnScreen` when Siri is not up.
    public func dismissSiri() throws(SystemError) -> InputOutcome {
        guard let session = siriSession else {
            if foregroundApp != nil { _ = try requireForeground() }
            return finishInput(.notOnScreen)
        }
        log.append(.input, "Dismiss Siri")
        session.cancelSiri()
        return finishInput(.handled)
    }
}
