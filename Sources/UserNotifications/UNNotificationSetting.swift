#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The state of one notification setting of the app.
@available(iOS 10.0, *)
public enum UNNotificationSetting: Int, Sendable {
    /// The setting does not apply to the app.
    case notSupported = 0
    /// The setting is off.
    case disabled = 1
    /// The setting is on.
    case enabled = 2
}
#endif
