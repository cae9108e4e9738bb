import Foundation
import OpenStreetMap
@_spi(CarPlayHost) import _PlatformHost

/// The car's map: OpenStreetMap data and a router over it, which answer the apps' `MKDirections`. Immutable once
/// built; cars share one per extract.
public final class CarMap: Sendable {
    public let graph: RoadGraph
    public let router: RoadRouter
    /// The names of the map's points of interest and streets.
    public let places: PlaceIndex
    /// The attribution the data needs wherever it shows ("© OpenStreetMap contributors, ODbL 1.0").
    public let attribution: String

    public init(extract: OSMExtract, attribution: String) {
        graph = RoadGraph(extract: extract)
        router = RoadRouter(graph: graph)
        places = PlaceIndex(extract: extract, graph: graph)
        self.attribution = attribution
    }

    /// The map of a `.osm.pbf` file.
    public convenience init(contentsOf url: URL, attribution: String = OSMExtract.monacoAttribution) throws {
        self.init(extract: try OSMExtract(contentsOf: url), attribution: attribution)
    }

    /// The Monaco extract shipped with the project, read once per process when first needed.
    public static let monaco: CarMap? = try? CarMap(contentsOf: OSMExtract.monacoURL)

    /// Where a car starts when nobody placed it: Port Hercule, Monaco.
    public static let defaultVehicleCoordinate = Coordinate(latitude: 43.7347, longitude: 7.4206)

    /// Directions for an app's request from `vehicle` (the car's position stands in for a missing or current
    /// location source or destination). Cars drive: a request that excludes automobiles finds nothing.
    func directions(for request: PlatformDirectionsRequest, vehicle: Coordinate) -> Result<
        [PlatformRoute], PlatformDirectionsError
    > {
        guard Rules.answersDirections(transportType: request.transportType) else {
            return .failure(.directionsNotFound)
        }
        let from = request.source.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        let to = request.destination.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) } ?? vehicle
        guard from.isValid, to.isValid else { return .failure(.placemarkNotFound) }
        let routes = router.routes(from: from, to: to, alternatives: request.requestsAlternateRoutes ? 2 : 0)
        guard !routes.isEmpty else { return .failure(.directionsNotFound) }
        return .success(routes.map(platformRoute))
    }

    /// Places for an app's `MKLocalSearch`, nearer the request's centre (else the car) first; points of interest
    /// and streets (addresses) as the request asks.
    func places(for request: PlatformSearchRequest, vehicle: Coordinate) -> [PlatformPlace] {
        // Nearer the request's centre, else the car; by name alone when neither is a position on Earth.
        let candidates = [request.near.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }, vehicle]
        let near = candidates.compactMap { $0 }.first(where: \.isValid)
        return places.search(request.query, near: near, limit: 100).filter {
            $0.isStreet ? request.includesAddresses : request.includesPointsOfInterest
        }.prefix(25).map { place in
            PlatformPlace(
                name: place.name, category: place.category,
                coordinate: PlatformCoordinate(latitude: place.arrival.latitude, longitude: place.arrival.longitude),
                street: place.street, houseNumber: place.houseNumber)
        }
    }

    /// A route as MapKit receives it: its name from its main roads, one step per maneuver with the way to the next.
    func platformRoute(_ route: RoadRoute) -> PlatformRoute {
        func point(_ coordinate: Coordinate) -> PlatformCoordinate {
            PlatformCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
        }
        let maneuvers = route.maneuvers
        let steps = maneuvers.indices.map { index -> PlatformRouteStep in
            let maneuver = maneuvers[index]
            let end = index + 1 < maneuvers.count ? maneuvers[index + 1].pointIndex : maneuver.pointIndex
            let start = min(maneuver.pointIndex, route.coordinates.count - 1)
            let stop = min(max(end, start), route.coordinates.count - 1)
            return PlatformRouteStep(
                instructions: maneuver.instruction, notice: nil, distance: maneuver.distance,
                coordinates: route.coordinates.isEmpty ? [] : route.coordinates[start...stop].map(point))
        }
        let roads = route.edges.map { graph.roads[Int(graph.edges[Int($0)].road)] }
        return PlatformRoute(
            name: route.majorRoadNames.first ?? "", advisoryNotices: [], distance: route.distance,
            expectedTravelTime: route.duration, coordinates: route.coordinates.map(point), steps: steps,
            hasTolls: roads.contains(where: \.isToll),
            hasHighways: roads.contains { $0.roadClass == .motorway || $0.roadClass == .trunk })
    }
}
