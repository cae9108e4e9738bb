import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing

/// `MKLocalSearch` in a car: the names of the car's map (the shipped Monaco extract).
@MainActor @Suite struct LocalSearchCarTests {
    @Test func searchingCasinoFindsTheCasinoWhereACarCanStop() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let response = try await car.run {
            MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "casino"))
        }
        .start()
        let casino = try require(response.mapItems.first { $0.name?.contains("Casino") == true })
        expectTrue(response.mapItems.allSatisfy { ($0.name ?? "").lowercased().contains("casino") })
        // A route there from the car.
        let request = MKDirections.Request()
        request.destination = casino
        let route = try await car.run { MKDirections(request: request) }.calculate().routes.first
        expectNotEqual(route, nil)
        expectTrue(CLLocationCoordinate2DIsValid(response.boundingRegion.center))
    }

    @Test func addressesOnlyAndNothingFound() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let streets = MKLocalSearch.Request(naturalLanguageQuery: "boulevard albert")
        streets.resultTypes = .address
        let response = try await car.run { MKLocalSearch(request: streets) }.start()
        expectEqual(response.mapItems.first?.name, "Boulevard Albert 1er")
        await #expect(throws: MKError(.placemarkNotFound)) {
            try await car.run { MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "zzqqxx")) }.start()
        }
        await #expect(throws: MKError(.placemarkNotFound)) {
            try await car.run { MKLocalSearch(request: MKLocalSearch.Request()) }.start()
        }
        car.session.carMap = nil
        await #expect(throws: MKError(.serverFailure)) {
            try await car.run { MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "casino")) }.start()
        }
    }
}
