import Foundation

/// Where a list item shows its now-playing indicator (iOS 14).
@available(iOS 14.0, *)
public enum CPListItemPlayingIndicatorLocation: Int, Sendable {
    /// Before the item's image and text.
    case leading = 0
    /// At the trailing edge of the item.
    case trailing = 1
}
