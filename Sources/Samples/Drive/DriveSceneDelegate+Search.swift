import CarPlay
import CoreLocation
import MapKit
import UIKit

extension DriveSceneDelegate {
    // MARK: Search

    func showSearch() {
        let completer = MKLocalSearchCompleter()
        completer.delegate = self
        completer.resultTypes = [.pointOfInterest, .address]
        if let lastLocation {
            completer.region = MKCoordinateRegion(
                center: lastLocation.coordinate, latitudinalMeters: 5000, longitudinalMeters: 5000)
        }
        self.completer?.cancel()
        answerPendingCompletions(with: [])
        self.completer = completer
        let template = CPSearchTemplate()
        template.delegate = self
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    /// The completions of `text`: the completer's answer (an older question still waiting gets none).
    func completions(of text: String) async -> [MKLocalSearchCompletion] {
        guard let completer else { return [] }
        answerPendingCompletions(with: [])
        let fragment = text.trimmingCharacters(in: .whitespaces)
        guard !fragment.isEmpty else {
            // Cleared: the completer forgets the fragment (its answer is none), so typing it again asks again.
            completer.queryFragment = ""
            return []
        }
        if completer.queryFragment == fragment, !completer.isSearching { return completer.results }
        return await withCheckedContinuation { continuation in
            pendingCompletions = continuation
            completer.queryFragment = fragment
        }
    }

    /// The question waiting gets `completions` (none when it was overtaken or the search ended).
    func answerPendingCompletions(with completions: [MKLocalSearchCompletion]) {
        pendingCompletions?.resume(returning: completions)
        pendingCompletions = nil
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        guard completer === self.completer else { return }
        answerPendingCompletions(with: completer.results)
    }

    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
        guard completer === self.completer else { return }
        answerPendingCompletions(with: [])
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String) async -> [CPListItem]
    {
        (await completions(of: searchText)).prefix(12).map(item(for:))
    }

    /// A row for a completion: the place's name and its address.
    private func item(for completion: MKLocalSearchCompletion) -> CPListItem {
        let item = CPListItem(
            text: completion.title, detailText: completion.subtitle.isEmpty ? nil : completion.subtitle)
        item.userInfo = completion
        return item
    }

    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem) async {
        guard let completion = item.userInfo as? MKLocalSearchCompletion else { return }
        await preview(completion)
    }

    /// Finds the place of a completion (`MKLocalSearch`) and previews the routes to it.
    func preview(_ completion: MKLocalSearchCompletion) async {
        let search = MKLocalSearch(request: MKLocalSearch.Request(completion: completion))
        guard let place = try? await search.start().mapItems.first else {
            mapTemplate.present(navigationAlert: noPlaceAlert(for: completion.title), animated: true)
            return
        }
        await withCheckedContinuation { continuation in
            choose(place) { continuation.resume() }
        }
    }

    /// The keyboard's Search button: the places matching the text typed (`MKLocalSearch`), best match first, each
    /// with its street and how far it is; the row the driver picks previews the routes to it.
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {
        guard let query = completer?.queryFragment, !query.isEmpty else { return }
        let request = MKLocalSearch.Request(naturalLanguageQuery: query)
        request.resultTypes = [.pointOfInterest, .address]
        if let region = completer?.region { request.region = region }
        let search = MKLocalSearch(request: request)
        Task {
            let items = await Self.distinctPlaces(of: search).prefix(12).map(self.item(for:))
            let list = CPListTemplate(title: "Results", sections: [CPListSection(items: Array(items))])
            list.emptyViewTitleVariants = ["No results"]
            interfaceController?.pushTemplate(list, animated: true, completion: nil)
        }
    }

    private func noPlaceAlert(for name: String) -> CPNavigationAlert {
        CPNavigationAlert(
            titleVariants: ["\(name) was not found", "Not found"], subtitleVariants: [], image: nil,
            primaryAction: CPAlertAction(title: "OK", style: .cancel) { _ in }, secondaryAction: nil, duration: 5)
    }
}
