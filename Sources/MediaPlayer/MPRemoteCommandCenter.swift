#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The remote commands an app handles: the Now Playing screen's controls, steering wheel buttons and Siri send
/// them. One center per app (`shared()`).
open class MPRemoteCommandCenter: NSObject, @unchecked Sendable {
    private static let instances = PlatformAppScoped { MPRemoteCommandCenter(host: $0) }

    /// The app's command center.
    open class func shared() -> MPRemoteCommandCenter { instances.current }

    public let pauseCommand: MPRemoteCommand
    public let playCommand: MPRemoteCommand
    public let stopCommand: MPRemoteCommand
    public let togglePlayPauseCommand: MPRemoteCommand
    public let nextTrackCommand: MPRemoteCommand
    public let previousTrackCommand: MPRemoteCommand
    public let skipForwardCommand: MPSkipIntervalCommand
    public let skipBackwardCommand: MPSkipIntervalCommand
    public let seekForwardCommand: MPRemoteCommand
    public let seekBackwardCommand: MPRemoteCommand
    public let changePlaybackPositionCommand: MPChangePlaybackPositionCommand
    public let changePlaybackRateCommand: MPChangePlaybackRateCommand
    public let changeRepeatModeCommand: MPChangeRepeatModeCommand
    public let changeShuffleModeCommand: MPChangeShuffleModeCommand
    public let likeCommand: MPFeedbackCommand
    public let dislikeCommand: MPFeedbackCommand
    public let bookmarkCommand: MPFeedbackCommand

    private init(host: PlatformHostLink) {
        pauseCommand = MPRemoteCommand(name: "pauseCommand", host: host)
        playCommand = MPRemoteCommand(name: "playCommand", host: host)
        stopCommand = MPRemoteCommand(name: "stopCommand", host: host)
        togglePlayPauseCommand = MPRemoteCommand(name: "togglePlayPauseCommand", host: host)
        nextTrackCommand = MPRemoteCommand(name: "nextTrackCommand", host: host)
        previousTrackCommand = MPRemoteCommand(name: "previousTrackCommand", host: host)
        skipForwardCommand = MPSkipIntervalCommand(name: "skipForwardCommand", host: host)
        skipBackwardCommand = MPSkipIntervalCommand(name: "skipBackwardCommand", host: host)
        seekForwardCommand = MPRemoteCommand(name: "seekForwardCommand", host: host)
        seekBackwardCommand = MPRemoteCommand(name: "seekBackwardCommand", host: host)
        changePlaybackPositionCommand = MPChangePlaybackPositionCommand(
            name: "changePlaybackPositionCommand", host: host)
        changePlaybackRateCommand = MPChangePlaybackRateCommand(name: "changePlaybackRateCommand", host: host)
        changeRepeatModeCommand = MPChangeRepeatModeCommand(name: "changeRepeatModeCommand", host: host)
        changeShuffleModeCommand = MPChangeShuffleModeCommand(name: "changeShuffleModeCommand", host: host)
        likeCommand = MPFeedbackCommand(name: "likeCommand", host: host)
        dislikeCommand = MPFeedbackCommand(name: "dislikeCommand", host: host)
        bookmarkCommand = MPFeedbackCommand(name: "bookmarkCommand", host: host)
        super.init()
    }

    // MARK: Host (SPI)

    /// Sends a command as the system does, calling the app's handlers; answers their status (`.commandFailed` when
    /// the command is disabled or has no handler). Call on the main actor, where iOS delivers commands.
    @discardableResult
    @_spi(CarPlayHost) public func _hostSend(_ command: MPHostRemoteCommand) -> MPRemoteCommandHandlerStatus {
        switch command {
        case .play: return playCommand.perform(MPRemoteCommandEvent(command: playCommand))
        case .pause: return pauseCommand.perform(MPRemoteCommandEvent(command: pauseCommand))
        case .stop: return stopCommand.perform(MPRemoteCommandEvent(command: stopCommand))
        case .togglePlayPause:
            return togglePlayPauseCommand.perform(MPRemoteCommandEvent(command: togglePlayPauseCommand))
        case .nextTrack: return nextTrackCommand.perform(MPRemoteCommandEvent(command: nextTrackCommand))
        case .previousTrack: return previousTrackCommand.perform(MPRemoteCommandEvent(command: previousTrackCommand))
        case .skipForward(let interval):
            return skipForwardCommand.perform(
                MPSkipIntervalCommandEvent(command: skipForwardCommand, interval: interval))
        case .skipBackward(let interval):
            return skipBackwardCommand.perform(
                MPSkipIntervalCommandEvent(command: skipBackwardCommand, interval: interval))
        case .seekForward(let type):
            return seekForwardCommand.perform(MPSeekCommandEvent(command: seekForwardCommand, type: type))
        case .seekBackward(let type):
            return seekBackwardCommand.perform(MPSeekCommandEvent(command: seekBackwardCommand, type: type))
        case .changePlaybackPosition(let time):
            return changePlaybackPositionCommand.perform(
                MPChangePlaybackPositionCommandEvent(command: changePlaybackPositionCommand, positionTime: time))
        case .changePlaybackRate(let rate):
            return changePlaybackRateCommand.perform(
                MPChangePlaybackRateCommandEvent(command: changePlaybackRateCommand, playbackRate: rate))
        case .changeRepeatMode(let type):
            return changeRepeatModeCommand.perform(
                MPChangeRepeatModeCommandEvent(command: changeRepeatModeCommand, repeatType: type))
        case .changeShuffleMode(let type):
            return changeShuffleModeCommand.perform(
                MPChangeShuffleModeCommandEvent(command: changeShuffleModeCommand, shuffleType: type))
        case .like: return likeCommand.perform(MPFeedbackCommandEvent(command: likeCommand))
        case .dislike: return dislikeCommand.perform(MPFeedbackCommandEvent(command: dislikeCommand))
        case .bookmark: return bookmarkCommand.perform(MPFeedbackCommandEvent(command: bookmarkCommand))
        case .playPauseButton, .nextButton, .previousButton:
            return _hostSend(_resolve(command, isPlaying: Self.appIsPlaying()))
        }
    }

    /// The command a Now Playing control sends, by what the app handles; other commands are returned unchanged.
    @_spi(CarPlayHost) public func _resolve(_ command: MPHostRemoteCommand, isPlaying: Bool) -> MPHostRemoteCommand {
        switch command {
        case .playPauseButton:
            if togglePlayPauseCommand._isActive { return .togglePlayPause }
            if isPlaying { return pauseCommand._isActive || !stopCommand._isActive ? .pause : .stop }
            return .play
        case .nextButton:
            if !nextTrackCommand._isActive, skipForwardCommand._isActive {
                return .skipForward(Self.interval(skipForwardCommand))
            }
            return .nextTrack
        case .previousButton:
            if !previousTrackCommand._isActive, skipBackwardCommand._isActive {
                return .skipBackward(Self.interval(skipBackwardCommand))
            }
            return .previousTrack
        default:
            return command
        }
    }

    private static func interval(_ command: MPSkipIntervalCommand) -> TimeInterval {
        let first = command.preferredIntervals.first?.doubleValue ?? MPHostRemoteCommand.defaultSkipInterval
        return first.isFinite && first > 0 ? first : MPHostRemoteCommand.defaultSkipInterval
    }

    /// Whether the app reports playing: its playback state, or a positive rate when the state is unknown.
    private static func appIsPlaying() -> Bool {
        let center = MPNowPlayingInfoCenter.default()
        switch center.playbackState {
        case .playing: return true
        case .paused, .stopped, .interrupted: return false
        case .unknown:
            return MPNowPlayingValue.double(center.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate]).map { $0 > 0 }
                ?? false
        }
    }
}
#endif
