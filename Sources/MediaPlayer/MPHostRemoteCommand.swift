#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A remote command the host sends the app through `MPRemoteCommandCenter._hostSend(_:)`: one of the app's
/// commands with its event's values, or a control of the Now Playing screen, which the center resolves by what the
/// app handles (`_isActive`), as CarPlay does.
@_spi(CarPlayHost) public enum MPHostRemoteCommand: Hashable, Sendable {
    case play, pause, stop, togglePlayPause, nextTrack, previousTrack
    case skipForward(TimeInterval), skipBackward(TimeInterval)
    case seekForward(MPSeekCommandEventType), seekBackward(MPSeekCommandEventType)
    case changePlaybackPosition(TimeInterval)
    case changePlaybackRate(Float)
    case changeRepeatMode(MPRepeatType), changeShuffleMode(MPShuffleType)
    case like, dislike, bookmark
    /// The play/pause control: `togglePlayPauseCommand` when handled, else `pauseCommand` while playing
    /// (`stopCommand` when pause is not handled) and `playCommand` otherwise.
    case playPauseButton
    /// The next control: `nextTrackCommand` when handled, else `skipForwardCommand` by its first preferred
    /// interval (15 s when it has none).
    case nextButton
    /// The previous control: `previousTrackCommand` when handled, else `skipBackwardCommand` by its first preferred
    /// interval (15 s when it has none).
    case previousButton

    /// The skip interval when a skip command lists none.
    public static let defaultSkipInterval: TimeInterval = 15
}
#endif
