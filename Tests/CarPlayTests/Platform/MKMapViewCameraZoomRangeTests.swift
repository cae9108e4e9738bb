import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// `MKMapView.CameraZoomRange`: its initializers' bounds, and a map view keeping every camera it takes within it.
@MainActor @Suite struct MKMapViewCameraZoomRangeTests {
    static let monaco = CLLocationCoordinate2D(latitude: 43.7375, longitude: 7.4240)

    @Test func theInitializersRefuseWhatIsNoRange() {
        let both = MKMapView.CameraZoomRange(minCenterCoordinateDistance: 150, maxCenterCoordinateDistance: 5_000)
        expectTrue(both?.minCenterCoordinateDistance == 150 && both?.maxCenterCoordinateDistance == 5_000)
        expectEqual(
            MKMapView.CameraZoomRange(minCenterCoordinateDistance: 150)?.maxCenterCoordinateDistance,
            MKMapCameraZoomDefault)
        expectEqual(
            MKMapView.CameraZoomRange(maxCenterCoordinateDistance: 900)?.minCenterCoordinateDistance,
            MKMapCameraZoomDefault)
        expectEqual(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 500, maxCenterCoordinateDistance: 100), nil)
        expectEqual(MKMapView.CameraZoomRange(minCenterCoordinateDistance: -5), nil)
        expectEqual(MKMapView.CameraZoomRange(maxCenterCoordinateDistance: .infinity), nil)
    }

    func mapView() -> MKMapView {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 240))
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 2_000, pitch: 0, heading: 0), animated: false)
        return view
    }

    @Test func everyCameraStaysWithinTheRange() throws {
        let view = mapView()
        let range = try require(
            MKMapView.CameraZoomRange(minCenterCoordinateDistance: 150, maxCenterCoordinateDistance: 5_000))
        view.cameraZoomRange = range
        expectTrue(view.cameraZoomRange === range)
        func distance() -> Double { view.camera.centerCoordinateDistance }
        // Closer than the range: a camera, a small region, a small rectangle all stop at its minimum.
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 20, pitch: 0, heading: 0), animated: false)
        expectLess(abs(distance() - 150), 0.5)
        view.setRegion(
            MKCoordinateRegion(center: Self.monaco, latitudinalMeters: 10, longitudinalMeters: 10), animated: false)
        expectLess(abs(distance() - 150), 0.5)
        let point = MKMapPoint(Self.monaco)
        view.setVisibleMapRect(MKMapRect(x: point.x, y: point.y, width: 10, height: 10), animated: false)
        expectLess(abs(distance() - 150), 0.5)
        // Farther than the range: its maximum.
        view.setRegion(
            MKCoordinateRegion(center: Self.monaco, latitudinalMeters: 200_000, longitudinalMeters: 200_000),
            animated: false)
        expectLess(abs(distance() - 5_000), 1)
        // Within it: as asked.
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 900, pitch: 0, heading: 0), animated: false)
        expectLess(abs(distance() - 900), 0.5)
    }

    @Test func aNewRangeMovesTheCameraIntoItAndNilPutsBackTheDefault() {
        let view = mapView()
        let before = view.cameraZoomRange
        expectEqual(before?.minCenterCoordinateDistance, MKMapCameraZoomDefault)
        view.setCameraZoomRange(MKMapView.CameraZoomRange(minCenterCoordinateDistance: 3_000), animated: false)
        expectLess(abs(view.camera.centerCoordinateDistance - 3_000), 1)
        view.cameraZoomRange = nil
        expectEqual(view.cameraZoomRange.minCenterCoordinateDistance, MKMapCameraZoomDefault)
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 20, pitch: 0, heading: 0), animated: false)
        expectLess(abs(view.camera.centerCoordinateDistance - 20), 0.5)
    }
}
