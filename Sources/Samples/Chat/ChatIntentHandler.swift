import Foundation
import Intents

/// Chat's SiriKit handler of the three messaging intents CarPlay requires: Siri reads conversations
/// (`INSearchForMessagesIntent`), marks what it read (`INSetMessageAttributeIntent`) and sends replies and new
/// messages (`INSendMessageIntent`).
final class ChatIntentHandler: NSObject, INSendMessageIntentHandling, INSearchForMessagesIntentHandling,
    INSetMessageAttributeIntentHandling
{
    let store: ChatStore

    init(store: ChatStore) {
        self.store = store
    }

    static func person(_ name: String) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name,
            image: nil, contactIdentifier: nil, customIdentifier: name)
    }

    // MARK: Reading

    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        // A tapped notification names its message; a conversation's unread messages otherwise.
        let found =
            intent.notificationIdentifiers.map { store.messages(withIdentifiers: $0) }
            ?? store.unread(in: intent.conversationIdentifiers)
        response.messages = found.map { message in
            INMessage(
                identifier: message.id, conversationIdentifier: message.conversation, content: message.text,
                dateSent: message.sent, sender: Self.person(message.sender), recipients: nil, groupName: nil,
                messageType: .text, serviceName: "Chat")
        }
        completion(response)
    }

    // MARK: Marking read

    func handle(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void
    ) {
        guard intent.attribute == .read || intent.attribute == .unread else {
            return completion(
                INSetMessageAttributeIntentResponse(code: .failureMessageAttributeNotSet, userActivity: nil))
        }
        let found = store.mark(intent.identifiers ?? [], read: intent.attribute == .read)
        completion(
            INSetMessageAttributeIntentResponse(
                code: found.isEmpty ? .failureMessageNotFound : .success, userActivity: nil))
    }

    // MARK: Sending

    func resolveRecipients(
        for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        guard let recipients = intent.recipients, !recipients.isEmpty else { return completion([.needsValue()]) }
        completion(
            recipients.map { recipient in
                let matches = store.contacts(matching: recipient.displayName)
                switch matches.count {
                case 0: return .unsupported(forReason: .noValidHandle)
                case 1: return .success(with: Self.person(matches[0]))
                default: return .disambiguation(with: matches.map(Self.person))
                }
            })
    }

    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void)
    {
        guard let text = intent.content?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
            return completion(.needsValue())
        }
        completion(.success(with: text))
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        guard let text = intent.content, let recipients = intent.recipients, !recipients.isEmpty else {
            return completion(INSendMessageIntentResponse(code: .failure, userActivity: nil))
        }
        let sent = store.send(
            text, to: recipients.map(\.displayName), conversation: intent.conversationIdentifier)
        let response = INSendMessageIntentResponse(code: .success, userActivity: nil)
        response.sentMessages = [
            INMessage(
                identifier: sent.id, conversationIdentifier: sent.conversation, content: sent.text, dateSent: sent.sent,
                sender: nil, recipients: recipients, groupName: nil, messageType: .text, serviceName: "Chat")
        ]
        completion(response)
    }
}
