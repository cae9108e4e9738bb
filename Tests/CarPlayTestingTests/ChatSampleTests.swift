import CarPlay
import CarPlayTesting
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
        #expect(car.element("Ana Silva") != nil)
        #expect(car.element("2 unread") != nil, "the row counts unread messages; it never shows their text")
        #expect(!car.screen.texts.contains { $0.contains("Running a bit late") })

        car.select("Ana Silva")
        #expect(
            car.siri.said.prefix(2) == [
                "Ana Silva said: Running a bit late", "Ana Silva said: See you at the harbour in ten",
            ])
        #expect(car.siri.said.last == "Would you like to reply?")
        // Siri's card shows what may be shown: who wrote, never what.
        let asking = try #require(siriCard(car))
        #expect(asking.text == "Would you like to reply?" && asking.detailText == "Listening…")
        #expect(asking.image?.source == .system("waveform.circle") && SymbolSet.contains("waveform.circle"))
        #expect(!car.screen.texts.contains { $0.contains("harbour") })

        car.siri.say("yes")
        car.siri.dictate("On my way")
        #expect(car.siri.said.last == "Your message to Ana Silva says: On my way. Ready to send it?")
        #expect(siriCard(car)?.text == "Ready to send it?" && !car.screen.texts.contains { $0.contains("On my way") })
        car.siri.say("send it")
        #expect(car.siri.said.last == "Sent.")
        #expect(car.siri.state == .idle && siriCard(car) == nil, "Siri's card goes when Siri is done")
    }

    @Test func tappingSirisCardDismissesIt() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.select("Family")
        #expect(car.siri.isListening)
        let card = try #require(siriCard(car))
        #expect(card.id == ElementID("siri") && card.action == .dismissSiri)
        car.tap(at: card.frame.center)
        #expect(car.siri.state == .idle && siriCard(car) == nil)
    }

    @Test func siriGoesWhenTheDriverLeavesTheApp() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.select("Call with Siri")
        #expect(car.siri.isListening)
        car.enterBackground()
        #expect(car.siri.state == .idle)
        car.enterForeground()
        #expect(siriCard(car) == nil)
    }
}
