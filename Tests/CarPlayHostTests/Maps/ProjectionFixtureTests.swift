@testable import CarPlayHost
import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// The page draws a map view's coordinates where the host's `MKMapView` says they are: the points of
/// Tests/Web/fixtures/projection.json are the host's (`MKMapView.convert(_:toPointTo:)` for the camera the Screen's
/// `mapView` carries), and the page's unit tests project the same coordinates with `projection.js` and must land on
/// them. So the projection is one fact, checked on both sides. `CARPLAY_WRITE_FIXTURES=1` writes the fixture again.
@MainActor @Suite struct ProjectionFixtureTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Web/fixtures/projection.json")

    /// Cameras over Monaco (and one far north) in frames of the displays' map sizes, turned and not.
    static let cameras:
        [(center: CLLocationCoordinate2D, distance: Double, heading: Double, width: Double, height: Double)] = [
            (CLLocationCoordinate2D(latitude: 43.7384, longitude: 7.4246), 1_500, 0, 400, 240),
            (CLLocationCoordinate2D(latitude: 43.7384, longitude: 7.4246), 600, 37, 640, 240),
            (CLLocationCoordinate2D(latitude: 43.7311, longitude: 7.4197), 9_000, 270, 300, 400),
            (CLLocationCoordinate2D(latitude: 69.6492, longitude: 18.9553), 3_000, 120, 374, 228),
        ]

    static func round(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }

    /// The fixture's cases as the host makes them: each camera as the Screen writes it and the host's points for
    /// coordinates around its centre.
    static func cases() -> JSONValue {
        .array(
            cameras.map { camera in
                let view = MKMapView(frame: CGRect(x: 0, y: 0, width: camera.width, height: camera.height))
                view.camera = MKMapCamera(
                    lookingAtCenter: camera.center, fromDistance: camera.distance, pitch: 0, heading: camera.heading)
                let settings = MapViewState(view, attribution: nil).settings
                let points: [JSONValue] = [(0.0, 0.0), (0.004, 0.0), (0.0, 0.006), (-0.003, -0.005), (0.01, 0.02)].map {
                    offset in
                    let coordinate = CLLocationCoordinate2D(
                        latitude: camera.center.latitude + offset.0, longitude: camera.center.longitude + offset.1)
                    let point = view.convert(coordinate, toPointTo: view)
                    return .array([
                        .number(coordinate.latitude), .number(coordinate.longitude), .number(round(Double(point.x))),
                        .number(round(Double(point.y))),
                    ])
                }
                return .object([
                    "mapView": .object([
                        "center": .object([
                            "latitude": .number(settings.center.latitude),
                            "longitude": .number(settings.center.longitude),
                        ]),
                        "zoom": .number(round(settings.zoom)), "heading": .number(settings.heading),
                        "pitch": .number(settings.pitch),
                    ]),
                    "width": .number(camera.width), "height": .number(camera.height),
                    "points": .array(points),
                ])
            })
    }

    @Test func thePagesFixtureIsTheHostsProjection() throws {
        let made = Self.cases()
        if ProcessInfo.processInfo.environment["CARPLAY_WRITE_FIXTURES"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try (encoder.encode(made) + Data("\n".utf8)).write(to: Self.fixture)
        }
        let fixture = try JSONValue.parse(Data(contentsOf: Self.fixture))
        expectEqual(fixture, made, "projection.json is the host's projection (CARPLAY_WRITE_FIXTURES=1)")
    }
}
