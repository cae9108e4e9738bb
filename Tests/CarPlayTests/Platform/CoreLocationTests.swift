@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import CarPlayTestSupport
import CoreLocation
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import _PlatformHost

/// A delegate that records what its location manager tells it.
final class LocationRecorder: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    var events: [String] = []
    var locations: [CLLocation] = []
    var headings: [CLHeading] = []
    var errors: [CLError.Code] = []
    var statuses: [CLAuthorizationStatus] = []
    var onMainThread = true

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        onMainThread = onMainThread && PlatformHost.isMainQueue()
        self.locations += locations
        events.append("locations")
    }
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        headings.append(newHeading)
        events.append("heading")
    }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError { errors.append(error.code) }
        events.append("error")
    }
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        onMainThread = onMainThread && PlatformHost.isMainQueue()
        statuses.append(manager.authorizationStatus)
        events.append("authorization")
    }
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        events.append("authorization(status)")
    }
}

/// Lets the main queue run what was posted to it so far.
@MainActor func nextMainTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

@MainActor func fix(
    latitude: Double, longitude: Double, course: Double = 90, speed: Double = 10, at seconds: Double = 0
) -> PlatformLocationFix {
    PlatformLocationFix(
        coordinate: PlatformCoordinate(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 5,
        verticalAccuracy: -1, course: course, courseAccuracy: 5, speed: speed, speedAccuracy: 0.5,
        timestamp: Date(timeIntervalSince1970: 1_000_000 + seconds))
}

@MainActor @Suite struct CoreLocationTests {
    @Test func constantsAndRawValuesAreApples() {
        expectEqual(kCLLocationAccuracyBestForNavigation, -2)
        expectEqual(kCLLocationAccuracyBest, -1)
        expectEqual(kCLLocationAccuracyNearestTenMeters, 10)
        expectEqual(kCLLocationAccuracyHundredMeters, 100)
        expectEqual(kCLLocationAccuracyKilometer, 1000)
        expectEqual(kCLLocationAccuracyThreeKilometers, 3000)
        expectEqual(kCLLocationAccuracyReduced, 3000)
        expectEqual(kCLDistanceFilterNone, -1)
        expectEqual(kCLHeadingFilterNone, -1)
        expectEqual(
            [CLActivityType.other, .automotiveNavigation, .fitness, .otherNavigation, .airborne].map(\.rawValue),
            [1, 2, 3, 4, 5])
        expectEqual(
            [CLAuthorizationStatus.notDetermined, .restricted, .denied, .authorizedAlways, .authorizedWhenInUse].map(
                \.rawValue), [0, 1, 2, 3, 4])
        expectEqual(CLAccuracyAuthorization.fullAccuracy.rawValue, 0)
        expectEqual(CLAccuracyAuthorization.reducedAccuracy.rawValue, 1)
        expectEqual(CLError.Code.denied.rawValue, 1)
        expectEqual(CLError.Code.headingFailure.rawValue, 3)
        expectEqual(CLError.Code.promptDeclined.rawValue, 18)
        expectEqual(CLError.locationUnknown, .locationUnknown)
        let error = CLError(.denied) as NSError
        expectEqual(error.domain, kCLErrorDomain)
        expectEqual(kCLErrorDomain, "kCLErrorDomain")
        expectEqual(error.code, 1)
    }

    @Test func locationsCarryCourseAndSpeed() {
        let when = Date(timeIntervalSince1970: 1_000)
        let moving = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42), altitude: 12, horizontalAccuracy: 5,
            verticalAccuracy: 3, course: 271.5, courseAccuracy: 4, speed: 13.9, speedAccuracy: 0.5, timestamp: when)
        expectEqual(moving.course, 271.5)
        expectEqual(moving.courseAccuracy, 4)
        expectEqual(moving.speed, 13.9)
        expectEqual(moving.speedAccuracy, 0.5)
        expectEqual(moving.altitude, 12)
        expectEqual(moving.timestamp, when)
        expectTrue(moving.description.contains("speed 13.90 mps / course 271.50"))
        let older = CLLocation(
            coordinate: moving.coordinate, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1, course: 10,
            speed: 2, timestamp: when)
        expectTrue(older.course == 10 && older.speed == 2)
        expectTrue(older.courseAccuracy == -1 && older.speedAccuracy == -1)
        let plain = CLLocation(latitude: 43.73, longitude: 7.42)
        expectTrue(plain.course == -1 && plain.speed == -1 && plain.courseAccuracy == -1 && plain.speedAccuracy == -1)
        expectTrue(!plain.description.contains("speed"))
    }

    @Test func managerDefaultsAreApples() {
        let manager = CLLocationManager()
        expectEqual(manager.desiredAccuracy, kCLLocationAccuracyBest)
        expectEqual(manager.distanceFilter, kCLDistanceFilterNone)
        expectEqual(manager.headingFilter, 1)
        expectEqual(manager.activityType, .other)
        expectTrue(manager.pausesLocationUpdatesAutomatically)
        expectTrue(!manager.allowsBackgroundLocationUpdates)
        expectEqual(manager.accuracyAuthorization, .fullAccuracy)
        expectEqual(manager.heading, nil)
        manager.activityType = .automotiveNavigation
        manager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        expectEqual(manager.activityType, .automotiveNavigation)
        expectEqual(manager.desiredAccuracy, -2)
    }

    @Test func withoutACarNothingIsAuthorizedAndPositionsFail() async {
        expectTrue(!CLLocationManager.locationServicesEnabled())
        let manager = CLLocationManager()
        let recorder = LocationRecorder()
        manager.delegate = recorder
        expectTrue(recorder.events.isEmpty)
        manager.startUpdatingLocation()
        await nextMainTurn()
        expectEqual(recorder.statuses, [.notDetermined])
        expectEqual(recorder.errors, [.locationUnknown])
        expectEqual(manager.location, nil)
    }

    @Test func authorizationArrivesLaterOnTheMainThread() async {
        let host = FakeHost()
        let (manager, recorder) = CPHostBridge.withEnvironment(host) { () -> (CLLocationManager, LocationRecorder) in
            let manager = CLLocationManager()
            let recorder = LocationRecorder()
            manager.delegate = recorder
            manager.requestWhenInUseAuthorization()
            return (manager, recorder)
        }
        // Nothing during the calls: the creation callback and the answer come later.
        expectTrue(recorder.events.isEmpty)
        expectEqual(manager.authorizationStatus, .notDetermined)
        expectEqual(host.locationAuthorizationRequests, [false])
        await nextMainTurn()
        expectEqual(recorder.statuses, [.notDetermined, .authorizedWhenInUse])
        expectEqual(
            recorder.events, ["authorization", "authorization(status)", "authorization", "authorization(status)"])
        expectTrue(recorder.onMainThread)
        expectEqual(manager.authorizationStatus, .authorizedWhenInUse)
        CPHostBridge.withEnvironment(host) {
            expectTrue(CLLocationManager.locationServicesEnabled())
            manager.requestAlwaysAuthorization()
        }
        expectEqual(host.locationAuthorizationRequests, [false, true])
    }

    @Test func positionsHonourTheDistanceFilterAndOneTimeRequests() async {
        let host = FakeHost()
        host.locationAuthorization = .authorizedWhenInUse
        let (manager, recorder) = CPHostBridge.withEnvironment(host) { () -> (CLLocationManager, LocationRecorder) in
            let manager = CLLocationManager()
            let recorder = LocationRecorder()
            manager.delegate = recorder
            manager.distanceFilter = 50
            return (manager, recorder)
        }
        await nextMainTurn()
        // Not updating: positions are not told.
        host.sendLocationEvent(.location(fix(latitude: 43.7300, longitude: 7.4200)))
        expectTrue(recorder.locations.isEmpty)
        manager.startUpdatingLocation()
        // 0 m, ~22 m, ~44 m, ~67 m east of the first: the first and the one 50 m or more from it.
        for step in 0..<4 {
            host.sendLocationEvent(
                .location(fix(latitude: 43.7300, longitude: 7.4200 + Double(step) * 0.000_28, at: Double(step))))
        }
        expectEqual(recorder.locations.count, 2)
        expectEqual(recorder.locations.first?.timestamp, Date(timeIntervalSince1970: 1_000_000))
        expectEqual(recorder.locations.last?.timestamp, Date(timeIntervalSince1970: 1_000_003))
        expectEqual(recorder.locations.last?.speed, 10)
        expectEqual(recorder.locations.last?.course, 90)
        manager.stopUpdatingLocation()
        // A one-time request takes the next position, whatever the filter.
        manager.requestLocation()
        host.sendLocationEvent(.location(fix(latitude: 43.7300, longitude: 7.4208, at: 4)))
        host.sendLocationEvent(.location(fix(latitude: 43.7300, longitude: 7.4300, at: 5)))
        expectEqual(recorder.locations.count, 3)
        expectEqual(manager.location?.coordinate.longitude, 7.4300)
        host.sendLocationEvent(.denied)
        expectEqual(recorder.errors, [.denied])
    }

    @Test func headingsHonourTheHeadingFilter() async {
        let host = FakeHost()
        host.locationAuthorization = .authorizedWhenInUse
        let (manager, recorder) = CPHostBridge.withEnvironment(host) { () -> (CLLocationManager, LocationRecorder) in
            let manager = CLLocationManager()
            let recorder = LocationRecorder()
            manager.delegate = recorder
            manager.headingFilter = 10
            manager.startUpdatingHeading()
            return (manager, recorder)
        }
        for course in [355.0, 359, 3, 6, 40] {
            host.sendLocationEvent(.heading(fix(latitude: 43.73, longitude: 7.42, course: course)))
        }
        // 355, then 6 (11° on, across north), then 40.
        expectEqual(recorder.headings.map(\.trueHeading), [355, 6, 40])
        expectEqual(recorder.headings.map(\.magneticHeading), [355, 6, 40])
        expectEqual(manager.heading?.trueHeading, 40)
        expectTrue(recorder.headings.allSatisfy { $0.headingAccuracy == 5 })
        manager.stopUpdatingHeading()
        host.sendLocationEvent(.heading(fix(latitude: 43.73, longitude: 7.42, course: 200)))
        expectEqual(recorder.headings.count, 3)
    }
}
