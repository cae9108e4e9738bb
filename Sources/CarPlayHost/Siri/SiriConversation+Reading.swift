import Foundation
@_spi(CarPlayHost) import Intents

// Siri reads messages for a messaging app: a conversation, a notification's message or every unread one, through
// the app's `INSearchForMessagesIntent`; marks them read (`INSetMessageAttributeIntent`) and offers a reply; a
// conversation the driver has read gets a reply at once.
extension SiriConversation {
    /// Reads the conversation aloud, marks its messages read and offers a reply.
    func readConversation(_ conversationIdentifier: String) {
        search(notifications: nil, conversations: [conversationIdentifier])
    }

    /// Starts a reply in a conversation the driver has read: Siri finds whom to answer through the app's message
    /// search (the conversation's last message) without reading it, then asks what to say.
    func replyToConversation(_ conversationIdentifier: String) {
        search(notifications: nil, conversations: [conversationIdentifier]) { [weak self] response in
            self?.reply(after: response, conversation: conversationIdentifier)
        }
    }

    /// Reads the message a notification told of (the driver tapped it), marks it read and offers a reply.
    func readNotification(_ notificationIdentifier: String) {
        search(notifications: [notificationIdentifier], conversations: nil)
    }

    /// Searches the messages of notifications or conversations, then reads them (or does `then` with the answer).
    private func search(
        notifications: [String]?, conversations: [String]?, attributes: INMessageAttributeOptions = [],
        then: ((INSearchForMessagesIntentResponse) -> Void)? = nil
    ) {
        begin()
        let intent = INSearchForMessagesIntent(
            recipients: nil, senders: nil, searchTerms: nil, attributes: attributes, dateTime: nil, identifiers: nil,
            notificationIdentifiers: notifications, speakableGroupNames: nil, conversationIdentifiers: conversations)
        guard let handler = handler(for: intent, as: (any INSearchForMessagesIntentHandling).self) else { return }
        SiriIntentCalls.search(intent, with: handler, car: car, step: step) { [weak self] response in
            if let then { then(response) } else { self?.read(response, conversation: conversations?.first) }
        }
    }

    /// Reads every unread message of the app (the driver asked Siri to read their messages).
    func readUnreadMessages() {
        search(notifications: nil, conversations: nil, attributes: .unread)
    }

    private func read(_ response: INSearchForMessagesIntentResponse, conversation: String?) {
        guard response.code == .success || response.code == .inProgress || response.code == .ready else {
            return finish(SiriTexts.searchFailed(response.code, app: car.appName))
        }
        let messages = (response.messages ?? []).sorted {
            ($0.dateSent ?? .distantPast) < ($1.dateSent ?? .distantPast)
        }
        guard let last = messages.last else { return finish(SiriTexts.noMessages) }
        for message in messages {
            remember(content: message.content)
            let sender = message.sender?.displayName ?? message.groupName?.spokenPhrase ?? car.appName
            say(SiriTexts.message(from: sender, message.content ?? ""), shown: SiriTexts.messageShown(from: sender))
        }
        markRead(messages.map(\.identifier))
        guard state == .working else { return }
        draftReply(
            to: Self.replyRecipients(of: last), conversation: last.conversationIdentifier ?? conversation,
            groupName: last.groupName)
    }

    /// The reply to a conversation whose last message `response` holds: to whoever wrote it, unless that was the
    /// driver (then to its other people); Siri asks whom when the conversation has no message.
    private func reply(after response: INSearchForMessagesIntentResponse, conversation: String) {
        guard response.code == .success || response.code == .inProgress || response.code == .ready else {
            return finish(SiriTexts.searchFailed(response.code, app: car.appName))
        }
        let last = (response.messages ?? []).max { ($0.dateSent ?? .distantPast) < ($1.dateSent ?? .distantPast) }
        startDraft(
            recipients: last.flatMap(Self.replyRecipients(of:)),
            conversation: last?.conversationIdentifier ?? conversation,
            groupName: last?.groupName)
    }

    /// Whom a reply to `message` goes to: whoever wrote it, unless that was the driver (then its other people).
    static func replyRecipients(of message: INMessage) -> [INPerson]? {
        message.sender.flatMap { $0.isMe ? nil : [$0] } ?? message.recipients
    }

    /// Marks the messages read (`INSetMessageAttributeIntent`); a failure is only noted.
    private func markRead(_ identifiers: [String]) {
        let intent = INSetMessageAttributeIntent(identifiers: identifiers, attribute: .read)
        guard let handler = handler(for: intent, as: (any INSetMessageAttributeIntentHandling).self, quietly: true)
        else { return }
        SiriIntentCalls.setAttribute(intent, with: handler, car: car, step: connectionStep) { [car] response in
            if response.code != .success && response.code != .inProgress {
                car.note("INSetMessageAttributeIntent answered \(response.code) marking messages read")
            }
        }
    }

    private func draftReply(to recipients: [INPerson]?, conversation: String?, groupName: INSpeakableString?) {
        guard beginDraft(recipients: recipients, conversation: conversation, groupName: groupName) else { return }
        ask(.reply, SiriTexts.replyQuestion)
    }
}
