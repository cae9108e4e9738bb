import Foundation
import OpenStreetMap
@_spi(CarPlayHost) import _PlatformHost

/// The car's map: OpenStreetMap data and a router over it, which answer the apps' `MKDirections` (the embedded
/// `DirectionsProvider`, what a car uses unless it is given another) and `MKLocalSearch`. Immutable once built; cars
/// share one per extract.
public final class CarMap: DirectionsProvider {
    public let graph: RoadGraph
    public let router: RoadRouter
    /// The names of the map's points of interest and streets.
    public let places: PlaceIndex
    /// What a map view draws of it (the browser car's `/map/features`).
    public let drawing: MapDrawingData
    /// The attribution the data needs wherever it shows ("© OpenStreetMap contributors, ODbL 1.0").
    public let attribution: String
    /// The places the drive controls offer on this map (`DriveDestination.offered(in:)`), found once.
    public let driveDestinations: [DriveDestination]

    /// The map of `extract`; its router's hierarchy as `hierarchy` says (`.none` where a routing server answers
    /// the apps' directions: the car's own drives then search by straight lines, and a city's map keeps about a
    /// quarter less memory).
    public convenience init(
        extract: OSMExtract, attribution: String, hierarchy: RoadRouter.HierarchySource = .automatic
    ) {
        var extract = extract
        self.init(extract: &extract, releasingWays: false, attribution: attribution, hierarchy: hierarchy)
    }

    /// The map of `extract`; with `releasingWays`, its ways are emptied as the drawing is made, the last step (for
    /// an extract read from a file, held by no one else).
    private init(
        extract: inout OSMExtract, releasingWays: Bool, attribution: String, hierarchy: RoadRouter.HierarchySource
    ) {
        // The nodes' coordinates by id, found once for the graph, the places and the drawing.
        let coordinates = NodeCoordinates(extract)
        graph = RoadGraph(extract: extract, coordinates: coordinates)
        places = PlaceIndex(extract: extract, graph: graph, coordinates: coordinates)
        drawing = MapDrawingData(
            extract: &extract, coordinates: coordinates, releasingWays: releasingWays, attribution: attribution)
        // The router last: a city's hierarchy is built on a thread of its own from here, and its temporaries should
        // not add to the extract's and the builders' (the load's peak).
        router = RoadRouter(graph: graph, hierarchy: hierarchy)
        self.attribution = attribution
        driveDestinations = DriveDestination.offered(in: places)
    }

    /// The map of a `.osm.pbf` file, refused beyond `limits`.
    public convenience init(
        contentsOf url: URL, attribution: String = OSMExtract.monacoAttribution,
        limits: OSMExtract.Limits = .standard, hierarchy: RoadRouter.HierarchySource = .automatic
    ) throws {
        // The extract is this map's alone: its ways give their memory to the drawing as it is made (a city's load
        // peaks lower).
        // Its nodes without tags are read packed (`PackedNodes`: 16 bytes a node, not 32).
        var extract = try OSMExtract(contentsOf: url, limits: limits, packing: true)
        self.init(extract: &extract, releasingWays: true, attribution: attribution, hierarchy: hierarchy)
        extract = OSMExtract()
        // The extract and the builders' temporaries are freed: their pages go back to the system.
        FreedMemory.release()
    }

    /// The attribution OpenStreetMap data needs wherever it shows (any extract of openstreetmap.org's data).
    public static let openStreetMapAttribution = OSMExtract.monacoAttribution

    /// The Monaco extract shipped with the project, read once per process when first needed.
    public static let monaco: CarMap? = try? CarMap(contentsOf: OSMExtract.monacoURL)

    /// Where a car starts when nobody placed it: Port Hercule, Monaco.
    public static let defaultVehicleCoordinate = Coordinate(latitude: 43.7347, longitude: 7.4206)

    /// Where a car starts on this map when nobody placed it: the road point nearest the middle of its roads; nil
    /// when the map has no road a car can drive.
    public var centralRoadCoordinate: Coordinate? {
        let coordinates = graph.vertices.map(\.coordinate)
        guard let first = coordinates.first else { return nil }
        var (south, north, west, east) = (first.latitude, first.latitude, first.longitude, first.longitude)
        for coordinate in coordinates {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        let middle = Coordinate(latitude: (south + north) / 2, longitude: (west + east) / 2)
        return graph.nearestVertex(to: middle).map { graph.vertices[Int($0)].coordinate } ?? first
    }

    /// The embedded router's routes (`DirectionsProvider`): up to `alternatives` others (at most two) after the
    /// fastest; none when either end is more than 2 km from a road of the map or no road joins them.
    public func routes(
        from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        await routes(from: origin, heading: nil, to: destination, alternatives: alternatives, avoiding: avoid)
    }

    /// The embedded router's routes for a car heading `heading` at `origin`: they start the way it points
    /// (`RoadRouter.routes(from:heading:to:alternatives:avoiding:)`).
    public func routes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        let routes = router.routes(
            from: origin, heading: heading, to: destination, alternatives: alternatives, avoiding: avoid)
        guard !routes.isEmpty else { return .failure(.directionsNotFound) }
        // Alternatives are told apart by their names, as Apple Maps' are: each is named after its longest road no
        // earlier route is named after (its longest road when every one is taken).
        var taken: Set<String> = []
        return .success(
            routes.map { route in
                var directions = directionsRoute(route)
                if let distinct = route.majorRoadNames.first(where: { !taken.contains($0) }) {
                    directions.name = distinct
                }
                taken.insert(directions.name)
                return directions
            })
    }

    public var description: String { "the embedded router (\(graph.vertices.count) road vertices, \(attribution))" }

    /// Places for an app's `MKLocalSearch`, nearer the request's centre (else the car) first; points of interest
    /// (of the categories its filter keeps) and streets (addresses) as the request asks. With a radius
    /// (`MKLocalPointsOfInterestRequest`), the points of interest within it, nearest first.
    func places(for request: PlatformSearchRequest, vehicle: Coordinate) -> [PlatformPlace] {
        // Nearer the request's centre, else the car; by name alone when neither is a position on Earth.
        let candidates = [request.near.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude) }, vehicle]
        let near = candidates.compactMap { $0 }.first(where: \.isValid)
        func kept(_ place: PlaceIndex.Place) -> Bool {
            if place.isStreet { return request.includesAddresses && request.radius == nil }
            guard request.includesPointsOfInterest else { return false }
            return request.pointOfInterestFilter?.includes(PointOfInterestCategories.appleCategory(of: place.category))
                ?? true
        }
        let found: [PlaceIndex.Place]
        if let radius = request.radius {
            guard let near else { return [] }
            let named =
                request.query.trimmingCharacters(in: .whitespaces).isEmpty
                ? places.places : places.search(request.query, near: near, limit: places.places.count)
            found = named.filter { kept($0) && $0.coordinate.distance(to: near) <= radius }
                .sorted { $0.coordinate.distance(to: near) < $1.coordinate.distance(to: near) }
        } else {
            found = places.search(request.query, near: near, limit: 100).filter(kept)
        }
        return found.prefix(25).map { place in
            var result = PlatformPlace(
                name: place.name, category: place.category,
                coordinate: PlatformCoordinate(latitude: place.arrival.latitude, longitude: place.arrival.longitude),
                street: place.street, houseNumber: place.houseNumber)
            result.pointOfInterestCategory =
                place.isStreet ? nil : PointOfInterestCategories.appleCategory(of: place.category)
            return result
        }
    }

    /// A route as MapKit receives it: its name from its main roads, one step per maneuver with the way to the next.
    public func directionsRoute(_ route: RoadRoute) -> DirectionsRoute {
        let maneuvers = route.maneuvers
        let steps = maneuvers.indices.map { index -> DirectionsRoute.Step in
            let maneuver = maneuvers[index]
            let end = index + 1 < maneuvers.count ? maneuvers[index + 1].pointIndex : maneuver.pointIndex
            let start = min(maneuver.pointIndex, route.coordinates.count - 1)
            let stop = min(max(end, start), route.coordinates.count - 1)
            return DirectionsRoute.Step(
                instructions: maneuver.instruction, notice: nil, distance: maneuver.distance,
                coordinates: route.coordinates.isEmpty ? [] : Array(route.coordinates[start...stop]))
        }
        let roads = route.edges.map { graph.roads[Int(graph.edges[Int($0)].road)] }
        return DirectionsRoute(
            name: route.majorRoadNames.first ?? "", advisoryNotices: [], distance: route.distance,
            expectedTravelTime: route.duration, coordinates: route.coordinates, steps: steps,
            hasTolls: roads.contains(where: \.isToll),
            hasHighways: roads.contains { $0.roadClass == .motorway || $0.roadClass == .trunk })
    }
}
