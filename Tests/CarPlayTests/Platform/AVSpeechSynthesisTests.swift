@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

/// Records a synthesizer's delegate calls.
@MainActor private final class Heard: NSObject, AVSpeechSynthesizerDelegate {
    var calls: [String] = []
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { calls.append("start \(text)") }
    }
    nonisolated func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange,
        utterance: AVSpeechUtterance
    ) {
        MainActor.assumeIsolated { calls.append("range \(characterRange.location),\(characterRange.length)") }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { calls.append("finish \(text)") }
    }
    nonisolated func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {
        let text = utterance.speechString
        MainActor.assumeIsolated { calls.append("cancel \(text)") }
    }
}

/// The AVFAudio speech stand-ins against a fake host: Apple's values, what reaches the car, what the delegate hears.
@MainActor
@Suite("AVFAudio speech stand-ins")
struct AVSpeechSynthesisTests {
    static let voices = [
        PlatformSpeechVoice(
            identifier: "org.espeak-ng.voice.en-us", name: "English (America)", language: "en-US", gender: 1, quality: 1
        ),
        PlatformSpeechVoice(
            identifier: "org.espeak-ng.voice.en-gb", name: "English (Great Britain)", language: "en-GB", gender: 2,
            quality: 1),
        PlatformSpeechVoice(
            identifier: "org.espeak-ng.voice.fr-fr", name: "French", language: "fr-FR", gender: 1, quality: 1),
    ]

    @Test func applesConstantsAndDefaults() {
        expectEqual(AVSpeechUtteranceMinimumSpeechRate, 0)
        expectEqual(AVSpeechUtteranceMaximumSpeechRate, 1)
        expectEqual(AVSpeechUtteranceDefaultSpeechRate, 0.5)
        expectEqual(AVSpeechSynthesisVoiceIdentifierAlex, "com.apple.speech.synthesis.voice.Alex")
        expectTrue(AVSpeechBoundary.immediate.rawValue == 0 && AVSpeechBoundary.word.rawValue == 1)
        expectTrue(
            AVSpeechSynthesisVoiceQuality.default.rawValue == 1 && AVSpeechSynthesisVoiceQuality.premium.rawValue == 3)
        expectEqual(AVSpeechSynthesisVoiceGender.female.rawValue, 2)
        let utterance = AVSpeechUtterance(string: "Turn left")
        expectTrue(utterance.speechString == "Turn left" && utterance.voice == nil)
        expectTrue(utterance.rate == 0.5 && utterance.pitchMultiplier == 1 && utterance.volume == 1)
        expectTrue(utterance.preUtteranceDelay == 0 && utterance.postUtteranceDelay == 0)
        expectTrue(!utterance.prefersAssistiveTechnologySettings)
        let synthesizer = AVSpeechSynthesizer()
        expectTrue(synthesizer.usesApplicationAudioSession && !synthesizer.mixToTelephonyUplink)
        expectTrue(!synthesizer.isSpeaking && !synthesizer.isPaused && synthesizer.delegate == nil)
    }

    @Test func utterancesCopyTheirSettings() throws {
        let attributed = NSAttributedString(string: "Keep right", attributes: [.init("x"): 1])
        let utterance = AVSpeechUtterance(attributedString: attributed)
        utterance.rate = 0.7
        utterance.postUtteranceDelay = 2
        let copy = try require(utterance.copy() as? AVSpeechUtterance)
        expectTrue(copy !== utterance && copy.speechString == "Keep right" && copy.rate == 0.7)
        expectTrue(copy.postUtteranceDelay == 2 && copy.attributedSpeechString.string == "Keep right")
    }

    @Test func ssmlUtterancesSpeakTheirText() {
        let ssml = """
            <?xml version="1.0"?>
            <speak version="1.1" xml:lang="en-US">
              In <say-as interpret-as="cardinal">300</say-as> metres,<break time="500ms"/>turn right
              onto <sub alias="Boulevard">Bd</sub> Albert&#x20;I &amp; go.
            </speak>
            """
        expectEqual(
            AVSpeechUtterance(ssmlRepresentation: ssml)?.speechString,
            "In 300 metres, turn right onto Boulevard Albert I & go.")
        expectEqual(AVSpeechUtterance(ssmlRepresentation: "Turn left"), nil, "no <speak> root")
        expectEqual(AVSpeechUtterance(ssmlRepresentation: "<speak>Turn <b>left</speak>"), nil, "not well-formed")
        expectEqual(AVSpeechUtterance(ssmlRepresentation: "<speak>A &bogus; one</speak>"), nil)
        expectEqual(AVSpeechUtterance(ssmlRepresentation: "<speak>One</speak> two"), nil, "text after the root")
        expectEqual(AVSpeechUtterance(ssmlRepresentation: "<speak/>")?.speechString, "")
    }

    @Test func voicesComeFromTheCar() throws {
        let host = FakeHost()
        host.speechVoicesAnswer = Self.voices
        try CPHostBridge.withEnvironment(host) {
            expectEqual(AVSpeechSynthesisVoice.speechVoices().map(\.language), ["en-US", "en-GB", "fr-FR"])
            let british = try require(AVSpeechSynthesisVoice(language: "en-gb"))
            expectTrue(british.identifier == "org.espeak-ng.voice.en-gb" && british.gender == .female)
            expectTrue(british.quality == .default && british.name == "English (Great Britain)")
            expectEqual(AVSpeechSynthesisVoice(language: "fr")?.language, "fr-FR", "a language alone finds a region")
            expectEqual(AVSpeechSynthesisVoice(language: "en-ZA")?.language, "en-US", "same language, first voice")
            expectEqual(AVSpeechSynthesisVoice(language: "ja-JP"), nil)
            expectEqual(AVSpeechSynthesisVoice(identifier: "org.espeak-ng.voice.fr-fr")?.language, "fr-FR")
            expectEqual(AVSpeechSynthesisVoice(identifier: AVSpeechSynthesisVoiceIdentifierAlex), nil)
            expectEqual(AVSpeechSynthesisVoice(language: "en-US"), AVSpeechSynthesisVoice(language: "en-US"))
        }
        expectEqual(AVSpeechSynthesisVoice.currentLanguageCode().isEmpty, false)
    }

    @Test func commandsReachTheCarAndEventsReachTheDelegate() throws {
        let host = FakeHost()
        host.speechVoicesAnswer = Self.voices
        let heard = Heard()
        let synthesizer = AVSpeechSynthesizer()
        let utterance = AVSpeechUtterance(string: "Turn left")
        try CPHostBridge.withEnvironment(host) {
            synthesizer.delegate = heard
            utterance.voice = AVSpeechSynthesisVoice(language: "fr-FR")
            utterance.rate = 0.6
            synthesizer.speak(utterance)
            synthesizer.speak(utterance)  // already queued: not twice
            expectTrue(synthesizer.isSpeaking)
            expectTrue(synthesizer.pauseSpeaking(at: .word))
            expectTrue(!synthesizer.continueSpeaking(), "not paused yet")
            let commands = host.speechCommands.map(\.command)
            expectEqual(commands.count, 2)
            guard case .speak(let id, let platform) = commands.first else {
                Issue.record("no speak command")
                return
            }
            expectTrue(platform.text == "Turn left" && platform.voiceIdentifier == "org.espeak-ng.voice.fr-fr")
            expectTrue(platform.language == "fr-FR" && platform.rate == 0.6 && platform.usesApplicationAudioSession)
            expectEqual(commands.last, .pause(atWordBoundary: true))
            let listener = try require(host.speechListeners.values.first)
            listener(.didStart(id))
            listener(.willSpeak(id, location: 5, length: 4))
            listener(.didPause(id))
            expectTrue(synthesizer.isPaused)
            listener(.didContinue(id))
            listener(.didFinish(id))
            expectEqual(heard.calls, ["start Turn left", "range 5,4", "finish Turn left"])
            expectTrue(!synthesizer.isSpeaking && !synthesizer.isPaused)
            // The synthesizer activated the app's audio session when the utterance started.
            expectTrue(AVAudioSession.sharedInstance()._hostState.isActive)
        }
    }

    @Test func stoppingDropsTheQueueAndACancelEndsTheSpokenOne() throws {
        let host = FakeHost()
        let heard = Heard()
        let synthesizer = AVSpeechSynthesizer()
        try CPHostBridge.withEnvironment(host) {
            synthesizer.delegate = heard
            synthesizer.speak(AVSpeechUtterance(string: "One"))
            synthesizer.speak(AVSpeechUtterance(string: "Two"))
            let listener = try require(host.speechListeners.values.first)
            guard case .speak(let first, _) = host.speechCommands.first?.command else { return }
            listener(.didStart(first))
            expectTrue(synthesizer.stopSpeaking(at: .word))
            expectEqual(host.speechCommands.last?.command, .stop(atWordBoundary: true))
            expectTrue(synthesizer.isSpeaking, "the spoken one goes when the car cancels it")
            listener(.didCancel(first))
            expectTrue(heard.calls == ["start One", "cancel One"] && !synthesizer.isSpeaking)
            expectTrue(!synthesizer.stopSpeaking(at: .immediate))
        }
    }

    @Test func anUtteranceTheCarDropsIsForgottenSilently() throws {
        let host = FakeHost()
        let heard = Heard()
        let synthesizer = AVSpeechSynthesizer()
        try CPHostBridge.withEnvironment(host) {
            synthesizer.delegate = heard
            synthesizer.speak(AVSpeechUtterance(string: "One"))
            guard case .speak(let id, _) = host.speechCommands.first?.command else { return }
            let listener = try require(host.speechListeners.values.first)
            listener(.didStart(id))
            listener(.didDrop(id))
            expectTrue(!synthesizer.isSpeaking && heard.calls == ["start One"])
        }
    }

    @Test func withoutACarNothingIsSpoken() {
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.speak(AVSpeechUtterance(string: "Hello"))
        expectTrue(!synthesizer.isSpeaking)
        expectTrue(AVSpeechSynthesisVoice.speechVoices().isEmpty || PlatformHost.currentEnvironment != nil)
    }
}
