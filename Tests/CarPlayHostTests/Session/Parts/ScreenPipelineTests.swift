import Expectations
import Foundation
import MapKit
import Testing

@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: screen pipeline")
struct ScreenPipelineTests {
    private let now = Date(timeIntervalSince1970: 1_000)

    /// A pipeline holding snapshots of `templates`, as after a refresh, with `hierarchy` holding them.
    private func pipeline(
        _ templates: [CPTemplate], root: CPTemplate
    ) -> (ScreenPipeline, HierarchyState) {
        var hierarchy = HierarchyState()
        hierarchy.root = ElementID(of: root)
        if let bar = root as? CPTabBarTemplate {
            hierarchy.tabs = bar.templates.map { ElementID(of: $0) }
            hierarchy.selectedTab = hierarchy.tabs.first
        }
        var snapshots: [ElementID: TemplateSnapshot] = [:]
        for template in templates { snapshots[ElementID(of: template)] = TemplateSnapshot(template) }
        var pipeline = ScreenPipeline()
        let first = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(first, [:], "the first refresh takes every template")
        pipeline.finishRefresh(snapshots, reused: [:], at: now)
        return (pipeline, hierarchy)
    }

    @Test("a fresh pipeline is stale; after a refresh nothing is, until something changes")
    func staleness() {
        let root = CPListTemplate(title: "Root", sections: [])
        let (start, hierarchy) = pipeline([root], root: root)
        var pipeline = start
        expectTrue(!pipeline.isStale)
        let nothing = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(nothing, nil, "nothing to take")
        pipeline.markChanged()
        let reusable = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(reusable, [ElementID(of: root): TemplateSnapshot(root)!])
    }

    @Test("the first change schedules one refresh; more changes before it ran schedule none")
    func scheduling() {
        var pipeline = ScreenPipeline()
        let scheduled = pipeline.markStale(changed: "a", at: now)
        expectTrue(scheduled)
        let again = pipeline.markStale(changed: "b", at: now)
        expectTrue(!again)
        pipeline.flushScheduled = false
        let scheduledAgain = pipeline.markStale(changed: "c", at: now)
        expectTrue(scheduledAgain)
    }

    @Test("when only templates announced changes, the others keep their snapshots")
    func onlyChangedTemplatesAreTaken() {
        let root = CPListTemplate(title: "Root", sections: [])
        let pushed = CPListTemplate(title: "Pushed", sections: [])
        var (pipeline, hierarchy) = pipeline([root, pushed], root: root)
        hierarchy.pushed[ElementID(of: root)] = [ElementID(of: pushed)]
        _ = pipeline.markStale(changed: ElementID(of: pushed), at: now)
        let reusable = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(reusable.map { Set($0.keys) }, [ElementID(of: root)])
    }

    @Test("a change of anything but a retained template takes every template again")
    func otherChangesTakeEverything() {
        let root = CPListTemplate(title: "Root", sections: [])
        let (start, hierarchy) = pipeline([root], root: root)
        var pipeline = start
        _ = pipeline.markStale(changed: "an item", at: now)
        let afterItem = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(afterItem, [:])
        _ = pipeline.markStale(changed: nil, at: now)
        let afterOther = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(afterOther, [:], "nil: something else changed")
    }

    @Test("new estimates alone keep the other snapshots; the map template's is kept to be given them")
    func newEstimatesAlone() throws {
        let map = CPMapTemplate()
        let session = map.startNavigationSession(
            for: CPTrip(origin: MKMapItem(), destination: MKMapItem(), routeChoices: []))
        let pushed = CPListTemplate(title: "Pushed", sections: [])
        var (pipeline, hierarchy) = pipeline([map, pushed], root: map)
        hierarchy.pushed[ElementID(of: map)] = [ElementID(of: pushed)]
        let mapID = ElementID(of: map)
        let sessionID = ElementID(of: session)
        expectEqual(pipeline.snapshots[mapID]?.navigationSessionID, sessionID)
        // The session alone (it is no template), then the template too.
        for announcing in [[sessionID], [sessionID, mapID], [mapID]] {
            for id in announcing { _ = pipeline.markStale(changed: id, estimatesOnly: true, at: now) }
            let reuse = try require(pipeline.beginRefresh(hierarchy: hierarchy))
            expectEqual(Set(reuse.templates.keys), [ElementID(of: pushed)], "\(announcing)")
            expectEqual(Set(reuse.newEstimates.keys), [mapID], "\(announcing)")
        }
        // Anything else of the same object, before or after its estimates: taken again.
        for onlyEstimatesFirst in [true, false] {
            _ = pipeline.markStale(changed: mapID, estimatesOnly: onlyEstimatesFirst, at: now)
            _ = pipeline.markStale(changed: mapID, estimatesOnly: !onlyEstimatesFirst, at: now)
            let reuse = try require(pipeline.beginRefresh(hierarchy: hierarchy))
            expectEqual(Set(reuse.templates.keys), [ElementID(of: pushed)])
            expectEqual(reuse.newEstimates, [:], "estimates first: \(onlyEstimatesFirst)")
        }
        // The session changed beyond its estimates: as any object that is no template, every template is taken.
        _ = pipeline.markStale(changed: sessionID, estimatesOnly: true, at: now)
        _ = pipeline.markStale(changed: sessionID, at: now)
        let reuse = try require(pipeline.beginRefresh(hierarchy: hierarchy))
        expectEqual(reuse.templates, [:])
        expectEqual(reuse.newEstimates, [:])
    }

    @Test("a tab bar's snapshot holds its tabs': it is taken again when a tab changed")
    func tabBarFollowsItsTabs() {
        let first = CPListTemplate(title: "First", sections: [])
        let second = CPListTemplate(title: "Second", sections: [])
        let bar = CPTabBarTemplate(templates: [first, second])
        let (start, hierarchy) = pipeline([bar, first, second], root: bar)
        var pipeline = start
        _ = pipeline.markStale(changed: ElementID(of: second), at: now)
        let reusable = pipeline.beginRefresh(hierarchy: hierarchy)?.templates
        expectEqual(reusable.map { Set($0.keys) }, [ElementID(of: first)])
        expectEqual(ScreenPipeline.order(of: hierarchy).first, ElementID(of: bar), "the root is taken first")
    }

    @Test("a refresh keeps what is shown only of the snapshots it reused")
    func derivedFollowsSnapshots() {
        let root = CPListTemplate(title: "Root", sections: [])
        let other = CPListTemplate(title: "Other", sections: [])
        var (pipeline, hierarchy) = pipeline([root, other], root: root)
        hierarchy.pushed[ElementID(of: root)] = [ElementID(of: other)]
        pipeline.derived.displayed = [
            ElementID(of: root): TemplateSnapshot(root)!, ElementID(of: other): TemplateSnapshot(other)!,
        ]
        pipeline.derived.interactiveElements = []
        _ = pipeline.markStale(changed: ElementID(of: other), at: now)
        let reusable = pipeline.beginRefresh(hierarchy: hierarchy)?.templates ?? [:]
        pipeline.finishRefresh(
            [ElementID(of: root): reusable[ElementID(of: root)]!, ElementID(of: other): TemplateSnapshot(other)!],
            reused: reusable, at: now)
        expectEqual(Set(pipeline.derived.displayed.keys), [ElementID(of: root)])
        expectEqual(pipeline.derived.interactiveElements, nil)
        pipeline.removeSnapshots()
        expectTrue(pipeline.snapshots.isEmpty && pipeline.derived.displayed.isEmpty)
    }

    @Test("the layout cache answers equal inputs; focus and scrolling count unless ignored; the time only if read")
    func layoutCache() {
        let root = CPListTemplate(title: "Root", sections: [])
        let snapshot = TemplateSnapshot(root)!
        let state = ScreenState(
            appName: "App", category: .audio, navigation: [snapshot], visible: snapshot, presented: nil,
            rules: Rules(category: .audio))
        let inputs = ScreenInputs(
            state: state, display: .standard, timeZone: TimeZone(identifier: "UTC")!, focusedElement: nil,
            scrollOffsets: [:], now: now)
        let (screen, _) = ScreenLayout.laidOut(
            state, display: .standard, now: now, timeZone: inputs.timeZone, focusedElement: nil, scrollOffsets: [:])
        var pipeline = ScreenPipeline()
        expectEqual(pipeline.cachedScreen(for: inputs), nil)
        pipeline.laidOut(screen, from: inputs, readsClock: false)
        expectEqual(pipeline.layoutCount, 1)
        var later = inputs
        later.now = now.addingTimeInterval(60)
        expectEqual(pipeline.cachedScreen(for: later), screen, "the layout did not read the clock")
        var focused = inputs
        focused.focusedElement = "x"
        expectEqual(pipeline.cachedScreen(for: focused), nil)
        expectEqual(pipeline.cachedScreen(for: focused, ignoringFocus: true), screen)
        pipeline.laidOut(screen, from: inputs, readsClock: true)
        expectEqual(pipeline.cachedScreen(for: later), nil, "the layout read the clock")
    }
}
