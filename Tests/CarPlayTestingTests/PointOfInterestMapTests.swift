import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// A point-of-interest app that records the regions the driver moved its map to.
final class RegionRecorder: UIResponder, CPTemplateApplicationSceneDelegate, CPPointOfInterestTemplateDelegate {
    var regions: [MKCoordinateRegion] = []
    let template: CPPointOfInterestTemplate

    required init() {
        func point(_ title: String, _ latitude: Double, _ longitude: Double) -> CPPointOfInterest {
            CPPointOfInterest(
                location: MKMapItem(
                    placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude))
                ),
                title: title, subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
                pinImage: nil)
        }
        template = CPPointOfInterestTemplate(
            title: "Car Parks",
            pointsOfInterest: [point("Harbour", 43.7347, 7.4206), point("Casino", 43.7394, 7.4281)], selectedIndex: 0)
        super.init()
        template.pointOfInterestDelegate = self
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
    }

    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
    ) {
        regions.append(region)
    }

    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate,
        didSelectPointOfInterest pointOfInterest: CPPointOfInterest
    ) {}
}

/// The driver pans and zooms a point-of-interest template's map: the map and its pins follow, and the app hears the
/// region it shows when the gesture ends.
@MainActor @Suite struct PointOfInterestMapTests {
    func connected(_ display: DisplayConfiguration = .standard) -> (TestCar, RegionRecorder) {
        let car = TestCar(category: .parking, bundleIdentifier: "com.example.parks")
        car.display = display
        let app = RegionRecorder()
        car.connect(app)
        return (car, app)
    }

    func map(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .map } }

    @Test func aDragPansTheMapAndTheAppHearsTheNewRegion() throws {
        let (car, app) = connected()
        let before = try require(map(car)?.mapView?.center)
        let pinsBefore = try require(map(car)?.children.filter { $0.role == .pin }.map(\.frame.center))
        expectEqual(car.drag(by: Point(x: -40, y: 30)), .handled)
        let after = try require(map(car)?.mapView?.center)
        expectTrue(after.longitude > before.longitude && after.latitude > before.latitude, "the map follows the finger")
        let pinsAfter = try require(map(car)?.children.filter { $0.role == .pin }.map(\.frame.center))
        expectTrue(
            zip(pinsBefore, pinsAfter).allSatisfy { abs($1.x - $0.x + 40) < 0.5 && abs($1.y - $0.y - 30) < 0.5 },
            "the pins move with it: \(pinsBefore) → \(pinsAfter)")
        let region = try require(app.regions.last)
        expectEqual(app.regions.count, 1, "once, when the drag ends")
        expectTrue(
            abs(region.center.latitude - after.latitude) < 1e-5 && abs(region.center.longitude - after.longitude) < 1e-5
        )
        expectTrue(region.span.latitudeDelta > 0 && region.span.longitudeDelta > region.span.latitudeDelta / 2)
        expectTrue(car.session.callbackLog.contains("pointOfInterestTemplate(_:didChangeMapRegion:)"))
    }

    @Test func aPinchZoomsOnMultitouchDisplaysWithinItsRange() throws {
        let (car, app) = connected(.widescreenMultitouch)
        let zoom = try require(map(car)?.mapView?.zoom)
        expectEqual(car.pinch(scale: 0.25, center: Point(x: 600, y: 200)), .handled)
        let out = try require(map(car)?.mapView?.zoom)
        expectLess(abs(out - (zoom - 2)), 0.01, "a quarter of the scale is two zoom levels out")
        expectTrue(app.regions.count == 1 && (app.regions.last?.span.longitudeDelta ?? 0) > 0)
        expectEqual(car.pinch(scale: 1000, center: Point(x: 600, y: 200)), .handled)
        expectEqual(map(car)?.mapView?.zoom, 17, "no closer than the closest zoom")
        // The standard display takes no pinch (one finger).
        let (standard, _) = connected()
        expectEqual(standard.pinch(scale: 2, center: Point(x: 400, y: 200)), .unsupported)
    }
}
