import Expectations
import Foundation
import Testing

@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import _PlatformHost
@testable import CarPlayHost

@MainActor
@Suite("Session parts: template hierarchy")
struct TemplateHierarchyTests {
    private func list(_ title: String) -> CPListTemplate { CPListTemplate(title: title, sections: []) }

    /// Applies an operation that must succeed.
    private func apply(
        _ operation: CPTemplateOperation, to hierarchy: inout TemplateHierarchy,
        templates: [ElementID: CPTemplate] = [:]
    ) -> [AppearanceEvent] {
        guard case .done(let next?, success: true, _, _) = hierarchy.evaluate(operation, template: { templates[$0] })
        else {
            Issue.record("\(operation.selector) did not succeed")
            return []
        }
        return hierarchy.move(to: next)
    }

    @Test("set root, push and pop move the hierarchy; a move returns the appearance callbacks")
    func pushAndPop() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        let root = list("Root")
        let child = list("Child")
        expectEqual(
            apply(.setRoot(root), to: &hierarchy),
            [
                .willAppear(ElementID(of: root)), .didAppear(ElementID(of: root)),
            ])
        let events = apply(.push(child), to: &hierarchy)
        expectEqual(hierarchy.state.navigationHierarchy, [ElementID(of: root), ElementID(of: child)])
        expectEqual(
            events,
            [
                .willDisappear(ElementID(of: root)), .willAppear(ElementID(of: child)),
                .didDisappear(ElementID(of: root)), .didAppear(ElementID(of: child)),
            ])
        _ = apply(.pop, to: &hierarchy)
        expectEqual(hierarchy.state.navigationHierarchy, [ElementID(of: root)])
    }

    @Test("hierarchy errors are errors for the completion, not faults; nothing changes")
    func errors() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        let root = list("Root")
        guard case .error(ErrorTexts.noRootTemplate) = hierarchy.evaluate(.push(root), template: { _ in nil }) else {
            Issue.record("a push without a root is an error")
            return
        }
        _ = apply(.setRoot(root), to: &hierarchy)
        guard case .error(ErrorTexts.sameTemplateTwice) = hierarchy.evaluate(.push(root), template: { _ in nil }) else {
            Issue.record("pushing a template in the hierarchy is an error")
            return
        }
        guard case .error(ErrorTexts.nothingToPop) = hierarchy.evaluate(.pop, template: { _ in nil }) else {
            Issue.record("popping the root is an error")
            return
        }
        guard case .done(nil, success: false, _, _) = hierarchy.evaluate(.dismiss, template: { _ in nil }) else {
            Issue.record("dismissing with nothing presented has no effect")
            return
        }
        expectEqual(hierarchy.state.navigationHierarchy, [ElementID(of: root)])
    }

    @Test("a class the category does not allow, and a push past the depth limit, are faults")
    func faults() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        let information = CPInformationTemplate(title: "Info", layout: .leading, items: [], actions: [])
        guard case .fault(let classFault) = hierarchy.evaluate(.setRoot(information), template: { _ in nil }) else {
            Issue.record("an audio app may not show an information template")
            return
        }
        expectEqual(classFault.name, ErrorTexts.unsupportedObjectName)

        _ = apply(.setRoot(list("Root")), to: &hierarchy)
        while hierarchy.state.depth < hierarchy.rules.maximumDepth { _ = apply(.push(list("Level")), to: &hierarchy) }
        guard case .fault(let depthFault) = hierarchy.evaluate(.push(list("Too deep")), template: { _ in nil }) else {
            Issue.record("a push past the depth limit is a fault")
            return
        }
        expectEqual(depthFault.name, ErrorTexts.hierarchyDepthExceededName)
    }

    @Test("only a list may be pushed on Now Playing: the check reads the live template on top")
    func nowPlayingTop() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        let nowPlaying = CPNowPlayingTemplate.shared
        let templates: [ElementID: CPTemplate] = [ElementID(of: nowPlaying): nowPlaying]
        _ = apply(.setRoot(nowPlaying), to: &hierarchy, templates: templates)
        let grid = CPGridTemplate(title: "Grid", gridButtons: [])
        guard case .fault = hierarchy.evaluate(.push(grid), template: { templates[$0] }) else {
            Issue.record("a grid on Now Playing is a fault")
            return
        }
        _ = apply(.push(list("Up Next")), to: &hierarchy, templates: templates)
        expectEqual(hierarchy.state.depth, 2)
    }

    @Test("the tab bar's tabs and selection are followed; stacks of tabs that went are dropped")
    func followsTabBar() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        var state = HierarchyState()
        state.root = "bar"
        state.tabs = ["a", "b"]
        state.selectedTab = "a"
        state.pushed = ["a": ["x"], "b": ["y"]]
        _ = hierarchy.move(to: state)
        expectEqual(hierarchy.followingTabBar(tabs: ["a", "b"], selectedIndex: 0), nil, "nothing changed")
        let next = hierarchy.followingTabBar(tabs: ["b", "c"], selectedIndex: 7)
        expectEqual(next?.selectedTab, "b", "an index out of range selects the first tab")
        expectEqual(next?.pushed, ["b": ["y"]])
    }

    @Test("the system pushes its template on the current stack, never behind a modal or twice")
    func systemPush() {
        var hierarchy = TemplateHierarchy(rules: Rules(category: .audio))
        expectEqual(hierarchy.pushingSystemTemplate("np"), nil, "no root")
        var state = HierarchyState()
        state.root = "root"
        _ = hierarchy.move(to: state)
        expectEqual(hierarchy.pushingSystemTemplate("np")?.navigationHierarchy, ["root", "np"])
        expectEqual(hierarchy.pushingSystemTemplate("root"), nil)
        state.presented = "alert"
        _ = hierarchy.move(to: state)
        expectEqual(hierarchy.pushingSystemTemplate("np"), nil)
    }
}
