import Foundation

/// A marker shown at the trailing edge of a message list item (iOS 14).
@available(iOS 14.0, *)
public enum CPMessageTrailingItem: Int, Sendable {
    /// No marker.
    case none = 0
    /// A muted-conversation glyph.
    case mute = 1
}
