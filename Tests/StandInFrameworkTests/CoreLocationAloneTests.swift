import CoreLocation
import Expectations
import Testing

/// Location code as an iOS app writes it, with `import CoreLocation` alone (which re-exports Foundation, as on
/// iOS). This file compiles only if the API has Apple's names, labels and types.
final class Follower: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    private(set) var last: CLLocation?
    private(set) var failures: [CLError.Code] = []

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        manager.distanceFilter = kCLDistanceFilterNone
        manager.headingFilter = kCLHeadingFilterNone
        manager.activityType = .automotiveNavigation
        manager.pausesLocationUpdatesAutomatically = false
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedAlways, .authorizedWhenInUse: manager.startUpdatingLocation()
        case .notDetermined: manager.requestWhenInUseAuthorization()
        case .denied, .restricted: manager.stopUpdatingLocation()
        @unknown default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        guard let location = locations.last, location.horizontalAccuracy >= 0 else { return }
        let speed: CLLocationSpeed = max(0, location.speed)
        let course: CLLocationDirection = location.course
        _ = (speed, course, location.speedAccuracy, location.courseAccuracy)
        last = location
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        _ = newHeading.headingAccuracy < 0 ? newHeading.magneticHeading : newHeading.trueHeading
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        if let error = error as? CLError { failures.append(error.code) }
    }
}

@MainActor
@Suite struct CoreLocationAloneTests {
    @Test func iOSLocationCodeBuildsAndRunsWithoutACar() async {
        let follower = Follower()
        expectEqual(follower.manager.activityType, .automotiveNavigation)
        expectEqual(follower.manager.accuracyAuthorization, .fullAccuracy)
        let location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206), altitude: 0,
            horizontalAccuracy: 5, verticalAccuracy: -1, course: 90, courseAccuracy: 5, speed: 12, speedAccuracy: 0.5,
            timestamp: Date(timeIntervalSince1970: 0))
        expectEqual(location.speed, 12)
        let error: any Error = CLError(.locationUnknown)
        expectEqual((error as NSError).domain, kCLErrorDomain)
        // Without a car no position comes: the request fails on a later turn of the main queue.
        follower.manager.requestLocation()
        expectTrue(follower.failures.isEmpty)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        expectEqual(follower.failures, [.locationUnknown])
        expectEqual(follower.last, nil)
    }
}
