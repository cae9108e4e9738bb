import Foundation

/// A position in degrees (WGS 84).
public struct Coordinate: Hashable, Sendable, CustomStringConvertible {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether this is a position on Earth: finite, latitude within ±90°, longitude within ±180°.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// The mean radius of the Earth, in metres.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres (haversine).
    public func distance(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180
        let lat2 = other.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (other.longitude - longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadius * asin(min(1, sqrt(a)))
    }

    /// The initial bearing towards `other`, in degrees clockwise from north (0..<360).
    public func bearing(to other: Coordinate) -> Double {
        let lat1 = latitude * .pi / 180
        let lat2 = other.latitude * .pi / 180
        let dLon = (other.longitude - longitude) * .pi / 180
        let y = sin(dLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(dLon)
        let degrees = atan2(y, x) * 180 / .pi
        return (degrees + 360).truncatingRemainder(dividingBy: 360)
    }

    public var description: String { String(format: "%.6f,%.6f", latitude, longitude) }
}

/// The signed difference between two bearings, in degrees (-180...180; positive: turning right).
public func bearingDifference(from: Double, to: Double) -> Double {
    var difference = (to - from).truncatingRemainder(dividingBy: 360)
    if difference > 180 { difference -= 360 }
    if difference < -180 { difference += 360 }
    return difference
}
