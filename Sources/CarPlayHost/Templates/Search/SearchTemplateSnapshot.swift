import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPSearchTemplate`: the text the driver typed last and the results (list items) the app's delegate returned
/// for it.
public struct SearchTemplateSnapshot: Codable, Hashable, Sendable {
    public var searchText: String
    public var results: [ListRowSnapshot]
    /// Whether the template has a delegate to ask for results.
    public var hasDelegate: Bool

    public init(searchText: String = "", results: [ListRowSnapshot] = [], hasDelegate: Bool = false) {
        self.searchText = searchText
        self.results = results
        self.hasDelegate = hasDelegate
    }

    @MainActor init(_ template: CPSearchTemplate) {
        searchText = template._searchText
        results = template._searchResults.map(ListRowSnapshot.init)
        hasDelegate = template.delegate != nil
    }
}

/// The search template as a unit: the search field (its bar) and the results, laid out by `SearchLayout`.
extension SearchTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPSearchTemplate
    static var kind: TemplateKind { .search }

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
