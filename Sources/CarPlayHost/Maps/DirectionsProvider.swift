import Foundation
import OpenStreetMap
@_spi(CarPlayHost) import _PlatformHost

/// Where a car's directions come from: what answers the apps' `MKDirections`. Two kinds exist: the car's map
/// (`CarMap`, the embedded router over its OpenStreetMap data; the default, no server) and a routing server
/// (`ValhallaDirections`). Each produces the routes MapKit turns into `MKRoute`s.
///
/// A car chooses one with `CarSession.directionsProvider` (or `CarSystem.directionsProvider` for all its apps);
/// `carplay simulate --directions valhalla=URL` does it for the simulator.
public protocol DirectionsProvider: Sendable, CustomStringConvertible {
    /// Car routes from `origin` to `destination`, best first, with up to `alternatives` others, keeping off the
    /// roads to `avoid` where another way exists; or why there are none: `directionsNotFound` when no road joins
    /// them, `serverFailure` when the provider cannot answer.
    func routes(
        from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError>

    /// `routes(from:to:alternatives:avoiding:)` for a car at `origin` heading `heading` degrees (clockwise from true
    /// north; nil: unknown): the routes start the way the car points, as a car's own position and course start
    /// Apple's. A provider that cannot take a heading answers without it (the default).
    func routes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError>
}

extension DirectionsProvider {
    /// Routes without the car's heading.
    public func routes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        await routes(from: origin, to: destination, alternatives: alternatives, avoiding: avoid)
    }

    /// Car routes without preferences.
    public func routes(from origin: Coordinate, to destination: Coordinate, alternatives: Int) async -> Result<
        [DirectionsRoute], DirectionsError
    > {
        await routes(from: origin, to: destination, alternatives: alternatives, avoiding: [])
    }

    /// The answer to an app's request, from `vehicle` (the car's position stands in for a missing or current
    /// location source or destination; from the car's position, routes start the way the car points, `heading`, when
    /// known), and why it is a `serverFailure` when the provider says or its routes break
    /// `DirectionsLimits` (for the car's log). Cars drive: a request that excludes automobiles finds nothing.
    ///
    /// Every provider's routes pass here, so every one is checked against `DirectionsLimits` before MapKit sees it.
    func directions(for request: PlatformDirectionsRequest, vehicle: Coordinate, heading: Double? = nil) async -> (
        result: Result<[PlatformRoute], PlatformDirectionsError>, problem: String?
    ) {
        guard Rules.answersDirections(transportType: request.transportType) else {
            return (.failure(.directionsNotFound), nil)
        }
        let from = request.source.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        let to = request.destination.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        let heading = request.source == nil ? heading : nil
        guard from.isValid, to.isValid else { return (.failure(.placemarkNotFound), nil) }
        var avoid: RouteAvoidance = []
        if request.avoidsTolls { avoid.insert(.tolls) }
        if request.avoidsHighways { avoid.insert(.highways) }
        let alternatives = request.requestsAlternateRoutes ? 2 : 0
        let answer: (result: Result<[DirectionsRoute], DirectionsError>, problem: String?)
        if let explaining = self as? any ExplainingDirectionsProvider {
            answer = await explaining.explainedRoutes(
                from: from, heading: heading, to: to, alternatives: alternatives, avoiding: avoid)
        } else {
            answer = (
                await routes(from: from, heading: heading, to: to, alternatives: alternatives, avoiding: avoid), nil
            )
        }
        switch answer.result {
        case .success(let routes):
            if let problem = DirectionsLimits.problem(in: routes) { return (.failure(.serverFailure), problem) }
            return (.success(routes.map(\.platformRoute)), nil)
        case .failure(.directionsNotFound): return (.failure(.directionsNotFound), nil)
        case .failure(.serverFailure): return (.failure(.serverFailure), answer.problem)
        }
    }
}

/// A provider that says why it could not answer (the routing servers: unreachable, too slow, too large, not a
/// route), for the car's log.
protocol ExplainingDirectionsProvider: DirectionsProvider {
    /// `routes(from:heading:to:alternatives:avoiding:)`, with why it is a `serverFailure` when it is one.
    func explainedRoutes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> (result: Result<[DirectionsRoute], DirectionsError>, problem: String?)
}
