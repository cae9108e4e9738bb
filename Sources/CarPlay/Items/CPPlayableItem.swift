import Foundation

/// An item that can start playback directly from a list (iOS 26.4): `CPListItem`, image-row elements and
/// `CPListTemplateDetailsHeader`. Apps don't adopt this protocol themselves.
///
/// Not main-actor isolated, as on iOS; the main-actor classes that adopt it check at run time that they are used
/// on the main actor (`@preconcurrency` conformances), as their Objective-C counterparts are main-thread only.
@available(iOS 26.4, *)
public protocol CPPlayableItem: NSObjectProtocol {
    /// How the item presents playback and which playback action it offers; nil for none.
    var playbackConfiguration: CPPlaybackConfiguration? { get set }
}
