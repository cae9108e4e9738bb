import Foundation
@_spi(CarPlayHost) import _PlatformHost

extension CarNotifications {
    /// One app's way to the car's notifications: what its environment answers as `notificationService`. It keeps the
    /// app's authorization, categories, pending requests and delivered notifications, and its center weakly.
    @MainActor
    final class AppLink: PlatformNotificationService {
        private weak var center: CarNotifications?
        private(set) weak var session: CarSession?
        let app: String
        let appName: String
        private weak var client: (any PlatformNotificationClient)?
        /// `UNAuthorizationStatus` raw value: not determined until the app asks.
        private var authorizationStatus = 0
        /// The `UNAuthorizationOptions` the app asked for, all requests together.
        private var askedOptions: UInt = 0
        var categories: [PlatformNotificationCategory] = []
        /// Requests waiting for their trigger, with when it fires next.
        private var pending: [(request: PlatformNotificationRequest, fireAt: Date)] = []
        private var delivered: [PlatformDeliveredNotification] = []
        private var badge = 0

        init(center: CarNotifications, session: CarSession) {
            self.center = center
            self.session = session
            app = session.app.bundleIdentifier
            appName = session.app.name
        }

        func register(_ client: any PlatformNotificationClient) {
            self.client = client
        }

        // MARK: Authorization

        func requestAuthorization(options: UInt, completion: @escaping @MainActor @Sendable (Bool) -> Void) {
            if authorizationStatus == 0, let center {
                authorizationStatus = center.grantsAuthorization ? 2 : 1
                center.log?(
                    "\(appName) asked to show notifications: " + (authorizationStatus == 2 ? "allowed" : "not allowed"))
            }
            if authorizationStatus == 2 { askedOptions |= options }
            completion(authorizationStatus == 2)
        }

        var settings: PlatformNotificationSettings {
            let status = authorizationStatus
            func setting(_ option: UInt) -> Int {
                guard status != 0 else { return 0 }
                return status == 2 && askedOptions & option != 0 ? 2 : 1
            }
            let carPlay = setting(NotificationRules.carPlayOption) == 2 && !(center?.hiddenApps.contains(app) ?? false)
            return PlatformNotificationSettings(
                authorizationStatus: status, alertSetting: setting(4), soundSetting: setting(2),
                badgeSetting: setting(1), carPlaySetting: status == 0 ? 0 : carPlay ? 2 : 1,
                notificationCenterSetting: status == 0 ? 0 : status == 2 ? 2 : 1,
                lockScreenSetting: status == 0 ? 0 : status == 2 ? 2 : 1)
        }

        // MARK: Requests

        func add(_ request: PlatformNotificationRequest) -> Int? {
            guard authorizationStatus == 2, let center else { return 1 }  // UNError.notificationsNotAllowed
            pending.removeAll { $0.request.identifier == request.identifier }
            let now = center.clock()
            guard let fireAt = fireDate(of: request.trigger, after: now) else { return nil }
            if fireAt <= now {
                deliver(request, at: now)
            } else {
                pending.append((request, fireAt))
                center.onChange?()
            }
            return nil
        }

        var pendingRequests: [PlatformNotificationRequest] { pending.map(\.request) }

        func removePendingRequests(withIdentifiers identifiers: [String]?) {
            pending.removeAll { identifiers?.contains($0.request.identifier) ?? true }
        }

        var deliveredNotifications: [PlatformDeliveredNotification] { delivered }

        func removeDeliveredNotifications(withIdentifiers identifiers: [String]?) {
            delivered.removeAll { identifiers?.contains($0.request.identifier) ?? true }
            center?.removeDelivered(of: app, identifiers: identifiers)
        }

        func setBadgeCount(_ count: Int) { badge = max(0, count) }

        /// The app's badge.
        var badgeCount: Int { badge }

        // MARK: Triggers

        /// When a trigger fires next after `date` (a time interval counts from when the request was added, then from
        /// when it last fired); nil when a calendar never matches again.
        private func fireDate(of trigger: PlatformNotificationTrigger?, after date: Date) -> Date? {
            switch trigger {
            case nil, .push?: return date
            case .timeInterval(let interval, _)?: return date.addingTimeInterval(interval)
            case .calendar(let components, _)?:
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = center?.timeZone() ?? .current
                return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
            }
        }

        /// When the first pending request fires.
        var nextFireDate: Date? { pending.map(\.fireAt).min() }

        /// Delivers the requests due at `now`, in the order they fire; a repeating one is scheduled again.
        func fireDue(at now: Date) {
            while let index = pending.indices.filter({ pending[$0].fireAt <= now }).min(by: {
                pending[$0].fireAt < pending[$1].fireAt
            }) {
                let (request, fireAt) = pending.remove(at: index)
                switch request.trigger {
                case .timeInterval(_, true)?, .calendar(_, true)?:
                    if let next = fireDate(of: request.trigger, after: fireAt) {
                        pending.append((request, next))
                    }
                default: break
                }
                deliver(request, at: fireAt)
            }
        }

        // MARK: Showing

        /// A request is delivered: it joins the delivered notifications, and the car shows it when the rules allow
        /// (while the app is in front, when its delegate presents it as a banner).
        private func deliver(_ request: PlatformNotificationRequest, at date: Date) {
            guard let center, let session else { return }
            let platform = PlatformDeliveredNotification(request: request, date: date)
            delivered.insert(platform, at: 0)
            if let badge = request.content.badge { self.badge = badge }
            let category = categories.first { $0.identifier == request.content.categoryIdentifier }
            let refusal = NotificationRules.refusal(
                category: session.app.category, osVersion: session.rules.osVersion,
                askedForCarPlay: askedOptions & NotificationRules.carPlayOption != 0,
                hiddenByDriver: center.hiddenApps.contains(app), notificationCategory: category?.options)
            var notification = CarNotification(
                id: request.identifier, app: app, title: request.content.title, subtitle: request.content.subtitle,
                categoryIdentifier: request.content.categoryIdentifier,
                threadIdentifier: request.content.threadIdentifier, date: date,
                intentIdentifiers: category?.intentIdentifiers ?? [],
                senderName: request.content.communication?.senderName,
                conversationIdentifier: request.content.communication?.conversationIdentifier,
                shownInCarPlay: refusal == nil,
                notShownBecause: refusal?.note(
                    app: appName, identifier: request.identifier,
                    categoryIdentifier: request.content.categoryIdentifier))
            if let note = notification.notShownBecause { session.logs.noteOnce(note) }
            let inFront = session.appState == .connected && !session.isInBackground
            guard refusal == nil, inFront, let client else { return center.record(notification) }
            // The app in front decides through its delegate; a banner shows only if it presents one.
            session.runAsApp {
                client.willPresent(platform) { [weak center] options in
                    if !NotificationRules.presentsBanner(options: options) {
                        notification.shownInCarPlay = false
                        notification.notShownBecause = "the app in front did not present it (willPresent)"
                    }
                    center?.record(notification)
                }
            }
        }

        /// The driver acted on a delivered notification: the app's delegate hears it.
        func didReceive(
            _ identifier: String, actionIdentifier: String, completion: @escaping @MainActor @Sendable () -> Void
        ) {
            guard let client, let session,
                let platform = delivered.first(where: { $0.request.identifier == identifier })
            else { return completion() }
            session.runAsApp { client.didReceive(platform, actionIdentifier: actionIdentifier, completion: completion) }
        }
    }
}
