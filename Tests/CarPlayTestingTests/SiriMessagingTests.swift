import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing
import UIKit

// A messaging app written as for iOS: conversations as message list items, a compose button, and one handler of
// the three messaging intents over an in-memory store.

/// The app's messages and the people it knows.
final class ChatStore {
    struct Message {
        var id: String
        var conversation: String
        var from: String
        var text: String
        var sent: Date
        var read = false
    }

    var messages: [Message] = [
        Message(
            id: "m1", conversation: "ana", from: "Ana Silva", text: "Running late",
            sent: Date(timeIntervalSince1970: 100)),
        Message(
            id: "m2", conversation: "ana", from: "Ana Silva", text: "Ten minutes",
            sent: Date(timeIntervalSince1970: 200)),
        Message(
            id: "m3", conversation: "ben", from: "Ben Ito", text: "See you", sent: Date(timeIntervalSince1970: 50),
            read: true),
    ]
    var contacts = ["Ana Silva", "Ana Lopez", "Ben Ito"]
    var sent: [(to: [String], text: String, conversation: String?)] = []
    /// The handler's calls, in order.
    var calls: [String] = []

    static func person(_ name: String) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(
                value: name.lowercased().replacingOccurrences(of: " ", with: "."), type: .unknown),
            nameComponents: nil, displayName: name, image: nil, contactIdentifier: nil, customIdentifier: name)
    }
}

final class ChatIntentHandler: NSObject, INIntentHandlerProviding, INSendMessageIntentHandling,
    INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling
{
    let store: ChatStore
    /// Intents the app leaves unhandled (to see Siri without them).
    var unhandled: Set<String> = []
    /// Recipients the app cannot message.
    var blocked: Set<String> = []
    /// Completes searches later, from another thread, as a network-backed app does.
    var searchesFromAnotherThread = false
    /// Holds searches' completions until the test finishes them.
    var holdsSearches = false
    var heldSearch: (() -> Void)?

    init(store: ChatStore) {
        self.store = store
    }

    func handler(for intent: INIntent) -> Any? {
        unhandled.contains(String(describing: type(of: intent))) ? nil : self
    }

    // Searching.

    func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping ([INPersonResolutionResult]) -> Void
    ) {
        store.calls.append("resolveSenders")
        completion([.notRequired()])
    }

    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        store.calls.append("search")
        let found = store.messages.filter {
            !$0.read && (intent.conversationIdentifiers ?? []).contains($0.conversation)
        }.map {
            INMessage(
                identifier: $0.id, conversationIdentifier: $0.conversation, content: $0.text, dateSent: $0.sent,
                sender: ChatStore.person($0.from), recipients: nil, groupName: nil, messageType: .text,
                serviceName: "Chat")
        }
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = found.reversed()
        if holdsSearches {
            heldSearch = { completion(response) }
        } else if searchesFromAnotherThread {
            let delivered = UncheckedResponse(response: response, completion: completion)
            DispatchQueue.global().async { delivered.completion(delivered.response) }
        } else {
            completion(response)
        }
    }

    // Marking read.

    func handle(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void
    ) {
        store.calls.append("set \(intent.attribute == .read ? "read" : "other") \(intent.identifiers ?? [])")
        for index in store.messages.indices where (intent.identifiers ?? []).contains(store.messages[index].id) {
            store.messages[index].read = intent.attribute == .read
        }
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }

    // Sending.

    func resolveRecipients(
        for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        store.calls.append("resolveRecipients")
        guard let recipients = intent.recipients, !recipients.isEmpty else { return completion([.needsValue()]) }
        completion(
            recipients.map { recipient in
                let name = recipient.displayName
                if blocked.contains(name) { return .unsupported(forReason: .noAccount) }
                let matches = store.contacts.filter { $0 == name || $0.hasPrefix(name + " ") }
                switch matches.count {
                case 0: return .unsupported(forReason: .noValidHandle)
                case 1: return .success(with: ChatStore.person(matches[0]))
                default: return .disambiguation(with: matches.map(ChatStore.person))
                }
            })
    }

    func resolveOutgoingMessageType(
        for intent: INSendMessageIntent, with completion: @escaping (INOutgoingMessageTypeResolutionResult) -> Void
    ) {
        store.calls.append("resolveOutgoingMessageType")
        completion(.success(with: .outgoingMessageText))
    }

    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void)
    {
        store.calls.append("resolveContent")
        guard let text = intent.content, !text.isEmpty else { return completion(.needsValue()) }
        completion(.success(with: text))
    }

    func resolveSpeakableGroupName(
        for intent: INSendMessageIntent, with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) {
        store.calls.append("resolveSpeakableGroupName")
        completion(.notRequired())
    }

    func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        store.calls.append("confirm")
        completion(INSendMessageIntentResponse(code: .ready, userActivity: nil))
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        store.calls.append("send")
        store.sent.append(
            ((intent.recipients ?? []).map(\.displayName), intent.content ?? "", intent.conversationIdentifier))
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }
}

/// A handler with only the required methods and a confirm that answers "in progress": a family group whose last
/// message the driver sent.
final class FamilyGroupHandler: NSObject, INIntentHandlerProviding, INSendMessageIntentHandling,
    INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling
{
    var sent: [INSendMessageIntent] = []
    var marked: [String] = []

    func handler(for intent: INIntent) -> Any? { self }

    static func person(_ name: String, isMe: Bool = false) -> INPerson {
        INPerson(
            personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil, displayName: name,
            image: nil, contactIdentifier: nil, customIdentifier: name, isMe: isMe)
    }

    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = [
            INMessage(
                identifier: "f1", conversationIdentifier: "family", content: "Dinner at eight?",
                dateSent: Date(timeIntervalSince1970: 10), sender: Self.person("Me", isMe: true),
                recipients: [Self.person("Mum"), Self.person("Leo")],
                groupName: INSpeakableString(spokenPhrase: "Family"),
                messageType: .text, serviceName: nil)
        ]
        completion(response)
    }

    func handle(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void
    ) {
        marked += intent.identifiers ?? []
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }

    func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .inProgress, userActivity: nil))
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        sent.append(intent)
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }
}

/// A response and its completion handed to another thread (the test's stand-in for a network callback).
struct UncheckedResponse: @unchecked Sendable {
    let response: INSearchForMessagesIntentResponse
    let completion: (INSearchForMessagesIntentResponse) -> Void
}

/// A scene whose conversation with Ana shows as read (no unread dot).
final class ReadChatSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        let read = CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: false)
        let item = CPMessageListItem(
            conversationIdentifier: "ana", text: "Ana Silva", leadingConfiguration: read, trailingConfiguration: nil,
            detailText: nil, trailingText: nil)
        let list = CPListTemplate(title: "Chats", sections: [CPListSection(items: [item])])
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

/// The app's CarPlay scene: its conversations, and a compose button.
final class ChatSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        let unread = CPMessageListItemLeadingConfiguration(leadingItem: .none, leadingImage: nil, unread: true)
        let items = [
            CPMessageListItem(
                conversationIdentifier: "ana", text: "Ana Silva", leadingConfiguration: unread,
                trailingConfiguration: nil, detailText: nil, trailingText: nil),
            CPMessageListItem(
                fullName: "Ben Ito", phoneOrEmailAddress: "ben@example.com",
                leadingConfiguration: CPMessageListItemLeadingConfiguration(
                    leadingItem: .none, leadingImage: nil, unread: false),
                trailingConfiguration: nil, detailText: nil, trailingText: nil),
        ]
        let list = CPListTemplate(title: "Chats", sections: [CPListSection(items: items)])
        list.trailingNavigationBarButtons = [CPMessageComposeBarButton()]
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
    }
}

/// Siri in the car for a messaging app: reading a conversation, marking it read, replying and composing, each
/// through the app's intents in SiriKit's order (issue 24).
@MainActor @Suite struct SiriMessagingTests {
    /// Taps the list's compose button (an image button, without text).
    func tapCompose(_ car: TestCar) {
        guard let compose = car.elementsOnScreen.first(where: { $0.kind == .barButton }) else {
            Issue.record("No compose button on screen")
            return
        }
        car.tap(element: compose.id)
    }

    func chat() -> (TestCar, ChatStore, ChatIntentHandler) {
        let store = ChatStore()
        let handler = ChatIntentHandler(store: store)
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.Chat")
        car.useIntentHandlers(handler)
        car.connect(ChatSceneDelegate())
        return (car, store, handler)
    }

    @Test func aConversationIsReadAloudMarkedReadAndAnswered() {
        let (car, store, _) = chat()
        car.select("Ana Silva")
        expectEqual(
            car.siri.said,
            [
                "Ana Silva said: Running late", "Ana Silva said: Ten minutes", "Would you like to reply?",
            ], "oldest first, then the offer to reply")
        expectTrue(store.messages.filter { $0.conversation == "ana" }.allSatisfy { $0.read })
        expectEqual(store.calls.prefix(3), ["resolveSenders", "search", "set read [\"m1\", \"m2\"]"])
        expectEqual(car.siri.state, .listening(.reply))
        expectTrue(car.voiceState.isSiriListening)

        car.siri.say("Yes")
        expectEqual(car.siri.state, .listening(.messageContent))
        store.calls.removeAll()
        car.siri.dictate("On my way")
        expectEqual(car.siri.said.last, "Your message to Ana Silva says: On my way. Ready to send it?")
        expectEqual(car.siri.transcript.last?.holdsMessageContent, true, "read back, never shown")
        car.siri.say("Send it")
        expectEqual(car.siri.said.last, "Sent.")
        expectTrue(car.siri.state == .idle && !car.voiceState.isSiriListening)
        expectEqual(store.sent.count, 1)
        expectTrue(store.sent.first?.to == ["Ana Silva"] && store.sent.first?.text == "On my way")
        expectEqual(store.sent.first?.conversation, "ana")
        expectEqual(
            store.calls,
            [
                "resolveRecipients", "resolveOutgoingMessageType", "resolveContent", "resolveSpeakableGroupName",
                "confirm", "send",
            ], "SiriKit's life cycle: each parameter resolved in the protocol's order, then confirm, then handle")
    }

    @Test func composingAsksWhoAndWhatAndTheDriverChoosesAmongMatches() {
        let (car, store, _) = chat()
        tapCompose(car)
        expectEqual(car.siri.said, ["Who do you want to send it to?"])
        car.siri.say("Ana")
        expectEqual(car.siri.said.last, "Which one? Ana Silva or Ana Lopez?")
        car.siri.say("Ana Lopez")
        expectEqual(car.siri.said.last, "What do you want to say?")
        car.siri.dictate("Lunch?")
        car.siri.say("No")
        expectEqual(car.siri.said.last, "OK, I won't send it.")
        expectTrue(store.sent.isEmpty && !store.calls.contains("send"))
    }

    @Test func anAnswerThatIsNeitherYesNorNoIsAskedAgain() {
        let (car, _, _) = chat()
        car.select("Ana Silva")
        car.siri.say("Maybe later")
        expectEqual(car.siri.said.last, "Please say yes or no.")
        expectEqual(car.siri.state, .listening(.reply))
        car.siri.say("No")
        expectTrue(car.siri.said.last == "OK." && car.siri.state == .idle)
    }

    @Test func aHandlerThatNeverSettlesStopsSiri() {
        let (car, store, _) = chat()
        // Every "Ana" the driver picks matches both Anas again.
        store.contacts = ["Ana", "Ana B"]
        tapCompose(car)
        car.siri.say("Ana")
        for _ in 0..<10 {
            guard case .listening(.choice) = car.siri.state else { break }
            car.siri.say("Ana")
        }
        expectEqual(car.siri.said.last, "Sorry, I can't do that.")
        expectEqual(car.siri.state, .idle)
    }

    @Test func siriEndsWithTheAppsConnection() {
        let (car, store, _) = chat()
        car.select("Ana Silva")
        expectTrue(car.siri.isListening)
        car.disconnect()
        expectTrue(car.siri.state == .idle && !car.voiceState.isSiriListening)
        expectTrue(car.screen.root.all { $0.role == .siri }.isEmpty)
        car.reconnect()
        expectTrue(car.siri.state == .idle && store.sent.isEmpty)
    }

    @Test func aGroupReplyGoesToEveryOtherMemberWhenTheAppLeavesRecipientsAsTheyAre() {
        let handler = FamilyGroupHandler()
        let car = TestCar(category: .communication)
        car.useIntentHandlers(handler)
        car.connect(ChatSceneDelegate())
        car.select("Ana Silva")
        expectEqual(handler.marked, ["f1"])
        car.siri.say("yes")
        car.siri.dictate("Yes, see you")
        // The driver wrote last: the reply goes to the others, every one of them (no resolveRecipients).
        expectEqual(car.siri.said.last, "Your message to Mum and Leo says: Yes, see you. Ready to send it?")
        car.siri.say("yes")
        // A confirm answering "in progress" still goes on to handle.
        expectEqual(car.siri.said.last, "Sent.")
        expectEqual(handler.sent.first?.recipients?.map(\.displayName), ["Mum", "Leo"])
        expectEqual(handler.sent.first?.speakableGroupName?.spokenPhrase, "Family")
    }

    @Test func theTranscriptKeepsTheNewestLines() {
        let (car, _, _) = chat()
        tapCompose(car)
        // Each blank answer adds Siri's question again: far more lines than the transcript keeps.
        for _ in 0..<600 { car.siri.say(" ") }
        expectEqual(car.siri.transcript.count, 500)
        expectEqual(car.siri.said.last, "Sorry, I didn't get that. Who do you want to send it to?")
        expectEqual(car.siri.state, .listening(.recipient))
        car.siri.say("Ana Silva")
        expectEqual(car.siri.said.last, "What do you want to say?")
    }

    /// A conversation the driver has read (its item shows no unread dot): selecting it starts a reply to the person
    /// who wrote last, found through the app's search, without reading the messages again or marking anything.
    @Test func aReadConversationsItemStartsAReply() {
        let store = ChatStore()
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.Chat")
        car.useIntentHandlers(ChatIntentHandler(store: store))
        car.connect(ReadChatSceneDelegate())
        car.select("Ana Silva")
        expectEqual(car.siri.said, ["What do you want to say?"])
        expectTrue(store.calls.contains("search") && !store.calls.contains { $0.hasPrefix("set read") })
        expectTrue(store.messages.filter { $0.conversation == "ana" }.allSatisfy { !$0.read }, "nothing read aloud")
        car.siri.dictate("On my way")
        expectEqual(car.siri.said.last, "Your message to Ana Silva says: On my way. Ready to send it?")
        car.siri.say("Send it")
        expectTrue(store.sent.first?.to == ["Ana Silva"] && store.sent.first?.conversation == "ana")
    }

    @Test func aPersonsMessageItemComposesToThemByTheItemsFullName() {
        let (car, store, _) = chat()
        car.select("Ben Ito")
        // The item was made with Ben Ito's full name and address: Siri names him, and the app resolves him by name.
        expectEqual(car.siri.said, ["What do you want to say?"])
        car.siri.dictate("See you at six")
        expectEqual(car.siri.said.last, "Your message to Ben Ito says: See you at six. Ready to send it?")
        car.siri.say("Send it")
        expectTrue(store.sent.first?.to == ["Ben Ito"] && store.sent.first?.text == "See you at six")
    }

    @Test func aRecipientTheAppCannotReachEndsTheRequestWithTheReason() {
        let (car, _, handler) = chat()
        handler.blocked = ["Ben"]
        tapCompose(car)
        car.siri.say("Ben")
        expectEqual(car.siri.said.last, "Sorry, you don't have an account to message Ben.")
        expectEqual(car.siri.state, .idle)
    }

    @Test func anAppWithoutAMessagingIntentIsToldAndNoted() {
        let (car, _, handler) = chat()
        handler.unhandled = ["INSearchForMessagesIntent"]
        car.select("Ana Silva")
        expectEqual(
            car.siri.said,
            ["Sorry, com.example.Chat hasn't added support for that with Siri."].map {
                $0.replacingOccurrences(of: "com.example.Chat", with: car.session.app.name)
            })
        expectTrue(
            car.session.noteLog.contains {
                $0.contains("has no handler for INSearchForMessagesIntent")
                    && $0.contains(
                        "must handle INSendMessageIntent, INSearchForMessagesIntent, INSetMessageAttributeIntent")
            })
        // Without any handler provider (no app delegate, no extension) Siri says the same.
        let bare = TestCar(category: .communication)
        bare.connect(ChatSceneDelegate())
        tapCompose(bare)
        expectEqual(bare.siri.said.last?.hasSuffix("hasn't added support for that with Siri."), true)
    }

    /// An app whose handler never completes is given up on ten seconds of the car's clock after Siri began waiting
    /// on it; a completion after that is ignored.
    @Test func anAppThatNeverAnswersIsGivenUpOnAfterTenSeconds() throws {
        let (car, store, handler) = chat()
        handler.holdsSearches = true
        car.select("Ana Silva")
        expectEqual(car.siri.state, .working)
        let deadline = try require(car.session.siriDeadline)
        expectEqual(deadline, car.now.addingTimeInterval(10))
        car.advanceClock(by: 9)
        expectEqual(car.siri.state, .working)
        car.advanceClock(by: 1)
        expectEqual(car.siri.said.last, "Sorry, \(car.session.app.name) isn't responding.")
        expectTrue(car.siri.state == .idle && car.session.siriDeadline == nil)
        expectTrue(car.session.noteLog.contains { $0.contains("did not complete its intent handler within 10 s") })
        handler.heldSearch?()
        expectEqual(car.siri.said.last, "Sorry, \(car.session.app.name) isn't responding.", "the late answer is stale")
        expectTrue(store.messages.filter { $0.conversation == "ana" }.allSatisfy { !$0.read })
    }

    @Test func anAppCompletingFromAnotherThreadIsFollowed() async {
        let (car, store, handler) = chat()
        handler.searchesFromAnotherThread = true
        car.select("Ana Silva")
        await car.wait { car.siri.isListening }
        expectEqual(car.siri.said.last, "Would you like to reply?")
        expectTrue(store.messages.filter { $0.conversation == "ana" }.allSatisfy { $0.read })
        car.siri.cancel()
        expectEqual(car.siri.state, .idle)
    }

    @Test func theDriverCancellingMakesLateCompletionsStale() {
        let (car, store, handler) = chat()
        handler.holdsSearches = true
        car.select("Ana Silva")
        expectEqual(car.siri.state, .working, "waiting for the app")
        car.siri.cancel()
        // The search completes after the driver dismissed Siri: nothing is read or marked.
        car.run { handler.heldSearch?() }
        expectTrue(car.siri.said.isEmpty)
        expectEqual(car.siri.state, .idle)
        expectTrue(store.messages.filter { $0.conversation == "ana" }.allSatisfy { !$0.read })
        // A new request starts afresh.
        handler.holdsSearches = false
        car.select("Ana Silva")
        expectEqual(car.siri.said.last, "Would you like to reply?")
    }
}
