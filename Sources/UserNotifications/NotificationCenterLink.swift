#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A `UNUserNotificationCenter` as the car sees it (`PlatformNotificationClient`): it turns what the car asks into
/// the delegate's calls on the main queue, run as the app's code, and maps the car's requests back to the app's own
/// objects. The center owns it; the car keeps it weakly.
@MainActor final class NotificationCenterLink: PlatformNotificationClient {
    nonisolated let state: Locked<CenterState>
    nonisolated let environment: NotificationEnvironment
    /// The service the link registered with (a car's service hears of the center once).
    private weak var registeredService: (any PlatformNotificationService)?

    nonisolated init(state: Locked<CenterState>, environment: NotificationEnvironment) {
        self.state = state
        self.environment = environment
    }

    /// The car's notification service for the app, which knows of the center from the first time it is asked for;
    /// nil without a car or when the car has none.
    var service: (any PlatformNotificationService)? {
        guard let service = environment.notificationService else { return nil }
        if registeredService !== service {
            registeredService = service
            service.register(self)
        }
        return service
    }

    /// The app's own request for one the car has (by identifier), else one made of what the car knows (a remote
    /// notification).
    func request(for request: PlatformNotificationRequest) -> UNNotificationRequest {
        state { $0.requests[request.identifier] } ?? UNNotificationRequest(platform: request)
    }

    /// A notification the car delivered, with the app's own request.
    func notification(for notification: PlatformDeliveredNotification) -> UNNotification {
        UNNotification(request: request(for: notification.request), date: notification.date)
    }

    /// Forgets the app's requests the car no longer has pending or delivered.
    func forgetDroppedRequests() {
        guard let service else { return }
        let kept = Set(
            service.pendingRequests.map(\.identifier) + service.deliveredNotifications.map(\.request.identifier))
        state { $0.requests = $0.requests.filter { kept.contains($0.key) } }
    }

    func willPresent(
        _ notification: PlatformDeliveredNotification, completion: @escaping @MainActor @Sendable (UInt) -> Void
    ) {
        let (center, delegate) = state { ($0.center, $0.delegate) }
        guard let center, let delegate else {
            // Nobody decides: not shown while the app is in front, as on iOS.
            completion(0)
            return
        }
        let answer = NotificationQueues.once { (options: UNNotificationPresentationOptions) in
            completion(options.rawValue)
        }
        let delivered = Delivered((center, delegate, self.notification(for: notification)))
        let environment = environment
        NotificationQueues.deliver {
            environment.run {
                let (center, delegate, notification) = delivered.value
                delegate.userNotificationCenter(center, willPresent: notification, withCompletionHandler: answer)
            }
        }
    }

    func didReceive(
        _ notification: PlatformDeliveredNotification, actionIdentifier: String,
        completion: @escaping @MainActor @Sendable () -> Void
    ) {
        let (center, delegate) = state { ($0.center, $0.delegate) }
        guard let center, let delegate else {
            // Nobody hears it: handled as far as the car is concerned.
            completion()
            return
        }
        let done = NotificationQueues.once { (_: Void) in completion() }
        let response = UNNotificationResponse(
            notification: self.notification(for: notification), actionIdentifier: actionIdentifier)
        let delivered = Delivered((center, delegate, response))
        let environment = environment
        NotificationQueues.deliver {
            environment.run {
                let (center, delegate, response) = delivered.value
                delegate.userNotificationCenter(center, didReceive: response) { done(()) }
            }
        }
    }
}
#endif
