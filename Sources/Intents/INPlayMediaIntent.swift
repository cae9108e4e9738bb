#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to play media: items, the container they are in, how (shuffled, repeated, resumed, where in the queue,
/// how fast) and what the user asked for. Siri in the car sends it to an audio app; apps also donate it.
@available(iOS 12.0, *)
open class INPlayMediaIntent: INIntent {
    public let mediaItems: [INMediaItem]?
    /// The album, playlist or show the items are in.
    public let mediaContainer: INMediaItem?
    /// Whether to shuffle, as a number (read `playShuffled`).
    public let __playShuffled: NSNumber?
    public let playbackRepeatMode: INPlaybackRepeatMode
    /// Whether to resume where the user left off, as a number (read `resumePlayback`).
    public let __resumePlayback: NSNumber?
    @available(iOS 13.0, *)
    public let playbackQueueLocation: INPlaybackQueueLocation
    /// The playback rate, as a number (read `playbackSpeed`).
    @available(iOS 13.0, *)
    public let __playbackSpeed: NSNumber?
    @available(iOS 13.0, *)
    public let mediaSearch: INMediaSearch?

    /// A request to play media (the Swift overlay's initializer: every parameter has a default).
    @available(iOS 13.0, *)
    public init(
        mediaItems: [INMediaItem]? = nil, mediaContainer: INMediaItem? = nil, playShuffled: Bool? = nil,
        playbackRepeatMode: INPlaybackRepeatMode = .unknown, resumePlayback: Bool? = nil,
        playbackQueueLocation: INPlaybackQueueLocation = .unknown, playbackSpeed: Double? = nil,
        mediaSearch: INMediaSearch? = nil
    ) {
        self.mediaItems = mediaItems
        self.mediaContainer = mediaContainer
        __playShuffled = playShuffled.map { NSNumber(value: $0) }
        self.playbackRepeatMode = playbackRepeatMode
        __resumePlayback = resumePlayback.map { NSNumber(value: $0) }
        self.playbackQueueLocation = playbackQueueLocation
        __playbackSpeed = playbackSpeed.map { NSNumber(value: $0) }
        self.mediaSearch = mediaSearch
        super.init()
    }

    /// Whether to shuffle.
    public final var playShuffled: Bool? { __playShuffled?.boolValue }
    /// Whether to resume where the user left off.
    public final var resumePlayback: Bool? { __resumePlayback?.boolValue }
    /// The playback rate.
    @available(iOS 13.0, *)
    public final var playbackSpeed: Double? { __playbackSpeed?.doubleValue }
}
#endif
