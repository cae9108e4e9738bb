@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import MediaPlayer
@_spi(CarPlayHost) import _PlatformHost

/// A host environment with an injected clock; each test runs its app code in its own, so it gets its own
/// `MPNowPlayingInfoCenter.default()` and `MPRemoteCommandCenter.shared()`.
@MainActor
@Suite("MediaPlayer stand-ins", .serialized)
struct MediaPlayerTests {
    @Test func keysHaveApplesStringValues() {
        expectEqual(MPMediaItemPropertyTitle, "title")
        expectEqual(MPMediaItemPropertyArtist, "artist")
        expectEqual(MPMediaItemPropertyAlbumTitle, "albumTitle")
        expectEqual(MPMediaItemPropertyArtwork, "artwork")
        expectEqual(MPMediaItemPropertyPlaybackDuration, "playbackDuration")
        expectEqual(MPNowPlayingInfoPropertyElapsedPlaybackTime, "MPNowPlayingInfoPropertyElapsedPlaybackTime")
        expectEqual(MPNowPlayingInfoPropertyPlaybackRate, "MPNowPlayingInfoPropertyPlaybackRate")
        expectEqual(MPNowPlayingInfoPropertyDefaultPlaybackRate, "MPNowPlayingInfoPropertyDefaultPlaybackRate")
        expectEqual(MPNowPlayingInfoPropertyIsLiveStream, "MPNowPlayingInfoPropertyIsLiveStream")
        expectEqual(MPNowPlayingInfoPropertyPlaybackQueueIndex, "MPNowPlayingInfoPropertyPlaybackQueueIndex")
        expectEqual(MPNowPlayingInfoPropertyPlaybackQueueCount, "MPNowPlayingInfoPropertyPlaybackQueueCount")
        expectEqual(MPNowPlayingInfoPropertyMediaType, "MPNowPlayingInfoPropertyMediaType")
        expectEqual(MPNowPlayingPlaybackState.interrupted.rawValue, 4)
        expectEqual(MPRemoteCommandHandlerStatus.noSuchContent.rawValue, 100)
        expectEqual(MPRemoteCommandHandlerStatus.noActionableNowPlayingItem.rawValue, 110)
        expectEqual(MPRemoteCommandHandlerStatus.deviceNotFound.rawValue, 120)
        expectEqual(MPRemoteCommandHandlerStatus.commandFailed.rawValue, 200)
    }

    @Test func infoCenterNotifiesTheHostAndRecordsWhenInfoWasSet() {
        let host = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        CPHostBridge.withEnvironment(host) {
            let center = MPNowPlayingInfoCenter.default()
            expectTrue(center === MPNowPlayingInfoCenter.default())
            expectEqual(center.nowPlayingInfo, nil)
            expectEqual(center.playbackState, .unknown)
            center.nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Song", MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.5,
            ]
            expectEqual(host.changes, [.nowPlayingInfoCenter])
            expectEqual(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String, "Song")
            // Recorded on the host's clock, not fixed later by the observer's time.
            expectEqual(center._infoDate(now: Date(timeIntervalSince1970: 5)), host.hostNow)
            host.hostNow = host.hostNow?.addingTimeInterval(30)
            center.playbackState = .paused
            expectEqual(host.changes, [.nowPlayingInfoCenter, .nowPlayingInfoCenter])
            expectEqual(center._infoDate(now: .distantPast), host.hostNow)
            center.nowPlayingInfo = nil
            expectEqual(center.nowPlayingInfo, nil)
        }
    }

    @Test func eachHostedAppHasItsOwnCenters() {
        let first = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        let second = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        let (info1, commands1) = CPHostBridge.withEnvironment(first) {
            (MPNowPlayingInfoCenter.default(), MPRemoteCommandCenter.shared())
        }
        let (info2, commands2) = CPHostBridge.withEnvironment(second) {
            (MPNowPlayingInfoCenter.default(), MPRemoteCommandCenter.shared())
        }
        expectTrue(info1 !== info2)
        expectTrue(commands1 !== commands2)
        expectTrue(CPHostBridge.withEnvironment(first) { MPRemoteCommandCenter.shared() } === commands1)
    }

    @Test func commandsCallHandlersAndReturnTheirStatus() {
        CPHostBridge.withEnvironment(FakeHost(now: Date(timeIntervalSince1970: 1_000_000))) {
            let center = MPRemoteCommandCenter.shared()
            var events: [String] = []
            let token = center.playCommand.addTarget { event in
                events.append("play:\(event.command === center.playCommand)")
                return .success
            }
            center.nextTrackCommand.addTarget { _ in
                events.append("next")
                return .noSuchContent
            }
            expectEqual(center._hostSend(.play), .success)
            expectEqual(center._hostSend(.nextTrack), .noSuchContent)
            expectEqual(events, ["play:true", "next"])
            // No handler, or disabled: the command fails and nothing is called.
            expectEqual(center._hostSend(.pause), .commandFailed)
            center.nextTrackCommand.isEnabled = false
            expectEqual(center._hostSend(.nextTrack), .commandFailed)
            expectEqual(center.nextTrackCommand._isActive, false)
            center.playCommand.removeTarget(token)
            expectEqual(center._hostSend(.play), .commandFailed)
            expectEqual(events.count, 2)
        }
    }

    @Test func eventsCarryTheirValues() {
        CPHostBridge.withEnvironment(FakeHost(now: Date(timeIntervalSince1970: 1_000_000))) {
            let center = MPRemoteCommandCenter.shared()
            var received: [String] = []
            center.changePlaybackRateCommand.addTarget { event in
                received.append("rate \((event as? MPChangePlaybackRateCommandEvent)?.playbackRate ?? -1)")
                return .success
            }
            center.skipForwardCommand.addTarget { event in
                received.append("skip \((event as? MPSkipIntervalCommandEvent)?.interval ?? -1)")
                return .success
            }
            center.changeRepeatModeCommand.addTarget { event in
                received.append("repeat \((event as? MPChangeRepeatModeCommandEvent)?.repeatType.rawValue ?? -1)")
                return .success
            }
            center.changeShuffleModeCommand.addTarget { event in
                received.append("shuffle \((event as? MPChangeShuffleModeCommandEvent)?.shuffleType.rawValue ?? -1)")
                return .commandFailed
            }
            expectEqual(center._hostSend(.changePlaybackRate(1.5)), .success)
            expectEqual(center._hostSend(.skipForward(30)), .success)
            expectEqual(center._hostSend(.changeRepeatMode(.all)), .success)
            expectEqual(center._hostSend(.changeShuffleMode(.items)), .commandFailed)
            expectEqual(received, ["rate 1.5", "skip 30.0", "repeat 2", "shuffle 1"])
        }
    }

    @Test func supportedRatesAndIntervals() {
        CPHostBridge.withEnvironment(FakeHost(now: Date(timeIntervalSince1970: 1_000_000))) {
            let center = MPRemoteCommandCenter.shared()
            expectTrue(center.changePlaybackRateCommand.supportedPlaybackRates.isEmpty)
            center.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1.0, 1.5, 2.0]
            expectEqual(center.changePlaybackRateCommand.supportedPlaybackRates.map(\.doubleValue), [0.5, 1, 1.5, 2])
            center.skipBackwardCommand.preferredIntervals = [NSNumber(value: 10)]
            expectEqual(center.skipBackwardCommand.preferredIntervals.map(\.doubleValue), [10])
        }
    }

    @Test func nowPlayingControlsResolveToWhatTheAppHandles() {
        CPHostBridge.withEnvironment(FakeHost(now: Date(timeIntervalSince1970: 1_000_000))) {
            let center = MPRemoteCommandCenter.shared()
            var log: [String] = []
            center.playCommand.addTarget { _ in
                log.append("play"); return .success
            }
            center.pauseCommand.addTarget { _ in
                log.append("pause"); return .success
            }
            center.skipForwardCommand.preferredIntervals = [30]
            center.skipForwardCommand.addTarget { event in
                log.append("skip \((event as? MPSkipIntervalCommandEvent)?.interval ?? 0)")
                return .success
            }
            center.skipBackwardCommand.addTarget { event in
                log.append("back \((event as? MPSkipIntervalCommandEvent)?.interval ?? 0)")
                return .success
            }
            expectEqual(center._resolve(.playPauseButton, isPlaying: false), .play)
            expectEqual(center._resolve(.playPauseButton, isPlaying: true), .pause)
            expectEqual(center._resolve(.nextButton, isPlaying: true), .skipForward(30))
            // No preferred interval: 15 seconds.
            expectEqual(center._resolve(.previousButton, isPlaying: true), .skipBackward(15))

            MPNowPlayingInfoCenter.default().playbackState = .playing
            expectEqual(center._hostSend(.playPauseButton), .success)
            MPNowPlayingInfoCenter.default().playbackState = .paused
            expectEqual(center._hostSend(.playPauseButton), .success)
            // Unknown state: a positive rate means playing.
            MPNowPlayingInfoCenter.default().playbackState = .unknown
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPNowPlayingInfoPropertyPlaybackRate: 1]
            expectEqual(center._hostSend(.playPauseButton), .success)
            expectEqual(center._hostSend(.nextButton), .success)
            expectEqual(center._hostSend(.previousButton), .success)
            expectEqual(log, ["pause", "play", "pause", "skip 30.0", "back 15.0"])

            // Once the app handles toggle and next track, those win.
            center.togglePlayPauseCommand.addTarget { _ in .success }
            center.nextTrackCommand.addTarget { _ in .success }
            expectEqual(center._resolve(.playPauseButton, isPlaying: true), .togglePlayPause)
            expectEqual(center._resolve(.nextButton, isPlaying: true), .nextTrack)
        }
    }

    @Test func commandChangesNotifyTheHost() {
        let host = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        CPHostBridge.withEnvironment(host) {
            let center = MPRemoteCommandCenter.shared()
            center.likeCommand.isEnabled = false
            center.changeRepeatModeCommand.currentRepeatType = .one
            expectEqual(host.changes, [.remoteCommandCenter, .remoteCommandCenter])
            expectEqual(center.changeRepeatModeCommand.currentRepeatType, .one)
        }
    }

    @Test func changesReachTheEnvironmentOfTheInstanceFromAnyThread() async {
        let first = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        let second = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        let center = CPHostBridge.withEnvironment(first) { MPNowPlayingInfoCenter.default() }
        CPHostBridge.withEnvironment(second) { MPNowPlayingInfoCenter.default().playbackState = .playing }
        // The app changes its center off the main actor, outside any host call: the notice still reaches its app.
        await Task.detached { center.playbackState = .paused }.value
        // The notice hops to the main queue; it has arrived once the main queue has run what was posted before.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        expectEqual(first.changes, [.nowPlayingInfoCenter])
        expectEqual(second.changes, [.nowPlayingInfoCenter])
    }

    @Test func artworkAnswersAtTheRequestedSize() {
        var requested: [CGSize] = []
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 400)) { size in
            requested.append(size)
            return UIImage(systemName: "music.note")!
        }
        expectEqual(artwork.bounds.size, CGSize(width: 600, height: 400))
        expectNotEqual(artwork.image(at: CGSize(width: 60, height: 40)), nil)
        expectEqual(requested, [CGSize(width: 60, height: 40)])
    }

    @Test func valuesAreReadLikeNSNumbers() {
        expectEqual(MPNowPlayingValue.double(3), 3)
        expectEqual(MPNowPlayingValue.double(Float(1.5)), 1.5)
        expectEqual(MPNowPlayingValue.double(NSNumber(value: 2.5)), 2.5)
        expectEqual(MPNowPlayingValue.double("3"), nil)
        expectEqual(MPNowPlayingValue.bool(1), true)
        expectEqual(MPNowPlayingValue.bool(true), true)
        expectEqual(MPNowPlayingValue.bool(Double.nan), false)
        expectEqual(MPNowPlayingValue.int(Double.nan), nil)
        expectEqual(MPNowPlayingValue.int(4.9), 4)
        expectEqual(MPNowPlayingValue.string(NSString(string: "x")), "x")
    }
}
