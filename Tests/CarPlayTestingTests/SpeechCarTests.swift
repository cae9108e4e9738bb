import AVFoundation
import CarPlay
import CarPlayTestSupport
import CarPlayTesting
@_spi(AppCode) import CarPlayHost
import Expectations
import Foundation
import Testing
import UIKit

/// A navigation app's delegate that records what its synthesizer tells it, and may deactivate the audio session
/// after each utterance (as Apple asks navigation apps to).
@MainActor final class SpeechRecorder: NSObject, AVSpeechSynthesizerDelegate {
    var events: [String] = []
    var deactivatesAfterSpeaking = false

    private func record(_ event: String) { events.append(event) }

    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { record("start \(text)") }
    }
    nonisolated func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {
        let word = (utterance.speechString as NSString).substring(with: characterRange)
        MainActor.assumeIsolated { record(word) }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated {
            record("finish \(text)")
            if deactivatesAfterSpeaking, !synthesizer.isSpeaking {
                try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
            }
        }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {
        MainActor.assumeIsolated { record("pause") }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {
        MainActor.assumeIsolated { record("continue") }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { record("cancel \(text)") }
    }
}

/// Turn-by-turn voice prompts through the car: espeak-ng speaks, the car's clock moves the speech on. The app code
/// imports AVFoundation, as iOS navigation apps do (it re-exports AVFAudio).
@MainActor @Suite struct SpeechCarTests {
    static let turn = "In 300 metres, turn right onto Boulevard Albert Premier"

    /// A navigation app with its voice-prompt session set up as the navigation spec (§16) asks.
    func navigationCar() throws -> (TestCar, AVSpeechSynthesizer, SpeechRecorder) {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        let synthesizer = car.run { AVSpeechSynthesizer() }
        let recorder = SpeechRecorder()
        try car.run {
            try AVAudioSession.sharedInstance().setCategory(
                .playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
            synthesizer.delegate = recorder
        }
        return (car, synthesizer, recorder)
    }

    /// A front end that announces speech (the browser car) looks at the utterances again only when the session's
    /// `speechRevision` moved: it moves when an utterance is queued, gets its audio and starts, and ends; it stays
    /// while nothing about the speech changes.
    @Test func theSpeechRevisionMovesWithEachChangeToTheUtterances() async throws {
        let (car, synthesizer, _) = try navigationCar()
        let idle = car.session.speechRevision
        car.advanceClock(by: 1)
        expectEqual(car.session.speechRevision, idle, "nothing spoken, nothing moved")
        car.run { synthesizer.speak(AVSpeechUtterance(string: Self.turn)) }
        let queued = car.session.speechRevision
        expectNotEqual(queued, idle)
        await car.speechAudioReady()
        let started = car.session.speechRevision
        expectTrue(started != queued && car.spokenUtterances.first?.startedAt != nil, "its audio came and it started")
        let duration = try require(car.spokenUtterances.first?.duration)
        car.advanceClock(by: duration + 1)
        let ended = car.session.speechRevision
        expectTrue(ended != started && car.spokenUtterances.first?.endedAt != nil, "it ended")
        car.advanceClock(by: 1)
        expectEqual(car.session.speechRevision, ended)
    }

    @Test func speaksATurnInstructionWordByWordAsTheClockAdvances() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.run { synthesizer.speak(AVSpeechUtterance(string: Self.turn)) }
        expectTrue(synthesizer.isSpeaking && car.isSpeaking)
        expectTrue(recorder.events.isEmpty, "nothing is heard before the audio exists")

        await car.speechAudioReady()
        let spoken = try require(car.spokenUtterances.first)
        let duration = try require(spoken.duration)
        expectEqual(spoken.error, nil, "espeak-ng and sox must be installed (scripts/install-speech)")
        expectTrue(duration > 1.5 && duration < 8, "espeak-ng's WAV of the sentence: \(duration) s")
        let audio = try require(spoken.audio)
        expectEqual(audio.prefix(4), Data("OggS".utf8))
        expectTrue(audio.count > 5_000 && audio.count < 80_000, "about 25 KB of Ogg Vorbis: \(audio.count) bytes")
        expectTrue(spoken.voiceIdentifier == "org.espeak-ng.voice.en-US" && spoken.language == "en-US")
        expectEqual(spoken.request.wordsPerMinute, 175)
        // The first word starts with the audio.
        expectEqual(recorder.events, ["start \(Self.turn)", "In"])
        expectTrue(spoken.state == .speaking && spoken.startedAt == car.now)

        car.advanceClock(by: duration / 2)
        let halfway = recorder.events.count
        expectTrue(halfway > 2 && halfway < 10, "some words, not all, by half time: \(recorder.events)")
        expectTrue(!recorder.events.contains("finish \(Self.turn)"))

        car.advanceClock(by: duration / 2)
        expectEqual(
            recorder.events,
            [
                "start \(Self.turn)", "In", "300", "metres", "turn", "right", "onto", "Boulevard", "Albert", "Premier",
                "finish \(Self.turn)",
            ])
        expectTrue(!synthesizer.isSpeaking && !car.isSpeaking)
        expectEqual(car.spokenTexts, [Self.turn])
        expectEqual(car.spokenUtterances.first?.spokenWords, Array(recorder.events.dropFirst().dropLast()))
        expectEqual(car.spokenUtterances.first?.endedAt, spoken.startedAt.map { $0 + duration })
    }

    @Test func utterancesQueueAndPlayInOrderWithTheirDelays() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        let first = AVSpeechUtterance(string: "Turn left")
        first.postUtteranceDelay = 1
        let second = AVSpeechUtterance(string: "Then keep right")
        second.preUtteranceDelay = 0.5
        car.run {
            synthesizer.speak(first)
            synthesizer.speak(second)
        }
        await car.speechAudioReady()
        expectEqual(recorder.events, ["start Turn left", "Turn"])
        let firstDuration = try require(car.spokenUtterances[0].duration)
        car.advanceClock(by: firstDuration)
        expectEqual(recorder.events.last, "finish Turn left")
        expectTrue(synthesizer.isSpeaking, "the second waits for the first's post-utterance delay and its own")
        car.advanceClock(by: 1.4)
        expectEqual(recorder.events.last, "finish Turn left")
        car.advanceClock(by: 0.1)
        expectEqual(recorder.events.suffix(2), ["start Then keep right", "Then"])
        let started = try require(car.spokenUtterances[1].startedAt)
        expectEqual(started, car.spokenUtterances[0].endedAt.map { $0 + 1.5 })
        car.advanceClock(by: 10)
        expectEqual(car.spokenTexts, ["Turn left", "Then keep right"])
        expectTrue(!synthesizer.isSpeaking)
    }

    @Test func pauseAndContinueHoldTheSpeechOnTheCarsClock() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.run { synthesizer.speak(AVSpeechUtterance(string: Self.turn)) }
        await car.speechAudioReady()
        let duration = try require(car.spokenUtterances.first?.duration)
        car.advanceClock(by: duration * 0.3)
        let spokenBefore = recorder.events.count
        expectTrue(car.run { synthesizer.pauseSpeaking(at: .immediate) })
        expectTrue(recorder.events.last == "pause" && synthesizer.isPaused && synthesizer.isSpeaking)
        expectTrue(car.run { !synthesizer.pauseSpeaking(at: .immediate) }, "already paused")
        car.advanceClock(by: 60)
        expectEqual(recorder.events.count, spokenBefore + 1, "nothing is spoken while paused")
        expectTrue(car.run { synthesizer.continueSpeaking() })
        expectTrue(recorder.events.last == "continue" && !synthesizer.isPaused)
        expectTrue(car.run { !synthesizer.continueSpeaking() }, "not paused")
        car.advanceClock(by: duration * 0.7)
        expectEqual(recorder.events.last, "finish \(Self.turn)")
        expectEqual(recorder.events.filter { !$0.contains(" ") && $0 != "pause" && $0 != "continue" }.count, 9)
    }

    @Test func pausingAtAWordWaitsForTheNextWord() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn right now")) }
        await car.speechAudioReady()
        expectEqual(recorder.events, ["start Turn right now", "Turn"])
        expectTrue(car.run { synthesizer.pauseSpeaking(at: .word) })
        expectTrue(!synthesizer.isPaused, "the word being spoken goes on")
        car.advanceClock(by: 30)
        expectEqual(recorder.events, ["start Turn right now", "Turn", "pause"])
        expectTrue(synthesizer.isPaused)
        _ = car.run { synthesizer.continueSpeaking() }
        car.advanceClock(by: 30)
        expectEqual(
            recorder.events,
            [
                "start Turn right now", "Turn", "pause", "continue", "right", "now", "finish Turn right now",
            ])
    }

    @Test func stoppingCancelsTheSpokenUtteranceAndDropsTheQueue() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.run {
            synthesizer.speak(AVSpeechUtterance(string: Self.turn))
            synthesizer.speak(AVSpeechUtterance(string: "Then turn left"))
        }
        await car.speechAudioReady()
        expectTrue(car.run { synthesizer.stopSpeaking(at: .word) })
        expectTrue(synthesizer.isSpeaking, "the current word is still spoken")
        car.advanceClock(by: 30)
        expectEqual(recorder.events, ["start \(Self.turn)", "In", "cancel \(Self.turn)"])
        expectTrue(!synthesizer.isSpeaking)
        expectEqual(car.spokenUtterances.map(\.state), [.cancelled, .dropped])
        expectTrue(car.run { !synthesizer.stopSpeaking(at: .immediate) }, "nothing left to stop")

        // Stopped at once in the middle; an utterance stopped while waiting for its audio is never started.
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Keep left")) }
        expectTrue(car.run { synthesizer.stopSpeaking(at: .immediate) })
        await car.speechAudioReady()
        car.advanceClock(by: 30)
        expectEqual(recorder.events.count, 3, "no didCancel for an utterance that had not started: \(recorder.events)")
        expectEqual(car.spokenUtterances.last?.state, .dropped)
    }

    @Test func aVoicePromptDucksOtherAudioUntilTheAppDeactivatesItsSession() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        recorder.deactivatesAfterSpeaking = true
        expectTrue(!car.isDuckingOtherAudio)
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn left")) }
        expectTrue(!car.isDuckingOtherAudio, "the session becomes active when the speech starts")
        await car.speechAudioReady()
        expectTrue(car.isDuckingOtherAudio && !car.isInterruptingOtherAudio)
        expectEqual(car.session.audioSession?.isActive, true, "the synthesizer activated the app's session")
        car.advanceClock(by: 10)
        expectEqual(recorder.events.last, "finish Turn left")
        expectTrue(!car.isDuckingOtherAudio, "the app deactivated its session after the prompt")
    }

    @Test func aSessionLeftActiveKeepsDuckingAsOnIOS() async throws {
        let (car, synthesizer, _) = try navigationCar()
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn left")) }
        await car.speechAudioReady()
        car.advanceClock(by: 10)
        expectTrue(!car.isSpeaking)
        expectTrue(car.isDuckingOtherAudio, "iOS leaves the session active: other audio stays ducked")
    }

    @Test func theDefaultSessionInterruptsOtherAudioInsteadOfDucking() async throws {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        let synthesizer = car.run { AVSpeechSynthesizer() }
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn left")) }
        await car.speechAudioReady()
        expectTrue(car.isInterruptingOtherAudio && !car.isDuckingOtherAudio)
    }

    @Test func theCarsOwnSpeechSessionDucksOnlyWhileSpeaking() async throws {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        let synthesizer = car.run { AVSpeechSynthesizer() }
        car.run {
            synthesizer.usesApplicationAudioSession = false
            synthesizer.speak(AVSpeechUtterance(string: "Turn left"))
        }
        await car.speechAudioReady()
        expectTrue(car.isDuckingOtherAudio && !car.isInterruptingOtherAudio)
        expectEqual(car.session.audioSession?.isActive, false, "the app's own session is left alone")
        car.advanceClock(by: 10)
        expectTrue(!car.isDuckingOtherAudio)
    }

    @Test func thePromptStyleFollowsSiriAndCalls() throws {
        let (car, _, _) = try navigationCar()
        expectEqual(car.promptStyle, .normal)
        car.setOnCall(true)
        expectEqual(car.promptStyle, .short)
        expectEqual(car.run { AVAudioSession.sharedInstance().promptStyle }, .short)
        car.setSiriListening(true)
        expectEqual(car.promptStyle, .none, "Siri holds the microphone")
        car.setSiriListening(false)
        car.setOnCall(false)
        expectEqual(car.promptStyle, .normal)
        car.voiceState = CarVoiceState(isSiriSpeaking: true)
        expectEqual(car.promptStyle, .short)
    }

    @Test func aReconnectedAppGetsTheCarsPromptStyle() throws {
        let (car, _, _) = try navigationCar()
        car.disconnect()
        car.setSiriListening(true)
        car.reconnect()
        expectEqual(car.promptStyle, .none)
    }

    @Test func voicesComeFromEspeakNG() throws {
        let car = TestCar(category: .navigation)
        car.connect(RootSceneDelegate { CPListTemplate(title: "Nav", sections: []) })
        let voices = car.run { AVSpeechSynthesisVoice.speechVoices() }
        expectGreater(voices.count, 50, "espeak-ng has about 130 voices")
        let french = try require(car.run { AVSpeechSynthesisVoice(language: "fr-FR") })
        expectTrue(french.language == "fr-FR" && french.quality == .default)
        expectEqual(car.run { AVSpeechSynthesisVoice(language: "en-GB") }?.language, "en-GB")
        expectEqual(car.run { AVSpeechSynthesisVoice(language: "fr") }?.language, "fr-FR", "espeak-ng's French")
        expectEqual(car.run { AVSpeechSynthesisVoice(identifier: AVSpeechSynthesisVoiceIdentifierAlex) }, nil)
        let british = try require(car.run { AVSpeechSynthesisVoice(identifier: "org.espeak-ng.voice.en-GB") })
        expectEqual(british.language, "en-GB")
        expectEqual(car.speechVoices.count, voices.count)
    }

    @Test func theUtterancesVoiceRateAndPitchReachEspeakNG() async throws {
        let (car, synthesizer, _) = try navigationCar()
        car.run {
            let utterance = AVSpeechUtterance(string: "Tournez à droite")
            utterance.voice = AVSpeechSynthesisVoice(language: "fr-FR")
            utterance.rate = AVSpeechUtteranceMaximumSpeechRate
            utterance.pitchMultiplier = 1.5
            utterance.volume = 0.5
            synthesizer.speak(utterance)
        }
        await car.speechAudioReady()
        let spoken = try require(car.spokenUtterances.first)
        expectEqual(spoken.language, "fr-FR")
        expectEqual(
            spoken.request,
            SpeechRequest(
                text: "Tournez à droite", voice: "roa/fr", wordsPerMinute: 450, pitch: 75, amplitude: 50))
        expectNotEqual(spoken.audio, nil)
    }

    @Test func withoutEspeakTheAppStillHearsItsUtteranceThroughAndTheCarSaysWhy() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.session.speechEngine = SpeechEngine(espeak: "/nonexistent/espeak-ng")
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn left")) }
        await car.speechAudioReady()
        let spoken = try require(car.spokenUtterances.first)
        expectEqual(spoken.audio, nil)
        expectEqual(spoken.error, .missingTool("/nonexistent/espeak-ng"))
        expectEqual(spoken.error?.description.contains("scripts/install-speech"), true)
        expectEqual(spoken.duration, SpeechRules.estimatedDuration(of: "Turn left", wordsPerMinute: 175))
        car.advanceClock(by: 10)
        expectEqual(recorder.events, ["start Turn left", "Turn", "left", "finish Turn left"])
        expectEqual(car.session.speechVoicesError, .missingTool("/nonexistent/espeak-ng"))
    }

    @Test func anUtteranceSpokenFromABackgroundThreadReachesTheCarItsSynthesizerWasMadeIn() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        let box = Box(synthesizer)
        await Task.detached { box.value.speak(AVSpeechUtterance(string: "Turn left")) }.value
        expectTrue(synthesizer.isSpeaking)
        // The command reaches the car on the main queue, after what was queued there before.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        expectEqual(car.spokenUtterances.map(\.text), ["Turn left"])
        await car.speechAudioReady()
        car.advanceClock(by: 10)
        // The delegate heard it on the main thread (the recorder asserts it).
        expectEqual(recorder.events, ["start Turn left", "Turn", "left", "finish Turn left"])
    }

    @Test func disconnectingDropsQueuedSpeechSilently() async throws {
        let (car, synthesizer, recorder) = try navigationCar()
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Turn left")) }
        await car.speechAudioReady()
        car.disconnect()
        expectTrue(!synthesizer.isSpeaking && !car.isSpeaking, "the synthesizer forgot the utterance")
        car.advanceClock(by: 10)
        expectEqual(recorder.events, ["start Turn left", "Turn"])
        expectEqual(car.spokenUtterances.first?.state, .dropped)
        // Without a scene nothing is spoken.
        car.run { synthesizer.speak(AVSpeechUtterance(string: "Keep left")) }
        expectTrue(!synthesizer.isSpeaking && car.spokenUtterances.count == 1)
    }
}

/// Voice prompts in a whole car: the Player app's music and the radio are ducked while a navigation app speaks.
@MainActor @Suite struct SpeechCarSystemTests {
    @Test func aVoicePromptDucksTheMusicAppWhileItSpeaks() async throws {
        let clock = ManualTime()
        let recorder = SpeechRecorder()
        recorder.deactivatesAfterSpeaking = true
        let car = CarSystem(
            apps: [Apps.player(), Apps.navigator()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.playerID)
        let play = try require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        expectTrue(car.audioOwner == Apps.playerID && car.audioFocus.duckedApps.isEmpty)

        try car.launch(Apps.navigatorID)
        let navigator = try require(car.sessions[Apps.navigatorID])
        let synthesizer = navigator.runAsApp { AVSpeechSynthesizer() }
        try navigator.runAsApp {
            try AVAudioSession.sharedInstance().setCategory(
                .playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
            synthesizer.delegate = recorder
            synthesizer.speak(AVSpeechUtterance(string: "Turn left"))
        }
        await navigator.speechAudioReady()
        expectEqual(recorder.events.first, "start Turn left")
        expectEqual(car.audioFocus.duckedApps, [Apps.playerID])
        expectEqual(car.audioOwner, Apps.playerID, "the prompt mixes: the music app keeps the audio")
        expectTrue(car.log.entries.contains { $0.kind == .audio && $0.text == "Player ducked for a voice prompt" })

        clock.now += 10
        car.clockDidAdvance()
        expectEqual(recorder.events.last, "finish Turn left")
        expectTrue(car.audioFocus.duckedApps.isEmpty)
        expectTrue(car.log.entries.contains { $0.kind == .audio && $0.text == "Player back to full volume" })
    }

    @Test func aVoicePromptPausesASpokenAudioAppUntilItEnds() async throws {
        let clock = ManualTime()
        let recorder = SpeechRecorder()
        recorder.deactivatesAfterSpeaking = true
        let car = CarSystem(
            apps: [Apps.player(), Apps.navigator()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.playerID)
        _ = try car.tap(element: try require(car.screen()?.id(of: "Play")))
        let player = try require(car.sessions[Apps.playerID])
        // The player plays a podcast.
        try player.runAsApp { try AVAudioSession.sharedInstance().setCategory(.playback, mode: .spokenAudio) }
        try car.launch(Apps.navigatorID)
        let navigator = try require(car.sessions[Apps.navigatorID])
        let synthesizer = navigator.runAsApp { AVSpeechSynthesizer() }
        try navigator.runAsApp {
            try AVAudioSession.sharedInstance().setCategory(
                .playback, mode: .voicePrompt, options: [.duckOthers, .interruptSpokenAudioAndMixWithOthers])
            synthesizer.delegate = recorder
            synthesizer.speak(AVSpeechUtterance(string: "Turn left"))
        }
        let interruptions = Box<[UInt]>([])
        let playerSession = player.runAsApp { AVAudioSession.sharedInstance() }
        let observer = NotificationCenter.default.addObserver(
            forName: AVAudioSession.interruptionNotification, object: playerSession, queue: nil
        ) { note in
            let type = note.userInfo?[AVAudioSessionInterruptionTypeKey] as? UInt ?? 99
            let options = note.userInfo?[AVAudioSessionInterruptionOptionKey] as? UInt ?? 0
            interruptions.value.append(type * 10 + options)
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        await navigator.speechAudioReady()
        expectEqual(player.audioSession?.isActive, false, "the podcast's session was interrupted")
        expectEqual(interruptions.value, [10], "began")
        expectTrue(car.audioOwner == nil && car.audioFocus.duckedApps.isEmpty)
        expectTrue(
            car.log.entries.contains {
                $0.text == "Player ← AVAudioSession interruption began, MPRemoteCommandCenter pause "
                    + "(Navigator's voice prompt)"
            })
        // The prompt ends; the navigation app deactivates its session notifying others: the podcast may resume.
        clock.now += 10
        car.clockDidAdvance()
        expectEqual(recorder.events.last, "finish Turn left")
        expectEqual(interruptions.value, [10, 1], "began, then ended with shouldResume")
        expectTrue(car.log.entries.contains { $0.text == "Player ← AVAudioSession interruption ended (should resume)" })
    }

    @Test func theCarsVoiceStateReachesEveryApp() throws {
        let car = CarSystem(apps: [Apps.player(), Apps.navigator()], timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.navigatorID)
        let navigator = try require(car.sessions[Apps.navigatorID])
        let player = try require(car.sessions[Apps.playerID])
        car.setVoiceState(CarVoiceState(isOnCall: true))
        expectEqual(navigator.runAsApp { AVAudioSession.sharedInstance().promptStyle }, .short)
        expectEqual(car.log.entries.last?.text, "Voice prompts: short (a call or Siri)")
        // An app launched later gets it when it connects.
        try car.launch(Apps.playerID)
        expectEqual(player.runAsApp { AVAudioSession.sharedInstance().promptStyle }, .short)
        car.setVoiceState(CarVoiceState())
        expectEqual(navigator.runAsApp { AVAudioSession.sharedInstance().promptStyle }, .normal)
    }

    @Test func theRadioIsDuckedWhileTheCarsSpeechSessionSpeaks() async throws {
        let clock = ManualTime()
        let car = CarSystem(apps: [Apps.navigator()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.navigatorID)
        let navigator = try require(car.sessions[Apps.navigatorID])
        let synthesizer = navigator.runAsApp { AVSpeechSynthesizer() }
        navigator.runAsApp {
            synthesizer.usesApplicationAudioSession = false
            synthesizer.speak(AVSpeechUtterance(string: "Turn left"))
        }
        await navigator.speechAudioReady()
        expectTrue(car.radio.isPlaying && car.radio.isDucked)
        clock.now += 10
        car.clockDidAdvance()
        expectTrue(car.radio.isPlaying && !car.radio.isDucked)
    }
}
