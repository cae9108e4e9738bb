import Foundation
import OpenStreetMap

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Directions from a Valhalla server (https://github.com/valhalla/valhalla) through its `/route` JSON API: car
/// costing (`auto`), alternates when asked, distances in kilometres, instructions in `language`. Its answers become
/// the same routes the embedded router gives: the shape (polyline6) as the route's and each step's points, the
/// maneuvers' instructions, the summary's tolls and highways, advisory notices from its flags.
///
/// Errors: a server that cannot be reached, times out, or answers something other than a route or Valhalla's "no
/// route" errors is a `serverFailure`; "no road near a location" (171), "unconnected regions" (170) and "no path"
/// (442…) are `directionsNotFound`.
public struct ValhallaDirections: ExplainingDirectionsProvider {
    /// The server's base URL (`http://127.0.0.1:8002`); requests go to `/route` under it.
    public var url: URL
    /// The language of the instructions (a BCP 47 tag Valhalla knows: "en-US", "fr-FR", "de-DE"…).
    public var language: String
    /// Seconds a request may take in all (connecting, the headers, the body): a slower or silent server is a
    /// `serverFailure` (`RoutingServerFetch`).
    public var timeout: TimeInterval

    public init(url: URL, language: String = "en-US", timeout: TimeInterval = 10) {
        self.url = url
        self.language = language
        self.timeout = timeout
    }

    public var description: String { "Valhalla at \(url.absoluteString)" }

    public func routes(
        from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        await routes(from: origin, heading: nil, to: destination, alternatives: alternatives, avoiding: avoid)
    }

    /// Routes starting the way a car heading `heading` points (Valhalla's `heading` and `heading_tolerance`).
    public func routes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        await explainedRoutes(
            from: origin, heading: heading, to: destination, alternatives: alternatives, avoiding: avoid
        ).result
    }

    func explainedRoutes(
        from origin: Coordinate, heading: Double?, to destination: Coordinate, alternatives: Int,
        avoiding avoid: RouteAvoidance
    ) async -> (result: Result<[DirectionsRoute], DirectionsError>, problem: String?) {
        var request = URLRequest(url: url.appendingPathComponent("route"), timeoutInterval: timeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        let body = RouteRequest(
            locations: [.init(origin, heading: heading), .init(destination)], costing: "auto",
            alternates: max(0, min(alternatives, 2)),
            directionsOptions: .init(units: "kilometers", language: language),
            costingOptions: avoid.isEmpty ? nil : .init(avoiding: avoid))
        do {
            request.httpBody = try JSONEncoder().encode(body)
        } catch {
            return (.failure(.serverFailure), "the request could not be written")
        }
        return await RoutingServerFetch.routes(for: request, timeout: timeout) { Self.answer(status: $0, body: $1) }
    }

    /// The routes of a `/route` answer: its trip then its alternates; or the error it stands for.
    static func answer(status: Int, body: Data) -> Result<[DirectionsRoute], DirectionsError> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard status == 200 else {
            guard let error = try? decoder.decode(ErrorAnswer.self, from: body), let code = error.errorCode else {
                return .failure(.serverFailure)
            }
            return .failure(Self.noRouteCodes.contains(code) ? .directionsNotFound : .serverFailure)
        }
        guard let answer = try? decoder.decode(RouteAnswer.self, from: body) else { return .failure(.serverFailure) }
        let trips = [answer.trip] + (answer.alternates ?? []).map(\.trip)
        var routes: [DirectionsRoute] = []
        for trip in trips {
            guard let route = Self.route(trip) else { return .failure(.serverFailure) }
            routes.append(route)
        }
        return routes.isEmpty ? .failure(.directionsNotFound) : .success(routes)
    }

    /// Valhalla's error codes for "these places are not joined by a road": a location with no road near it (171),
    /// in a region not connected to the other's (170), too far apart for the server's limits (154), no path (442,
    /// and its relatives from 440).
    static let noRouteCodes: Set<Int> = [154, 170, 171, 172, 440, 441, 442, 443, 444]

    /// A trip as a route; nil when its shape is not a polyline or it is beyond the car's limits.
    static func route(_ trip: Trip) -> DirectionsRoute? {
        var coordinates: [Coordinate] = []
        var steps: [DirectionsRoute.Step] = []
        var lengthByName: [String: Double] = [:]
        // Within the car's limits as it goes (DirectionsLimits): maneuvers may share points, so a few bytes could
        // otherwise ask for billions of them.
        var stepPoints = 0
        for leg in trip.legs {
            guard let shape = EncodedPolyline.decode(leg.shape, precision: 6), !shape.isEmpty,
                coordinates.count + shape.count <= DirectionsLimits.maximumPoints + trip.legs.count,
                steps.count + leg.maneuvers.count <= DirectionsLimits.maximumSteps
            else { return nil }
            for maneuver in leg.maneuvers {
                let start = min(max(maneuver.beginShapeIndex, 0), shape.count - 1)
                let end = min(max(maneuver.endShapeIndex, start), shape.count - 1)
                stepPoints += end - start + 1
                guard stepPoints <= DirectionsLimits.maximumStepPoints else { return nil }
                steps.append(
                    DirectionsRoute.Step(
                        instructions: Self.sentence(maneuver.instruction), notice: Self.notice(maneuver),
                        distance: maneuver.length * 1000, coordinates: Array(shape[start...end])))
                if let name = maneuver.streetNames?.first { lengthByName[name, default: 0] += maneuver.length }
            }
            // Legs meet at a point both hold.
            coordinates += coordinates.last == shape.first ? shape.dropFirst() : shape[...]
        }
        let name =
            lengthByName.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.first?.key ?? ""
        var notices: [String] = []
        if trip.summary.hasToll == true { notices.append("This route has tolls.") }
        if trip.summary.hasFerry == true { notices.append("This route includes a ferry.") }
        if trip.summary.hasTimeRestrictions == true {
            notices.append("This route has roads that are closed at certain times.")
        }
        return DirectionsRoute(
            name: name, advisoryNotices: notices, distance: trip.summary.length * 1000,
            expectedTravelTime: trip.summary.time, coordinates: coordinates, steps: steps,
            hasTolls: trip.summary.hasToll ?? false, hasHighways: trip.summary.hasHighway ?? false)
    }

    /// Valhalla's instruction as MapKit words its steps: without the closing full stop.
    static func sentence(_ instruction: String) -> String {
        var text = instruction.trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// What a step warns of, from its maneuver's flags.
    static func notice(_ maneuver: Maneuver) -> String? {
        var notices: [String] = []
        if maneuver.toll == true { notices.append("Toll road") }
        if maneuver.ferry == true { notices.append("Ferry") }
        if maneuver.gate == true { notices.append("Gate") }
        if maneuver.rough == true { notices.append("Unpaved road") }
        return notices.isEmpty ? nil : notices.joined(separator: ", ")
    }

    // MARK: The wire format

    struct RouteRequest: Encodable {
        struct Location: Encodable {
            var lat: Double
            var lon: Double
            var type = "break"
            /// The way a car there points (degrees, whole), and how far a road may turn from it.
            var heading: Int?
            var headingTolerance: Int?
            init(_ coordinate: Coordinate, heading: Double? = nil) {
                lat = coordinate.latitude
                lon = coordinate.longitude
                if let heading {
                    self.heading = Int(heading.rounded()) % 360
                    headingTolerance = Int(RoadGraph.headingTolerance)
                }
            }
            enum CodingKeys: String, CodingKey {
                case lat, lon, type, heading
                case headingTolerance = "heading_tolerance"
            }
        }
        struct DirectionsOptions: Encodable {
            var units: String
            var language: String
        }
        /// Valhalla's road preferences for `auto` (0 avoids, 1 favours; 0.5 is its default).
        struct CostingOptions: Encodable {
            struct Auto: Encodable {
                var useTolls: Double?
                var useHighways: Double?
                enum CodingKeys: String, CodingKey {
                    case useTolls = "use_tolls"
                    case useHighways = "use_highways"
                }
            }
            var auto: Auto
            init(avoiding avoid: RouteAvoidance) {
                auto = Auto(
                    useTolls: avoid.contains(.tolls) ? 0 : nil, useHighways: avoid.contains(.highways) ? 0 : nil)
            }
        }
        var locations: [Location]
        var costing: String
        var alternates: Int
        var directionsOptions: DirectionsOptions
        var costingOptions: CostingOptions?

        enum CodingKeys: String, CodingKey {
            case locations, costing, alternates
            case directionsOptions = "directions_options"
            case costingOptions = "costing_options"
        }
    }

    struct RouteAnswer: Decodable {
        struct Alternate: Decodable { var trip: Trip }
        var trip: Trip
        var alternates: [Alternate]?
    }

    struct Trip: Decodable {
        var legs: [Leg]
        var summary: Summary
    }

    struct Summary: Decodable {
        /// Kilometres and seconds.
        var length: Double
        var time: Double
        var hasToll: Bool?
        var hasHighway: Bool?
        var hasFerry: Bool?
        var hasTimeRestrictions: Bool?
    }

    struct Leg: Decodable {
        var maneuvers: [Maneuver]
        /// polyline6.
        var shape: String
    }

    struct Maneuver: Decodable {
        var type: Int
        var instruction: String
        var streetNames: [String]?
        /// Kilometres and seconds.
        var length: Double
        var time: Double
        var beginShapeIndex: Int
        var endShapeIndex: Int
        var roundaboutExitCount: Int?
        var toll: Bool?
        var ferry: Bool?
        var gate: Bool?
        var rough: Bool?
    }

    struct ErrorAnswer: Decodable {
        var errorCode: Int?
        var error: String?
    }
}
