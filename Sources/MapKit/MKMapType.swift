#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kind of map a map view shows. The car draws every kind from its vector data: imagery is not available, so
/// the satellite kinds show the standard map (the host reports the kind as the app set it).
public enum MKMapType: UInt, Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}
#endif
