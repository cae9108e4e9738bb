#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A piece of media: a song, an album, a playlist, a podcast, a station…
@available(iOS 12.0, *)
open class INMediaItem: NSObject {
    /// The app's identifier for the item.
    public let identifier: String?
    public let title: String?
    public let type: INMediaItemType
    public let artwork: INImage?
    @available(iOS 13.0, *)
    public let artist: String?

    /// An item with its artist.
    @available(iOS 13.0, *)
    public init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?, artist: String?) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.artwork = artwork
        self.artist = artist
        super.init()
    }

    /// An item without an artist (iOS 12).
    public convenience init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?) {
        self.init(identifier: identifier, title: title, type: type, artwork: artwork, artist: nil)
    }
}
#endif
