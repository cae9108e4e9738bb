import Foundation

/// A marker shown at the leading edge of a message list item (iOS 14).
@available(iOS 14.0, *)
public enum CPMessageLeadingItem: Int, Sendable {
    /// No marker.
    case none = 0
    /// A pin, for a pinned conversation.
    case pin = 1
    /// A star, for a favourite conversation.
    case star = 2
}
