import CoreLocation
import Expectations
import Foundation
@_spi(CarPlayHost) import MapKit
import Testing
@_spi(CarPlayHost) import UIKit

/// `MKMapView` tracking the user's location keeps it in the middle of the view's safe area (what a car's templates
/// leave free), also when the insets or the view's size change.
@MainActor @Suite struct MapViewSafeAreaTrackingTests {
    /// A map filling a window of 800 × 480 points whose top 100 and left 300 points are covered.
    func coveredMap() -> (UIWindow, MKMapView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 480))
        let mapView = MKMapView(frame: window.bounds)
        window.addSubview(mapView)
        window._setSafeAreaInsets(UIEdgeInsets(top: 100, left: 300, bottom: 0, right: 0))
        // Streets, not the whole world (which an 800-point view shows several times over).
        mapView.region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 43.73, longitude: 7.41), latitudinalMeters: 1000,
            longitudinalMeters: 1000)
        return (window, mapView)
    }

    func point(of coordinate: CLLocationCoordinate2D, on mapView: MKMapView) -> CGPoint {
        mapView.convert(coordinate, toPointTo: mapView)
    }

    @Test func followingCentresTheUserLocationInTheSafeArea() {
        let (window, mapView) = coveredMap()
        defer { withExtendedLifetime(window) {} }  // the map's superview is weak
        expectEqual(mapView.safeAreaInsets, UIEdgeInsets(top: 100, left: 300, bottom: 0, right: 0))
        mapView.setUserTrackingMode(.follow, animated: false)
        let car = CLLocationCoordinate2D(latitude: 43.74, longitude: 7.42)
        mapView._hostUpdateUserLocation(CLLocation(latitude: car.latitude, longitude: car.longitude), course: nil)
        // The safe area is x 300...800, y 100...480: its middle is (550, 290).
        let at = point(of: car, on: mapView)
        expectTrue(abs(at.x - 550) < 1e-6 && abs(at.y - 290) < 1e-6, "\(at)")
        expectTrue(mapView.isUserLocationVisible)
    }

    @Test func followingWithHeadingCentresTheTurnedMapInTheSafeArea() {
        let (window, mapView) = coveredMap()
        defer { withExtendedLifetime(window) {} }
        mapView.setUserTrackingMode(.followWithHeading, animated: false)
        let car = CLLocationCoordinate2D(latitude: 43.74, longitude: 7.42)
        mapView._hostUpdateUserLocation(CLLocation(latitude: car.latitude, longitude: car.longitude), course: 135)
        expectLess(abs(mapView.camera.heading - 135), 1e-9)
        let at = point(of: car, on: mapView)
        expectTrue(abs(at.x - 550) < 1e-6 && abs(at.y - 290) < 1e-6, "\(at)")
    }

    @Test func aTrackingMapMovesWhenTheSafeAreaOrSizeChanges() {
        let (window, mapView) = coveredMap()
        mapView.setUserTrackingMode(.follow, animated: false)
        let car = CLLocationCoordinate2D(latitude: 43.74, longitude: 7.42)
        mapView._hostUpdateUserLocation(CLLocation(latitude: car.latitude, longitude: car.longitude), course: nil)
        // The card goes, the estimates cover the bottom.
        window._setSafeAreaInsets(UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
        var at = point(of: car, on: mapView)
        expectTrue(abs(at.x - 400) < 1e-6 && abs(at.y - 200) < 1e-6, "\(at)")
        // A smaller window (another display preset).
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 240)
        mapView.frame = window.bounds
        window.layoutIfNeeded()
        at = point(of: car, on: mapView)
        expectTrue(abs(at.x - 200) < 1e-6 && abs(at.y - 80) < 1e-6, "\(at)")
        // Not tracking: the map stays where it is when the insets change.
        mapView.setUserTrackingMode(.none, animated: false)
        let center = mapView.centerCoordinate
        window._setSafeAreaInsets(UIEdgeInsets(top: 60, left: 0, bottom: 0, right: 0))
        expectEqual(mapView.centerCoordinate.latitude, center.latitude)
        expectEqual(mapView.centerCoordinate.longitude, center.longitude)
    }
}
