#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Constants indicating whether the app is authorized to use location services.
public enum CLAuthorizationStatus: Int32, Sendable {
    /// The user has not chosen whether the app can use location services.
    case notDetermined = 0
    /// The app is not authorized to use location services (active restrictions).
    case restricted = 1
    /// The user denied the use of location services for the app or they are disabled globally in Settings.
    case denied = 2
    /// The user authorized the app to start location services at any time.
    case authorizedAlways = 3
    /// The user authorized the app to start location services while it is in use.
    case authorizedWhenInUse = 4
}
#endif
