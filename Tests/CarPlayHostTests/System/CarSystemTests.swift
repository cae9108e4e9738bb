import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

/// The car system: launching, the home screen, faults, audio focus, the phone, the display and hard keys.
@MainActor @Suite(.serialized) struct CarSystemTests {
    @Test func startsOnTheHomeScreenWithTheRadioPlaying() throws {
        let car = try Apps.car()
        expectTrue(car.foregroundApp == nil && car.screen() == nil)
        expectEqual(car.state(of: Apps.faultyID), .notRunning)
        expectTrue(car.radio.isOn && car.radio.isPlaying && car.audioOwner == nil)
        expectEqual(car.log.entries.first?.text.hasPrefix("Car started"), true)
        expectEqual(car.timeText, "12:00")
    }

    /// The status bar's clock is written as the phone's region writes the time, without AM/PM (as iOS's status bar):
    /// 12-hour in the United States, 24-hour with two-digit hours in Britain and Germany, one digit in Japan.
    @Test func theClockFollowsThePhonesRegionFormat() throws {
        let clock = ManualTime()
        let car = try Apps.car(clock: clock)
        clock.now += 9 * 3600 + 5 * 60  // 21:05 UTC
        expectEqual(car.timeText, "9:05")
        try car.launch(Apps.faultyID)
        let statusClock = { try require(car.screen()?.root.first { $0.role == .clock }?.text) }
        expectEqual(try statusClock(), "9:05")
        car.locale = Locale(identifier: "en_GB")
        expectEqual(car.timeText, "21:05")
        expectEqual(try statusClock(), "21:05")
        expectEqual(car.sessions[Apps.faultyID]?.locale.identifier, "en_GB")
        clock.now += 12 * 3600  // 09:05 the next day
        expectEqual(car.timeText, "09:05")
        car.locale = Locale(identifier: "de_DE")
        expectEqual(car.timeText, "09:05")
        car.locale = Locale(identifier: "ja_JP")
        expectEqual(car.timeText, "9:05")
        car.locale = Locale(identifier: "en_US")
        clock.now += 15 * 3600  // 00:05
        expectEqual(car.timeText, "12:05")
    }

    @Test func launchConnectsTheSceneAndShowsTheApp() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        expectEqual(car.state(of: Apps.faultyID), .foreground)
        let screen = try require(car.screen())
        expectTrue(screen.texts.contains("Tap count") && screen.texts.contains("Crash"))
        expectTrue(car.log.entries.contains { $0.kind == .app && $0.text.contains("templateWillAppear") })
        #expect(throws: CarSystem.SystemError.unknownApp("com.example.none")) { try car.launch("com.example.none") }
    }

    @Test func homeSendsTheAppToTheBackgroundAndRelaunchResumesIt() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        expectEqual(PlayerDelegate.calls, ["willConnect", "didConnect", "willEnterForeground", "didBecomeActive"])
        let count = try require(car.screen()?.id(of: "Count"))
        expectEqual(try car.tap(element: count), .handled)
        expectEqual(car.screen()?.allTexts.contains("1"), true)

        PlayerDelegate.calls = []
        car.goHome()
        expectTrue(car.screen() == nil && car.state(of: Apps.playerID) == .background)
        expectEqual(PlayerDelegate.calls, ["willResignActive", "didEnterBackground"])

        PlayerDelegate.calls = []
        try car.launch(Apps.playerID)
        expectEqual(PlayerDelegate.calls, ["willEnterForeground", "didBecomeActive"])
        expectEqual(car.screen()?.allTexts.contains("1"), true, "the app's state is kept")
    }

    @Test func launchingAnotherAppBackgroundsTheFirst() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        try car.launch(Apps.faultyID)
        expectTrue(car.state(of: Apps.playerID) == .background && car.state(of: Apps.faultyID) == .foreground)
    }

    @Test func aFaultClosesTheAppAndTheHomeScreenShowsApplesException() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let crash = try require(car.screen()?.id(of: "Crash"))
        _ = try car.tap(element: crash)
        expectEqual(car.state(of: Apps.faultyID), .terminated)
        expectTrue(car.foregroundApp == nil && car.screen() == nil)
        let message = try require(car.homeMessage)
        expectTrue(message.contains("NSInvalidArgumentException") && message.contains("CPSearchTemplate"))
        expectTrue(car.log.entries.contains { $0.kind == .fault })

        // The car keeps running: other apps work, and the faulty one launches again.
        try car.launch(Apps.playerID)
        expectEqual(car.state(of: Apps.playerID), .foreground)
        try car.launch(Apps.faultyID)
        expectTrue(car.state(of: Apps.faultyID) == .foreground && car.homeMessage == nil)
        expectEqual(car.screen()?.texts.contains("Tap count"), true)
    }

    @Test func theRadioStopsWhenAnAppActivatesPlaybackAudio() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        expectTrue(car.radio.isPlaying)
        let play = try require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        expectEqual(car.audioOwner, Apps.playerID)
        expectTrue(!car.radio.isPlaying && car.radio.isOn)
        expectTrue(car.log.entries.contains { $0.kind == .audio && $0.text.contains("Radio stopped") })

        // Turning the radio back on takes the audio back: the app is paused.
        car.setRadio(true)
        expectTrue(car.radio.isPlaying && car.audioOwner == nil)
        expectEqual(PlayerDelegate.commands, ["pause"])
        // The app's session was interrupted (inactive now), so playing again takes the focus and stops the radio.
        expectEqual(car.sessions[Apps.playerID]?.audioSession?.isActive, false)
        _ = try car.tap(element: play)
        expectTrue(car.audioOwner == Apps.playerID && !car.radio.isPlaying)
        // Unplugging the phone stops its audio: the car's radio plays again.
        car.setPhoneConnected(false)
        expectTrue(car.audioOwner == nil && car.radio.isPlaying)
    }

    /// The audio lines of the event log (the same as before the focus became a value of its own).
    @Test func theAudioLogTellsWhatHappened() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let play = try require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        car.setRadio(true)
        _ = try car.tap(element: play)
        car.setPhoneConnected(false)
        expectEqual(
            car.log.entries.filter { $0.kind == .audio || $0.text.contains("interruption") }.map(\.text),
            [
                "Player took the audio focus (AVAudioSessionCategoryPlayback)", "Radio stopped: Player plays",
                "Player ← AVAudioSession interruption began, MPRemoteCommandCenter pause (the car's radio took the audio)",
                "Player released the audio focus", "Radio on: FM 101.1",
                "Player took the audio focus (AVAudioSessionCategoryPlayback)", "Radio stopped: Player plays",
                // The scene's disconnect ends its session, then the car falls back to its radio.
                "Player released the audio focus", "Radio resumes: FM 101.1",
            ])
        expectTrue(car.audioFocus.holders.isEmpty && car.audioFocus.sessions.isEmpty)
    }

    @Test func theLogNamesOnlyCallbacksAppsActuallyGet() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        car.setLimitsLists(true)
        // The player app made no CPSessionConfiguration: no session-configuration callback is logged for it.
        expectTrue(!car.log.entries.contains { $0.text.contains("limitedUserInterfacesChanged") })
        let session = try require(car.sessions[Apps.playerID])
        final class Listener: NSObject, CPSessionConfigurationDelegate {}
        let listener = Listener()
        let configuration = session.runAsApp { CPSessionConfiguration(delegate: listener) }
        car.setLimitsLists(false)
        expectTrue(
            car.log.entries.contains {
                $0.text.hasPrefix("Player ← sessionConfiguration(_:limitedUserInterfacesChanged:)")
            })
        car.setAppearance(.dark)
        expectTrue(
            car.log.entries.contains {
                $0.text == "Player ← contentStyleDidChange(dark), sessionConfiguration(_:contentStyleChanged:)"
            })
        withExtendedLifetime(configuration) {}
    }

    @Test func theKnobWorksOnTheHomeScreen() throws {
        let car = try Apps.car()
        expectEqual(car.homeFocus, nil)
        expectEqual(try car.pressKnob(), .unsupported)
        try car.rotateKnob(1)
        let first = try require(car.apps.first?.id)
        expectEqual(car.homeFocus, first)
        try car.rotateKnob(50)
        expectEqual(car.homeFocus, CarSystem.dashboardFocus)
        // The Dashboard button answers with a notice (no navigation app offers a Dashboard scene).
        expectTrue(try car.pressKnob() == .handledBySystem && car.foregroundApp == nil)
        expectEqual(car.currentScreen().nodes(.notice).count, 1)
        try car.nudgeKnob(.left)
        let last = try require(car.apps.last?.id)
        expectEqual(car.homeFocus, last)
        expectEqual(try car.pressKnob(), .handledBySystem)
        expectEqual(car.foregroundApp, last)
        // Back home, the focus is on the app just left.
        car.goHome()
        expectEqual(car.homeFocus, last)
    }

    @Test func displayPresetsKeepTheDrivingSideAndRejectBadIDs() throws {
        let car = try Apps.car()
        car.setDrivingSide(.rightHandDrive)
        try car.setDisplay(presetID: "portrait")
        expectTrue(car.displayPreset.drivingSide == .rightHandDrive && car.displayPreset.pixelWidth == 900)
        try car.setDisplay(presetID: "minimum-rhd")
        expectEqual(car.displayPreset.id, "minimum-rhd")
        #expect(throws: CarSystem.SystemError.self) { try car.setDisplay(presetID: "standard-rhd-rhd") }
        #expect(throws: CarSystem.SystemError.self) {
            try car.setDisplay(presetID: String(repeating: "-rhd", count: 16_000))
        }
        expectEqual(car.displayPreset.id, "minimum-rhd")
        expectEqual(DisplayConfiguration.preset("standard-rhd")?.drivingSide, .rightHandDrive)
        expectEqual(DisplayConfiguration.preset("standard-rhd-rhd"), nil)
    }

    @Test func hardKeysReachTheNowPlayingApp() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        _ = try car.tap(element: try require(car.screen()?.id(of: "Play")))
        car.goHome()
        expectEqual(car.press(.playPause), .handled)
        expectEqual(car.press(.next), .handled)
        expectEqual(PlayerDelegate.commands, ["togglePlayPause", "nextTrack"])
        expectEqual(car.press(.back), .appNotRunning)
        try car.launch(Apps.playerID)
        expectTrue(car.press(.home) == .handledBySystem && car.foregroundApp == nil)
    }

    @Test func lockingThePhoneFiresTheProtectedDataNotificationsInEveryApp() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let player = try require(car.sessions[Apps.playerID])
        // Each app has its own UIApplication, as each iOS app is a process of its own.
        let application = player.runAsApp { UIApplication.shared }
        let others = car.sessions.filter { $0.key != Apps.playerID }.values.map { $0.runAsApp { UIApplication.shared } }
        expectTrue(!others.isEmpty && others.allSatisfy { $0 !== application })
        let seen = Box<[String]>([])
        let center = NotificationCenter.default
        let tokens = [
            center.addObserver(
                forName: UIApplication.protectedDataWillBecomeUnavailableNotification, object: application, queue: nil
            ) { _ in
                seen.value.append("willBecomeUnavailable")
            },
            center.addObserver(
                forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: application, queue: nil
            ) { _ in
                seen.value.append("didBecomeAvailable")
            },
        ]
        defer { tokens.forEach(center.removeObserver) }
        car.setPhoneLocked(true)
        expectTrue(!application.isProtectedDataAvailable)
        expectTrue(others.allSatisfy { !$0.isProtectedDataAvailable })
        car.setPhoneLocked(true)
        car.setPhoneLocked(false)
        expectTrue(application.isProtectedDataAvailable && others.allSatisfy(\.isProtectedDataAvailable))
        expectEqual(seen.value, ["willBecomeUnavailable", "didBecomeAvailable"])
    }

    @Test func displayAppearanceAndLimitsReachTheScreenAndTheApp() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        try car.setDisplay(presetID: "portrait")
        expectEqual(car.screen()?.display.id, "portrait")
        car.setDrivingSide(.rightHandDrive)
        expectTrue(car.screen()?.display.id == "portrait-rhd" && car.screen()?.display.drivingSide == .rightHandDrive)
        car.setAppearance(.dark)
        expectTrue(car.screen()?.display.appearance == .dark && car.screen()?.display.mapAppearance == .light)
        expectTrue(PlayerDelegate.calls.contains("contentStyle:dark"))
        car.setMapAppearance(.dark)
        expectEqual(car.screen()?.display.mapAppearance, .dark)
        car.setLimitsLists(true)
        car.setLimitsKeyboard(true)
        expectEqual(car.sessions[Apps.playerID]?.listsAreLimited, true)
        expectTrue(car.screen()?.display.limitsLists == true && car.screen()?.display.limitsKeyboard == true)
        #expect(throws: CarSystem.SystemError.unknownPreset("huge")) { try car.setDisplay(presetID: "huge") }
        expectEqual(car.display.id, "portrait-rhd")
    }

    @Test func disconnectingThePhoneDisconnectsEveryScene() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        try car.launch(Apps.faultyID)
        PlayerDelegate.calls = []
        car.setPhoneConnected(false)
        expectTrue(!car.isPhoneConnected && car.foregroundApp == nil)
        expectTrue(car.state(of: Apps.playerID) == .notRunning && car.state(of: Apps.faultyID) == .notRunning)
        expectEqual(PlayerDelegate.calls, ["didDisconnect", "sceneDidDisconnect"], "it was already in the background")
        #expect(throws: CarSystem.SystemError.phoneDisconnected) { try car.launch(Apps.playerID) }

        PlayerDelegate.calls = []
        car.setPhoneConnected(true)
        expectEqual(car.foregroundApp, Apps.faultyID)
        expectEqual(car.state(of: Apps.playerID), .background)
        expectEqual(PlayerDelegate.calls, ["willConnect", "didConnect"])
        expectEqual(car.screen()?.texts.contains("Tap count"), true)
    }

    @Test func inputNeedsAnAppInFront() throws {
        let car = try Apps.car()
        // A tap on the home screen reaches its nodes only (an id not on it is not on screen).
        expectEqual(try car.tap(element: "x"), .notOnScreen)
        #expect(throws: CarSystem.SystemError.notRunning) { try car.back() }
        #expect(throws: CarSystem.SystemError.notRunning) { try car.movePointer(to: Point(x: 1, y: 1)) }
        // The knob alone also works on the home screen, but not without a phone.
        car.setPhoneConnected(false)
        #expect(throws: CarSystem.SystemError.phoneDisconnected) { try car.rotateKnob(1) }
    }

    @Test func theLogIsBounded() {
        let log = CarEventLog(capacity: 3)
        for index in 1...5 { log.append(.host, "\(index)") }
        expectEqual(log.entries.map(\.text), ["3", "4", "5"])
        expectEqual(log.entries.map(\.seq), [3, 4, 5])
    }
}

/// A navigation app whose root is a search template, for the keyboard rules.
final class SearchDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPSearchTemplateDelegate {
    func templateApplicationScene(
        _ scene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        interfaceController.setRootTemplate(
            CPListTemplate(title: "Places", sections: []), animated: false, completion: nil)
        let search = CPSearchTemplate()
        search.delegate = self
        interfaceController.pushTemplate(search, animated: false, completion: nil)
    }

    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String,
        completionHandler: @escaping ([CPListItem]) -> Void
    ) { completionHandler([]) }

    func searchTemplate(
        _ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void
    ) {
        completionHandler()
    }
}

@MainActor @Suite struct CarSystemRuleTests {
    static let searchID = "com.example.search"
    static let hiddenID = "com.example.hidden"

    static func car() -> CarSystem {
        let search = InstalledApp(bundle: AppBundle(name: "Search", bundleIdentifier: searchID, category: .navigation))
        {
            SearchDelegate()
        }
        let hidden = InstalledApp(bundle: AppBundle(name: "Hidden", bundleIdentifier: hiddenID, category: nil)) {
            SearchDelegate()
        }
        return CarSystem(apps: [search, hidden], timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func typingNeedsTheKeyboardTheCarMayLimit() throws {
        let car = Self.car()
        try car.launch(Self.searchID)
        expectEqual(try car.type("caf"), .handled)
        car.setLimitsKeyboard(true)
        expectEqual(try car.type("e"), .unsupported)
        guard case .search(let search)? = car.sessions[Self.searchID]?.visibleSnapshot?.content else {
            Issue.record("the search template is not on screen")
            return
        }
        expectEqual(search.searchText, "caf")
    }

    /// The search field holds `SearchFieldRule.maximumLength` characters, as a keyboard stops at a field's limit: what does not
    /// fit is dropped, and a full field takes nothing (issue 20: 65,000 characters a message grew the field without
    /// end, and each message cost time linear in its length).
    @Test func theSearchFieldHoldsAtMostItsLimit() throws {
        let car = Self.car()
        try car.launch(Self.searchID)
        let limit = SearchFieldRule.maximumLength
        expectEqual(limit, 256)
        expectEqual(try car.type(String(repeating: "a", count: 200)), .handled)
        expectEqual(try car.type(String(repeating: "b", count: 100)), .handled)
        func text() -> String? {
            guard case .search(let search)? = car.sessions[Self.searchID]?.visibleSnapshot?.content else { return nil }
            return search.searchText
        }
        expectEqual(text(), String(repeating: "a", count: 200) + String(repeating: "b", count: 56))
        expectEqual(try car.type("c"), .disabled)
        expectEqual(try car.type(String(repeating: "x", count: 60_000)), .disabled)
        expectEqual(text()?.count, limit)
        expectTrue(
            car.log.entries.contains { $0.text == "Type (60000 characters): the search field is full (256 characters)" }
        )
    }

    @Test func appsCarPlayDoesNotShowCannotBeLaunched() {
        let car = Self.car()
        #expect(throws: CarSystem.SystemError.self) { try car.launch(Self.hiddenID) }
        expectTrue(car.foregroundApp == nil && car.sessions[Self.hiddenID]?.appState != .connected)
    }

    @Test func hugeTypedTextAndHugeKnobStepsAreHarmless() throws {
        let car = Self.car()
        try car.launch(Self.searchID)
        _ = try car.type(String(repeating: "x", count: 60_000))
        let field = try require(car.screen()?.nodes(.searchField).first)
        expectTrue((field.text?.count ?? .max) < 200 && field.text?.hasPrefix("…") == true)
        try car.rotateKnob(.max)
        try car.rotateKnob(.min)
        expectNotEqual(car.sessions[Self.searchID]?.focusedElement, nil)
    }
}
