@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost
import Testing

@Suite("Hierarchy state and appearance order")
struct HierarchyStateTests {
    @Test("a plain stack: the hierarchy is root then pushed; only the top is visible")
    func plainStack() {
        var state = HierarchyState()
        state.root = "root"
        state.pushed["root"] = ["a", "b"]
        #expect(state.navigationHierarchy == ["root", "a", "b"])
        #expect(state.depth == 3)
        #expect(state.visible == ["b"])
        state.presented = "alert"
        #expect(state.visible == ["b", "alert"])
        #expect(state.depth == 3, "modals do not count")
        #expect(state.retained == ["root", "a", "b", "alert"])
    }

    @Test("a tab bar: the selected tab's stack, the bar counts one level, other tabs' stacks are kept")
    func tabBar() {
        var state = HierarchyState()
        state.root = "bar"
        state.tabs = ["t1", "t2"]
        state.selectedTab = "t1"
        #expect(state.visible == ["bar", "t1"])
        state.pushed["t1"] = ["x"]
        state.pushed["t2"] = ["y", "z"]
        #expect(state.navigationHierarchy == ["bar", "x"])
        #expect(state.visible == ["x"])
        state.selectedTab = "t2"
        #expect(state.navigationHierarchy == ["bar", "y", "z"])
        #expect(state.depth == 3)
        #expect(state.contains("x"))
    }

    @Test("appearance events follow UIKit's order: will-disappear, will-appear, did-disappear, did-appear")
    func order() {
        #expect(
            appearanceEvents(from: ["a"], to: ["b"]) == [
                .willDisappear("a"), .willAppear("b"), .didDisappear("a"), .didAppear("b"),
            ])
        #expect(appearanceEvents(from: ["a"], to: ["a", "m"]) == [.willAppear("m"), .didAppear("m")])
        #expect(
            appearanceEvents(from: ["bar", "t1"], to: ["x"]) == [
                .willDisappear("t1"), .willDisappear("bar"), .willAppear("x"), .didDisappear("t1"),
                .didDisappear("bar"), .didAppear("x"),
            ])
        #expect(appearanceEvents(from: ["a"], to: ["a"]).isEmpty)
    }

    @Test("the framework's unhosted limits are the Rules values of an app without special limits")
    func unhostedLimitsMatchRules() {
        let rules = Rules(category: .parking)
        #expect(CPHostBridge.value(of: .listItems) == rules.maximumListItems(limitedLists: false))
        #expect(CPHostBridge.value(of: .listSections) == rules.maximumListSections(limitedLists: false))
        #expect(CPHostBridge.value(of: .tabs) == rules.maximumTabs)
        #expect(CPHostBridge.value(of: .alertActions) == rules.maximumAlertActions)
        #expect(CPHostBridge.value(of: .headerGridButtons) == rules.maximumHeaderGridButtons)
        #expect(CPHostBridge.value(of: .detailsHeaderActionButtons) == rules.maximumDetailsHeaderActionButtons)
        #expect(CPHostBridge.value(of: .voiceControlStateActionButtons) == rules.maximumVoiceControlStateActionButtons)
    }
}
