import CarPlayHost
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The embedded router and Valhalla on the same Monaco trips: they agree on the distance within 10 %.
@Suite(.enabled(if: ValhallaServer.testsRun, ValhallaServer.skipReason))
struct ValhallaComparisonTests {
    typealias Place = (name: String, coordinate: Coordinate)

    /// Trips across the principality, each way where the streets differ (one-ways, tunnels).
    static let trips: [(Place, Place)] = [
        (("Port Hercule", ValhallaServer.portHercule), ("Casino", ValhallaServer.casino)),
        (("Casino", ValhallaServer.casino), ("Port Hercule", ValhallaServer.portHercule)),
        (("Fontvieille", ValhallaServer.fontvieille), ("Larvotto", ValhallaServer.larvotto)),
        (("Le Rocher", ValhallaServer.rocher), ("Gare", ValhallaServer.gare)),
        (("Jardin Exotique", ValhallaServer.jardinExotique), ("Port Hercule", ValhallaServer.portHercule)),
        (("Stade Louis II", ValhallaServer.stadeLouisII), ("Condamine", ValhallaServer.condamine)),
        (("Larvotto", ValhallaServer.larvotto), ("Moneghetti", ValhallaServer.moneghetti)),
        (("Gare", ValhallaServer.gare), ("Fontvieille", ValhallaServer.fontvieille)),
    ]

    @Test(arguments: 0..<trips.count)
    func bothRoutersAgreeOnTheDistance(trip: Int) async throws {
        let (from, to) = Self.trips[trip]
        let url = try require(
            ValhallaServer.url, "CI is set but CARPLAY_VALHALLA_URL is not: scripts/test must start Valhalla")
        let map = try require(CarMap.monaco)
        let embedded = try #require(
            try await map.routes(from: from.coordinate, to: to.coordinate, alternatives: 0).get().first)
        let valhalla = try #require(
            try await ValhallaDirections(url: url, timeout: ValhallaServer.deadline).routes(
                from: from.coordinate, to: to.coordinate, alternatives: 0
            )
            .get().first)
        let difference = abs(embedded.distance - valhalla.distance) / valhalla.distance
        expectLessOrEqual(
            difference, 0.10,
            "\(from.name) → \(to.name): embedded \(Int(embedded.distance)) m (\(embedded.name)), Valhalla \(Int(valhalla.distance)) m (\(valhalla.name))"
        )
    }
}
