import Foundation
import OpenStreetMap
@_spi(CarPlayHost) import _PlatformHost

/// A car route as a `DirectionsProvider` gives it: what MapKit shows as an `MKRoute`.
public struct DirectionsRoute: Hashable, Sendable {
    /// One step: the instruction at its start and the way to the next one (`MKRoute.Step`).
    public struct Step: Hashable, Sendable {
        public var instructions: String
        public var notice: String?
        /// Metres.
        public var distance: Double
        public var coordinates: [Coordinate]

        public init(instructions: String, notice: String? = nil, distance: Double, coordinates: [Coordinate]) {
            self.instructions = instructions
            self.notice = notice
            self.distance = distance
            self.coordinates = coordinates
        }
    }

    /// The main roads it takes ("Boulevard Albert 1er").
    public var name: String
    /// What the driver should know before choosing it (tolls, ferries, restrictions).
    public var advisoryNotices: [String]
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var expectedTravelTime: Double
    public var coordinates: [Coordinate]
    public var steps: [Step]
    public var hasTolls: Bool
    public var hasHighways: Bool

    public init(
        name: String, advisoryNotices: [String] = [], distance: Double, expectedTravelTime: Double,
        coordinates: [Coordinate], steps: [Step], hasTolls: Bool = false, hasHighways: Bool = false
    ) {
        self.name = name
        self.advisoryNotices = advisoryNotices
        self.distance = distance
        self.expectedTravelTime = expectedTravelTime
        self.coordinates = coordinates
        self.steps = steps
        self.hasTolls = hasTolls
        self.hasHighways = hasHighways
    }

    /// The route as it crosses to MapKit.
    var platformRoute: PlatformRoute {
        func point(_ coordinate: Coordinate) -> PlatformCoordinate {
            PlatformCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        return PlatformRoute(
            name: name, advisoryNotices: advisoryNotices, distance: distance, expectedTravelTime: expectedTravelTime,
            coordinates: coordinates.map(point),
            steps: steps.map {
                PlatformRouteStep(
                    instructions: $0.instructions, notice: $0.notice, distance: $0.distance,
                    coordinates: $0.coordinates.map(point))
            }, hasTolls: hasTolls, hasHighways: hasHighways)
    }
}

/// Why a `DirectionsProvider` has no route (MapKit hears them as `MKError` codes).
public enum DirectionsError: Error, Hashable, Sendable {
    /// No road joins the two places, or one of them is off the provider's map (`MKError.Code.directionsNotFound`).
    case directionsNotFound
    /// The provider cannot answer: no map, a server that does not answer or answers nonsense
    /// (`MKError.Code.serverFailure`).
    case serverFailure
}
