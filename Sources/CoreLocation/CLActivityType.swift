#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Constants indicating the type of activity associated with location updates.
public enum CLActivityType: Int, Sendable {
    /// The location manager is being used for an unknown activity.
    case other = 1
    /// The location manager is being used specifically during vehicular navigation to track location changes to
    /// the automobile.
    case automotiveNavigation = 2
    /// The location manager is being used to track fitness activities such as walking, running, cycling, and so on.
    case fitness = 3
    /// The location manager is being used to track movements for other types of vehicular navigation that are not
    /// automobile related.
    case otherNavigation = 4
    /// The location manager is being used to track movements during an airborne activity.
    @available(iOS 12.0, *)
    case airborne = 5
}
#endif
