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
