import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
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
            expectEqual(texts.filter { $0 == title }.count, 1, "\(title) in \(texts)")
        }
        // The image rows are titled by their own text, not by a section header repeating it.
        let headers = music.nodes(.sectionHeader).compactMap(\.text)
        expectEqual(headers, ["All Playlists"])
        expectEqual(music.visibleImageRows.map(\.text), ["Your Playlists", "New Releases"])
    }

    /// The Stations grid's elements on the Radio tab.
    private func stationElements(_ music: MusicCar) -> [ScreenNode] {
        music.nodes(.imageRowElement, where: { $0.imageElement?.style == .imageGrid })
    }

    @Test func radioShowsEveryStationWithItsTitleUnderItsImage() async throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        let stations = try Catalogue.bundled().stations
        let elements = stationElements(music)
        expectEqual(elements.map { $0.content.imageElement?.index }, stations.indices.map { Optional($0) })
        expectTrue(music.nodes(.imageRow).allSatisfy { $0.content.imageRow?.hiddenElements == nil })
        for (element, station) in zip(elements, stations) {
            // The title as drawn: whole, or cut short with "…" when the element is too narrow for it.
            let title = try require(element.text, "\(station.name) has no title")
            expectTrue(
                title == station.name || (title.hasSuffix("…") && station.name.hasPrefix(title.dropLast())),
                "\(title) for \(station.name)")
            // Under the image, with a caption line of room.
            let image = try require(element.children.first { $0.role == .rowImage })
            expectTrue(element.frame.maxY - image.frame.maxY >= 14)
        }
        // The last station, on the grid's second line, plays when tapped.
        await music.selectImage(at: stations.count - 1, inRow: "Stations")
        expectEqual(music.car.run { music.app.player.current }, .station(stations[stations.count - 1]))
    }

    @Test func stationTitlesAreDrawnUnderTheirLogos() throws {
        let music = try MusicCar()
        music.car.selectTab("Radio")
        let stations = try Catalogue.bundled().stations
        let elements = stationElements(music)
        // Names that fit the element's line are whole ("Harbor FM", "Talk City"); longer ones end in "…" (README).
        let short = stations.filter { ["Harbor FM", "Talk City"].contains($0.name) }.map(\.name)
        expectTrue(short.allSatisfy { name in elements.contains { $0.text == name } })
        for element in elements {
            let image = try require(element.children.first { $0.role == .rowImage })
            let line = try require(element.drawing.first { $0.kind == .text })
            expectEqual(line.text, element.text)
            expectTrue(line.frame.minY >= image.frame.maxY && line.frame.width > 0, "the title is drawn under the logo")
        }
    }
}
