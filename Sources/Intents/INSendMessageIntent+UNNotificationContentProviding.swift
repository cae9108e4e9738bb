#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import UserNotifications

// A message intent makes a notification's content a communication notification (`UNNotificationContent
// .updating(from:)`): a message from its sender, in its conversation, which the car shows and Siri reads as one.

/// A received message's intent provides a notification's content: its sender and conversation.
@available(iOS 15.0, *)
extension INSendMessageIntent: UNNotificationContentProviding {}

@_spi(CarPlayHost) extension INSendMessageIntent: _UNCommunicationContent {
    /// The sender's display name; nil without a sender.
    public var _senderName: String? { sender?.displayName }
    /// The conversation's identifier.
    public var _conversationIdentifier: String? { conversationIdentifier }
    /// A group conversation's name, nil for one person.
    public var _groupName: String? {
        guard let name = speakableGroupName?.spokenPhrase, !name.isEmpty else { return nil }
        return name
    }
    /// `INSendMessageIntent`.
    public var _intentName: String { INSendMessageIntentIdentifier }
}
#endif
