@_spi(CarPlayHost) import AVFAudio
import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// The speech rules: espeak-ng's settings for an utterance, word times, the prompt style, ducking.
@Suite struct SpeechRulesTests {
    @Test func ratesMapOntoEspeakSpeeds() {
        expectEqual(SpeechRules.wordsPerMinute(forRate: AVSpeechUtteranceMinimumSpeechRate), 80)
        expectEqual(SpeechRules.wordsPerMinute(forRate: AVSpeechUtteranceDefaultSpeechRate), 175)
        expectEqual(SpeechRules.wordsPerMinute(forRate: AVSpeechUtteranceMaximumSpeechRate), 450)
        expectEqual(SpeechRules.wordsPerMinute(forRate: 0.25), 128)
        expectEqual(SpeechRules.wordsPerMinute(forRate: 0.75), 313)
        expectTrue(SpeechRules.wordsPerMinute(forRate: 7) == 450 && SpeechRules.wordsPerMinute(forRate: -1) == 80)
        expectEqual(SpeechRules.wordsPerMinute(forRate: .nan), 175)
    }

    @Test func pitchAndVolumeMapOntoEspeaksScales() {
        expectEqual(SpeechRules.espeakPitch(forMultiplier: 1), 50)
        expectEqual(SpeechRules.espeakPitch(forMultiplier: 0.5), 25)
        expectEqual(SpeechRules.espeakPitch(forMultiplier: 2), 99)
        expectTrue(SpeechRules.espeakPitch(forMultiplier: 0.1) == 25 && SpeechRules.espeakPitch(forMultiplier: 9) == 99)
        expectTrue(SpeechRules.espeakAmplitude(forVolume: 1) == 100 && SpeechRules.espeakAmplitude(forVolume: 0) == 0)
        expectTrue(
            SpeechRules.espeakAmplitude(forVolume: 0.25) == 25 && SpeechRules.espeakAmplitude(forVolume: 3) == 100)
    }

    @Test func wordsLeaveOutPunctuationAndSpaces() {
        let text = "In 300 m, turn right — don't miss the A-8!"
        let words = SpeechRules.words(in: text).map {
            (text as NSString).substring(with: NSRange(location: $0.location, length: $0.length))
        }
        expectEqual(words, ["In", "300", "m", "turn", "right", "don't", "miss", "the", "A-8"])
        expectTrue(SpeechRules.words(in: "  ... ").isEmpty)
    }

    @Test func wordRangesCountUTF16LikeNSRange() {
        let text = "Café 👍 über"
        let words = SpeechRules.words(in: text)
        expectEqual(words, [.init(location: 0, length: 4), .init(location: 8, length: 4)])
        expectEqual((text as NSString).substring(with: NSRange(location: 8, length: 4)), "über")
    }

    @Test func wordsStartInProportionToTheirPlaceInTheText() {
        let words = SpeechRules.words(in: "Turn left now")
        expectEqual(SpeechRules.wordOffsets(words, textLength: 13, duration: 2.6), [0, 1, 2])
        expectEqual(SpeechRules.estimatedDuration(of: "Turn left now", wordsPerMinute: 180), 1)
    }

    @Test func thePromptStyleFollowsSiriAndCalls() {
        expectEqual(SpeechRules.promptStyle(for: CarVoiceState()), .normal)
        expectEqual(SpeechRules.promptStyle(for: CarVoiceState(isOnCall: true)), .short)
        expectEqual(SpeechRules.promptStyle(for: CarVoiceState(isSiriSpeaking: true)), .short)
        expectEqual(SpeechRules.promptStyle(for: CarVoiceState(isSiriListening: true)), .none)
        expectEqual(SpeechRules.promptStyle(for: CarVoiceState(isSiriListening: true, isOnCall: true)), .none)
    }

    @Test func activeVoicePromptAndDuckingSessionsDuckOthers() {
        let playback = AVAudioSession.Category.playback.rawValue
        let prompt = AVAudioSession.Mode.voicePrompt.rawValue
        let duck = AVAudioSession.CategoryOptions.duckOthers.rawValue
        expectTrue(SpeechRules.ducksOthers(.init(isActive: true, category: playback, mode: prompt, options: 0)))
        expectTrue(SpeechRules.ducksOthers(.init(isActive: true, category: playback, mode: "", options: duck)))
        expectTrue(!SpeechRules.ducksOthers(.init(isActive: false, category: playback, mode: prompt, options: duck)))
        expectTrue(!SpeechRules.ducksOthers(.init(isActive: true, category: playback, mode: "", options: 1)))
        expectTrue(
            SpeechRules.ducksOthers(
                .init(isActive: false, category: playback, mode: "", options: 0, speaksThroughCarSession: true)))
    }
}
