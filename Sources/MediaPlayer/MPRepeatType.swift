#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// How the playback queue repeats.
public enum MPRepeatType: Int, Sendable, Hashable {
    case off = 0
    /// Repeat the current item.
    case one = 1
    /// Repeat the whole queue.
    case all = 2
}
#endif
