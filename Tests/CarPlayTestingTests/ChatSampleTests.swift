import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing

// The Chat sample installed as the car installs it: its Info.plist, entitlements and app delegate, whose
// `application(_:handlerFor:)` gives Siri the app's messaging intents.

@MainActor @Suite struct ChatSampleTests {
    /// Siri's card on the car's screen, if up.
    func siriCard(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .siri } }

    @Test func siriReadsAConversationMarksItReadAndSendsTheReply() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        expectNotEqual(car.element("Ana Silva"), nil)
        expectNotEqual(car.element("2 unread"), nil, "the row counts unread messages; it never shows their text")
        expectTrue(!car.screen.texts.contains { $0.contains("Running a bit late") })

        car.select("Ana Silva")
        expectEqual(
            car.siri.said.prefix(2),
            [
                "Ana Silva said: Running a bit late", "Ana Silva said: See you at the harbour in ten",
            ])
        expectEqual(car.siri.said.last, "Would you like to reply?")
        // Siri's card shows what may be shown: who wrote, never what.
        let asking = try require(siriCard(car))
        expectTrue(asking.text == "Would you like to reply?" && asking.detailText == "Listening…")
        expectTrue(asking.image?.source == .system("waveform.circle") && SymbolSet.contains("waveform.circle"))
        expectTrue(!car.screen.texts.contains { $0.contains("harbour") })

        car.siri.say("yes")
        car.siri.dictate("On my way")
        expectEqual(car.siri.said.last, "Your message to Ana Silva says: On my way. Ready to send it?")
        expectTrue(
            siriCard(car)?.text == "Ready to send it?" && !car.screen.texts.contains { $0.contains("On my way") })
        car.siri.say("send it")
        expectEqual(car.siri.said.last, "Sent.")
        expectTrue(car.siri.state == .idle && siriCard(car) == nil, "Siri's card goes when Siri is done")
    }

    @Test func tappingSirisCardDismissesIt() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.select("Family")
        expectTrue(car.siri.isListening)
        let card = try require(siriCard(car))
        expectTrue(card.id == ElementID("siri") && card.action == .dismissSiri)
        car.tap(at: card.frame.center)
        expectTrue(car.siri.state == .idle && siriCard(car) == nil)
    }

    @Test func siriGoesWhenTheDriverLeavesTheApp() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.select("Call with Siri")
        expectTrue(car.siri.isListening)
        car.enterBackground()
        expectEqual(car.siri.state, .idle)
        car.enterForeground()
        expectEqual(siriCard(car), nil)
    }
}

/// Siri's voice: every line Siri says is spoken by the car's speech engine; a line holding a message's content is
/// heard, and only what may be shown of it leaves the host. (Composing, not reading: Chat's store is the process's,
/// and reading would mark messages other tests count on.)
@MainActor @Suite struct SiriVoiceTests {
    @Test func siriSpeaksEachLineAloudAndKeepsMessageContentInside() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        let compose = try require(car.elementsOnScreen.first { $0.kind == .barButton })
        car.tap(element: compose.id)
        car.siri.say("Ben Ito")
        car.siri.dictate("The gate code is 4711")
        expectEqual(car.siri.said.last, "Your message to Ben Ito says: The gate code is 4711. Ready to send it?")
        await car.speechAudioReady()
        let spoken = car.siri.spoken
        expectEqual(spoken.count, car.siri.said.count, "one utterance per line Siri said")
        expectTrue(
            spoken.allSatisfy { $0.error == nil }, "espeak-ng and sox must be installed (scripts/install-speech)")
        expectTrue(spoken.allSatisfy { $0.audio.map { !$0.isEmpty } == true && ($0.duration ?? 0) > 0.3 })
        // The read-back is heard whole, and only its question is shown.
        let readBack = try require(spoken.last)
        expectTrue(readBack.holdsMessageContent && readBack.shownText == "Ready to send it?")
        expectTrue(spoken.dropLast().allSatisfy { !$0.holdsMessageContent })
        expectTrue(try require(readBack.duration) > 3, "the whole sentence, not its shown question")
        expectEqual(car.session.playableSiriUtterances.count, spoken.count, "all ready, so all playable in order")
        expectEqual(spoken.map(\.number), Array(1...spoken.count))
        car.siri.cancel()
    }
}
