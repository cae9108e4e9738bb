import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// The car's speech engine: espeak-ng and sox run for real (scripts/install-speech installs them).
@Suite struct SpeechEngineTests {
    @Test func listsEspeakVoicesWithBCP47Codes() throws {
        let voices = try SpeechEngine().voices()
        let american = try require(voices.first { $0.language == "en-US" })
        expectTrue(american.espeakName == "gmw/en-US" && american.identifier == "org.espeak-ng.voice.en-US")
        expectTrue(voices.contains { $0.language == "fr-FR" } && voices.contains { $0.language == "de" })
        expectEqual(Set(voices.map(\.identifier)).count, voices.count, "identifiers are unique")
        // The first voice of a language is espeak-ng's choice for it.
        expectEqual(voices.first { $0.language.hasPrefix("en") }?.language, "en-GB")
        expectEqual(voices.first { $0.language.hasPrefix("fr") }?.language, "fr-FR")
    }

    @Test func parsesTheVoicesTable() {
        let output = """
            Pty Language       Age/Gender VoiceName          File                 Other Languages
             5  af              --/M      Afrikaans          gmw/af
             2  en-gb-x-rp      --/F      English_(Received_Pronunciation) gmw/en-GB-x-rp (en 4)
             5  cmn-latn-pinyin --/M      Chinese_(Mandarin,_latin_as_Pinyin) sit/cmn-Latn-pinyin  (zh-cmn 5)(zh 5)
            """
        let voices = SpeechEngine.parseVoices(output)
        expectEqual(voices.map(\.language), ["af", "cmn-Latn-pinyin", "en-GB-x-rp"])
        expectTrue(voices[2].name == "English (Received Pronunciation)" && voices[2].gender == 2)
        expectTrue(voices[0].gender == 1 && voices[0].espeakName == "gmw/af")
        expectEqual(voices[1].identifier, "org.espeak-ng.voice.cmn-Latn-pinyin")
        let shared = SpeechEngine.parseVoices(
            """
            Pty Language Age/Gender VoiceName File
             5  yue --/M Chinese_(Cantonese) sit/yue
             5  yue --/M Chinese_(Cantonese,_latin_as_Jyutping) sit/yue-Latn-jyutping
            """)
        expectEqual(shared.map(\.identifier), ["org.espeak-ng.voice.yue", "org.espeak-ng.voice.yue-Latn-jyutping"])
        expectEqual(shared.map(\.language), ["yue", "yue"])
    }

    @Test func bcp47Codes() {
        expectEqual(SpeechEngine.bcp47("en-us"), "en-US")
        expectEqual(SpeechEngine.bcp47("es-419"), "es-419")
        expectEqual(SpeechEngine.bcp47("sr-latn"), "sr-Latn")
        expectEqual(SpeechEngine.bcp47("chr-US-Qaaa-x-west"), "chr-US-Qaaa-x-west")
    }

    @Test func speaksToOggWithTheWavsDuration() async throws {
        let request = SpeechRequest(
            text: "-v turn left", voice: "en-us", wordsPerMinute: 175, pitch: 50, amplitude: 100)
        let audio = try await SpeechEngine(reusesAudio: false).render(request)
        expectEqual(audio.ogg.prefix(4), Data("OggS".utf8))
        expectTrue(audio.duration > 0.5 && audio.duration < 3, "\(audio.duration) s")
        // Faster speech is shorter.
        var fast = request
        fast.wordsPerMinute = 450
        let quick = try await SpeechEngine(reusesAudio: false).render(fast)
        expectLess(quick.duration, audio.duration)
    }

    @Test func aMissingProgramIsAnErrorNotACrash() async {
        let engine = SpeechEngine(espeak: "no-such-espeak-ng-here")
        #expect(throws: SpeechEngineError.missingTool("no-such-espeak-ng-here")) { try engine.voices() }
        let request = SpeechRequest(text: "Hello", voice: "en-us", wordsPerMinute: 175, pitch: 50, amplitude: 100)
        await #expect(throws: SpeechEngineError.missingTool("no-such-espeak-ng-here")) {
            try await engine.render(request)
        }
        let noSox = SpeechEngine(sox: "/nonexistent/sox")
        await #expect(throws: SpeechEngineError.missingTool("/nonexistent/sox")) { try await noSox.render(request) }
    }

    @Test func anUnknownVoiceIsEspeaksError() async {
        let request = SpeechRequest(
            text: "Hello", voice: "xx-nonexistent", wordsPerMinute: 175, pitch: 50, amplitude: 100)
        await #expect {
            try await SpeechEngine(reusesAudio: false).render(request)
        } throws: { error in
            guard case .failed(let tool, _, _) = error as? SpeechEngineError else { return false }
            return tool == "espeak-ng"
        }
    }

    @Test func readsTheDurationOfAWav() throws {
        var wav = Data("RIFF".utf8) + le(36 + 8000, 4) + Data("WAVE".utf8)
        wav += Data("fmt ".utf8) + le(16, 4) + le(1, 2) + le(1, 2) + le(8000, 4) + le(16000, 4) + le(2, 2) + le(16, 2)
        wav += Data("data".utf8) + le(8000, 4) + Data(count: 8000)
        expectEqual(try SpeechEngine.wavDuration(wav), 0.5)
        #expect(throws: SpeechEngineError.self) { try SpeechEngine.wavDuration(Data("not a wav".utf8)) }
    }

    private func le(_ value: Int, _ size: Int) -> Data { Data((0..<size).map { UInt8((value >> (8 * $0)) & 0xFF) }) }
}
