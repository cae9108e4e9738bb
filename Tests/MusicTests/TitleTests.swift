import CarPlay
import CarPlayTesting
import Foundation
import Music
import Testing

/// What the driver reads on the tabs: each title once.
@MainActor @Suite struct TitleTests {
    @Test func playlistsShowsEachTitleOnce() throws {
        let music = try MusicCar()
        music.car.selectTab("Playlists")
        let texts = music.car.screen.texts
        for title in ["Your Playlists", "New Releases", "All Playlists"] {
            #expect(texts.filter { $0 == title }.count == 1, "\(title) in \(texts)")
        }
        // The image rows are titled by their own text, not by a section header repeating it.
        let headers = music.nodes(.sectionHeader).compactMap(\.text)
        #expect(headers == ["All Playlists"])
        #expect(music.visibleImageRows.map(\.text) == ["Your Playlists", "New Releases"])
    }
}
