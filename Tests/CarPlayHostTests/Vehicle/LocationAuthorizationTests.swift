import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import CoreLocation
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// Counts what a location manager tells its delegate.
private final class Counter: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    var locations: [CLLocation] = []
    var statuses: [CLAuthorizationStatus] = []
    var errors: [CLError.Code] = []
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        self.locations += locations
    }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        statuses.append(manager.authorizationStatus)
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError { errors.append(error.code) }
    }
}

/// The app's location authorization (the rule and the session that applies it) and one vehicle for every app.
@MainActor @Suite struct LocationAuthorizationTests {
    @Test func theRuleFollowsApplesPrompts() {
        func after(
            _ always: Bool, _ current: LocationAuthorization, asked: Bool = false, _ answer: LocationAuthorizationAnswer
        )
            -> LocationAuthorization?
        {
            Rules.locationAuthorization(
                requestingAlways: always, current: current, askedAlwaysBefore: asked, answer: answer)
        }
        // When In Use prompts offer no Always.
        expectEqual(after(false, .notDetermined, .allowWhileUsing), .authorizedWhenInUse)
        expectEqual(after(false, .notDetermined, .allowAlways), .authorizedWhenInUse)
        expectEqual(after(false, .notDetermined, .deny), .denied)
        // Always from not determined: provisional Always on "Allow While Using App".
        expectEqual(after(true, .notDetermined, .allowWhileUsing), .authorizedAlways)
        expectEqual(after(true, .notDetermined, .deny), .denied)
        // The one upgrade prompt.
        expectEqual(after(true, .authorizedWhenInUse, .allowAlways), .authorizedAlways)
        expectEqual(after(true, .authorizedWhenInUse, .allowWhileUsing), nil)
        expectEqual(after(true, .authorizedWhenInUse, asked: true, .allowAlways), nil)
        // No prompt once decided.
        for status in [LocationAuthorization.denied, .restricted, .authorizedAlways] {
            for answer in LocationAuthorizationAnswer.allCases {
                expectEqual(after(true, status, answer), nil)
                expectEqual(after(false, status, answer), nil)
            }
        }
        expectEqual(after(false, .authorizedWhenInUse, .allowAlways), nil)
    }

    @Test func theAlwaysUpgradeIsAskedOnceAndServicesOffDenyEveryone() async {
        let session = CarSession(
            app: AppBundle(name: "Nav", bundleIdentifier: "com.example.nav", category: .navigation))
        session.locationAuthorizationAnswer = .allowAlways
        let counter = Counter()
        let manager = session.runAsApp { () -> CLLocationManager in
            let manager = CLLocationManager()
            manager.delegate = counter
            manager.requestWhenInUseAuthorization()
            return manager
        }
        session.deliverLocationEvents()
        expectEqual(counter.statuses, [.notDetermined, .authorizedWhenInUse])
        session.runAsApp { manager.requestAlwaysAuthorization() }
        session.deliverLocationEvents()
        expectEqual(counter.statuses.last, .authorizedAlways)
        expectEqual(session.effectiveLocationAuthorization, .authorizedAlways)
        // Location services off: the app is denied, and hears it; on again: back to Always.
        session.runAsApp { manager.startUpdatingLocation() }
        session.deliverLocationEvents()
        expectEqual(counter.locations.count, 1)
        session.locationServicesEnabled = false
        expectEqual(counter.statuses.last, .denied)
        session.deliverLocationEvents()
        expectEqual(counter.errors, [.denied])
        expectEqual(session.runAsApp { CLLocationManager.locationServicesEnabled() }, false)
        session.locationServicesEnabled = true
        expectEqual(counter.statuses.last, .authorizedAlways)
        session.deliverLocationEvents()
        expectEqual(counter.locations.count, 2)
        // A manager the app drops leaves the car.
        session.runAsApp { _ = CLLocationManager() }
        session.deliverLocationEvents()
        withExtendedLifetime(manager) {}
    }

    @Test func oneCarDrivesForEveryApp() throws {
        let clock = ManualTime()
        let car = CarSystem(
            apps: [Apps.navigator(Box([])), Apps.player()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!
        )
        let navigator = try require(car.sessions[Apps.navigatorID])
        let player = try require(car.sessions[Apps.playerID])
        let counters = [navigator, player].map { session -> (CLLocationManager, Counter) in
            session.setLocationAuthorization(.authorizedWhenInUse)
            let counter = Counter()
            let manager = session.runAsApp { () -> CLLocationManager in
                let manager = CLLocationManager()
                manager.delegate = counter
                manager.startUpdatingLocation()
                return manager
            }
            session.deliverLocationEvents()
            return (manager, counter)
        }
        let start = Coordinate(latitude: 43.7347, longitude: 7.4206)
        let end = Coordinate(latitude: 43.7347, longitude: 7.4236)
        car.startDrive(.route(try RouteDrive(coordinates: [start, end])))
        clock.now += 10
        car.clockDidAdvance()
        let state = try require(car.vehicleState)
        expectGreater(state.speed, 0)
        expectEqual(navigator.vehicleState, player.vehicleState)
        expectEqual(counters[0].1.locations.map(\.timestamp), counters[1].1.locations.map(\.timestamp))
        expectGreaterOrEqual(counters[0].1.locations.count, 10)
        car.placeVehicle(at: end)
        expectTrue(navigator.vehicleCoordinate == end && player.vehicleCoordinate == end)
        car.setLocationAuthorizationAnswer(.deny)
        expectEqual(player.locationAuthorizationAnswer, .deny)
        withExtendedLifetime(counters) {}
    }
}
