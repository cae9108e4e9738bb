import Expectations
import Foundation
import MediaPlayer
import Music
import Testing

/// The player model on its own, with a clock the test moves.
@MainActor @Suite struct PlayerTests {
    final class Clock {
        var now = Date(timeIntervalSince1970: 1_000_000)
    }

    let clock = Clock()
    let player: MusicPlayer
    let album: [Track]

    init() throws {
        let clock = clock
        player = MusicPlayer(clock: { clock.now })
        album = try require(Catalogue.bundled().album(id: "neon-harbor")).tracks
    }

    @Test func positionIsElapsedPlusRateTimesTime() {
        player.play(album, startingAt: 0)
        clock.now += 10
        expectEqual(player.position, 10)
        player.setPlaybackRate(2)
        clock.now += 10
        expectEqual(player.position, 30)
        player.pause()
        clock.now += 100
        expectEqual(player.position, 30)
        expectEqual(player.effectiveRate, 0)
        player.resume()
        clock.now += 1
        expectEqual(player.position, 32)
        expectTrue(!player.setPlaybackRate(3) && !player.setPlaybackRate(0))
        expectEqual(player.playbackRate, 2)
        // Never past the track's end.
        clock.now += 1000
        expectEqual(player.position, album[0].duration)
    }

    @Test func shuffleOffRestoresTheAlbumOrder() {
        player.play(album, startingAt: 4)
        player.setShuffle(.items)
        expectTrue(player.queue.first == album[4] && player.queueIndex == 0)
        expectTrue(player.queue.count == album.count && player.queue != album)
        player.next()
        let current = player.currentTrack
        player.setShuffle(.off)
        expectEqual(player.queue, album)
        expectEqual(player.currentTrack, current)
        expectEqual(player.queueIndex, album.firstIndex { $0 == current })
        // Playing with shuffle on starts with the chosen track.
        player.setShuffle(.items)
        player.play(album, startingAt: 7)
        expectTrue(player.currentTrack == album[7] && Set(player.queue) == Set(album))
    }

    @Test func previousAndNextAtTheEndsFollowTheRepeatMode() {
        player.play(album, startingAt: 0)
        player.previous()
        expectEqual(player.currentTrack, album[0])
        player.setRepeat(.all)
        player.previous()
        expectEqual(player.currentTrack, album.last)
        expectEqual(player.upNextIndices, Array(0..<(album.count - 1)))
        player.next()
        expectEqual(player.currentTrack, album[0])
        player.setRepeat(.off)
        player.play(album, startingAt: album.count - 1)
        expectTrue(player.upNextIndices.isEmpty)
        player.next()
        expectTrue(!player.isPlaying && !player.isAudioSessionActive)
        expectEqual(player.currentTrack, album.last)
        // Play again after the end starts the track over.
        player.resume()
        expectTrue(player.isPlaying && player.position == 0)
    }

    @Test func syncWithClockCrossesSeveralTracksAtDoubleSpeed() {
        player.play(album, startingAt: 0)
        player.setPlaybackRate(2)
        // 214 + 198 s of music take 206 s; 10 s more are 20 s into the third track.
        clock.now += (214 + 198) / 2 + 10
        player.syncWithClock()
        expectEqual(player.currentTrack, album[2])
        expectLess(abs(player.position - 20), 0.0001)
    }

    @Test func partlyPlayedTracksKeepTheirProgress() {
        player.play(album, startingAt: 1)
        clock.now += 99
        expectEqual(player.progress(of: album[1]), 0.5)
        player.skip(toQueueIndex: 5)
        expectEqual(player.progress(of: album[1]), 0.5)
        expectEqual(player.progress(of: album[5]), 0)
        // Playing it again starts it over.
        player.skip(toQueueIndex: 1)
        expectEqual(player.progress(of: album[1]), 0)
    }

    @Test func theAudioSessionIsActivatedByTheFirstPlayOnly() {
        expectTrue(!player.isAudioSessionActive)
        player.setShuffle(.items)
        player.setRepeat(.one)
        expectTrue(!player.isAudioSessionActive)
        expectTrue(!player.resume())
        player.play(album)
        expectTrue(player.isAudioSessionActive)
        player.pause()
        expectTrue(player.isAudioSessionActive)
        player.stop()
        expectTrue(!player.isAudioSessionActive)
    }
}
