import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPTabBarTemplate`: the root template of each tab and which tab is selected.
public struct TabBarTemplateSnapshot: Codable, Hashable, Sendable {
    /// The tabs in order (templates of a class the host does not know are left out).
    public var tabs: [TemplateSnapshot]
    /// The index in `tabs` of the selected tab; nil without tabs.
    public var selectedIndex: Int?

    public init(tabs: [TemplateSnapshot], selectedIndex: Int?) {
        self.tabs = tabs
        self.selectedIndex = selectedIndex
    }

    /// The selected tab, if any.
    public var selectedTab: TemplateSnapshot? {
        guard let selectedIndex, tabs.indices.contains(selectedIndex) else { return nil }
        return tabs[selectedIndex]
    }

    @MainActor init(_ template: CPTabBarTemplate, reusing: SnapshotReuse = SnapshotReuse()) {
        tabs = template.templates.compactMap {
            reusing.templates[ElementID(of: $0)] ?? TemplateSnapshot($0, reusing: reusing)
        }
        let selectedID = template.selectedTemplate.map { ElementID(of: $0) }
        selectedIndex = selectedID.flatMap { id in tabs.firstIndex { $0.id == id } }
    }
}

/// The tab bar template as a unit: its tabs' root templates; the bar is chrome (`TabBarLayout`) and the content is the
/// selected tab's.
extension TabBarTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .tabBar }

    @MainActor static func snapshot(of template: CPTabBarTemplate, reusing: SnapshotReuse) -> Self {
        Self(template, reusing: reusing)
    }

    var content: TemplateSnapshot.Content { .tabBar(self) }

    /// The tabs with their tab titles and images, but not their content (it is not on screen).
    func list(into contents: inout SnapshotContents) {
        for tab in tabs {
            contents.element(tab.id, .tab, [tab.tabTitle])
            contents.image(tab.tab.image)
        }
    }

    func displayed(by _: DisplayLimits, showTab: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var tabBar = self
        tabBar.tabs = tabBar.tabs.map(showTab)
        return tabBar
    }

    /// A tab bar is laid out as its selected tab's content (its bar is chrome).
    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        guard let selected = selectedTab else { return ScreenNode(role: .content, frame: frame) }
        return ScreenLayout.contentNode(for: selected, in: frame, context: context)
    }
}
