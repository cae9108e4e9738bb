import CarPlay
import Foundation
import UIKit

/// The Playlists tab: playlist covers as a grid, new releases as row elements, then every playlist (and the
/// favourites) as a list.
extension MusicSceneDelegate {
    func playlistsSections() -> [CPListSection] {
        var sections: [CPListSection] = []
        let playlists = catalogue.playlists

        if !playlists.isEmpty {
            let grid = CPListImageRowItem(
                text: "Your Playlists",
                gridElements: playlists.map { CPListImageRowItemGridElement(image: Artwork.image($0.artwork)) },
                allowsMultipleLines: false)
            grid.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, playlists.indices.contains(index) else { return completion() }
                let playlist = playlists[index]
                push({ $0.playlistTemplate(playlist) }, completion: completion)
            }
            // The row's text is the section's title (as on the Library tab): a section header would repeat it.
            sections.append(CPListSection(items: [grid]))
        }

        // Albums not in the library yet.
        let releases = catalogue.albums.filter { !library.containsAlbum($0.id) }
        if !releases.isEmpty {
            let elements = releases.map { album in
                CPListImageRowItemRowElement(
                    image: Artwork.image(album.artwork), title: album.title,
                    subtitle: catalogue.artistName(album.artistID))
            }
            let row = CPListImageRowItem(text: "New Releases", elements: elements, allowsMultipleLines: true)
            row.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, releases.indices.contains(index) else { return completion() }
                let album = releases[index]
                push({ $0.albumTemplate(album) }, completion: completion)
            }
            sections.append(CPListSection(items: [row]))  // titled by the row's text
        }

        var items = playlists.map { playlist in
            let item = CPListItem(
                text: playlist.title, detailText: "\(playlist.trackIDs.count) songs · \(playlist.summary)",
                image: Artwork.image(playlist.artwork), accessoryImage: nil, accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push({ $0.playlistTemplate(playlist) }, completion: completion)
            }
            return item
        }
        let favorites = CPListItem(
            text: "Favourites", detailText: "\(library.favoriteTrackIDs.count) songs",
            image: Artwork.symbol("heart.fill"),
            accessoryImage: nil, accessoryType: .disclosureIndicator)
        favorites.handler = { [weak self] _, completion in
            guard let self else { return completion() }
            push({ $0.favoritesTemplate() }, completion: completion)
        }
        items.append(favorites)
        sections.append(CPListSection(items: items, header: "All Playlists", sectionIndexTitle: nil))
        return sections
    }

    /// A playlist's tracks, with artwork and the playing indicator leading.
    func playlistTemplate(_ playlist: Playlist) -> CPListTemplate {
        let tracks = catalogue.tracks(of: playlist)
        let items = tracks.enumerated().map { index, track in
            trackItem(
                track, in: tracks, at: index, detail: catalogue.artistName(track.artistID),
                image: Artwork.image(track.artwork),
                indicator: .leading)
        }
        let template = CPListTemplate(title: playlist.title, sections: [CPListSection(items: items)])
        return rebuildable(template, id: "playlist:" + playlist.id) { $0.playlistTemplate(playlist) }
    }

    /// The favourite tracks; empty until the driver marks some with the heart in Now Playing.
    func favoritesTemplate() -> CPListTemplate {
        let tracks = library.favorites
        let items = tracks.enumerated().map { index, track in
            trackItem(
                track, in: tracks, at: index, detail: catalogue.artistName(track.artistID),
                image: Artwork.image(track.artwork),
                indicator: .leading)
        }
        let template = CPListTemplate(title: "Favourites", sections: items.isEmpty ? [] : [CPListSection(items: items)])
        template.emptyViewTitleVariants = ["No Favourites"]
        template.emptyViewSubtitleVariants = ["Tap the heart in Now Playing to add a song."]
        return rebuildable(template, id: "favourites") { $0.favoritesTemplate() }
    }
}
