import Foundation

/// What the Music app plays and keeps: the catalogue, the player, the user's library and the player's bridge to the
/// system's media controls. The app delegate makes one at launch; a scene delegate made by a test makes its own.
@MainActor
public final class MusicModel {
    public let catalogue: Catalogue
    public let player: MusicPlayer
    public let library: MusicLibrary
    let mediaBridge: MediaCenterBridge

    public init(catalogue: Catalogue, clock: @escaping @MainActor () -> Date = { Date() }) {
        self.catalogue = catalogue
        player = MusicPlayer(clock: clock)
        library = MusicLibrary(catalogue: catalogue)
        mediaBridge = MediaCenterBridge(player: player, catalogue: catalogue)
    }
}
