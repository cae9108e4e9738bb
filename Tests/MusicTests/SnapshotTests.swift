import CarPlay
import CarPlayTesting
import Foundation
import Music
import SnapshotTesting
import Testing

/// Text snapshots of Music screens on the standard display (800 × 480 @2x).
@MainActor @Suite struct SnapshotTests {
    @Test func libraryTab() throws {
        let music = try MusicCar()
        assertSnapshot(of: music.car.screen, as: .carPlay)
    }

    /// Each image row titled once, by its own text.
    @Test func playlistsTab() throws {
        let music = try MusicCar()
        music.car.selectTab("Playlists")
        assertSnapshot(of: music.car.screen, as: .carPlay)
    }

    @Test func nowPlayingAfterAMinute() async throws {
        let music = try MusicCar()
        await music.play("Harbor Lights", onAlbum: "Neon Harbor")
        music.car.tapNowPlayingButton(at: 2)
        music.car.advanceClock(by: 40)
        assertSnapshot(of: music.car.screen, as: .carPlay)
    }

    @Test func liveGame() async throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        await music.select("Gulls vs Comets")
        music.car.advanceClock(by: 100)
        music.sync()
        assertSnapshot(of: music.car.screen, as: .carPlay)
    }
}
