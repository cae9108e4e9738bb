import Foundation
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer

/// What the app published for Now Playing: `MPNowPlayingInfoCenter`'s metadata and playback state, and which of
/// `MPRemoteCommandCenter`'s commands it handles (they decide the screen's controls).
///
/// Bad values are made harmless: NaN, infinite or negative elapsed time, duration and rates read 0 (a duration of
/// 0 means open-ended, like a live stream); a wrongly typed value reads as absent.
public struct NowPlayingInfoSnapshot: Codable, Hashable, Sendable {
    public var title: String?
    public var artist: String?
    public var albumTitle: String?
    /// The artwork, requested from `MPMediaItemArtwork.image(at:)` at the artwork's bounds size.
    public var artwork: ImageSnapshot?
    /// The item's duration in seconds; 0 when unknown or open-ended.
    public var duration: Double
    /// The elapsed time in seconds when the app set it (at `elapsedTimeSetAt`).
    public var elapsedTime: Double
    /// `MPNowPlayingInfoPropertyPlaybackRate`, nil when the app did not set it.
    public var playbackRate: Double?
    /// `MPNowPlayingInfoPropertyDefaultPlaybackRate`, nil when the app did not set it.
    public var defaultPlaybackRate: Double?
    public var isLiveStream: Bool
    public var playbackState: PlaybackState
    /// The item's 0-based index in the playback queue and the queue's length.
    public var queueIndex: Int?
    public var queueCount: Int?
    /// When the app set the elapsed time, on the host's clock: elapsed is extrapolated from there.
    public var elapsedTimeSetAt: Date
    /// The remote commands the app handles (enabled, with a handler).
    public var commands: Commands

    /// `MPNowPlayingPlaybackState`.
    public enum PlaybackState: String, Codable, Hashable, Sendable, CaseIterable {
        case unknown, playing, paused, stopped, interrupted
    }

    /// The app's remote commands as the Now Playing screen needs them.
    public struct Commands: Codable, Hashable, Sendable {
        /// The handled commands, by their `MPRemoteCommandCenter` property name without "Command" ("play",
        /// "nextTrack", "skipForward", "changePlaybackRate"...).
        public var handled: Set<String>
        /// The first preferred skip intervals (seconds), when the skip commands are handled.
        public var skipForwardInterval: Double?
        public var skipBackwardInterval: Double?
        /// `changePlaybackRateCommand.supportedPlaybackRates`.
        public var supportedPlaybackRates: [Double]
        /// `changeRepeatModeCommand.currentRepeatType` / `changeShuffleModeCommand.currentShuffleType` raw values.
        public var repeatType: Int
        public var shuffleType: Int

        public init(
            handled: Set<String> = [], skipForwardInterval: Double? = nil, skipBackwardInterval: Double? = nil,
            supportedPlaybackRates: [Double] = [], repeatType: Int = 0, shuffleType: Int = 0
        ) {
            self.handled = handled
            self.skipForwardInterval = skipForwardInterval
            self.skipBackwardInterval = skipBackwardInterval
            self.supportedPlaybackRates = supportedPlaybackRates
            self.repeatType = repeatType
            self.shuffleType = shuffleType
        }

        /// Every command with its name.
        @MainActor static func all(_ center: MPRemoteCommandCenter) -> [(String, MPRemoteCommand)] {
            [
                ("play", center.playCommand), ("pause", center.pauseCommand), ("stop", center.stopCommand),
                ("togglePlayPause", center.togglePlayPauseCommand), ("nextTrack", center.nextTrackCommand),
                ("previousTrack", center.previousTrackCommand), ("skipForward", center.skipForwardCommand),
                ("skipBackward", center.skipBackwardCommand), ("seekForward", center.seekForwardCommand),
                ("seekBackward", center.seekBackwardCommand),
                ("changePlaybackPosition", center.changePlaybackPositionCommand),
                ("changePlaybackRate", center.changePlaybackRateCommand),
                ("changeRepeatMode", center.changeRepeatModeCommand),
                ("changeShuffleMode", center.changeShuffleModeCommand), ("like", center.likeCommand),
                ("dislike", center.dislikeCommand), ("bookmark", center.bookmarkCommand),
            ]
        }

        @MainActor init(_ center: MPRemoteCommandCenter) {
            handled = Set(Self.all(center).filter { $0.1._isActive }.map(\.0))
            func interval(_ command: MPSkipIntervalCommand) -> Double? {
                guard command._isActive else { return nil }
                let first = command.preferredIntervals.first?.doubleValue ?? MPHostRemoteCommand.defaultSkipInterval
                return first.isFinite && first > 0 ? first : MPHostRemoteCommand.defaultSkipInterval
            }
            skipForwardInterval = interval(center.skipForwardCommand)
            skipBackwardInterval = interval(center.skipBackwardCommand)
            supportedPlaybackRates = center.changePlaybackRateCommand.supportedPlaybackRates.map(\.doubleValue)
                .filter { $0.isFinite && $0 > 0 }
            repeatType = center.changeRepeatModeCommand.currentRepeatType.rawValue
            shuffleType = center.changeShuffleModeCommand.currentShuffleType.rawValue
        }
    }

    public init(
        title: String? = nil, artist: String? = nil, albumTitle: String? = nil, artwork: ImageSnapshot? = nil,
        duration: Double = 0, elapsedTime: Double = 0, playbackRate: Double? = nil, defaultPlaybackRate: Double? = nil,
        isLiveStream: Bool = false, playbackState: PlaybackState = .unknown, queueIndex: Int? = nil,
        queueCount: Int? = nil, elapsedTimeSetAt: Date, commands: Commands = Commands()
    ) {
        self.title = title
        self.artist = artist
        self.albumTitle = albumTitle
        self.artwork = artwork
        self.duration = Self.nonNegative(duration)
        self.elapsedTime = Self.nonNegative(elapsedTime)
        self.playbackRate = playbackRate.map(Self.nonNegative)
        self.defaultPlaybackRate = defaultPlaybackRate.map(Self.nonNegative)
        self.isLiveStream = isLiveStream
        self.playbackState = playbackState
        self.queueIndex = queueIndex
        self.queueCount = queueCount
        self.elapsedTimeSetAt = elapsedTimeSetAt
        self.commands = commands
    }

    /// The app's Now Playing info and commands; nil when it published no info and no playback state. `now` is the
    /// host's time: when the center could not record the time the app set its info (no host clock then), the first
    /// snapshot fixes it to `now`.
    @MainActor public init?(_ center: MPNowPlayingInfoCenter, now: Date) {
        let info = center.nowPlayingInfo ?? [:]
        let state = center.playbackState
        guard !info.isEmpty || state != .unknown else { return nil }
        let string = { (key: String) in MPNowPlayingValue.string(info[key]) }
        let number = { (key: String) in MPNowPlayingValue.double(info[key]) }
        let artwork: ImageSnapshot? = (info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork).flatMap { artwork in
            let bounds = artwork.bounds.size
            let valid = bounds.width.isFinite && bounds.height.isFinite && bounds.width > 0 && bounds.height > 0
            return artwork.image(at: valid ? bounds : CGSize(width: 600, height: 600)).map(ImageSnapshot.init)
        }
        self.init(
            title: string(MPMediaItemPropertyTitle), artist: string(MPMediaItemPropertyArtist),
            albumTitle: string(MPMediaItemPropertyAlbumTitle), artwork: artwork,
            duration: number(MPMediaItemPropertyPlaybackDuration) ?? 0,
            elapsedTime: number(MPNowPlayingInfoPropertyElapsedPlaybackTime) ?? 0,
            playbackRate: number(MPNowPlayingInfoPropertyPlaybackRate),
            defaultPlaybackRate: number(MPNowPlayingInfoPropertyDefaultPlaybackRate),
            isLiveStream: MPNowPlayingValue.bool(info[MPNowPlayingInfoPropertyIsLiveStream]) ?? false,
            playbackState: PlaybackState(state),
            queueIndex: MPNowPlayingValue.int(info[MPNowPlayingInfoPropertyPlaybackQueueIndex]),
            queueCount: MPNowPlayingValue.int(info[MPNowPlayingInfoPropertyPlaybackQueueCount]),
            elapsedTimeSetAt: center._infoDate(now: now), commands: Commands(MPRemoteCommandCenter.shared()))
    }

    // MARK: Reading

    /// The rate at which elapsed time runs: 0 while paused, stopped or interrupted; else the app's rate, or 1 when
    /// it reports playing without a rate.
    public var effectiveRate: Double {
        switch playbackState {
        case .paused, .stopped, .interrupted: 0
        case .playing: playbackRate ?? 1
        case .unknown: playbackRate ?? 0
        }
    }

    /// Whether the app plays now: its playback state, or a positive rate when the state is unknown.
    public var isPlaying: Bool {
        switch playbackState {
        case .playing: true
        case .paused, .stopped, .interrupted: false
        case .unknown: (playbackRate ?? 0) > 0
        }
    }

    /// Open-ended: a live stream or an unknown duration (the screen shows elapsed time without a bar's end).
    public var isOpenEnded: Bool { isLiveStream || duration <= 0 }

    /// The elapsed time at `now`: the value the app set plus rate × the time since, never below 0 and, for a known
    /// duration, never beyond it.
    public func elapsedTime(at now: Date) -> Double {
        let since = now.timeIntervalSince(elapsedTimeSetAt)
        var elapsed = elapsedTime + effectiveRate * (since.isFinite ? max(0, since) : 0)
        if !elapsed.isFinite || elapsed < 0 { elapsed = 0 }
        if !isOpenEnded { elapsed = min(elapsed, duration) }
        return elapsed
    }

    private static func nonNegative(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
}

extension NowPlayingInfoSnapshot.PlaybackState {
    init(_ state: MPNowPlayingPlaybackState) {
        self =
            switch state {
            case .unknown: .unknown
            case .playing: .playing
            case .paused: .paused
            case .stopped: .stopped
            case .interrupted: .interrupted
            }
    }
}
