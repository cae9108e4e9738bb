#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Computes routes between two places. On an iPhone Apple's servers answer; here the car does, from its map
/// (OpenStreetMap data and the car's router). Completion handlers run on the main thread, after `calculate` returns.
open class MKDirections: NSObject, @unchecked Sendable {
    private let request: MKDirections.Request
    private let car = CarRequest<MKDirections.Response>()

    /// Directions for `request` (copied).
    public init(request: MKDirections.Request) {
        self.request = request.copy() as? MKDirections.Request ?? request
        super.init()
    }

    /// Whether a calculation is under way.
    open var isCalculating: Bool { car.isRunning }

    /// Calculates routes; `completionHandler` gets the response or an `MKError`, on the main thread. Calling it
    /// while a calculation is under way answers `MKError.loadingThrottled`.
    open func calculate(completionHandler: @escaping MKDirections.DirectionsHandler) {
        let handler = MainThreadHandler(completionHandler)
        car.run(ask: ask) { handler.call($0.response, $0.error) }
    }

    /// Calculates routes. Cancelling the task (or calling `cancel()`) throws `CancellationError`.
    open func calculate() async throws -> MKDirections.Response {
        try await car.response(ask: ask)
    }

    /// Calculates the travel time of the best route, on the main thread.
    open func calculateETA(completionHandler: @escaping MKDirections.ETAHandler) {
        let handler = MainThreadHandler(completionHandler)
        car.run(ask: ask) { handler.call($0.response.map(ETAResponse.init), $0.error) }
    }

    /// Calculates the travel time of the best route.
    open func calculateETA() async throws -> MKDirections.ETAResponse {
        ETAResponse(try await calculate())
    }

    /// Cancels a calculation under way: its completion handler is not called.
    open func cancel() { car.cancel() }

    typealias Answer = CarAnswer<MKDirections.Response>

    /// How the car is asked for this request.
    private var ask: CarRequest<MKDirections.Response>.Ask {
        let request = UncheckedRequest(self.request)
        return { environment in await Self.answer(request.value, environment: environment) }
    }

    private struct UncheckedRequest: @unchecked Sendable {
        let value: MKDirections.Request
        init(_ value: MKDirections.Request) { self.value = value }
    }

    /// The car's answer to a request.
    @MainActor private static func answer(
        _ request: MKDirections.Request, environment: (any PlatformHostEnvironment)?
    ) async -> Answer {
        guard let destination = request.destination else { return Answer(error: MKError(.placemarkNotFound)) }
        let source = request.source ?? MKMapItem.forCurrentLocation()
        func place(_ item: MKMapItem) -> PlatformCoordinate? {
            guard !item.isCurrentLocation else { return nil }
            let coordinate = item.placemark.coordinate
            return PlatformCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        guard let environment else { return Answer(error: MKError(.serverFailure)) }
        let platformRequest = PlatformDirectionsRequest(
            source: place(source), destination: place(destination), transportType: request.transportType.rawValue,
            requestsAlternateRoutes: request.requestsAlternateRoutes,
            avoidsTolls: request.tollPreference == .avoid, avoidsHighways: request.highwayPreference == .avoid)
        switch await environment.directions(for: platformRequest) {
        case .success(let routes):
            let transport: MKDirectionsTransportType =
                request.transportType == .any ? .automobile : request.transportType
            let kept = request.requestsAlternateRoutes ? routes : Array(routes.prefix(1))
            let response = Response(
                source: source, destination: destination, routes: kept.map { MKRoute($0, transportType: transport) })
            // Estimates count from the requested departure, else from now on the car's clock.
            response.departure = request.departureDate ?? environment.hostNow ?? Date()
            return Answer(response: response)
        case .failure(.directionsNotFound): return Answer(error: MKError(.directionsNotFound))
        case .failure(.placemarkNotFound): return Answer(error: MKError(.placemarkNotFound))
        case .failure(.serverFailure): return Answer(error: MKError(.serverFailure))
        }
    }
}

extension MKDirections {
    /// Whether a route may use a kind of road (`Request.tollPreference`, `Request.highwayPreference`).
    @available(iOS 16.0, *)
    public enum RoutePreference: Int, @unchecked Sendable {
        /// No preference.
        case any = 0
        /// Keep off that kind of road where another way exists.
        case avoid = 1
    }

    /// The completion handler of `calculate(completionHandler:)`. Not `@Sendable`, as iOS imports it: a closure
    /// formed on the main actor stays isolated to it, and MapKit calls it on the main thread.
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void
    /// The completion handler of `calculateETA(completionHandler:)` (called on the main thread).
    public typealias ETAHandler = (MKDirections.ETAResponse?, (any Error)?) -> Void

    /// What to route: from where to where, how, with or without alternatives.
    open class Request: NSObject, NSCopying {
        /// The start; nil (or `MKMapItem.forCurrentLocation()`): the car's position.
        open var source: MKMapItem?
        /// The end.
        open var destination: MKMapItem?
        /// How to travel (default `.any`).
        open var transportType: MKDirectionsTransportType = .any
        /// Whether to return alternative routes too (default false).
        open var requestsAlternateRoutes = false
        open var departureDate: Date?
        open var arrivalDate: Date?
        /// Whether to keep off toll roads where another way exists (default `.any`).
        @available(iOS 16.0, *)
        open var tollPreference: MKDirections.RoutePreference = .any
        /// Whether to keep off motorways and trunk roads where another way exists (default `.any`).
        @available(iOS 16.0, *)
        open var highwayPreference: MKDirections.RoutePreference = .any

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.source = source
            copy.destination = destination
            copy.transportType = transportType
            copy.requestsAlternateRoutes = requestsAlternateRoutes
            copy.departureDate = departureDate
            copy.arrivalDate = arrivalDate
            copy.tollPreference = tollPreference
            copy.highwayPreference = highwayPreference
            return copy
        }
    }

    /// The routes found, best first.
    open class Response: NSObject {
        open private(set) var source: MKMapItem
        open private(set) var destination: MKMapItem
        open private(set) var routes: [MKRoute]
        /// When the trip starts (for ETA responses).
        var departure = Date()

        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
            super.init()
        }
    }

    /// The travel time of the best route.
    open class ETAResponse: NSObject {
        open private(set) var source: MKMapItem
        open private(set) var destination: MKMapItem
        open private(set) var expectedTravelTime: TimeInterval
        open private(set) var distance: CLLocationDistance
        open private(set) var expectedDepartureDate: Date
        open private(set) var expectedArrivalDate: Date
        open private(set) var transportType: MKDirectionsTransportType

        init(_ response: Response) {
            source = response.source
            destination = response.destination
            let best = response.routes.first
            expectedTravelTime = best?.expectedTravelTime ?? 0
            distance = best?.distance ?? 0
            expectedDepartureDate = response.departure
            expectedArrivalDate = expectedDepartureDate.addingTimeInterval(expectedTravelTime)
            transportType = best?.transportType ?? .automobile
            super.init()
        }
    }
}
#endif
