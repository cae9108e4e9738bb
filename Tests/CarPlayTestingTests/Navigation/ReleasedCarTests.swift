import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing

/// An app's objects can outlive the car that ran them (a released `TestCar`): what they ask afterwards hears that
/// there is no car, and nothing reaches the freed session.
@MainActor @Suite struct ReleasedCarTests {
    @Test func directionsAskedWhenTheCarIsGoneFailWithoutACar() async throws {
        var car: TestCar? = TestCar(category: .navigation)
        car?.connect(CoastalRoadsSceneDelegate())
        let request = MKDirections.Request()
        request.destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)))
        let directions = try require(car?.run { MKDirections(request: request) })
        let code = await withCheckedContinuation { (done: CheckedContinuation<MKError.Code?, Never>) in
            car?.run {
                directions.calculate { _, error in done.resume(returning: (error as? MKError)?.code) }
            }
            car = nil  // the car goes before it answers
        }
        expectEqual(code, .serverFailure)
    }
}
