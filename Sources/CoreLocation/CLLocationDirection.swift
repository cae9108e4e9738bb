#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A direction in degrees relative to true north, clockwise (negative: invalid).
public typealias CLLocationDirection = Double
/// The accuracy of a direction value, in degrees (negative: invalid).
public typealias CLLocationDirectionAccuracy = Double
#endif
