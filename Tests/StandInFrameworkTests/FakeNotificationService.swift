import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A notification service for the UserNotifications tests: it keeps an app's authorization, categories, pending
/// and delivered requests and badge as the car does, and lets a test act as the car (fire a request, deliver a
/// remote notification, call the app's center back).
@MainActor final class FakeNotificationService: PlatformNotificationService {
    private var clients: [() -> (any PlatformNotificationClient)?] = []
    /// What the car's user answers when the app first asks.
    var grantsAuthorization = true
    /// The `UNAuthorizationStatus` raw value (not determined until the app asks).
    var authorizationStatus = 0
    /// The authorization options the app asked with, in order.
    private(set) var authorizationRequests: [UInt] = []
    var categories: [PlatformNotificationCategory] = []
    private(set) var pendingRequests: [PlatformNotificationRequest] = []
    private(set) var deliveredNotifications: [PlatformDeliveredNotification] = []
    private(set) var badge: Int?
    /// The car's clock.
    var now = Date(timeIntervalSince1970: 1_700_000_000)

    /// The centers that registered and are still alive.
    var registeredClients: [any PlatformNotificationClient] { clients.compactMap { $0() } }

    func register(_ client: any PlatformNotificationClient) {
        clients.append { [weak client] in client }
    }

    func requestAuthorization(options: UInt, completion: @escaping @MainActor @Sendable (Bool) -> Void) {
        authorizationRequests.append(options)
        if authorizationStatus == 0 { authorizationStatus = grantsAuthorization ? 2 : 1 }
        completion(authorizationStatus == 2)
    }

    var settings: PlatformNotificationSettings {
        let setting = authorizationStatus == 2 ? 2 : 1
        return PlatformNotificationSettings(
            authorizationStatus: authorizationStatus, alertSetting: setting, soundSetting: setting,
            badgeSetting: setting, carPlaySetting: setting, notificationCenterSetting: setting,
            lockScreenSetting: setting)
    }

    func add(_ request: PlatformNotificationRequest) -> Int? {
        guard authorizationStatus == 2 else { return 1 }
        pendingRequests.removeAll { $0.identifier == request.identifier }
        deliveredNotifications.removeAll { $0.request.identifier == request.identifier }
        if request.trigger == nil {
            deliver(request)
        } else {
            pendingRequests.append(request)
        }
        return nil
    }

    func removePendingRequests(withIdentifiers identifiers: [String]?) {
        pendingRequests.removeAll { identifiers?.contains($0.identifier) ?? true }
    }

    func removeDeliveredNotifications(withIdentifiers identifiers: [String]?) {
        deliveredNotifications.removeAll { identifiers?.contains($0.request.identifier) ?? true }
    }

    func setBadgeCount(_ count: Int) { badge = count }

    /// The car delivers `request` now (newest first).
    @discardableResult
    func deliver(_ request: PlatformNotificationRequest) -> PlatformDeliveredNotification {
        let notification = PlatformDeliveredNotification(request: request, date: now)
        deliveredNotifications.insert(notification, at: 0)
        return notification
    }

    /// The pending request `identifier`'s trigger fires: it is delivered.
    func fire(_ identifier: String) -> PlatformDeliveredNotification? {
        guard let index = pendingRequests.firstIndex(where: { $0.identifier == identifier }) else { return nil }
        return deliver(pendingRequests.remove(at: index))
    }
}
