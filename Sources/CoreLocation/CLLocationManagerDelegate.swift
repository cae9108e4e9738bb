#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The methods that you use to receive events from an associated location-manager object. Every method is optional
/// (the defaults do nothing). Core Location calls them on the main thread for a manager made there (the thread whose
/// run loop made the manager, as on iOS; here every manager's events arrive on the main thread).
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// Tells the delegate that new location data is available.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Tells the delegate that the location manager received updated heading information.
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    /// Tells the delegate that the location manager was unable to retrieve a location value.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// Tells the delegate when the app creates the location manager and when the authorization status changes.
    @available(iOS 14.0, *)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// Tells the delegate its authorization status when the app creates the location manager and when the
    /// authorization status changes.
    @available(iOS, introduced: 4.2, deprecated: 14.0, message: "Use locationManagerDidChangeAuthorization(_:)")
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// Asks the delegate whether the heading calibration alert should be displayed.
    func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    /// Tells the delegate that location updates were paused.
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    /// Tells the delegate that the delivery of location updates has resumed.
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool { false }
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}
#endif
