import Foundation

/// The music the app offers: artists, albums with their tracks, playlists, radio stations and live games. Loaded
/// from `catalogue.json` in the app's resources.
public struct Catalogue: Decodable, Sendable {
    public var artists: [Artist]
    public var albums: [Album]
    public var playlists: [Playlist]
    public var stations: [Station]
    public var games: [Game]

    public init(artists: [Artist], albums: [Album], playlists: [Playlist], stations: [Station], games: [Game]) {
        self.artists = artists
        self.albums = albums
        self.playlists = playlists
        self.stations = stations
        self.games = games
    }

    /// The catalogue shipped with the app.
    public static func bundled() throws -> Catalogue {
        try load(from: MusicApp.catalogueURL)
    }

    /// Reads a catalogue file.
    public static func load(from url: URL) throws -> Catalogue {
        try JSONDecoder().decode(Catalogue.self, from: Data(contentsOf: url))
    }

    // MARK: Looking things up

    public func artist(id: String) -> Artist? { artists.first { $0.id == id } }
    public func album(id: String) -> Album? { albums.first { $0.id == id } }
    public func track(id: String) -> Track? {
        for album in albums { if let track = album.tracks.first(where: { $0.id == id }) { return track } }
        return nil
    }
    public func tracks(of playlist: Playlist) -> [Track] { playlist.trackIDs.compactMap(track(id:)) }
    /// Every track by `artist`, album by album.
    public func tracks(by artist: Artist) -> [Track] { albums.filter { $0.artistID == artist.id }.flatMap(\.tracks) }
    /// The artist's name, or "" for an unknown id.
    public func artistName(_ id: String) -> String { artist(id: id)?.name ?? "" }
}

public struct Artist: Decodable, Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var genre: String
    /// The artwork image's name (`Artwork/<name>@2x.png`).
    public var artwork: String
}

public struct Album: Decodable, Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var artistID: String
    public var year: Int
    public var artwork: String
    /// Whether the album is in the user's library when the app starts.
    public var inLibrary: Bool
    public var tracks: [Track]

    enum CodingKeys: String, CodingKey { case id, title, artist, year, artwork, inLibrary, tracks }

    private struct TrackRecord: Decodable {
        var id: String
        var title: String
        var duration: TimeInterval
        var explicit: Bool?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        title = try container.decode(String.self, forKey: .title)
        artistID = try container.decode(String.self, forKey: .artist)
        year = try container.decode(Int.self, forKey: .year)
        artwork = try container.decode(String.self, forKey: .artwork)
        inLibrary = try container.decodeIfPresent(Bool.self, forKey: .inLibrary) ?? false
        let records = try container.decode([TrackRecord].self, forKey: .tracks)
        let album = id, artist = artistID, artwork = artwork, title = title
        tracks = records.enumerated().map { index, record in
            Track(
                id: record.id, title: record.title, duration: record.duration, isExplicit: record.explicit ?? false,
                albumID: album, albumTitle: title, artistID: artist, artwork: artwork, trackNumber: index + 1,
                trackCount: records.count)
        }
    }

    /// The album's running time in seconds.
    public var duration: TimeInterval { tracks.reduce(0) { $0 + $1.duration } }
}

public struct Track: Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    /// Seconds.
    public var duration: TimeInterval
    public var isExplicit: Bool
    public var albumID: String
    public var albumTitle: String
    public var artistID: String
    public var artwork: String
    /// 1-based number on the album, and the album's track count.
    public var trackNumber: Int
    public var trackCount: Int
}

public struct Playlist: Decodable, Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var summary: String
    public var artwork: String
    public var trackIDs: [String]

    enum CodingKeys: String, CodingKey { case id, title, summary, artwork, trackIDs = "tracks" }

    public init(id: String, title: String, summary: String, artwork: String, trackIDs: [String]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.artwork = artwork
        self.trackIDs = trackIDs
    }
}

/// A live radio station: an open-ended stream.
public struct Station: Decodable, Sendable, Hashable, Identifiable {
    public var id: String
    public var name: String
    public var frequency: String
    public var genre: String
    public var artwork: String
    /// The show on air.
    public var showTitle: String
}

/// A live game broadcast, shown in Now Playing's sports mode.
public struct Game: Decodable, Sendable, Hashable, Identifiable {
    public var id: String
    public var title: String
    public var league: String
    public var artwork: String
    /// The period when the broadcast starts ("1st Half").
    public var period: String
    /// The game clock (seconds, counting up) when the broadcast starts.
    public var clock: TimeInterval
    public var left: Team
    public var right: Team
    /// What happens during the broadcast, in clock order.
    public var events: [Event]

    public struct Team: Decodable, Sendable, Hashable {
        public var name: String
        public var initials: String
        public var standings: String?
        public var score: Int
        public var logo: String
        public var favorite: Bool

        enum CodingKeys: String, CodingKey { case name, initials, standings, score, logo, favorite }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            initials = try container.decode(String.self, forKey: .initials)
            standings = try container.decodeIfPresent(String.self, forKey: .standings)
            score = try container.decode(Int.self, forKey: .score)
            logo = try container.decode(String.self, forKey: .logo)
            favorite = try container.decodeIfPresent(Bool.self, forKey: .favorite) ?? false
        }
    }

    /// A scoring event: at game clock `clock`, `side` ("left" or "right") scores.
    public struct Event: Decodable, Sendable, Hashable {
        public var clock: TimeInterval
        public var side: String
        public var text: String
    }

    /// The score and the latest event text at game clock `clock`.
    public func state(atClock clock: TimeInterval) -> (left: Int, right: Int, latest: String?) {
        var left = self.left.score, right = self.right.score
        var latest: String?
        for event in events where event.clock <= clock {
            if event.side == "left" { left += 1 } else { right += 1 }
            latest = event.text
        }
        return (left, right, latest)
    }
}
