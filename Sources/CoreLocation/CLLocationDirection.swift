#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A direction in degrees clockwise from true north (0...359.9); negative: invalid.
public typealias CLLocationDirection = Double
#endif
