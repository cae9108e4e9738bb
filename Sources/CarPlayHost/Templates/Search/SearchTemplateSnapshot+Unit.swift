import Foundation
@_spi(CarPlayHost) import CarPlay

/// The search template as a unit: the search field (its bar) and the results, laid out by `SearchLayout`.
extension SearchTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .search }

    @MainActor static func snapshot(of template: CPSearchTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
    }

    var content: TemplateSnapshot.Content { .search(self) }

    func list(into contents: inout SnapshotContents) {
        contents.add(results.map { RowEntry(row: $0, kind: .searchResult) })
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var search = self
        search.results = limits.trim(.listItems, search.results)
        return search
    }

    /// The search field is the template's bar.
    var showsNavigationBar: Bool { false }

    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        SearchLayout.layout(self, templateID: id, in: frame, context: context)
    }
}
