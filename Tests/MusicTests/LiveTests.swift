import CarPlay
import CarPlayTesting
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
        #expect(car.topTemplate?.kind == .nowPlaying)
        let info = try #require(music.nowPlayingInfo)
        #expect(info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool == true)
        #expect(info[MPMediaItemPropertyPlaybackDuration] == nil)
        #expect(info[MPMediaItemPropertyTitle] as? String == "The Morning Tide")
        #expect(info[MPMediaItemPropertyArtist] as? String == "Harbor FM")
        let bar = try #require(music.nodes(.progressBar).first)
        #expect(bar.content.progress?.live == true && bar.content.progress?.openEnded == true)
        #expect(bar.value == nil)
        #expect(car.screen.texts.contains("LIVE"))
        #expect(music.nowPlayingButtons.isEmpty)
        #expect(car.run { CPNowPlayingTemplate.shared.isUpNextButtonEnabled } == false)
        #expect(car.session.audioSession?.isActive == true)
        car.advanceClock(by: 3600 + 62)
        #expect(music.nodes(.text, where: { $0.field == .elapsed }).first?.text == "1:01:02")
        // Next moves to the next station.
        music.tapControl("next")
        #expect(music.nowPlayingInfo?[MPMediaItemPropertyArtist] as? String == "Night Jazz 24")
        car.back()
        #expect(music.visibleRows.first { $0.text == "Night Jazz 24" }?.isPlaying == true)
        #expect(music.visibleRows.first { $0.text == "Harbor FM" }?.isPlaying == false)
    }

    @Test func stationsPlayFromTheImageGrid() async throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        await music.selectImage(at: 4, inRow: "Stations")
        #expect(music.car.topTemplate?.kind == .nowPlaying)
        #expect(music.nowPlayingInfo?[MPMediaItemPropertyArtist] as? String == "Talk City")
    }

    @Test func theLiveGameShowsSportsModeWithARunningClock() async throws {
        let music = try MusicCar()
        let car = music.car
        car.selectTab("Radio")
        await music.select("Gulls vs Comets")
        #expect(car.topTemplate?.kind == .nowPlaying)
        #expect(music.nodes(.nowPlaying).first?.content.nowPlaying?.mode == .sports)
        let teams = music.nodes(.sportsTeam)
        #expect(teams.map(\.text) == ["Northfield Comets", "Harbour City Gulls"])
        #expect(teams.map { $0.content.favorite } == [nil, true])
        #expect(music.nodes(.score).map(\.text) == ["0", "1"])
        #expect(music.nodes(.eventClock).first?.text == "23:10")
        #expect(music.nodes(.text, where: { $0.field == .status }).map(\.text) == ["1st Half"])
        #expect(music.nowPlayingInfo?[MPNowPlayingInfoPropertyIsLiveStream] as? Bool == true)
        // The next/previous controls have nothing to move to.
        #expect(
            music.nodes(.playbackControl, where: { $0.playbackControl?.control == .next }).first?.isEnabled == false)

        car.advanceClock(by: 65)
        #expect(music.nodes(.eventClock).first?.text == "24:15")
        music.sync()
        #expect(music.nodes(.score).map(\.text) == ["0", "1"])
        // At 24:30 the Comets equalise: the app updates the scoreboard, the clock keeps counting.
        car.advanceClock(by: 20)
        music.sync()
        #expect(music.nodes(.score).map(\.text) == ["1", "1"])
        #expect(music.nodes(.text, where: { $0.field == .status }).map(\.text) == ["1st Half", "Comets 25'"])
        #expect(music.nodes(.eventClock).first?.text == "24:35")
        car.advanceClock(by: 25)
        #expect(music.nodes(.eventClock).first?.text == "25:00")

        // Back to music: the default mode returns.
        car.back()
        car.selectTab("Library")
        await music.play("Tidal", onAlbum: "Neon Harbor")
        #expect(music.nodes(.nowPlaying).first?.content.nowPlaying?.mode == .default)
        #expect(music.nodes(.eventClock).isEmpty)
    }
}
