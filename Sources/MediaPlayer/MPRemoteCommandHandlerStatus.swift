#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// What a remote command handler reports back to the system.
public enum MPRemoteCommandHandlerStatus: Int, Sendable, Hashable {
    /// The command was performed.
    case success = 0
    /// The requested content does not exist (e.g. no next track).
    case noSuchContent = 100
    /// There is no Now Playing item to act on.
    case noActionableNowPlayingItem = 110
    /// The device to play to was not found.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}
#endif
