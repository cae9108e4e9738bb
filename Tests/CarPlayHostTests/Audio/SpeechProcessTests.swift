import CarPlayTestSupport
import Expectations
import Foundation
import Testing

@_spi(CarPlayHost) import AVFAudio
@testable import CarPlayHost

/// The speech engine's programs cannot take the car down: every run closes the descriptors it opened, a program
/// that hangs is killed at the engine's timeout (with what it started), one that floods its error output never
/// blocks, listing the voices never holds the caller long, and a missing espeak-ng is told once in the car's log.
/// Hostile engines are shell scripts the tests write; the real engine runs when it is installed.
@Suite(.timeLimit(.minutes(10))) struct SpeechProcessTests {
    static let engineInstalled = SpeechEngine().missingProgram() == nil

    /// Runs `body` with a ledger of the pipe ends its speech programs' runs make, and returns how many are still open
    /// after it. Not the process's descriptor count: other suites running at the same time open and close their own.
    static func descriptorsLeftOpen(_ body: () async throws -> Void) async rethrows -> Int {
        let ledger = SpeechProcess.DescriptorLedger()
        try await SpeechProcess.DescriptorLedger.$current.withValue(ledger) { try await body() }
        return ledger.open
    }

    /// A directory of its own for a test's scripts and files; the test removes it when it ends.
    static func scratchDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "carplay-fake-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// An executable shell script in `directory`.
    static func script(_ body: String, in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("fake-espeak-ng")
        try Data(("#!/bin/sh\n" + body + "\n").utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }

    static let request = SpeechRequest(
        text: "In 300 metres, turn left", voice: "en-us", wordsPerMinute: 175, pitch: 50, amplitude: 100)

    @Test(.enabled(if: engineInstalled)) func fiftyPromptsLeaveNoDescriptorOpen() async throws {
        let left = try await Self.descriptorsLeftOpen {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<50 {
                    var request = Self.request
                    request.text = "Prompt \(index): in 300 metres, turn left"
                    group.addTask { _ = try await SpeechEngine(reusesAudio: false).render(request) }
                }
                try await group.waitForAll()
            }
        }
        expectEqual(left, 0, "\(left) pipe ends left open after 50 prompts")
    }

    @Test func aHangingProgramIsKilledWithWhatItStartedAndLaterPromptsDoNotWaitForIt() async throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("sleeper")
        let runs = directory.appendingPathComponent("runs")
        let hanging = try Self.script(
            "echo run >> '\(runs.path)'\nsleep 600 & echo $! > '\(pidFile.path)'\nwait", in: directory)
        let engine = SpeechEngine(
            espeak: hanging.path, sox: "/bin/true", timeout: .milliseconds(500), reusesAudio: false)
        let clock = ContinuousClock()
        let start = clock.now
        let left = await Self.descriptorsLeftOpen {
            await #expect(throws: SpeechEngineError.timedOut(tool: hanging.path, seconds: 0.5)) {
                try await engine.render(Self.request)
            }
        }
        expectEqual(left, 0, "\(left) pipe ends left open by the killed program's run")
        // Killed at its timeout (0.5 s), not after the 600 s sleep: the bound is half the sleep, so a loaded machine's
        // slow turns (65 s once, in a CI run beside Chromium) do not decide the test.
        expectTrue(clock.now - start < .seconds(300), "killed at its timeout, not after the sleep")
        // The shell's child went with it (its process group was killed).
        let sleeper = try require(
            Int32(
                String(decoding: try Data(contentsOf: pidFile), as: UTF8.self)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
        try await Task.sleep(for: .milliseconds(200))
        let state = (try? String(contentsOfFile: "/proc/\(sleeper)/stat", encoding: .utf8))?
            .split(separator: ")").last?.split(separator: " ").first
        expectTrue(state == nil || state == "Z", "the sleep was killed (state \(state.map(String.init) ?? "gone"))")
        // For a while, prompts fail at once rather than wait for the hanging program again: it is not started.
        await #expect(throws: SpeechEngineError.timedOut(tool: hanging.path, seconds: 0.5)) {
            try await engine.render(Self.request)
        }
        expectEqual(try String(contentsOf: runs, encoding: .utf8), "run\n", "started once")
        expectTrue(SpeechEngineError.timedOut(tool: "espeak-ng", seconds: 10).description.contains("no audio"))
    }

    @Test func aFloodOfErrorOutputNeitherBlocksNorIsKeptWhole() async throws {
        // 300 KB, several times what a pipe holds: a reader that waits for the exit first waits forever.
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let flooding = try Self.script("head -c 300000 /dev/zero | tr '\\0' x >&2\nexit 3", in: directory)
        let engine = SpeechEngine(espeak: flooding.path, sox: "/bin/true", timeout: .seconds(60), reusesAudio: false)
        let left = await Self.descriptorsLeftOpen {
            await #expect {
                try await engine.render(Self.request)
            } throws: { error in
                guard case .failed(let tool, let status, let message) = error as? SpeechEngineError else {
                    return false
                }
                return tool == flooding.path && status == 3 && message.count <= 2001 && message.hasPrefix("xxx")
            }
        }
        expectEqual(left, 0, "\(left) pipe ends left open")
    }

    @Test func listingTheVoicesOfAHangingEngineHoldsTheCallerOnlyBriefly() async throws {
        let directory = try Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hanging = try Self.script("exec sleep 600", in: directory)
        let engine = SpeechEngine(espeak: hanging.path, timeout: .seconds(1), voicesWait: .milliseconds(200))
        let clock = ContinuousClock()
        let start = clock.now
        #expect(throws: SpeechEngineError.timedOut(tool: hanging.path, seconds: 0.2)) { try engine.voices() }
        expectTrue(clock.now - start < .seconds(20), "the caller waited \(clock.now - start)")
        // The listing is killed at the engine's timeout; later calls have its failure at once.
        try await Task.sleep(for: .seconds(2))
        let again = clock.now
        #expect(throws: SpeechEngineError.timedOut(tool: hanging.path, seconds: 1)) { try engine.voices() }
        expectTrue(clock.now - again < .seconds(5))
    }

    @MainActor @Test func aMissingEspeakIsToldOnceInTheCarsLog() async throws {
        let missing = SpeechEngine(espeak: "/nonexistent/espeak-ng")
        let system = CarSystem(apps: [try Apps.faulty()], speechEngine: missing)
        try system.launch(Apps.faultyID)
        let session = try require(system.sessions[Apps.faultyID])
        let synthesizer = session.runAsApp { AVSpeechSynthesizer() }
        for text in ["Turn left", "Turn right"] {
            session.runAsApp { synthesizer.speak(AVSpeechUtterance(string: text)) }
            await session.speechAudioReady()
        }
        let told = system.log.entries.map(\.text).filter { $0.contains("espeak-ng is not installed") }
        expectEqual(told.count, 1, "\(told)")
        expectEqual(told.first?.hasPrefix("Voice prompts are silent: /nonexistent/espeak-ng is not installed"), true)
        expectTrue(session.spokenUtterances.allSatisfy { $0.error == .missingTool("/nonexistent/espeak-ng") })
    }
}
