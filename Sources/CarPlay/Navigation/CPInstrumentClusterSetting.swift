import Foundation

/// A setting of the instrument cluster: whether the app should draw the compass or the speed limit (iOS 15.4).
@available(iOS 15.4, *)
public enum CPInstrumentClusterSetting: UInt, Sendable {
    /// The car did not specify the setting.
    case unspecified = 0
    /// Draw the element.
    case enabled = 1
    /// Do not draw the element.
    case disabled = 2
    /// Follow the user's preference.
    case userPreference = 3
}
