import Foundation

/// The home screen as a `Screen` (laid out by `HomeLayout`), and what its icons and Dashboard button do.
extension CarSystem {
    /// What the car reports in the status bar: the phone's signal and network while connected, and whether an app
    /// plays audio.
    var carStatus: CarStatus {
        CarStatus(
            signalBars: isPhoneConnected ? 4 : 0, networkType: isPhoneConnected ? "LTE" : nil,
            isPlayingAudio: audioOwner != nil)
    }

    /// The home screen, laid out for the car's display: again only when what it shows changed (its layout reads
    /// nothing but `HomeState` and the display; the time is the status bar's text).
    public func homeScreen() -> Screen {
        let home = homeScreenState
        if let last = homeLayout, last.state == home, last.display == display {
            return withSiri(withNavigationBanner(withCall(withLiveActivityBanner(last.screen))))
        }
        let screen = HomeLayout.screen(home, display: display, now: clock())
        homeLayout = (home, display, screen)
        homeLayoutCount += 1
        return withSiri(withNavigationBanner(withCall(withLiveActivityBanner(screen))))
    }

    /// What the main display shows now: the app in front, else the Dashboard view while it shows, else the home
    /// screen.
    public func currentScreen() -> Screen {
        screen() ?? systemScreen()
    }

    /// What the system shows when no app is in front: the Dashboard view while it shows, else the home screen.
    func systemScreen() -> Screen {
        isDashboardShowing && isPhoneConnected ? dashboardViewScreen() : homeScreen()
    }

    /// The home screen's notice, while it shows (three seconds on the car's clock).
    var currentHomeNotice: String? {
        guard let notice = homeNotice, clock() < notice.until else { return nil }
        return notice.text
    }

    /// Runs the action of a home-screen node (an app icon, the Dashboard button).
    func performHome(_ action: ScreenAction) throws(SystemError) -> InputOutcome {
        switch action {
        case .launchApp(let id):
            try launch(id)
            return .handledBySystem
        case .showDashboard:
            toggleDashboard()
            return .handledBySystem
        case .showHomePage(let page):
            guard !isDashboardShowing, homePages.indices.contains(page) else { return .notOnScreen }
            showHomePage(page)
            return .handledBySystem
        case .selectNavigationBanner(let id):
            return try selectNavigationBanner(of: id)
        case .playback(let control) where isDashboardShowing:
            return sendDashboardPlayback(control)
        case .callControl(let control):
            return calls.perform(control)
        default:
            return .unsupported
        }
    }

    /// What the home screen shows now: the icons of the apps CarPlay shows (an app without a CarPlay category, such
    /// as one installed for its widgets, has none).
    var homeScreenState: HomeState {
        let icons = apps.filter { sessions[$0.id]?.rules.showsApp == true }.map { app in
            let running: Set<AppRunState> = [.foreground, .background]
            return HomeState.App(
                bundleIdentifier: app.id, name: app.bundle.name, category: app.bundle.category,
                isRunning: running.contains(self.state(of: app.id)))
        }
        let status = carStatus
        return HomeState(
            apps: icons, isPhoneConnected: isPhoneConnected, message: homeMessage, notice: currentHomeNotice,
            focus: homeFocus,
            statusBar: StatusBarState(
                time: timeText, signalBars: status.signalBars, networkType: status.networkType,
                isPlayingAudio: status.isPlayingAudio), page: homePage)
    }

    /// The home screen's pages of icons, as its layout cuts them on the car's display (bundle identifiers).
    var homePages: [[String]] {
        HomeLayout.pages(of: homeScreenState, display: display)
    }

    /// A swipe on the home screen (a touch screen): to the left the next page of icons, to the right the one before.
    /// `.unsupported` anywhere else (an app's screen, the Dashboard view), past the last or first page, or up and
    /// down.
    public func swipe(_ direction: CarSession.NudgeDirection) throws(SystemError) -> InputOutcome {
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard foregroundApp == nil, !isDashboardShowing, display.inputDevices.contains(.touch) else {
            return finishInput(.unsupported)
        }
        let step: Int
        switch direction {
        case .left: step = 1
        case .right: step = -1
        case .up, .down: return finishInput(.unsupported)
        }
        let pages = homePages
        let shown = min(max(0, homePage), pages.count - 1)
        guard pages.indices.contains(shown + step) else { return finishInput(.unsupported) }
        log.append(.input, "Swipe \(direction) on the home screen")
        showHomePage(shown + step)
        return finishInput(.handledBySystem)
    }

    /// Shows page `page` of the home screen's icons; a knob focus on an icon of another page moves to the first icon
    /// of this one (the focus stays on what the screen shows).
    func showHomePage(_ page: Int) {
        guard page != homePage else { return }
        homePage = page
        let pages = homePages
        if let focus = homeFocus, focus != Self.dashboardFocus, pages.indices.contains(page),
            !pages[page].contains(focus)
        {
            homeFocus = pages[page].first
        }
        log.append(.host, "Home screen, page \(page + 1)")
        notify()
    }

    /// The Dashboard button: on the home screen it opens the Dashboard view, on the Dashboard view it goes back to
    /// the home screen.
    func toggleDashboard() {
        guard isDashboardShowing else { return showDashboard() }
        isDashboardShowing = false
        log.append(.host, "Home screen")
        notify()
    }

    /// A playback control of the Dashboard's Now Playing card: the card's audio app hears the remote command, as
    /// from its own Now Playing screen.
    func sendDashboardPlayback(_ control: NowPlayingLayout.PlaybackControl) -> InputOutcome {
        guard let id = dashboardViewState.nowPlaying?.bundleIdentifier, let session = sessions[id],
            session.appState == .connected
        else { return .appNotRunning }
        log.append(.app, "\(name(of: id)) ← MPRemoteCommandCenter \(control.rawValue) (Dashboard)")
        return session.sendRemoteCommand(control.command)
    }
}
