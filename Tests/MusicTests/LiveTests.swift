import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import MediaPlayer
import Music
import Testing

/// Live radio and the live game in sports mode.
@MainActor @Suite struct LiveTests {
    @Test func radioIsAnOpenEndedLiveStream() async throws {
        let music = try MusicCar()
        let car = music.car
        car.selectTab("Radio")
        await music.select("Harbor FM")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        let info = try require(music.nowPlayingInfo)
        expectEqual(info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool, true)
        expectEqual(info[MPMediaItemPropertyPlaybackDuration], nil)
        expectEqual(info[MPMediaItemPropertyTitle] as? String, "The Morning Tide")
        expectEqual(info[MPMediaItemPropertyArtist] as? String, "Harbor FM")
        let bar = try require(music.nodes(.progressBar).first)
        expectTrue(bar.content.progress?.live == true && bar.content.progress?.openEnded == true)
        expectEqual(bar.value, nil)
        expectTrue(car.screen.texts.contains("LIVE"))
        expectTrue(music.nowPlayingButtons.isEmpty)
        expectEqual(car.run { CPNowPlayingTemplate.shared.isUpNextButtonEnabled }, false)
        expectEqual(car.session.audioSession?.isActive, true)
        car.advanceClock(by: 3600 + 62)
        expectEqual(music.nodes(.text, where: { $0.field == .elapsed }).first?.text, "1:01:02")
        // Next moves to the next station.
        music.tapControl("next")
        expectEqual(music.nowPlayingInfo?[MPMediaItemPropertyArtist] as? String, "Night Jazz 24")
        car.back()
        expectEqual(music.visibleRows.first { $0.text == "Night Jazz 24" }?.isPlaying, true)
        expectEqual(music.visibleRows.first { $0.text == "Harbor FM" }?.isPlaying, false)
    }

    @Test func stationsPlayFromTheImageGrid() async throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        await music.selectImage(at: 4, inRow: "Stations")
        expectEqual(music.car.topTemplate?.kind, .nowPlaying)
        expectEqual(music.nowPlayingInfo?[MPMediaItemPropertyArtist] as? String, "Talk City")
    }

    @Test func theLiveGameShowsSportsModeWithARunningClock() async throws {
        let music = try MusicCar()
        let car = music.car
        car.selectTab("Radio")
        await music.select("Gulls vs Comets")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(music.nodes(.nowPlaying).first?.content.nowPlaying?.mode, .sports)
        let teams = music.nodes(.sportsTeam)
        expectEqual(teams.map(\.text), ["Northfield Comets", "Harbour City Gulls"])
        expectEqual(teams.map { $0.content.favorite }, [nil, true])
        expectEqual(music.nodes(.score).map(\.text), ["0", "1"])
        expectEqual(music.nodes(.eventClock).first?.text, "23:10")
        expectEqual(music.nodes(.text, where: { $0.field == .status }).map(\.text), ["1st Half"])
        expectEqual(music.nowPlayingInfo?[MPNowPlayingInfoPropertyIsLiveStream] as? Bool, true)
        // The next/previous controls have nothing to move to.
        expectEqual(
            music.nodes(.playbackControl, where: { $0.playbackControl?.control == .next }).first?.isEnabled, false)

        car.advanceClock(by: 65)
        expectEqual(music.nodes(.eventClock).first?.text, "24:15")
        music.sync()
        expectEqual(music.nodes(.score).map(\.text), ["0", "1"])
        // At 24:30 the Comets equalise: the app updates the scoreboard, the clock keeps counting.
        car.advanceClock(by: 20)
        music.sync()
        expectEqual(music.nodes(.score).map(\.text), ["1", "1"])
        expectEqual(music.nodes(.text, where: { $0.field == .status }).map(\.text), ["1st Half", "Comets 25'"])
        expectEqual(music.nodes(.eventClock).first?.text, "24:35")
        car.advanceClock(by: 25)
        expectEqual(music.nodes(.eventClock).first?.text, "25:00")

        // Back to music: the default mode returns.
        car.back()
        car.selectTab("Library")
        await music.play("Tidal", onAlbum: "Neon Harbor")
        expectEqual(music.nodes(.nowPlaying).first?.content.nowPlaying?.mode, .default)
        expectTrue(music.nodes(.eventClock).isEmpty)
    }
}
