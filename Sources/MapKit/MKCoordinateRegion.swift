#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A rectangular geographic region that centers around a specific latitude and longitude.
public struct MKCoordinateRegion: Sendable {
    /// The center point of the region.
    public var center: CLLocationCoordinate2D
    /// The horizontal and vertical span of the region.
    public var span: MKCoordinateSpan

    /// A region centred on (0, 0) with a zero span.
    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    /// Creates a region from a center and a span.
    public init(center centerCoordinate: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = centerCoordinate
        self.span = span
    }

    /// Creates a region from a center and distances in meters, using the lengths of a degree of latitude and
    /// longitude on the WGS 84 ellipsoid at the center's latitude.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let phi = centerCoordinate.latitude * .pi / 180
        let metersPerDegreeLatitude = 111_132.92 - 559.82 * cos(2 * phi) + 1.175 * cos(4 * phi) - 0.0023 * cos(6 * phi)
        let metersPerDegreeLongitude = 111_412.84 * cos(phi) - 93.5 * cos(3 * phi) + 0.118 * cos(5 * phi)
        let latitudeDelta = latitudinalMeters / metersPerDegreeLatitude
        let longitudeDelta = metersPerDegreeLongitude > 1e-9 ? longitudinalMeters / metersPerDegreeLongitude : 360
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(latitudeDelta: min(latitudeDelta, 180), longitudeDelta: min(longitudeDelta, 360)))
    }
}
#endif
