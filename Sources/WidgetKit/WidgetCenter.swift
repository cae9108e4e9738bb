#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Asks the system to reload the app's widgets' timelines.
@available(iOS 14.0, *)
@MainActor public final class WidgetCenter {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// The car asks the providers of the app's widgets of `kind` for new timelines.
    public func reloadTimelines(ofKind kind: String) {
        PlatformHost.currentEnvironment?.widgetService?.reloadTimelines(ofKind: kind)
    }

    /// The car asks every widget provider of the app for new timelines.
    public func reloadAllTimelines() {
        PlatformHost.currentEnvironment?.widgetService?.reloadTimelines(ofKind: nil)
    }
}
#endif
