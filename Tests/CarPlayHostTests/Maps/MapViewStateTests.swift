import Foundation
import MapKit
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
        return try #require(root.children.first?.map)
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
        #expect(state.overlays.map(\.shape) == ["polyline", "circle"])
        let line = state.overlays[0].points
        #expect(line.count == 1 && abs(line[0].latitude - 43.73) < 1e-9 && abs(line[0].longitude - 7.42) < 1e-9)
        #expect(state.overlays[1].points.isEmpty && state.overlays[1].radius == 0)
        #expect(state.center.latitude.isFinite && state.center.longitude.isFinite && state.zoom.isFinite)
        #expect(state.distance.isFinite && state.heading.isFinite && state.pitch.isFinite)
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
        #expect(state.attribution == "© OpenStreetMap contributors")
        let screen = ScreenMapView(state, appearance: .dark)
        #expect(screen.settings == state.settings)
        let pairs = try #require(screen.overlays.first).points
        #expect(pairs == state.overlays[0].points.map { [$0.latitude, $0.longitude] } && pairs.count == 2)
        let json = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(screen)) as? [String: Any]
        let keys = Set(try #require(json).keys)
        #expect(
            keys == [
                "center", "zoom", "heading", "pitch", "distance", "appearance", "mapType", "overlays", "annotations",
                "trackingMode", "pointsOfInterest", "showsCompass", "showsScale", "showsTraffic", "showsBuildings",
                "attribution",
            ])
        #expect(try JSONDecoder().decode(ScreenMapView.self, from: try JSONEncoder().encode(screen)) == screen)
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
        let line = try #require(state.overlays.first).points
        #expect(line.count > 64 && line.count <= OverlaySimplification.maximumPoints)
        #expect(abs(line[0].latitude - points[0].latitude) < 1e-9)
        #expect(abs(line[line.count - 1].latitude - points[count - 1].latitude) < 1e-9)
        let json = try JSONEncoder().encode(ScreenMapView(state, appearance: .light))
        #expect(json.count < 100_000)
        // Drawn at the map's zoom, no kept point is more than the tolerance (half a point) off the app's line:
        // every 1,000th point of the app's line is within it of the simplified one.
        let tolerance = OverlaySimplification.tolerance(zoom: state.zoom, pitched: false)
        let kept = line.map { MKMapPoint(CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)) }
        var segment = 0
        for index in stride(from: 0, to: count, by: 1_000) {
            let point = MKMapPoint(points[index])
            // The line goes one way (east): the nearest segment is at or after the last one found.
            while segment + 1 < kept.count - 1, kept[segment + 1].x < point.x { segment += 1 }
            let distance = [segment, max(segment - 1, 0)].map { Self.distance(point, kept[$0], kept[$0 + 1]) }.min()!
            #expect(distance <= tolerance * 1.01, "point \(index)")
        }
    }

    @Test func linesUpToAThousandPointsAreCarriedExactly() throws {
        let renderers = Renderers()
        var points = (0..<1_000).map { CLLocationCoordinate2D(latitude: 43.70 + Double($0) * 1e-6, longitude: 7.42) }
        let state = try snapshot { view in
            view.delegate = renderers
            view.addOverlay(MKPolyline(coordinates: &points, count: points.count))
        }
        #expect(try #require(state.overlays.first).points.count == 1_000)
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
        let line = try #require(state.overlays.first).points
        #expect(line.count <= OverlaySimplification.maximumPoints && line.count >= 2)
        #expect(abs(line[line.count - 1].longitude - points[points.count - 1].longitude) < 1e-9)
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
}
