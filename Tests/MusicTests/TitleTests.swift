import CarPlay
import CarPlayHost
import CarPlayTesting
import Foundation
import Music
import Testing

/// What the driver reads on the tabs: each title once, and the station names under the radio images.
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

    /// The Stations grid's elements on the Radio tab.
    private func stationElements(_ music: MusicCar) -> [ScreenNode] {
        music.nodes(.imageRowElement, "style", "imageGrid")
    }

    @Test func radioShowsEveryStationWithItsTitleUnderItsImage() async throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        let stations = try Catalogue.bundled().stations
        let elements = stationElements(music)
        #expect(elements.map { $0.attributes["elementIndex"] } == stations.indices.map { String($0) })
        #expect(music.nodes(.imageRow).allSatisfy { $0.attributes["hiddenElements"] == nil })
        for (element, station) in zip(elements, stations) {
            // The title as drawn: whole, or cut short with "…" when the element is too narrow for it.
            let title = try #require(element.text, "\(station.name) has no title")
            #expect(
                title == station.name || (title.hasSuffix("…") && station.name.hasPrefix(title.dropLast())),
                "\(title) for \(station.name)")
            // Under the image, with a caption line of room.
            let image = try #require(element.children.first { $0.role == .rowImage })
            #expect(element.frame.maxY - image.frame.maxY >= 14)
        }
        // The last station, on the grid's second line, plays when tapped.
        await music.selectImage(at: stations.count - 1, inRow: "Stations")
        #expect(music.car.run { music.app.player.current } == .station(stations[stations.count - 1]))
    }

    @Test func stationNamesUnderTheImagesAreWhole() throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        let stations = try Catalogue.bundled().stations
        let elements = stationElements(music)
        let short = stations.filter { ["Harbor FM", "Talk City"].contains($0.name) }.map(\.name)
        #expect(short.allSatisfy { name in elements.contains { $0.text == name } })
        withKnownIssue(
            """
            The host lays an image-grid title out on one 11-point line of 58 points (the 72-point element less the \
            accessory symbol), so "Night Jazz 24", "Classic Drive", "Pulse Electronic" and "Lo-Fi Lounge" are cut short
            """
        ) {
            #expect(elements.compactMap(\.text) == stations.map(\.name))
        }
        // Drawn: the text picture of the screen shows the titles under the logos (the "All Stations" rows with the
        // same names are below the fold).
        let picture = TextRenderer().render(music.car.screen).split(separator: "\n")
            .drop { !$0.hasPrefix("▛") }.prefix { !$0.hasPrefix("▙") }.joined(separator: "\n")
        #expect(picture.contains("Stations"))
        withKnownIssue(
            """
            TextRenderer writes an element's title centred in the element, where the image's box then covers it; \
            the browser's render.js gives it a text column beside the image (none, for an image on top)
            """
        ) {
            #expect(picture.contains("Harbor FM"))
        }
    }
}
