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
}
