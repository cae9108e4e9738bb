import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

// The Siri key in the car system: Siri starts for the communication app in front, else for the first installed
// one, and its card shows over whatever the screen shows; what the driver says and a tap on the card reach it.

@MainActor @Suite struct CarSystemSiriTests {
    func car() throws -> CarSystem {
        let clock = ManualTime()
        return CarSystem(
            apps: [Apps.player(), try InstalledApp(module: "Chat")], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
    }

    func siriCard(_ screen: Screen) -> ScreenNode? { screen.root.first { $0.role == .siri } }

    @Test func theKeyOnTheHomeScreenStartsSiriForTheCommunicationAppOverTheHomeScreen() throws {
        let car = try car()
        expectEqual(car.siriKeyApp, "com.example.chat")
        expectEqual(car.press(.siri), .handledBySystem)
        expectEqual(car.foregroundApp, nil, "Siri does not open the app")
        let session = try require(car.siriSession)
        expectTrue(session.app.bundleIdentifier == "com.example.chat" && session.siriState == .listening(.request))
        let card = try require(siriCard(car.currentScreen()))
        expectTrue(card.text == "What can I help you with?" && car.currentScreen().root.children.last?.role == .siri)
        expectTrue(car.log.entries.contains { $0.text == "Siri listens for Chat" })

        expectEqual(try car.siriHears("Send a message to Ben Ito"), .handled)
        expectEqual(session.siriState, .listening(.messageContent))
        expectTrue(!car.log.entries.contains { $0.text.contains("Ben Ito") && $0.kind == .input }, "length only")
        expectEqual(try car.tap(at: card.frame.center), .handled)
        expectTrue(car.siriSession == nil && siriCard(car.currentScreen()) == nil)
    }

    /// Siri takes the car's audio while it works, as a call does: the app playing is interrupted and paused, and
    /// hears its interruption end (it may resume) when Siri goes; the radio pauses and plays again.
    @Test func siriPausesTheAudioWhileItWorksAndItResumesAfter() throws {
        let car = try car()
        try car.launch(Apps.playerID)
        _ = try car.tap(element: try require(car.screen()?.id(of: "Play")))
        expectEqual(car.audioOwner, Apps.playerID)
        expectEqual(car.press(.siri), .handledBySystem)
        expectTrue(car.siriSession === car.sessions[Apps.playerID], "the audio app in front")
        expectEqual(car.sessions[Apps.playerID]?.audioSession?.isActive, false)
        expectEqual(car.audioFocus.systemAudio[.siri]?.pausedApps, [Apps.playerID])
        let lines = { car.log.entries.map(\.text) }
        expectTrue(lines().contains("Player ← AVAudioSession interruption began, MPRemoteCommandCenter pause (Siri)"))
        car.siriSession?.cancelSiri()
        expectTrue(car.siriSession == nil && car.audioFocus.systemAudio[.siri] == nil)
        expectTrue(lines().contains("Player ← AVAudioSession interruption ended (should resume)"))

        // The radio: paused while Siri listens, playing again after.
        let radioCar = try self.car()
        expectTrue(radioCar.radio.isPlaying)
        expectEqual(radioCar.press(.siri), .handledBySystem)
        expectTrue(!radioCar.radio.isPlaying && radioCar.radio.isOn)
        radioCar.sessions["com.example.chat"]?.cancelSiri()
        expectTrue(radioCar.radio.isPlaying)
        let radioLines = radioCar.log.entries.map(\.text)
        expectTrue(radioLines.contains("Radio paused for Siri"))
        expectTrue(radioLines.contains { $0.hasPrefix("Radio resumes after Siri") })
    }

    /// A request for messages said to an audio app's Siri goes to the communication app, whose Siri's card covers
    /// the app in front.
    @Test func overAnotherAppSiriWorksForChatAndItsCardCoversTheApp() throws {
        let car = try car()
        try car.launch(Apps.playerID)
        expectEqual(car.press(.siri), .handledBySystem)
        expectTrue(car.foregroundApp == Apps.playerID && car.siriSession?.app.bundleIdentifier == Apps.playerID)
        expectEqual(try car.siriHears("Send a message to Ben Ito"), .handled)
        let chat = try require(car.sessions["com.example.chat"])
        expectTrue(car.siriSession === chat && chat.siriState == .listening(.messageContent))
        expectEqual(car.sessions[Apps.playerID]?.siriState, .idle)
        expectEqual(chat.siriTranscript.first?.text, "Send a message to Ben Ito", "Chat's Siri heard the request")
        expectTrue(car.log.entries.contains { $0.text == "Siri takes the request to Chat" })
        let screen = try require(car.screen())
        expectEqual(siriCard(screen)?.text, "What do you want to say?", "Chat's Siri over Player's screen")
        expectEqual(try car.tap(element: "siri"), .handled)
        let after = try require(car.screen())
        expectTrue(car.siriSession == nil && siriCard(after) == nil)
        expectEqual(try car.siriHears("yes"), .unsupported, "Siri is not listening")
    }

    @Test func withChatInFrontSiriIsItsOwnAndPressingAgainStartsOver() throws {
        let car = try car()
        try car.launch("com.example.chat")
        _ = car.press(.siri)
        _ = try car.siriHears("Make a call")
        expectTrue(car.siriSession === car.foregroundSession)
        expectEqual(car.foregroundSession?.siriState, .listening(.callee))
        _ = car.press(.siri)
        expectEqual(car.foregroundSession?.siriState, .listening(.request))
        expectEqual(car.foregroundSession?.siriTranscript.last?.text, "What can I help you with?")
    }

    @Test func theKeyPrefersACommunicationAppWithIntentHandlers() throws {
        let clock = ManualTime()
        let car = CarSystem(
            apps: [try Apps.faulty(), try InstalledApp(module: "Chat")], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        expectEqual(car.siriKeyApp, "com.example.chat", "Faulty, installed first, gives Siri no handlers")
        try car.launch(Apps.faultyID)
        expectEqual(car.siriKeyApp, Apps.faultyID, "the communication app in front")
    }

    @Test func withoutACommunicationOrAudioAppTheKeyDoesNothing() throws {
        let clock = ManualTime()
        let car = CarSystem(
            apps: [try InstalledApp(module: "Park")], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        expectEqual(car.siriKeyApp, nil)
        expectTrue(car.press(.siri) == .unsupported && car.siriSession == nil)
    }

    @Test func withOnlyAnAudioAppTheKeyServesIt() {
        let clock = ManualTime()
        let car = CarSystem(apps: [Apps.player()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        expectTrue(car.siriKeyApp == Apps.playerID && car.siriCommunicationApp == nil)
        expectTrue(car.press(.siri) == .handledBySystem && car.siriSession === car.sessions[Apps.playerID])
    }

    /// Siri asks an app delegate only for the intents its Info.plist lists in `INIntentsSupported`: Chat without
    /// `INStartCallIntent` there is told of as an app without a handler, though its delegate has one.
    @Test func siriAsksTheAppDelegateOnlyForTheIntentsItsInfoPlistLists() throws {
        let chat = try InstalledApp(module: "Chat")
        expectEqual(chat.bundle.intentsSupported?.contains("INStartCallIntent"), true)
        var bundle = chat.bundle
        bundle.intentsSupported?.remove("INStartCallIntent")
        let undeclared = try InstalledApp(bundle: bundle, moduleName: "Chat")
        let clock = ManualTime()
        let car = CarSystem(apps: [undeclared], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try car.launch("com.example.chat")
        _ = car.press(.siri)
        _ = try car.siriHears("Call Ben Ito")
        let session = try require(car.foregroundSession)
        expectEqual(session.siriTranscript.last?.text, "Sorry, Chat hasn't added support for that with Siri.")
        expectTrue(session.noteLog.contains { $0.contains("INStartCallIntent") && $0.contains("INIntentsSupported") })
        _ = car.press(.siri)
        _ = try car.siriHears("Send a message to Ben Ito")
        expectEqual(session.siriState, .listening(.messageContent), "the messaging intents are listed")
    }
}

/// A communication app without a CarPlay scene reaches CarPlay through SiriKit: installed with its icon, which starts
/// Siri for it (the WWDC session's messaging and VoIP apps in CarPlay).
@MainActor @Suite struct SiriKitAppTests {
    /// Chat as a SiriKit-only app: its manifest keeps multiple scenes (in-app intent handling) but no CarPlay scene.
    func siriKitChat() throws -> InstalledApp {
        var bundle = try InstalledApp(module: "Chat").bundle
        bundle.manifest = SceneManifest(supportsMultipleScenes: true, configurations: [:])
        return try InstalledApp(bundle: bundle, moduleName: "Chat")
    }

    @Test func itsIconStartsSiriForItOverTheHomeScreen() throws {
        let app = try siriKitChat()
        expectTrue(app.isSiriKitApp)
        let clock = ManualTime()
        let car = CarSystem(apps: [Apps.player(), app], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        expectNotEqual(car.homeScreen().root.first { $0.id == ElementID("home/app/\(app.id)") }, nil, "its icon")
        try car.launch(app.id)
        expectTrue(car.foregroundApp == nil && car.sessions[app.id]?.appState == .disconnected, "no scene connects")
        let session = try require(car.siriSession)
        expectTrue(session === car.sessions[app.id] && session.siriState == .listening(.request))
        expectTrue(car.log.entries.contains { $0.text.hasPrefix("Siri listens for Chat (its interface in CarPlay") })
        _ = try car.siriHears("Send a message to Ben Ito")
        expectEqual(session.siriState, .listening(.messageContent), "Siri runs its messaging intents")
        session.cancelSiri()
    }

    @Test func anAppOfAnotherCategoryWithoutACarPlaySceneIsStillRefused() throws {
        var bundle = try InstalledApp(module: "Chat").bundle
        bundle.manifest = SceneManifest()
        bundle.declaresSceneManifest = false
        bundle.entitlements = Entitlements(category: .parking)
        #expect(throws: InstalledAppError.noSceneManifest("com.example.chat")) {
            try InstalledApp(bundle: bundle, moduleName: "Chat")
        }
    }
}
