import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// `ValhallaDirections` against a real Valhalla server with Monaco's tiles (`scripts/valhalla start`).
@Suite(.enabled(if: ValhallaServer.testsRun, ValhallaServer.skipReason))
struct ValhallaDirectionsTests {
    func provider() throws -> ValhallaDirections {
        ValhallaDirections(
            url: try require(
                ValhallaServer.url, "CI is set but CARPLAY_VALHALLA_URL is not: scripts/test must start Valhalla"),
            timeout: ValhallaServer.deadline)
    }

    @Test func routesThePortToTheCasinoOnMonacosStreets() async throws {
        let routes = try await provider().routes(
            from: ValhallaServer.portHercule, to: ValhallaServer.casino, alternatives: 0
        ).get()
        let route = try require(routes.first)
        expectEqual(routes.count, 1)
        expectTrue((500...3_000).contains(route.distance))
        expectTrue(route.expectedTravelTime > 30 && route.expectedTravelTime < 600)
        let instructions = route.steps.map(\.instructions)
        expectEqual(instructions.first, "Drive north on Rue Louis Notari")
        expectTrue(instructions.contains("Turn left onto Boulevard Albert 1er"))
        expectTrue(instructions.contains { $0.contains("Avenue de Monte-Carlo") })
        expectTrue(instructions.allSatisfy { !$0.hasSuffix(".") })
        // The steps cover the route, each on its part of the shape.
        expectLess(abs(route.steps.reduce(0) { $0 + $1.distance } - route.distance), 5)
        expectGreater(route.coordinates.count, 20)
        expectEqual(route.coordinates.first.map { $0.distance(to: ValhallaServer.portHercule) < 50 }, true)
        expectEqual(route.coordinates.last.map { $0.distance(to: ValhallaServer.casino) < 150 }, true)
        for step in route.steps.dropLast() {
            expectGreaterOrEqual(step.coordinates.count, 2)
            expectTrue(route.coordinates.contains(step.coordinates[0]))
        }
        // The polyline is Monaco's: every point within the principality.
        expectTrue(
            route.coordinates.allSatisfy {
                (43.72...43.76).contains($0.latitude) && (7.40...7.44).contains($0.longitude)
            })
        expectTrue(!route.name.isEmpty)
        expectTrue(!route.hasTolls && !route.hasHighways)
        expectTrue(route.advisoryNotices.isEmpty)
    }

    @Test func roundaboutsNameTheirExits() async throws {
        // Larvotto to the railway station: Rond-Point du Portier, third exit.
        let toStation = try #require(
            try await provider().routes(from: ValhallaServer.larvotto, to: ValhallaServer.gare, alternatives: 0).get()
                .first)
        expectTrue(
            toStation.steps.contains {
                $0.instructions == "Enter Rond-Point du Portier and take the 3rd exit onto Rue du Portier"
            })
        // The port to the Rock: Place d'Armes, second exit.
        let toRock = try #require(
            try await provider().routes(from: ValhallaServer.portHercule, to: ValhallaServer.rocher, alternatives: 0)
                .get().first)
        expectTrue(
            toRock.steps.contains {
                $0.instructions == "Enter Place d'Armes and take the 2nd exit onto Avenue de la Porte Neuve"
            })
    }

    @Test func avoidingTollsAndHighwaysIsAcceptedAndKeepsOffThem() async throws {
        let capDAil = Coordinate(latitude: 43.758, longitude: 7.38)
        let avoiding = try #require(
            try await provider().routes(
                from: ValhallaServer.portHercule, to: capDAil, alternatives: 0, avoiding: [.tolls, .highways]
            ).get().first)
        expectTrue(!avoiding.hasHighways && !avoiding.hasTolls)
        expectGreater(avoiding.steps.count, 2)
    }

    @Test func alternativesWhenAsked() async throws {
        let routes = try await provider().routes(
            from: ValhallaServer.stadeLouisII, to: ValhallaServer.larvotto, alternatives: 2
        ).get()
        expectTrue((1...3).contains(routes.count))
        expectEqual(Set(routes.map(\.coordinates)).count, routes.count)
    }

    @Test func noRoadNearAPlaceIsNoRoute() async throws {
        let paris = Coordinate(latitude: 48.85, longitude: 2.35)
        let answer = try await provider().routes(from: ValhallaServer.portHercule, to: paris, alternatives: 0)
        #expect(throws: DirectionsError.directionsNotFound) { try answer.get() }
    }

    @Test func otherLanguages() async throws {
        var french = try provider()
        french.language = "fr-FR"
        let route = try #require(
            try await french.routes(from: ValhallaServer.portHercule, to: ValhallaServer.casino, alternatives: 0).get()
                .first)
        expectEqual(route.steps.first?.instructions, "Conduisez vers le nord sur Rue Louis Notari")
        expectTrue(route.steps.contains { $0.instructions == "Tournez à gauche dans Boulevard Albert 1er" })
    }
}
