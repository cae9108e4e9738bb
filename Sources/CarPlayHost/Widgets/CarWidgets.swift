import Foundation
import SwiftUI
@_spi(CarPlayHost) import UIKit
import WidgetKit
@_spi(CarPlayHost) import _PlatformHost

/// The car's widgets and Live Activities, as iOS's widget and activity services keep them for CarPlay: the small
/// widgets of the installed apps' widget extensions offered in the driver's Settings, the ones the driver chose,
/// each one's timeline (asked of its provider, reloaded on the car's clock as its policy says or when the app asks),
/// the Live Activities the apps started (drawn by their extensions' `ActivityConfiguration`s), an activity's
/// banner, and what the widget guidelines need to know (refreshes after taps).
///
/// One owner for these facts: `CarSystem` (the browser car) and `TestCar` each hold one. It runs app code through
/// `runAsApp`, so a provider sees its app's environment.
@MainActor
public final class CarWidgets {
    /// A widget the driver may show.
    public struct Widget: Sendable, Hashable, Identifiable {
        /// "bundle id/kind".
        public var id: String
        public var app: String
        public var appName: String
        public var kind: String
        public var displayName: String
        public var description: String
        /// Disfavoured for CarPlay: shown apart in Settings, drawn without interaction.
        public var isDisfavored: Bool
        /// Its app is a CarPlay app (only then does a tap launch it).
        public var isCarPlayApp: Bool
        public var isContainerBackgroundRemovable: Bool
        public var isContentMarginsDisabled: Bool
    }

    /// A Live Activity going (or ended and not yet dismissed).
    public struct LiveActivity: Sendable, Hashable, Identifiable {
        /// What the app last sent.
        var activity: PlatformActivity
        public var app: String
        public var appName: String
        public var started: Date
        public var updated: Date
        /// When an ended activity leaves; nil while it goes on.
        public var dismissAt: Date?
        public var id: String { activity.id }
        public var isEnded: Bool { dismissAt != nil }
        /// The attributes type's name (`String(reflecting:)`).
        public var attributesType: String { activity.attributesType }
        public var staleDate: Date? { activity.staleDate }
        public func isStale(at now: Date) -> Bool { activity.staleDate.map { now >= $0 } ?? false }
    }

    /// One app's widget extension, as the car loaded it.
    struct Extension {
        var app: String
        var appName: String
        var isCarPlayApp: Bool
        var dataProtection: String?
        var descriptions: [_WidgetDescription]
        /// The app's bundle, where `Image("name")` is looked for.
        var bundle: Bundle?
    }

    /// A widget's timeline as the car holds it.
    struct Timeline {
        var entries: [_WidgetEntry] = []
        var reloadAt: Date?
        var lastRequest: Date
        var isLoading = true
    }

    /// The widgets offered, in install order.
    public private(set) var offered: [Widget] = []
    /// The widgets shown on the Dashboard, in the driver's order (`show(_:)`); until the driver chooses, the
    /// offered ones not disfavoured (`WidgetRules.defaultChoice`).
    public private(set) var shown: [String] = []
    /// The Live Activities, oldest first.
    public private(set) var activities: [LiveActivity] = []

    var extensions: [String: Extension] = [:]
    private var sources: [String: _WidgetDescription] = [:]
    private var timelines: [String: Timeline] = [:]
    /// The Live Activity whose banner shows, until when.
    private var banner: (id: String, until: Date)?
    /// Taps on each widget, and how many of them its content refreshed after (the guideline's count).
    private(set) var tapsAwaitingRefresh: Set<String> = []
    public private(set) var refreshesAfterTap: [String: Int] = [:]
    private var links: [String: AppLink] = [:]

    /// The car's clock.
    public var clock: @MainActor () -> Date = { Date() }
    /// Where the bytes of the apps' images in widgets are kept for front ends (nil: none kept).
    public var imageStore: ImageStore?
    /// Runs app `id`'s code as that app (its environment).
    package var runAsApp: @MainActor (String, () -> Void) -> Void = { _, body in body() }
    /// Whether the Dashboard view shows now (an activity's banner shows only where the Dashboard does not).
    var isDashboardShowing: @MainActor () -> Bool = { false }
    /// Whether the car's display takes touch (widgets take taps on touchscreens only).
    package var isTouchscreen: @MainActor () -> Bool = { true }
    /// The size a widget has on the car's display, for the providers' context.
    var widgetSize: @MainActor () -> CGSize = { CGSize(width: 170, height: 170) }
    public var onChange: (@MainActor () -> Void)?
    public var log: (@MainActor (String) -> Void)?

    public init() {}

    // MARK: Installing

    /// Loads an app's widget extension (its `Widget` or `WidgetBundle` type, named "Module.Type") as the app, and
    /// offers its small widgets. A type that cannot be found or is not a widget is logged and offers nothing.
    package func install(
        app: String, appName: String, isCarPlayApp: Bool, dataProtection: String?, extensionType: String,
        resources: URL?
    ) {
        install(
            app: app, appName: appName, isCarPlayApp: isCarPlayApp, dataProtection: dataProtection,
            resources: resources
        ) {
            () throws(_WidgetExtension.Failure) in try _WidgetExtension.descriptions(ofTypeNamed: extensionType)
        }
    }

    /// Loads an app's widgets from `load` (run as the app), and offers its small widgets; `resources` is the app's
    /// bundle folder, where its widgets' images are found.
    public func install(
        app: String, appName: String, isCarPlayApp: Bool, dataProtection: String?, resources: URL? = nil,
        load: () throws(_WidgetExtension.Failure) -> [_WidgetDescription]
    ) {
        var descriptions: [_WidgetDescription] = []
        var failure: _WidgetExtension.Failure?
        runAsApp(app) {
            do throws(_WidgetExtension.Failure) {
                descriptions = try load()
            } catch {
                failure = error
            }
        }
        if let failure {
            log?("\(appName)'s widget extension cannot be loaded: \(failure)")
            return
        }
        extensions[app] = Extension(
            app: app, appName: appName, isCarPlayApp: isCarPlayApp, dataProtection: dataProtection,
            descriptions: descriptions, bundle: resources.flatMap { Bundle(url: $0) })
        for description in descriptions where WidgetRules.isOffered(description) {
            let id = app + "/" + description.kind
            guard sources[id] == nil else { continue }
            sources[id] = description
            offered.append(
                Widget(
                    id: id, app: app, appName: appName, kind: description.kind,
                    displayName: description.displayName.isEmpty ? appName : description.displayName,
                    description: description.description,
                    isDisfavored: description.isDisfavored(WidgetRules.family, in: .carPlay),
                    isCarPlayApp: isCarPlayApp,
                    isContainerBackgroundRemovable: description.isContainerBackgroundRemovable,
                    isContentMarginsDisabled: description.isContentMarginsDisabled))
        }
        shown = WidgetRules.defaultChoice(offered.map { ($0.id, $0.isDisfavored) })
    }

    /// The widget with an id.
    public func widget(_ id: String) -> Widget? { offered.first { $0.id == id } }

    // MARK: The driver's choice

    /// Shows these widgets on the Dashboard, in this order (the driver's Settings). Unknown ids are an error and
    /// change nothing.
    public func show(_ ids: [String]) throws(WidgetError) {
        if let unknown = ids.first(where: { widget($0) == nil }) { throw .unknownWidget(unknown) }
        var unique: [String] = []
        for id in ids where !unique.contains(id) { unique.append(id) }
        shown = unique
        log?(
            "Widgets on the Dashboard: "
                + (unique.isEmpty ? "none" : unique.compactMap { widget($0)?.displayName }.joined(separator: ", ")))
        for id in unique where timelines[id] == nil { requestTimeline(id) }
        onChange?()
    }

    /// Asks every shown widget without a timeline for one (the Dashboard is about to show them).
    func loadShown() {
        for id in shown where timelines[id] == nil { requestTimeline(id) }
    }

    // MARK: Timelines

    /// Asks widget `id`'s provider for a timeline, as its app.
    func requestTimeline(_ id: String) {
        guard let widget = widget(id), case .timeline(let source)? = sources[id]?.source else { return }
        let now = clock()
        if timelines[id] == nil { timelines[id] = Timeline(lastRequest: now) }
        timelines[id]?.lastRequest = now
        timelines[id]?.isLoading = true
        let context = TimelineProviderContext(_family: WidgetRules.family, isPreview: false, displaySize: widgetSize())
        runAsApp(widget.app) {
            source.getTimeline(in: context) { [weak self] entries, policy in
                self?.received(entries, policy: policy, for: id)
            }
        }
    }

    private func received(_ entries: [_WidgetEntry], policy: TimelineReloadPolicy, for id: String) {
        guard var timeline = timelines[id] else { return }
        let sorted = entries.sorted { $0.date < $1.date }
        timeline.entries = sorted
        timeline.isLoading = false
        // The budget: no reload by policy sooner than the minimum interval after the last request.
        let earliest = timeline.lastRequest.addingTimeInterval(WidgetRules.minimumReloadInterval)
        timeline.reloadAt = policy._reloadDate(lastEntry: sorted.last?.date).map { max($0, earliest) }
        timelines[id] = timeline
        if tapsAwaitingRefresh.remove(id) != nil { refreshesAfterTap[id, default: 0] += 1 }
        log?("\(widget(id)?.displayName ?? id): a timeline of \(sorted.count) entr\(sorted.count == 1 ? "y" : "ies")")
        onChange?()
    }

    /// The app asked for new timelines (`WidgetCenter`), of one kind or all.
    func reload(app: String, kind: String?) {
        for widget in offered where widget.app == app && (kind == nil || widget.kind == kind) {
            if shown.contains(widget.id) { requestTimeline(widget.id) } else { timelines[widget.id] = nil }
        }
    }

    /// Whether widget `id` has asked its provider for a timeline that has not come yet.
    public func isLoading(_ id: String) -> Bool { timelines[id]?.isLoading ?? true }

    /// Whether widget `id` has no entries yet: it shows the entry its provider gives while loading, redacted.
    public func awaitsFirstTimeline(_ id: String) -> Bool { timelines[id]?.entries.isEmpty ?? true }

    /// The entry widget `id` shows at `now`: the last one dated at or before it (the first before any), else the
    /// entry the provider gives for a widget whose timeline is still loading.
    func entry(_ id: String, at now: Date) -> _WidgetEntry? {
        guard let widget = widget(id), case .timeline(let source)? = sources[id]?.source else { return nil }
        if let entries = timelines[id]?.entries, let first = entries.first {
            return entries.last { $0.date <= now } ?? first
        }
        var loading: _WidgetEntry?
        let context = TimelineProviderContext(_family: WidgetRules.family, isPreview: false, displaySize: widgetSize())
        runAsApp(widget.app) { loading = source.entryWhileLoading(in: context) }
        return loading
    }

    /// The car's clock moved: shown widgets whose reload time came are asked again, dismissed activities leave, a
    /// banner goes.
    package func clockDidAdvance() {
        let now = clock()
        for id in shown {
            guard let timeline = timelines[id], !timeline.isLoading, let reload = timeline.reloadAt, reload <= now
            else { continue }
            requestTimeline(id)
        }
        let leaving = activities.filter { $0.dismissAt.map { $0 <= now } ?? false }
        if !leaving.isEmpty {
            activities.removeAll { activity in leaving.contains { $0.id == activity.id } }
            onChange?()
        }
        if let banner, banner.until <= now {
            self.banner = nil
            onChange?()
        }
    }

    /// When the car next needs its clock for widgets: the next entry or reload of a shown widget, an activity's
    /// dismissal or stale date, the banner going.
    var nextDeadline: Date? {
        let now = clock()
        var dates: [Date] = []
        for id in shown {
            guard let timeline = timelines[id] else { continue }
            if let next = timeline.entries.first(where: { $0.date > now }) { dates.append(next.date) }
            if let reload = timeline.reloadAt { dates.append(reload) }
        }
        for activity in activities {
            dates += [activity.dismissAt, activity.activity.staleDate].compactMap { $0 }.filter { $0 > now }
        }
        if let banner { dates.append(banner.until) }
        return dates.filter { $0 > now }.min()
    }

    // MARK: Taps

    /// The driver tapped widget `id`: counted for the guideline (a refresh of its content before the next tap counts
    /// as one after a tap).
    func noteTap(_ id: String) {
        tapsAwaitingRefresh.insert(id)
    }

    /// The driver tapped a card or link of the Dashboard (`DashboardWidgetLayout`'s `widget`, `widgetLink`,
    /// `liveActivity` nodes): the tap is counted for the guideline, and what it does is `WidgetRules.tap`'s answer,
    /// logged when it opens nothing.
    public func tap(_ node: ScreenNode, isCarPlayApp: Bool) -> WidgetRules.Tap {
        if let widget = DashboardWidgetLayout.widgetID(of: node), self.widget(widget) != nil { noteTap(widget) }
        let app = node.content.bundleIdentifier ?? ""
        let name = extensions[app]?.appName ?? app
        let tap =
            node.role == .widgetButton
            ? WidgetRules.buttonTap(hasAction: node.action != nil)
            : WidgetRules.tap(
                hasAction: node.action != nil, isCarPlayApp: isCarPlayApp,
                url: node.content.url.flatMap(URL.init(string:)))
        switch tap {
        case .noInteraction:
            let disfavoured = DashboardWidgetLayout.widgetID(of: node).flatMap(widget)?.isDisfavored ?? false
            log?(
                !isTouchscreen()
                    ? "Widgets take taps on touchscreens only: this display has no touch"
                    : disfavoured || node.role != .widgetButton
                        ? "\(name)'s widget is disfavoured for CarPlay: it shows without interaction"
                        : "\(name)'s widget: a button without an app intent does nothing in a widget")
        case .opensNothing: log?("\(name) is not a CarPlay app: its widget opens nothing in CarPlay")
        case .openApp, .performIntent: break
        }
        return tap
    }

    // MARK: Live Activities

    /// The `ActivityConfiguration` of app `app` for an attributes type.
    func activityConfiguration(app: String, attributesType: String) -> _WidgetDescription? {
        extensions[app]?.descriptions.first { description in
            if case .activity(let renderer) = description.source { return renderer.attributesType == attributesType }
            return false
        }
    }

    func request(_ activity: PlatformActivity, app: String, appName: String) throws(PlatformActivityRefusal) {
        guard activityConfiguration(app: app, attributesType: activity.attributesType) != nil else {
            log?("\(appName)'s Live Activity refused: no ActivityConfiguration for \(activity.attributesType)")
            throw .unsupportedTarget
        }
        guard activities.filter({ $0.app == app && !$0.isEnded }).count < WidgetRules.maximumActivitiesPerApp else {
            throw .targetMaximumExceeded
        }
        let now = clock()
        activities.append(
            LiveActivity(activity: activity, app: app, appName: appName, started: now, updated: now, dismissAt: nil))
        log?("\(appName) started a Live Activity")
        showBanner(activity.id)
        onChange?()
    }

    func update(_ activity: PlatformActivity, alert: String?) {
        guard let index = activities.firstIndex(where: { $0.id == activity.id }), !activities[index].isEnded else {
            return
        }
        activities[index].activity = activity
        activities[index].updated = clock()
        if let alert { log?("\(activities[index].appName)'s Live Activity: \(alert)") }
        if alert != nil { showBanner(activity.id) }
        onChange?()
    }

    func end(_ activity: PlatformActivity, dismissal: PlatformActivityDismissal) {
        guard let index = activities.firstIndex(where: { $0.id == activity.id }) else { return }
        let now = clock()
        activities[index].activity = activity
        log?("\(activities[index].appName) ended a Live Activity")
        switch dismissal {
        case .immediate: activities.remove(at: index)
        case .default: activities[index].dismissAt = now.addingTimeInterval(WidgetRules.longestDismissal)
        case .after(let date):
            activities[index].dismissAt = min(max(date, now), now.addingTimeInterval(WidgetRules.longestDismissal))
        }
        if banner?.id == activity.id, !activities.contains(where: { $0.id == activity.id }) { banner = nil }
        onChange?()
    }

    /// Shows activity `id` as a banner, where the Dashboard does not show it.
    private func showBanner(_ id: String) {
        guard !isDashboardShowing() else { return }
        banner = (id, clock().addingTimeInterval(WidgetRules.bannerDuration))
    }

    /// The activity whose banner shows now.
    public var bannerActivity: LiveActivity? {
        guard let banner, clock() < banner.until else { return nil }
        return activities.first { $0.id == banner.id }
    }

    /// Drawn: activity `activity` in the presentation its configuration supports, as its app.
    func resolve(_ activity: LiveActivity, in environment: EnvironmentValues) -> _ResolvedView? {
        guard
            let description = activityConfiguration(
                app: activity.app, attributesType: activity.activity.attributesType),
            case .activity(let renderer) = description.source
        else { return nil }
        let presentation = WidgetRules.presentation(supplementalFamilies: description.supplementalActivityFamilies)
        var view: _ResolvedView?
        runAsApp(activity.app) {
            view = renderer.resolve(
                attributes: activity.activity.attributes, state: activity.activity.state,
                isStale: activity.isStale(at: environment._date), id: activity.id, presentation: presentation,
                in: environment)
        }
        return view
    }

    /// The widget guidelines' findings for the widgets of app `app` not disfavoured for CarPlay (Developer Guide,
    /// "Guidelines for widgets in CarPlay").
    public func review(app: String) -> [GuidelineFinding] {
        let environment = environment(
            appearance: .dark, locale: Locale(identifier: "en_US"), timeZone: .current, showsBackground: false)
        return offered.filter { $0.app == app && !$0.isDisfavored }.flatMap { widget in
            let view = entry(widget.id, at: clock())?.resolve(in: environment)
            return WidgetRules.findings(
                widget: widget.displayName, refreshesOnTap: refreshesAfterTap[widget.id] ?? 0,
                dataProtection: extensions[app]?.dataProtection, isCarPlayApp: widget.isCarPlayApp,
                opensApp: view.map(DashboardWidgetLayout.opensURL) ?? false)
        }
    }

    /// The link app `app`'s environment answers as its `widgetService`.
    func link(for app: String, appName: String) -> AppLink {
        if let link = links[app] { return link }
        let link = AppLink(widgets: self, app: app, appName: appName)
        links[app] = link
        return link
    }
}

/// Why the car did not change its widgets.
public enum WidgetError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownWidget(String)

    public var description: String {
        switch self {
        case .unknownWidget(let id): "no installed app offers a widget with the id \(id)"
        }
    }
}
