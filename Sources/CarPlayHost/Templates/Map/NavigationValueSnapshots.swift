import Foundation
@_spi(CarPlayHost) import CarPlay

// The small values navigation snapshots share: distances, travel estimates, angles, coordinates and waypoints.
//
// Decision: a snapshot holds finite numbers only, so that it encodes to JSON and equals itself (NaN does not). A
// non-finite distance or time reads as unknown (-1, drawn "--", as Apple draws negative values); a non-finite angle
// is left out; a non-finite latitude or longitude reads as the invalid coordinate (-180, -180), and an unknown
// altitude (`CLLocationDistanceMax`, or not finite) as nil.

/// A distance as the app gave it: the value in the app's unit, the unit's symbol, and the same distance in metres.
///
/// Kept apart rather than as a `Measurement`, because `Measurement` compares by converted value (1 km equals
/// 1000 m), while the car must notice when the app switches units: CarPlay shows a distance in the app's units.
public struct DistanceSnapshot: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The value in `unit`; -1 when unknown (the app gave a negative or non-finite value).
    public var value: Double
    /// The symbol of the app's unit ("m", "km", "mi", "ft", "yd"...).
    public var unit: String
    /// The distance in metres; negative when unknown.
    public var meters: Double

    public init(value: Double, unit: String, meters: Double) {
        self.value = value
        self.unit = unit
        self.meters = meters
    }

    /// A measurement in any unit. A non-finite value (or one whose metres are not finite) reads as unknown.
    public init(_ measurement: Measurement<UnitLength>) {
        let meters = measurement.converted(to: .meters).value
        unit = measurement.unit.symbol
        if measurement.value.isFinite, meters.isFinite {
            value = measurement.value + 0  // + 0 turns -0 into 0
            self.meters = meters + 0
        } else {
            value = -1
            self.meters = -1
        }
    }

    /// Whether the distance is known: zero or more (Apple draws a negative distance as "--").
    public var isKnown: Bool { meters >= 0 }

    /// The distance as a measurement in the app's unit when Foundation defines a unit with that symbol, else in
    /// metres.
    public var measurement: Measurement<UnitLength> {
        if let known = Self.units.first(where: { $0.symbol == unit }) {
            return Measurement(value: value, unit: known)
        }
        return Measurement(value: meters, unit: .meters)
    }

    /// The units a snapshot's symbol maps back to.
    static let units: [UnitLength] = [
        .meters, .kilometers, .centimeters, .millimeters, .decimeters, .decameters, .hectometers, .megameters,
        .miles, .yards, .feet, .inches, .nauticalMiles, .scandinavianMiles, .fathoms, .furlongs,
    ]

    public var description: String { "\(value) \(unit)" }
}

/// A `CPTravelEstimates`: the distance and time remaining to a maneuver or to the destination.
public struct TravelEstimatesSnapshot: Codable, Hashable, Sendable {
    /// The distance remaining, as the app gave it.
    public var distanceRemaining: DistanceSnapshot
    /// The distance to show (iOS 17.4): the distance remaining unless the app gave another, such as a rounded
    /// value. What the car draws.
    public var distanceRemainingToDisplay: DistanceSnapshot
    /// The time remaining in seconds; -1 when unknown (negative or non-finite).
    public var timeRemaining: Double

    /// Estimates; the displayed distance is the distance remaining unless given.
    public init(
        distanceRemaining: DistanceSnapshot, distanceRemainingToDisplay: DistanceSnapshot? = nil, timeRemaining: Double
    ) {
        self.distanceRemaining = distanceRemaining
        self.distanceRemainingToDisplay = distanceRemainingToDisplay ?? distanceRemaining
        self.timeRemaining = Self.time(timeRemaining)
    }

    init(_ estimates: CPTravelEstimates) {
        distanceRemaining = DistanceSnapshot(estimates.distanceRemaining)
        distanceRemainingToDisplay = DistanceSnapshot(estimates.distanceRemainingToDisplay)
        timeRemaining = Self.time(estimates.timeRemaining)
    }

    /// Whether the displayed distance is known (drawn "--" otherwise).
    public var isDistanceKnown: Bool { distanceRemainingToDisplay.isKnown }
    /// Whether the time is known (drawn "--" otherwise).
    public var isTimeKnown: Bool { timeRemaining >= 0 }

    /// A time as a snapshot keeps it: negative and non-finite values read -1 (unknown).
    private static func time(_ seconds: Double) -> Double {
        seconds.isFinite && seconds >= 0 ? seconds + 0 : -1
    }
}

/// Angles in degrees, as navigation snapshots keep them.
enum AngleValue {
    /// An angle in degrees, turned into -180...180 and rounded to a millionth of a degree (so π/2 radians reads 90);
    /// nil when not finite.
    static func degrees(_ angle: Measurement<UnitAngle>) -> Double? {
        var degrees = angle.converted(to: .degrees).value
        guard degrees.isFinite else { return nil }
        degrees = degrees.truncatingRemainder(dividingBy: 360)
        if degrees > 180 { degrees -= 360 }
        if degrees < -180 { degrees += 360 }
        return (degrees * 1_000_000).rounded() / 1_000_000 + 0
    }

    /// Angles in degrees, in the order given, leaving out non-finite ones.
    static func degrees(_ angles: [Measurement<UnitAngle>]) -> [Double] {
        angles.compactMap(degrees)
    }
}

/// A coordinate: latitude and longitude in degrees, and the altitude in metres when known.
public struct CoordinateSnapshot: Codable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double
    /// Metres above sea level; nil when unknown (`CLLocationDistanceMax`).
    public var altitude: Double?

    public init(latitude: Double, longitude: Double, altitude: Double? = nil) {
        let valid = latitude.isFinite && longitude.isFinite
        self.latitude = valid ? latitude + 0 : kCLLocationCoordinate2DInvalid.latitude
        self.longitude = valid ? longitude + 0 : kCLLocationCoordinate2DInvalid.longitude
        if let altitude, altitude.isFinite, altitude < CLLocationDistanceMax {
            self.altitude = altitude + 0
        } else {
            self.altitude = nil
        }
    }

    init(_ coordinate: CPLocationCoordinate3D) {
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude, altitude: coordinate.altitude)
    }

    init(_ coordinate: CLLocationCoordinate2D) {
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// Whether the latitude is within ±90° and the longitude within ±180° (not the invalid coordinate).
    public var isValid: Bool {
        (-90...90).contains(latitude) && (-180...180).contains(longitude)
            && !(latitude == kCLLocationCoordinate2DInvalid.latitude
                && longitude == kCLLocationCoordinate2DInvalid.longitude)
    }
}

/// A `CPNavigationWaypoint` (iOS 26.4): a stop of a trip.
public struct NavigationWaypointSnapshot: Codable, Hashable, Sendable {
    public var centerPoint: CoordinateSnapshot
    /// How close counts as arrived; nil when the app gave none.
    public var locationThreshold: DistanceSnapshot?
    public var name: String?
    /// Newline-separated address lines.
    public var address: String?
    /// Alternative access points.
    public var entryPoints: [CoordinateSnapshot]
    /// The time zone's identifier ("Europe/Berlin").
    public var timeZone: String?

    public init(
        centerPoint: CoordinateSnapshot, locationThreshold: DistanceSnapshot? = nil, name: String? = nil,
        address: String? = nil, entryPoints: [CoordinateSnapshot] = [], timeZone: String? = nil
    ) {
        self.centerPoint = centerPoint
        self.locationThreshold = locationThreshold
        self.name = name
        self.address = address
        self.entryPoints = entryPoints
        self.timeZone = timeZone
    }

    init(_ waypoint: CPNavigationWaypoint) {
        centerPoint = CoordinateSnapshot(waypoint.centerPoint)
        locationThreshold = waypoint.locationThreshold.map(DistanceSnapshot.init)
        name = waypoint.name
        address = waypoint.address
        entryPoints = waypoint.entryPoints.map(CoordinateSnapshot.init)
        timeZone = waypoint.timeZone?.identifier
    }

    /// The address's lines, without empty ones.
    public var addressLines: [String] {
        (address ?? "").split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
}

/// A `CPMapTemplateWaypoint` (iOS 26.4): a waypoint with its travel estimates.
public struct MapTemplateWaypointSnapshot: Codable, Hashable, Sendable {
    public var waypoint: NavigationWaypointSnapshot
    public var travelEstimates: TravelEstimatesSnapshot

    public init(waypoint: NavigationWaypointSnapshot, travelEstimates: TravelEstimatesSnapshot) {
        self.waypoint = waypoint
        self.travelEstimates = travelEstimates
    }

    init(_ waypoint: CPMapTemplateWaypoint) {
        self.waypoint = NavigationWaypointSnapshot(waypoint.waypoint)
        travelEstimates = TravelEstimatesSnapshot(waypoint.travelEstimates)
    }
}
