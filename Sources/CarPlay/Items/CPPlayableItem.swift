import Foundation

/// An item that can start playback directly from a list (iOS 26.4): `CPListItem`, image-row elements and
/// `CPListTemplateDetailsHeader`. Apps don't adopt this protocol themselves.
@MainActor
public protocol CPPlayableItem: NSObjectProtocol {
    /// How the item presents playback and which playback action it offers; nil for none.
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}
