import CarPlayHost
import Foundation

/// A navigation app's `MKMapView`s as the car draws them: the map nodes of the screen, with their camera, overlays
/// (shapes and styles), annotations and the user's location, for assertions.
extension TestCar {
    /// The map views on screen (in the app's window under the map template), back to front.
    public var mapViewNodes: [ScreenNode] { screen.nodes(.mapView) }

    /// The front-most map view on screen, nil without one: its camera, overlays, annotations and user location.
    public var mapView: ScreenMapView? { mapViewNodes.last?.mapView }
}
