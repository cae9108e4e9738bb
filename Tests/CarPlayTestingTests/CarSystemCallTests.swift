import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

// Calls in the car system: a VoIP push reaches the Chat sample (launched in the background), the call's card shows
// over the app in front and the home screen, and a call's audio pauses the app playing and the radio until it ends.

@MainActor @Suite(.serialized) struct CarSystemCallTests {
    /// Lets the apps' queued delegate calls run (CallKit and PushKit call delegates on their queues, later) until
    /// `condition` holds.
    func settle(_ condition: () -> Bool) async {
        for _ in 0..<10_000 {
            guard !condition() else { break }
            await Task.yield()
        }
        expectTrue(condition())
    }

    /// (`PlayerDelegate`'s static records are shared with other suites running in parallel: the car's log is read.)
    func car() throws -> CarSystem {
        let clock = ManualTime()
        return CarSystem(
            apps: [Apps.player(), try InstalledApp(module: "Chat")], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aCallPausesThePlayingAppAndItResumesWhenTheCallEnds() async throws {
        let car = try car()
        try car.launch(Apps.playerID)
        let play = try require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        expectTrue(car.audioOwner == Apps.playerID && !car.radio.isPlaying)

        // Chat is not running: the push launches it in the background, and it reports the call.
        expectEqual(try car.incomingCall(from: "Ana Silva"), .handledBySystem)
        await settle { car.calls.shownCall != nil }
        expectNotEqual(car.state(of: "com.example.chat"), .foreground)
        let card = try require(car.currentScreen().root.children.last)
        expectTrue(card.role == .callCard && card.text == "Ana Silva" && card.detailText == "Chat Audio")
        expectEqual(car.audioOwner, Apps.playerID, "a ringing call takes no audio yet")

        _ = try car.tap(element: "call/answer")
        await settle { car.calls.shownCall?.state == .active && car.calls.shownCall?.pendingAction == nil }
        expectEqual(car.sessions[Apps.playerID]?.audioSession?.isActive, false)
        expectTrue(car.voiceState.isOnCall)
        expectEqual(car.currentScreen().root.children.last?.role, .callScreen)

        _ = try car.tap(element: "call/end")
        await settle { car.calls.shownCall == nil }
        expectTrue(!car.voiceState.isOnCall)
        let audio = car.log.entries.filter { $0.kind == .audio || $0.text.contains("interruption") }.map(\.text)
        expectTrue(audio.contains("Player ← AVAudioSession interruption began, MPRemoteCommandCenter pause (a call)"))
        expectTrue(audio.contains("Player ← AVAudioSession interruption ended (should resume)"))
        expectEqual(audio.last, "Voice prompts: normal")
    }

    @Test func aCallPausesTheRadioAndItPlaysAgainAfter() async throws {
        let car = try car()
        expectTrue(car.radio.isPlaying)
        _ = try car.incomingCall(from: "Ben Ito", app: "com.example.chat")
        await settle { car.calls.shownCall != nil }
        expectEqual(car.currentScreen().root.children.last?.role, .callCard, "the card shows over the home screen")
        _ = try car.tap(element: "call/answer")
        await settle { car.calls.shownCall?.state == .active && car.calls.shownCall?.pendingAction == nil }
        expectTrue(!car.radio.isPlaying && car.radio.isOn)
        expectTrue(car.clockDemand().isContinuous, "the call screen shows the call's running time")
        _ = try car.tap(element: "call/end")
        await settle { car.calls.shownCall == nil }
        expectTrue(car.radio.isPlaying)
        let lines = car.log.entries.map(\.text)
        expectTrue(
            lines.contains("Radio paused for a call") && lines.contains("Radio resumes after the call: FM 101.1"))
    }

    @Test func aRingWithoutAnAppTakingVoIPPushesRingsNothing() async throws {
        let car = try car()
        expectEqual(try car.incomingCall(from: "Ana Silva", app: Apps.playerID), .unsupported)
        expectTrue(car.calls.calls.isEmpty)
        #expect(throws: CarSystem.SystemError.unknownApp("com.example.none")) {
            try car.incomingCall(from: "Ana Silva", app: "com.example.none")
        }
    }

    @Test func aTelURLDialsThePhonesOwnCallWhichConnectsWhenAnswered() async throws {
        let clock = ManualTime()
        let car = CarSystem(
            apps: [Apps.player(), try InstalledApp(module: "Chat")], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.playerID)
        let session = try require(car.sessions[Apps.playerID])
        let url = try require(URL(string: "tel:+377%2099%2012%2034%2056"))
        expectTrue(session.runAsApp { UIApplication.shared.canOpenURL(url) })
        session.runAsApp { UIApplication.shared.open(url, options: [:], completionHandler: nil) }
        await settle { car.calls.shownCall != nil }
        let dialing = try require(car.calls.shownCall)
        expectTrue(dialing.app == CallCenter.phoneApp && dialing.handle == "+37799123456" && dialing.state == .dialing)
        expectEqual(car.currentScreen().root.children.last?.detailText, "Calling… · Phone")
        expectTrue(car.voiceState.isOnCall && car.clockDemand().deadline == clock.now.addingTimeInterval(3))
        clock.now += 3
        car.clockDidAdvance()
        expectEqual(car.calls.shownCall?.state, .active)
        _ = try car.tap(element: "call/mute")
        expectEqual(car.calls.shownCall?.isMuted, true)
        _ = try car.tap(element: "call/end")
        expectTrue(car.calls.shownCall == nil && car.calls.recents.first?.handle == "+37799123456")
        expectTrue(!car.voiceState.isOnCall)
    }
}

/// Two calls at once, and a call the driver leaves for other apps (Chat carries both calls: it holds and groups).
extension CarSystemCallTests {
    var chat: String { "com.example.chat" }

    /// No action is under way on any call.
    func idle(_ car: CarSystem) -> Bool { car.calls.calls.allSatisfy { $0.pendingAction == nil } }

    func callOverlay(_ car: CarSystem) -> ScreenNode? { car.currentScreen().root.children.last }

    func answeredCall(from name: String, _ car: CarSystem) async throws {
        _ = try car.incomingCall(from: name, app: chat)
        await settle { car.calls.shownCall?.state == .ringing }
        _ = try car.tap(element: "call/answer")
        await settle { car.calls.shownCall?.state == .active && idle(car) }
    }

    @Test func aCallRingingDuringAnotherIsAcceptedByHoldingItThenSwappedAndMerged() async throws {
        let car = try car()
        try await answeredCall(from: "Ana Silva", car)
        _ = try car.incomingCall(from: "Ben Ito", app: chat)
        await settle { car.calls.shownCall?.state == .ringing }
        let card = try require(callOverlay(car))
        expectTrue(card.role == .callCard && card.text == "Ben Ito")
        expectEqual(
            card.children.compactMap(\.id?.rawValue), ["call/decline", "call/endAndAnswer", "call/holdAndAnswer"])
        expectEqual(card.children.map(\.text), ["Decline", "End & Accept", "Hold & Accept"])

        _ = try car.tap(element: "call/holdAndAnswer")
        await settle {
            car.calls.shownCall?.displayName == "Ben Ito" && car.calls.shownCall?.state == .active && idle(car)
        }
        expectTrue(car.calls.otherCall?.displayName == "Ana Silva" && car.calls.otherCall?.isOnHold == true)
        let screen = try require(callOverlay(car))
        expectTrue(screen.role == .callScreen && screen.detailText?.hasSuffix("Ana Silva on hold") == true)
        let buttons = screen.children.compactMap(\.id?.rawValue)
        expectTrue(buttons.contains("call/swap") && buttons.contains("call/merge") && !buttons.contains("call/hold"))

        _ = try car.tap(element: "call/swap")
        await settle { car.calls.shownCall?.displayName == "Ana Silva" && idle(car) }
        expectTrue(car.calls.otherCall?.displayName == "Ben Ito" && car.calls.otherCall?.isOnHold == true)

        _ = try car.tap(element: "call/merge")
        await settle { car.calls.calls.allSatisfy { !$0.isOnHold && $0.groupID != nil } && idle(car) }
        expectEqual(car.calls.otherCall, nil)
        expectEqual(callOverlay(car)?.text, "Ana Silva & Ben Ito")

        _ = try car.tap(element: "call/end")
        await settle { car.calls.calls.isEmpty }
        expectTrue(car.calls.recents.prefix(2).allSatisfy { $0.endReason == .endedByDriver })
    }

    @Test func endAndAcceptEndsTheCallUnderWay() async throws {
        let car = try car()
        try await answeredCall(from: "Ana Silva", car)
        _ = try car.incomingCall(from: "Ben Ito", app: chat)
        await settle { car.calls.shownCall?.state == .ringing }
        _ = try car.tap(element: "call/endAndAnswer")
        await settle { car.calls.calls.count == 1 && car.calls.shownCall?.state == .active && idle(car) }
        expectEqual(car.calls.shownCall?.displayName, "Ben Ito")
        expectEqual(car.calls.recents.first?.displayName, "Ana Silva")
        let buttons = try require(callOverlay(car)).children.compactMap(\.id?.rawValue)
        expectTrue(buttons.contains("call/hold") && !buttons.contains("call/swap"))
    }

    @Test func theDriverLeavesTheCallScreenForAnAppAndTheStatusBarsButtonBringsItBack() async throws {
        let car = try car()
        try await answeredCall(from: "Ana Silva", car)
        try car.launch(Apps.playerID)
        expectTrue(car.calls.isCallScreenHidden && car.foregroundApp == Apps.playerID)
        let back = try require(callOverlay(car))
        expectTrue(back.role == .callButton && back.id == "call/showCall" && back.text == "0:00")
        expectNotEqual(car.screen()?.id(of: "Play"), nil, "the app is on screen and takes taps")
        expectTrue(car.log.entries.contains { $0.text == "Call with Ana Silva goes on behind the screen" })

        _ = try car.tap(element: "call/showCall")
        expectTrue(!car.calls.isCallScreenHidden && callOverlay(car)?.role == .callScreen)

        car.goHome()
        expectTrue(car.calls.isCallScreenHidden && callOverlay(car)?.id == "call/showCall", "over the home screen too")
        // A second call rings over it all.
        _ = try car.incomingCall(from: "Ben Ito", app: chat)
        await settle { car.calls.shownCall?.state == .ringing }
        expectEqual(callOverlay(car)?.role, .callCard)
        _ = try car.tap(element: "call/holdAndAnswer")
        await settle { car.calls.shownCall?.displayName == "Ben Ito" && idle(car) }
        expectTrue(!car.calls.isCallScreenHidden, "accepting shows the call screen")
        _ = try car.tap(element: "call/end")
        await settle { car.calls.calls.count == 1 && idle(car) }
        expectTrue(car.calls.shownCall?.displayName == "Ana Silva" && car.calls.shownCall?.isOnHold == true)
        _ = try car.tap(element: "call/end")
        await settle { car.calls.calls.isEmpty }
        expectTrue(!car.calls.isCallScreenHidden && callOverlay(car)?.role != .callButton)
    }
}
