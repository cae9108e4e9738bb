#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// The car's position crosses the line between CoreLocation and the car as these values: each `CLLocationManager`
// is a client of its app's environment (`PlatformHostEnvironment.locationClientDidChange(_:)`), the car answers the
// app's authorization requests and sends its clients events on the main actor.

/// A fix of the car's position, as CoreLocation receives it. Negative accuracies and courses mean "invalid", as in
/// `CLLocation`.
@_spi(CarPlayHost) public struct PlatformLocationFix: Hashable, Sendable {
    public var coordinate: PlatformCoordinate
    /// Metres above sea level.
    public var altitude: Double
    public var horizontalAccuracy: Double
    public var verticalAccuracy: Double
    /// Degrees clockwise from true north.
    public var course: Double
    public var courseAccuracy: Double
    /// Metres per second.
    public var speed: Double
    public var speedAccuracy: Double
    public var timestamp: Date

    public init(
        coordinate: PlatformCoordinate, altitude: Double, horizontalAccuracy: Double, verticalAccuracy: Double,
        course: Double, courseAccuracy: Double, speed: Double, speedAccuracy: Double, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }
}

/// The app's location authorization (raw values of `CLAuthorizationStatus`).
@_spi(CarPlayHost) public enum PlatformLocationAuthorization: Int32, Hashable, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// Whether the app may receive the car's position.
    public var isAuthorized: Bool { self == .authorizedAlways || self == .authorizedWhenInUse }
}

/// What a location client wants from the car now.
@_spi(CarPlayHost) public struct PlatformLocationNeeds: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Every position (`startUpdatingLocation()`).
    public static let updatingLocation = PlatformLocationNeeds(rawValue: 1 << 0)
    /// One position (`requestLocation()`).
    public static let oneLocation = PlatformLocationNeeds(rawValue: 1 << 1)
    /// The heading (`startUpdatingHeading()`).
    public static let updatingHeading = PlatformLocationNeeds(rawValue: 1 << 2)
}

/// What the car tells a location client.
@_spi(CarPlayHost) public enum PlatformLocationEvent: Hashable, Sendable {
    /// The client was made, or the app's authorization changed.
    case authorizationChanged
    /// A position of the car.
    case location(PlatformLocationFix)
    /// The car's heading (its course, from the same fix).
    case heading(PlatformLocationFix)
    /// The app may not have the position (`CLError.Code.denied`).
    case denied
    /// The car has no position to give (`CLError.Code.locationUnknown`).
    case locationUnknown
}

/// A `CLLocationManager` as the car sees it. The car holds it weakly and calls it on the main actor.
@_spi(CarPlayHost) @MainActor public protocol PlatformLocationClient: AnyObject {
    /// What the client wants now.
    var platformLocationNeeds: PlatformLocationNeeds { get }
    /// An event for the client (it tells its delegate, filtering positions by its distance and heading filters).
    func receive(_ event: PlatformLocationEvent)
}
#endif
