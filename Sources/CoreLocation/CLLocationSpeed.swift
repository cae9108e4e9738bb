#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The instantaneous speed of the device, in meters per second (negative: invalid).
public typealias CLLocationSpeed = Double
/// The accuracy of a speed value, in meters per second (negative: invalid).
public typealias CLLocationSpeedAccuracy = Double
#endif
