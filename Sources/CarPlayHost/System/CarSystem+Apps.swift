import Foundation
@_spi(CarPlayHost) import CarPlay

// Launching, resuming, the home screen and faults.
extension CarSystem {
    // MARK: Launching and the home screen

    /// Launches an app (connects its scene) or resumes it (its scene enters the foreground with the templates it
    /// had). The app in front goes to the background first. A communication app without a CarPlay scene starts
    /// Siri instead, its interface in the car.
    public func launch(_ id: String) throws(SystemError) {
        guard let app = app(id), let session = sessions[id] else { throw .unknownApp(id) }
        guard isPhoneConnected else { throw .phoneDisconnected }
        // The call screen gives way to the app; the status bar's call button brings it back.
        calls.leaveCallScreen()
        guard foregroundApp != id else { return }
        if app.isSiriKitApp { return startSiriForSiriKitApp(id, session: session) }
        if session.appState == .connected {
            sendForegroundAppToBackground()
            bringToFront(id)
            log.append(.host, "Resumed \(app.bundle.name)")
            session.enterForeground()
            noteInFront(id)
            updateNavigationScenes()
            notify()
            return
        }
        let delegate = try newSceneDelegate(app, session: session)
        sendForegroundAppToBackground()
        connectAnew(
            app, session: session, delegate: delegate, inForeground: true,
            message: "Launched \(app.bundle.name) (\(id))")
        if session.appState == .connected { noteInFront(id) }
        updateNavigationScenes()
        notify()
    }

    /// Shows the home screen: the app in front goes to the background with its state kept, and the call screen of
    /// a call under way gives way (the status bar's call button brings it back).
    public func goHome() {
        calls.leaveCallScreen()
        if foregroundApp == nil, isDashboardShowing {
            isDashboardShowing = false
            log.append(.host, "Home screen")
            notify()
            return
        }
        guard foregroundApp != nil else { return }
        sendForegroundAppToBackground()
        log.append(.host, "Home screen")
        notify()
    }

    /// The app in front (if any) goes to the background with its state kept; the home screen's focus rests on it.
    func sendForegroundAppToBackground() {
        guard let id = foregroundApp, let session = sessions[id] else { return }
        foregroundApp = nil
        homeFocus = id
        session.enterBackground()
    }

    /// `id` becomes the app in front: the Dashboard view and the home screen's message go.
    private func bringToFront(_ id: String) {
        foregroundApp = id
        isDashboardShowing = false
        homeMessage = nil
    }

    /// A new scene delegate for a launch of `app`: throws when CarPlay does not show the app or its scene delegate
    /// class cannot be instantiated.
    func newSceneDelegate(_ app: InstalledApp, session: CarSession) throws(SystemError)
        -> any CPTemplateApplicationSceneDelegate
    {
        guard session.rules.showsApp else {
            throw .cannotLaunch(app.id, reason: "CarPlay does not show it (no CarPlay category for this iOS version)")
        }
        guard let delegate = session.runAsApp({ app.makeSceneDelegate() }) else {
            throw .cannotLaunch(app.id, reason: "its scene delegate class cannot be instantiated")
        }
        return delegate
    }

    /// Launches `app` with `delegate`: its scene connects afresh (after a fault, from a clean state), in front (the
    /// app becomes the one in front) or in the background, and the log says `message`.
    func connectAnew(
        _ app: InstalledApp, session: CarSession, delegate: any CPTemplateApplicationSceneDelegate,
        inForeground: Bool, message: String
    ) {
        session.resetAfterTermination()
        loggedAppearanceCount[app.id] = session.appearanceEventCount
        if inForeground { bringToFront(app.id) }
        log.append(.host, message)
        session.connect(delegate, inForeground: inForeground)
    }

    // MARK: Faults

    func appFaulted(_ id: String, _ fault: Fault) {
        let name = name(of: id)
        homeMessage = fault.description
        log.append(.fault, "\(name) closed: \(fault.description)")
        if foregroundApp == id { foregroundApp = nil }
        applyAudio(audioFocus.appClosed(id))
        updateNavigationScenes()
        notify()
    }
}
