#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// The points of interest of an area, for `MKLocalSearch(request:)`: a circle around a coordinate, or a region;
/// optionally only some categories. The car answers from its map's places, nearest the centre first.
@available(iOS 14.0, *)
open class MKLocalPointsOfInterestRequest: NSObject, NSCopying {
    /// The farthest from the centre points of interest are fetched; a larger radius counts as this one.
    /// Decision: Apple does not document the value of `MKPointsOfInterestRequestMaxRadius`; 2 km here.
    public static let maxRadius: CLLocationDistance = 2000

    /// The centre of the area searched.
    open private(set) var coordinate: CLLocationCoordinate2D
    /// The radius given, or the longest distance from the region's centre to its edge.
    open private(set) var radius: CLLocationDistance
    /// The area searched: the region given, or the square around the circle.
    open private(set) var region: MKCoordinateRegion
    /// Which categories of points of interest to find (nil: all).
    @NSCopying open var pointOfInterestFilter: MKPointOfInterestFilter?

    /// The points of interest within `radius` metres of `coordinate`.
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate
        self.radius = radius
        region = MKCoordinateRegion(center: coordinate, latitudinalMeters: radius * 2, longitudinalMeters: radius * 2)
        super.init()
    }

    /// The points of interest of `region`.
    public init(coordinateRegion region: MKCoordinateRegion) {
        self.region = region
        coordinate = region.center
        let corner = CLLocation(
            latitude: region.center.latitude + region.span.latitudeDelta / 2,
            longitude: region.center.longitude + region.span.longitudeDelta / 2)
        let center = CLLocation(latitude: region.center.latitude, longitude: region.center.longitude)
        radius = CLLocationCoordinate2DIsValid(region.center) ? corner.distance(from: center) : 0
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = MKLocalPointsOfInterestRequest(center: coordinate, radius: radius)
        copy.region = region
        copy.pointOfInterestFilter = pointOfInterestFilter
        return copy
    }
}
#endif
