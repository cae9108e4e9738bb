#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
/// Constants that indicate the interface style for the app.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// An unspecified interface style.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2

    public var description: String {
        switch self {
        case .unspecified: "Unspecified"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
#endif
