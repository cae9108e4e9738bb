import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import OpenStreetMap
import Testing

/// Issue 20 in a car: a provider's absurd route reaches the app as `MKError.serverFailure` and the car notes why.
@MainActor @Suite struct HostileRoutingCarTests {
    @Test func aRouteBeyondTheLimitsIsServerFailureAndTheCarNotesWhy() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        var route = HeldDirections.oneRoute
        route.expectedTravelTime = 1e308
        let provider = HeldDirections(answer: .success([route]))
        car.session.directionsProvider = provider
        let request = MKDirections.Request()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: DirectionsProviderCarTests.casino))
        let directions = car.run { MKDirections(request: request) }
        let calculation = Task { @MainActor in try await directions.calculate().routes.count }
        await provider.asked()
        await provider.release()
        await #expect(throws: MKError(.serverFailure)) { try await calculation.value }
        expectEqual(
            car.session.noteLog.last,
            "MKDirections: held directions failed: route 1: travel time 1e+308 s (0 to 2592000 s)")
        expectEqual(car.session.noteCount, 1)
    }
}
