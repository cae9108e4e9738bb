#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Notifications cross the line between UserNotifications and the car as these values. The car plays iOS's
// notification service: an app's `UNUserNotificationCenter` asks its app's environment
// (`PlatformHostEnvironment.notificationService`) for authorization, hands it categories and requests, and reads
// back what is pending and delivered. The car keeps the requests, fires their triggers on its own clock, shows what
// the rules allow (in CarPlay: a banner with title and subtitle only), and calls the app's center back on the main
// actor when a notification is about to show while the app is in front, or when the driver taps one.
//
// The values carry what the car needs to decide and to show; the app's own objects (a content's `userInfo`,
// attachments) stay in the app's center, which keeps each request it added by identifier.

/// When a request is delivered (`UNNotificationTrigger`).
@_spi(CarPlayHost) public enum PlatformNotificationTrigger: Hashable, Sendable {
    /// `UNTimeIntervalNotificationTrigger`: `interval` seconds after it was added (and every `interval` when it
    /// repeats).
    case timeInterval(TimeInterval, repeats: Bool)
    /// `UNCalendarNotificationTrigger`: the next date matching the components (in the car's time zone).
    case calendar(DateComponents, repeats: Bool)
    /// `UNPushNotificationTrigger`: a remote notification (delivered as it arrives).
    case push
}

/// What a notification says and how it is to be shown (`UNNotificationContent`).
@_spi(CarPlayHost) public struct PlatformNotificationContent: Hashable, Sendable {
    public var title: String
    public var subtitle: String
    public var body: String
    public var categoryIdentifier: String
    public var threadIdentifier: String
    /// `UNNotificationInterruptionLevel` raw value (passive 0, active 1, time sensitive 2, critical 3).
    public var interruptionLevel: Int
    /// `nil`, `0` clears the app's badge, another number sets it.
    public var badge: Int?
    /// Whether it plays a sound.
    public var hasSound: Bool
    /// A communication notification (the content was updated from an `INSendMessageIntent` or
    /// `INStartCallIntent`): the sender's name, the conversation and the intent's class name.
    public var communication: Communication?

    /// A communication notification's sender and conversation.
    public struct Communication: Hashable, Sendable {
        public var senderName: String
        public var conversationIdentifier: String?
        /// The intent's class name (`INSendMessageIntent`).
        public var intent: String

        public init(senderName: String, conversationIdentifier: String?, intent: String) {
            self.senderName = senderName
            self.conversationIdentifier = conversationIdentifier
            self.intent = intent
        }
    }

    public init(
        title: String, subtitle: String, body: String, categoryIdentifier: String, threadIdentifier: String,
        interruptionLevel: Int, badge: Int?, hasSound: Bool, communication: Communication?
    ) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.interruptionLevel = interruptionLevel
        self.badge = badge
        self.hasSound = hasSound
        self.communication = communication
    }
}

/// A notification request (`UNNotificationRequest`).
@_spi(CarPlayHost) public struct PlatformNotificationRequest: Hashable, Sendable {
    public var identifier: String
    public var content: PlatformNotificationContent
    /// Nil: delivered at once.
    public var trigger: PlatformNotificationTrigger?

    public init(identifier: String, content: PlatformNotificationContent, trigger: PlatformNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }
}

/// A delivered notification (`UNNotification`): the request and when it was delivered (on the car's clock).
@_spi(CarPlayHost) public struct PlatformDeliveredNotification: Hashable, Sendable {
    public var request: PlatformNotificationRequest
    public var date: Date

    public init(request: PlatformNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// A notification category (`UNNotificationCategory`).
@_spi(CarPlayHost) public struct PlatformNotificationCategory: Hashable, Sendable {
    public var identifier: String
    /// The intents the category's notifications start (`intentIdentifiers`): in CarPlay, what Siri does when the
    /// driver taps one (`INSearchForMessagesIntent`: read the message).
    public var intentIdentifiers: [String]
    /// `UNNotificationCategoryOptions` raw value (custom dismiss 1, allow in CarPlay 2, hidden previews show title 4,
    /// show subtitle 8, allow announcement 16).
    public var options: UInt
    /// The actions' identifiers and titles, in order.
    public var actions: [Action]

    /// A category's action (`UNNotificationAction`).
    public struct Action: Hashable, Sendable {
        public var identifier: String
        public var title: String
        /// `UNNotificationActionOptions` raw value.
        public var options: UInt

        public init(identifier: String, title: String, options: UInt) {
            self.identifier = identifier
            self.title = title
            self.options = options
        }
    }

    public init(identifier: String, intentIdentifiers: [String], options: UInt, actions: [Action]) {
        self.identifier = identifier
        self.intentIdentifiers = intentIdentifiers
        self.options = options
        self.actions = actions
    }
}

/// The app's notification settings as the car keeps them (`UNNotificationSettings`); each setting is a
/// `UNNotificationSetting` raw value (not supported 0, disabled 1, enabled 2).
@_spi(CarPlayHost) public struct PlatformNotificationSettings: Hashable, Sendable {
    /// `UNAuthorizationStatus` raw value (not determined 0, denied 1, authorized 2, provisional 3, ephemeral 4).
    public var authorizationStatus: Int
    public var alertSetting: Int
    public var soundSetting: Int
    public var badgeSetting: Int
    public var carPlaySetting: Int
    public var notificationCenterSetting: Int
    public var lockScreenSetting: Int

    public init(
        authorizationStatus: Int, alertSetting: Int, soundSetting: Int, badgeSetting: Int, carPlaySetting: Int,
        notificationCenterSetting: Int, lockScreenSetting: Int
    ) {
        self.authorizationStatus = authorizationStatus
        self.alertSetting = alertSetting
        self.soundSetting = soundSetting
        self.badgeSetting = badgeSetting
        self.carPlaySetting = carPlaySetting
        self.notificationCenterSetting = notificationCenterSetting
        self.lockScreenSetting = lockScreenSetting
    }
}

/// An app's `UNUserNotificationCenter` as the car sees it. The car keeps it weakly and calls it on the main actor;
/// the center calls its delegate on the main queue, as iOS does.
@_spi(CarPlayHost) @MainActor public protocol PlatformNotificationClient: AnyObject, Sendable {
    /// A notification is about to be shown while the app is in front: the delegate's
    /// `userNotificationCenter(_:willPresent:withCompletionHandler:)` chooses how (`completion` gets the
    /// `UNNotificationPresentationOptions` raw value; without a delegate, none: the notification is not shown).
    func willPresent(
        _ notification: PlatformDeliveredNotification, completion: @escaping @MainActor @Sendable (UInt) -> Void)
    /// The driver acted on a notification (`UNNotificationDefaultActionIdentifier` for a tap): the delegate's
    /// `userNotificationCenter(_:didReceive:withCompletionHandler:)`; `completion` runs once the app called its
    /// completion handler (at once without a delegate).
    func didReceive(
        _ notification: PlatformDeliveredNotification, actionIdentifier: String,
        completion: @escaping @MainActor @Sendable () -> Void)
}

/// The car's notification service for one app: what UserNotifications asks of it.
@_spi(CarPlayHost) @MainActor public protocol PlatformNotificationService: AnyObject {
    /// The app's center was made: it hears the car's calls from now on.
    func register(_ client: any PlatformNotificationClient)
    /// The app asks for authorization (`UNAuthorizationOptions` raw value); the car asks its user when it never
    /// did and answers `completion(granted)` on the main actor (the app's center turns it into its completion
    /// handler's call).
    func requestAuthorization(options: UInt, completion: @escaping @MainActor @Sendable (Bool) -> Void)
    /// The app's settings now.
    var settings: PlatformNotificationSettings { get }
    /// The app's categories (`setNotificationCategories(_:)` replaces them all).
    var categories: [PlatformNotificationCategory] { get set }
    /// Adds (or replaces, by identifier) a request; the `UNError.Code` raw value when the car refuses it
    /// (not allowed: 1), nil when added.
    func add(_ request: PlatformNotificationRequest) -> Int?
    /// The requests whose trigger has not fired yet, oldest first.
    var pendingRequests: [PlatformNotificationRequest] { get }
    /// Removes pending requests by identifier (nil: all).
    func removePendingRequests(withIdentifiers identifiers: [String]?)
    /// The app's delivered notifications still in Notification Center, newest first.
    var deliveredNotifications: [PlatformDeliveredNotification] { get }
    /// Removes delivered notifications by identifier (nil: all).
    func removeDeliveredNotifications(withIdentifiers identifiers: [String]?)
    /// The app's badge (`setBadgeCount(_:)`).
    func setBadgeCount(_ count: Int)
}
#endif
