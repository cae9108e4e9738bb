import CarPlay
import CarPlayTesting
import CoreLocation
import Expectations
import Foundation
import MapKit
import OpenStreetMap
import Testing

/// What an app's location manager heard, as an iOS app keeps it: a tracker object that is the manager's delegate.
final class LocationTracker: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    let manager = CLLocationManager()
    var statuses: [CLAuthorizationStatus] = []
    var locations: [CLLocation] = []
    var headings: [CLHeading] = []
    var errors: [CLError.Code] = []
    /// Start updating as soon as the user allows it.
    var startsWhenAuthorized = true

    init(distanceFilter: CLLocationDistance = kCLDistanceFilterNone) {
        super.init()
        manager.delegate = self
        manager.activityType = .automotiveNavigation
        manager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        manager.distanceFilter = distanceFilter
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        statuses.append(manager.authorizationStatus)
        if startsWhenAuthorized,
            manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways
        {
            manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        self.locations += locations
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        headings.append(newHeading)
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError { errors.append(error.code) }
    }
}

/// A navigation app that follows the car: it makes a location manager when CarPlay connects and asks for
/// permission while in use.
final class FollowingSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var tracker: LocationTracker?
    var interfaceController: CPInterfaceController?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        let tracker = LocationTracker()
        tracker.manager.requestWhenInUseAuthorization()
        self.tracker = tracker
    }
}

/// Lets the car settle and the main queue run what was posted to it so far (the car's answers come on a later turn
/// of the main queue).
@MainActor func settle(_ car: TestCar) async {
    await car.settle()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

@MainActor @Suite struct LocationCarTests {
    static let portHercule = CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    func connectedCar() async -> (TestCar, LocationTracker) {
        let car = TestCar(category: .navigation)
        let app = FollowingSceneDelegate()
        car.connect(app)
        await settle(car)
        return (car, app.tracker!)
    }

    @Test func authorizationIsAskedAndAnsweredLaterAsOnIOS() async {
        let car = TestCar(category: .navigation)
        let app = FollowingSceneDelegate()
        car.connect(app)
        let tracker = app.tracker!
        // The request returned; the user has not answered yet.
        expectTrue(tracker.statuses.isEmpty)
        expectEqual(tracker.manager.authorizationStatus, .notDetermined)
        expectEqual(car.locationAuthorization, .notDetermined)
        await settle(car)
        expectEqual(tracker.statuses, [.notDetermined, .authorizedWhenInUse])
        expectEqual(car.locationAuthorization, .authorizedWhenInUse)
        // Updating started in the callback: the first position is where the car stands.
        car.deliverLocationEvents()
        let first = tracker.locations.first
        expectEqual(first.map { abs($0.coordinate.latitude - Self.portHercule.latitude) < 1e-9 }, true)
        expectEqual(first?.timestamp, car.now)
        expectEqual(first?.speed, 0)
        expectEqual(tracker.manager.location?.coordinate.longitude, Self.portHercule.longitude)
        // Asking again changes nothing.
        car.run { tracker.manager.requestWhenInUseAuthorization() }
        await settle(car)
        expectEqual(tracker.statuses.count, 2)
    }

    @Test func theUsersAnswerIsTheCars() async {
        let denying = TestCar(category: .navigation)
        denying.locationAuthorizationAnswer = .deny
        let app = FollowingSceneDelegate()
        denying.connect(app)
        await settle(denying)
        let tracker = app.tracker!
        expectEqual(tracker.statuses, [.notDetermined, .denied])
        denying.run { tracker.manager.startUpdatingLocation() }
        denying.deliverLocationEvents()
        expectEqual(tracker.errors, [.denied])
        _ = try? denying.driveRoute(to: Self.casino)
        denying.advanceClock(by: 20)
        expectTrue(tracker.locations.isEmpty)
        expectEqual(tracker.manager.location, nil)
        // The user allows it in Settings: the app hears it and positions flow.
        denying.setLocationAuthorization(.authorizedWhenInUse)
        expectEqual(tracker.statuses.last, .authorizedWhenInUse)
        denying.advanceClock(by: 2)
        expectGreaterOrEqual(tracker.locations.count, 2)

        // Asked for Always while not determined, "Allow While Using App" gives provisional Always.
        let always = TestCar(category: .navigation)
        always.locationAuthorizationAnswer = .allowWhileUsing
        let second = always.run { LocationTracker() }
        always.run { second.manager.requestAlwaysAuthorization() }
        await settle(always)
        expectEqual(second.statuses, [.notDetermined, .authorizedAlways])
    }

    @Test func aDriveAcrossMonacoReachesTheAppAsARealCarWould() async throws {
        let (car, tracker) = await connectedCar()
        let gappy = car.run { LocationTracker(distanceFilter: 100) }
        let headings = car.run { () -> LocationTracker in
            let tracker = LocationTracker()
            tracker.startsWhenAuthorized = false
            tracker.manager.headingFilter = 30
            tracker.manager.startUpdatingHeading()
            return tracker
        }
        car.run { gappy.manager.startUpdatingLocation() }
        car.deliverLocationEvents()
        let route = try car.driveRoute(from: Self.portHercule, to: Self.casino)
        let start = car.now
        guard case .route(let plan)? = car.currentDrive?.path else {
            Issue.record("The car is not driving a route")
            return
        }
        expectGreater(plan.length, 500)
        expectLess(abs(plan.length - route.distance), 1)
        tracker.locations.removeAll()
        car.driveToEnd()

        let fixes = tracker.locations
        // A position a second, on the car's clock, from the start to the stop.
        expectEqual(fixes.count, Int(plan.duration.rounded(.up)) + 1)
        expectEqual(fixes.first?.timestamp, start)
        expectTrue(
            zip(fixes, fixes.dropFirst()).allSatisfy { $1.timestamp.timeIntervalSince($0.timestamp) <= 1 + 1e-9 })
        // Never faster than the road allows; at speed somewhere; stopped at the end, at the destination.
        for fix in fixes {
            expectTrue(fix.speed <= plan.speedLimit(at: fix.timestamp.timeIntervalSince(start)) + 1e-6)
        }
        let fastest = fixes.map(\.speed).max() ?? 0
        expectGreater(fastest, 8)
        expectEqual(fixes.last?.speed, 0)
        let end = plan.points[plan.points.count - 1]
        expectEqual(fixes.last.map { abs($0.coordinate.latitude - end.latitude) < 1e-9 }, true)
        expectEqual(car.vehicle.speed, 0)
        expectEqual(car.currentDrive, nil)
        expectEqual(car.session.vehicleCoordinate, end)
        // Slower in turns: at each sharp turn the car passes well below its top speed.
        let sharp = plan.turnAngles.indices.filter { plan.turnAngles[$0] >= 60 }
        expectTrue(!sharp.isEmpty)
        for index in sharp {
            let corner = CLLocation(latitude: plan.points[index].latitude, longitude: plan.points[index].longitude)
            let nearest = fixes.min { $0.distance(from: corner) < $1.distance(from: corner) }!
            let allowed = (3 * 15 / (plan.turnAngles[index] * .pi / 180)).squareRoot()
            expectTrue(nearest.speed <= allowed + 3 * 1.0 + 1e-6)  // within a second of braking or accelerating
            expectLess(nearest.speed, fastest)
        }
        // The course follows the road: it points where the car goes next.
        var along = 0
        var moving = 0
        for (previous, fix) in zip(fixes, fixes.dropFirst()) where fix.distance(from: previous) > 3 {
            moving += 1
            let went = Coordinate(latitude: previous.coordinate.latitude, longitude: previous.coordinate.longitude)
                .bearing(to: Coordinate(latitude: fix.coordinate.latitude, longitude: fix.coordinate.longitude))
            if abs(bearingDifference(from: went, to: fix.course)) < 25 { along += 1 }
        }
        expectGreater(moving, 20)
        expectTrue(Double(along) >= 0.8 * Double(moving))
        // The distance filter: positions 100 m apart or more.
        expectGreaterOrEqual(gappy.locations.count, 5)
        expectTrue(gappy.locations.count < fixes.count / 3)
        expectTrue(zip(gappy.locations, gappy.locations.dropFirst()).allSatisfy { $1.distance(from: $0) >= 100 })
        // The heading filter: a heading when the course turned 30° or more.
        expectGreaterOrEqual(headings.headings.count, 2)
        expectTrue(
            zip(headings.headings, headings.headings.dropFirst()).allSatisfy {
                abs(bearingDifference(from: $0.trueHeading, to: $1.trueHeading)) >= 30
            })
        expectTrue(headings.locations.isEmpty)
    }

    /// A paused drive: the app hears the car stand where it was, once a second, with its course; resumed, the rest
    /// of the drive comes and the car arrives later by the pause. `driveToEnd()` resumes a paused drive.
    @Test func aPausedDriveStandsAndGoesOnLater() async throws {
        let (car, tracker) = await connectedCar()
        try car.driveRoute(from: Self.portHercule, to: Self.casino)
        let whole = car.remainingDriveTime
        car.advanceClock(by: 20)
        expectGreater(car.vehicle.speed, 0)
        expectTrue(car.pauseDrive())
        expectTrue(!car.pauseDrive(), "paused already")
        let stood = car.vehicle.coordinate
        let course = car.vehicle.course
        tracker.locations.removeAll()
        car.advanceClock(by: 30)
        // The app hears the car stop (a standing car's fix), and nothing that moves.
        expectTrue(!tracker.locations.isEmpty)
        expectTrue(tracker.locations.allSatisfy { $0.speed == 0 && $0.course == course })
        expectTrue(
            tracker.locations.allSatisfy {
                $0.coordinate.latitude == stood.latitude && $0.coordinate.longitude == stood.longitude
            })
        expectLess(abs(car.remainingDriveTime - (whole - 20)), 1e-6, "the rest waits")
        expectTrue(car.resumeDrive())
        expectTrue(!car.resumeDrive(), "nothing paused")
        car.advanceClock(by: 2)
        expectGreater(car.vehicle.speed, 0)
        car.pauseDrive()
        let start = car.now
        car.driveToEnd()
        expectTrue(car.currentDrive == nil && car.vehicle.speed == 0)
        expectLess(abs(car.now.timeIntervalSince(start) - (whole - 22)), 1.01)
    }

    /// A wrong turn leaves the road route under way at its next junction; the route on to the same destination is
    /// a road route again, which can be left too. Without a road route under way it is refused and changes nothing.
    @Test func aWrongTurnLeavesTheRoadRouteAndFindsTheWayOn() async throws {
        let (car, tracker) = await connectedCar()
        #expect(throws: TestCar.DriveError.drive(.noRoadRoute)) { try car.takeWrongTurn() }
        let route = try car.driveRoute(from: Self.portHercule, to: Self.casino)
        expectEqual(car.roadRoute?.route, route)
        car.advanceClock(by: 4)
        try car.takeWrongTurn()
        let onward = try require(car.roadRoute)
        expectNotEqual(onward.route, route)
        let destination = try require(route.coordinates.last)
        expectEqual(onward.destination, destination, "the same destination")
        expectTrue(try require(onward.route.coordinates.last).distance(to: destination) < 200, "found on to it")
        // The car drives off the route: some fix of the next minute is far from every point of it.
        tracker.locations.removeAll()
        car.advanceClock(by: 60)
        let far = tracker.locations.contains { fix in
            let at = Coordinate(latitude: fix.coordinate.latitude, longitude: fix.coordinate.longitude)
            return route.coordinates.allSatisfy { $0.distance(to: at) > 30 }
        }
        expectTrue(far, "the car left the route")
        try car.takeWrongTurn()
        expectNotEqual(car.roadRoute, onward, "the route on is left too")
        // A car placed somewhere has no route to leave.
        car.placeCar(at: Self.portHercule)
        expectEqual(car.roadRoute, nil)
        #expect(throws: TestCar.DriveError.drive(.noRoadRoute)) { try car.takeWrongTurn() }
    }

    @Test func anMKRouteIsDrivenAtTheCruiseSpeed() async throws {
        let (car, tracker) = await connectedCar()
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: Self.casino))
        let response = try await car.run { MKDirections(request: request) }.calculate()
        let route = try require(response.routes.first)
        try car.drive(route, options: RouteDrive.Options(cruiseSpeed: 10))
        tracker.locations.removeAll()
        car.driveToEnd()
        expectGreater(tracker.locations.count, 30)
        expectTrue(tracker.locations.allSatisfy { $0.speed <= 10 + 1e-9 })
        expectTrue(tracker.locations.contains { abs($0.speed - 10) < 1e-6 })
        expectEqual(tracker.locations.last?.speed, 0)
    }

    @Test func aRecordedTrackIsReplayedAtItsTimes() async throws {
        let (car, tracker) = await connectedCar()
        let gpx = """
            <gpx version="1.1"><trk><trkseg>
              <trkpt lat="43.7347" lon="7.4206"><ele>2</ele><time>2025-06-01T08:00:00Z</time></trkpt>
              <trkpt lat="43.7352" lon="7.4214"><ele>4</ele><time>2025-06-01T08:00:10Z</time></trkpt>
              <trkpt lat="43.7360" lon="7.4220"><ele>9</ele><time>2025-06-01T08:00:20Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        try car.drive(gpx: gpx)
        tracker.locations.removeAll()
        car.advanceClock(by: 5)
        let halfway = try require(tracker.locations.last)
        expectLess(abs(halfway.coordinate.latitude - 43.73495), 1e-9)
        expectLess(abs(halfway.coordinate.longitude - 7.4210), 1e-9)
        expectEqual(halfway.altitude, 3)
        expectGreater(halfway.verticalAccuracy, 0)
        let leg = CLLocation(latitude: 43.7347, longitude: 7.4206).distance(
            from: CLLocation(latitude: 43.7352, longitude: 7.4214))
        expectLess(abs(halfway.speed - leg / 10), 0.01)
        expectTrue(halfway.course > 0 && halfway.course < 90)
        car.advanceClock(by: 30)
        expectEqual(tracker.locations.last?.speed, 0)
        expectEqual(tracker.locations.last?.coordinate.latitude, 43.7360)
        expectEqual(car.currentDrive, nil)
        // A broken file is an error, and the car stays where it is.
        #expect(throws: TestCar.DriveError.track(.invalidTime(point: 1))) {
            try car.drive(gpx: #"<trkpt lat="43.73" lon="7.42"></trkpt>"#)
        }
        expectEqual(car.vehicle.coordinate, Coordinate(latitude: 43.7360, longitude: 7.4220))
    }

    @Test func aOneTimeRequestGetsOnePosition() async {
        let (car, tracker) = await connectedCar()
        let once = car.run { () -> LocationTracker in
            let tracker = LocationTracker()
            tracker.startsWhenAuthorized = false
            tracker.manager.requestLocation()
            return tracker
        }
        expectTrue(once.locations.isEmpty)
        await settle(car)
        car.deliverLocationEvents()
        expectEqual(once.locations.count, 1)
        car.placeCar(at: Self.casino)
        car.advanceClock(by: 5)
        expectEqual(once.locations.count, 1)
        // Placing the car moves it for managers that update.
        expectEqual(tracker.locations.last.map { abs($0.coordinate.latitude - Self.casino.latitude) < 1e-9 }, true)
        expectEqual(car.session.vehicleCoordinate.latitude, Self.casino.latitude)
    }

    @Test func aTerminatedAppHearsNothingMore() async throws {
        let car = TestCar(category: .navigation)
        let app = FollowingSceneDelegate()
        car.connect(app)
        await settle(car)
        let tracker = try require(app.tracker)
        let controller = try require(app.interfaceController)
        car.advanceClock(by: 2)
        let heard = tracker.locations.count
        expectGreaterOrEqual(heard, 2)
        car.expectFault(reason: "Allowed classes") {
            controller.pushTemplate(CPNowPlayingTemplate.shared, animated: false, completion: nil)
        }
        try car.driveRoute(to: Self.casino)
        car.advanceClock(by: 10)
        expectEqual(tracker.locations.count, heard)
        // The car drove on all the same.
        expectGreater(car.vehicle.speed, 0)
    }
}

/// An app whose location manager is made with the app (before CarPlay connects, outside any car) and first used
/// when CarPlay connects.
final class EarlyManagerSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    var tracker = LocationTracker()

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        interfaceController.setRootTemplate(CPMapTemplate(), animated: false, completion: nil)
        tracker.manager.requestWhenInUseAuthorization()
    }
}

@MainActor @Suite struct EarlyLocationManagerTests {
    @Test func aManagerMadeBeforeCarPlayBelongsToTheCarOfItsFirstCall() async {
        let other = TestCar(category: .navigation)
        other.locationAuthorizationAnswer = .deny
        other.connect(FollowingSceneDelegate())  // the car the host drove last when the manager is made
        let app = EarlyManagerSceneDelegate()  // its manager is made here, outside any car
        let tracker = app.tracker
        let car = TestCar(category: .navigation)
        car.connect(app)
        await settle(car)
        expectEqual(tracker.manager.authorizationStatus, .authorizedWhenInUse)
        expectEqual(car.locationAuthorization, .authorizedWhenInUse)
        car.advanceClock(by: 1)
        expectTrue(!tracker.locations.isEmpty)
    }
}
