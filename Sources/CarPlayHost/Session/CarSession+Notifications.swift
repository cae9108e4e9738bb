import Foundation
@_spi(CarPlayHost) import _PlatformHost

// The app's way to the car's notifications (UserNotifications).
extension CarSession {
    /// The car's notification service as this app reaches it; nil when the car keeps no notifications.
    var notificationService: (any PlatformNotificationService)? { carNotifications?.link(for: self) }

    /// Gives the session notifications of its own, as a car with only this app keeps (a `TestCar`): the car's
    /// clock, time zone and changes are the session's.
    @discardableResult
    public func keepOwnNotifications() -> CarNotifications {
        let center = CarNotifications()
        center.clock = { [weak self] in self?.clock() ?? Date() }
        center.timeZone = { [weak self] in self?.timeZone ?? .current }
        center.onChange = { [weak self] in self?.changed() }
        carNotifications = center
        return center
    }

    /// The app's badge as its notifications and `setBadgeCount(_:)` set it.
    public var notificationBadge: Int { carNotifications?.link(for: self).badgeCount ?? 0 }
}

extension CarSession {
    /// The car's network sends the app a remote notification: its app delegate hears it (launched first when it was
    /// not). False when the app has no delegate to take it. The app's completion is noted when it reports a failure.
    public func deliverRemoteNotification(_ payload: [String: PushValue]) -> Bool {
        guard let remoteNotificationHandler else { return false }
        remoteNotificationsUnderway += 1
        runAsApp {
            remoteNotificationHandler(payload) { [weak self] result in
                self?.remoteNotificationsUnderway -= 1
                self?.changed()
                // UIBackgroundFetchResult.failed
                if result == 2 { self?.logs.noteOnce("\(self?.app.name ?? "The app") failed a remote notification") }
            }
        }
        return true
    }
}
