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

    /// The foot of the perpendicular from this position to the segment from `a` to `b`: how far along it (0...1) and
    /// how far away (metres), on a local flat projection (for segments of a few kilometres at most).
    public func foot(onSegmentFrom a: Coordinate, to b: Coordinate) -> (fraction: Double, distance: Double) {
        let metresPerDegree = Self.earthRadius * .pi / 180
        let scale = cos(latitude * .pi / 180)
        func project(_ point: Coordinate) -> (x: Double, y: Double) {
            ((point.longitude - longitude) * scale * metresPerDegree, (point.latitude - latitude) * metresPerDegree)
        }
        let (pa, pb) = (project(a), project(b))
        let (dx, dy) = (pb.x - pa.x, pb.y - pa.y)
        let squared = dx * dx + dy * dy
        let t = squared > 0 ? min(1, max(0, -(pa.x * dx + pa.y * dy) / squared)) : 0
        let (x, y) = (pa.x + t * dx, pa.y + t * dy)
        return (t, (x * x + y * y).squareRoot())
    }
}

/// The signed difference between two bearings, in degrees (-180...180; positive: turning right).
public func bearingDifference(from: Double, to: Double) -> Double {
    var difference = (to - from).truncatingRemainder(dividingBy: 360)
    if difference > 180 { difference -= 360 }
    if difference < -180 { difference += 360 }
    return difference
}
