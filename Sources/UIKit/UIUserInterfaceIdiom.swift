#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// The type of interface that should be used on the current device.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable, CustomStringConvertible {
    /// An undefined idiom.
    case unspecified = -1
    /// An interface designed for iPhone and iPod touch.
    case phone = 0
    /// An interface designed for iPad.
    case pad = 1
    /// An interface designed for tvOS and Apple TV.
    case tv = 2
    /// An interface designed for an in-car experience.
    case carPlay = 3
    /// An interface designed for the Mac.
    case mac = 5
    /// An interface designed for visionOS.
    case vision = 6

    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .phone: "Phone"
        case .pad: "Pad"
        case .tv: "TV"
        case .carPlay: "CarPlay"
        case .mac: "Mac"
        case .vision: "Vision"
        }
    }
}
#endif
