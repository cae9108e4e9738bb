import CoreLocation
import Expectations
import Foundation
@_spi(CarPlayHost) import MapKit
@_spi(CarPlayHost) import _PlatformHost
import Testing
import UIKit

/// `MKMapView` on its own: region, centre, camera and visible rectangle as views of one state, conversions in Web
/// Mercator, the delegate's region callbacks, overlays with their renderers, annotations and the user's location.
@MainActor @Suite struct MKMapViewTests {
    static let monaco = CLLocationCoordinate2D(latitude: 43.7375, longitude: 7.4240)

    final class Recorder: NSObject, MKMapViewDelegate {
        var events: [String] = []
        var regionAtWillChange: CLLocationCoordinate2D?

        func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
            events.append("will \(animated)")
            regionAtWillChange = mapView.centerCoordinate
        }
        func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) { events.append("visible") }
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { events.append("did \(animated)") }
        func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
            events.append("renderer")
            let renderer = MKPolylineRenderer(overlay: overlay)
            renderer.strokeColor = .systemBlue
            renderer.lineWidth = 5
            return renderer
        }
        func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {
            events.append("added \(renderers.count)")
        }
        func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) { events.append("user") }
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            events.append("view")
            guard annotation.title == "Casino" else { return nil }
            let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            marker.markerTintColor = .systemGreen
            return marker
        }
        func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {
            events.append("mode \(mode.rawValue)")
        }
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func setRegionFitsTheSpanIntoTheViewAndKeepsTheCenter() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        view.setRegion(
            MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)),
            animated: false)
        expectTrue(close(view.centerCoordinate.latitude, Self.monaco.latitude))
        expectTrue(close(view.centerCoordinate.longitude, Self.monaco.longitude))
        // The latitude span fills the height; the wider view shows more longitude.
        expectTrue(close(view.region.span.latitudeDelta, 0.02, 1e-5))
        expectTrue(view.region.span.longitudeDelta > 0.02 * 1.3)
        // The visible rectangle has the view's aspect ratio.
        expectTrue(close(view.visibleMapRect.width / view.visibleMapRect.height, 2, 1e-9))
    }

    @Test func pointsAndCoordinatesConvertThroughMercatorAndTheHeading() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.setRegion(
            MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)),
            animated: false)
        let middle = view.convert(Self.monaco, toPointTo: view)
        expectTrue(close(Double(middle.x), 150, 1e-6) && close(Double(middle.y), 150, 1e-6))
        let north = CLLocationCoordinate2D(latitude: Self.monaco.latitude + 0.002, longitude: Self.monaco.longitude)
        let east = CLLocationCoordinate2D(latitude: Self.monaco.latitude, longitude: Self.monaco.longitude + 0.002)
        expectLess(view.convert(north, toPointTo: nil).y, 150)
        expectGreater(view.convert(east, toPointTo: nil).x, 150)
        // The same distance in map points is the same distance on screen.
        let a = MKMapPoint(Self.monaco)
        let b = MKMapPoint(east)
        let screenDistance = Double(view.convert(east, toPointTo: nil).x - 150)
        expectTrue(close(screenDistance / (b.x - a.x), 300 / view.visibleMapRect.width, 1e-9))
        // Round trip.
        let back = view.convert(CGPoint(x: 40, y: 260), toCoordinateFrom: view)
        let again = view.convert(back, toPointTo: view)
        expectTrue(close(Double(again.x), 40, 1e-6) && close(Double(again.y), 260, 1e-6))

        // Turned to face east: east is up, north is left.
        let camera = view.camera
        camera.heading = 90
        view.camera = camera
        let eastPoint = view.convert(east, toPointTo: nil)
        expectTrue(close(Double(eastPoint.x), 150, 1e-6) && eastPoint.y < 150)
        expectLess(view.convert(north, toPointTo: nil).x, 150)
    }

    @Test func conversionsFollowTheViewsPlaceInItsWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 400))
        let view = MKMapView(frame: CGRect(x: 100, y: 50, width: 200, height: 200))
        window.addSubview(view)
        view.centerCoordinate = Self.monaco
        let inWindow = view.convert(Self.monaco, toPointTo: window)
        expectTrue(close(Double(inWindow.x), 200, 1e-6) && close(Double(inWindow.y), 150, 1e-6))
        let coordinate = view.convert(CGPoint(x: 200, y: 150), toCoordinateFrom: window)
        expectTrue(
            close(coordinate.latitude, Self.monaco.latitude) && close(coordinate.longitude, Self.monaco.longitude))
    }

    @Test func cameraDistanceAndZoomAreOneState() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 2_000, pitch: 30, heading: 370), animated: false)
        let camera = view.camera
        expectTrue(close(camera.centerCoordinateDistance, 2_000, 1e-6))
        expectTrue(close(camera.heading, 10, 1e-9))
        expectEqual(camera.pitch, 30)
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 2_000, pitch: 0, heading: 0), animated: false)
        let height = view.visibleMapRect.height
        // Twice the distance shows twice the map.
        view.setCamera(
            MKMapCamera(lookingAtCenter: Self.monaco, fromDistance: 4_000, pitch: 0, heading: 0), animated: false)
        expectTrue(close(view.visibleMapRect.height / height, 2, 0.05))
        // The camera handed out is a copy.
        let copy = view.camera
        copy.centerCoordinateDistance = 10
        expectTrue(close(view.camera.centerCoordinateDistance, 4_000, 1e-6))
    }

    @Test func resizingKeepsCenterAndZoom() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.setRegion(
            MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)),
            animated: false)
        let width = view.visibleMapRect.width
        view.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        expectTrue(close(view.visibleMapRect.width / width, 2, 1e-9))
        expectTrue(close(view.centerCoordinate.latitude, Self.monaco.latitude))
    }

    @Test func visibleMapRectWithPaddingFitsInsideThePaddedArea() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let rect = MKMapRect(origin: MKMapPoint(Self.monaco), size: MKMapSize(width: 4_000, height: 2_000))
        view.setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 0, left: 200, bottom: 0, right: 0), animated: false)
        let topLeft = view.convert(MKMapPoint(x: rect.minX, y: rect.minY).coordinate, toPointTo: nil)
        let bottomRight = view.convert(MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate, toPointTo: nil)
        expectTrue(close(Double(topLeft.x), 200, 1e-3))
        expectTrue(close(Double(bottomRight.x), 400, 1e-3))
        expectTrue(topLeft.y >= -1e-6 && bottomRight.y <= 300 + 1e-6)
    }

    @Test func regionChangesTellTheDelegateInIOSOrderWithTheOldRegionAtWillChange() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let recorder = Recorder()
        view.delegate = recorder
        let before = view.centerCoordinate
        view.setCenter(Self.monaco, animated: true)
        expectEqual(recorder.events, ["will true", "visible", "did true"])
        expectEqual(recorder.regionAtWillChange?.latitude, before.latitude)
        recorder.events = []
        // No change: no callbacks.
        view.setCenter(Self.monaco, animated: false)
        // Invalid input changes nothing.
        view.setCenter(kCLLocationCoordinate2DInvalid, animated: false)
        expectTrue(recorder.events.isEmpty)
        expectTrue(close(view.centerCoordinate.latitude, Self.monaco.latitude))
    }

    /// iOS raises `NSInvalidArgumentException` for a region off the Earth or with a span it cannot show; the map
    /// stays where it was. (Without a host the exception is recorded; in a car the app is terminated.)
    @Test func anInvalidRegionRaisesApplesExceptionAndChangesNothing() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.setCenter(Self.monaco, animated: false)
        let recorder = Recorder()
        view.delegate = recorder
        let span = MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01)
        let invalid: [(MKCoordinateRegion, String)] = [
            (
                MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: 1)),
                "Invalid Region <center:+43.73750000, +7.42400000 span:-1.00000000, +1.00000000>"
            ),
            (
                MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: -180, longitude: -180), span: span),
                "Invalid Region <center:-180.00000000, -180.00000000 span:+0.01000000, +0.01000000>"
            ),
            (
                MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 181, longitudeDelta: 1)),
                "Invalid Region <center:+43.73750000, +7.42400000 span:+181.00000000, +1.00000000>"
            ),
            (
                MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 361)),
                "Invalid Region <center:+43.73750000, +7.42400000 span:+1.00000000, +361.00000000>"
            ),
        ]
        for (region, reason) in invalid {
            view.setRegion(region, animated: false)
            expectTrue(
                PlatformHost.unhostedExceptions.contains {
                    $0.name == "NSInvalidArgumentException" && $0.reason == reason
                }, "\(reason)")
        }
        // The `region` setter is `setRegion(_:animated: false)`.
        view.region = MKCoordinateRegion(
            center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: .nan, longitudeDelta: 1))
        expectTrue(
            PlatformHost.unhostedExceptions.contains {
                $0.reason == "Invalid Region <center:+43.73750000, +7.42400000 span:+nan, +1.00000000>"
            })
        expectTrue(recorder.events.isEmpty)
        expectTrue(close(view.centerCoordinate.latitude, Self.monaco.latitude))
        // The whole world is a valid region.
        let before = PlatformHost.unhostedExceptions.count
        view.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)),
            animated: false)
        expectEqual(PlatformHost.unhostedExceptions.count, before)
        expectEqual(recorder.events, ["will false", "visible", "did false"])
    }

    /// `regionThatFits` and `mapRectThatFits` answer what the setters then show, also where the zoom limits hold
    /// (a few centimetres, or more than the world's height).
    @Test func whatFitsIsWhatTheSettersShowWithinTheZoomLimits() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        for delta in [1e-9, 0.01, 170.0] {
            let region = MKCoordinateRegion(
                center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: delta, longitudeDelta: delta))
            let fits = view.regionThatFits(region)
            view.setRegion(region, animated: false)
            expectTrue(close(fits.span.latitudeDelta, view.region.span.latitudeDelta, 1e-9), "\(delta)")
            expectTrue(close(fits.span.longitudeDelta, view.region.span.longitudeDelta, 1e-9), "\(delta)")
        }
        let insets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let center = MKMapPoint(Self.monaco)
        for size in [1e-3, 5_000.0, MKMapSize.world.height * 4] {
            let rect = MKMapRect(x: center.x - size / 2, y: center.y - size / 2, width: size, height: size)
            let fits = view.mapRectThatFits(rect, edgePadding: insets)
            view.setVisibleMapRect(rect, edgePadding: insets, animated: false)
            // The padded area is 340 × 160 points of the view's 400 × 200.
            let shown = view.visibleMapRect
            expectTrue(close(fits.width / 340, shown.width / 400, shown.width * 1e-9), "\(size)")
            expectTrue(close(fits.height / 160, shown.height / 200, shown.height * 1e-9), "\(size)")
        }
        // The smallest zoom is a limit: a few centimetres are shown as the closest the map goes.
        let tiny = view.regionThatFits(
            MKCoordinateRegion(center: Self.monaco, span: MKCoordinateSpan(latitudeDelta: 1e-9, longitudeDelta: 1e-9)))
        expectGreater(tiny.span.latitudeDelta, 1e-7)
    }

    @Test func overlaysAskTheDelegateForOneRendererEach() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let recorder = Recorder()
        view.delegate = recorder
        var points = [Self.monaco, CLLocationCoordinate2D(latitude: 43.74, longitude: 7.43)]
        let line = MKPolyline(coordinates: &points, count: 2)
        let circle = MKCircle(center: Self.monaco, radius: 100)
        view.addOverlay(line)
        view.addOverlay(circle, level: .aboveLabels)
        expectEqual(view.overlays.count, 2)
        expectTrue(view.overlays(in: .aboveLabels).first === circle)
        let renderer = view.renderer(for: line)
        expectTrue(view.renderer(for: line) === renderer)
        expectEqual((renderer as? MKPolylineRenderer)?.lineWidth, 5)
        expectEqual(recorder.events, ["renderer", "added 1", "renderer", "added 1"])
        // A renderer made for another kind of overlay answers an empty shape.
        expectEqual(MKPolylineRenderer(overlay: circle).polyline.pointCount, 0)
        expectTrue(MKCircleRenderer(circle: circle).circle === circle)
        view.removeOverlay(line)
        expectEqual(view.overlays.count, 1)
        expectEqual(view.renderer(for: line), nil)
    }

    @Test func annotationsAndShapes() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let pin = MKPointAnnotation(coordinate: Self.monaco, title: "Casino", subtitle: "Monte-Carlo")
        view.addAnnotation(pin)
        view.addAnnotation(pin)
        expectEqual(view.annotations.count, 1)
        view.removeAnnotation(pin)
        expectTrue(view.annotations.isEmpty)

        let circle = MKCircle(center: Self.monaco, radius: 500)
        let side = circle.boundingMapRect.width * MKMetersPerMapPointAtLatitude(Self.monaco.latitude)
        expectTrue(close(side, 1_000, 1e-6))
        expectEqual(MKCircle(center: Self.monaco, radius: .nan).radius, 0)
        var square = [
            CLLocationCoordinate2D(latitude: 0, longitude: 0), CLLocationCoordinate2D(latitude: 0, longitude: 1),
            CLLocationCoordinate2D(latitude: 1, longitude: 1), CLLocationCoordinate2D(latitude: 1, longitude: 0),
        ]
        let polygon = MKPolygon(coordinates: &square, count: 4)
        expectEqual(polygon.pointCount, 4)
        expectTrue(close(polygon.coordinate.longitude, 0.5, 1e-9))
        expectEqual(MKMapType(rawValue: 5), .mutedStandard)
        expectEqual(MKPointOfInterestCategory.gasStation.rawValue, "MKPOICategoryGasStation")
        let filter = MKPointOfInterestFilter(including: [.parking])
        expectTrue(filter.includes(.parking) && filter.excludes(.cafe))
        expectTrue(MKPointOfInterestFilter.excludingAll.excludes(.parking))
    }

    @Test func annotationViewsAreAskedOnceWhenDrawnAndDroppedWithTheirAnnotation() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let recorder = Recorder()
        view.delegate = recorder
        let casino = MKPointAnnotation(coordinate: Self.monaco, title: "Casino", subtitle: nil)
        let plain = MKPointAnnotation(coordinate: Self.monaco)
        view.addAnnotations([casino, plain])
        // Not asked until the map draws them.
        expectEqual(view.view(for: casino), nil)
        expectTrue(recorder.events.isEmpty)
        let marker = view._hostAnnotationView(for: casino) as? MKMarkerAnnotationView
        expectEqual(marker?.markerTintColor, .systemGreen)
        expectTrue(marker?.annotation === casino)
        expectEqual(view._hostAnnotationView(for: plain), nil)
        expectTrue(view._hostAnnotationView(for: casino) === marker)
        expectEqual(view._hostAnnotationView(for: plain), nil)
        expectEqual(recorder.events, ["view", "view"])
        expectTrue(view.view(for: casino) === marker)
        view.removeAnnotation(casino)
        expectEqual(view.view(for: casino), nil)
        expectEqual(view._hostAnnotationView(for: casino), nil)
    }

    @Test func userLocationAndTrackingFollowTheCar() {
        let view = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let recorder = Recorder()
        view.delegate = recorder
        view.setUserTrackingMode(.follow, animated: false)
        expectTrue(view.showsUserLocation)
        expectEqual(recorder.events, ["mode 1"])
        recorder.events = []
        view._hostUpdateUserLocation(CLLocation(latitude: 43.74, longitude: 7.42), course: 90)
        expectEqual(recorder.events, ["user", "will true", "visible", "did true"])
        expectTrue(close(view.centerCoordinate.latitude, 43.74))
        expectEqual(view.userLocation.coordinate.longitude, 7.42)
        expectTrue(view.isUserLocationVisible)
        view.setUserTrackingMode(.followWithHeading, animated: false)
        expectTrue(close(view.camera.heading, 90, 1e-9))
    }
}
