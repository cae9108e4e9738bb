import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// The driver's gestures move Drive's map: a drag pans it with the finger, a pinch zooms, a two-finger rotation
/// turns it and a two-finger vertical slide tilts it (iOS 26 multitouch); a drag during a trip stops following the
/// car, a pinch keeps following.
@MainActor @Suite struct DriveMapGestureTests {
    func connected(multitouch: Bool = true) async -> (TestCar, DriveSceneDelegate) {
        let car = TestCar(category: .navigation)
        var display = DisplayConfiguration.standard
        if multitouch { display.inputDevices.insert(.multitouch) }
        car.display = display
        let app = DriveSceneDelegate()
        car.connect(app)
        await car.settle()
        _ = car.screen  // the window is laid out: the map has its size
        return (car, app)
    }

    @Test func aDragMovesTheMapWithTheFinger() async throws {
        let (car, app) = await connected(multitouch: false)
        let mapView = app.mapViewController.mapView
        let middle = CGPoint(x: mapView.bounds.midX, y: mapView.bounds.midY)
        // The coordinate 100 points left of the middle comes to the middle when the finger drags 100 points right.
        let left = mapView.convert(CGPoint(x: middle.x - 100, y: middle.y), toCoordinateFrom: mapView)
        expectEqual(car.drag(by: Point(x: 100, y: 0)), .handled)
        let center = mapView.centerCoordinate
        expectLess(abs(center.latitude - left.latitude), 1e-6)
        expectLess(abs(center.longitude - left.longitude), 1e-6)
    }

    @Test func aPinchZoomsARotationTurnsAndAPitchTiltsTheMap() async throws {
        let (car, app) = await connected()
        let mapView = app.mapViewController.mapView
        let distance = mapView.camera.centerCoordinateDistance
        expectEqual(car.pinch(scale: 2, center: Point(x: 100, y: 100)), .handled)
        expectTrue(abs(mapView.camera.centerCoordinateDistance - distance / 2) < distance * 0.01)

        let heading = mapView.camera.heading
        expectEqual(car.rotate(by: .pi / 2, center: Point(x: 100, y: 100)), .handled)
        let turned = (heading - 90 + 360).truncatingRemainder(dividingBy: 360)
        expectLess(abs(mapView.camera.heading - turned), 0.01)

        expectEqual(mapView.camera.pitch, 0)
        let session = car.session
        expectEqual(session.pitchMap(.began, center: Point(x: 100, y: 150)), .handled)
        expectEqual(session.pitchMap(.changed, center: Point(x: 100, y: 150)), .handled)
        expectEqual(session.pitchMap(.changed, center: Point(x: 100, y: 90)), .handled)
        expectEqual(session.pitchMap(.ended, center: Point(x: 100, y: 90)), .handled)
        expectLess(abs(Double(mapView.camera.pitch) - 20), 0.01)
    }

    @Test func aDoubleTapZoomsInAndATwoFingerDoubleTapZoomsOut() async throws {
        let (car, app) = await connected()
        let mapView = app.mapViewController.mapView
        let distance = mapView.camera.centerCoordinateDistance
        expectEqual(car.doubleTap(at: Point(x: 100, y: 100)), .handled)
        expectTrue(abs(mapView.camera.centerCoordinateDistance - distance / 2) < distance * 0.01)
        expectEqual(car.doubleTap(at: Point(x: 100, y: 100), fingers: 2), .handled)
        expectTrue(abs(mapView.camera.centerCoordinateDistance - distance) < distance * 0.01)
    }

    @Test func duringATripADragStopsFollowingAndAPinchKeepsIt() async throws {
        let (car, app) = await connected()
        expectEqual(car.tap("Destinations"), .handled)
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()
        expectEqual(car.startTrip(), .handled)
        let mapView = app.mapViewController.mapView
        expectEqual(mapView.userTrackingMode, .followWithHeading)
        let distance = mapView.camera.centerCoordinateDistance
        expectEqual(car.pinch(scale: 0.5, center: Point(x: 100, y: 100)), .handled)
        expectEqual(mapView.userTrackingMode, .followWithHeading)
        expectTrue(abs(mapView.camera.centerCoordinateDistance - distance * 2) < distance * 0.02)
        expectEqual(car.drag(by: Point(x: 40, y: 0)), .handled)
        expectEqual(mapView.userTrackingMode, .none)
    }

    @Test func aZoomButtonIsTheSameStepOnARotatedMap() async throws {
        let (car, app) = await connected()
        let mapView = app.mapViewController.mapView
        expectEqual(car.rotate(by: 1.27, center: Point(x: 100, y: 100)), .handled)  // about 73°
        let distance = mapView.camera.centerCoordinateDistance
        app.mapViewController.zoom(by: 0.5)
        expectTrue(abs(mapView.camera.centerCoordinateDistance - distance / 2) < distance * 0.01)
    }
}
