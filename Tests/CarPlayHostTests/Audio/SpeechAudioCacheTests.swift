import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// A prompt said again is said from the audio made the first time (espeak-ng and sox make the same audio from the same
/// request): the programs run once per request, a failure is not kept, and the kept audio is bounded by bytes.
/// The programs here are shell scripts that count their runs.
@Suite(.timeLimit(.minutes(10))) struct SpeechAudioCacheTests {
    /// A fake espeak-ng that counts its runs (a line in `espeak-runs`), fails while a file `fail` exists, and otherwise
    /// writes a WAV of 0.1 s of silence where `-w` says; a fake sox that copies it to its output. Both in a directory
    /// of their own, so their paths (the cache's key) are the test's alone.
    static func countingEngine(reusesAudio: Bool = true) throws -> (SpeechEngine, URL) {
        let directory = try SpeechProcessTests.scratchDirectory()
        // RIFF, WAVE, a PCM format of 22,050 Hz, mono, 16 bits (44,100 bytes a second), then 4,410 bytes of data.
        let header =
            #"RIFF\136\021\000\000WAVEfmt \020\000\000\000\001\000\001\000\042\126\000\000\104\254\000\000"#
            + #"\002\000\020\000data\072\021\000\000"#
        let espeak = try SpeechProcessTests.script(
            """
            dir=$(dirname "$0")
            echo run >> "$dir/espeak-runs"
            [ -f "$dir/fail" ] && exit 1
            while [ $# -gt 0 ]; do [ "$1" = "-w" ] && wav="$2"; shift; done
            printf '\(header)' > "$wav"
            head -c 4410 /dev/zero >> "$wav"
            """, in: directory)
        let sox = directory.appendingPathComponent("fake-sox")
        try Data("#!/bin/sh\ncp \"$1\" \"$4\"\n".utf8).write(to: sox)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sox.path)
        return (SpeechEngine(espeak: espeak.path, sox: sox.path, reusesAudio: reusesAudio), directory)
    }

    static func runs(in directory: URL) -> Int {
        let text = (try? String(contentsOf: directory.appendingPathComponent("espeak-runs"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").count
    }

    static let request = SpeechRequest(
        text: "In 300 metres, turn left", voice: "en-us", wordsPerMinute: 175, pitch: 50, amplitude: 100)

    @Test func aPromptSaidAgainIsNotMadeAgain() async throws {
        let (engine, directory) = try Self.countingEngine()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await engine.render(Self.request)
        expectEqual(first.duration, 0.1)
        let again = try await engine.render(Self.request)
        expectEqual(again, first)
        expectEqual(Self.runs(in: directory), 1, "the same request is said from the kept audio")
        // Another text, voice or rate is another prompt.
        var other = Self.request
        other.text = "In 100 metres, turn left"
        _ = try await engine.render(other)
        other = Self.request
        other.wordsPerMinute = 200
        _ = try await engine.render(other)
        expectEqual(Self.runs(in: directory), 3)
        // An engine that does not reuse audio runs its programs every time.
        var fresh = engine
        fresh.reusesAudio = false
        _ = try await fresh.render(Self.request)
        expectEqual(Self.runs(in: directory), 4)
    }

    /// Siri's question asked again and again while the first is still being made: those that waited their turn find
    /// its audio (the programs run at most once per render slot).
    @Test func aPromptAskedForManyTimesAtOnceIsMadeOncePerRenderSlotAtMost() async throws {
        let (engine, directory) = try Self.countingEngine()
        defer { try? FileManager.default.removeItem(at: directory) }
        let made = try await withThrowingTaskGroup(of: RenderedSpeech.self) { group in
            for _ in 0..<40 { group.addTask { try await engine.render(Self.request) } }
            return try await group.reduce(into: [RenderedSpeech]()) { $0.append($1) }
        }
        expectEqual(made.count, 40)
        expectTrue(made.allSatisfy { $0 == made[0] })
        let runs = Self.runs(in: directory)
        expectTrue(runs >= 1 && runs <= SpeechEngine.concurrentRenders, "espeak-ng ran \(runs) times for one prompt")
    }

    @Test func aFailedPromptIsMadeAgainTheNextTime() async throws {
        let (engine, directory) = try Self.countingEngine()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("fail"))
        await #expect(throws: SpeechEngineError.self) { try await engine.render(Self.request) }
        try FileManager.default.removeItem(at: directory.appendingPathComponent("fail"))
        let speech = try await engine.render(Self.request)
        expectEqual(speech.duration, 0.1)
        expectEqual(Self.runs(in: directory), 2, "the failure was not kept")
    }

    @Test func theKeptAudioIsBoundedAndTheLeastRecentlyUsedGoesFirst() {
        let cache = SpeechAudioCache(byteLimit: 100)
        func key(_ text: String) -> SpeechAudioCache.Key {
            var request = Self.request
            request.text = text
            return SpeechAudioCache.Key(espeak: "/e", sox: "/s", request: request)
        }
        func speech(_ bytes: Int) -> RenderedSpeech { RenderedSpeech(duration: 1, ogg: Data(count: bytes)) }
        cache.keep(speech(40), for: key("a"))
        cache.keep(speech(40), for: key("b"))
        _ = cache.speech(for: key("a"))  // used after b
        cache.keep(speech(40), for: key("c"))
        expectEqual(cache.speech(for: key("b")), nil, "the one used longest ago went")
        expectTrue(cache.speech(for: key("a")) != nil && cache.speech(for: key("c")) != nil)
        expectEqual(cache.kept.count, 2)
        expectEqual(cache.kept.bytes, 80)
        cache.keep(speech(101), for: key("d"))
        expectEqual(cache.speech(for: key("d")), nil, "audio larger than the whole limit is not kept")
        expectEqual(cache.kept.bytes, 80)
        // Kept again under the same request, the old audio's bytes are not counted twice.
        cache.keep(speech(50), for: key("a"))
        expectEqual(cache.kept.bytes, 90)
    }
}
