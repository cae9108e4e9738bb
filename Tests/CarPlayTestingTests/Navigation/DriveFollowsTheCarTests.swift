import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// Drive's maps during a trip on the car's map of Monaco: the main map, the Dashboard's and the cluster's follow the
/// car in the part of their window the car's templates leave free, with the route drawn; pan mode stops the main
/// map following and the recentre button resumes it; on arrival the map shows the car and the destination.
@MainActor @Suite struct DriveFollowsTheCarTests {
    func connected() async -> (TestCar, DriveSceneDelegate) {
        let car = TestCar(category: .navigation)
        let app = DriveSceneDelegate()
        app.format = DriveFormat(locale: Locale(identifier: "en_IE"))
        // A new route follows at once (`rerouteAfterAMinimum…` checks the minimum time "Rerouting…" shows).
        app.reroutingMinimum = 0
        car.connect(app)
        await car.settle()  // the location permission: allowed while in use
        return (car, app)
    }

    /// Destinations → the casino → Go.
    func startTripToTheCasino(_ car: TestCar, _ app: DriveSceneDelegate) async throws -> DriveGuidance {
        expectEqual(car.tap("Destinations"), .handled)
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()
        expectEqual(car.startTrip(), .handled)
        return try require(app.guidance)
    }

    /// `seconds` of the car's time, a second at a time.
    func drive(_ car: TestCar, seconds: Int) async {
        for _ in 0..<seconds {
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
    }

    /// The driver moves the touchpad pointer: the map template's hidden bar and map buttons come back.
    func showMapControls(_ car: TestCar) { car.movePointer(to: Point(x: 1, y: 1)) }

    /// Where the car is on `mapView`, in its own points.
    func carPoint(on mapView: MKMapView, _ car: TestCar) -> CGPoint {
        let coordinate = car.session.vehicleState.coordinate
        return mapView.convert(
            CLLocationCoordinate2D(latitude: coordinate.latitude, longitude: coordinate.longitude), toPointTo: mapView)
    }

    /// The part of `mapView` its window's templates leave free.
    func safeArea(of mapView: MKMapView) -> CGRect { mapView.bounds.inset(by: mapView.safeAreaInsets) }

    /// Whether the car is in the middle of `mapView`'s safe area (to a point).
    func followsTheCar(_ mapView: MKMapView, _ car: TestCar) -> Bool {
        let point = carPoint(on: mapView, car)
        let safe = safeArea(of: mapView)
        return abs(point.x - safe.midX) < 1 && abs(point.y - safe.midY) < 1
    }

    @Test func theMainMapFollowsTheCarInTheSafeAreaWhileGuiding() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let mapView = app.mapViewController.mapView
        try car.drive(guidance.route)
        var checked = 0
        for _ in 0..<6 {
            await drive(car, seconds: 5)
            _ = car.screen  // the car draws: the map views hear where it is
            guard app.guidance != nil else { break }
            let safe = safeArea(of: mapView)
            // The guidance card and the estimates cover part of the window: the car is clear of them.
            expectNotEqual(mapView.safeAreaInsets, .zero)
            expectTrue(safe.contains(carPoint(on: mapView, car)), "\(carPoint(on: mapView, car)) outside \(safe)")
            expectTrue(followsTheCar(mapView, car), "\(carPoint(on: mapView, car)) not in the middle of \(safe)")
            expectTrue(mapView.isUserLocationVisible)
            expectEqual(mapView.userTrackingMode, .followWithHeading)
            checked += 1
        }
        expectGreaterOrEqual(checked, 3)
        // The streets around the car, not the whole route.
        expectLess(mapView.region.span.latitudeDelta, 0.02)
    }

    /// The car's screen changes to each display preset (right-hand drive too) during the trip: the map follows the
    /// car in the new window's safe area.
    @Test(arguments: DisplayConfiguration.presets.map(\.id) + ["standard-rhd"])
    func theMainMapFollowsTheCarOnEveryDisplay(_ preset: String) async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let mapView = app.mapViewController.mapView
        try car.drive(guidance.route)
        await drive(car, seconds: 5)
        car.display = try require(DisplayConfiguration.preset(preset))
        await drive(car, seconds: 3)
        // With the map buttons showing (on the other side in a right-hand-drive car).
        showMapControls(car)
        _ = car.screen
        expectNotEqual(app.guidance, nil)
        expectTrue(!car.mapButtons.isEmpty)
        expectTrue(followsTheCar(mapView, car), "\(preset): \(carPoint(on: mapView, car)) \(safeArea(of: mapView))")
        // Heading up, clear of the templates and the map buttons, low in what they leave free: the road ahead shows.
        expectLess(abs(mapView.camera.heading - car.session.vehicleState.course), 1e-6)
        let window = try require(mapView.window as? CPWindow)
        let free = window.bounds.inset(by: window.safeAreaInsets).intersection(
            window.mapButtonSafeAreaLayoutGuide.layoutFrame)
        let at = carPoint(on: mapView, car)
        expectTrue(free.contains(at), "\(preset): \(at) outside \(free)")
        expectTrue(at.y > free.midY + free.height / 8, "\(preset): \(at) not low in \(free)")
    }

    /// The map does not move when the navigation bar (and the map buttons with it) hides or shows during guidance.
    @Test func theMapStaysStillWhenTheNavigationBarHidesOrShows() async throws {
        let (car, mapView) = try await drivingToTheCasino(seconds: 3)
        expectTrue(car.pauseDrive())
        showMapControls(car)
        _ = car.screen
        let shown = carPoint(on: mapView, car)
        expectTrue(car.isMapNavigationBarShown && !car.mapButtons.isEmpty)
        // The bar hides by itself after a while without input.
        car.advanceClock(by: 30)
        _ = car.screen
        expectTrue(!car.isMapNavigationBarShown && car.mapButtons.isEmpty)
        let hidden = carPoint(on: mapView, car)
        expectTrue(abs(hidden.x - shown.x) < 1e-6 && abs(hidden.y - shown.y) < 1e-6, "\(shown) → \(hidden)")
    }

    /// A trip to the casino under way for `seconds`, the car following the route: the car and Drive's main map.
    func drivingToTheCasino(seconds: Int) async throws -> (TestCar, MKMapView) {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        try car.drive(guidance.route)
        await drive(car, seconds: seconds)
        return (car, app.mapViewController.mapView)
    }

    @Test func panModeStopsFollowingAndRecentreResumes() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let mapView = app.mapViewController.mapView
        try car.drive(guidance.route)
        await drive(car, seconds: 5)
        _ = car.screen
        expectTrue(followsTheCar(mapView, car))
        // Pan mode: the map stays where it is while the car moves on.
        showMapControls(car)
        expectEqual(car.tapMapButton(at: 0), .handled)
        expectEqual(mapView.userTrackingMode, MKUserTrackingMode.none)
        let parked = mapView.centerCoordinate
        await drive(car, seconds: 8)
        _ = car.screen
        expectEqual(mapView.centerCoordinate.latitude, parked.latitude)
        expectEqual(mapView.centerCoordinate.longitude, parked.longitude)
        expectTrue(!followsTheCar(mapView, car))
        expectEqual(car.tap("Done"), .handled)
        await drive(car, seconds: 2)
        _ = car.screen
        expectTrue(!followsTheCar(mapView, car))
        // Recentre: following again.
        showMapControls(car)
        expectEqual(car.tapMapButton(at: 3), .handled)
        await drive(car, seconds: 2)
        _ = car.screen
        expectNotEqual(app.guidance, nil)
        expectEqual(mapView.userTrackingMode, .followWithHeading)
        expectTrue(followsTheCar(mapView, car))
    }

    @Test func onArrivalTheMapShowsTheCarAndTheDestination() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let destination = guidance.trip.destination.placemark.coordinate
        let mapView = app.mapViewController.mapView
        try car.drive(guidance.route)
        await drive(car, seconds: 10)
        car.driveToEnd()
        await drive(car, seconds: 10)
        // The card says so until the driver ends the trip.
        expectEqual(app.guidance?.hasArrived, true)
        _ = car.screen
        let safe = safeArea(of: mapView)
        let carAt = carPoint(on: mapView, car)
        let destinationAt = mapView.convert(destination, toPointTo: mapView)
        expectEqual(mapView.userTrackingMode, MKUserTrackingMode.none)
        expectEqual(mapView.camera.heading, 0)
        expectTrue(safe.insetBy(dx: 12, dy: 12).contains(carAt), "\(carAt) outside \(safe)")
        expectTrue(safe.insetBy(dx: 12, dy: 12).contains(destinationAt), "\(destinationAt) outside \(safe)")
        // Framed around them: the pair sits in the middle of the safe area.
        expectLess(abs((carAt.x + destinationAt.x) / 2 - safe.midX), 2)
        expectLess(abs((carAt.y + destinationAt.y) / 2 - safe.midY), 2)
        // End: the idle map, no route and no pin.
        expectEqual(car.tap("End"), .handled)
        expectTrue(app.guidance == nil && car.navigationSession == nil)
        expectTrue(mapView.overlays.isEmpty && !mapView.annotations.contains { $0 is MKPointAnnotation })
    }

    @Test func theDashboardAndClusterMapsDrawTheRouteAndFollowTheCar() async throws {
        let (car, app) = await connected()
        // Other tests' cars run Drive in this process too: a Dashboard or cluster scene connected without its main
        // scene takes the last connected one's, which can be this test's (CI once saw the cluster's route missing).
        // This car's scenes are made its main scene's own, so no other can take their place.
        let (dashboard, cluster) = car.connectDriveScenes(of: app)
        let dashboardMap = dashboard.mapViewController.mapView
        let clusterMap = cluster.mapViewController.mapView
        expectTrue(dashboardMap.overlays.isEmpty && clusterMap.overlays.isEmpty)

        let guidance = try await startTripToTheCasino(car, app)
        expectTrue(dashboardMap.overlays.contains { $0 === guidance.route.polyline })
        expectTrue(clusterMap.overlays.contains { $0 === guidance.route.polyline })
        expectTrue(dashboardMap.renderer(for: guidance.route.polyline) is MKPolylineRenderer)
        expectTrue(clusterMap.renderer(for: guidance.route.polyline) is MKPolylineRenderer)
        try car.drive(guidance.route)
        for _ in 0..<3 {
            await drive(car, seconds: 5)
            _ = car.dashboard
            _ = car.cluster
            guard app.guidance != nil else { break }
            // The Dashboard shows the maneuvers over its map: the car is in the part they leave free.
            expectNotEqual(dashboardMap.safeAreaInsets, .zero)
            expectTrue(
                followsTheCar(dashboardMap, car), "\(carPoint(on: dashboardMap, car)) \(safeArea(of: dashboardMap))")
            expectTrue(followsTheCar(clusterMap, car), "\(carPoint(on: clusterMap, car)) \(safeArea(of: clusterMap))")
            // The cluster's map heading up (the Developer Guide), the car low in its window's safe area.
            expectEqual(clusterMap.userTrackingMode, .followWithHeading)
            if car.session.vehicleState.course >= 0 {
                expectLess(abs(clusterMap.camera.heading - car.session.vehicleState.course), 1e-6)
            }
            let window = try require(clusterMap.window)
            let free = window.bounds.inset(by: window.safeAreaInsets)
            expectGreater(carPoint(on: clusterMap, car).y, free.midY, "\(carPoint(on: clusterMap, car)) \(free)")
        }
        // The car's map draws the route on both screens.
        expectEqual(
            car.dashboard.map { !$0.nodes(.mapView).compactMap(\.mapView).allSatisfy(\.overlays.isEmpty) }, true)
        expectEqual(car.cluster.map { !$0.nodes(.mapView).compactMap(\.mapView).allSatisfy(\.overlays.isEmpty) }, true)

        // The trip ends: the route goes from both.
        expectEqual(car.tap("End"), .handled)
        expectTrue(dashboardMap.overlays.isEmpty && clusterMap.overlays.isEmpty)
    }
}
