import Foundation
import Intents

/// Siri's media requests for Music ("Play Road Trip on Music"): the driver's words are matched against the
/// catalogue's playlists, albums, artists, stations and songs, and the chosen item plays through the app's player.
/// The player lives on the main actor, and so does the handler (an isolated conformance: the car asks in-app handlers
/// on the main queue).
@MainActor final class MusicMediaIntentHandler: NSObject {
    private let catalogue: Catalogue
    private let player: MusicPlayer

    init(catalogue: Catalogue, player: MusicPlayer) {
        self.catalogue = catalogue
        self.player = player
    }
}

extension MusicMediaIntentHandler: @MainActor INPlayMediaIntentHandling {
    /// What the driver named: the items whose name is the words said, else those starting with them, else those
    /// containing them (the first kind found wins; several of one kind are offered to choose from, best first).
    func resolveMediaItems(
        for intent: INPlayMediaIntent, with completion: @escaping ([INPlayMediaMediaItemResolutionResult]) -> Void
    ) {
        if let items = intent.mediaItems, !items.isEmpty {
            return completion(INPlayMediaMediaItemResolutionResult.successes(with: items))
        }
        guard let name = intent.mediaSearch?.mediaName, !Self.folded(name).isEmpty else {
            return completion([.needsValue()])
        }
        let found = matches(for: name, type: intent.mediaSearch?.mediaType ?? .unknown)
        switch found.count {
        case 0: completion([.unsupported(forReason: .unsupportedMediaType)])
        case 1: completion(INPlayMediaMediaItemResolutionResult.successes(with: found))
        default:
            completion([
                INPlayMediaMediaItemResolutionResult(mediaItemResolutionResult: .disambiguation(with: found))
            ])
        }
    }

    /// Plays the first item: a playlist, an album or an artist's songs from the start, a song within its album, a
    /// station live.
    func handle(intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {
        let played = intent.mediaItems?.first.map(play)
        switch played {
        case true?: completion(INPlayMediaIntentResponse(code: .success, userActivity: nil))
        case false?: completion(INPlayMediaIntentResponse(code: .failure, userActivity: nil))
        case nil: completion(INPlayMediaIntentResponse(code: .failureUnknownMediaType, userActivity: nil))
        }
    }

    // MARK: The catalogue

    private enum Kind: String {
        case playlist, album, artist, station, song
    }

    private func matches(for name: String, type: INMediaItemType) -> [INMediaItem] {
        let wanted = Self.folded(name)
        let candidates = items(of: type)
        let tiers: [(String) -> Bool] = [{ $0 == wanted }, { $0.hasPrefix(wanted) }, { $0.contains(wanted) }]
        for matchesTier in tiers {
            let found = candidates.filter { matchesTier(Self.folded($0.title ?? "")) }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The catalogue's items of `type` (every kind for `.unknown`), playlists first, then albums, artists, stations
    /// and songs.
    private func items(of type: INMediaItemType) -> [INMediaItem] {
        var items: [INMediaItem] = []
        if [.unknown, .playlist].contains(type) {
            items += catalogue.playlists.map { item(.playlist, $0.id, $0.title, .playlist, artist: nil) }
        }
        if [.unknown, .album].contains(type) {
            items += catalogue.albums.map {
                item(.album, $0.id, $0.title, .album, artist: catalogue.artistName($0.artistID))
            }
        }
        if [.unknown, .artist].contains(type) {
            items += catalogue.artists.map { item(.artist, $0.id, $0.name, .artist, artist: $0.name) }
        }
        if [.unknown, .radioStation, .station].contains(type) {
            items += catalogue.stations.map { item(.station, $0.id, $0.name, .radioStation, artist: nil) }
        }
        if [.unknown, .song].contains(type) {
            items += catalogue.albums.flatMap(\.tracks).map {
                item(.song, $0.id, $0.title, .song, artist: catalogue.artistName($0.artistID))
            }
        }
        return items
    }

    private func item(_ kind: Kind, _ id: String, _ title: String, _ type: INMediaItemType, artist: String?)
        -> INMediaItem
    {
        INMediaItem(identifier: "\(kind.rawValue):\(id)", title: title, type: type, artwork: nil, artist: artist)
    }

    private func play(_ item: INMediaItem) -> Bool {
        guard let identifier = item.identifier, let colon = identifier.firstIndex(of: ":"),
            let kind = Kind(rawValue: String(identifier[..<colon]))
        else { return false }
        let id = String(identifier[identifier.index(after: colon)...])
        switch kind {
        case .playlist:
            guard let playlist = catalogue.playlists.first(where: { $0.id == id }) else { return false }
            return player.play(catalogue.tracks(of: playlist))
        case .album:
            guard let album = catalogue.album(id: id) else { return false }
            return player.play(album.tracks)
        case .artist:
            guard let artist = catalogue.artist(id: id) else { return false }
            return player.play(catalogue.tracks(by: artist))
        case .station:
            guard let station = catalogue.stations.first(where: { $0.id == id }) else { return false }
            return player.play(station, among: catalogue.stations)
        case .song:
            guard let track = catalogue.track(id: id), let album = catalogue.album(id: track.albumID),
                let index = album.tracks.firstIndex(of: track)
            else { return false }
            return player.play(album.tracks, startingAt: index)
        }
    }

    /// A name as compared: lower case, without accents, punctuation or a leading "the".
    private nonisolated static func folded(_ text: String) -> String {
        let plain = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "&", with: "and")
            .components(separatedBy: CharacterSet.alphanumerics.union(.whitespaces).inverted).joined()
            .split(separator: " ").joined(separator: " ")
        return plain.hasPrefix("the ") ? String(plain.dropFirst(4)) : plain
    }
}
