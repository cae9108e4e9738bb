@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import _PlatformHost
@_spi(CarPlayHost) @testable import CarPlay

/// Implements only the completion-handler forms.
@MainActor private final class CompletionDelegate: NSObject, CPSearchTemplateDelegate {
    var selected: [CPListItem] = []
    var searchButtonPresses = 0
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) {
        completionHandler([CPListItem(text: "C:" + searchText, detailText: nil)])
    }
    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        selected.append(item)
        completionHandler()
    }
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) { searchButtonPresses += 1 }
}

/// Implements only the async forms.
@MainActor private final class AsyncDelegate: NSObject, CPSearchTemplateDelegate {
    var selected: [CPListItem] = []
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem]
    {
        await Task.yield()
        return [CPListItem(text: "A:" + searchText, detailText: nil), CPListItem(text: "A2", detailText: nil)]
    }
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async {
        await Task.yield()
        selected.append(item)
    }
}

/// Implements neither form of the required methods.
@MainActor private final class EmptyDelegate: NSObject, CPSearchTemplateDelegate {}

@MainActor
@Suite("CPSearchTemplate and its delegate")
struct SearchTemplateTests {
    /// Runs a host call that takes a completion and waits for it.
    private func waitFor(_ body: (@escaping @Sendable () -> Void) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            body { continuation.resume() }
        }
    }

    @Test func createdWithInit() {
        let search = CPSearchTemplate()
        expectEqual(search.delegate, nil)
        expectTrue(search._searchResults.isEmpty)
        expectTrue(search.description.hasPrefix("<CPSearchTemplate: 0x"))
    }

    @Test func completionFormOnlyAnswersTheAsyncForm() async {
        let search = CPSearchTemplate()
        let delegate = CompletionDelegate()
        let items = await delegate.searchTemplate(search, updatedSearchText: "cof")
        expectEqual(items.map(\.text), ["C:cof"])
        let item = CPListItem(text: "x", detailText: nil)
        await delegate.searchTemplate(search, selectedResult: item)
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === item)
    }

    @Test func asyncFormOnlyAnswersTheCompletionForm() async {
        let search = CPSearchTemplate()
        let delegate = AsyncDelegate()
        let items: [CPListItem] = await withCheckedContinuation { continuation in
            delegate.searchTemplate(search, updatedSearchText: "tea") { continuation.resume(returning: $0) }
        }
        expectEqual(items.map(\.text), ["A:tea", "A2"])
        let item = CPListItem(text: "x", detailText: nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            delegate.searchTemplate(search, selectedResult: item) { continuation.resume() }
        }
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === item)
    }

    @Test func hostSearchKeepsResultsAndNotifies() async {
        let search = CPSearchTemplate()
        let delegate = AsyncDelegate()
        search.delegate = delegate
        let recorder = ChangeRecorder()
        recorder.observe(search)

        await waitFor { search._hostUpdateSearchText("pizza", completion: $0) }
        expectEqual(search._searchText, "pizza")
        expectEqual(search._searchResults.map(\.text), ["A:pizza", "A2"])
        expectGreaterOrEqual(recorder.ids.filter { $0 == search._elementID }.count, 2)

        let result = search._searchResults[0]
        await waitFor { search._hostSelectResult(result, completion: $0) }
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === result)
    }

    @Test func hostSearchWithCompletionDelegate() async {
        let search = CPSearchTemplate()
        let delegate = CompletionDelegate()
        search.delegate = delegate
        await waitFor { search._hostUpdateSearchText("a", completion: $0) }
        expectEqual(search._searchResults.map(\.text), ["C:a"])
        search._hostSearchButtonPressed()
        expectEqual(delegate.searchButtonPresses, 1)
    }

    @Test func withoutDelegateTheHostGetsNoResults() async {
        let search = CPSearchTemplate()
        await waitFor { search._hostUpdateSearchText("a", completion: $0) }
        expectTrue(search._searchResults.isEmpty)
        await waitFor { search._hostSelectResult(CPListItem(text: "x", detailText: nil), completion: $0) }
        search._hostSearchButtonPressed()
    }

    @Test func delegateIsWeak() {
        let search = CPSearchTemplate()
        do {
            let delegate = CompletionDelegate()
            search.delegate = delegate
            expectNotEqual(search.delegate, nil)
        }
        expectEqual(search.delegate, nil)
    }

    @Test func neitherFormRaisesUnrecognizedSelector() async {
        let search = CPSearchTemplate()
        let delegate = EmptyDelegate()
        search.delegate = delegate
        await waitFor { search._hostUpdateSearchText("a", completion: $0) }
        expectTrue(search._searchResults.isEmpty)
        let reasons = CPHostBridge.unhostedExceptions.map(\.reason)
        expectTrue(
            reasons.contains {
                $0.hasPrefix(
                    "-[EmptyDelegate searchTemplate:updatedSearchText:completionHandler:]: unrecognized selector")
                    && $0.hasSuffix(cpAddress(of: delegate))
            })
        await waitFor { search._hostSelectResult(CPListItem(text: "x", detailText: nil), completion: $0) }
        expectTrue(
            CPHostBridge.unhostedExceptions.contains {
                $0.name == "NSInvalidArgumentException"
                    && $0.reason.contains("searchTemplate:selectedResult:completionHandler:]: unrecognized selector")
            })
    }
}
