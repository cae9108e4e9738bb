import Foundation
import Intents
import Testing
@_spi(CarPlayHost) import UserNotifications
@_spi(CarPlayHost) import _PlatformHost

/// A notification center delegate as an app writes one (with completion handlers): it records what the center tells
/// it, answers `willPresent` with `presentation`, and keeps `didReceive`'s completion handler for the test to call.
final class BannerDelegate: NSObject, UNUserNotificationCenterDelegate {
    var presentation: UNNotificationPresentationOptions = [.banner, .sound]
    private(set) var presented: [UNNotification] = []
    private(set) var responses: [UNNotificationResponse] = []
    private(set) var centers: [UNUserNotificationCenter] = []
    /// Whether each call ran as the app's code (in the environment the test expects).
    private(set) var environments: [(any PlatformHostEnvironment)?] = []
    private(set) var pendingCompletion: (@Sendable () -> Void)?

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        centers.append(center)
        presented.append(notification)
        environments.append(PlatformHost.environmentOfRunningCode)
        completionHandler(presentation)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        centers.append(center)
        responses.append(response)
        environments.append(PlatformHost.environmentOfRunningCode)
        pendingCompletion = completionHandler
    }
}

/// A delegate that implements only `openSettingsFor`: the other methods are its defaults.
final class SettingsOnlyDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

/// A delegate written with the async methods.
final class AsyncNotificationDelegate: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    {
        [.list, .badge]
    }
}

/// Something that is not an intent, offered as a content provider.
final class NotAnIntent: NSObject, UNNotificationContentProviding {}
