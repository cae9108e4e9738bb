import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Foundation
import Testing
import UIKit

// Calls in the car system: a VoIP push reaches the Chat sample (launched in the background), the call's card shows
// over the app in front and the home screen, and a call's audio pauses the app playing and the radio until it ends.

@MainActor @Suite(.serialized) struct CarSystemCallTests {
    /// Lets the apps' queued delegate calls run (CallKit and PushKit call delegates on their queues, later) until
    /// `condition` holds.
    func settle(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() { await Task.yield() }
        #expect(condition())
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
        let play = try #require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        #expect(car.audioOwner == Apps.playerID && !car.radio.isPlaying)

        // Chat is not running: the push launches it in the background, and it reports the call.
        #expect(try car.incomingCall(from: "Ana Silva") == .handledBySystem)
        await settle { car.calls.shownCall != nil }
        #expect(car.state(of: "com.example.chat") != .foreground)
        let card = try #require(car.currentScreen().root.children.last)
        #expect(card.role == .callCard && card.text == "Ana Silva" && card.detailText == "Chat Audio")
        #expect(car.audioOwner == Apps.playerID, "a ringing call takes no audio yet")

        _ = try car.tap(element: "call/answer")
        await settle { car.calls.shownCall?.state == .active && car.calls.shownCall?.pendingAction == nil }
        #expect(car.sessions[Apps.playerID]?.audioSession?.isActive == false)
        #expect(car.voiceState.isOnCall)
        #expect(car.currentScreen().root.children.last?.role == .callScreen)

        _ = try car.tap(element: "call/end")
        await settle { car.calls.shownCall == nil }
        #expect(!car.voiceState.isOnCall)
        let audio = car.log.entries.filter { $0.kind == .audio || $0.text.contains("interruption") }.map(\.text)
        #expect(audio.contains("Player ← AVAudioSession interruption began, MPRemoteCommandCenter pause (a call)"))
        #expect(audio.contains("Player ← AVAudioSession interruption ended (should resume)"))
        #expect(audio.last == "Voice prompts: normal")
    }

    @Test func aCallPausesTheRadioAndItPlaysAgainAfter() async throws {
        let car = try car()
        #expect(car.radio.isPlaying)
        _ = try car.incomingCall(from: "Ben Ito", app: "com.example.chat")
        await settle { car.calls.shownCall != nil }
        #expect(car.currentScreen().root.children.last?.role == .callCard, "the card shows over the home screen")
        _ = try car.tap(element: "call/answer")
        await settle { car.calls.shownCall?.state == .active && car.calls.shownCall?.pendingAction == nil }
        #expect(!car.radio.isPlaying && car.radio.isOn)
        #expect(car.clockDemand().isContinuous, "the call screen shows the call's running time")
        _ = try car.tap(element: "call/end")
        await settle { car.calls.shownCall == nil }
        #expect(car.radio.isPlaying)
        let lines = car.log.entries.map(\.text)
        #expect(lines.contains("Radio paused for a call") && lines.contains("Radio resumes after the call: FM 101.1"))
    }

    @Test func aRingWithoutAnAppTakingVoIPPushesRingsNothing() async throws {
        let car = try car()
        #expect(try car.incomingCall(from: "Ana Silva", app: Apps.playerID) == .unsupported)
        #expect(car.calls.calls.isEmpty)
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
        let session = try #require(car.sessions[Apps.playerID])
        let url = try #require(URL(string: "tel:+377%2099%2012%2034%2056"))
        #expect(session.runAsApp { UIApplication.shared.canOpenURL(url) })
        session.runAsApp { UIApplication.shared.open(url, options: [:], completionHandler: nil) }
        await settle { car.calls.shownCall != nil }
        let dialing = try #require(car.calls.shownCall)
        #expect(dialing.app == CallCenter.phoneApp && dialing.handle == "+37799123456" && dialing.state == .dialing)
        #expect(car.currentScreen().root.children.last?.detailText == "Calling… · Phone")
        #expect(car.voiceState.isOnCall && car.clockDemand().deadline == clock.now.addingTimeInterval(3))
        clock.now += 3
        car.clockDidAdvance()
        #expect(car.calls.shownCall?.state == .active)
        _ = try car.tap(element: "call/mute")
        #expect(car.calls.shownCall?.isMuted == true)
        _ = try car.tap(element: "call/end")
        #expect(car.calls.shownCall == nil && car.calls.recents.first?.handle == "+37799123456")
        #expect(!car.voiceState.isOnCall)
    }
}
