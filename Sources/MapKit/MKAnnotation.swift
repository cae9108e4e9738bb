#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// An object placed on a map at a coordinate, with an optional title and subtitle.
public protocol MKAnnotation: NSObjectProtocol {
    /// The point on the map.
    var coordinate: CLLocationCoordinate2D { get }
    /// The title shown in the callout.
    var title: String? { get }
    /// The subtitle shown in the callout.
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// An annotation drawn as a shape covering an area of the map.
public protocol MKOverlay: MKAnnotation {
    /// The smallest rectangle of map points that holds the overlay.
    var boundingMapRect: MKMapRect { get }
}
#endif
