#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A latitude or longitude value specified in degrees.
public typealias CLLocationDegrees = Double
/// A distance measurement (in meters) from an existing location.
public typealias CLLocationDistance = Double

/// The latitude and longitude associated with a location, specified using the WGS 84 reference frame.
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude in degrees (positive north of the equator).
    public var latitude: CLLocationDegrees
    /// The longitude in degrees (positive east of the meridian).
    public var longitude: CLLocationDegrees

    /// The coordinate (0, 0).
    public init() {
        latitude = 0
        longitude = 0
    }

    /// Creates a coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether the coordinate is valid: latitude in -90...90 and longitude in -180...180.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// An invalid coordinate (-180, -180).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
#endif
