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

    /// The home screen, laid out for the car's display.
    public func homeScreen() -> Screen {
        let icons = apps.map { app in
            let running: Set<AppRunState> = [.foreground, .background]
            return HomeState.App(
                bundleIdentifier: app.id, name: app.bundle.name, category: app.bundle.category,
                isRunning: running.contains(self.state(of: app.id)))
        }
        let status = carStatus
        let home = HomeState(
            apps: icons, isPhoneConnected: isPhoneConnected, message: homeMessage, notice: currentHomeNotice,
            focus: homeFocus,
            statusBar: StatusBarState(
                time: timeText, signalBars: status.signalBars, networkType: status.networkType,
                isPlayingAudio: status.isPlayingAudio))
        return withNavigationBanner(HomeLayout.screen(home, display: display, now: clock()))
    }

    /// What the main display shows now: the app in front, else the home screen.
    public func currentScreen() -> Screen {
        screen() ?? homeScreen()
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
            showDashboard()
            return .handledBySystem
        case .selectNavigationBanner(let id):
            return try selectNavigationBanner(of: id)
        default:
            return .unsupported
        }
    }

    /// The Dashboard button: the Dashboard needs a navigation app's Dashboard scene, which no installed app offers
    /// yet; the home screen says so for three seconds.
    public func showDashboard() {
        let hasNavigation = apps.contains { $0.bundle.category == .navigation }
        let text = hasNavigation ? "Dashboard: open a navigation app to use it" : "Dashboard needs a navigation app"
        log.append(.host, text)
        homeNotice = (text, clock().addingTimeInterval(3))
        onChange?()
    }
}
