#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Directions cross the line between MapKit and the car as these values: MapKit asks its app's environment
// (`PlatformHostEnvironment.directions(for:)`), the car answers from its directions provider (its map's router or a
// routing server; CarPlayHost's `DirectionsProvider`).

/// A position in degrees (WGS 84), as the car's map and MapKit exchange it.
@_spi(CarPlayHost) public struct PlatformCoordinate: Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// What an app asks for (`MKDirections.Request`).
@_spi(CarPlayHost) public struct PlatformDirectionsRequest: Hashable, Sendable {
    /// Where the route starts; nil: the car's position (`MKMapItem.forCurrentLocation()` or no source).
    public var source: PlatformCoordinate?
    /// Where it ends; nil: the car's position.
    public var destination: PlatformCoordinate?
    /// `MKDirectionsTransportType` raw value.
    public var transportType: UInt
    public var requestsAlternateRoutes: Bool
    /// `tollPreference == .avoid` and `highwayPreference == .avoid` (iOS 16).
    public var avoidsTolls: Bool
    public var avoidsHighways: Bool

    public init(
        source: PlatformCoordinate?, destination: PlatformCoordinate?, transportType: UInt,
        requestsAlternateRoutes: Bool, avoidsTolls: Bool = false, avoidsHighways: Bool = false
    ) {
        self.source = source
        self.destination = destination
        self.transportType = transportType
        self.requestsAlternateRoutes = requestsAlternateRoutes
        self.avoidsTolls = avoidsTolls
        self.avoidsHighways = avoidsHighways
    }
}

/// One step of a route: the instruction at its start and the way to the next one.
@_spi(CarPlayHost) public struct PlatformRouteStep: Hashable, Sendable {
    public var instructions: String
    public var notice: String?
    /// Metres.
    public var distance: Double
    public var coordinates: [PlatformCoordinate]

    public init(instructions: String, notice: String?, distance: Double, coordinates: [PlatformCoordinate]) {
        self.instructions = instructions
        self.notice = notice
        self.distance = distance
        self.coordinates = coordinates
    }
}

/// A route as MapKit shows it (`MKRoute`).
@_spi(CarPlayHost) public struct PlatformRoute: Hashable, Sendable {
    public var name: String
    public var advisoryNotices: [String]
    /// Metres and seconds.
    public var distance: Double
    public var expectedTravelTime: Double
    public var coordinates: [PlatformCoordinate]
    public var steps: [PlatformRouteStep]
    public var hasTolls: Bool
    public var hasHighways: Bool

    public init(
        name: String, advisoryNotices: [String], distance: Double, expectedTravelTime: Double,
        coordinates: [PlatformCoordinate], steps: [PlatformRouteStep], hasTolls: Bool, hasHighways: Bool
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
}

/// Why the car found no route (MapKit turns these into `MKError` codes).
@_spi(CarPlayHost) public enum PlatformDirectionsError: Error, Hashable, Sendable {
    /// No route joins the two places (`MKError.Code.directionsNotFound`).
    case directionsNotFound
    /// The car has no map or router, or its routing server does not answer (`MKError.Code.serverFailure`).
    case serverFailure
    /// The request lacks a source or destination the car can place (`MKError.Code.placemarkNotFound`).
    case placemarkNotFound
}
#endif

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// What an app searches for (`MKLocalSearch.Request`): words, near a point, places and/or addresses.
@_spi(CarPlayHost) public struct PlatformSearchRequest: Hashable, Sendable {
    public var query: String
    /// The centre of the region searched; nil: the car's position.
    public var near: PlatformCoordinate?
    public var includesPointsOfInterest: Bool
    public var includesAddresses: Bool
    /// Which categories of points of interest (`MKPointOfInterestFilter`); nil: all.
    public var pointOfInterestFilter: PlatformPointOfInterestFilter?
    /// Points of interest within this many metres of `near` (`MKLocalPointsOfInterestRequest`), nearest first; an
    /// empty query then asks for every point of interest there. Nil: anywhere.
    public var radius: Double?

    public init(query: String, near: PlatformCoordinate?, includesPointsOfInterest: Bool, includesAddresses: Bool) {
        self.query = query
        self.near = near
        self.includesPointsOfInterest = includesPointsOfInterest
        self.includesAddresses = includesAddresses
    }
}

/// The categories of points of interest a search keeps (`MKPointOfInterestFilter`): Apple's category raw values
/// ("MKPOICategoryGasStation"), those listed or all but those listed.
@_spi(CarPlayHost) public struct PlatformPointOfInterestFilter: Hashable, Sendable {
    public var categories: Set<String>
    public var including: Bool

    public init(categories: Set<String>, including: Bool) {
        self.categories = categories
        self.including = including
    }

    /// Whether a point of interest of `category` (nil: one of no Apple category) passes.
    public func includes(_ category: String?) -> Bool {
        guard let category else { return !including }
        return categories.contains(category) == including
    }
}

/// A place the car's map found.
@_spi(CarPlayHost) public struct PlatformPlace: Hashable, Sendable {
    public var name: String
    /// The map data's category ("amenity=fuel", "highway=residential").
    public var category: String
    /// Where the car drives to.
    public var coordinate: PlatformCoordinate
    public var street: String?
    public var houseNumber: String?
    /// Apple's category of the point of interest ("MKPOICategoryGasStation"); nil for a street or a kind Apple has
    /// no category for.
    public var pointOfInterestCategory: String?

    public init(
        name: String, category: String, coordinate: PlatformCoordinate, street: String?, houseNumber: String?
    ) {
        self.name = name
        self.category = category
        self.coordinate = coordinate
        self.street = street
        self.houseNumber = houseNumber
    }
}
#endif
