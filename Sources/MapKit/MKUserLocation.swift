#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// The user's position on a map view: where the car is, as the car reports it (`showsUserLocation`).
open class MKUserLocation: NSObject, MKAnnotation {
    /// The last position reported; nil before the first.
    open internal(set) var location: CLLocation?
    /// Whether the map view is following the position (it shows the user's location).
    open internal(set) var isUpdating = false
    /// The callout's title ("My Location" by default).
    open var title: String? = "My Location"
    open var subtitle: String?

    public override init() { super.init() }

    /// The position, or an invalid coordinate before the first.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
}
#endif
