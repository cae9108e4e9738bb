import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing

/// An inbox with one unread message from each of two people; it records the searches Siri runs and the messages it
/// marks read.
final class SiriKeyInbox: NSObject, INIntentHandlerProviding, INSearchForMessagesIntentHandling,
    INSetMessageAttributeIntentHandling, INSendMessageIntentHandling
{
    var searches: [INSearchForMessagesIntent] = []
    var markedRead: [String] = []

    func handler(for intent: INIntent) -> Any? { self }

    func handle(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        searches.append(intent)
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        response.messages = [("b1", "Ben Ito", "Parking is full", 200.0), ("a1", "Ana Silva", "Running late", 100.0)]
            .map { id, name, text, sent in
                INMessage(
                    identifier: id, content: text, dateSent: Date(timeIntervalSince1970: sent),
                    sender: INPerson(
                        personHandle: INPersonHandle(value: name, type: .unknown), nameComponents: nil,
                        displayName: name, image: nil, contactIdentifier: nil, customIdentifier: nil),
                    recipients: nil)
            }
        completion(response)
    }

    func handle(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void
    ) {
        markedRead += intent.identifiers ?? []
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }

    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }
}

/// The Siri key: Siri asks what the driver wants and takes requests for a communication app's messages and calls —
/// reading, composing, calling, and the call history through `INSearchCallHistoryIntent`.
@MainActor @Suite struct SiriKeyTests {
    func siriCard(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .siri } }

    func inboxCar() -> (TestCar, SiriKeyInbox) {
        let inbox = SiriKeyInbox()
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.talk")
        car.useIntentHandlers(inbox)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Talk", sections: []) })
        return (car, inbox)
    }

    @Test func theKeyAsksWhatTheDriverWantsAndReadsEveryUnreadMessage() throws {
        let (car, inbox) = inboxCar()
        expectEqual(car.siri.pressSiriKey(), .handledBySystem)
        expectTrue(car.siri.said == ["What can I help you with?"] && car.siri.state == .listening(.request))
        let card = try require(siriCard(car))
        expectTrue(card.text == "What can I help you with?" && card.detailText == "Listening…")
        expectTrue(car.voiceState.isSiriListening)

        car.siri.say("Read my messages")
        let search = try require(inbox.searches.first)
        expectTrue(search.attributes == .unread && search.conversationIdentifiers == nil && search.senders == nil)
        expectEqual(
            car.siri.said.suffix(3),
            [
                "Ana Silva said: Running late", "Ben Ito said: Parking is full", "Would you like to reply?",
            ], "oldest first, then the offer to reply to whoever wrote last")
        expectEqual(inbox.markedRead, ["a1", "b1"])
        expectEqual(siriCard(car)?.text, "Would you like to reply?")
    }

    @Test func aMessageRequestNamesThePersonAndWhatItSays() {
        let (car, _) = inboxCar()
        car.siri.pressSiriKey()
        car.siri.say("Send a message to ana silva saying I'm at the harbour.")
        expectEqual(car.siri.said.last, "Your message to Ana Silva says: I'm at the harbour. Ready to send it?")
        expectEqual(car.siri.state, .listening(.send))
        expectEqual(siriCard(car)?.text, "Ready to send it?", "the message's text is never shown")
        car.siri.say("Send it")
        expectEqual(car.siri.said.last, "Sent.")

        car.siri.pressSiriKey()
        car.siri.say("Text Ben")
        expectTrue(car.siri.said.last == "What do you want to say?" && car.siri.state == .listening(.messageContent))
        car.siri.cancel()
        car.siri.pressSiriKey()
        car.siri.say("Send a message")
        expectEqual(car.siri.said.last, "Who do you want to send it to?")
    }

    @Test func whatSiriDoesNotTakeInTheCarItDeclines() {
        let (car, _) = inboxCar()
        car.siri.pressSiriKey()
        car.siri.say("What's the weather like in Nice?")
        expectTrue(car.siri.said.last == "Sorry, I can't help with that in the car." && car.siri.state == .idle)
        expectEqual(siriCard(car), nil)
    }

    @Test func theKeyDoesNothingForAnAppThatIsNeitherACommunicationNorAnAudioApp() {
        let car = TestCar(category: .parking, bundleIdentifier: "com.example.parking")
        car.connect(RootSceneDelegate { CPListTemplate(title: "Parking", sections: []) })
        expectEqual(car.siri.pressSiriKey(), .unsupported)
        expectTrue(car.siri.state == .idle && car.siri.said.isEmpty)
    }

    @Test func callingByNameStartsChatsCall() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.siri.pressSiriKey()
        car.siri.say("Call Ben Ito with Chat")
        expectTrue(car.siri.said.last == "Calling Ben Ito with Chat." && car.siri.state == .idle)
        await car.wait(until: { car.call?.state == .active && car.call?.pendingAction == nil })
        expectTrue(car.call?.isOutgoing == true && car.call?.handle == "Ben Ito")
        await car.endCall()
    }

    @Test func missedCallsAreToldAndCalledBack() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.siri.pressSiriKey()
        car.siri.say("Any missed calls?")
        expectTrue(car.siri.said.last == "You have no missed calls." && car.siri.state == .idle)

        await car.incomingCall(from: "Ana Lopez", handle: "ana.lopez@chat.example")
        await car.declineCall()
        expectEqual(car.call, nil)
        car.siri.pressSiriKey()
        car.siri.say("Do I have any missed calls")
        expectEqual(
            car.siri.said.suffix(2), ["You have a missed call from Ana Lopez.", "Would you like to call Ana Lopez?"])
        expectEqual(car.siri.state, .listening(.callBack("Ana Lopez")))
        car.siri.say("Yes")
        expectEqual(car.siri.said.last, "Calling Ana Lopez with Chat.")
        await car.wait(until: { car.call?.state == .active && car.call?.pendingAction == nil })
        expectTrue(car.call?.isOutgoing == true && car.call?.handle == "Ana Lopez")
        await car.endCall()

        // Told of once: the missed call is seen now, and the last call is the one just made.
        car.siri.pressSiriKey()
        car.siri.say("Who called me?")
        expectEqual(car.siri.said.suffix(2), ["Your last call was to Ana Lopez.", "Would you like to call Ana Lopez?"])
        car.siri.say("No")
        expectTrue(car.siri.said.last == "OK." && car.siri.state == .idle)
    }

    @Test func aCallingAppWithoutACallHistoryHandlerIsToldOf() {
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.talk")
        car.useIntentHandlers(NoCallHandlers())
        car.connect(RootSceneDelegate { CPListTemplate(title: "Talk", sections: []) })
        car.siri.pressSiriKey()
        car.siri.say("Any missed calls")
        expectEqual(car.siri.said.last, "Sorry, talk hasn't added support for that with Siri.")
        expectTrue(car.session.noteLog.contains { $0.contains("no handler for INSearchCallHistoryIntent") })
    }
}
