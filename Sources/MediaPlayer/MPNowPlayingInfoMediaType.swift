#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// The media type of the Now Playing item (the value of `MPNowPlayingInfoPropertyMediaType`, as an NSNumber).
public enum MPNowPlayingInfoMediaType: UInt, Sendable, Hashable {
    case none = 0
    case audio = 1
    case video = 2
}
#endif
