@testable import CarPlayHost
import ActivityKit
import Expectations
import Foundation
import SwiftUI
import Testing
import WidgetKit
@_spi(CarPlayHost) import _PlatformHost

/// A widget whose timeline is counted entries a minute apart, and how often its provider was asked.
struct CountingEntry: TimelineEntry {
    let date: Date
    let count: Int
}

final class ProviderCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

struct CountingProvider: TimelineProvider {
    let start: Date
    let calls: ProviderCalls
    let policy: TimelineReloadPolicy

    func placeholder(in context: Context) -> CountingEntry { CountingEntry(date: .distantPast, count: -1) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountingEntry) -> Void) {
        completion(CountingEntry(date: start, count: 0))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountingEntry>) -> Void) {
        calls.increment()
        // A provider that answers later (after a download): the car shows its loading entry meanwhile.
        if policy == .after(.distantFuture) { return }
        let entries = (0..<3).map { CountingEntry(date: start.addingTimeInterval(Double($0) * 60), count: $0) }
        completion(Timeline(entries: entries, policy: policy))
    }
}

/// The car's widgets: what it offers, shows, reloads and draws, on its clock.
@MainActor @Suite struct CarWidgetsTests {
    nonisolated static let start = Date(timeIntervalSince1970: 1_767_268_800)

    final class Clock {
        var now = CarWidgetsTests.start
    }

    func widgets(
        _ configurations: [_WidgetDescription], app: String = "com.example.app", isCarPlayApp: Bool = true,
        clock: Clock
    ) -> CarWidgets {
        let widgets = CarWidgets()
        widgets.clock = { clock.now }
        widgets.install(app: app, appName: "App", isCarPlayApp: isCarPlayApp, dataProtection: nil) {
            () throws(_WidgetExtension.Failure) in configurations
        }
        return widgets
    }

    func counting(
        kind: String = "Count", calls: ProviderCalls, policy: TimelineReloadPolicy = .atEnd,
        families: [WidgetFamily] = [.systemSmall]
    ) -> [_WidgetDescription] {
        _WidgetDescription.describe(
            CountingWidget(
                kind: kind, provider: CountingProvider(start: Self.start, calls: calls, policy: policy),
                families: families))
    }

    struct CountingWidget: Widget {
        var kind = "Count"
        var provider = CountingProvider(start: .distantPast, calls: ProviderCalls(), policy: .never)
        var families: [WidgetFamily] = [.systemSmall]
        init() {}
        init(kind: String, provider: CountingProvider, families: [WidgetFamily]) {
            self.kind = kind
            self.provider = provider
            self.families = families
        }
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: kind, provider: provider) { entry in Text("count \(entry.count)") }
                .supportedFamilies(families)
        }
    }

    func shownText(_ widgets: CarWidgets) -> [String] {
        widgets.dashboardWidgets(appearance: .light, locale: Locale(identifier: "en_US"), timeZone: .gmt).compactMap {
            guard case .text(let text)? = $0.view else { return nil }
            return text.string
        }
    }

    @Test func onlySmallWidgetsAreOfferedAndTheDisfavouredOnesAreNotShownByDefault() {
        let clock = Clock()
        let calls = ProviderCalls()
        var disfavoured = counting(kind: "Game", calls: calls)
        disfavoured[0].disfavoredLocations[.systemSmall] = [.carPlay]
        let widgets = widgets(
            counting(kind: "Big", calls: calls, families: [.systemLarge]) + counting(calls: calls) + disfavoured,
            clock: clock)
        expectEqual(widgets.offered.map(\.kind), ["Count", "Game"])
        expectEqual(widgets.offered.map(\.isDisfavored), [false, true])
        expectEqual(widgets.shown, ["com.example.app/Count"])
        #expect(throws: WidgetError.unknownWidget("nope")) { try widgets.show(["nope"]) }
        expectEqual(widgets.shown, ["com.example.app/Count"], "an unknown id changes nothing")
    }

    @Test func theTimelinesEntriesFollowTheCarsClockAndItReloadsAtTheEndNoSoonerThanTheBudget() {
        let clock = Clock()
        let calls = ProviderCalls()
        let widgets = widgets(counting(calls: calls), clock: clock)
        expectEqual(shownText(widgets), ["count 0"])
        expectEqual(calls.value, 1)
        clock.now = Self.start.addingTimeInterval(61)
        expectEqual(shownText(widgets), ["count 1"])
        expectEqual(widgets.nextDeadline, Self.start.addingTimeInterval(120), "the next entry")
        clock.now = Self.start.addingTimeInterval(200)
        widgets.clockDidAdvance()
        expectEqual(calls.value, 1, "the last entry was at 2 min: the reload waits for the 5-minute budget")
        expectEqual(widgets.nextDeadline, Self.start.addingTimeInterval(WidgetRules.minimumReloadInterval))
        clock.now = Self.start.addingTimeInterval(WidgetRules.minimumReloadInterval)
        widgets.clockDidAdvance()
        expectEqual(calls.value, 2)
    }

    @Test func aWidgetShowsItsProvidersLoadingEntryUntilTheTimelineComes() {
        let clock = Clock()
        let calls = ProviderCalls()
        let widgets = widgets(counting(calls: calls, policy: .after(.distantFuture)), clock: clock)
        let loading = widgets.dashboardWidgets(appearance: .light, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        guard case .redacted(.text(let text))? = loading.first?.view else {
            Issue.record("the loading entry is drawn redacted: \(String(describing: loading.first?.view))")
            return
        }
        expectTrue(text.string == "count -1" && loading.first?.isLoading == true)
        expectEqual(calls.value, 1, "asked once; still loading, not asked again")
        _ = shownText(widgets)
        expectEqual(calls.value, 1)
    }

    @Test func aNeverPolicyReloadsOnlyWhenTheAppAsks() {
        let clock = Clock()
        let calls = ProviderCalls()
        let widgets = widgets(counting(calls: calls, policy: .never), clock: clock)
        _ = shownText(widgets)
        clock.now = Self.start.addingTimeInterval(3600)
        widgets.clockDidAdvance()
        expectEqual(calls.value, 1)
        widgets.link(for: "com.example.app", appName: "App").reloadTimelines(ofKind: "Count")
        expectEqual(calls.value, 2)
        widgets.link(for: "com.example.app", appName: "App").reloadTimelines(ofKind: "Other")
        expectEqual(calls.value, 2, "another kind's reload asks nothing of this one")
    }

    @Test func moreThanSixRefreshesAfterTapsIsAFindingUnlessDisfavoured() {
        let clock = Clock()
        let calls = ProviderCalls()
        let widgets = widgets(counting(calls: calls, policy: .never), clock: clock)
        _ = shownText(widgets)
        let link = widgets.link(for: "com.example.app", appName: "App")
        for tap in 1...7 {
            widgets.noteTap("com.example.app/Count")
            link.reloadTimelines(ofKind: nil)
            expectEqual(widgets.review(app: "com.example.app").isEmpty, (tap <= 6))
        }
        let finding = widgets.review(app: "com.example.app").first
        expectTrue(finding?.guideline == "Widgets 1" && finding?.finding.contains("after 7 taps") == true)
        // A tap the widget does not refresh after is not counted.
        widgets.noteTap("com.example.app/Count")
        expectEqual(widgets.refreshesAfterTap["com.example.app/Count"], 7)
    }

    @Test func dataProtectionClassesAAndBAreFindings() {
        for (protection, found) in [
            ("NSFileProtectionComplete", true), ("NSFileProtectionCompleteUnlessOpen", true),
            ("NSFileProtectionCompleteUntilFirstUserAuthentication", false),
        ] {
            let findings = WidgetRules.findings(
                widget: "W", refreshesOnTap: 0, dataProtection: protection, isCarPlayApp: true, opensApp: true)
            expectEqual(findings.isEmpty, !found, "\(protection)")
        }
        let nonCarPlay = WidgetRules.findings(
            widget: "W", refreshesOnTap: 0, dataProtection: nil, isCarPlayApp: false, opensApp: true)
        expectEqual(nonCarPlay.first?.finding.contains("not a CarPlay app"), true)
        expectTrue(
            WidgetRules.findings(
                widget: "W", refreshesOnTap: 0, dataProtection: nil, isCarPlayApp: false, opensApp: false
            )
            .isEmpty, "a widget of a non-CarPlay app that opens nothing is fine")
    }

    // MARK: Live Activities

    struct Delivery: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var stops: Int
        }
        var driver: String
    }

    struct DeliveryActivity: Widget {
        var families: [ActivityFamily] = [.small]
        init() {}
        init(families: [ActivityFamily]) { self.families = families }
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: Delivery.self) { context in
                Text("\(context.driver): \(context.state.stops) stops")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("expanded") }
                } compactLeading: {
                    Text("L")
                } compactTrailing: {
                    Text("\(context.state.stops)")
                } minimal: {
                    Text("m")
                }
            }
            .supplementalActivityFamilies(families)
        }
    }

    func activity(_ stops: Int, id: String = "a1") throws -> PlatformActivity {
        PlatformActivity(
            id: id, attributesType: String(reflecting: Delivery.self),
            attributes: try JSONEncoder().encode(Delivery(driver: "Ana")),
            state: try JSONEncoder().encode(Delivery.ContentState(stops: stops)), staleDate: nil, relevanceScore: 0)
    }

    func allTexts(_ view: _ResolvedView?) -> [String] {
        guard let view else { return [] }
        switch view {
        case .text(let text): return [text.string]
        case .stack(_, _, _, let views), .group(let views): return views.flatMap { allTexts($0) }
        case .widgetURL(_, let view), .padding(_, let view), .frame(_, let view): return allTexts(view)
        default: return []
        }
    }

    @Test func aLiveActivityIsDrawnInTheSmallFamilyOrFromTheCompactViews() throws {
        let clock = Clock()
        let small = widgets(_WidgetDescription.describe(DeliveryActivity()), clock: clock)
        let link = small.link(for: "com.example.app", appName: "App")
        try link.requestActivity(activity(3))
        let cards = small.dashboardWidgets(appearance: .dark, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        expectEqual(cards.map(\.kind), [.liveActivity])
        expectEqual(allTexts(cards.first?.view), ["Ana: 3 stops"])

        let compact = widgets(_WidgetDescription.describe(DeliveryActivity(families: [])), clock: clock)
        try compact.link(for: "com.example.app", appName: "App").requestActivity(activity(3))
        let compactCard = compact.dashboardWidgets(
            appearance: .dark, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        expectEqual(allTexts(compactCard.first?.view), ["L", "3"], "compact leading and trailing side by side")
    }

    @Test func activitiesAreRefusedWithoutAConfigurationOrPastTheMaximum() throws {
        let clock = Clock()
        let widgets = widgets(_WidgetDescription.describe(DeliveryActivity()), clock: clock)
        let link = widgets.link(for: "com.example.app", appName: "App")
        var other = try activity(1)
        other.attributesType = "Other.Attributes"
        #expect(throws: PlatformActivityRefusal.unsupportedTarget) { try link.requestActivity(other) }
        for index in 0..<WidgetRules.maximumActivitiesPerApp {
            try link.requestActivity(activity(index, id: "a\(index)"))
        }
        #expect(throws: PlatformActivityRefusal.targetMaximumExceeded) {
            try link.requestActivity(activity(9, id: "x"))
        }
    }

    @Test func anUpdateWithAnAlertShowsABannerAndAnEndedActivityLeavesAsItsPolicySays() throws {
        let clock = Clock()
        let widgets = widgets(_WidgetDescription.describe(DeliveryActivity()), clock: clock)
        let dashboard = Clock()  // its date stands for whether the Dashboard shows: after the start, it does
        widgets.isDashboardShowing = { dashboard.now > Self.start }
        let link = widgets.link(for: "com.example.app", appName: "App")
        try link.requestActivity(activity(3))
        expectEqual(widgets.bannerActivity?.id, "a1", "started while the Dashboard is not shown: a banner")
        clock.now += WidgetRules.bannerDuration
        widgets.clockDidAdvance()
        expectEqual(widgets.bannerActivity, nil)
        link.updateActivity(try activity(2), alert: nil)
        expectEqual(widgets.bannerActivity, nil, "an update without an alert shows no banner")
        link.updateActivity(try activity(1), alert: "One stop left")
        expectEqual(widgets.bannerActivity?.id, "a1")
        dashboard.now = Self.start.addingTimeInterval(1)
        clock.now += WidgetRules.bannerDuration
        widgets.clockDidAdvance()
        link.updateActivity(try activity(0), alert: "Arrived")
        expectEqual(widgets.bannerActivity, nil, "the Dashboard shows it already")
        link.endActivity(try activity(0), dismissal: .after(clock.now.addingTimeInterval(60)))
        expectEqual(widgets.activities.first?.isEnded, true)
        clock.now += 60
        widgets.clockDidAdvance()
        expectTrue(widgets.activities.isEmpty)
    }
}
