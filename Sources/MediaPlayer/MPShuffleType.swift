#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// How the playback queue is shuffled.
public enum MPShuffleType: Int, Sendable, Hashable {
    case off = 0
    /// Shuffle the items of the queue.
    case items = 1
    /// Shuffle whole collections (albums).
    case collections = 2
}
#endif
