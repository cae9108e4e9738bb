#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// What a notification center tells its delegate, on the main queue: a notification is about to show while the
/// app is in front, the user acted on a notification, the user asks for the app's notification settings. Set it
/// before the app finishes launching, or it misses the response that launched the app.
///
/// Every method is optional, as on iOS. Of the ways to take a notification, implement one: with a completion
/// handler or as an async method. The defaults of the completion-handler methods call the async ones and complete
/// with their answer; the default of the async `willPresent` answers no options (the notification is not shown
/// while the app is in front, as on iOS when the delegate lacks the method), the default of the async `didReceive`
/// returns at once (the car goes on), and `openSettingsFor` does nothing.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// A notification arrives while the app is in front: call `completionHandler` with how to show it (none: not
    /// at all).
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// A notification arrives while the app is in front: return how to show it (none: not at all).
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    /// The user acted on a notification (opened it, dismissed it, chose an action): call `completionHandler` once
    /// done with it.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The user acted on a notification; done with it when the method returns.
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// The user asked for the app's notification settings (from a notification, or from the system's settings):
    /// show them.
    @available(iOS 12.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

@available(iOS 10.0, *)
extension UNUserNotificationCenterDelegate {
    /// Hands the notification to the async method and calls `completionHandler` with its answer.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        let delivered = Delivered((self as any UNUserNotificationCenterDelegate, center, notification))
        // The task inherits the app's environment from the delivery, which runs as the app's code.
        Task {
            let (delegate, center, notification) = delivered.value
            completionHandler(await delegate.userNotificationCenter(center, willPresent: notification))
        }
    }

    /// No options: the notification is not shown while the app is in front.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        []
    }

    /// Hands the response to the async method and calls `completionHandler` once it returned.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let delivered = Delivered((self as any UNUserNotificationCenterDelegate, center, response))
        // The task inherits the app's environment from the delivery, which runs as the app's code.
        Task {
            let (delegate, center, response) = delivered.value
            await delegate.userNotificationCenter(center, didReceive: response)
            completionHandler()
        }
    }

    /// Returns at once.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {}

    /// Does nothing.
    @available(iOS 12.0, *)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?
    ) {}
}
#endif
