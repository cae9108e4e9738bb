#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// An item of an app's media content tree (the legacy CarPlay audio path of `MPPlayableContentDataSource`): a
/// container the driver browses into, or something to play.
@available(iOS, introduced: 7.1, deprecated: 14.0, message: "Use CarPlay framework")
open class MPContentItem: NSObject, @unchecked Sendable {
    /// A unique identifier of the item.
    public let identifier: String
    open var title: String?
    open var subtitle: String?
    open var artwork: MPMediaItemArtwork?
    /// Whether the item holds other items (the car shows its children when it is selected).
    open var isContainer = false
    /// Whether the item can be played.
    open var isPlayable = false
    /// Whether the item is streamed (a live stream shows no progress).
    open var isStreamingContent = false
    /// Whether the item holds explicit content.
    open var isExplicitContent = false
    /// How much of the item was played, 0 to 1; -1 (the default) when unknown.
    open var playbackProgress: Float = -1

    /// An item with its identifier.
    public init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}
#endif
