import Expectations
import Foundation
@_spi(CarPlayHost) import MapKit
import Testing
@_spi(CarPlayHost) import UIKit
@testable import CarPlayHost

/// The copy of an app's map view (`MapViewState`, taken by `ViewSnapshot`) and the screen's form of it
/// (`ScreenMapView`).
@MainActor
@Suite("MapViewState")
struct MapViewStateTests {
    final class Renderers: NSObject, MKMapViewDelegate {
        func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
            switch overlay {
            case let line as MKPolyline: MKPolylineRenderer(polyline: line)
            case let circle as MKCircle: MKCircleRenderer(circle: circle)
            default: MKOverlayRenderer(overlay: overlay)
            }
        }
    }

    /// A window holding one map view, and the snapshot of that map.
    func snapshot(_ setUp: (MKMapView) -> Void, attribution: String? = nil) throws -> MapViewState {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 348, height: 240))
        let mapView = MKMapView(frame: window.bounds)
        window.addSubview(mapView)
        setUp(mapView)
        let root = ViewSnapshot(window: window, attribution: attribution)
        return try require(root.children.first?.map)
    }

    @Test func theCopyLeavesOutNonFinitePointsAndCountsOtherNonFiniteNumbersAsZero() throws {
        let renderers = Renderers()
        let state = try snapshot { view in
            view.delegate = renderers
            var points = [
                CLLocationCoordinate2D(latitude: .nan, longitude: 7.42),
                CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42),
                CLLocationCoordinate2D(latitude: 43.74, longitude: .infinity),
            ]
            view.addOverlay(MKPolyline(coordinates: &points, count: 3))
            view.addOverlay(MKCircle(center: CLLocationCoordinate2D(latitude: .nan, longitude: 0), radius: .infinity))
            view.setVisibleMapRect(MKMapRect(x: .nan, y: 0, width: 10, height: 10), animated: false)
        }
        expectEqual(state.overlays.map(\.shape), ["polyline", "circle"])
        let line = state.overlays[0].points
        expectTrue(line.count == 1 && abs(line[0].latitude - 43.73) < 1e-9 && abs(line[0].longitude - 7.42) < 1e-9)
        expectTrue(state.overlays[1].points.isEmpty && state.overlays[1].radius == 0)
        expectTrue(state.center.latitude.isFinite && state.center.longitude.isFinite && state.zoom.isFinite)
        expectTrue(state.distance.isFinite && state.heading.isFinite && state.pitch.isFinite)
    }

    @Test func theScreenFormIsTheCopyWithColoursResolvedAndItsSettingsBesideTheOtherMembers() throws {
        let renderers = Renderers()
        let state = try snapshot(
            { view in
                view.delegate = renderers
                var points = [
                    CLLocationCoordinate2D(latitude: 43.73, longitude: 7.42),
                    CLLocationCoordinate2D(latitude: 43.74, longitude: 7.43),
                ]
                view.addOverlay(MKPolyline(coordinates: &points, count: 2))
                view.showsTraffic = true
            }, attribution: "© OpenStreetMap contributors")
        expectEqual(state.attribution, "© OpenStreetMap contributors")
        let screen = ScreenMapView(state, appearance: .dark)
        expectEqual(screen.settings, state.settings)
        let pairs = try require(screen.overlays.first).points
        expectTrue(pairs == state.overlays[0].points.map { [$0.latitude, $0.longitude] } && pairs.count == 2)
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(screen)) as? [String: Any]
        let keys = Set(try require(json).keys)
        expectEqual(
            keys,
            [
                "center", "zoom", "heading", "pitch", "distance", "appearance", "mapType", "overlays", "annotations",
                "trackingMode", "pointsOfInterest", "showsCompass", "showsScale", "showsTraffic", "showsBuildings",
                "attribution",
            ])
        expectEqual(try JSONDecoder().decode(ScreenMapView.self, from: try JSONEncoder().encode(screen)), screen)
    }

    // MARK: Issue 20: huge lines

    @Test func aMillionPointLineKeepsTheScreensStateSmall() throws {
        let renderers = Renderers()
        // A wiggly route across Monaco and beyond (32 waves), a point every few centimetres.
        let count = 1_000_000
        var points = (0..<count).map { index in
            let t = Double(index) / Double(count)
            return CLLocationCoordinate2D(latitude: 43.70 + 0.1 * t + 0.002 * sin(t * 200), longitude: 7.40 + 0.1 * t)
        }
        let state = try snapshot { view in
            view.delegate = renderers
            view.addOverlay(MKPolyline(coordinates: &points, count: count))
            view.setRegion(
                MKCoordinateRegion(
                    center: CLLocationCoordinate2D(latitude: 43.75, longitude: 7.45),
                    span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1)), animated: false)
        }
        let line = try require(state.overlays.first).points
        expectTrue(line.count > 64 && line.count <= OverlaySimplification.maximumPoints)
        expectLess(abs(line[0].latitude - points[0].latitude), 1e-9)
        expectLess(abs(line[line.count - 1].latitude - points[count - 1].latitude), 1e-9)
        let json = try JSONEncoder().encode(ScreenMapView(state, appearance: .light))
        expectLess(json.count, 100_000)
        // Drawn at the map's zoom, no kept point is more than half a screen point off the app's line: every 1,000th
        // point of the app's line is within it of the simplified one. (The simplification's own tolerance is finer:
        // that of the next whole zoom level.)
        let tolerance = 0.5 * pow(2, 20 - state.zoom)
        expectLessOrEqual(OverlaySimplification.tolerance(zoom: state.zoom, pitched: false), tolerance)
        let kept = line.map { MKMapPoint(CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)) }
        var segment = 0
        for index in stride(from: 0, to: count, by: 1_000) {
            let point = MKMapPoint(points[index])
            // The line goes one way (east): the nearest segment is at or after the last one found.
            while segment + 1 < kept.count - 1, kept[segment + 1].x < point.x { segment += 1 }
            let distance = [segment, max(segment - 1, 0)].map { Self.distance(point, kept[$0], kept[$0 + 1]) }.min()!
            expectTrue(distance <= tolerance * 1.01, "point \(index)")
        }
    }

    @Test func linesUpToAThousandPointsAreCarriedExactly() throws {
        let renderers = Renderers()
        var points = (0..<1_000).map { CLLocationCoordinate2D(latitude: 43.70 + Double($0) * 1e-6, longitude: 7.42) }
        let state = try snapshot { view in
            view.delegate = renderers
            view.addOverlay(MKPolyline(coordinates: &points, count: points.count))
        }
        expectEqual(try require(state.overlays.first).points.count, 1_000)
    }

    @Test func theLimitHoldsAtAnyZoom() throws {
        let renderers = Renderers()
        // A zigzag of 200,000 points a metre apart, seen at about zoom 20: at most 5,000 points go, end to end.
        var points = (0..<200_000).map {
            CLLocationCoordinate2D(latitude: 43.70 + Double($0 % 2) * 1e-4, longitude: 7.0 + Double($0) * 1e-5)
        }
        let state = try snapshot { view in
            view.delegate = renderers
            view.addOverlay(MKPolyline(coordinates: &points, count: points.count))
            view.setRegion(
                MKCoordinateRegion(
                    center: points[100], span: MKCoordinateSpan(latitudeDelta: 0.0001, longitudeDelta: 0.0001)),
                animated: false)
        }
        let line = try require(state.overlays.first).points
        expectTrue(line.count <= OverlaySimplification.maximumPoints && line.count >= 2)
        expectLess(abs(line[line.count - 1].longitude - points[points.count - 1].longitude), 1e-9)
    }

    /// A map view in a window, and how to copy it again.
    func mapInWindow() -> (window: UIWindow, view: MKMapView, copy: () throws -> MapViewState) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 348, height: 240))
        let view = MKMapView(frame: window.bounds)
        window.addSubview(view)
        return (window, view, { try require(ViewSnapshot(window: window, attribution: nil).children.first?.map) })
    }

    /// A wiggly line of `count` points across Monaco.
    static func wiggle(_ count: Int, latitude: Double = 43.70) -> [CLLocationCoordinate2D] {
        (0..<count).map { index in
            let t = Double(index) / Double(count)
            return CLLocationCoordinate2D(latitude: latitude + 0.002 * sin(t * 200), longitude: 7.40 + 0.02 * t)
        }
    }

    @Test func aLinesSimplificationIsWorkedOutOncePerZoomLevelAndKeptWithTheLine() throws {
        let renderers = Renderers()
        let (window, view, copy) = mapInWindow()
        view.delegate = renderers
        var points = Self.wiggle(5_000)
        let line = MKPolyline(coordinates: &points, count: points.count)
        view.addOverlay(line)
        let region = MKCoordinateRegion(
            center: points[2_500], span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))
        view.setRegion(region, animated: false)
        let first = try copy()
        expectEqual(line._hostSimplifications.count, 1)
        let tolerance = try require(line._hostSimplifications.keys.first)
        expectEqual(tolerance, OverlaySimplification.tolerance(zoom: first.zoom, pitched: false))
        // The points' coordinates are kept with the line too; the next snapshot at the same zoom takes what was kept
        // (here the simplification replaced by the line's ends, and the coordinates made again from it).
        expectEqual(line._hostCoordinates.count, 1)
        line._hostSimplifications[tolerance] = [0, points.count - 1]
        view.setCenter(points[2_600], animated: false)
        expectEqual(try copy().overlays[0].points.count, first.overlays[0].points.count, "the kept coordinates")
        line._hostCoordinates[tolerance] = nil
        expectEqual(try copy().overlays[0].points.count, 2)
        // Another zoom level is worked out, and kept beside the first.
        view.setRegion(
            MKCoordinateRegion(center: points[2_500], span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)),
            animated: false)
        let farther = try copy().overlays[0].points.count
        expectTrue(farther > 2 && farther < first.overlays[0].points.count)
        expectEqual(line._hostSimplifications.count, 2)
        // A new line (an overlay replaced) starts with nothing kept.
        view.removeOverlay(line)
        let other = MKPolyline(coordinates: &points, count: points.count)
        view.addOverlay(other)
        view.setRegion(region, animated: false)
        expectEqual(try copy().overlays[0].points.count, first.overlays[0].points.count)
        withExtendedLifetime(window) {}
    }

    @Test func allTheOverlaysOfAMapViewGoWithAtMostTwentyThousandPointsTogether() throws {
        let renderers = Renderers()
        let (window, view, copy) = mapInWindow()
        view.delegate = renderers
        // 30 lines of 1,000 points (each carried exactly on its own): 30,000 points together.
        var lines: [[CLLocationCoordinate2D]] = []
        for index in 0..<30 {
            var points = Self.wiggle(1_000, latitude: 43.70 + Double(index) * 0.001)
            view.addOverlay(MKPolyline(coordinates: &points, count: points.count))
            lines.append(points)
        }
        let state = try copy()
        expectEqual(state.overlays.count, 30)
        expectLessOrEqual(state.overlays.reduce(0) { $0 + $1.points.count }, OverlaySimplification.maximumTotalPoints)
        for (overlay, points) in zip(state.overlays, lines) {
            expectLess(abs(overlay.points.last!.longitude - points.last!.longitude), 1e-9)
        }
        expectEqual(state.overlayNote, MapViewState.simplifiedNote)
        // A map view within the limit says nothing.
        for overlay in view.overlays.dropFirst(10) { view.removeOverlay(overlay) }
        let within = try copy()
        expectTrue(within.overlayNote == nil && within.overlays.allSatisfy { $0.points.count == 1_000 })
        withExtendedLifetime(window) {}
    }

    @Test func overlaysTooManyEvenAtTheirEndsAreLeftOutFromTheLast() throws {
        final class PolygonRenderers: NSObject, MKMapViewDelegate {
            func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
                (overlay as? MKPolygon).map { MKPolygonRenderer(polygon: $0) } ?? MKOverlayRenderer(overlay: overlay)
            }
        }
        let renderers = PolygonRenderers()
        let (window, view, copy) = mapInWindow()
        view.delegate = renderers
        func triangle(_ index: Int) -> MKPolygon {
            let latitude = 43.70 + Double(index) * 1e-6
            var corners = [
                CLLocationCoordinate2D(latitude: latitude, longitude: 7.40),
                CLLocationCoordinate2D(latitude: latitude, longitude: 7.40001),
                CLLocationCoordinate2D(latitude: latitude + 1e-7, longitude: 7.40),
            ]
            return MKPolygon(coordinates: &corners, count: 3)
        }
        // A square, then one polygon with 10,001 holes: even each ring at its two ends is 20,004 points.
        var square = [(43.6, 7.3), (43.6, 7.5), (43.8, 7.5), (43.8, 7.3)].map {
            CLLocationCoordinate2D(latitude: $0.0, longitude: $0.1)
        }
        view.addOverlay(MKPolygon(coordinates: &square, count: 4))
        var outline = square
        view.addOverlay(
            MKPolygon(coordinates: &outline, count: 4, interiorPolygons: (0...10_000).map(triangle)))
        let state = try copy()
        expectTrue(state.overlays.count == 1 && state.overlays[0].points.count == 4 && state.overlays[0].holes.isEmpty)
        expectEqual(state.overlayNote, MapViewState.leftOutNote)
        expectEqual(
            WindowLayout.warnings(for: ViewSnapshot(window: window, attribution: nil)), [MapViewState.leftOutNote])
    }

    static func distance(_ p: MKMapPoint, _ a: MKMapPoint, _ b: MKMapPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        let t = length > 0 ? min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length, 0), 1) : 0
        let x = a.x + t * dx - p.x
        let y = a.y + t * dy - p.y
        return (x * x + y * y).squareRoot()
    }

    /// MapKit's compass on a turned map: a round plate at the top trailing corner of the window's safe area, "N" on
    /// the side north lies (to the left when the map faces east); none facing north or with `showsCompass` off.
    @Test func aTurnedMapShowsACompassInTheWindowsSafeArea() throws {
        func compass(heading: Double, shows: Bool = true) throws -> ScreenNode? {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 348, height: 240))
            window._setSafeAreaInsets(UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 60))
            let mapView = MKMapView(frame: window.bounds)
            window.addSubview(mapView)
            mapView.showsCompass = shows
            let camera = mapView.camera
            camera.heading = heading
            mapView.setCamera(camera, animated: false)
            let context = LayoutContext(
                display: .standard, rules: Rules(category: .navigation), now: Date(timeIntervalSince1970: 0))
            let area = Rect(x: 52, y: 0, width: 348, height: 240)
            let node = WindowLayout.nodes(for: ViewSnapshot(window: window), in: area, context: context)
            return node.first { $0.role == .view && $0.children.first?.text == "N" }
        }
        let east = try require(try compass(heading: 90))
        expectEqual(east.frame, Rect(x: 52 + 348 - 60 - 8 - 36, y: 40 + 8, width: 36, height: 36))
        expectEqual(east.content.view?.cornerRadius, 18)
        let north = try require(east.children.first)
        expectTrue(north.frame.midX < east.frame.midX - 5 && abs(north.frame.midY - east.frame.midY) < 0.01)
        let south = try require(try compass(heading: 180)?.children.first)
        expectTrue(south.frame.midY > east.frame.midY + 5)
        expectEqual(try compass(heading: 0), nil)
        expectEqual(try compass(heading: 359.6), nil)
        expectEqual(try compass(heading: 90, shows: false), nil)
    }
}
