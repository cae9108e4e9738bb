#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Completes what a driver types into places, as they type. On an iPhone Apple's servers answer; here the car does,
/// from the names of its map. Each change of `queryFragment` (or `region`) asks again and drops the question before
/// it; the delegate hears the results on the main thread.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The words typed so far. An empty fragment clears the results.
    open var queryFragment = "" {
        didSet { if queryFragment != oldValue { complete() } }
    }
    /// Where to look first: completions nearer its centre come first (else nearer the car).
    open var region = MKCoordinateRegion() {
        didSet { if !queryFragment.isEmpty { complete() } }
    }
    /// Which kinds of completions. The car's map completes addresses (streets) and points of interest; it has no
    /// query suggestions nor physical features.
    @available(iOS 13.0, *)
    open var resultTypes: MKLocalSearchCompleter.ResultType = [.address, .pointOfInterest, .query] {
        didSet { if !queryFragment.isEmpty && resultTypes != oldValue { complete() } }
    }
    /// Which categories of points of interest to complete (nil: all).
    @available(iOS 13.0, *)
    @NSCopying open var pointOfInterestFilter: MKPointOfInterestFilter? {
        didSet { if !queryFragment.isEmpty && pointOfInterestFilter != oldValue { complete() } }
    }
    /// Hears new results and failures.
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    /// The completions of the last fragment the car answered, best first.
    open private(set) var results: [MKLocalSearchCompletion] = []

    private let car = CarRequest<[MKLocalSearchCompletion]>()

    public override init() { super.init() }

    /// Whether the car is completing a fragment.
    open var isSearching: Bool { car.isRunning }

    /// Stops completing: the fragment under way gets no results.
    open func cancel() { car.cancel() }

    /// The most completions the car offers.
    static let maximumResults = 15

    private func complete() {
        car.cancel()
        let query = Query(
            fragment: queryFragment, region: region, addresses: resultTypes.contains(.address),
            pointsOfInterest: resultTypes.contains(.pointOfInterest),
            filter: pointOfInterestFilter.map { filter in
                PlatformPointOfInterestFilter(
                    categories: Set(filter._listed.categories.map(\.rawValue)), including: filter._listed.including)
            })
        car.run(ask: { environment in await Self.answer(query, environment: environment) }, deliver: deliver)
    }

    /// Hands the car's answer to the delegate (on the main thread).
    private func deliver(_ answer: CarAnswer<[MKLocalSearchCompletion]>) {
        if let error = answer.error {
            delegate?.completer(self, didFailWithError: error)
            return
        }
        results = answer.response ?? []
        delegate?.completerDidUpdateResults(self)
    }

    /// What one completion asks, carried to the main actor.
    private struct Query: Sendable {
        var fragment: String
        var region: MKCoordinateRegion
        var addresses: Bool
        var pointsOfInterest: Bool
        var filter: PlatformPointOfInterestFilter?
    }

    @MainActor private static func answer(_ query: Query, environment: (any PlatformHostEnvironment)?) async
        -> CarAnswer<[MKLocalSearchCompletion]>
    {
        let words = MKLocalSearchCompletion.fold(query.fragment)
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty, query.addresses || query.pointsOfInterest else { return CarAnswer(response: []) }
        guard let environment else { return CarAnswer(error: MKError(.serverFailure)) }
        let center = query.region.center
        let near =
            CLLocationCoordinate2DIsValid(center) && query.region.span.latitudeDelta > 0
            ? PlatformCoordinate(latitude: center.latitude, longitude: center.longitude) : nil
        var request = PlatformSearchRequest(
            query: query.fragment, near: near, includesPointsOfInterest: query.pointsOfInterest,
            includesAddresses: query.addresses)
        request.pointOfInterestFilter = query.filter
        switch await environment.places(for: request) {
        case .success(let places):
            return CarAnswer(
                response: places.prefix(maximumResults).map { place in
                    let address = [place.houseNumber, place.street].compactMap { $0 }.joined(separator: " ")
                    return MKLocalSearchCompletion(
                        title: place.name, subtitle: address, words: words,
                        coordinate: CLLocationCoordinate2D(
                            latitude: place.coordinate.latitude, longitude: place.coordinate.longitude))
                })
        case .failure(.placemarkNotFound), .failure(.directionsNotFound):
            return CarAnswer(response: [])
        case .failure(.serverFailure):
            return CarAnswer(error: MKError(.serverFailure))
        }
    }
}

extension MKLocalSearchCompleter {
    /// The kinds of completions a completer returns.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        @available(iOS 18.0, *)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }
}
#endif
