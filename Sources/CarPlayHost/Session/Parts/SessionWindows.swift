import Foundation
@_spi(CarPlayHost) import MapKit
@_spi(CarPlayHost) import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// The last part of the session's layout step for an app's window (the navigation app's window under the map
/// template, the Dashboard tile, the instrument cluster), one session's part: after the window was given its size
/// and safe area (`WindowGeometry`), the car tells its map views where it is, then the window is copied.
///
/// No state of its own; the members take the session as `context` for the car's position, map and image store.
@MainActor
enum SessionWindows {
    /// `window` as the car draws it now; run it as the app (`runAsApp`). First the car tells the window's map views,
    /// visible or not, where it is and where it heads (the session's location fix, as `CLLocationManager` receives
    /// it): their user location moves, their delegates hear it and tracking maps follow. A car nowhere on Earth
    /// tells them nothing. Then the window is copied (`ViewSnapshot(window:attribution:)`) with the car map's
    /// attribution, its images recorded into the session's image store; what the copy says about its map views'
    /// overlays (too many points) goes to the car's log, once.
    static func snapshot(_ window: UIWindow, context: any SessionContext) -> ViewSnapshot {
        if let fix = LocationServices.currentFix(context: context) {
            let location = CLLocation(
                coordinate: CLLocationCoordinate2D(
                    latitude: fix.coordinate.latitude, longitude: fix.coordinate.longitude),
                altitude: fix.altitude, horizontalAccuracy: fix.horizontalAccuracy,
                verticalAccuracy: fix.verticalAccuracy,
                course: fix.course, courseAccuracy: fix.courseAccuracy, speed: fix.speed,
                speedAccuracy: fix.speedAccuracy,
                timestamp: fix.timestamp)
            // The car's course turns a map that follows with heading (a car placed and never moved has none: -1).
            for mapView in mapViews(in: window) {
                mapView._hostUpdateUserLocation(location, course: fix.course)
            }
        }
        let snapshot = context.snapshotting {
            ViewSnapshot(window: window, attribution: context.carMap?.attribution)
        }
        for note in WindowLayout.mapNotes(in: snapshot) { context.logs.noteOnce(note) }
        return snapshot
    }

    /// The map views in a view's tree, visible or not.
    static func mapViews(in view: UIView) -> [MKMapView] {
        var found: [MKMapView] = []
        var views = [view]
        while let current = views.popLast() {
            if let mapView = current as? MKMapView { found.append(mapView) }
            views += current.subviews
        }
        return found
    }
}
