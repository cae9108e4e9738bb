import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Music
import Testing

/// Browsing the tabs and lists.
@MainActor @Suite struct BrowsingTests {
    @Test func everyTabShowsItsContent() async throws {
        let music = try MusicCar()
        let car = music.car
        expectEqual(music.topTitle, "Library")
        expectEqual(music.visibleRows.map(\.text), ["Albums", "Artists", "Songs"])

        car.selectTab("Playlists")
        expectEqual(music.topTitle, "Playlists")
        expectEqual(
            music.visibleRows.map(\.text), ["Road Trip", "Focus", "Late Night Drive", "Sunday Morning", "Favourites"])

        car.selectTab("Radio")
        expectEqual(music.topTitle, "Radio")
        expectEqual(
            music.visibleRows.map(\.text),
            [
                "Gulls vs Comets", "Harbor FM", "Night Jazz 24", "Classic Drive", "Pulse Electronic", "Talk City",
                "Lo-Fi Lounge",
            ])

        car.selectTab("Downloads")
        expectEqual(music.topTitle, "Downloads")
        expectEqual(music.visibleList?.isEmpty, true)
    }

    @Test func imageRowsUseEveryElementStyle() throws {
        let music = try MusicCar()
        let car = music.car
        var styles: [String: ImageRowSnapshot.Style] = [:]
        for tab in ["Library", "Playlists", "Radio"] {
            car.selectTab(tab)
            for row in music.visibleImageRows { styles[row.text ?? ""] = row.style }
        }
        expectEqual(
            styles,
            [
                "Recently Added": .card, "Your Artists": .condensed, "Your Playlists": .grid, "New Releases": .row,
                "Stations": .imageGrid,
            ])
        // The legacy image row (init(text:images:)) appears once something was played.
        let catalogue = try Catalogue.bundled()
        car.run { _ = music.app.player.play(catalogue.albums[2].tracks) }
        car.selectTab("Library")
        let legacy = try require(music.visibleImageRows.first { $0.text == "Recently Played" })
        expectEqual(legacy.style, .images)
        expectEqual(legacy.gridImages.count, 1)
    }

    @Test func albumsOpenTheirTracks() async throws {
        let music = try MusicCar()
        await music.select("Albums")
        expectEqual(music.topTitle, "Albums")
        expectEqual(
            music.visibleRows.map(\.text),
            [
                "Neon Harbor", "Glass Weather", "Slow Rivers", "Cathedral Light", "Mile Marker 9",
            ])
        expectTrue(music.visibleRows.allSatisfy { $0.accessoryType == .disclosureIndicator })
        await music.select("Neon Harbor")
        expectEqual(music.topTitle, "Neon Harbor")
        let rows = music.visibleRows
        expectEqual(rows.count, 10)
        expectEqual(rows.first?.text, "Lighthouse Signal")
        expectEqual(rows.first?.detailText, "3:34")
        expectEqual(rows.first { $0.text == "Static Hearts" }?.isExplicitContent, true)
        expectEqual(music.visibleList?.sections.first?.header, "Aurora Lane · 2023")
        expectEqual(music.car.stack.count, 3)
    }

    @Test func artistsOpenTheirSongsFromTheListAndTheCondensedRow() async throws {
        let music = try MusicCar()
        await music.selectImage(at: 0, inRow: "Your Artists")
        expectEqual(music.topTitle, "Aurora Lane")
        expectEqual(music.visibleList?.sections.map(\.header), ["Neon Harbor", "Glass Weather"])
        music.car.back()
        await music.select("Artists")
        expectEqual(music.visibleRows.map(\.text), ["Aurora Lane", "Dust Road", "Lumen Choir", "The Midnight Ferns"])
        await music.select("Dust Road")
        expectEqual(music.topTitle, "Dust Road")
        expectEqual(music.visibleRows.count, 9)
    }

    @Test func songsAreIndexedByLetter() async throws {
        let music = try MusicCar()
        await music.select("Songs")
        let list = try require(music.visibleList)
        expectEqual(list.itemCount, 47)
        expectTrue(list.sections.allSatisfy { $0.sectionIndexTitle?.count == 1 && $0.header == $0.sectionIndexTitle })
        expectEqual(list.sections.first?.items.first?.text, "Afterglow Avenue")
    }

    @Test func loadingShowsTheSpinnerUntilTheListIsReady() async throws {
        let music = try MusicCar(loadingDelay: .milliseconds(150))
        let car = music.car
        let outcome = car.select("Albums")
        expectEqual(outcome, .handlerRunning)
        expectTrue(car.isSpinning("Albums"))
        expectEqual(car.screen.nodes(.spinner).count, 1)
        expectEqual(car.stack.count, 1)
        await music.settle()
        expectTrue(!car.isSpinning("Albums"))
        expectTrue(car.screen.nodes(.spinner).isEmpty)
        expectEqual(music.topTitle, "Albums")
    }

    @Test func limitedUITrimsLongListsToTwelve() async throws {
        let music = try MusicCar()
        let car = music.car
        await music.select("Songs")
        expectEqual(music.visibleList?.itemCount, 47)
        car.limitUI()
        expectEqual(music.visibleList?.itemCount, 12)
        car.back()
        await music.select("Albums")
        await music.select("Slow Rivers")
        expectEqual(music.visibleRows.count, 12)
        expectEqual(music.visibleRows.last?.text, "Estuary")
        car.unlimitUI()
        expectEqual(music.visibleRows.count, 14)
    }

    @Test func downloadsShowsTheEmptyView() throws {
        let music = try MusicCar()
        music.car.selectTab("Downloads")
        let list = try require(music.visibleList)
        expectEqual(list.emptyViewTitleVariants, ["No Downloaded Music", "No Downloads"])
        expectEqual(list.emptyViewSubtitleVariants.count, 2)
        let empty = try require(music.car.screen.nodes(.emptyView).first)
        let texts = empty.all { $0.text != nil }.compactMap(\.text)
        // The longest variant that fits.
        expectTrue(texts.contains("No Downloaded Music"))
        expectTrue(texts.contains { list.emptyViewSubtitleVariants.contains($0) })
    }
}
