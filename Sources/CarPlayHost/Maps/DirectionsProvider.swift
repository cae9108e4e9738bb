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
}

extension DirectionsProvider {
    /// Car routes without preferences.
    public func routes(from origin: Coordinate, to destination: Coordinate, alternatives: Int) async -> Result<
        [DirectionsRoute], DirectionsError
    > {
        await routes(from: origin, to: destination, alternatives: alternatives, avoiding: [])
    }

    /// The answer to an app's request, from `vehicle` (the car's position stands in for a missing or current
    /// location source or destination). Cars drive: a request that excludes automobiles finds nothing.
    func directions(for request: PlatformDirectionsRequest, vehicle: Coordinate) async -> Result<
        [PlatformRoute], PlatformDirectionsError
    > {
        guard Rules.answersDirections(transportType: request.transportType) else {
            return .failure(.directionsNotFound)
        }
        let from = request.source.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        let to = request.destination.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        guard from.isValid, to.isValid else { return .failure(.placemarkNotFound) }
        var avoid: RouteAvoidance = []
        if request.avoidsTolls { avoid.insert(.tolls) }
        if request.avoidsHighways { avoid.insert(.highways) }
        switch await routes(
            from: from, to: to, alternatives: request.requestsAlternateRoutes ? 2 : 0, avoiding: avoid)
        {
        case .success(let routes): return .success(routes.map(\.platformRoute))
        case .failure(.directionsNotFound): return .failure(.directionsNotFound)
        case .failure(.serverFailure): return .failure(.serverFailure)
        }
    }
}
