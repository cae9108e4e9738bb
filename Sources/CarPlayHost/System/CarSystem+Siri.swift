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

    /// The app the Siri key starts Siri for: the communication app in front, else the first installed
    /// communication app that gives Siri intent handlers, else the first communication app (docs/DECISIONS.md,
    /// "Issue 24": Siri in the car is for messages and calls); nil when none is installed.
    public var siriKeyApp: String? {
        if let front = foregroundApp, let app = apps.first(where: { $0.id == front }),
            MessagingRules.siriKeyServes(app.bundle.category)
        {
            return front
        }
        let communication = apps.filter { MessagingRules.siriKeyServes($0.bundle.category) }
        return (communication.first { sessions[$0.id]?.intentHandlerProvider != nil } ?? communication.first)?.id
    }

    /// Siri takes the car's audio while it works for an app (it listens and speaks): the apps playing pause and the
    /// radio, as for a call; they may resume when Siri goes (`AudioFocus.systemAudioBegan(_:for:)`).
    func followSiriAudio() {
        let working = siriSession?.app.bundleIdentifier
        let holder = audioFocus.systemAudio[.siri]?.app
        guard working != holder else { return }
        if holder != nil { applyAudio(audioFocus.systemAudioEnded(for: .siri)) }
        if let working { applyAudio(audioFocus.systemAudioBegan(working, for: .siri)) }
    }

    /// The Siri key (held on the steering wheel): Siri asks what the driver wants, for `siriKeyApp`. Siri up for
    /// another app goes first (one Siri at a time). `.unsupported` when no communication app is installed.
    func pressSiriKey() -> InputOutcome {
        guard isPhoneConnected else { return .appNotRunning }
        guard let id = siriKeyApp, let session = sessions[id] else {
            log.append(.host, "Siri: no communication app is installed for messages and calls")
            return finishInput(.unsupported)
        }
        for app in apps where app.id != id { sessions[app.id]?.cancelSiri() }
        log.append(.host, "Siri listens for \(name(of: id))")
        session.startSiri(.listen)
        return finishInput(.handledBySystem)
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
