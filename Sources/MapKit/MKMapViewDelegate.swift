#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// The object a map view tells about changes of its visible region and the user's location, and asks how to draw
/// overlays. Every method is optional: the defaults do nothing, and an overlay without a renderer is not drawn.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change.
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changes (called while it moves).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    /// The visible region changed.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The view for `annotation`; nil: the standard pin.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The renderer that draws `overlay`.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// Renderers were made for newly added overlays.
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The map view started following the user's location (`showsUserLocation` turned on).
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    /// The map view stopped following the user's location.
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    /// The user's location moved.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// The user tracking mode changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Without this method MapKit draws nothing for an overlay: a plain renderer, which draws nothing.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
}
#endif
