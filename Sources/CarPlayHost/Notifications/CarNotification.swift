import Foundation

/// A notification an app delivered, as the car keeps it: what the banner may show (the title and subtitle, never
/// the body) and what a tap does.
public struct CarNotification: Hashable, Sendable, Identifiable {
    /// The request's identifier.
    public let id: String
    /// The bundle identifier of the app that delivered it.
    public let app: String
    public var title: String
    /// Empty when the notification has none.
    public var subtitle: String
    public var categoryIdentifier: String
    public var threadIdentifier: String
    /// When it was delivered, on the car's clock.
    public var date: Date
    /// The intents its category starts (`UNNotificationCategory.intentIdentifiers`): in CarPlay, what Siri does on a
    /// tap.
    public var intentIdentifiers: [String]
    /// A communication notification's sender and conversation.
    public var senderName: String?
    public var conversationIdentifier: String?
    /// Whether CarPlay showed it as a banner; when it did not, why (for the developer).
    public var shownInCarPlay: Bool
    public var notShownBecause: String?

    public init(
        id: String, app: String, title: String, subtitle: String, categoryIdentifier: String, threadIdentifier: String,
        date: Date, intentIdentifiers: [String], senderName: String?, conversationIdentifier: String?,
        shownInCarPlay: Bool, notShownBecause: String?
    ) {
        self.id = id
        self.app = app
        self.title = title
        self.subtitle = subtitle
        self.categoryIdentifier = categoryIdentifier
        self.threadIdentifier = threadIdentifier
        self.date = date
        self.intentIdentifiers = intentIdentifiers
        self.senderName = senderName
        self.conversationIdentifier = conversationIdentifier
        self.shownInCarPlay = shownInCarPlay
        self.notShownBecause = notShownBecause
    }
}
