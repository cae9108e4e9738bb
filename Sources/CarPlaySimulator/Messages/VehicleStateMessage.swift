import CarPlayHost
import Foundation

/// The car's vehicle in `CarState.vehicle`: where it is and how it moves, as its GPS reports it.
///
/// `latitude`/`longitude` in degrees (6 decimals, about 10 cm), `speed` in metres per second (2 decimals), `course`
/// in degrees clockwise from true north (1 decimal; null while the car never moved), `altitude` in metres (null when
/// the drive knows none).
public struct VehicleStateMessage: Codable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    public var speed: Double
    public var course: Double?
    public var altitude: Double?

    public init(_ state: VehicleState) {
        latitude = Self.rounded(state.coordinate.latitude, 1e6)
        longitude = Self.rounded(state.coordinate.longitude, 1e6)
        speed = Self.rounded(max(state.speed, 0), 100)
        course = state.course < 0 ? nil : Self.rounded(state.course, 10)
        altitude = state.hasAltitude ? Self.rounded(state.altitude, 10) : nil
    }

    enum CodingKeys: String, CodingKey { case latitude, longitude, speed, course, altitude }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
        try container.encode(speed, forKey: .speed)
        try container.encode(course, forKey: .course)
        try container.encode(altitude, forKey: .altitude)
    }

    /// The JSON `encode(to:)` writes, written without an encoder (a driving car's state changes every second). A
    /// number JSON cannot hold (only a message changed after it was made can have one) goes through the encoder,
    /// which throws for it.
    public func json() throws -> JSONValue {
        guard latitude.isFinite, longitude.isFinite, speed.isFinite, course?.isFinite ?? true,
            altitude?.isFinite ?? true
        else { return try JSONValueEncoder.encode(self) }
        return .object([
            CodingKeys.latitude.rawValue: .number(latitude), CodingKeys.longitude.rawValue: .number(longitude),
            CodingKeys.speed.rawValue: .number(speed), CodingKeys.course.rawValue: course.map { .number($0) } ?? .null,
            CodingKeys.altitude.rawValue: altitude.map { .number($0) } ?? .null,
        ])
    }

    /// `value` to the nearest 1/`scale` (a non-finite value, which a GPS never reports, as 0).
    private static func rounded(_ value: Double, _ scale: Double) -> Double {
        value.isFinite ? (value * scale).rounded() / scale : 0
    }
}
