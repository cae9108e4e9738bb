#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The level of location accuracy the app has permission to use.
@available(iOS 14.0, *)
public enum CLAccuracyAuthorization: Int, Sendable {
    /// The user authorized the app to access location data with full accuracy.
    case fullAccuracy = 0
    /// The user authorized the app to access location data with reduced accuracy.
    case reducedAccuracy = 1
}
#endif
