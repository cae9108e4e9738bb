#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// The number of metres one map point spans at `latitude` (Web Mercator stretches the map away from the equator).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let clamped = min(max(latitude, -85.051_128_78), 85.051_128_78)
    return MKEarthCircumference * cos(clamped * .pi / 180) / MKMapSize.world.width
}

/// The number of map points one metre spans at `latitude`.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

/// The equatorial circumference of the sphere MapKit projects (WGS 84's semi-major axis), in metres.
let MKEarthCircumference: CLLocationDistance = 2 * .pi * 6_378_137
#endif
