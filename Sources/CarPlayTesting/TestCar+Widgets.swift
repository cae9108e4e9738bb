@_spi(AppCode) import CarPlayHost
import Foundation
import SwiftUI
import Testing
import WidgetKit

// Widgets and Live Activities in a test car: the app's widget extension (read from its module's `*.appex`
// Info.plist, or installed from a type), the driver's choice, the Dashboard view's widgets column, taps, and the
// Live Activities the app starts.
extension TestCar {
    /// Installs a widget extension's widgets from its `WidgetBundle` type, as the car loads an app's extension
    /// (`isCarPlayApp`: whether the app is a CarPlay app; by default whether the test car's app has a CarPlay
    /// category).
    public func installWidgets<Bundle: WidgetBundle>(_ bundle: Bundle.Type, isCarPlayApp: Bool? = nil) {
        widgets.install(
            app: session.app.bundleIdentifier, appName: session.app.name,
            isCarPlayApp: isCarPlayApp ?? session.rules.showsApp,
            dataProtection: session.app.entitlements.dataProtection
        ) { () throws(_WidgetExtension.Failure) in _WidgetDescription.describe(bundle: bundle.init()) }
    }

    /// Installs one widget (an extension whose entry point is a `Widget`).
    public func installWidget<W: Widget>(_ widget: W.Type, isCarPlayApp: Bool? = nil) {
        widgets.install(
            app: session.app.bundleIdentifier, appName: session.app.name,
            isCarPlayApp: isCarPlayApp ?? session.rules.showsApp,
            dataProtection: session.app.entitlements.dataProtection
        ) { () throws(_WidgetExtension.Failure) in _WidgetDescription.describe(widget.init()) }
    }

    /// The app's widgets the driver may choose in Settings (its small family widgets).
    public var offeredWidgets: [CarWidgets.Widget] { widgets.offered }

    /// Shows the app's widgets of these kinds on the Dashboard, in this order, as the driver chooses them in Settings.
    /// An unknown kind fails the test and changes nothing.
    public func showWidgets(_ kinds: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let app = session.app.bundleIdentifier
        do throws(WidgetError) {
            try widgets.show(kinds.map { app + "/" + $0 })
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    /// The Dashboard view on the car's display: its widgets column with the app's Live Activities and the widgets
    /// shown (an empty status bar and no Now Playing or navigation tile: the test car hosts one app).
    public var dashboardView: Screen {
        let display = session.display
        let state = DashboardViewState(
            navigationApp: nil, nowPlaying: nil,
            statusBar: StatusBarState(time: "12:00", signalBars: 4, networkType: "LTE", isPlayingAudio: false),
            widgets: widgets.dashboardWidgets(
                appearance: display.appearance, locale: session.locale, timeZone: session.timeZone))
        return DashboardViewLayout.screen(state, display: display, now: now)
    }

    /// The Live Activities the app started and the car still shows.
    public var liveActivities: [CarWidgets.LiveActivity] { widgets.activities }

    /// Taps the widget of `kind` on the Dashboard view. A CarPlay app opens with the widget's URL (its scene hears
    /// it; a scene not connected connects with it); a widget disfavoured for CarPlay, or one of an app that is not a
    /// CarPlay app, opens nothing (`.unsupported`). `.notOnScreen` when the Dashboard does not show it.
    @discardableResult
    public func tapWidget(_ kind: String, link: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        -> InputOutcome
    {
        let id = "widget:" + session.app.bundleIdentifier + "/" + kind + (link.map { "#\($0)" } ?? "")
        guard let node = dashboardView.node(ElementID(id)) else { return .notOnScreen }
        return open(node, sourceLocation: sourceLocation)
    }

    /// Taps the app's Live Activity on the Dashboard view (the newest, or the one with `id`).
    @discardableResult
    public func tapLiveActivity(_ id: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome
    {
        guard let activity = id ?? widgets.activities.last?.id,
            let node = dashboardView.node(ElementID("liveActivity:" + activity))
        else { return .notOnScreen }
        return open(node, sourceLocation: sourceLocation)
    }

    /// Taps button or toggle `button` (in drawing order) of the widget of `kind` on the Dashboard view: its app intent
    /// is performed as the app (a toggle's with the opposite state), and the call returns once it has and the
    /// widget's new timeline has come. `.unsupported` when nothing was performed (a disfavoured widget, a button made
    /// with an action closure, an intent lacking a parameter's value); `.notOnScreen` when there is no such button.
    @discardableResult
    public func tapWidgetButton(
        _ kind: String, button: Int = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> InputOutcome {
        let widget = session.app.bundleIdentifier + "/" + kind
        guard let node = dashboardView.node(ElementID("widget:" + widget + "#intent.\(button)")) else {
            return .notOnScreen
        }
        return await perform(node, reloading: widget, sourceLocation: sourceLocation)
    }

    /// Taps button or toggle `button` of the app's Live Activity (the newest, or the one with `id`): its intent is
    /// performed as the app; the call returns once it has.
    @discardableResult
    public func tapLiveActivityButton(
        _ button: Int = 0, activity id: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> InputOutcome {
        guard let activity = id ?? widgets.activities.last?.id,
            let node = dashboardView.node(ElementID("liveActivity:" + activity + "#intent.\(button)"))
        else { return .notOnScreen }
        return await perform(node, reloading: nil, sourceLocation: sourceLocation)
    }

    private func perform(_ node: ScreenNode, reloading widget: String?, sourceLocation: SourceLocation) async
        -> InputOutcome
    {
        let isCarPlayApp = session.rules.showsApp
        guard widgets.tap(node, isCarPlayApp: isCarPlayApp) == .performIntent,
            let work = widgets.performIntent(of: node, isCarPlayApp: isCarPlayApp)
        else { return .unsupported }
        let opensApp = await work.value
        if let widget { await wait(until: { !widgets.isLoading(widget) }, sourceLocation: sourceLocation) }
        if opensApp, session.appState != .connected {
            do { try connect(sourceLocation: sourceLocation) } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation)
            }
        }
        return .handledBySystem
    }

    private func open(_ node: ScreenNode, sourceLocation: SourceLocation) -> InputOutcome {
        guard case .openApp(let url) = widgets.tap(node, isCarPlayApp: session.rules.showsApp) else {
            return .unsupported
        }
        let requests = url.map { [OpenURLRequest(url: $0, sourceApplication: nil)] } ?? []
        if session.appState == .connected {
            if !requests.isEmpty { act(sourceLocation) { session.openURLContexts(requests) } }
        } else {
            session.connectionURLs = requests
            do { try connect(sourceLocation: sourceLocation) } catch {
                Issue.record("\(error)", sourceLocation: sourceLocation)
            }
        }
        return .handledBySystem
    }

    /// Links the test car's session to its widgets, on the car's clock (from `init`).
    func setUpWidgets(clock: @escaping @MainActor () -> Date) {
        session.carWidgets = widgets
        widgets.clock = clock
        widgets.imageStore = session.imageStore
        widgets.runAsApp = { [weak session] _, body in
            guard let session else { return body() }
            session.runAsApp(body)
        }
        widgets.onChange = { [weak self] in self?.resumeSettledWaiters() }
        widgets.isTouchscreen = { [weak session] in session?.display.inputDevices.contains(.touch) ?? true }
    }

    /// Installs the widget extension of an app read from its bundle, if it has one.
    func installWidgetExtension(of app: InstalledApp) {
        guard let type = app.widgetExtension else { return }
        widgets.install(
            app: app.id, appName: app.bundle.name, isCarPlayApp: session.rules.showsApp,
            dataProtection: app.bundle.entitlements.dataProtection, extensionType: type,
            resources: app.resourceDirectory)
    }
}
