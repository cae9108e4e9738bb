#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a content provider of the Intents framework tells UserNotifications to make a communication notification
/// (`UNNotificationContent.updating(from:)`). `INSendMessageIntent` and `INStartCallIntent` adopt it in Intents,
/// which depends on UserNotifications as on iOS; apps do not see it.
@_spi(CarPlayHost) public protocol _UNCommunicationContent: UNNotificationContentProviding {
    /// The sender's (or caller's) display name; nil when the intent names none (the update then fails with
    /// `UNError.Code.contentProvidingInvalid`).
    var _senderName: String? { get }
    /// The conversation's identifier, nil when there is none.
    var _conversationIdentifier: String? { get }
    /// A group conversation's name (`speakableGroupName`), which becomes the notification's title; nil for one
    /// person.
    var _groupName: String? { get }
    /// The intent's class name (`"INSendMessageIntent"`).
    var _intentName: String { get }
}
#endif
