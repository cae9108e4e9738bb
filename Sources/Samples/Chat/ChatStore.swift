import Foundation

/// The messaging service's data: conversations and their messages, kept in memory. Siri's intents read and change it
/// from any queue, the CarPlay scene shows it on the main queue; a lock guards it and a notification tells the scene.
final class ChatStore: @unchecked Sendable {
    struct Message: Sendable {
        var id: String
        var conversation: String
        var sender: String
        var text: String
        var sent: Date
        var isRead: Bool
    }

    struct Conversation: Sendable {
        var id: String
        /// The other person, or the group's name.
        var title: String
        /// Who receives a message sent to the conversation.
        var members: [String]
    }

    /// Posted on the main queue after a change.
    static let didChange = Notification.Name("ChatStoreDidChange")

    static let shared = ChatStore()

    private let lock = NSLock()
    private var conversationList: [Conversation]
    private var messageList: [Message]
    private var nextID = 1

    init(now: Date = Date()) {
        conversationList = [
            Conversation(id: "ana", title: "Ana Silva", members: ["Ana Silva"]),
            Conversation(id: "ben", title: "Ben Ito", members: ["Ben Ito"]),
            Conversation(id: "family", title: "Family", members: ["Mum", "Leo"]),
        ]
        messageList = [
            Message(
                id: "m1", conversation: "ana", sender: "Ana Silva", text: "Running a bit late",
                sent: now.addingTimeInterval(-600), isRead: false),
            Message(
                id: "m2", conversation: "ana", sender: "Ana Silva", text: "See you at the harbour in ten",
                sent: now.addingTimeInterval(-300), isRead: false),
            Message(
                id: "m3", conversation: "ben", sender: "Ben Ito", text: "Thanks for today",
                sent: now.addingTimeInterval(-7200), isRead: true),
            Message(
                id: "m4", conversation: "family", sender: "Mum", text: "Dinner at eight",
                sent: now.addingTimeInterval(-1800), isRead: false),
        ]
    }

    /// The conversations the user pinned (shown above the others).
    let pinnedConversations: Set<String> = ["family"]

    /// The people the app can message.
    var contacts: [String] { ["Ana Silva", "Ben Ito", "Mum", "Leo", "Ana Lopez"] }

    /// The contacts a spoken name means: the one named exactly, or those whose first names it is.
    func contacts(matching name: String) -> [String] {
        let name = name.lowercased()
        return contacts.filter { contact in
            let contact = contact.lowercased()
            return contact == name || contact.hasPrefix(name + " ")
        }
    }

    var conversations: [Conversation] { locked { conversationList } }

    func messages(in conversation: String) -> [Message] {
        locked { messageList.filter { $0.conversation == conversation } }
    }

    func unreadCount(in conversation: String) -> Int {
        locked { messageList.filter { $0.conversation == conversation && !$0.isRead }.count }
    }

    /// Unread messages of the conversations, oldest first (all unread messages when none is named).
    func unread(in conversations: [String]?) -> [Message] {
        locked {
            messageList.filter { message in
                !message.isRead && (conversations.map { $0.contains(message.conversation) } ?? true)
            }.sorted { $0.sent < $1.sent }
        }
    }

    /// The messages with these identifiers (a notification's request identifier is its message's), oldest first.
    func messages(withIdentifiers ids: [String]) -> [Message] {
        locked { messageList.filter { ids.contains($0.id) }.sorted { $0.sent < $1.sent } }
    }

    /// A message arrives from `sender`: into their conversation (the one with exactly them), else a new one; unread.
    func receive(_ text: String, from sender: String, now: Date = Date()) -> Message {
        let message = locked {
            let conversation =
                conversationList.first { $0.members == [sender] }?.id
                ?? {
                    let id = "c\(nextID)"
                    conversationList.append(Conversation(id: id, title: sender, members: [sender]))
                    return id
                }()
            let message = Message(
                id: "in\(nextID)", conversation: conversation, sender: sender, text: text, sent: now, isRead: false)
            nextID += 1
            messageList.append(message)
            return message
        }
        changed()
        return message
    }

    /// Marks messages read or unread; the identifiers it knows.
    @discardableResult
    func mark(_ ids: [String], read: Bool) -> [String] {
        let found = locked {
            var found: [String] = []
            for index in messageList.indices where ids.contains(messageList[index].id) {
                messageList[index].isRead = read
                found.append(messageList[index].id)
            }
            return found
        }
        changed()
        return found
    }

    /// Sends `text` to people: into their conversation when one has exactly them, else into a new one.
    func send(_ text: String, to people: [String], conversation: String?, now: Date = Date()) -> Message {
        let message = locked {
            let id =
                conversation.flatMap { id in conversationList.first { $0.id == id }?.id }
                ?? conversationList.first { Set($0.members) == Set(people) }?.id
                ?? {
                    let id = "c\(nextID)"
                    conversationList.append(
                        Conversation(id: id, title: people.joined(separator: ", "), members: people))
                    return id
                }()
            let message = Message(
                id: "sent\(nextID)", conversation: id, sender: "Me", text: text, sent: now, isRead: true)
            nextID += 1
            messageList.append(message)
            return message
        }
        changed()
        return message
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func changed() {
        DispatchQueue.main.async { NotificationCenter.default.post(name: ChatStore.didChange, object: nil) }
    }
}
