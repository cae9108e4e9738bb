#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// Where a map view looks from: the coordinate at the centre, the distance from the eye to it, the heading the top
/// of the view faces and how far the view tilts away from looking straight down.
open class MKMapCamera: NSObject, NSCopying {
    /// The coordinate at the centre of the view.
    open var centerCoordinate = CLLocationCoordinate2D()
    /// The distance in metres from the eye to the centre coordinate.
    open var centerCoordinateDistance: CLLocationDistance = 0
    /// The direction the top of the view faces, in degrees clockwise from north.
    open var heading: CLLocationDirection = 0
    /// The tilt in degrees: 0 looks straight down.
    open var pitch: CGFloat = 0

    public override init() { super.init() }

    /// A camera looking at `centerCoordinate` from `distance` metres, tilted by `pitch`, the top facing `heading`.
    public convenience init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// The eye's altitude above the ground in metres (the distance shortened by the pitch).
    open var altitude: CLLocationDistance {
        get { centerCoordinateDistance * cos(Double(pitch) * .pi / 180) }
        set {
            let factor = cos(Double(pitch) * .pi / 180)
            centerCoordinateDistance = factor > 1e-6 ? newValue / factor : newValue
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        MKMapCamera(
            lookingAtCenter: centerCoordinate, fromDistance: centerCoordinateDistance, pitch: pitch, heading: heading)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MKMapCamera else { return false }
        return other.centerCoordinate.latitude == centerCoordinate.latitude
            && other.centerCoordinate.longitude == centerCoordinate.longitude
            && other.centerCoordinateDistance == centerCoordinateDistance && other.heading == heading
            && other.pitch == pitch
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(centerCoordinate.latitude)
        hasher.combine(centerCoordinate.longitude)
        hasher.combine(centerCoordinateDistance)
        hasher.combine(heading)
        return hasher.finalize()
    }

    open override var description: String {
        "<MKMapCamera center \(centerCoordinate.latitude), \(centerCoordinate.longitude) distance "
            + "\(centerCoordinateDistance) heading \(heading) pitch \(pitch)>"
    }
}
#endif
