import CarPlay
import CarPlayTesting
import Expectations
import Foundation
@testable import MapKit
import Testing

/// Hears a completer and lets a test wait for its next answer.
@MainActor
final class CompletionListener: NSObject, MKLocalSearchCompleterDelegate {
    var updates: [[String]] = []
    var errors: [MKError] = []
    private var waiting: CheckedContinuation<Void, Never>?

    nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        MainActor.assumeIsolated {
            updates.append(completer.results.map(\.title))
            resume()
        }
    }

    nonisolated func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
        MainActor.assumeIsolated {
            if let error = error as? MKError { errors.append(error) }
            resume()
        }
    }

    /// Waits for the completer's next answer (set the fragment first: answers arrive on the main queue later).
    func next() async { await withCheckedContinuation { waiting = $0 } }

    private func resume() {
        waiting?.resume()
        waiting = nil
    }
}

/// `MKLocalSearchCompleter` in a car: completions from the names of the car's map (the shipped Monaco extract).
@MainActor @Suite struct SearchCompleterCarTests {
    func completer(in car: TestCar) -> (MKLocalSearchCompleter, CompletionListener) {
        let completer = car.run { MKLocalSearchCompleter() }
        let listener = CompletionListener()
        completer.delegate = listener
        return (completer, listener)
    }

    @Test func typingCompletesTheLastFragmentOnlyWithTheTypedPartsHighlighted() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let (completer, listener) = completer(in: car)
        completer.queryFragment = "ca"
        completer.queryFragment = "casi"
        expectTrue(completer.isSearching)
        await listener.next()
        expectTrue(!completer.isSearching)
        expectEqual(listener.updates.count, 1)
        let casino = try require(completer.results.first { $0.title == "Casino de Monte Carlo" })
        expectTrue(completer.results.allSatisfy { $0.title.lowercased().contains("casi") })
        expectEqual(casino.titleHighlightRanges.map(\.rangeValue), [NSRange(location: 0, length: 4)])
        expectLessOrEqual(completer.results.count, 15)

        // Searching the completion finds its place first.
        let response = try await car.run { MKLocalSearch(request: MKLocalSearch.Request(completion: casino)) }.start()
        expectEqual(response.mapItems.first?.name, "Casino de Monte Carlo")
    }

    @Test func addressesOnlyHighlightEveryWordAndAnEmptyFragmentClears() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let (completer, listener) = completer(in: car)
        completer.resultTypes = .address
        completer.queryFragment = "boulevard alb"
        await listener.next()
        let first = try require(completer.results.first)
        expectEqual(first.title, "Boulevard Albert 1er")
        expectEqual(first.subtitle, "")
        expectEqual(
            first.titleHighlightRanges.map(\.rangeValue),
            [
                NSRange(location: 0, length: 9), NSRange(location: 10, length: 3),
            ])
        completer.queryFragment = ""
        await listener.next()
        expectTrue(completer.results.isEmpty)
        expectEqual(listener.updates.count, 2)
    }

    @Test func cancelDropsTheFragmentUnderWayAndAMapLessCarFails() async {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let (completer, listener) = completer(in: car)
        completer.queryFragment = "casino"
        completer.cancel()
        expectTrue(!completer.isSearching)
        completer.queryFragment = "zzqqxx"
        await listener.next()
        expectEqual(listener.updates, [[]])  // only the second fragment answered, with nothing found

        car.session.carMap = nil
        completer.queryFragment = "casino"
        await listener.next()
        expectEqual(listener.errors, [MKError(.serverFailure)])
    }

    @Test func highlightsFoldCaseAndAccents() {
        let ranges = MKLocalSearchCompletion.ranges(of: ["sainte", "dev"], in: "Église Sainte-Dévote")
        expectEqual(ranges, [NSRange(location: 7, length: 6), NSRange(location: 14, length: 3)])
        expectEqual(MKLocalSearchCompleter.ResultType.query.rawValue, 4)
    }
}
