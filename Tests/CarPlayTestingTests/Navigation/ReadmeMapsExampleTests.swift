import AVFoundation
import CarPlay
import CarPlayTesting
import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing

/// The navigation app of the README's "Maps, directions, location and voice" example: it follows the car with a
/// location manager and speaks the next step of its route when the car reports a position.
final class GuidingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
    @preconcurrency CLLocationManagerDelegate
{
    var locationManager: CLLocationManager?
    var synthesizer: AVSpeechSynthesizer?
    var route: MKRoute?
    var announced: MKRoute?
    var positions: [CLLocation] = []

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        // Made when CarPlay connects, so they belong to this car.
        synthesizer = AVSpeechSynthesizer()
        let locationManager = CLLocationManager()
        locationManager.delegate = self
        locationManager.activityType = .automotiveNavigation
        locationManager.requestWhenInUseAuthorization()
        self.locationManager = locationManager
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {}

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        if manager.authorizationStatus == .authorizedWhenInUse { manager.startUpdatingLocation() }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        // The first position once there is a route: say its first maneuver (step 0 is the departure).
        if let route, route !== announced, route.steps.count > 1 {
            announced = route
            synthesizer?.speak(AVSpeechUtterance(string: route.steps[1].instructions))
        }
        positions += locations
    }
}

@MainActor @Suite struct ReadmeMapsExampleTests {
    @Test func drivesToTheCasino() async throws {
        let car = TestCar(category: .navigation)
        let app = GuidingSceneDelegate()
        car.connect(app)
        let casino = try await car.run {
            MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "casino de monte carlo"))
        }.start().mapItems[0]
        expectEqual(casino.name, "Casino de Monte Carlo")
        let request = MKDirections.Request()
        request.destination = casino
        let route = try await car.run { MKDirections(request: request) }.calculate().routes[0]
        expectEqual(route.steps.first?.instructions, "Head north on Rue Louis Notari")
        app.route = route
        await car.settle()  // the user's answer: allowed while in use
        try car.drive(route)
        car.advanceClock(by: 30)
        expectGreaterOrEqual(app.positions.count, 30)  // also where the car stood before
        expectTrue(app.positions.allSatisfy { $0.speed >= 0 && $0.speed <= 50 / 3.6 + 0.01 })
        await car.speechAudioReady()
        car.advanceClock(by: 10)
        expectEqual(car.spokenTexts, [route.steps[1].instructions])
        car.driveToEnd()
        let end = try require(app.positions.last)
        expectEqual(end.speed, 0)
        expectLess(
            end.distance(
                from: CLLocation(
                    latitude: casino.placemark.coordinate.latitude,
                    longitude: casino.placemark.coordinate.longitude)), 150)
    }
}
