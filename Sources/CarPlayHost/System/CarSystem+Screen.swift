import Foundation
@_spi(CarPlayHost) import CarPlay

// What the car's main display shows.
extension CarSystem {
    /// The screen of the app in front, with the banner of a navigation app in the background over it; nil on the
    /// home screen (`homeScreen()`, `currentScreen()`).
    public func screen() -> Screen? {
        guard let session = foregroundSession else { return nil }
        session.carStatus = carStatus
        return withSiri(withNavigationBanner(withLiveActivityBanner(session.screen())))
    }

    /// The banner the car shows now: the newest of the navigation apps in the background, nil when none has one.
    public var navigationBanner: NavigationBanner? {
        apps.compactMap { app in
            state(of: app.id) == .background ? sessions[app.id]?.navigationBanner : nil
        }
        .max { $0.shownAt < $1.shownAt }
    }

    /// The navigation banner as the car draws it over the screen in front; nil when there is none. Decision: the
    /// Dashboard view shows no banner of the app on its tile (the tile shows that app's maneuvers already).
    public var navigationBannerNode: ScreenNode? {
        guard isPhoneConnected, let banner = navigationBanner else { return nil }
        if foregroundApp == nil, isDashboardShowing, banner.bundleIdentifier == dashboardApp { return nil }
        let locale = sessions[banner.bundleIdentifier]?.locale ?? Locale(identifier: "en_US")
        return NavigationBannerLayout.node(banner, display: display, now: clock(), locale: locale)
    }

    /// `screen` with the navigation banner over it (the last child of its root: drawn over everything, hit first).
    func withNavigationBanner(_ screen: Screen) -> Screen {
        guard let node = navigationBannerNode else { return screen }
        return NavigationBannerLayout.overlay(node, on: screen)
    }

    /// Taps the navigation banner of the app `id`: the car brings the app to the front (launch's resume path, the
    /// app in front goes to the background) and the app hears `templateApplicationScene(_:didSelect:)`.
    @discardableResult
    public func selectNavigationBanner(of id: String) throws(SystemError) -> InputOutcome {
        guard let session = sessions[id] else { throw .unknownApp(id) }
        guard isPhoneConnected else { throw .phoneDisconnected }
        guard state(of: id) == .background, session.navigationBanner != nil else { return .notOnScreen }
        log.append(.host, "Navigation banner of \(name(of: id)) selected")
        let outcome = try session.selectNavigationBanner { () throws(SystemError) in try launch(id) }
        notify()
        return outcome
    }

    /// The status bar clock's text ("12:05"; "9:05" in the evening in the United States, "21:05" in Britain).
    public var timeText: String { ScreenLayout.clockText(now: clock(), timeZone: timeZone, locale: locale) }
}
