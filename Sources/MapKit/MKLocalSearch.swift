#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Searches places by name. On an iPhone Apple's servers answer; here the car does, from the names of its map
/// (points of interest and streets of its OpenStreetMap data). Completion handlers run on the main thread.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    private let request: Question
    private let car = CarRequest<MKLocalSearch.Response>()

    /// What is asked: words, or the points of interest of an area.
    private enum Question {
        case words(MKLocalSearch.Request)
        case pointsOfInterest(MKLocalPointsOfInterestRequest)
    }

    /// A search for `request` (copied).
    public init(request: MKLocalSearch.Request) {
        self.request = .words(request.copy() as? MKLocalSearch.Request ?? request)
        super.init()
    }

    /// A search for the points of interest of an area (copied).
    @available(iOS 14.0, *)
    public init(request: MKLocalPointsOfInterestRequest) {
        self.request = .pointsOfInterest(request.copy() as? MKLocalPointsOfInterestRequest ?? request)
        super.init()
    }

    /// Whether a search is under way.
    open var isSearching: Bool { car.isRunning }

    /// Searches; `completionHandler` gets the response or an `MKError`, on the main thread.
    open func start(completionHandler: @escaping MKLocalSearch.CompletionHandler) {
        let handler = MainThreadHandler(completionHandler)
        car.run(ask: ask) { handler.call($0.response, $0.error) }
    }

    /// Searches. Cancelling the task (or calling `cancel()`) throws `CancellationError`.
    open func start() async throws -> MKLocalSearch.Response {
        try await car.response(ask: ask)
    }

    /// Cancels a search under way: its completion handler is not called.
    open func cancel() { car.cancel() }

    /// The completion handler of `start(completionHandler:)`. Not `@Sendable`, as iOS imports it: a closure formed
    /// on the main actor stays isolated to it, and MapKit calls it on the main thread.
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void

    typealias Answer = CarAnswer<MKLocalSearch.Response>

    /// How the car is asked for this request.
    private var ask: CarRequest<MKLocalSearch.Response>.Ask {
        let request = UncheckedRequest(self.request)
        return { environment in await Self.answer(request.value, environment: environment) }
    }

    private struct UncheckedRequest: @unchecked Sendable {
        let value: Question
        init(_ value: Question) { self.value = value }
    }

    /// The car's question for a request, nil when it asks nothing the car can answer (no words, an invalid area).
    private static func platformRequest(for question: Question) -> PlatformSearchRequest? {
        switch question {
        case .words(let request):
            guard let query = request.naturalLanguageQuery, !query.trimmingCharacters(in: .whitespaces).isEmpty
            else { return nil }
            let center = request.region.center
            let near =
                CLLocationCoordinate2DIsValid(center) && (request.region.span.latitudeDelta > 0)
                ? PlatformCoordinate(latitude: center.latitude, longitude: center.longitude) : nil
            var platformRequest = PlatformSearchRequest(
                query: query, near: near, includesPointsOfInterest: request.resultTypes.contains(.pointOfInterest),
                includesAddresses: request.resultTypes.contains(.address))
            platformRequest.pointOfInterestFilter = request.pointOfInterestFilter.map(Self.platformFilter)
            return platformRequest
        case .pointsOfInterest(let request):
            let center = request.coordinate
            guard CLLocationCoordinate2DIsValid(center), request.radius.isFinite, request.radius > 0 else { return nil }
            var platformRequest = PlatformSearchRequest(
                query: "", near: PlatformCoordinate(latitude: center.latitude, longitude: center.longitude),
                includesPointsOfInterest: true, includesAddresses: false)
            platformRequest.radius = min(request.radius, MKLocalPointsOfInterestRequest.maxRadius)
            platformRequest.pointOfInterestFilter = request.pointOfInterestFilter.map(Self.platformFilter)
            return platformRequest
        }
    }

    private static func platformFilter(_ filter: MKPointOfInterestFilter) -> PlatformPointOfInterestFilter {
        let listed = filter._listed
        return PlatformPointOfInterestFilter(
            categories: Set(listed.categories.map(\.rawValue)), including: listed.including)
    }

    @MainActor private static func answer(_ question: Question, environment: (any PlatformHostEnvironment)?) async
        -> Answer
    {
        guard let platformRequest = platformRequest(for: question) else {
            return Answer(error: MKError(.placemarkNotFound))
        }
        guard let environment else { return Answer(error: MKError(.serverFailure)) }
        switch await environment.places(for: platformRequest) {
        case .success(let places) where !places.isEmpty:
            let items = places.map(Self.mapItem)
            return Answer(response: Response(mapItems: items, boundingRegion: Self.region(around: places)))
        case .success, .failure(.placemarkNotFound), .failure(.directionsNotFound):
            return Answer(error: MKError(.placemarkNotFound))
        case .failure(.serverFailure):
            return Answer(error: MKError(.serverFailure))
        }
    }

    private static func mapItem(_ place: PlatformPlace) -> MKMapItem {
        var address: [String: Any] = ["Name": place.name]
        if let street = place.street { address["Street"] = street }
        if let number = place.houseNumber { address["SubThoroughfare"] = number }
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(
                    latitude: place.coordinate.latitude, longitude: place.coordinate.longitude),
                addressDictionary: address))
        item.name = place.name
        item.pointOfInterestCategory = place.pointOfInterestCategory.map(MKPointOfInterestCategory.init(rawValue:))
        return item
    }

    private static func region(around places: [PlatformPlace]) -> MKCoordinateRegion {
        let latitudes = places.map(\.coordinate.latitude)
        let longitudes = places.map(\.coordinate.longitude)
        let minLatitude = latitudes.min() ?? 0
        let maxLatitude = latitudes.max() ?? 0
        let minLongitude = longitudes.min() ?? 0
        let maxLongitude = longitudes.max() ?? 0
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(
                latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2),
            span: MKCoordinateSpan(
                latitudeDelta: max(maxLatitude - minLatitude, 0.005),
                longitudeDelta: max(maxLongitude - minLongitude, 0.005)))
    }
}

extension MKLocalSearch {
    /// What to search: words, the region to search near, and which kinds of results.
    open class Request: NSObject, NSCopying {
        /// The words to look for ("casino", "fuel").
        open var naturalLanguageQuery: String?
        /// Where to look first; results nearer its centre come first.
        open var region = MKCoordinateRegion()
        /// Which kinds of results (default: addresses and points of interest).
        open var resultTypes: MKLocalSearch.ResultType = [.address, .pointOfInterest]
        /// Which categories of points of interest to find (nil: all).
        @available(iOS 13.0, *)
        @NSCopying open var pointOfInterestFilter: MKPointOfInterestFilter?

        public override init() { super.init() }

        /// A search for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.naturalLanguageQuery = naturalLanguageQuery
            copy.region = region
            copy.resultTypes = resultTypes
            copy.pointOfInterestFilter = pointOfInterestFilter
            return copy
        }
    }

    /// The kinds of results a search returns.
    public struct ResultType: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        @available(iOS 18.0, *)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }

    /// What a search found, best first, and the region holding it.
    open class Response: NSObject {
        open private(set) var mapItems: [MKMapItem]
        open private(set) var boundingRegion: MKCoordinateRegion

        init(mapItems: [MKMapItem], boundingRegion: MKCoordinateRegion) {
            self.mapItems = mapItems
            self.boundingRegion = boundingRegion
            super.init()
        }
    }
}
#endif
