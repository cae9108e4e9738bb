#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Whether the app may start Live Activities.
@available(iOS 16.1, *)
public struct ActivityAuthorizationInfo: Sendable {
    public init() {}
    /// True when the car's activity service lets the app start Live Activities.
    @MainActor public var areActivitiesEnabled: Bool {
        PlatformHost.currentEnvironment?.widgetService?.activitiesEnabled ?? false
    }
}
#endif
