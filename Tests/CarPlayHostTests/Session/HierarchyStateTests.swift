@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost
import Expectations
import Testing

@Suite("Hierarchy state and appearance order")
struct HierarchyStateTests {
    @Test("a plain stack: the hierarchy is root then pushed; only the top is visible")
    func plainStack() {
        var state = HierarchyState()
        state.root = "root"
        state.pushed["root"] = ["a", "b"]
        expectEqual(state.navigationHierarchy, ["root", "a", "b"])
        expectEqual(state.depth, 3)
        expectEqual(state.visible, ["b"])
        state.presented = "alert"
        expectEqual(state.visible, ["b", "alert"])
        expectEqual(state.depth, 3, "modals do not count")
        expectEqual(state.retained, ["root", "a", "b", "alert"])
    }

    @Test("a tab bar: the selected tab's stack, the bar counts one level, other tabs' stacks are kept")
    func tabBar() {
        var state = HierarchyState()
        state.root = "bar"
        state.tabs = ["t1", "t2"]
        state.selectedTab = "t1"
        expectEqual(state.visible, ["bar", "t1"])
        state.pushed["t1"] = ["x"]
        state.pushed["t2"] = ["y", "z"]
        expectEqual(state.navigationHierarchy, ["bar", "x"])
        expectEqual(state.visible, ["x"])
        state.selectedTab = "t2"
        expectEqual(state.navigationHierarchy, ["bar", "y", "z"])
        expectEqual(state.depth, 3)
        expectTrue(state.contains("x"))
    }

    @Test("appearance events follow UIKit's order: will-disappear, will-appear, did-disappear, did-appear")
    func order() {
        expectEqual(
            appearanceEvents(from: ["a"], to: ["b"]),
            [
                .willDisappear("a"), .willAppear("b"), .didDisappear("a"), .didAppear("b"),
            ])
        expectEqual(appearanceEvents(from: ["a"], to: ["a", "m"]), [.willAppear("m"), .didAppear("m")])
        expectEqual(
            appearanceEvents(from: ["bar", "t1"], to: ["x"]),
            [
                .willDisappear("t1"), .willDisappear("bar"), .willAppear("x"), .didDisappear("t1"),
                .didDisappear("bar"), .didAppear("x"),
            ])
        expectTrue(appearanceEvents(from: ["a"], to: ["a"]).isEmpty)
    }

    @Test("the framework's unhosted limits are the Rules values of an app without special limits")
    func unhostedLimitsMatchRules() {
        let rules = Rules(category: .parking)
        expectEqual(CPHostBridge.value(of: .listItems), rules.maximumListItems(limitedLists: false))
        expectEqual(CPHostBridge.value(of: .listSections), rules.maximumListSections(limitedLists: false))
        expectEqual(CPHostBridge.value(of: .tabs), rules.maximumTabs)
        expectEqual(CPHostBridge.value(of: .alertActions), rules.maximumAlertActions)
        expectEqual(CPHostBridge.value(of: .headerGridButtons), rules.maximumHeaderGridButtons)
        expectEqual(CPHostBridge.value(of: .detailsHeaderActionButtons), rules.maximumDetailsHeaderActionButtons)
        expectEqual(
            CPHostBridge.value(of: .voiceControlStateActionButtons), rules.maximumVoiceControlStateActionButtons)
    }
}
