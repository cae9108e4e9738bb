#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A value of the geomagnetic field along one axis, in microteslas.
public typealias CLHeadingComponentValue = Double

/// The orientation of the user’s device, relative to true or magnetic north. In a car: the direction the car
/// drives, from its position fixes.
open class CLHeading: NSObject, NSCopying, @unchecked Sendable {
    /// The heading (measured in degrees) relative to magnetic north.
    open private(set) var magneticHeading: CLLocationDirection
    /// The heading (measured in degrees) relative to true north.
    open private(set) var trueHeading: CLLocationDirection
    /// The maximum deviation (measured in degrees) between the reported heading and the true geomagnetic heading;
    /// negative when invalid.
    open private(set) var headingAccuracy: CLLocationDirection
    /// The geomagnetic data measured for the x-axis.
    open private(set) var x: CLHeadingComponentValue
    /// The geomagnetic data measured for the y-axis.
    open private(set) var y: CLHeadingComponentValue
    /// The geomagnetic data measured for the z-axis.
    open private(set) var z: CLHeadingComponentValue
    /// The time at which this heading was determined.
    open private(set) var timestamp: Date

    public override init() {
        magneticHeading = 0
        trueHeading = -1
        headingAccuracy = -1
        x = 0
        y = 0
        z = 0
        timestamp = Date()
        super.init()
    }

    /// A heading of the car: its course, as true and magnetic heading (the car models no declination), with the
    /// horizontal field of a level compass pointing along it.
    init(course: CLLocationDirection, accuracy: CLLocationDirection, timestamp: Date) {
        magneticHeading = course
        trueHeading = course
        headingAccuracy = accuracy
        // Decision: a level compass in a typical mid-latitude field (~ 25 µT horizontal, ~ 40 µT down): the device's
        // y axis points along the course, so north appears rotated by -course.
        let radians = course * .pi / 180
        x = -25 * sin(radians)
        y = 25 * cos(radians)
        z = -40
        self.timestamp = timestamp
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        "magneticHeading \(String(format: "%.2f", magneticHeading)) trueHeading \(String(format: "%.2f", trueHeading)) "
            + "accuracy \(String(format: "%.2f", headingAccuracy)) x \(String(format: "%+.3f", x)) "
            + "y \(String(format: "%+.3f", y)) z \(String(format: "%+.3f", z)) @ \(timestamp)"
    }
}
#endif
