import AVFAudio
@_spi(CarPlayHost) import CarPlay
import CarPlayTesting
import Expectations
import Foundation
@_spi(CarPlayHost) import MediaPlayer
import Music
import Testing
import UIKit

/// Playing tracks: Now Playing, its buttons, Up Next, the metadata the app publishes and the car's controls.
@MainActor @Suite struct NowPlayingTests {
    @Test func aTrackPlaysWithNowPlayingOnTop() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(car.stack.count, 4)
        let info = try require(music.nowPlayingInfo)
        expectEqual(info[MPMediaItemPropertyTitle] as? String, "Harbor Lights")
        expectEqual(info[MPMediaItemPropertyArtist] as? String, "Aurora Lane")
        expectEqual(info[MPMediaItemPropertyAlbumTitle] as? String, "Neon Harbor")
        expectEqual(info[MPMediaItemPropertyPlaybackDuration] as? Double, 198)
        expectEqual(info[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double, 0)
        expectEqual(info[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 1)
        expectEqual(info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool, false)
        expectEqual(info[MPNowPlayingInfoPropertyPlaybackQueueIndex] as? Int, 1)
        expectEqual(info[MPNowPlayingInfoPropertyPlaybackQueueCount] as? Int, 10)
        let artwork = try require(info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        expectEqual(artwork.bounds.size, CGSize(width: 100, height: 100))
        expectEqual(music.playbackState, .playing)

        let texts = car.screen.texts
        expectTrue(texts.contains("Harbor Lights"))
        expectEqual(music.nodes(.artwork).first?.content.defaultGlyph, nil)
        // The screen extrapolates the elapsed time from the rate, on the car's clock.
        car.advanceClock(by: 61)
        expectEqual(music.nodes(.text, where: { $0.field == .elapsed }).first?.text, "1:01")
        expectEqual(music.nodes(.text, where: { $0.field == .remaining }).first?.text, "-2:17")
        expectLess(abs(music.app.player.position - 61), 0.001)
    }

    @Test func theAudioSessionBecomesActiveOnlyAtFirstPlay() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.select("Albums")
        await music.select("Glass Weather")
        expectEqual(car.session.audioSession?.isActive, false)
        expectEqual(car.session.audioSession?.takesAudioFocus, false)
        await music.select("Barometer")
        let state = try require(car.session.audioSession)
        expectTrue(state.isActive && state.takesAudioFocus)
        expectEqual(state.category, AVAudioSession.Category.playback.rawValue)
        // Pausing keeps the session; stopping releases it so the car's radio may resume.
        music.tapControl("playPause")
        expectEqual(car.session.audioSession?.isActive, true)
        expectEqual(car.run { MPRemoteCommandCenter.shared()._hostSend(.stop) }, .success)
        expectEqual(car.session.audioSession?.isActive, false)
        expectEqual(music.playbackState, .paused)
    }

    @Test func playbackRateCyclesThroughFourRates() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Night Ferry", onAlbum: "Neon Harbor")
        expectEqual(
            music.nowPlayingButtons.map { $0.content.nowPlayingButton?.kind },
            [
                .shuffle, .repeat, .playbackRate, .addToLibrary, .image,
            ])
        expectEqual(music.nowPlayingButtons[2].text, "1×")
        var seen: [String?] = []
        var rates: [Float] = []
        for _ in 0..<5 {
            car.tapNowPlayingButton(at: 2)
            seen.append(music.nowPlayingButtons[2].text)
            rates.append(music.app.player.playbackRate)
        }
        expectEqual(seen, ["1.5×", "2×", "0.5×", "1×", "1.5×"])
        expectEqual(rates, [1.5, 2, 0.5, 1, 1.5])
        expectEqual(music.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 1.5)
        // Position = elapsed + rate × time.
        car.advanceClock(by: 10)
        expectLess(abs(music.app.player.position - 15), 0.001)
        expectEqual(music.nodes(.text, where: { $0.field == .elapsed }).first?.text, "0:15")
    }

    @Test func shuffleAndRepeatButtonsChangeTheQueue() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Lighthouse Signal", onAlbum: "Neon Harbor")
        let album = music.app.player.queue
        car.tapNowPlayingButton(at: 0)
        expectEqual(music.app.player.shuffleType, .items)
        expectEqual(car.run { MPRemoteCommandCenter.shared().changeShuffleModeCommand.currentShuffleType }, .items)
        expectTrue(music.nowPlayingButtons[0].isSelected)
        let shuffled = music.app.player.queue
        expectEqual(shuffled.first?.title, "Lighthouse Signal")
        expectTrue(Set(shuffled) == Set(album) && shuffled != album)
        car.tapNowPlayingButton(at: 0)
        expectEqual(music.app.player.queue, album)
        expectTrue(!music.nowPlayingButtons[0].isSelected)

        var modes: [ScreenContent.NowPlayingButton.RepeatMode?] = []
        for _ in 0..<3 {
            car.tapNowPlayingButton(at: 1)
            modes.append(music.nowPlayingButtons[1].content.nowPlayingButton?.repeat)
        }
        expectEqual(modes, [.all, .one, nil])
        expectEqual(music.app.player.repeatType, .off)
    }

    @Test func upNextListsTheQueueAndJumpsWithinIt() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Lighthouse Signal", onAlbum: "Neon Harbor")
        expectTrue(car.run { CPNowPlayingTemplate.shared.isUpNextButtonEnabled })
        car.tapUpNext()
        expectEqual(car.topTemplate?.kind, .list)
        expectEqual(music.topTitle, "Up Next")
        expectEqual(car.stack.count, 5)
        let sections = try require(music.visibleList?.sections)
        expectEqual(sections.map(\.header), ["Now Playing", "Up Next"])
        expectEqual(sections[1].items.count, 9)
        guard case .item(let playing)? = sections[0].items.first else {
            Issue.record("No Now Playing row")
            return
        }
        expectTrue(playing.text == "Lighthouse Signal" && playing.isPlaying)
        await music.select("Paper Moons")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(music.app.player.currentTrack?.title, "Paper Moons")
        expectEqual(music.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String, "Paper Moons")
    }

    /// At the last track Up Next goes off, unless the queue repeats.
    @Test func upNextFollowsTheEndOfTheQueueAndRepeatAll() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Home Before Dawn", onAlbum: "Neon Harbor")
        expectEqual(car.run { CPNowPlayingTemplate.shared.isUpNextButtonEnabled }, false)
        car.tapNowPlayingButton(at: 1)
        expectTrue(car.run { CPNowPlayingTemplate.shared.isUpNextButtonEnabled })
        car.tapUpNext()
        expectEqual(music.visibleList?.sections.last?.items.first?.text, "Lighthouse Signal")
    }

    @Test func theCarsControlsFireTheRemoteCommands() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        let controls = music.nodes(.playbackControl)
        expectEqual(
            controls.map { $0.content.playbackControl?.command }, [.previousTrack, .togglePlayPause, .nextTrack])
        expectTrue(controls.allSatisfy { $0.isEnabled })

        car.advanceClock(by: 20)
        expectEqual(music.tapControl("playPause"), .handled)
        expectTrue(!music.app.player.isPlaying)
        expectEqual(music.playbackState, .paused)
        expectEqual(music.nowPlayingInfo?[MPNowPlayingInfoPropertyPlaybackRate] as? Double, 0)
        expectEqual(music.nowPlayingInfo?[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? Double, 20)
        car.advanceClock(by: 30)
        expectEqual(music.nodes(.text, where: { $0.field == .elapsed }).first?.text, "0:20")
        expectEqual(music.tapControl("playPause"), .handled)
        expectEqual(music.playbackState, .playing)

        music.tapControl("next")
        expectEqual(music.app.player.currentTrack?.title, "Night Ferry")
        // Previous within the first 3 seconds goes back a track; later it restarts the track.
        music.tapControl("previous")
        expectEqual(music.app.player.currentTrack?.title, "Harbor Lights")
        car.advanceClock(by: 10)
        music.tapControl("previous")
        expectEqual(music.app.player.currentTrack?.title, "Harbor Lights")
        expectEqual(music.app.player.position, 0)

        // The other commands, as Siri or the steering wheel send them.
        let center = car.run { MPRemoteCommandCenter.shared() }
        expectEqual(
            car.run { center.changePlaybackRateCommand.supportedPlaybackRates.map(\.floatValue) }, [0.5, 1, 1.5, 2])
        car.run {
            expectEqual(center._hostSend(.changePlaybackRate(2)), .success)
            expectEqual(center._hostSend(.changeRepeatMode(.one)), .success)
            expectEqual(center._hostSend(.changeShuffleMode(.items)), .success)
            expectEqual(center._hostSend(.changePlaybackPosition(42)), .success)
            expectEqual(center._hostSend(.pause), .success)
        }
        expectEqual(music.app.player.playbackRate, 2)
        expectEqual(music.app.player.repeatType, .one)
        expectEqual(music.app.player.shuffleType, .items)
        expectEqual(music.app.player.position, 42)
        expectTrue(!music.app.player.isPlaying)
        expectEqual(music.nowPlayingButtons[1].content.nowPlayingButton?.repeat, .one)
    }

    @Test func tracksEndAndTheQueueMovesOn() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Tidal", onAlbum: "Neon Harbor")
        car.advanceClock(by: 176 + 100)
        music.sync()
        expectEqual(music.app.player.currentTrack?.title, "Slow Motion Skyline")
        expectLess(abs(music.app.player.position - 100), 0.001)
        expectEqual(music.nowPlayingInfo?[MPMediaItemPropertyTitle] as? String, "Slow Motion Skyline")
        // The end of the queue stops playback and releases the audio session.
        car.advanceClock(by: 263 - 100 + 248 + 5)
        music.sync()
        expectEqual(music.app.player.currentTrack?.title, "Home Before Dawn")
        expectTrue(!music.app.player.isPlaying)
        expectEqual(car.session.audioSession?.isActive, false)
        expectEqual(music.playbackState, .paused)
    }

    @Test func repeatOneReplaysTheTrack() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Tidal", onAlbum: "Neon Harbor")
        car.tapNowPlayingButton(at: 1)
        car.tapNowPlayingButton(at: 1)
        expectEqual(music.app.player.repeatType, .one)
        car.advanceClock(by: 176 * 2 + 7)
        music.sync()
        expectEqual(music.app.player.currentTrack?.title, "Tidal")
        expectLess(abs(music.app.player.position - 7), 0.001)
    }

    @Test func rowsShowThePlayingIndicatorAndProgress() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        car.back()
        func row(_ title: String) -> ListRowSnapshot? { music.visibleRows.first { $0.text == title } }
        expectEqual(row("Harbor Lights")?.isPlaying, true)
        expectEqual(row("Harbor Lights")?.playingIndicatorLocation, .trailing)
        expectEqual(row("Lighthouse Signal")?.isPlaying, false)
        car.advanceClock(by: 99)
        music.sync()
        expectLess(abs((row("Harbor Lights")?.playbackProgress ?? 0) - 0.5), 0.001)
        let indicator = car.screen.nodes(.playingIndicator)
        expectEqual(indicator.count, 1)
        // A track left halfway keeps its progress; the new one plays.
        await music.select("Night Ferry")
        car.back()
        expectEqual(row("Harbor Lights")?.isPlaying, false)
        expectLess(abs((row("Harbor Lights")?.playbackProgress ?? 0) - 0.5), 0.001)
        expectEqual(row("Night Ferry")?.isPlaying, true)
        // Pausing stops the indicator.
        car.run { _ = music.app.player.pause() }
        expectEqual(row("Night Ferry")?.isPlaying, false)
        // Playlists show it leading.
        car.back()
        car.back()
        car.selectTab("Playlists")
        await music.select("Late Night Drive")
        expectEqual(row("Night Ferry")?.playingIndicatorLocation, .leading)
    }

    @Test func addToLibraryAndFavourite() async throws {
        let music = try MusicCar()
        let car = music.car
        car.selectTab("Playlists")
        await music.selectImage(at: 0, inRow: "New Releases")
        expectEqual(music.topTitle, "Sunday Engine")
        await music.select("Brass Tacks")
        let add = try require(music.nowPlayingButtons.first { $0.content.nowPlayingButton?.kind == .addToLibrary })
        expectTrue(add.isEnabled)
        car.tapNowPlayingButton(at: 3)
        expectTrue(music.app.library.containsAlbum("sunday-engine"))
        expectEqual(music.nowPlayingButtons[3].isEnabled, false)
        car.tapNowPlayingButton(at: 4)
        expectTrue(music.nowPlayingButtons[4].isSelected)
        expectEqual(music.app.library.favorites.map(\.title), ["Brass Tacks"])

        // The library shows the album first; the playlists tab lists the favourite.
        car.back()
        car.back()
        expectEqual(car.stack.count, 1)
        car.selectTab("Library")
        let cards = try require(music.visibleImageRows.first { $0.style == .card })
        expectEqual(cards.elements.first?.title, "Sunday Engine")
        car.selectTab("Playlists")
        expectEqual(music.visibleImageRows.first { $0.style == .row }?.elements.map(\.title), ["Parallel Sleep"])
        expectEqual(music.visibleRows.last?.detailText, "1 songs")
    }

    @Test func cardsAndTheAlbumArtistButtonOpenAlbums() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.selectImage(at: 1, inRow: "Recently Added")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(car.stack.count, 2)
        expectEqual(music.app.player.currentTrack?.title, "Barometer")
        car.tapAlbumArtist()
        expectEqual(music.topTitle, "Glass Weather")
        await music.select("Heat Haze")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(car.stack.count, 2)
        expectEqual(music.app.player.currentTrack?.title, "Heat Haze")
    }

    @Test func nowPlayingOpensInEachTabAndFromTheTabBarButton() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        for _ in 0..<3 { car.back() }
        expectEqual(car.stack.count, 1)
        car.selectTab("Playlists")
        await music.select("Focus")
        await music.select("Nave")
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(car.stack.count, 3)
        expectEqual(music.app.player.currentTrack?.title, "Nave")
        // The system's Now Playing button on the tab bar shows the same template.
        car.back()
        car.back()
        car.selectTab("Radio")
        expectEqual(
            car.session.activate(screenElement: ElementID(car.rootTemplate!.id.rawValue + "/nowPlaying")),
            .handledBySystem)
        expectEqual(car.topTemplate?.kind, .nowPlaying)
        expectEqual(music.nodes(.text, where: { $0.field == .title }).first?.text, "Nave")
        expectTrue(car.faults.isEmpty)
    }
}
