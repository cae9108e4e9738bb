#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Asks the system to reload the app's widgets' timelines. Callable from any queue (after a download, say): the
/// request reaches the car on the main actor.
@available(iOS 14.0, *)
public final class WidgetCenter: Sendable {
    /// The app's widget center.
    public static let shared = WidgetCenter()

    private init() {}

    /// The car asks the providers of the app's widgets of `kind` for new timelines.
    public func reloadTimelines(ofKind kind: String) { reload(kind) }

    /// The car asks every widget provider of the app for new timelines.
    public func reloadAllTimelines() { reload(nil) }

    /// Hands the request to the car of the app whose code runs now.
    private func reload(_ kind: String?) {
        guard let environment = PlatformHost.environmentOfRunningCode else { return }
        let box = PlatformHostEnvironmentBox(environment)
        PlatformHost.onMain { box.environment.widgetService?.reloadTimelines(ofKind: kind) }
    }
}
#endif
