import CoreLocation
import Foundation

/// A coordinate with an altitude (iOS 26.4): waypoints' centers and entry points, and the points along a route
/// segment. A C structure in Apple's header, so Swift sees a plain value with a zero initializer.
@available(iOS 26.4, *)
public struct CPLocationCoordinate3D: Sendable {
    /// The latitude in degrees.
    public var latitude: CLLocationDegrees
    /// The longitude in degrees.
    public var longitude: CLLocationDegrees
    /// The elevation above sea level in meters; `CLLocationDistanceMax` when unknown.
    public var altitude: CLLocationDistance

    /// The coordinate (0, 0) at altitude 0.
    public init() {
        latitude = 0
        longitude = 0
        altitude = 0
    }

    /// Creates a coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees, altitude: CLLocationDistance) {
        self.latitude = latitude
        self.longitude = longitude
        self.altitude = altitude
    }
}
