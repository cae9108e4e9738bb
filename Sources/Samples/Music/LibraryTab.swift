import CarPlay
import Foundation
import UIKit

/// The Library tab: recently added albums as cards, artists as condensed elements, recently played albums (the
/// legacy image row), and the Albums, Artists and Songs lists.
extension MusicSceneDelegate {
    func librarySections() -> [CPListSection] {
        var sections: [CPListSection] = []
        let albums = library.albums

        // Recently added: cards, the newest with its artwork at full height.
        if !albums.isEmpty {
            let recent = Array(albums.prefix(6))
            let cards = recent.enumerated().map { index, album in
                CPListImageRowItemCardElement(
                    image: Artwork.image(album.artwork), showsImageFullHeight: index == 0, title: album.title,
                    subtitle: catalogue.artistName(album.artistID), tintColor: index == 0 ? nil : Self.cardTint)
            }
            let row = CPListImageRowItem(text: "Recently Added", cardElements: cards, allowsMultipleLines: false)
            row.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, recent.indices.contains(index) else { return completion() }
                let album = recent[index]
                startPlayback({ $0.play(album.tracks) }, completion: completion)
            }
            row.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push({ $0.albumsTemplate() }, completion: completion)
            }
            sections.append(CPListSection(items: [row]))  // the row's text is its title (tap: all albums)
        }

        // Artists: condensed, circular.
        let artists = library.artists
        if !artists.isEmpty {
            let elements = artists.map { artist in
                CPListImageRowItemCondensedElement(
                    image: Artwork.image(artist.artwork), imageShape: .circular, title: artist.name,
                    subtitle: artist.genre,
                    accessorySymbolName: "chevron.right")
            }
            let row = CPListImageRowItem(text: "Your Artists", condensedElements: elements, allowsMultipleLines: true)
            row.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, artists.indices.contains(index) else { return completion() }
                let artist = artists[index]
                push({ $0.artistTemplate(artist) }, completion: completion)
            }
            row.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push({ $0.artistsTemplate() }, completion: completion)
            }
            sections.append(CPListSection(items: [row]))
        }

        // Recently played: the classic image row (iOS 14–26 API).
        let played = player.recentAlbumIDs.prefix(4).compactMap(catalogue.album(id:))
        shownRecentAlbumsChanged(played.map(\.id))
        if !played.isEmpty {
            let row = CPListImageRowItem(text: "Recently Played", images: played.map { Artwork.image($0.artwork) })
            row.listImageRowHandler = { [weak self] _, index, completion in
                guard let self, played.indices.contains(index) else { return completion() }
                let album = played[index]
                push({ $0.albumTemplate(album) }, completion: completion)
            }
            sections.append(CPListSection(items: [row]))
        }

        // Browse.
        let browse: [(String, String, String, @MainActor (MusicSceneDelegate) -> CPTemplate)] = [
            ("Albums", "\(albums.count) albums", "square.grid.2x2", { $0.albumsTemplate() }),
            ("Artists", "\(artists.count) artists", "music.mic", { $0.artistsTemplate() }),
            ("Songs", "\(library.songs.count) songs", "music.note", { $0.songsTemplate() }),
        ]
        let items = browse.map { title, detail, symbol, make in
            let item = CPListItem(
                text: title, detailText: detail, image: Artwork.symbol(symbol), accessoryImage: nil,
                accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push(make, completion: completion)
            }
            return item
        }
        sections.append(CPListSection(items: items, header: "Browse", sectionIndexTitle: nil))
        return sections
    }

    static let cardTint = UIColor(red: 0.98, green: 0.18, blue: 0.28, alpha: 1)

    /// The library's albums; each opens its tracks.
    func albumsTemplate() -> CPListTemplate {
        let items = library.albums.map { album in
            let item = CPListItem(
                text: album.title, detailText: "\(catalogue.artistName(album.artistID)) · \(album.year)",
                image: Artwork.image(album.artwork), accessoryImage: nil, accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push({ $0.albumTemplate(album) }, completion: completion)
            }
            return item
        }
        let template = CPListTemplate(title: "Albums", sections: [CPListSection(items: items)])
        template.emptyViewTitleVariants = ["No Albums"]
        return rebuildable(template, id: "albums") { $0.albumsTemplate() }
    }

    /// The library's artists; each opens its songs.
    func artistsTemplate() -> CPListTemplate {
        let items = library.artists.map { artist in
            let item = CPListItem(
                text: artist.name, detailText: artist.genre, image: Artwork.image(artist.artwork), accessoryImage: nil,
                accessoryType: .disclosureIndicator)
            item.handler = { [weak self] _, completion in
                guard let self else { return completion() }
                push({ $0.artistTemplate(artist) }, completion: completion)
            }
            return item
        }
        return rebuildable(CPListTemplate(title: "Artists", sections: [CPListSection(items: items)]), id: "artists") {
            $0.artistsTemplate()
        }
    }

    /// An artist's songs, a section per album; playing one queues them all.
    func artistTemplate(_ artist: Artist) -> CPListTemplate {
        let tracks = catalogue.tracks(by: artist)
        var sections: [CPListSection] = []
        var offset = 0
        for album in catalogue.albums where album.artistID == artist.id {
            let items = album.tracks.enumerated().map { index, track in
                trackItem(track, in: tracks, at: offset + index, indicator: .trailing)
            }
            offset += album.tracks.count
            sections.append(
                CPListSection(
                    items: items, header: album.title, headerSubtitle: String(album.year),
                    headerImage: Artwork.image(album.artwork),
                    headerButton: nil, sectionIndexTitle: nil))
        }
        let template = CPListTemplate(title: artist.name, sections: sections)
        return rebuildable(template, id: "artist:" + artist.id) { $0.artistTemplate(artist) }
    }

    /// Every song of the library by title, indexed by first letter.
    func songsTemplate() -> CPListTemplate {
        let songs = library.songs
        var sections: [CPListSection] = []
        var current: (letter: String, items: [CPListItem])?
        for (index, track) in songs.enumerated() {
            let letter = track.title.first.map { $0.isLetter ? String($0).uppercased() : "#" } ?? "#"
            let item = trackItem(
                track, in: songs, at: index, detail: "\(catalogue.artistName(track.artistID)) — \(track.albumTitle)",
                image: Artwork.image(track.artwork), indicator: .leading)
            if current?.letter == letter {
                current?.items.append(item)
            } else {
                if let done = current {
                    sections.append(
                        CPListSection(items: done.items, header: done.letter, sectionIndexTitle: done.letter))
                }
                current = (letter, [item])
            }
        }
        if let done = current {
            sections.append(CPListSection(items: done.items, header: done.letter, sectionIndexTitle: done.letter))
        }
        return rebuildable(CPListTemplate(title: "Songs", sections: sections), id: "songs") { $0.songsTemplate() }
    }
}
