#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A value for `CLLocationManager.distanceFilter`: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// A value for `CLLocationManager.headingFilter`: every heading change is reported.
public let kCLHeadingFilterNone: CLLocationDegrees = -1
#endif
