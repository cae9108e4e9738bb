import Foundation

/// Whether the instrument cluster's map should show an element (the compass, the speed limit).
@available(iOS 15.4, *)
public enum CPInstrumentClusterSetting: UInt, Sendable {
    /// The car does not say.
    case unspecified = 0
    /// Show it.
    case enabled = 1
    /// Do not show it.
    case disabled = 2
    /// As the user prefers (in the app's own settings).
    case userPreference = 3
}
