import Expectations
import Foundation
import OpenStreetMap
import Testing

@testable import CarPlayHost

/// Routes from a moving car against Valhalla and OSRM on Monaco (issue 21, "the side of the road respected"): trips
/// from a car driving along a road, most of them with their destination behind it, each routed by all three with the
/// car's heading (Valhalla's `heading`, OSRM's `bearings`). Every route must start the way the car points, as both
/// engines' do, and ours must measure as theirs: a car does not turn round in the street because its destination
/// lies the other way.
@Suite(.enabled(if: ValhallaServer.bothEnginesRun, ValhallaServer.bothEnginesSkipReason))
struct DifferentialHeadingTests {
    static let trips = 100
    static let seed: UInt64 = 2_126

    /// A trip from a car on a road, heading along it.
    struct HeadedTrip: Sendable {
        var trip: DifferentialTrips.Trip
        var heading: Double
    }

    /// Trips from `DifferentialTrips`, each origin's car pointing along the road it is on: on a two-way road away
    /// from the destination (the case a heading decides), on a one-way road the way it goes.
    static func draw(on graph: RoadGraph) -> [HeadedTrip] {
        DifferentialTrips.draw(trips, on: graph, seed: seed, minimumSpan: 500).compactMap { trip in
            guard let snap = graph.snap(trip.origin) else { return nil }
            let toDestination = trip.origin.bearing(to: trip.destination)
            let headings = snap.edges.map { index in
                let edge = graph.edges[Int(index)]
                return graph.vertices[Int(edge.from)].coordinate.bearing(to: graph.vertices[Int(edge.to)].coordinate)
            }
            let away = headings.max {
                abs(bearingDifference(from: toDestination, to: $0))
                    < abs(bearingDifference(from: toDestination, to: $1))
            }
            return away.map { HeadedTrip(trip: trip, heading: $0) }
        }
    }

    /// The bearing a route's line starts with: from its first point to the first point 5 m or more from it.
    static func startBearing(_ line: [Coordinate]) -> Double? {
        guard let first = line.first, let next = line.first(where: { $0.distance(to: first) >= 5 }) else {
            return nil
        }
        return first.bearing(to: next)
    }

    static func startsAlong(_ line: [Coordinate], heading: Double) -> Bool {
        guard let bearing = startBearing(line) else { return true }
        return abs(bearingDifference(from: heading, to: bearing)) <= RoadGraph.headingTolerance
    }

    @Test func routesFromAMovingCarStartTheWayItPointsAsTheEnginesDo() async throws {
        let valhalla = ValhallaDirections(
            url: try require(
                ValhallaServer.url, "CI is set but CARPLAY_VALHALLA_URL is not: scripts/test must start Valhalla"),
            timeout: ValhallaServer.deadline)
        let osrm = OSRMDirections(
            url: try require(
                ValhallaServer.osrmURL, "CI is set but CARPLAY_OSRM_URL is not: scripts/test must start OSRM"),
            timeout: ValhallaServer.deadline)
        let map = try require(CarMap.monaco)
        let trips = Self.draw(on: map.graph)
        expectEqual(trips.count, Self.trips)

        var compared = 0
        var within = 0
        var oursAlong = 0
        var enginesAlong = 0
        for headed in trips {
            let (origin, destination, heading) = (headed.trip.origin, headed.trip.destination, headed.heading)
            let ours = map.router.routes(from: origin, heading: heading, to: destination).first
            async let fromValhalla = valhalla.routes(
                from: origin, heading: heading, to: destination, alternatives: 0, avoiding: [])
            async let fromOSRM = osrm.routes(
                from: origin, heading: heading, to: destination, alternatives: 0, avoiding: [])
            let engines = [try? await fromValhalla.get().first, try? await fromOSRM.get().first].compactMap { $0 }
            let summary =
                "\(headed.trip.description) heading \(Int(heading))°: embedded "
                + (ours.map { "\(Int($0.distance)) m" } ?? "no route") + ", engines "
                + engines.map { "\(Int($0.distance)) m" }.joined(separator: ", ")
            guard let ours else {
                if !engines.isEmpty { Issue.record("No embedded route where an engine routes: \(summary)") }
                continue
            }
            // Ours starts the way the car points whenever an engine does.
            let theirs = engines.filter { Self.startsAlong($0.coordinates, heading: heading) }
            enginesAlong += theirs.count
            if Self.startsAlong(ours.coordinates, heading: heading) {
                oursAlong += 1
            } else if !theirs.isEmpty {
                let lines: [(name: String, line: [Coordinate])] =
                    [("embedded", ours.coordinates)] + engines.map { ("engine", $0.coordinates) }
                let geoJSON = DifferentialTrips.geoJSON(headed.trip, routes: lines)
                Issue.record("Starts against the car's heading where an engine does not: \(summary)\n\(geoJSON)")
            }
            guard let nearer = engines.map({ abs(ours.distance - $0.distance) / $0.distance }).min() else { continue }
            compared += 1
            if nearer <= 0.05 { within += 1 }
        }
        print(
            "Differential routing from a moving car (Monaco, seed \(Self.seed)): \(trips.count) trips; ours starts "
                + "the way the car points in \(oursAlong), the engines' routes in \(enginesAlong) of "
                + "\(2 * trips.count); distance within 5 % of the nearer engine: \(within) of \(compared)")
        expectTrue(compared >= trips.count * 9 / 10)
        // The engines are told the heading: without it, most of their routes start away from the way the car points
        // (75 of 200 along, tried: most destinations lie behind it).
        expectTrue(enginesAlong >= 2 * trips.count * 8 / 10, "the engines' routes along: \(enginesAlong)")
        expectTrue(Double(within) >= 0.9 * Double(compared), "within 5 %: \(within) of \(compared)")
    }
}
