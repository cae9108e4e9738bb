import Foundation
import MediaPlayer
import UIKit

/// Connects the player to the system's media controls: publishes what plays to
/// `MPNowPlayingInfoCenter.default()` (CarPlay's Now Playing screen shows it) and handles
/// `MPRemoteCommandCenter.shared()` commands (the Now Playing controls, steering-wheel buttons, Siri).
@MainActor
final class MediaCenterBridge {
    private let player: MusicPlayer
    private let catalogue: Catalogue
    private var targets: [(MPRemoteCommand, Any)] = []
    private var observer: Int?

    init(player: MusicPlayer, catalogue: Catalogue) {
        self.player = player
        self.catalogue = catalogue
    }

    /// Registers the command handlers and starts publishing.
    func start() {
        guard observer == nil else { return }
        registerCommands()
        observer = player.addObserver { [weak self] in self?.publish() }
        publish()
    }

    /// Removes the handlers (the app no longer offers the commands).
    func stop() {
        for (command, target) in targets { command.removeTarget(target) }
        targets.removeAll()
        if let observer { player.removeObserver(observer) }
        observer = nil
    }

    // MARK: Remote commands

    private func registerCommands() {
        let center = MPRemoteCommandCenter.shared()
        add(center.playCommand) { player, _ in player.resume() || player.isPlaying }
        add(center.pauseCommand) { player, _ in player.pause() || !player.isPlaying }
        add(center.togglePlayPauseCommand) { player, _ in player.togglePlayPause() }
        add(center.stopCommand) { player, _ in
            player.stop()
            return true
        }
        add(center.nextTrackCommand) { player, _ in player.next() }
        add(center.previousTrackCommand) { player, _ in player.previous() }
        add(center.changePlaybackPositionCommand) { player, event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return false }
            return player.seek(to: event.positionTime)
        }
        add(center.changePlaybackRateCommand) { player, event in
            guard let event = event as? MPChangePlaybackRateCommandEvent else { return false }
            return player.setPlaybackRate(event.playbackRate)
        }
        add(center.changeRepeatModeCommand) { player, event in
            guard let event = event as? MPChangeRepeatModeCommandEvent else { return false }
            player.setRepeat(event.repeatType)
            return true
        }
        add(center.changeShuffleModeCommand) { player, event in
            guard let event = event as? MPChangeShuffleModeCommandEvent else { return false }
            player.setShuffle(event.shuffleType)
            return true
        }
        center.changePlaybackRateCommand.supportedPlaybackRates = MusicPlayer.playbackRates.map { NSNumber(value: $0) }
    }

    /// Adds a handler that answers `.success` when `body` did something, else `.commandFailed` (`.noSuchContent`
    /// with nothing to play).
    private func add(
        _ command: MPRemoteCommand, _ body: @escaping @MainActor (MusicPlayer, MPRemoteCommandEvent) -> Bool
    ) {
        let target = command.addTarget { [weak self] event in
            MainActor.assumeIsolated {
                guard let player = self?.player else { return .commandFailed }
                guard player.current != nil else { return .noSuchContent }
                return body(player, event) ? .success : .commandFailed
            }
        }
        targets.append((command, target))
    }

    // MARK: Now Playing info

    /// Publishes the player's state: metadata, duration (none for live streams), elapsed time, rate, queue
    /// position, and the shuffle/repeat modes and enabled commands.
    func publish() {
        let info = MPNowPlayingInfoCenter.default()
        let commands = MPRemoteCommandCenter.shared()
        commands.changeRepeatModeCommand.currentRepeatType = player.repeatType
        commands.changeShuffleModeCommand.currentShuffleType = player.shuffleType
        let isTrack = player.currentTrack != nil
        let isStation: Bool = if case .station = player.current { true } else { false }
        setEnabled(commands.nextTrackCommand, isTrack || isStation)
        setEnabled(commands.previousTrackCommand, isTrack || isStation)
        setEnabled(commands.changePlaybackRateCommand, isTrack)
        setEnabled(commands.changePlaybackPositionCommand, isTrack)
        setEnabled(commands.changeRepeatModeCommand, isTrack)
        setEnabled(commands.changeShuffleModeCommand, isTrack)

        guard let current = player.current else {
            info.nowPlayingInfo = nil
            info.playbackState = .stopped
            return
        }
        var values: [String: Any] = [
            MPNowPlayingInfoPropertyElapsedPlaybackTime: player.position,
            MPNowPlayingInfoPropertyPlaybackRate: player.effectiveRate,
            MPNowPlayingInfoPropertyMediaType: MPNowPlayingInfoMediaType.audio.rawValue,
        ]
        switch current {
        case .track(let track):
            values[MPMediaItemPropertyTitle] = track.title
            values[MPMediaItemPropertyArtist] = catalogue.artistName(track.artistID)
            values[MPMediaItemPropertyAlbumTitle] = track.albumTitle
            values[MPMediaItemPropertyAlbumTrackNumber] = track.trackNumber
            values[MPMediaItemPropertyAlbumTrackCount] = track.trackCount
            values[MPMediaItemPropertyPlaybackDuration] = track.duration
            values[MPNowPlayingInfoPropertyDefaultPlaybackRate] = 1.0
            values[MPNowPlayingInfoPropertyIsLiveStream] = false
            values[MPNowPlayingInfoPropertyPlaybackQueueIndex] = player.queueIndex
            values[MPNowPlayingInfoPropertyPlaybackQueueCount] = player.queue.count
            values[MPMediaItemPropertyArtwork] = artwork(track.artwork)
        case .station(let station):
            values[MPMediaItemPropertyTitle] = station.showTitle
            values[MPMediaItemPropertyArtist] = station.name
            values[MPMediaItemPropertyAlbumTitle] = "\(station.frequency) · \(station.genre)"
            values[MPNowPlayingInfoPropertyIsLiveStream] = true
            values[MPMediaItemPropertyArtwork] = artwork(station.artwork)
        case .game(let game):
            values[MPMediaItemPropertyTitle] = game.title
            values[MPMediaItemPropertyArtist] = game.league
            values[MPNowPlayingInfoPropertyIsLiveStream] = true
            values[MPMediaItemPropertyArtwork] = artwork(game.artwork)
        }
        info.nowPlayingInfo = values
        info.playbackState = player.isPlaying ? .playing : .paused
    }

    private func setEnabled(_ command: MPRemoteCommand, _ enabled: Bool) {
        if command.isEnabled != enabled { command.isEnabled = enabled }
    }

    private func artwork(_ name: String) -> MPMediaItemArtwork {
        let image = Artwork.image(name)
        return MPMediaItemArtwork(boundsSize: image.size) { _ in image }
    }
}
