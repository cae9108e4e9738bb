import Foundation
import OpenStreetMap

/// Where the car is and how it moves at one instant: what its GPS reports.
public struct VehicleState: Hashable, Sendable {
    /// The car's position.
    public var coordinate: Coordinate
    /// Metres above sea level (0 when the drive knows no elevation).
    public var altitude: Double
    /// Whether `altitude` was measured (a GPX track's `<ele>`).
    public var hasAltitude: Bool
    /// The direction the car points, degrees clockwise from true north; negative when unknown (a car that was
    /// placed and never moved).
    public var course: Double
    /// The way the car points for routes from where it is: its course, nil while unknown.
    public var heading: Double? { course >= 0 && course < 360 ? course : nil }
    /// Metres per second (0 when standing).
    public var speed: Double
    /// When the car was there.
    public var timestamp: Date

    public init(
        coordinate: Coordinate, altitude: Double = 0, hasAltitude: Bool = false, course: Double = -1,
        speed: Double = 0, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.hasAltitude = hasAltitude
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
    }
}
