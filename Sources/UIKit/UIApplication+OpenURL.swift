#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

extension UIApplication {
    /// Options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Open the URL only when it is a universal link (an http or https URL an installed app claims).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Opens `url` in the app that handles it: in the car, an installed app that declares its scheme
    /// (`CFBundleURLTypes`), the car's navigation app for `maps:` URLs. The app is launched (or brought to the
    /// front) after this call returns and hears the URL (`scene(_:openURLContexts:)`, or its connection options);
    /// the completion handler runs later on the main queue with whether an app opened it.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let eligible = !universalOnly || ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        let success = eligible && PlatformHost.openURL(url)
        guard let completion else { return }
        Task { @MainActor in completion(success) }
    }

    /// Opens `url` (see `open(_:options:completionHandler:)`); whether an app opened it.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        guard !universalOnly || ["http", "https"].contains(url.scheme?.lowercased() ?? "") else { return false }
        return PlatformHost.openURL(url)
    }

    /// Whether an installed app opens `url`.
    public func canOpenURL(_ url: URL) -> Bool {
        PlatformHost.canOpenURL(url)
    }
}
#endif
