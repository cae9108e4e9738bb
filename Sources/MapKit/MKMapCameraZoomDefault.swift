#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A camera zoom range's distance that leaves MapKit's own limit in place (`MKMapView.CameraZoomRange`).
public let MKMapCameraZoomDefault: CLLocationDistance = -1
#endif
