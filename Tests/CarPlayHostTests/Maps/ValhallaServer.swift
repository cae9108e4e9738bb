import Foundation
import OpenStreetMap
import Testing

/// The Valhalla server the provider's tests talk to: `scripts/valhalla start` runs one on loopback with Monaco's
/// tiles and prints its URL, which `scripts/test` gives the Swift tests as `CARPLAY_VALHALLA_URL`.
///
/// Without the variable the server's suites are skipped (reported as such by Swift Testing) so that a quick
/// `swift test` on a machine without Valhalla stays green; with `CI` set they run anyway and fail loudly on the
/// missing URL, so CI can never pass without having talked to a real server.
enum ValhallaServer {
    static let url: URL? = ProcessInfo.processInfo.environment["CARPLAY_VALHALLA_URL"].flatMap {
        $0.isEmpty ? nil : URL(string: $0)
    }

    /// Whether the server's tests run: a server is given, or this is CI (where its absence is a failure).
    static let testsRun = url != nil || ProcessInfo.processInfo.environment["CI"] != nil

    static let skipReason: Comment =
        "CARPLAY_VALHALLA_URL is not set: start a server with `scripts/valhalla start` and export its URL"

    /// The OSRM server (`scripts/osrm start`, given as `CARPLAY_OSRM_URL`), on the same terms.
    static let osrmURL: URL? = ProcessInfo.processInfo.environment["CARPLAY_OSRM_URL"].flatMap {
        $0.isEmpty ? nil : URL(string: $0)
    }
    static let osrmTestsRun = osrmURL != nil || ProcessInfo.processInfo.environment["CI"] != nil
    static let osrmSkipReason: Comment =
        "CARPLAY_OSRM_URL is not set: start a server with `scripts/osrm start` and export its URL"

    /// Whether the suites that need both engines run (the differential tests), and why not.
    static let bothEnginesRun = testsRun && osrmTestsRun
    static let bothEnginesSkipReason = Comment(
        rawValue: "CARPLAY_VALHALLA_URL or CARPLAY_OSRM_URL is not set: `scripts/test` starts both engines (or run "
            + "`scripts/valhalla start` and `scripts/osrm start` and export their URLs)")

    /// How long a test waits for a real server's answer. The car holds a provider to 10 s (its default deadline,
    /// tested against hostile servers in `HostileRoutingServerTests`); on a loaded 2-core machine running every
    /// suite at once a request can wait that long before it is even sent, and these tests check the answer, not the
    /// machine's speed (stop 61: a clean-clone run failed four OSRM tests whose requests never reached the server).
    static let deadline: TimeInterval = 120

    /// Places across Monaco.
    static let portHercule = Coordinate(latitude: 43.7347, longitude: 7.4206)
    static let casino = Coordinate(latitude: 43.7394, longitude: 7.4281)
    static let fontvieille = Coordinate(latitude: 43.7290, longitude: 7.4160)
    static let larvotto = Coordinate(latitude: 43.7445, longitude: 7.4335)
    static let rocher = Coordinate(latitude: 43.7308, longitude: 7.4230)
    static let gare = Coordinate(latitude: 43.7398, longitude: 7.4194)
    static let jardinExotique = Coordinate(latitude: 43.7316, longitude: 7.4148)
    static let moneghetti = Coordinate(latitude: 43.7370, longitude: 7.4150)
    static let stadeLouisII = Coordinate(latitude: 43.7270, longitude: 7.4140)
    static let condamine = Coordinate(latitude: 43.7360, longitude: 7.4185)
}
