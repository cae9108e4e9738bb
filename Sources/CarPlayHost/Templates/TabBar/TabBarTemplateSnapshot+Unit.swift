import Foundation
@_spi(CarPlayHost) import CarPlay

/// The tab bar template as a unit: its tabs' root templates; the bar is chrome (`TabBarLayout`) and the content is the
/// selected tab's.
extension TabBarTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .tabBar }

    @MainActor static func snapshot(of template: CPTabBarTemplate, reusing: [ElementID: TemplateSnapshot]) -> Self {
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
