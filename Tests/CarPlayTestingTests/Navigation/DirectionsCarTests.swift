import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing

/// `MKDirections` in a car: the car answers from its map (the shipped Monaco extract) and its position.
@MainActor @Suite struct DirectionsCarTests {
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    func request(to coordinate: CLLocationCoordinate2D, alternates: Bool = false) -> MKDirections.Request {
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: coordinate))
        request.transportType = .automobile
        request.requestsAlternateRoutes = alternates
        return request
    }

    @Test func routesFromTheCarsPositionNameRealStreets() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let response = try await car.run {
            MKDirections(request: request(to: Self.casino))
        }.calculate()
        let route = try require(response.routes.first)
        expectEqual(response.routes.count, 1)
        expectTrue((500...3_000).contains(route.distance))
        expectGreater(route.expectedTravelTime, 30)
        expectEqual(route.transportType, .automobile)
        expectGreater(route.polyline.pointCount, 5)
        expectEqual(route.steps.first?.instructions.hasPrefix("Head"), true)
        expectEqual(route.steps.last?.instructions.hasPrefix("Arrive"), true)
        expectTrue(route.steps.contains { $0.instructions.contains("Avenue") })
        expectLess(abs(route.steps.reduce(0) { $0 + $1.distance } - route.distance), 1)
        let last = route.polyline.points()[route.polyline.pointCount - 1].coordinate
        expectLess(
            CLLocation(latitude: last.latitude, longitude: last.longitude)
                .distance(from: CLLocation(latitude: Self.casino.latitude, longitude: Self.casino.longitude)), 150)
    }

    @Test func completionHandlersRunLaterOnTheMainThreadAndCancelStopsThem() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let directions = car.run { MKDirections(request: request(to: Self.casino, alternates: true)) }
        let routes: Int = await withCheckedContinuation { continuation in
            car.run {
                directions.calculate { response, error in
                    expectTrue(Thread.isMainThread || error == nil)
                    continuation.resume(returning: response?.routes.count ?? -1)
                }
            }
            expectTrue(directions.isCalculating)
        }
        expectTrue((1...3).contains(routes))
        expectTrue(!directions.isCalculating)

        let cancelled = car.run { MKDirections(request: request(to: Self.casino)) }
        nonisolated(unsafe) var called = false
        car.run { cancelled.calculate { _, _ in called = true } }
        cancelled.cancel()
        for _ in 0..<20 { await Task.yield() }
        try await Task.sleep(for: .milliseconds(50))
        expectTrue(!called)
    }

    @Test func failuresAreMapKitErrors() async {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        // Far from the map: no route.
        await #expect(throws: MKError(.directionsNotFound)) {
            try await car.run {
                MKDirections(request: request(to: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
            }
            .calculate()
        }
        // Walking: cars do not walk.
        await #expect(throws: MKError(.directionsNotFound)) {
            let walking = request(to: Self.casino)
            walking.transportType = .walking
            return try await car.run { MKDirections(request: walking) }.calculate()
        }
        // No destination.
        await #expect(throws: MKError(.placemarkNotFound)) {
            try await car.run { MKDirections(request: MKDirections.Request()) }.calculate()
        }
        // A car without a map.
        car.session.carMap = nil
        await #expect(throws: MKError(.serverFailure)) {
            try await car.run { MKDirections(request: request(to: Self.casino)) }.calculate()
        }
        expectEqual((MKError(.directionsNotFound) as NSError).domain, MKErrorDomain)
        expectEqual((MKError(.directionsNotFound) as NSError).code, 5)
    }

    @Test func etaAndTheCarsPosition() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let near = try await car.run { MKDirections(request: request(to: Self.casino)) }.calculateETA()
        car.session.vehicleCoordinate = .init(latitude: 43.7290, longitude: 7.4160)  // Fontvieille
        let far = try await car.run { MKDirections(request: request(to: Self.casino)) }.calculateETA()
        expectGreater(far.distance, near.distance)
        expectLess(
            abs(far.expectedArrivalDate.timeIntervalSince(far.expectedDepartureDate) - far.expectedTravelTime), 0.001)
        // On the car's clock.
        expectEqual(far.expectedDepartureDate, car.now)
    }

    /// Issue 21: from the car's own position a route starts the way the car points (its course), as Apple's do, not
    /// with a U-turn in the street; from a place the app names, or a car that never moved, either way.
    @Test func routesFromTheCarStartTheWayItPoints() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        // Avenue de la Quarantaine, a two-way street by the port, running 73° one way and 253° the other.
        let onTheAvenue = CLLocationCoordinate2D(latitude: 43.732767, longitude: 7.426424)
        func startBearing(_ request: MKDirections.Request) async throws -> Double {
            let response = try await car.run { MKDirections(request: request) }.calculate()
            let points = try require(response.routes.first).polyline.points()
            let (a, b) = (points[0].coordinate, points[1].coordinate)
            let east = (b.longitude - a.longitude) * cos(a.latitude * .pi / 180)
            let degrees = atan2(east, b.latitude - a.latitude) * 180 / .pi
            return degrees < 0 ? degrees + 360 : degrees
        }
        func turn(_ from: Double, _ to: Double) -> Double { abs(remainder(to - from, 360)) }
        for course in [73.0, 253.0] {
            car.placeCar(at: onTheAvenue, course: course)
            #expect(turn(try await startBearing(request(to: Self.casino)), course) < 30, "pointing \(course)°")
        }
        // Named as a place (a map item's coordinate), the same spot starts as a car that never moved does.
        let named = request(to: Self.casino)
        named.source = MKMapItem(placemark: MKPlacemark(coordinate: onTheAvenue))
        let fromPlace = try await startBearing(named)
        car.placeCar(at: onTheAvenue)
        expectEqual(try await startBearing(request(to: Self.casino)), fromPlace)
    }

    @Test func aMainActorObjectsCompletionHandlersTouchItsStateAsOnIOS() async {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let previewer = RoutePreviewer()
        await withCheckedContinuation { continuation in
            car.run { previewer.preview(Self.casino) { continuation.resume() } }
        }
        expectTrue(!previewer.routeNames.isEmpty)
        expectEqual(previewer.mapView.overlays.count, 1)
        expectGreater(previewer.searchedPlaces, 0)
    }
}

/// Code as an iOS app writes it: MapKit's completion handlers are not `@Sendable` (iOS imports them from
/// Objective-C blocks), so a closure formed on the main actor stays isolated to it and touches the object's state
/// directly. With `@Sendable` handlers this does not compile in Swift 6 mode.
@MainActor
final class RoutePreviewer {
    var routeNames: [String] = []
    var searchedPlaces = 0
    let mapView = MKMapView()

    func preview(_ destination: CLLocationCoordinate2D, done: @escaping () -> Void) {
        let request = MKDirections.Request()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: destination))
        MKDirections(request: request).calculate { response, _ in
            self.routeNames = response?.routes.map(\.name) ?? []
            if let route = response?.routes.first { self.mapView.addOverlay(route.polyline) }
            let search = MKLocalSearch.Request()
            search.naturalLanguageQuery = "casino"
            MKLocalSearch(request: search).start { response, _ in
                self.searchedPlaces = response?.mapItems.count ?? 0
                done()
            }
        }
    }
}
