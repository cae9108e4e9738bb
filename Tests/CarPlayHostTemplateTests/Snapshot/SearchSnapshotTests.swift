import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor private final class Results: NSObject, CPSearchTemplateDelegate {
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) {
        completionHandler([CPListItem(text: searchText.uppercased(), detailText: "1 km")])
    }
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void
    ) { completionHandler() }
}

@MainActor
@Suite("SearchTemplateSnapshot")
struct SearchSnapshotTests {
    @Test func emptyTemplate() throws {
        let snapshot = SearchTemplateSnapshot(CPSearchTemplate())
        expectEqual(snapshot, SearchTemplateSnapshot(searchText: "", results: [], hasDelegate: false))
        expectEqual(try require(TemplateSnapshot(CPSearchTemplate())).kind, .search)
    }

    @Test func copiesTextAndResults() async throws {
        let search = CPSearchTemplate()
        let delegate = Results()
        search.delegate = delegate
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            search._hostUpdateSearchText("cafe") { done.resume() }
        }
        let snapshot = SearchTemplateSnapshot(search)
        expectEqual(snapshot.searchText, "cafe")
        expectTrue(snapshot.hasDelegate)
        expectEqual(snapshot.results.map(\.text), ["CAFE"])
        expectEqual(snapshot.results.map(\.detailText), ["1 km"])
        expectEqual(snapshot.results.map(\.id), search._searchResults.map { ElementID(of: $0) })

        let wrapped = try require(TemplateSnapshot(search))
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(wrapped))
        expectEqual(decoded, wrapped)
    }
}
