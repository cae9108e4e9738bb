import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import MapKit
@_spi(CarPlayHost) import UIKit
import OpenStreetMap
@testable import CarPlayHost

@MainActor
@Suite("Session parts: app windows")
struct SessionWindowsTests {
    @Test("the map views of a window are found however deep, visible or not")
    func mapViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let container = UIView(frame: window.bounds)
        let hidden = MKMapView(frame: window.bounds)
        hidden.isHidden = true
        container.addSubview(hidden)
        window.addSubview(container)
        window.addSubview(MKMapView(frame: window.bounds))
        expectEqual(SessionWindows.mapViews(in: window).count, 2)
        expectEqual(SessionWindows.mapViews(in: container).map { $0 === hidden }, [true])
    }

    @Test("a window's map views learn where the car is before the window is copied")
    func tellsTheMapViews() {
        let (session, _) = PartsTestApp.session()
        session.placeVehicle(at: Coordinate(latitude: 43.7384, longitude: 7.4246))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let map = MKMapView(frame: window.bounds)
        window.addSubview(map)
        _ = session.runAsApp { SessionWindows.snapshot(window, context: session) }
        expectLess(abs((map.userLocation.location?.coordinate.latitude ?? 0) - 43.7384), 1e-9)
    }
}
