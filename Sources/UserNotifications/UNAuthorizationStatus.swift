#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Whether the app may post notifications.
@available(iOS 10.0, *)
public enum UNAuthorizationStatus: Int, Sendable {
    /// The app has not asked yet.
    case notDetermined = 0
    /// The user refused (or no car keeps notifications).
    case denied = 1
    /// The user allowed it.
    case authorized = 2
    /// The app may post quiet notifications without having asked.
    @available(iOS 12.0, *)
    case provisional = 3
    /// The app may post notifications for a limited time (an App Clip).
    @available(iOS 14.0, *)
    case ephemeral = 4
}
#endif
