#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
// The keys of `MPNowPlayingInfoCenter.nowPlayingInfo`, with Apple's string values: the media item properties are
// short names ("title"), the Now Playing properties are their own names.

/// The title of the item (String).
public let MPMediaItemPropertyTitle = "title"
/// The performing artist (String).
public let MPMediaItemPropertyArtist = "artist"
/// The album title (String).
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album artist (String).
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The artwork (`MPMediaItemArtwork`).
public let MPMediaItemPropertyArtwork = "artwork"
/// The duration in seconds (NSNumber, double).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The track number on the album (NSNumber).
public let MPMediaItemPropertyAlbumTrackNumber = "albumTrackNumber"
/// The number of tracks on the album (NSNumber).
public let MPMediaItemPropertyAlbumTrackCount = "albumTrackCount"
/// The genre (String).
public let MPMediaItemPropertyGenre = "genre"
/// The composer (String).
public let MPMediaItemPropertyComposer = "composer"
/// The item's persistent identifier (NSNumber).
public let MPMediaItemPropertyPersistentID = "persistentID"
/// The item's media type (NSNumber, `MPMediaType`).
public let MPMediaItemPropertyMediaType = "mediaType"

/// The elapsed time in seconds (NSNumber, double), extrapolated by the system from the playback rate.
public let MPNowPlayingInfoPropertyElapsedPlaybackTime = "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The playback rate (NSNumber, double): 0 paused, 1 normal speed.
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The item's normal playback rate (NSNumber, double); CarPlay shows the rate when the current one differs.
public let MPNowPlayingInfoPropertyDefaultPlaybackRate = "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// Whether the item is a live stream (NSNumber, Boolean): the elapsed time is open-ended.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The item's index in the playback queue (NSNumber, 0-based).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The number of items in the playback queue (NSNumber).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// The media type (NSNumber of `MPNowPlayingInfoMediaType`).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The playback progress 0...1 (NSNumber, float).
public let MPNowPlayingInfoPropertyPlaybackProgress = "MPNowPlayingInfoPropertyPlaybackProgress"
/// The chapter number (NSNumber).
public let MPNowPlayingInfoPropertyChapterNumber = "MPNowPlayingInfoPropertyChapterNumber"
/// The number of chapters (NSNumber).
public let MPNowPlayingInfoPropertyChapterCount = "MPNowPlayingInfoPropertyChapterCount"
/// The URL of the item's asset (URL).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// The service that provides the item (String).
public let MPNowPlayingInfoPropertyServiceIdentifier = "MPNowPlayingInfoPropertyServiceIdentifier"
/// The collection (album, playlist) the item plays from (String).
public let MPNowPlayingInfoCollectionIdentifier = "MPNowPlayingInfoCollectionIdentifier"
/// An opaque identifier of the item for external players (String).
public let MPNowPlayingInfoPropertyExternalContentIdentifier = "MPNowPlayingInfoPropertyExternalContentIdentifier"
/// The real-world date of the current playback position of a live stream (Date).
public let MPNowPlayingInfoPropertyCurrentPlaybackDate = "MPNowPlayingInfoPropertyCurrentPlaybackDate"
#endif
