import Foundation
@_spi(CarPlayHost) import CarPlay

// Launching, resuming, the home screen and faults.
extension CarSystem {
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
            isDashboardShowing = false
            homeMessage = nil
            log.append(.host, "Resumed \(app.bundle.name)")
            session.enterForeground()
            noteInFront(id)
            updateNavigationScenes()
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
        loggedAppearanceCount[id] = session.appearanceEventCount
        foregroundApp = id
        isDashboardShowing = false
        homeMessage = nil
        log.append(.host, "Launched \(app.bundle.name) (\(id))")
        session.connect(delegate)
        if session.appState == .connected { noteInFront(id) }
        updateNavigationScenes()
        notify()
    }

    /// Shows the home screen: the app in front goes to the background with its state kept.
    public func goHome() {
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

    private func sendForegroundAppToBackground() {
        guard let id = foregroundApp, let session = sessions[id] else { return }
        foregroundApp = nil
        homeFocus = id
        session.enterBackground()
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
