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

    @MainActor init(_ template: CPTabBarTemplate, reusing: [ElementID: TemplateSnapshot] = [:]) {
        tabs = template.templates.compactMap { reusing[ElementID(of: $0)] ?? TemplateSnapshot($0) }
        let selectedID = template.selectedTemplate.map { ElementID(of: $0) }
        selectedIndex = selectedID.flatMap { id in tabs.firstIndex { $0.id == id } }
    }
}
