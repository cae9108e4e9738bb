import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing

// The Chat sample's VoIP calls in a TestCar: a VoIP push rings, CallKit's card and call screen show the call, each
// control reaches Chat's provider as a CallKit action, and CallKit activates Chat's audio session for the call.

@MainActor @Suite struct ChatCallTests {
    func card(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .callCard } }
    func callScreen(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .callScreen } }

    @Test func aCallRingsIsAnsweredMutedHeldDialledAndEnded() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        await car.incomingCall(from: "Ben Ito", handle: "ben@chat.example")
        let ringing = try require(car.call)
        expectTrue(ringing.state == .ringing && !ringing.isOutgoing)
        expectTrue(ringing.callerName == "Ben Ito" && ringing.handle == "ben@chat.example")
        expectTrue(ringing.serviceName == "Chat Audio" && ringing.supportsHolding && ringing.supportsDTMF)
        let shown = try require(card(car))
        expectTrue(shown.text == "Ben Ito" && shown.detailText == "Chat Audio")
        expectEqual(shown.children.map(\.id), [ElementID("call/decline"), ElementID("call/answer")])
        expectEqual(shown.children.map(\.action), [.callControl(.decline), .callControl(.answer)])
        expectTrue(!car.isOnCall && callScreen(car) == nil)

        await car.answerCall()
        let active = try require(car.call)
        expectTrue(active.state == .active && active.connectedAt == car.now && active.pendingAction == nil)
        expectTrue(car.isOnCall, "CallKit activated Chat's audio session for the call")
        expectEqual(car.session.audioSession?.isActive, true)
        expectEqual(car.session.audioSession?.category, "AVAudioSessionCategoryPlayAndRecord")
        expectTrue(car.session.voiceState.isOnCall, "a call makes voice prompts short")
        expectEqual(card(car), nil)
        expectTrue(callScreen(car)?.text == "Ben Ito" && callScreen(car)?.detailText == "0:00 · Chat Audio")
        car.advanceClock(by: 62)
        expectEqual(callScreen(car)?.detailText, "1:02 · Chat Audio")

        await car.muteCall()
        expectEqual(car.call?.isMuted, true)
        expectEqual(car.screen.node(ElementID("call/mute"))?.isSelected, true)
        await car.dialTones("12#")
        expectEqual(car.call?.digits, "12#")
        expectEqual(car.screen.node(ElementID("call/key/1")), nil, "the keypad closes again")
        await car.holdCall()
        expectTrue(car.call?.isOnHold == true && callScreen(car)?.detailText == "On Hold · Chat Audio")
        await car.holdCall()
        expectEqual(car.call?.isOnHold, false)
        // The call's audio moves to the iPhone and back; the call goes on.
        await car.switchCallAudio()
        expectTrue(car.isCallAudioOnPhone && car.call?.state == .active)
        let audio = try require(car.screen.node(ElementID("call/audioRoute")))
        expectTrue(audio.isSelected && audio.text == "iPhone")
        await car.switchCallAudio()
        expectTrue(!car.isCallAudioOnPhone)
        await car.switchCallAudio()

        await car.endCall()
        expectTrue(car.call == nil && callScreen(car) == nil)
        expectTrue(!car.isCallAudioOnPhone, "the next call starts in CarPlay")
        let ended = try require(car.recentCalls.first)
        expectTrue(ended.state == .ended && ended.endReason == .endedByDriver && ended.callerName == "Ben Ito")
        expectTrue(!car.isOnCall && car.session.audioSession?.isActive == false)
        expectTrue(!car.session.voiceState.isOnCall)
    }

    @Test func aDeclinedCallEndsWithoutAudio() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        await car.incomingCall(from: "Mum")
        expectEqual(card(car)?.text, "Mum")
        await car.declineCall()
        expectTrue(car.call == nil && card(car) == nil)
        expectTrue(car.recentCalls.first?.endReason == .endedByDriver && car.recentCalls.first?.connectedAt == nil)
        expectTrue(!car.isOnCall && car.session.audioSession?.isActive != true)
    }

    @Test func theCardsButtonsAreTappedWhereTheyAre() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        await car.incomingCall(from: "Leo")
        let answer = try require(card(car)?.children.last)
        expectEqual(car.tap(at: answer.frame.center), .handledBySystem)
        await car.wait(until: { car.call?.state == .active })
        let end = try require(car.screen.node(ElementID("call/end")))
        expectTrue(end.text == "End" && end.image?.source == .system("phone.down.fill"))
        expectTrue(SymbolSet.contains("phone.down.fill") && SymbolSet.contains("mic.slash.fill"))
        expectEqual(car.tap(at: end.frame.center), .handledBySystem)
        await car.wait(until: { car.call == nil })
    }
}

/// Siri places Chat's calls: "Call with Siri" asks whom to call, Chat's `INStartCallIntent` handler resolves the
/// contact, and SiriKit continues the intent in the app, which starts the call through CallKit.
@MainActor @Suite struct SiriCallTests {
    @Test func callWithSiriAsksWhoResolvesAndChatStartsTheCall() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        let cell = try require(car.screen.root.first { $0.role == .assistantCell })
        expectTrue(cell.text == "Call with Siri" && cell.action != nil)
        car.select("Call with Siri")
        expectTrue(car.siri.said.last == "Who do you want to call?" && car.siri.state == .listening(.callee))
        car.siri.say("Ana")
        expectEqual(car.siri.said.last, "Which one? Ana Silva or Ana Lopez?")
        car.siri.say("Ana Lopez")
        expectTrue(car.siri.said.last == "Calling Ana Lopez with Chat." && car.siri.state == .idle)
        await car.wait(until: { car.call?.state == .active && car.call?.pendingAction == nil })
        let call = try require(car.call)
        expectTrue(call.isOutgoing && call.handle == "Ana Lopez" && call.serviceName == "Chat Audio")
        expectTrue(call.supportsHolding && call.supportsDTMF, "Chat reported what the call supports")
        expectEqual(car.screen.root.first { $0.role == .callScreen }?.text, "Ana Lopez")
        expectTrue(car.isOnCall)
        await car.endCall()
        expectTrue(car.call == nil && car.recentCalls.first?.isOutgoing == true)
    }

    @Test func siriCannotCallSomeoneChatDoesNotKnow() async throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        car.select("Call with Siri")
        car.siri.say("Zoe")
        expectEqual(car.siri.said.last, "Sorry, I can't find Zoe in Chat.")
        expectTrue(car.call == nil && car.siri.state == .idle)
    }

    @Test func anAppWithoutAStartCallHandlerIsToldOf() async throws {
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.talk")
        car.useIntentHandlers(NoCallHandlers())
        car.connect(
            RootSceneDelegate {
                CPListTemplate(
                    title: "Talk", sections: [],
                    assistantCellConfiguration: CPAssistantCellConfiguration(
                        position: .top, visibility: .always, assistantAction: .startCall))
            })
        car.select("Call with Siri")
        expectEqual(car.siri.said.last, "Sorry, talk hasn't added support for that with Siri.")
        expectTrue(car.session.noteLog.contains { $0.contains("no handler for INStartCallIntent") })
    }
}

/// An Intents extension's principal object that handles no intent.
final class NoCallHandlers: NSObject, INIntentHandlerProviding {
    func handler(for intent: INIntent) -> Any? { nil }
}
