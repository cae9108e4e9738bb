#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The app's notifications: its authorization, categories, the requests it adds, the notifications delivered, the
/// badge, and the delegate told about notifications while the app is in front and about what the user did with them.
///
/// One center per app (`current()`); it reaches the car of that app (its notification service), which keeps
/// everything, fires the triggers on its clock and shows what CarPlay allows. The center keeps the app's own request
/// objects by identifier while the car has them, and answers with them: their contents keep what never goes to the
/// car (`userInfo`, attachments). Without a car, authorization is denied (not granted, without an error), requests
/// fail with `UNError.Code.notificationsNotAllowed` and the lists are empty.
///
/// Its methods may be called from any thread. Completion handlers run later on the main queue (iOS runs them on a
/// background queue: an app that needs the main queue dispatches to it, and that works here too).
@available(iOS 10.0, *)
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let centers = PlatformAppScoped { _ in
        // Made for the app whose code runs now, whose environment `PlatformAppScoped` looked up.
        UNUserNotificationCenter(environment: .ofRunningCode())
    }

    private let state = Locked(CenterState())
    private let link: NotificationCenterLink

    private init(environment: NotificationEnvironment) {
        link = NotificationCenterLink(state: state, environment: environment)
        super.init()
        state { $0.center = self }
    }

    /// The app's notification center. The car's notification service knows of it from then on.
    open class func current() -> UNUserNotificationCenter {
        let center = centers.current
        let link = center.link
        NotificationQueues.onMain { _ = link.service }
        return center
    }

    /// The object told about notifications while the app is in front and about what the user did with them (kept
    /// weakly).
    open weak var delegate: (any UNUserNotificationCenterDelegate)? {
        get { state { $0.delegate } }
        set { state { $0.delegate = newValue } }
    }

    /// Whether the device runs notification content extensions: false, the car shows none.
    open var supportsContentExtensions: Bool { false }

    // MARK: Authorization and settings

    /// Asks for authorization to notify with `options`: the car asks its user the first time and answers with what
    /// they chose ever after. `completionHandler` gets whether notifications are allowed, and never an error;
    /// without a car, false.
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        state { $0.requestedOptions.formUnion(options) }
        let link = link
        NotificationQueues.onMain {
            guard let service = link.service else {
                NotificationQueues.deliver { completionHandler(false, nil) }
                return
            }
            service.requestAuthorization(options: options.rawValue) { granted in
                NotificationQueues.deliver { completionHandler(granted, nil) }
            }
        }
    }

    /// Asks for authorization to notify with `options`; returns whether notifications are allowed.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Bool, any Error>) in
            requestAuthorization(options: options) { granted, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: granted)
                }
            }
        }
    }

    /// Gets the app's notification settings now.
    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let provides = state { $0.requestedOptions.contains(.providesAppNotificationSettings) }
        let link = link
        NotificationQueues.onMain {
            let settings = UNNotificationSettings(
                platform: link.service?.settings ?? UNNotificationSettings.withoutCar,
                providesAppNotificationSettings: provides)
            NotificationQueues.deliver { completionHandler(settings) }
        }
    }

    /// The app's notification settings now.
    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { (continuation: CheckedContinuation<UNNotificationSettings, Never>) in
            getNotificationSettings { continuation.resume(returning: $0) }
        }
    }

    // MARK: Categories

    /// Replaces the app's notification categories with `categories`.
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        state { state in
            state.categories = Dictionary(categories.map { ($0.identifier, $0) }) { first, _ in first }
        }
        let platform = categories.map(\.platformCategory).sorted { $0.identifier < $1.identifier }
        let link = link
        NotificationQueues.onMain { link.service?.categories = platform }
    }

    /// Gets the app's notification categories (the app's own objects; empty without a car).
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let state = state
        let link = link
        NotificationQueues.onMain {
            let own = state { $0.categories }
            let categories = (link.service?.categories ?? []).map { category in
                own[category.identifier].flatMap { $0.platformCategory == category ? $0 : nil }
                    ?? UNNotificationCategory(platform: category)
            }
            let answer = Set(categories)
            NotificationQueues.deliver { completionHandler(answer) }
        }
    }

    /// The app's notification categories.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await withCheckedContinuation { (continuation: CheckedContinuation<Set<UNNotificationCategory>, Never>) in
            getNotificationCategories { continuation.resume(returning: $0) }
        }
    }

    // MARK: Requests

    /// Adds `request` (replacing a pending or delivered one with its identifier). `completionHandler` gets nil once
    /// the car has it, else a `UNError`: `notificationsNotAllowed` when the car refuses it (the app is not
    /// authorized) or there is no car, `notificationInvalidNoDate` when its trigger is not valid.
    open func add(
        _ request: UNNotificationRequest,
        withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        let platform = request.platformRequest
        let valid = request.trigger?.isValid ?? true
        let state = state
        let link = link
        NotificationQueues.onMain {
            let error: UNError?
            if !valid {
                error = UNError(.notificationInvalidNoDate)
            } else if let service = link.service {
                // Kept first: the car may deliver it at once, and hands it back to the center by identifier.
                let replaced = state { $0.requests.updateValue(request, forKey: request.identifier) }
                if let code = service.add(platform) {
                    state { $0.requests[request.identifier] = replaced }
                    error = UNError(UNError.Code(rawValue: code) ?? .notificationsNotAllowed)
                } else {
                    error = nil
                }
                link.forgetDroppedRequests()
            } else {
                error = UNError(.notificationsNotAllowed)
            }
            guard let completionHandler else { return }
            NotificationQueues.deliver { completionHandler(error) }
        }
    }

    /// Adds `request`; throws a `UNError` when it cannot be added.
    open func add(_ request: UNNotificationRequest) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            add(request) { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }

    /// Gets the requests whose trigger has not fired yet, oldest first (the app's own objects).
    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let link = link
        NotificationQueues.onMain {
            link.forgetDroppedRequests()
            let requests = (link.service?.pendingRequests ?? []).map(link.request(for:))
            NotificationQueues.deliver { completionHandler(requests) }
        }
    }

    /// The requests whose trigger has not fired yet, oldest first.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await withCheckedContinuation { (continuation: CheckedContinuation<[UNNotificationRequest], Never>) in
            getPendingNotificationRequests { continuation.resume(returning: $0) }
        }
    }

    /// Removes the pending requests with `identifiers`.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let link = link
        NotificationQueues.onMain {
            link.service?.removePendingRequests(withIdentifiers: identifiers)
            link.forgetDroppedRequests()
        }
    }

    /// Removes every pending request.
    open func removeAllPendingNotificationRequests() {
        let link = link
        NotificationQueues.onMain {
            link.service?.removePendingRequests(withIdentifiers: nil)
            link.forgetDroppedRequests()
        }
    }

    // MARK: Delivered notifications

    /// Gets the app's delivered notifications still in Notification Center, newest first (with the app's own
    /// requests).
    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        let link = link
        NotificationQueues.onMain {
            link.forgetDroppedRequests()
            let notifications = (link.service?.deliveredNotifications ?? []).map(link.notification(for:))
            NotificationQueues.deliver { completionHandler(notifications) }
        }
    }

    /// The app's delivered notifications still in Notification Center, newest first.
    open func deliveredNotifications() async -> [UNNotification] {
        await withCheckedContinuation { (continuation: CheckedContinuation<[UNNotification], Never>) in
            getDeliveredNotifications { continuation.resume(returning: $0) }
        }
    }

    /// Removes the delivered notifications with `identifiers` from Notification Center.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let link = link
        NotificationQueues.onMain {
            link.service?.removeDeliveredNotifications(withIdentifiers: identifiers)
            link.forgetDroppedRequests()
        }
    }

    /// Removes every delivered notification of the app from Notification Center.
    open func removeAllDeliveredNotifications() {
        let link = link
        NotificationQueues.onMain {
            link.service?.removeDeliveredNotifications(withIdentifiers: nil)
            link.forgetDroppedRequests()
        }
    }

    // MARK: Badge

    /// Sets the app's badge (0 clears it). `completionHandler` gets nil once set, else a `UNError`:
    /// `badgeInputInvalid` for a negative count, `notificationsNotAllowed` without a car.
    @available(iOS 16.0, *)
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        let link = link
        NotificationQueues.onMain {
            let error: UNError?
            if newBadgeCount < 0 {
                error = UNError(.badgeInputInvalid)
            } else if let service = link.service {
                service.setBadgeCount(newBadgeCount)
                error = nil
            } else {
                error = UNError(.notificationsNotAllowed)
            }
            guard let completionHandler else { return }
            NotificationQueues.deliver { completionHandler(error) }
        }
    }

    /// Sets the app's badge (0 clears it); throws a `UNError` when it cannot.
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            setBadgeCount(newBadgeCount) { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }
}
#endif
