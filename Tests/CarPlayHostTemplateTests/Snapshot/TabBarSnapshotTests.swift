import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("TabBarTemplateSnapshot")
struct TabBarSnapshotTests {
    @Test func copiesTabsAndSelection() throws {
        let first = CPGridTemplate(title: "One", gridButtons: [])
        first.tabTitle = "First"
        first.showsTabBadge = true
        let second = CPInformationTemplate(title: "Two", layout: .leading, items: [], actions: [])
        let bar = CPTabBarTemplate(templates: [first, second])

        var snapshot = TabBarTemplateSnapshot(bar)
        expectEqual(snapshot.tabs.map(\.id), [ElementID(of: first), ElementID(of: second)])
        expectEqual(snapshot.tabs.map(\.kind), [.grid, .information])
        expectEqual(snapshot.tabs[0].tab.title, "First")
        expectTrue(snapshot.tabs[0].tab.showsBadge)
        expectEqual(snapshot.selectedIndex, 0)
        expectEqual(snapshot.selectedTab?.id, ElementID(of: first))

        bar.selectTemplate(at: 1)
        snapshot = TabBarTemplateSnapshot(bar)
        expectEqual(snapshot.selectedIndex, 1)

        let template = try require(TemplateSnapshot(bar))
        expectEqual(template.kind, .tabBar)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        expectEqual(decoded, template)
    }

    @Test func noTabsNoSelection() {
        let snapshot = TabBarTemplateSnapshot(CPTabBarTemplate(templates: []))
        expectTrue(snapshot.tabs.isEmpty)
        expectEqual(snapshot.selectedIndex, nil)
        expectEqual(snapshot.selectedTab, nil)
    }
}
