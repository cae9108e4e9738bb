#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The kind of a media item.
@available(iOS 12.0, *)
public enum INMediaItemType: Int, Sendable {
    case unknown = 0
    case song = 1
    case album = 2
    case artist = 3
    case genre = 4
    case playlist = 5
    case podcastShow = 6
    case podcastEpisode = 7
    case podcastPlaylist = 8
    case musicStation = 9
    case audioBook = 10
    case movie = 11
    case tvShow = 12
    case tvShowEpisode = 13
    case musicVideo = 14
    @available(iOS 13.0, *)
    case podcastStation = 15
    @available(iOS 13.0, *)
    case radioStation = 16
    @available(iOS 13.0, *)
    case station = 17
    @available(iOS 13.0, *)
    case music = 18
    @available(iOS 13.4, *)
    case algorithmicRadioStation = 19
    @available(iOS 13.4.1, *)
    case news = 20
}
#endif
