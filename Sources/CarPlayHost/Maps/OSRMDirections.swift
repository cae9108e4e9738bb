import Foundation
import OpenStreetMap

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Directions from an OSRM server (https://project-osrm.org, `osrm-routed` with a car profile) through its
/// `/route/v1/driving` API: steps, the full overview geometry as polyline6, alternatives when asked. OSRM sends no
/// instruction text, so each step's instruction is worded here from its maneuver (type, modifier, roundabout exit)
/// and road (name, ref), in English, as the embedded router words its own.
///
/// Errors: "no road near a location" (`NoSegment`) and "no route" (`NoRoute`) are `directionsNotFound`; a server
/// that cannot be reached, times out, or answers anything else is a `serverFailure`.
public struct OSRMDirections: ExplainingDirectionsProvider {
    /// The server's base URL (`http://127.0.0.1:5000`); requests go to `/route/v1/driving/…` under it.
    public var url: URL
    /// Seconds a request may take in all (connecting, the headers, the body): a slower or silent server is a
    /// `serverFailure` (`RoutingServerFetch`).
    public var timeout: TimeInterval

    public init(url: URL, timeout: TimeInterval = 10) {
        self.url = url
        self.timeout = timeout
    }

    public var description: String { "OSRM at \(url.absoluteString)" }

    public func routes(
        from origin: Coordinate, to destination: Coordinate, alternatives: Int, avoiding avoid: RouteAvoidance
    ) async -> Result<[DirectionsRoute], DirectionsError> {
        await routes(from: origin, heading: nil, to: destination, alternatives: alternatives, avoiding: avoid)
    }

    /// Routes starting the way a car heading `heading` points (OSRM's `bearings`, within
    /// `RoadGraph.headingTolerance`).
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
        let points = [origin, destination].map { String(format: "%.6f,%.6f", $0.longitude, $0.latitude) }
        var components = URLComponents(
            url: url.appendingPathComponent("route/v1/driving/" + points.joined(separator: ";")),
            resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "steps", value: "true"), URLQueryItem(name: "overview", value: "full"),
            URLQueryItem(name: "geometries", value: "polyline6"),
            URLQueryItem(name: "alternatives", value: alternatives > 0 ? String(min(alternatives, 2)) : "false"),
            // OSRM snaps a point to the nearest road however far: like the embedded router, not beyond 2 km.
            URLQueryItem(name: "radiuses", value: "2000;2000"),
        ]
        if let heading {
            components?.queryItems?.append(
                URLQueryItem(
                    name: "bearings", value: "\(Int(heading.rounded()) % 360),\(Int(RoadGraph.headingTolerance));"))
        }
        // OSRM's car profile excludes one class at a time ("toll" or "motorway", outright, not as a preference); both
        // asked: motorways, where most tolls are (docs/DECISIONS.md).
        if let excluded = avoid.contains(.highways) ? "motorway" : avoid.contains(.tolls) ? "toll" : nil {
            components?.queryItems?.append(URLQueryItem(name: "exclude", value: excluded))
        }
        guard let requestURL = components?.url else {
            return (.failure(.serverFailure), "the request could not be written")
        }
        return await RoutingServerFetch.routes(
            for: URLRequest(url: requestURL, timeoutInterval: timeout), timeout: timeout
        ) { Self.answer(status: $0, body: $1) }
    }

    /// The routes of a `/route` answer, or the error it stands for.
    static func answer(status: Int, body: Data) -> Result<[DirectionsRoute], DirectionsError> {
        guard let answer = try? JSONDecoder().decode(RouteAnswer.self, from: body) else {
            return .failure(.serverFailure)
        }
        guard status == 200, answer.code == "Ok" else {
            return .failure(
                answer.code == "NoRoute" || answer.code == "NoSegment" ? .directionsNotFound : .serverFailure)
        }
        var routes: [DirectionsRoute] = []
        for route in answer.routes ?? [] {
            guard let converted = Self.route(route) else { return .failure(.serverFailure) }
            routes.append(converted)
        }
        return routes.isEmpty ? .failure(.directionsNotFound) : .success(routes)
    }

    static func route(_ route: Route) -> DirectionsRoute? {
        guard let coordinates = EncodedPolyline.decode(route.geometry, precision: 6) else { return nil }
        var steps: [DirectionsRoute.Step] = []
        var lengthByName: [String: Double] = [:]
        var classes: Set<String> = []
        var stepPoints = 0
        for leg in route.legs {
            guard steps.count + leg.steps.count <= DirectionsLimits.maximumSteps else { return nil }
            for step in leg.steps {
                guard
                    let points = EncodedPolyline.decode(
                        step.geometry, precision: 6,
                        maximumPoints: DirectionsLimits.maximumStepPoints - stepPoints)
                else { return nil }
                stepPoints += points.count
                steps.append(
                    DirectionsRoute.Step(
                        instructions: Self.instruction(step), notice: nil, distance: step.distance,
                        coordinates: points))
                if let name = Self.road(step) { lengthByName[name, default: 0] += step.distance }
                for intersection in step.intersections ?? [] { classes.formUnion(intersection.classes ?? []) }
            }
        }
        let name =
            lengthByName.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.first?.key ?? ""
        var notices: [String] = []
        if classes.contains("toll") { notices.append("This route has tolls.") }
        if classes.contains("ferry") { notices.append("This route includes a ferry.") }
        return DirectionsRoute(
            name: name, advisoryNotices: notices, distance: route.distance, expectedTravelTime: route.duration,
            coordinates: coordinates, steps: steps, hasTolls: classes.contains("toll"),
            hasHighways: classes.contains("motorway"))
    }

    /// A step's road as a driver reads it: its name, the ref in brackets when both exist; nil when it has neither.
    static func road(_ step: Step) -> String? {
        let name = step.name.flatMap { $0.isEmpty ? nil : $0 }
        let ref = step.ref.flatMap { $0.isEmpty ? nil : $0 }
        switch (name, ref) {
        case (let name?, let ref?): return "\(name) (\(ref))"
        case (let name?, nil): return name
        case (nil, let ref?): return ref
        case (nil, nil): return nil
        }
    }

    /// The instruction of a step, from its maneuver.
    static func instruction(_ step: Step) -> String {
        let maneuver = step.maneuver
        let modifier = maneuver.modifier ?? "straight"
        let road = Self.road(step)
        let onto = road.map { " onto \($0)" } ?? ""
        let side = modifier.contains("left") ? "left" : "right"
        switch maneuver.type {
        case "depart":
            let heading = RouteManeuver.compassName(maneuver.bearingAfter ?? 0)
            return "Head \(heading)" + (road.map { " on \($0)" } ?? "")
        case "arrive":
            return "Arrive at your destination"
                + (modifier.contains("left") || modifier.contains("right") ? ", on the \(side)" : "")
        case "roundabout", "rotary":
            guard let exit = maneuver.exit else { return "Enter the roundabout" + onto }
            return "At the roundabout, take the \(RouteManeuver.ordinal(exit)) exit" + onto
        case "exit roundabout", "exit rotary":
            return "Exit the roundabout" + onto
        case "fork":
            return modifier == "straight" ? "Continue" + onto : "Keep \(side)" + onto
        case "merge":
            return "Merge" + onto
        case "on ramp":
            return "Take the ramp on the \(side)" + onto
        case "off ramp":
            return "Take the exit on the \(side)" + onto
        default:  // turn, new name, continue, end of road, roundabout turn, notification
            let verb =
                switch modifier {
                case "uturn": "Make a U-turn"
                case "sharp right": "Make a sharp right"
                case "sharp left": "Make a sharp left"
                case "right": "Turn right"
                case "left": "Turn left"
                case "slight right": "Bear right"
                case "slight left": "Bear left"
                default: "Continue"
                }
            return verb + onto
        }
    }

    // MARK: The wire format

    struct RouteAnswer: Decodable {
        var code: String
        var routes: [Route]?
    }

    struct Route: Decodable {
        /// Metres and seconds.
        var distance: Double
        var duration: Double
        /// polyline6.
        var geometry: String
        var legs: [Leg]
    }

    struct Leg: Decodable {
        var steps: [Step]
    }

    struct Step: Decodable {
        var distance: Double
        var duration: Double
        var geometry: String
        var name: String?
        var ref: String?
        var maneuver: Maneuver
        var intersections: [Intersection]?
    }

    struct Maneuver: Decodable {
        var type: String
        var modifier: String?
        var exit: Int?
        var bearingAfter: Double?

        enum CodingKeys: String, CodingKey {
            case type, modifier, exit
            case bearingAfter = "bearing_after"
        }
    }

    struct Intersection: Decodable {
        var classes: [String]?
    }
}
