#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// An abstract annotation with a title and subtitle; the base of polylines, polygons and point annotations.
open class MKShape: NSObject, MKAnnotation {
    open var title: String?
    open var subtitle: String?

    public override init() { super.init() }

    /// The shape's centre: its subclasses answer.
    open var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
}
#endif
