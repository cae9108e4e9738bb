#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
import _PlatformHost

/// The latitude, longitude and related data of a geographical location.
open class CLLocation: NSObject, NSCopying, @unchecked Sendable {
    /// Mean Earth radius (IUGG), used for great-circle distances.
    static let earthRadius: CLLocationDistance = 6_371_008.8

    /// The geographical coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude in meters.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty for the location, in meters; negative when invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The accuracy of the altitude, in meters; negative when invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction in which the device is traveling, in degrees clockwise from true north; negative when invalid.
    public let course: CLLocationDirection
    /// The accuracy of the course, in degrees; negative when invalid.
    @available(iOS 13.4, *)
    public var courseAccuracy: CLLocationDirectionAccuracy { storedCourseAccuracy }
    private let storedCourseAccuracy: CLLocationDirectionAccuracy
    /// The instantaneous speed of the device, in meters per second; negative when invalid.
    public let speed: CLLocationSpeed
    /// The accuracy of the speed, in meters per second; negative when invalid.
    @available(iOS 10.0, *)
    public var speedAccuracy: CLLocationSpeedAccuracy { storedSpeedAccuracy }
    private let storedSpeedAccuracy: CLLocationSpeedAccuracy
    /// The time at which this location was determined.
    public let timestamp: Date

    /// Creates a location object with the specified coordinate, altitude, course, and accuracy information.
    @available(iOS 13.4, *)
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection,
        courseAccuracy: CLLocationDirectionAccuracy, speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy,
        timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.storedCourseAccuracy = courseAccuracy
        self.speed = speed
        self.storedSpeedAccuracy = speedAccuracy
        self.timestamp = timestamp
        super.init()
    }

    /// Creates a location object with the specified coordinate, altitude, and course information (course and
    /// speed accuracies invalid).
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed,
        timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// Creates a location with a coordinate, altitude, accuracies and timestamp (course and speed invalid).
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance,
        horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// Creates a location with a latitude and longitude (altitude 0, accuracy 0, now).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, timestamp: Date())
    }

    /// The great-circle (haversine) distance in meters to another location.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        Self.greatCircleDistance(from: coordinate, to: location.coordinate)
    }

    /// The great-circle (haversine) distance in meters between two coordinates: `distance(from:)` without making
    /// locations (`MKMapPoint.distance(to:)` measures with it).
    package static func greatCircleDistance(
        from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D
    ) -> CLLocationDistance {
        let lat1 = start.latitude * .pi / 180
        let lat2 = end.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (end.longitude - start.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let lat = String(format: "%+.8f", coordinate.latitude)
        let lon = String(format: "%+.8f", coordinate.longitude)
        var text = "<\(lat),\(lon)> +/- \(PlatformFormat.number(horizontalAccuracy))m"
        if speed >= 0 || course >= 0 {
            text += " (speed \(String(format: "%.2f", speed)) mps / course \(String(format: "%.2f", course)))"
        }
        return text
    }
}
#endif
