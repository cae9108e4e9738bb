import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The phone's notifications as the car sees them: the notification service iOS runs for UserNotifications, one per
/// car (a `TestCar` keeps its own) and the one owner of notification state. Each app reaches it through its link
/// (`CarNotifications.AppLink`, its environment's `notificationService`).
///
/// It keeps each app's authorization, categories, pending requests and delivered notifications, fires triggers on
/// the car's clock (`clockDidAdvance()`), and shows what the rules allow (`NotificationRules`) as a banner with the
/// title and subtitle only, for `NotificationRules.bannerDuration` seconds or until the driver taps it or a newer one
/// comes. While the app is in front its center's delegate decides (`willPresent`).
@MainActor
public final class CarNotifications {
    /// Every notification delivered, newest first (the last `retained`), shown in CarPlay or not.
    public private(set) var delivered: [CarNotification] = []
    static let retained = 100
    /// The banner on screen and until when.
    private var banner: (notification: CarNotification, until: Date)?
    /// The apps whose notifications the driver hides in CarPlay (Settings → CarPlay → the app).
    public var hiddenApps: Set<String> = []
    /// What the car's user answers when an app first asks for authorization.
    public var grantsAuthorization = true

    /// The car's clock and time zone (calendar triggers).
    public var clock: @MainActor () -> Date = { Date() }
    public var timeZone: @MainActor () -> TimeZone = { .current }
    /// Something the driver may see changed.
    public var onChange: (@MainActor () -> Void)?
    /// A line for the car's event log.
    public var log: (@MainActor (String) -> Void)?

    private var links: [String: AppLink] = [:]

    public init() {}

    /// The link of the app a session hosts (made once).
    func link(for session: CarSession) -> AppLink {
        let id = session.app.bundleIdentifier
        if let link = links[id], link.session === session { return link }
        let link = AppLink(center: self, session: session)
        links[id] = link
        return link
    }

    /// The banner the car shows now; nil when none.
    public var currentBanner: CarNotification? {
        guard let banner, clock() < banner.until else { return nil }
        return banner.notification
    }

    /// When the car next needs its clock: the banner going, the next trigger.
    public var nextDeadline: Date? {
        let now = clock()
        let dates = [banner?.until].compactMap { $0 } + links.values.compactMap { $0.nextFireDate }
        return dates.filter { $0 > now }.min()
    }

    /// The car's clock moved: due requests are delivered, in order.
    public func clockDidAdvance() {
        let now = clock()
        for link in links.values.sorted(by: { $0.app < $1.app }) { link.fireDue(at: now) }
        if let banner, now >= banner.until {
            self.banner = nil
            onChange?()
        }
    }

    /// The driver tapped the banner: it goes; the caller runs what a tap does (Siri reads a message; else the app
    /// opens and its delegate hears the tap). Nil when no banner shows.
    public func takeBanner() -> CarNotification? {
        guard let notification = currentBanner else { return nil }
        banner = nil
        log?("Notification from \(appName(notification.app)) selected")
        onChange?()
        return notification
    }

    /// Tells the app's delegate the driver acted on its notification (`didReceive`); `completion` runs once the app
    /// completed (or at once when the app is gone).
    public func tellApp(
        about notification: CarNotification,
        actionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier",
        completion: @escaping @MainActor @Sendable () -> Void = {}
    ) {
        guard let link = links[notification.app] else { return completion() }
        link.didReceive(notification.id, actionIdentifier: actionIdentifier, completion: completion)
    }

    // MARK: Delivering

    /// Records a delivered notification and shows it when the rules allow.
    func record(_ notification: CarNotification) {
        delivered.insert(notification, at: 0)
        if delivered.count > Self.retained { delivered.removeLast() }
        if notification.shownInCarPlay {
            banner = (notification, clock().addingTimeInterval(NotificationRules.bannerDuration))
            log?("Notification from \(appName(notification.app)): “\(notification.title)”")
        }
        onChange?()
    }

    /// Forgets delivered notifications of `app` (nil identifiers: all of them); a removed banner goes.
    func removeDelivered(of app: String, identifiers: [String]?) {
        delivered.removeAll { $0.app == app && (identifiers?.contains($0.id) ?? true) }
        if let shown = banner?.notification, shown.app == app, identifiers?.contains(shown.id) ?? true { banner = nil }
        onChange?()
    }

    func appName(_ app: String) -> String { links[app]?.appName ?? app }
}
