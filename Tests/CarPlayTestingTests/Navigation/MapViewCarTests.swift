import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import SnapshotTesting
import Testing
import UIKit

/// An app's `MKMapView` in the car: the window's map becomes a `mapView` node carrying the camera, the overlays
/// with the styles the delegate's renderers give them, the annotations and the car's position.
@MainActor @Suite struct MapViewCarTests {
    /// The Drive sample connected, previewing the route to the casino (directions answer on a later main-actor
    /// turn: the test waits for the route).
    func connectedDrive() async throws -> (TestCar, DriveSceneDelegate) {
        let car = TestCar(category: .navigation)
        let delegate = DriveSceneDelegate()
        car.connect(delegate)
        await car.settle()
        // An idle map shows no route.
        expectTrue(car.mapView?.overlays.isEmpty == true && car.mapView?.annotations.isEmpty == true)
        let casino = MKMapItem(placemark: MKPlacemark(coordinate: DriveMapViewController.casino))
        casino.name = "Casino de Monte Carlo"
        car.run { delegate.choose(casino) }
        await car.wait { !(car.mapView?.overlays.isEmpty ?? true) }
        return (car, delegate)
    }

    @Test func theWindowsMapViewIsAMapNodeWithTheRouteAndItsStyle() async throws {
        let (car, _) = try await connectedDrive()
        let nodes = car.mapViewNodes
        expectEqual(nodes.count, 1)
        let node = try require(nodes.first)
        let map = try require(car.mapView)
        // The map fills the app's window under the map template.
        let window = try require(car.screen.nodes(.appWindow).first)
        expectEqual(node.frame, window.frame)
        // The route from MKDirections, stroked as the delegate's renderer says, resolved for the light map.
        let route = try require(map.overlays.first)
        expectEqual(route.shape, "polyline")
        expectGreater(route.points.count, 5)
        expectEqual(route.strokeColor, "#007AFF")
        expectEqual(route.lineWidth, 6)
        expectEqual(route.level, "aboveRoads")
        // The camera frames the route in Monaco.
        expectTrue(abs(map.center.latitude - 43.737) < 0.01 && abs(map.center.longitude - 7.424) < 0.01)
        expectTrue((14...19).contains(map.zoom))
        expectEqual(map.annotations.map(\.title), ["Casino de Monte Carlo"])
        // The delegate's marker view colours and labels the pin.
        expectEqual(map.annotations.first?.tintColor, "#AF52DE")
        expectEqual(map.annotations.first?.glyphText, "★")
        expectEqual(
            map.pointsOfInterest, "including:MKPOICategoryEVCharger,MKPOICategoryGasStation,MKPOICategoryParking")
        expectEqual(map.attribution, "© OpenStreetMap contributors, ODbL 1.0")
        expectEqual(node.mapView?.overlays.count, 1)
        expectTrue(node.drawing.contains { $0.text == "© OpenStreetMap contributors, ODbL 1.0" })
    }

    /// An app that sets an invalid region on its map is terminated with iOS's exception, through the car's one fault
    /// path; the car and its screen go on.
    @Test func anInvalidRegionTerminatesTheAppWithApplesException() async throws {
        let (car, delegate) = try await connectedDrive()
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 43.7375, longitude: 7.424),
            span: MKCoordinateSpan(latitudeDelta: 200, longitudeDelta: 1))
        let fault = car.expectFault("NSInvalidArgumentException", reason: "Invalid Region") {
            delegate.mapViewController.mapView.setRegion(region, animated: true)
        }
        expectEqual(fault?.reason, "Invalid Region <center:+43.73750000, +7.42400000 span:+200.00000000, +1.00000000>")
        expectEqual(car.appState, .terminated(try require(fault)))
    }

    /// The Drive sample's screen as text: the map node under the map template, with its camera and counts.
    @Test func driveScreenSnapshot() async throws {
        let (car, _) = try await connectedDrive()
        assertSnapshot(of: TextRenderer().render(car.screen), as: .lines)
    }

    @Test func theUserLocationIsTheCarsPositionAndMovesWithIt() async throws {
        let (car, delegate) = try await connectedDrive()
        let start = try require(car.mapView?.userLocation)
        expectLess(abs(start.latitude - CarMap.defaultVehicleCoordinate.latitude), 1e-9)
        car.session.vehicleCoordinate = .init(latitude: 43.7400, longitude: 7.4250)
        let moved = try require(car.mapView?.userLocation)
        expectTrue(moved.latitude == 43.7400 && moved.longitude == 7.4250)
        expectEqual(delegate.mapViewController.mapView.userLocation.coordinate.latitude, 43.7400)
        // Hidden: no puck.
        car.run { delegate.mapViewController.mapView.showsUserLocation = false }
        expectEqual(car.mapView?.userLocation, nil)
    }

    @Test func aTrackingMapFollowsTheCar() async throws {
        let (car, delegate) = try await connectedDrive()
        car.run { delegate.mapViewController.mapView.setUserTrackingMode(.follow, animated: false) }
        car.session.vehicleCoordinate = .init(latitude: 43.7300, longitude: 7.4200)
        let map = try require(car.mapView)
        expectEqual(map.trackingMode, "follow")
        // The car is in the middle of the part of the map the templates leave free (the map's safe area).
        let mapView = delegate.mapViewController.mapView
        let at = mapView.convert(CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42), toPointTo: mapView)
        let safe = mapView.bounds.inset(by: mapView.safeAreaInsets)
        expectTrue(abs(at.x - safe.midX) < 1e-6 && abs(at.y - safe.midY) < 1e-6, "\(at) \(safe)")
    }

    @Test func aMapFollowingWithHeadingTurnsWithTheCarsCourse() async throws {
        let (car, delegate) = try await connectedDrive()
        car.run { delegate.mapViewController.mapView.setUserTrackingMode(.followWithHeading, animated: false) }
        try car.driveRoute(to: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281))
        car.advanceClock(by: 20)
        let course = car.session.vehicleState.course
        expectGreaterOrEqual(course, 0)
        let map = try require(car.mapView)
        expectEqual(map.trackingMode, "followWithHeading")
        expectLess(abs(map.heading - course), 1e-6)
        // The car in the middle of the map's safe area (clear of the trip preview and the map buttons).
        let mapView = delegate.mapViewController.mapView
        let coordinate = car.session.vehicleState.coordinate
        let at = mapView.convert(
            CLLocationCoordinate2D(latitude: coordinate.latitude, longitude: coordinate.longitude), toPointTo: mapView)
        let safe = mapView.bounds.inset(by: mapView.safeAreaInsets)
        expectTrue(abs(at.x - safe.midX) < 1e-6 && abs(at.y - safe.midY) < 1e-6, "\(at) \(safe)")
    }

    @Test func theMapsColoursFollowTheCarsMapAppearance() async throws {
        let (car, _) = try await connectedDrive()
        var display = car.display
        display.appearance = .dark
        display.mapAppearance = .dark
        car.display = display
        let map = try require(car.mapView)
        expectEqual(map.appearance, .dark)
        expectEqual(map.overlays.first?.strokeColor, "#0A84FF")
    }

    @Test func impossibleShapesNeverBreakTheScreen() async throws {
        let (car, delegate) = try await connectedDrive()
        car.run {
            let view = delegate.mapViewController.mapView
            var points = [
                CLLocationCoordinate2D(latitude: .nan, longitude: 7.42),
                CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42),
                CLLocationCoordinate2D(latitude: 43.74, longitude: .infinity),
            ]
            view.addOverlay(MKPolyline(coordinates: &points, count: 3))
            view.addAnnotation(MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
            view.setVisibleMapRect(MKMapRect(x: .nan, y: 0, width: 10, height: 10), animated: false)
        }
        let map = try require(car.mapView)
        // The route and the broken line (Drive draws polylines only): only the line's real point is left.
        expectEqual(map.overlays.count, 2)
        let numbers = try require(map.overlays.last).points.flatMap { $0 }
        expectTrue(numbers.count == 2 && abs(numbers[0] - 43.73) < 1e-9 && abs(numbers[1] - 7.42) < 1e-9)
        expectTrue(map.overlays.flatMap(\.points).flatMap { $0 }.allSatisfy { $0.isFinite })
        expectEqual(map.annotations.count, 1)
        expectTrue(map.center.latitude.isFinite && map.zoom.isFinite)
        _ = try car.screen.jsonData()
    }

    @Test func overlaysWithoutAPathRendererAreNotDrawn() async throws {
        let (car, delegate) = try await connectedDrive()
        final class Plain: NSObject, MKMapViewDelegate {}
        let plain = Plain()
        car.run {
            let view = delegate.mapViewController.mapView
            view.delegate = plain
            view.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42), radius: 50))
        }
        // The route keeps its renderer; the circle gets the default one, which draws nothing.
        expectEqual(car.mapView?.overlays.map(\.shape), ["polyline"])
    }
}
