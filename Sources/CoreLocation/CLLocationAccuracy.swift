#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The accuracy of a geographical coordinate, in metres (negative: invalid); the manager's desired accuracy.
public typealias CLLocationAccuracy = Double

/// The highest possible accuracy that uses additional sensor data to facilitate navigation apps.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The best level of accuracy available.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Accurate to within ten meters of the desired target.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Accurate to within one hundred meters.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Accurate to the nearest kilometer.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Accurate to the nearest three kilometers.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// The level of accuracy used when an app isn’t authorized for full accuracy location data.
@available(iOS 14.0, *)
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
#endif
