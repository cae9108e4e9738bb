import Foundation
import Intents
import UserNotifications

/// Chat's notifications, as a messaging app makes them for CarPlay: it asks for the `.carPlay` option, registers a
/// message category allowed in CarPlay whose intent is reading messages (Siri reads the message when the driver taps
/// it), and tells of each new message with a communication notification made from an `INSendMessageIntent` — the
/// sender as the title; the text is the body, which CarPlay never shows.
final class ChatNotifier: @unchecked Sendable {
    static let messageCategory = "message"
    private let center = UNUserNotificationCenter.current()

    init() {
        let category = UNNotificationCategory(
            identifier: Self.messageCategory, actions: [], intentIdentifiers: [INSearchForMessagesIntentIdentifier],
            options: [.allowInCarPlay])
        center.setNotificationCategories([category])
        center.requestAuthorization(options: [.alert, .sound, .badge, .carPlay]) { _, _ in }
    }

    /// Tells of a new message (its identifier is the notification's).
    func post(_ message: ChatStore.Message) {
        let content = UNMutableNotificationContent()
        content.body = message.text
        content.categoryIdentifier = Self.messageCategory
        content.threadIdentifier = message.conversation
        content.sound = .default
        let sender = ChatIntentHandler.person(message.sender)
        let intent = INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: message.text,
            speakableGroupName: nil, conversationIdentifier: message.conversation, serviceName: "Chat", sender: sender,
            attachments: nil)
        let communication = (try? content.updating(from: intent)) ?? content
        center.add(UNNotificationRequest(identifier: message.id, content: communication, trigger: nil))
    }
}
