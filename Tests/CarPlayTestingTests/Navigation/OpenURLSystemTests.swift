import CarPlay
import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// An app opens a URL and the car launches the app that handles it, as iOS does: `maps:` (and
/// `MKMapItem.openInMaps`) in the car's navigation app, Drive, which previews the routes there; an app's own scheme
/// (`CFBundleURLTypes`) in that app, launched with the URL or told while it runs.
@MainActor
struct OpenURLSystemTests {
    /// An EV charging app: its rows open places and URLs.
    final class ChargeApp: UIResponder, CPTemplateApplicationSceneDelegate {
        private(set) var results: [String: Bool] = [:]
        private var scene: CPTemplateApplicationScene?

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene,
            didConnect interfaceController: CPInterfaceController
        ) {
            scene = templateApplicationScene
            let navigate = CPListItem(text: "Navigate", detailText: nil)
            navigate.handler = { [weak self] _, completion in
                let charger = MKMapItem(
                    placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)))
                charger.name = "Casino Charger"
                self?.results["openInMaps"] = charger.openInMaps(launchOptions: [
                    MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving
                ])
                completion()
            }
            let park = CPListItem(text: "Park", detailText: nil)
            park.handler = { [weak self] _, completion in
                self?.scene?.open(URL(string: "parkapp://spot/42")!, options: nil) { opened in
                    self?.results["park"] = opened
                }
                completion()
            }
            let check = CPListItem(text: "Check", detailText: nil)
            check.handler = { [weak self] _, completion in
                let application = UIApplication.shared
                self?.results["canMaps"] = application.canOpenURL(URL(string: "maps://?q=Casino")!)
                self?.results["canPark"] = application.canOpenURL(URL(string: "PARKAPP://x")!)
                self?.results["canNope"] = application.canOpenURL(URL(string: "nope://x")!)
                application.open(URL(string: "nope://x")!) { opened in self?.results["nope"] = opened }
                completion()
            }
            let list = CPListTemplate(title: "Charge", sections: [CPListSection(items: [navigate, park, check])])
            interfaceController.setRootTemplate(list, animated: false, completion: nil)
        }
    }

    /// A parking app that opens `parkapp:` URLs.
    final class ParkApp: UIResponder, CPTemplateApplicationSceneDelegate {
        private(set) var launchURLs: [(URL, String?)] = []
        private(set) var openedURLs: [(URL, String?)] = []

        func scene(
            _ scene: UIScene, willConnectTo session: UISceneSession,
            options connectionOptions: UIScene.ConnectionOptions
        ) {
            launchURLs += connectionOptions.urlContexts.map { ($0.url, $0.options.sourceApplication) }
        }

        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
            openedURLs += URLContexts.map { ($0.url, $0.options.sourceApplication) }
        }

        func templateApplicationScene(
            _ templateApplicationScene: CPTemplateApplicationScene,
            didConnect interfaceController: CPInterfaceController
        ) {
            let list = CPListTemplate(title: "Park", sections: [])
            interfaceController.setRootTemplate(list, animated: false, completion: nil)
        }
    }

    let charge = ChargeApp()
    let park = ParkApp()
    let system: CarSystem

    init() throws {
        let charge = charge
        let park = park
        var parkBundle = AppBundle(name: "Park", bundleIdentifier: "com.example.park", category: .parking)
        parkBundle.urlSchemes = ["parkapp"]
        system = CarSystem(apps: [
            InstalledApp(
                bundle: AppBundle(name: "Charge", bundleIdentifier: "com.example.charge", category: .evCharging)
            ) { charge },
            InstalledApp(bundle: parkBundle) { park },
            try InstalledApp(module: "Drive"),
        ])
    }

    func tap(_ text: String) throws {
        let screen = try require(system.screen())
        _ = try system.tap(element: try require(screen.id(of: text), "\(text) is on screen"))
    }

    /// Waits (on the main actor's turns, with a generous bound) until `condition` holds.
    func until(_ what: String, _ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(600)
        var turns = 0
        while !condition() {
            guard ContinuousClock.now < deadline else {
                Issue.record("timed out waiting until \(what)")
                return
            }
            turns += 1
            if turns % 50 == 0 { try? await Task.sleep(for: .milliseconds(1)) } else { await Task.yield() }
        }
    }

    @Test func openInMapsLaunchesTheNavigationAppWithARoutePreview() async throws {
        try system.launch("com.example.charge")
        try tap("Navigate")
        expectEqual(charge.results["openInMaps"], true)
        let request = try require(system.sessions["com.example.charge"]?.openURLRequests.last)
        expectEqual(request.scheme, "maps")
        expectEqual(request.query?.contains("daddr=43.739400,7.428100"), true)
        expectEqual(request.query?.contains("q=Casino%20Charger"), true)
        let drive = try require(system.app("com.swiftcarplay.drive")?.id)
        await until("Drive is in front") { system.foregroundApp == drive }
        await until("Drive previews the routes to the charger") {
            system.screen()?.root.first { $0.role == .tripPreview } != nil
        }
        expectEqual(system.screen()?.texts.contains("Casino Charger"), true)
        expectTrue(system.log.entries.contains { $0.text.hasPrefix("Opening maps:") })
    }

    @Test func anAppsSchemeLaunchesItWithTheURLThenTellsItWhileItRuns() async throws {
        try system.launch("com.example.charge")
        try tap("Park")
        await until("Park is in front") { system.foregroundApp == "com.example.park" }
        expectEqual(park.launchURLs.map(\.0.absoluteString), ["parkapp://spot/42"])
        expectEqual(park.launchURLs.first?.1, "com.example.charge")
        await until("the opener hears it opened") { charge.results["park"] != nil }
        expectEqual(charge.results["park"], true)

        // Park runs now: it is brought back to the front and told.
        try system.launch("com.example.charge")
        try tap("Park")
        await until("Park is in front again") { system.foregroundApp == "com.example.park" }
        expectEqual(park.openedURLs.map(\.0.absoluteString), ["parkapp://spot/42"])
        expectEqual(park.launchURLs.count, 1)
    }

    @Test func aURLNoAppOpensFailsAndSaysSo() async throws {
        try system.launch("com.example.charge")
        try tap("Check")
        expectEqual(charge.results["canMaps"], true)
        expectEqual(charge.results["canPark"], true)
        expectEqual(charge.results["canNope"], false)
        await until("the opener hears it failed") { charge.results["nope"] != nil }
        expectEqual(charge.results["nope"], false)
        expectEqual(system.foregroundApp, "com.example.charge")
        expectTrue(system.log.entries.contains { $0.text == "Charge opened nope://x: no app opens it" })
    }
}
