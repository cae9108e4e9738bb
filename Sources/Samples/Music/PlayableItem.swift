import Foundation

/// Something the player plays: a track of the queue, a live radio station or a live game.
public enum PlayableItem: Sendable, Hashable {
    case track(Track)
    case station(Station)
    case game(Game)

    /// A key unique across kinds ("track:nh-01", "station:harbor-fm", "game:gulls-comets").
    public var key: String {
        switch self {
        case .track(let track): "track:" + track.id
        case .station(let station): "station:" + station.id
        case .game(let game): "game:" + game.id
        }
    }

    /// Whether the item is a live stream (open-ended: no duration).
    public var isLive: Bool {
        if case .track = self { return false }
        return true
    }

    /// The track, when the item is one.
    public var track: Track? {
        if case .track(let track) = self { return track }
        return nil
    }
}
