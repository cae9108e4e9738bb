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
        #expect(snapshot.tabs.map(\.id) == [ElementID(of: first), ElementID(of: second)])
        #expect(snapshot.tabs.map(\.kind) == [.grid, .information])
        #expect(snapshot.tabs[0].tab.title == "First")
        #expect(snapshot.tabs[0].tab.showsBadge)
        #expect(snapshot.selectedIndex == 0)
        #expect(snapshot.selectedTab?.id == ElementID(of: first))

        bar.selectTemplate(at: 1)
        snapshot = TabBarTemplateSnapshot(bar)
        #expect(snapshot.selectedIndex == 1)

        let template = try #require(TemplateSnapshot(bar))
        #expect(template.kind == .tabBar)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        #expect(decoded == template)
    }

    @Test func noTabsNoSelection() {
        let snapshot = TabBarTemplateSnapshot(CPTabBarTemplate(templates: []))
        #expect(snapshot.tabs.isEmpty)
        #expect(snapshot.selectedIndex == nil)
        #expect(snapshot.selectedTab == nil)
    }
}
