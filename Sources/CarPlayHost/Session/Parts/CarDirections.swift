import Foundation
@_spi(CarPlayHost) import _PlatformHost
import OpenStreetMap

/// The app's `MKDirections` and `MKLocalSearch` as the car answers them, one session's part without state: routes
/// from the car's directions provider (else its map's router), places from the names of the car's map, both from
/// where the car is now. Without a map (and, for routes, a provider) the requests fail as MapKit's do. Why a
/// provider failed (a server too slow, an answer beyond `DirectionsLimits`) goes to the session's notes, which the
/// car's event log shows. Routes from the car's position start the way it points.
@MainActor
enum CarDirections {
    /// The app's `MKDirections` request, from the car's position and course.
    static func directions(for request: PlatformDirectionsRequest, context: any SessionContext) async
        -> Result<[PlatformRoute], PlatformDirectionsError>
    {
        guard let provider = context.directionsProvider ?? context.carMap else { return .failure(.serverFailure) }
        let vehicle = context.vehicle.state(at: context.clock())
        let answer = await provider.directions(for: request, vehicle: vehicle.coordinate, heading: vehicle.heading)
        if let problem = answer.problem {
            context.logs.note("MKDirections: \(provider) failed: \(problem)")
            context.onChange?()
        }
        return answer.result
    }

    /// The app's `MKLocalSearch`, answered from the names of the car's map near the car.
    static func places(for request: PlatformSearchRequest, context: any SessionContext) async
        -> Result<[PlatformPlace], PlatformDirectionsError>
    {
        guard let carMap = context.carMap else { return .failure(.serverFailure) }
        return .success(carMap.places(for: request, vehicle: vehicleCoordinate(context)))
    }

    /// Where the car is now.
    private static func vehicleCoordinate(_ context: any SessionContext) -> Coordinate {
        context.vehicle.state(at: context.clock()).coordinate
    }
}
