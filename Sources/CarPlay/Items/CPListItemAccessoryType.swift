import Foundation

/// The accessory shown at the trailing edge of a list item (iOS 14).
@available(iOS 14.0, *)
public enum CPListItemAccessoryType: Int, Sendable {
    /// No accessory.
    case none = 0
    /// A disclosure indicator (chevron).
    case disclosureIndicator = 1
    /// A cloud, for content that must be downloaded before it plays.
    case cloud = 2
}
