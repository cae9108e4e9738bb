#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// Whether a seek command begins or ends seeking.
public enum MPSeekCommandEventType: UInt, Sendable, Hashable {
    case beginSeeking = 0
    case endSeeking = 1
}
#endif
