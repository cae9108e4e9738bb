import Foundation
@_spi(CarPlayHost) import CarPlay

// A navigation app's other scenes as the car connects them: the CarPlay Dashboard scene (shown in the Dashboard
// view) and the instrument cluster scene (on the car's cluster display), and the head-up display strip.
//
// Decisions (Apple documents the keys, not when iOS connects the scenes):
// - The car connects both scenes of one navigation app: the one most recently in front, else the first running one
//   in home-screen order. Another navigation app coming to the front takes them over.
// - A scene connects right after the app's CarPlay scene (launch, resume, the phone reconnecting), when the app
//   offers it (`offersDashboardScene`, `offersInstrumentClusterScene`: the Info.plist key, the category, the iOS
//   release) and its manifest names a delegate class; the cluster scene only while the car has a cluster display.
// - The scenes disconnect before the app's CarPlay scene does (phone disconnected, app closed for a fault), and the
//   cluster's when the car's cluster display goes or changes (it reconnects on the new one).
// - Opening the Dashboard view with no navigation app running launches the most recent one that offers a
//   Dashboard (else the first installed) in the background, so that the Dashboard has a map to show.
extension CarSystem {
    // MARK: Which app

    /// The navigation app whose Dashboard and cluster scenes the car connects: the running one most recently in
    /// front, else the first running navigation app; nil when none runs.
    public var navigationScenesApp: String? {
        let running = apps.filter { $0.bundle.category == .navigation && sessions[$0.id]?.appState == .connected }
        if let recent = recentNavigationApp, running.contains(where: { $0.id == recent }) { return recent }
        return running.first?.id
    }

    /// Whether an installed app can show on the Dashboard: CarPlay offers it the scene and its manifest names a
    /// delegate class.
    func offersDashboard(_ app: InstalledApp) -> Bool {
        app.makeDashboardSceneDelegate != nil && sessions[app.id]?.offersDashboardScene == true
    }

    /// Whether an installed app can show on the instrument cluster.
    func offersCluster(_ app: InstalledApp) -> Bool {
        app.makeClusterSceneDelegate != nil && sessions[app.id]?.offersInstrumentClusterScene == true
    }

    /// The app whose Dashboard scene is connected.
    public var dashboardApp: String? { apps.first { sessions[$0.id]?.isDashboardConnected == true }?.id }

    /// The app whose instrument cluster scene is connected.
    public var clusterApp: String? { apps.first { sessions[$0.id]?.clusterDisplay != nil }?.id }

    // MARK: Connecting and disconnecting

    /// Notes that `id` came to the front (a navigation app takes the scenes over).
    func noteInFront(_ id: String) {
        if app(id)?.bundle.category == .navigation { recentNavigationApp = id }
    }

    /// Connects and disconnects the Dashboard and cluster scenes so that exactly the scenes the car should have are
    /// connected (see the decisions above). Idempotent.
    func updateNavigationScenes() {
        let owner = isPhoneConnected ? navigationScenesApp : nil
        // Disconnect first: a scene moving to another app leaves the old one before the new one connects.
        for app in apps {
            guard let session = sessions[app.id] else { continue }
            let owns = app.id == owner
            if session.isDashboardConnected, !owns || !offersDashboard(app) {
                log.append(.host, "Dashboard scene of \(app.bundle.name) disconnected")
                session.disconnectDashboard()
            }
            if let display = session.clusterDisplay, !owns || !offersCluster(app) || display != clusterDisplay {
                log.append(.host, "Instrument cluster scene of \(app.bundle.name) disconnected")
                session.disconnectCluster()
            }
        }
        guard let owner, let app = app(owner), let session = sessions[owner] else { return }
        if offersDashboard(app), !session.isDashboardConnected,
            let make = app.makeDashboardSceneDelegate, let delegate = session.runAsApp({ make() })
        {
            log.append(.host, "Dashboard scene of \(app.bundle.name) connected")
            session.connectDashboard(delegate)
        }
        if let display = clusterDisplay, offersCluster(app), session.clusterDisplay == nil,
            let make = app.makeClusterSceneDelegate, let delegate = session.runAsApp({ make() })
        {
            log.append(.host, "Instrument cluster scene of \(app.bundle.name) connected on \(display.name)")
            session.connectCluster(
                delegate, display: display, compass: clusterCompass, speedLimit: clusterSpeedLimit,
                appearance: effectiveClusterAppearance)
        }
    }

    // MARK: The Dashboard view

    /// The home screen's Dashboard button: the main display shows the Dashboard view (the navigation app's map tile
    /// beside the Now Playing card); a navigation app offering a Dashboard that is not running is launched in the
    /// background first. Without any such app the Dashboard view still opens for the widgets and Live Activities
    /// it shows (iOS 26); with neither, the home screen says so for three seconds.
    public func showDashboard() {
        guard isPhoneConnected else { return }
        calls.leaveCallScreen()
        let candidates = apps.filter(offersDashboard)
        let hasWidgets = !widgets.shown.isEmpty || !widgets.activities.isEmpty
        guard !candidates.isEmpty || hasWidgets else {
            let hasNavigation = apps.contains { $0.bundle.category == .navigation }
            let text = hasNavigation ? "No app offers a Dashboard" : "Dashboard needs a navigation app"
            log.append(.host, text)
            homeNotice = (text, clock().addingTimeInterval(3))
            onChange?()
            return
        }
        // The navigation app holding the scenes may have no Dashboard of its own: then one that has is launched.
        if !candidates.isEmpty, dashboardApp == nil, navigationScenesApp.flatMap(app).map(offersDashboard) != true {
            let pick = candidates.first { $0.id == recentNavigationApp } ?? candidates[0]
            if let session = sessions[pick.id], let delegate = try? newSceneDelegate(pick, session: session) {
                connectAnew(
                    pick, session: session, delegate: delegate, inForeground: false,
                    message: "Launched \(pick.bundle.name) in the background for the Dashboard")
                recentNavigationApp = pick.id
                updateNavigationScenes()
            }
        }
        sendForegroundAppToBackground()
        isDashboardShowing = true
        log.append(.host, "Dashboard")
        notify()
    }

    /// What the Dashboard view shows now.
    var dashboardViewState: DashboardViewState {
        let navigation = dashboardApp.flatMap(app).map {
            DashboardViewState.NavigationApp(bundleIdentifier: $0.id, name: $0.bundle.name)
        }
        let audioApp = audioOwner.flatMap(app) ?? apps.first { $0.bundle.category == .audio }
        let nowPlaying = audioApp.map { audio in
            DashboardViewState.NowPlaying(
                bundleIdentifier: audio.id, appName: audio.bundle.name,
                info: state(of: audio.id) == .notRunning
                    ? nil : sessions[audio.id].flatMap { SessionScreen.nowPlayingInfo(context: $0) })
        }
        let status = carStatus
        return DashboardViewState(
            navigationApp: navigation, nowPlaying: nowPlaying,
            statusBar: StatusBarState(
                time: timeText, signalBars: status.signalBars, networkType: status.networkType,
                isPlayingAudio: status.isPlayingAudio),
            focus: homeFocus, widgets: dashboardWidgets)
    }

    /// The Dashboard view as the main display shows it (`DashboardViewLayout`), whether or not it is showing.
    public func dashboardViewScreen() -> Screen {
        withSiri(
            withNavigationBanner(
                withCall(DashboardViewLayout.screen(dashboardViewState, display: display, now: clock()))))
    }

    /// The navigation app's Dashboard tile (its Dashboard scene's screen, laid out for the tile; drawn inside the
    /// Dashboard view's `dashboard` node) while the Dashboard view shows; nil otherwise.
    public func dashboardScreen() -> Screen? {
        guard isDashboardShowing, foregroundApp == nil, isPhoneConnected, let id = dashboardApp else { return nil }
        return sessions[id]?.dashboardScreen()
    }

    /// Taps the Dashboard tile's element `id` (a shortcut button): its handler runs.
    public func tapDashboard(element id: String) throws(SystemError) -> InputOutcome {
        let session = try requireDashboard()
        let node = session.dashboardScreen()?.node(ElementID(id))
        log.append(.input, "Dashboard tap " + (node.map(Self.describe) ?? "an element not on the Dashboard"))
        return finishInput(session.activateDashboard(element: ElementID(id)))
    }

    /// Taps the Dashboard tile at `point` (tile points): a shortcut button there runs its handler; elsewhere on the
    /// tile the navigation app opens, as tapping the Dashboard's map does in CarPlay.
    public func tapDashboard(at point: Point) throws(SystemError) -> InputOutcome {
        let session = try requireDashboard()
        log.append(.input, "Dashboard tap at (\(fmt(point.x)), \(fmt(point.y)))")
        guard let screen = session.dashboardScreen(), screen.root.frame.contains(point) else {
            return finishInput(.notOnScreen)
        }
        if let hit = screen.hitTest(point), hit.action != nil, let id = hit.id {
            return finishInput(session.activateDashboard(element: id))
        }
        guard let app = dashboardApp else { return finishInput(.notOnScreen) }
        try launch(app)
        return finishInput(.handledBySystem)
    }

    private func requireDashboard() throws(SystemError) -> CarSession {
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard isDashboardShowing, foregroundApp == nil, let id = dashboardApp, let session = sessions[id] else {
            throw .notRunning
        }
        return session
    }

    // MARK: The instrument cluster

    /// Gives the car the cluster display preset `id` (nil: no cluster). The navigation app's cluster scene
    /// disconnects from the old display and connects on the new one.
    public func setClusterDisplay(presetID id: String?) throws(SystemError) {
        var display: ClusterDisplay?
        if let id {
            guard let preset = ClusterDisplay.preset(id) else { throw .unknownClusterPreset(id) }
            display = preset
        }
        guard display != clusterDisplay else { return }
        clusterDisplay = display
        log.append(.host, display.map { "Instrument cluster: \($0.name)" } ?? "Instrument cluster: none")
        updateNavigationScenes()
        notify()
    }

    /// The instrument cluster as the car shows it, nil while no app's cluster scene is connected.
    public func clusterScreen() -> Screen? {
        guard isPhoneConnected, let id = clusterApp else { return nil }
        return sessions[id]?.clusterScreen()
    }

    /// The car's cluster zoom controls: the app on the cluster hears them.
    public func zoomCluster(_ zoom: ClusterZoom) throws(SystemError) -> InputOutcome {
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard let id = clusterApp, let session = sessions[id] else { throw .noClusterScene }
        log.append(.input, "Cluster zoom \(zoom.rawValue)")
        return finishInput(session.zoomCluster(zoom))
    }

    /// The car's compass setting for the cluster's map; the app on the cluster hears a change.
    public func setClusterCompass(_ setting: CPInstrumentClusterSetting) {
        guard setting != clusterCompass else { return }
        clusterCompass = setting
        log.append(.host, "Cluster compass: \(Self.name(of: setting))")
        if let id = clusterApp { sessions[id]?.setClusterCompass(setting) }
        notify()
    }

    /// The car's speed-limit setting for the cluster's map; the app on the cluster hears a change.
    public func setClusterSpeedLimit(_ setting: CPInstrumentClusterSetting) {
        guard setting != clusterSpeedLimit else { return }
        clusterSpeedLimit = setting
        log.append(.host, "Cluster speed limit: \(Self.name(of: setting))")
        if let id = clusterApp { sessions[id]?.setClusterSpeedLimit(setting) }
        notify()
    }

    /// A cluster setting's name as the log and the simulator protocol write it.
    public static func name(of setting: CPInstrumentClusterSetting) -> String {
        switch setting {
        case .unspecified: "unspecified"
        case .enabled: "enabled"
        case .disabled: "disabled"
        case .userPreference: "userPreference"
        }
    }

    // MARK: The head-up display

    /// The head-up display strip: the navigation metadata the car receives now, from the navigation app on the
    /// car's scenes first, else any navigation app; nil while none sends any.
    public var headUpDisplay: HeadUpDisplay? {
        guard isPhoneConnected else { return nil }
        let order = [navigationScenesApp].compactMap { $0 } + apps.map(\.id)
        for id in order {
            guard let session = sessions[id], session.appState == .connected,
                let metadata = session.navigationMetadata.current
            else { continue }
            return HeadUpDisplay(metadata, bundleIdentifier: id, locale: session.locale)
        }
        return nil
    }
}
