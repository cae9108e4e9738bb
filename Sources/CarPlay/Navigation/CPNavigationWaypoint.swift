import CoreLocation
import Foundation
import MapKit

/// A place along a route (iOS 26.4): a center point, the distance within which it counts as reached, its name and
/// address, the points where it can be entered and its time zone. Waypoints are immutable and can be sent between
/// threads.
@available(iOS 26.4, *)
open class CPNavigationWaypoint: NSObject, NSSecureCoding, @unchecked Sendable {
    /// Creates a waypoint from all its parts (Apple's designated initializer is the Objective-C one).
    init(
        _centerPoint centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, name: String?,
        address: String?, entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?
    ) {
        self._centerPoint = centerPoint
        self._locationThreshold = locationThreshold
        self._name = name
        self._address = address
        self._entryPoints = entryPoints
        self._timeZone = timeZone
        super.init()
    }

    /// Creates a waypoint. `address` separates its lines with newlines.
    public convenience init(
        centerPoint: CPLocationCoordinate3D, locationThreshold: Measurement<UnitLength>?, name: String?,
        address: String?, entryPoints: [CPLocationCoordinate3D], timeZone: TimeZone?
    ) {
        self.init(
            _centerPoint: centerPoint, locationThreshold: locationThreshold, name: name, address: address,
            entryPoints: entryPoints, timeZone: timeZone)
    }

    /// Creates a waypoint for a map item: its coordinate (altitude unknown, `CLLocationDistanceMax`), name, address
    /// lines and time zone.
    public convenience init(
        mapItem: MKMapItem, locationThreshold: Measurement<UnitLength>?, entryPoints: [CPLocationCoordinate3D]
    ) {
        let coordinate = mapItem.placemark.coordinate
        self.init(
            _centerPoint: CPLocationCoordinate3D(
                latitude: coordinate.latitude, longitude: coordinate.longitude, altitude: CLLocationDistanceMax),
            locationThreshold: locationThreshold, name: mapItem.name,
            address: Self.address(of: mapItem.placemark), entryPoints: entryPoints, timeZone: mapItem.timeZone)
    }

    /// A placemark's address as lines (Decision: the street line, the city line, the country), nil without any.
    private static func address(of placemark: MKPlacemark) -> String? {
        func line(_ parts: [String?], separator: String) -> String? {
            let present = parts.compactMap { $0 }
            return present.isEmpty ? nil : present.joined(separator: separator)
        }
        let cityLine = line(
            [placemark.locality, line([placemark.administrativeArea, placemark.postalCode], separator: " ")],
            separator: ", ")
        let lines = [
            line([placemark.subThoroughfare, placemark.thoroughfare], separator: " "), cityLine, placemark.country,
        ]
        return line(lines, separator: "\n")
    }

    // MARK: NSSecureCoding

    /// Waypoints support secure coding.
    open class var supportsSecureCoding: Bool { true }

    /// Archives every part of the waypoint.
    open func encode(with coder: NSCoder) {
        coder.encodeCoordinate(centerPoint, forKey: "centerPoint")
        coder.encodeLength(locationThreshold, forKey: "locationThreshold")
        coder.encode(name, forKey: "name")
        coder.encode(address, forKey: "address")
        coder.encodeCoordinates(entryPoints, forKey: "entryPoints")
        coder.encodeTimeZone(timeZone, forKey: "timeZone")
    }

    /// Decodes a waypoint that `encode(with:)` archived.
    public required init?(coder: NSCoder) {
        guard let centerPoint = coder.decodeCoordinate(forKey: "centerPoint"),
            let entryPoints = coder.decodeCoordinates(forKey: "entryPoints")
        else { return nil }
        self._centerPoint = centerPoint
        self._locationThreshold = coder.decodeLength(forKey: "locationThreshold")
        self._name = coder.decodeString(forKey: "name")
        self._address = coder.decodeString(forKey: "address")
        self._entryPoints = entryPoints
        self._timeZone = coder.decodeTimeZone(forKey: "timeZone")
        super.init()
    }

    /// The waypoint's center.
    open var centerPoint: CPLocationCoordinate3D { _centerPoint }
    private let _centerPoint: CPLocationCoordinate3D

    /// How far from the center point the user may be for the waypoint to count as reached; nil for the system's.
    open var locationThreshold: Measurement<UnitLength>? { _locationThreshold }
    private let _locationThreshold: Measurement<UnitLength>?

    /// The waypoint's name.
    open var name: String? { _name }
    private let _name: String?

    /// The waypoint's address, its lines separated by newlines.
    open var address: String? { _address }
    private let _address: String?

    /// Other points where the waypoint can be reached, such as a car park's entrances.
    open var entryPoints: [CPLocationCoordinate3D] { _entryPoints }
    private let _entryPoints: [CPLocationCoordinate3D]

    /// The waypoint's time zone, for arrival times.
    open var timeZone: TimeZone? { _timeZone }
    private let _timeZone: TimeZone?

    open override var description: String {
        "<CPNavigationWaypoint: \(cpAddress(of: self))> name: \(cpDescribe(name)), centerPoint: "
            + "(\(centerPoint.latitude), \(centerPoint.longitude), \(centerPoint.altitude)), "
            + "entryPoints: \(entryPoints.count)"
    }
}
