#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// The width and height of a map region, in degrees.
public struct MKCoordinateSpan: Sendable {
    /// The north-to-south distance in degrees (one degree ≈ 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// The east-to-west distance in degrees (shrinks toward the poles).
    public var longitudeDelta: CLLocationDegrees

    /// A zero span.
    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    /// Creates a span.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}
#endif
