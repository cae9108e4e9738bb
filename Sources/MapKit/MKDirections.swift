#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Computes routes between two places. On an iPhone Apple's servers answer; here the car does, from its map
/// (OpenStreetMap data and the car's router). Completion handlers run on the main thread, after `calculate` returns.
open class MKDirections: NSObject, @unchecked Sendable {
    private let request: MKDirections.Request
    private let lock = NSLock()
    private var calculating = false
    private var generation = 0

    /// The environment of the app that made the directions (the car that answers).
    private weak var madeIn: (any PlatformHostEnvironment)?

    /// Directions for `request` (copied).
    public init(request: MKDirections.Request) {
        self.request = request.copy() as? MKDirections.Request ?? request
        madeIn = PlatformHost.environmentOfRunningCode
        super.init()
    }

    /// Whether a calculation is under way.
    open var isCalculating: Bool { lock.withLock { calculating } }

    /// Calculates routes; `completionHandler` gets the response or an `MKError`, on the main thread. Calling it
    /// while a calculation is under way answers `MKError.loadingThrottled`.
    open func calculate(completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void) {
        run { result in completionHandler(result.response, result.error) }
    }

    /// Calculates routes. Cancelling the task (or calling `cancel()`) throws `CancellationError`.
    open func calculate() async throws -> MKDirections.Response {
        let answer = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Answer, Never>) in
                run(notifyingCancellation: true) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            cancel()
        }
        if answer.cancelled { throw CancellationError() }
        if let error = answer.error { throw error }
        guard let response = answer.response else { throw MKError(.unknown) }
        return response
    }

    /// Calculates the travel time of the best route, on the main thread.
    open func calculateETA(completionHandler: @escaping @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) {
        run { result in completionHandler(result.response.map(ETAResponse.init), result.error) }
    }

    /// Calculates the travel time of the best route.
    open func calculateETA() async throws -> MKDirections.ETAResponse {
        ETAResponse(try await calculate())
    }

    /// Cancels a calculation under way: its completion handler is not called.
    open func cancel() {
        lock.withLock {
            generation += 1
            calculating = false
        }
    }

    /// An app's environment, carried to the main thread (only used there).
    struct EnvironmentBox: @unchecked Sendable {
        let environment: (any PlatformHostEnvironment)?
        init(_ environment: (any PlatformHostEnvironment)?) { self.environment = environment }
    }

    /// A response or an error, carried to the main thread.
    struct Answer: @unchecked Sendable {
        var response: MKDirections.Response?
        var error: MKError?
        /// The request was cancelled before the car answered (only the async forms hear it).
        var cancelled = false
    }

    /// Asks the car on the main actor and hands the answer to `deliver` there, unless cancelled meanwhile.
    /// Asks the car and hands the answer to `deliver` on the main thread; after `cancel()` nothing is delivered, or
    /// (`notifyingCancellation`, for the async forms) a cancelled answer.
    private func run(notifyingCancellation: Bool = false, _ deliver: @escaping @Sendable (Answer) -> Void) {
        let started: Int? = lock.withLock {
            guard !calculating else { return nil }
            calculating = true
            return generation
        }
        guard let started else {
            DispatchQueue.main.async { deliver(Answer(response: nil, error: MKError(.loadingThrottled))) }
            return
        }
        let request = self.request
        // The car of the app that asks: the one running it now, else the one it made the directions in.
        let environment = PlatformHost.environmentOfRunningCode ?? madeIn
        let box = EnvironmentBox(environment)
        DispatchQueue.main.async {
            let answer = MainActor.assumeIsolated {
                Self.answer(request, environment: box.environment ?? PlatformHost.currentEnvironment)
            }
            let current = self.lock.withLock { () -> Bool in
                // A cancelled request leaves the flag to the request after it.
                guard self.generation == started else { return false }
                self.calculating = false
                return true
            }
            if current {
                deliver(answer)
            } else if notifyingCancellation {
                deliver(Answer(cancelled: true))
            }
        }
    }

    /// The car's answer to a request.
    @MainActor private static func answer(
        _ request: MKDirections.Request, environment: (any PlatformHostEnvironment)?
    ) -> Answer {
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
            requestsAlternateRoutes: request.requestsAlternateRoutes)
        switch environment.directions(for: platformRequest) {
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

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Request()
            copy.source = source
            copy.destination = destination
            copy.transportType = transportType
            copy.requestsAlternateRoutes = requestsAlternateRoutes
            copy.departureDate = departureDate
            copy.arrivalDate = arrivalDate
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
