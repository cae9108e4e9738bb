import CarPlayHost
import CarPlaySimulator
import CarPlayTestSupport
import Expectations
import Foundation
import Intents
import Testing

/// A messaging handler with one unread message whose text must never reach a page or the log.
private final class SecretMessages: NSObject, INIntentHandlerProviding, INSearchForMessagesIntentHandling {
    func handler(for intent: INIntent) -> Any? { intent is INSearchForMessagesIntent ? self : nil }

    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        let sender = INPerson(
            personHandle: INPersonHandle(value: "ana@chat.example", type: .emailAddress), nameComponents: nil,
            displayName: "Ana Silva", image: nil, contactIdentifier: nil, customIdentifier: nil)
        response.messages = [
            INMessage(
                identifier: "m1", content: "The safe code is 4711", dateSent: Date(), sender: sender, recipients: nil)
        ]
        completion(response)
    }
}

/// Siri's voice in the browser car: each line Siri says is announced as a `speech` message with its audio, in
/// order; a line holding a message's content is heard, and the page and the log get only what may be shown of it.
@MainActor @Suite struct SiriSpeechTests {
    @Test func siriLinesAreAnnouncedWithAudioAndWithoutAMessagesContent() async throws {
        let time = ManualTime()
        let system = try Apps.car(clock: time)
        let hub = SimulatorHub(system: system)
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": "com.example.faulty"])
        let session = try require(system.sessions[Apps.faultyID])
        let messages = SecretMessages()
        session.intentHandlerProvider = { messages.handler(for: $0) }
        session.startSiri(.readConversation("ana"))
        expectTrue(session.siriTranscript.contains { $0.text.contains("4711") }, "Siri read the message")
        await session.speechAudioReady()
        hub.tick()
        let sent = try await page.drain()
        let speech = sent.filter { $0["type"] == "speech" }.compactMap { $0["utterance"] }
        expectTrue(speech.count == session.siriUtterances.count && speech.count >= 2, "\(sent)")
        expectEqual(speech.map { $0["id"]?.stringValue }, session.siriUtterances.map { "siri-\($0.number)" })
        expectEqual(speech.first?["text"], "Message from Ana Silva")
        expectTrue(!"\(sent)".contains("4711"), "neither the speech messages nor the log hold the message's text")
        expectTrue(sent.contains { $0["type"] == "log" && "\($0)".contains("Siri says “Message from Ana Silva”") })
        // The audio is the whole line: longer than "Message from Ana Silva" alone would be.
        let url = try require(speech.first?["url"]?.stringValue)
        let routes = SimulatorRoutes(webRoot: nil, apps: [], imageStore: ImageStore(), speechAudio: hub.speechAudio)
        let reply = routes.reply(path: url)
        expectTrue(reply.status == 200 && reply.body.prefix(4) == Data("OggS".utf8))
        expectGreater((session.siriUtterances.first?.duration ?? 0), 1.5)
        hub.tick()
        #expect(!(try await page.drain()).contains { $0["type"] == "speech" }, "announced once")
    }
}
