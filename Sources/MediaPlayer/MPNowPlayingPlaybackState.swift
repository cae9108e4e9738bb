#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// The playback state of the app's Now Playing item, as the app reports it to `MPNowPlayingInfoCenter`.
public enum MPNowPlayingPlaybackState: UInt, Sendable, Hashable, CustomStringConvertible {
    /// The state is unknown: the system reads playback from the playback rate.
    case unknown = 0
    case playing = 1
    case paused = 2
    case stopped = 3
    /// Playback was interrupted (by a call, Siri, another app's audio).
    case interrupted = 4

    public var description: String {
        switch self {
        case .unknown: "unknown"
        case .playing: "playing"
        case .paused: "paused"
        case .stopped: "stopped"
        case .interrupted: "interrupted"
        }
    }
}
#endif
