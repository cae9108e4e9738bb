#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension PlatformHost {
    /// Opens `url` in the car of the running app: false without a car (nothing opens it) or when no app handles it.
    @MainActor public static func openURL(_ url: URL) -> Bool {
        currentEnvironment?.openURL(url) ?? false
    }

    /// Whether the car of the running app has an app that opens `url`.
    @MainActor public static func canOpenURL(_ url: URL) -> Bool {
        currentEnvironment?.canOpenURL(url) ?? false
    }
}
#endif
