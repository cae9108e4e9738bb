import Foundation
import Testing

extension TestCar {
    /// Every notification the app delivered, newest first, shown in CarPlay or not (`notShownBecause` says why not).
    public var notifications: [CarNotification] { session.carNotifications?.delivered ?? [] }
    /// The notification banner on the car's screen; nil when none shows.
    public var notificationBanner: CarNotification? { session.carNotifications?.currentBanner }
    /// The app's badge.
    public var notificationBadge: Int { session.notificationBadge }

    /// What the car's user answers when the app first asks to show notifications (true: allow).
    public var grantsNotificationAuthorization: Bool {
        get { session.carNotifications?.grantsAuthorization ?? false }
        set { session.carNotifications?.grantsAuthorization = newValue }
    }

    /// The driver hides (or shows again) the app's notifications in CarPlay (Settings → CarPlay).
    public func hideNotifications(_ hidden: Bool = true) {
        let app = session.app.bundleIdentifier
        if hidden {
            session.carNotifications?.hiddenApps.insert(app)
        } else {
            session.carNotifications?.hiddenApps.remove(app)
        }
    }

    /// Someone writes to the driver: the car's network sends the app a remote notification
    /// (`{"aps": {"content-available": 1}, "message": {"sender": …, "text": …}}`, launching its app delegate first);
    /// the app stores the message and tells of it with its own notification. Returns once the app called its
    /// completion handler. Records an issue when the app has no app delegate to take it.
    public func receiveMessage(from sender: String, text: String, sourceLocation: SourceLocation = #_sourceLocation)
        async
    {
        var delivered = false
        act(sourceLocation) {
            delivered = session.deliverRemoteNotification(PushValue.message(from: sender, text: text))
        }
        guard delivered else {
            Issue.record("The app has no app delegate to take remote notifications", sourceLocation: sourceLocation)
            return
        }
        await wait(until: { session.remoteNotificationsUnderway == 0 }, sourceLocation: sourceLocation)
        await settle(sourceLocation: sourceLocation)
    }

    /// Taps the notification banner: Siri reads a messaging app's message, any other app hears the tap. Records an
    /// issue when no banner shows.
    @discardableResult
    public func tapNotification(sourceLocation: SourceLocation = #_sourceLocation) async -> InputOutcome {
        guard screen.node(NotificationBannerLayout.id) != nil else {
            Issue.record("No notification banner on the car's screen", sourceLocation: sourceLocation)
            return .notOnScreen
        }
        let outcome = tap(element: NotificationBannerLayout.id, sourceLocation: sourceLocation)
        await settle(sourceLocation: sourceLocation)
        return outcome
    }
}
