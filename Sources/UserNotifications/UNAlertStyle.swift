#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// How the app's alerts show while the device is unlocked.
@available(iOS 10.0, *)
public enum UNAlertStyle: Int, Sendable {
    /// Not at all.
    case none = 0
    /// As a banner that goes by itself.
    case banner = 1
    /// As an alert that stays until acted on.
    case alert = 2
}
#endif
