@_spi(CarPlayHost) import CarPlayTestSupport
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
        #expect(MPMediaItemPropertyTitle == "title")
        #expect(MPMediaItemPropertyArtist == "artist")
        #expect(MPMediaItemPropertyAlbumTitle == "albumTitle")
        #expect(MPMediaItemPropertyArtwork == "artwork")
        #expect(MPMediaItemPropertyPlaybackDuration == "playbackDuration")
        #expect(MPNowPlayingInfoPropertyElapsedPlaybackTime == "MPNowPlayingInfoPropertyElapsedPlaybackTime")
        #expect(MPNowPlayingInfoPropertyPlaybackRate == "MPNowPlayingInfoPropertyPlaybackRate")
        #expect(MPNowPlayingInfoPropertyDefaultPlaybackRate == "MPNowPlayingInfoPropertyDefaultPlaybackRate")
        #expect(MPNowPlayingInfoPropertyIsLiveStream == "MPNowPlayingInfoPropertyIsLiveStream")
        #expect(MPNowPlayingInfoPropertyPlaybackQueueIndex == "MPNowPlayingInfoPropertyPlaybackQueueIndex")
        #expect(MPNowPlayingInfoPropertyPlaybackQueueCount == "MPNowPlayingInfoPropertyPlaybackQueueCount")
        #expect(MPNowPlayingInfoPropertyMediaType == "MPNowPlayingInfoPropertyMediaType")
        #expect(MPNowPlayingPlaybackState.interrupted.rawValue == 4)
        #expect(MPRemoteCommandHandlerStatus.noSuchContent.rawValue == 100)
        #expect(MPRemoteCommandHandlerStatus.noActionableNowPlayingItem.rawValue == 110)
        #expect(MPRemoteCommandHandlerStatus.deviceNotFound.rawValue == 120)
        #expect(MPRemoteCommandHandlerStatus.commandFailed.rawValue == 200)
    }

    @Test func infoCenterNotifiesTheHostAndRecordsWhenInfoWasSet() {
        let host = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        CPHostBridge.withEnvironment(host) {
            let center = MPNowPlayingInfoCenter.default()
            #expect(center === MPNowPlayingInfoCenter.default())
            #expect(center.nowPlayingInfo == nil)
            #expect(center.playbackState == .unknown)
            center.nowPlayingInfo = [
                MPMediaItemPropertyTitle: "Song", MPNowPlayingInfoPropertyElapsedPlaybackTime: 12.5,
            ]
            #expect(host.changes == [.nowPlayingInfoCenter])
            #expect(center.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String == "Song")
            // Recorded on the host's clock, not fixed later by the observer's time.
            #expect(center._infoDate(now: Date(timeIntervalSince1970: 5)) == host.hostNow)
            host.hostNow = host.hostNow?.addingTimeInterval(30)
            center.playbackState = .paused
            #expect(host.changes == [.nowPlayingInfoCenter, .nowPlayingInfoCenter])
            #expect(center._infoDate(now: .distantPast) == host.hostNow)
            center.nowPlayingInfo = nil
            #expect(center.nowPlayingInfo == nil)
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
        #expect(info1 !== info2)
        #expect(commands1 !== commands2)
        #expect(CPHostBridge.withEnvironment(first) { MPRemoteCommandCenter.shared() } === commands1)
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
            #expect(center._hostSend(.play) == .success)
            #expect(center._hostSend(.nextTrack) == .noSuchContent)
            #expect(events == ["play:true", "next"])
            // No handler, or disabled: the command fails and nothing is called.
            #expect(center._hostSend(.pause) == .commandFailed)
            center.nextTrackCommand.isEnabled = false
            #expect(center._hostSend(.nextTrack) == .commandFailed)
            #expect(center.nextTrackCommand._isActive == false)
            center.playCommand.removeTarget(token)
            #expect(center._hostSend(.play) == .commandFailed)
            #expect(events.count == 2)
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
            #expect(center._hostSend(.changePlaybackRate(1.5)) == .success)
            #expect(center._hostSend(.skipForward(30)) == .success)
            #expect(center._hostSend(.changeRepeatMode(.all)) == .success)
            #expect(center._hostSend(.changeShuffleMode(.items)) == .commandFailed)
            #expect(received == ["rate 1.5", "skip 30.0", "repeat 2", "shuffle 1"])
        }
    }

    @Test func supportedRatesAndIntervals() {
        CPHostBridge.withEnvironment(FakeHost(now: Date(timeIntervalSince1970: 1_000_000))) {
            let center = MPRemoteCommandCenter.shared()
            #expect(center.changePlaybackRateCommand.supportedPlaybackRates.isEmpty)
            center.changePlaybackRateCommand.supportedPlaybackRates = [0.5, 1.0, 1.5, 2.0]
            #expect(center.changePlaybackRateCommand.supportedPlaybackRates.map(\.doubleValue) == [0.5, 1, 1.5, 2])
            center.skipBackwardCommand.preferredIntervals = [NSNumber(value: 10)]
            #expect(center.skipBackwardCommand.preferredIntervals.map(\.doubleValue) == [10])
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
            #expect(center._resolve(.playPauseButton, isPlaying: false) == .play)
            #expect(center._resolve(.playPauseButton, isPlaying: true) == .pause)
            #expect(center._resolve(.nextButton, isPlaying: true) == .skipForward(30))
            // No preferred interval: 15 seconds.
            #expect(center._resolve(.previousButton, isPlaying: true) == .skipBackward(15))

            MPNowPlayingInfoCenter.default().playbackState = .playing
            #expect(center._hostSend(.playPauseButton) == .success)
            MPNowPlayingInfoCenter.default().playbackState = .paused
            #expect(center._hostSend(.playPauseButton) == .success)
            // Unknown state: a positive rate means playing.
            MPNowPlayingInfoCenter.default().playbackState = .unknown
            MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPNowPlayingInfoPropertyPlaybackRate: 1]
            #expect(center._hostSend(.playPauseButton) == .success)
            #expect(center._hostSend(.nextButton) == .success)
            #expect(center._hostSend(.previousButton) == .success)
            #expect(log == ["pause", "play", "pause", "skip 30.0", "back 15.0"])

            // Once the app handles toggle and next track, those win.
            center.togglePlayPauseCommand.addTarget { _ in .success }
            center.nextTrackCommand.addTarget { _ in .success }
            #expect(center._resolve(.playPauseButton, isPlaying: true) == .togglePlayPause)
            #expect(center._resolve(.nextButton, isPlaying: true) == .nextTrack)
        }
    }

    @Test func commandChangesNotifyTheHost() {
        let host = FakeHost(now: Date(timeIntervalSince1970: 1_000_000))
        CPHostBridge.withEnvironment(host) {
            let center = MPRemoteCommandCenter.shared()
            center.likeCommand.isEnabled = false
            center.changeRepeatModeCommand.currentRepeatType = .one
            #expect(host.changes == [.remoteCommandCenter, .remoteCommandCenter])
            #expect(center.changeRepeatModeCommand.currentRepeatType == .one)
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
        #expect(first.changes == [.nowPlayingInfoCenter])
        #expect(second.changes == [.nowPlayingInfoCenter])
    }

    @Test func artworkAnswersAtTheRequestedSize() {
        var requested: [CGSize] = []
        let artwork = MPMediaItemArtwork(boundsSize: CGSize(width: 600, height: 400)) { size in
            requested.append(size)
            return UIImage(systemName: "music.note")!
        }
        #expect(artwork.bounds.size == CGSize(width: 600, height: 400))
        #expect(artwork.image(at: CGSize(width: 60, height: 40)) != nil)
        #expect(requested == [CGSize(width: 60, height: 40)])
    }

    @Test func valuesAreReadLikeNSNumbers() {
        #expect(MPNowPlayingValue.double(3) == 3)
        #expect(MPNowPlayingValue.double(Float(1.5)) == 1.5)
        #expect(MPNowPlayingValue.double(NSNumber(value: 2.5)) == 2.5)
        #expect(MPNowPlayingValue.double("3") == nil)
        #expect(MPNowPlayingValue.bool(1) == true)
        #expect(MPNowPlayingValue.bool(true) == true)
        #expect(MPNowPlayingValue.bool(Double.nan) == false)
        #expect(MPNowPlayingValue.int(Double.nan) == nil)
        #expect(MPNowPlayingValue.int(4.9) == 4)
        #expect(MPNowPlayingValue.string(NSString(string: "x")) == "x")
    }
}
