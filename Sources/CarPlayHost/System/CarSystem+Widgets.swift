import Foundation
import SwiftUI
import WidgetKit

// Widgets and Live Activities in the car (Developer Guide 2025): the widgets column of the Dashboard view on the
// driver's side, with the widgets the driver chose (`CarWidgets`), the apps' Live Activities in it, an activity's
// banner over any other screen, and taps on them.
extension CarSystem {
    /// Installs the apps' widget extensions into the car's widgets and links every app's session to them.
    func setUpWidgets() {
        widgets.clock = { [clock] in clock() }
        widgets.imageStore = imageStore
        widgets.runAsApp = { [weak self] id, body in
            guard let session = self?.sessions[id] else { return body() }
            session.runAsApp(body)
        }
        widgets.isDashboardShowing = { [weak self] in self?.isDashboardShowing == true && self?.foregroundApp == nil }
        widgets.isTouchscreen = { [weak self] in self?.display.inputDevices.contains(.touch) ?? true }
        widgets.widgetSize = { [weak self] in
            guard let self, let column = DashboardLayout.widgetColumnFrame(on: display) else {
                return CGSize(width: 170, height: 170)
            }
            return CGSize(width: column.width, height: column.width)
        }
        widgets.log = { [weak self] text in self?.log.append(.host, text) }
        widgets.onChange = { [weak self] in self?.notify() }
        for app in apps {
            sessions[app.id]?.carWidgets = widgets
            guard let type = app.widgetExtension else { continue }
            widgets.install(
                app: app.id, appName: app.bundle.name, isCarPlayApp: isCarPlayApp(app.id),
                dataProtection: app.bundle.entitlements.dataProtection, extensionType: type,
                resources: app.resourceDirectory)
        }
    }

    /// Whether CarPlay shows app `id` (it has a CarPlay category for this iOS version): only such an app's widget
    /// launches it.
    func isCarPlayApp(_ id: String) -> Bool {
        guard let session = sessions[id], let app = app(id) else { return false }
        return session.rules.showsApp && !app.isSiriKitApp
    }

    /// Shows these widgets on the Dashboard, in this order (the driver's Settings on the iPhone: General, CarPlay,
    /// the car).
    public func showWidgets(_ ids: [String]) throws(WidgetError) {
        try widgets.show(ids)
    }

    /// What the Dashboard's widgets column shows now.
    var dashboardWidgets: [DashboardWidget] {
        widgets.dashboardWidgets(appearance: display.appearance, locale: locale, timeZone: timeZone)
    }

    /// `screen` with a Live Activity's banner over it, while one shows (never over the Dashboard view, whose widgets
    /// column shows the activity).
    func withLiveActivityBanner(_ screen: Screen) -> Screen {
        guard isPhoneConnected, let activity = widgets.bannerActivity else { return screen }
        let card = widgets.dashboardWidget(
            for: activity, appearance: display.appearance, locale: locale, timeZone: timeZone)
        let node = DashboardWidgetLayout.banner(card, display: display, now: clock())
        return NotificationBannerLayout.overlay(node, on: screen)
    }

    /// A tap on a widget, one of its links or buttons, or a Live Activity (`CarWidgets.tap(_:isCarPlayApp:)`): a
    /// CarPlay app opens, with the link's or the widget's URL if any; a button's intent is performed (the app comes
    /// forward afterwards if the intent asks to and it is a CarPlay app); anything else opens nothing.
    func tapWidget(_ node: ScreenNode) throws(SystemError) -> InputOutcome {
        let app = node.content.bundleIdentifier ?? ""
        let tap = widgets.tap(node, isCarPlayApp: isCarPlayApp(app))
        if tap == .performIntent {
            guard let work = widgets.performIntent(of: node, isCarPlayApp: isCarPlayApp(app)) else {
                return .unsupported
            }
            Task { @MainActor [weak self] in
                guard await work.value, let self else { return }
                do { try self.launch(app) } catch { self.log.append(.host, "\(error)") }
            }
            return .handledBySystem
        }
        guard case .openApp(let url) = tap else { return .unsupported }
        if let url {
            open(OpenURLRequest(url: url, sourceApplication: nil), in: app)
        } else {
            try launch(app)
        }
        return .handledBySystem
    }

    /// The widget guidelines' findings for app `id`'s widgets (`CarWidgets.review(app:)`).
    public func reviewWidgets(of id: String) -> [GuidelineFinding] { widgets.review(app: id) }
}
