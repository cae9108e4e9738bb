import Foundation

/// The user's own music: the albums in the library (most recently added first) and the favourite tracks.
@MainActor
public final class MusicLibrary {
    private let catalogue: Catalogue
    /// Album ids in the library, most recently added first.
    public private(set) var albumIDs: [String]
    /// Favourite track ids, in the order they were marked.
    public private(set) var favoriteTrackIDs: [String] = []
    /// Called after every change.
    var onChange: [@MainActor () -> Void] = []

    public init(catalogue: Catalogue) {
        self.catalogue = catalogue
        albumIDs = catalogue.albums.filter(\.inLibrary).map(\.id)
    }

    /// The library's albums, most recently added first.
    public var albums: [Album] { albumIDs.compactMap(catalogue.album(id:)) }

    /// Every track of the library's albums, by title.
    public var songs: [Track] {
        albums.flatMap(\.tracks).sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
    }

    /// The library's artists, by name.
    public var artists: [Artist] {
        let ids = Set(albums.map(\.artistID))
        return catalogue.artists.filter { ids.contains($0.id) }.sorted { $0.name < $1.name }
    }

    public var favorites: [Track] { favoriteTrackIDs.compactMap(catalogue.track(id:)) }

    public func containsAlbum(_ id: String) -> Bool { albumIDs.contains(id) }
    public func isFavorite(_ trackID: String) -> Bool { favoriteTrackIDs.contains(trackID) }

    /// Adds an album (no effect when it is there already).
    public func addAlbum(_ id: String) {
        guard !albumIDs.contains(id), catalogue.album(id: id) != nil else { return }
        albumIDs.insert(id, at: 0)
        changed()
    }

    public func toggleFavorite(_ trackID: String) {
        if let index = favoriteTrackIDs.firstIndex(of: trackID) {
            favoriteTrackIDs.remove(at: index)
        } else {
            favoriteTrackIDs.append(trackID)
        }
        changed()
    }

    private func changed() {
        for body in onChange { body() }
    }
}
