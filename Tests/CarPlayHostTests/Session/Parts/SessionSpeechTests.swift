import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost
@testable import CarPlayHost

@MainActor
@Suite("Session parts: speech")
struct SessionSpeechTests {
    private let start = Date(timeIntervalSince1970: 1000)

    private func utterance(_ text: String, language: String? = nil, voice: String? = nil) -> PlatformUtterance {
        PlatformUtterance(
            text: text, voiceIdentifier: voice, language: language, rate: 0.5, pitchMultiplier: 1, volume: 1,
            preUtteranceDelay: 0, postUtteranceDelay: 0, usesApplicationAudioSession: true)
    }

    private let voices = [
        SpeechVoice(identifier: "en-GB.v", name: "British", language: "en-GB", espeakName: "en-gb", gender: 1),
        SpeechVoice(identifier: "en-US.v", name: "American", language: "en-US", espeakName: "en-us", gender: 2),
        SpeechVoice(identifier: "fr-FR.v", name: "French", language: "fr-FR", espeakName: "fr", gender: 1),
    ]

    private func speak(
        _ speech: inout SessionSpeech, _ text: String, synthesizer: Int = 1, id: Int, at time: Date
    ) -> [SpeechQueue.Event] {
        let utterance = utterance(text)
        let record = SessionSpeech.record(
            synthesizer: synthesizer, utterance: id, utterance, voices: voices, locale: Locale(identifier: "en_US"))
        return speech.speak(record, utterance, at: time)
    }

    @Test("voices: the app's choice, else its language's, else the car's locale's; codes match case aside")
    func voiceChoice() {
        let locale = Locale(identifier: "fr_FR")
        expectEqual(SessionSpeech.languageCode(of: Locale(identifier: "en_US")), "en-US")
        expectEqual(SessionSpeech.languageCode(of: Locale(identifier: "de")), "de")
        expectEqual(SessionSpeech.voice(for: "en_us", in: voices)?.identifier, "en-US.v")
        expectEqual(SessionSpeech.voice(for: "en-AU", in: voices)?.identifier, "en-GB.v", "the first of the language")
        expectEqual(SessionSpeech.voice(for: "de-DE", in: voices), nil)
        let chosen = SessionSpeech.record(
            synthesizer: 1, utterance: 1, utterance("Hi", language: "en-US", voice: "en-GB.v"), voices: voices,
            locale: locale)
        expectTrue(chosen.voiceIdentifier == "en-GB.v" && chosen.request.voice == "en-gb")
        let byLanguage = SessionSpeech.record(
            synthesizer: 1, utterance: 2, utterance("Hi", language: "en-US"), voices: voices, locale: locale)
        expectEqual(byLanguage.voiceIdentifier, "en-US.v")
        let byLocale = SessionSpeech.record(
            synthesizer: 1, utterance: 3, utterance("Salut"), voices: voices, locale: locale)
        expectTrue(byLocale.language == "fr-FR" && byLocale.request.voice == "fr")
        let noVoice = SessionSpeech.record(
            synthesizer: 1, utterance: 4, utterance("Hallo", language: "de-DE"), voices: voices, locale: locale)
        expectTrue(noVoice.voiceIdentifier == nil && noVoice.request.voice == "de-de" && noVoice.language == "de-DE")
    }

    @Test("the prompt style follows the car's voice state")
    func promptStyle() {
        var speech = SessionSpeech()
        expectEqual(speech.promptStyle, .normal)
        speech.voiceState = CarVoiceState(isOnCall: true)
        expectEqual(speech.promptStyle, .short)
        speech.voiceState = CarVoiceState(isSiriListening: true)
        expectEqual(speech.promptStyle, .none)
    }

    @Test("an utterance waits for its audio, then is spoken through; its record follows")
    func speaksThrough() throws {
        var speech = SessionSpeech()
        let queued = speak(&speech, "Turn left", id: 7, at: start)
        expectTrue(queued.isEmpty, "no audio yet")
        expectTrue(speech.isSpeaking)
        expectEqual(speech.spoken.map(\.state), [.queued])
        speech.beginRendering()
        expectEqual(speech.rendering, 1)
        let audio = RenderedSpeech(duration: 1, ogg: Data([1, 2, 3]))
        let duration = speech.finishRendering(
            .success(audio), synthesizer: 1, utterance: 7, request: speech.spoken[0].request)
        expectTrue(duration == 1 && speech.rendering == 0)
        expectEqual(speech.spoken[0].audio, Data([1, 2, 3]))
        let ready = speech.audioReady(1, utterance: 7, duration: duration, at: start)
        let started = try require(ready).map { speech.record($0, synthesizer: 1) }
        expectTrue(started.contains(.didStart(7)))
        expectTrue(speech.spoken[0].state == .speaking && speech.spoken[0].startedAt == start)
        let advanced = speech.advance(1, to: start + 5)
        let rest = try require(advanced)
        let platform = rest.map { speech.record($0, synthesizer: 1) }
        expectEqual(platform.last, .didFinish(7))
        expectTrue(platform.contains(.willSpeak(7, location: 5, length: 4)))
        expectTrue(speech.spoken[0].state == .finished && speech.spoken[0].spokenWords == ["Turn", "left"])
        expectTrue(!speech.isSpeaking)
        let other = speech.advance(2, to: start + 5)
        expectEqual(other, nil, "synthesizer 2 has no queue")
    }

    @Test("failed audio is timed by the estimate and the record keeps the error; waiters go when all audio is made")
    func failedAudio() async {
        var speech = SessionSpeech()
        _ = speak(&speech, "One two three", id: 1, at: start)
        speech.beginRendering()
        speech.beginRendering()
        let request = speech.spoken[0].request
        let duration = speech.finishRendering(
            .failure(.badAudio("no sox")), synthesizer: 1, utterance: 1, request: request)
        expectEqual(duration, SpeechRules.estimatedDuration(of: request.text, wordsPerMinute: request.wordsPerMinute))
        expectEqual(speech.spoken[0].error, .badAudio("no sox"))
        var waiters = speech.idleWaiters()
        expectTrue(waiters.isEmpty, "audio is still being made")
        _ = speech.finishRendering(.failure(.badAudio("")), synthesizer: 9, utterance: 9, request: request)
        expectEqual(speech.rendering, 0)
        waiters = speech.idleWaiters()
        expectTrue(waiters.isEmpty, "nobody waits")
    }

    @Test("stop cancels what is spoken; a synthesizer without a queue gets an empty one")
    func control() throws {
        var speech = SessionSpeech()
        let paused = speech.control(.pause(atWordBoundary: false), synthesizer: 3, at: start)
        expectTrue(paused.isEmpty)
        expectEqual(speech.synthesizers, [3])
        _ = speak(&speech, "Hello there", id: 1, at: start)
        _ = speech.audioReady(1, utterance: 1, duration: 2, at: start)
        let stopped = speech.control(.stop(atWordBoundary: false), synthesizer: 1, at: start + 0.5)
        let cancelled = stopped.map { speech.record($0, synthesizer: 1) }
        expectTrue(cancelled.contains(.didCancel(1)))
        expectTrue(speech.spoken[0].state == .cancelled && speech.spoken[0].endedAt == start + 0.5)
    }

    @Test("queued utterances the queue no longer holds are marked dropped, unless an event tells of them")
    func markDropped() {
        var speech = SessionSpeech()
        _ = speak(&speech, "First", id: 1, at: start)
        _ = speak(&speech, "Second", id: 2, at: start)
        _ = speech.control(.stop(atWordBoundary: false), synthesizer: 1, at: start)
        speech.markDropped(synthesizer: 1, besides: [])
        expectEqual(speech.spoken.map(\.state), [.dropped, .dropped])
    }

    @Test("dropping the queues hands back each listener's utterances, then unfinished records end")
    func dropQueues() throws {
        var speech = SessionSpeech()
        let none = speech.dropQueues()
        expectEqual(none, nil)
        speech.listen(1) { _ in }
        _ = speak(&speech, "First", id: 1, at: start)
        _ = speak(&speech, "Second", id: 2, at: start)
        let queues = speech.dropQueues()
        let dropped = try require(queues)
        expectTrue(dropped.count == 1 && dropped[0].utterances == [1, 2] && dropped[0].listener != nil)
        expectTrue(speech.synthesizers.isEmpty && speech.listeners.isEmpty)
        speech.endUnfinished(at: start + 1)
        expectEqual(speech.spoken.map(\.state), [.dropped, .dropped])
        expectTrue(speech.spoken.allSatisfy { $0.endedAt == start + 1 })
    }

    @Test("the record keeps the last utterances only")
    func retention() {
        var speech = SessionSpeech()
        for id in 0..<(SessionSpeech.retainedUtterances + 5) { _ = speak(&speech, "x", id: id, at: start) }
        expectEqual(speech.spoken.count, SessionSpeech.retainedUtterances)
        expectEqual(speech.spoken.first?.utterance, 5)
    }

    @Test("the record keeps the newest utterances' audio up to its byte limit; older ones keep their text")
    func audioRetention() {
        var speech = SessionSpeech()
        let size = 1 << 20
        let count = SessionSpeech.retainedAudioBytes / size + 4
        for id in 0..<count {
            _ = speak(&speech, "A long text \(id)", id: id, at: start)
            speech.beginRendering()
            _ = speech.finishRendering(
                .success(RenderedSpeech(duration: 60, ogg: Data(count: size))), synthesizer: 1, utterance: id,
                request: speech.spoken[id].request)
        }
        let kept = speech.spoken.compactMap(\.audio).reduce(0) { $0 + $1.count }
        expectTrue(kept <= SessionSpeech.retainedAudioBytes && kept >= SessionSpeech.retainedAudioBytes - size)
        expectTrue(speech.spoken.count == count && speech.spoken.last?.audio?.count == size)
        expectTrue(speech.spoken.first?.audio == nil && speech.spoken.first?.text == "A long text 0")
    }

    @Test("an engine that cannot list its voices: none, and the error kept")
    func voicesError() {
        var speech = SessionSpeech()
        speech.engine = SpeechEngine(espeak: "/nonexistent/espeak-ng")
        let voices = speech.voices()
        expectTrue(voices.isEmpty)
        expectNotEqual(speech.voicesError, nil)
    }
}
