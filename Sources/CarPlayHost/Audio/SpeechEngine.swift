import Foundation

/// A voice of the car's speech engine.
public struct SpeechVoice: Codable, Hashable, Sendable {
    /// `AVSpeechSynthesisVoice.identifier`: `org.espeak-ng.voice.` and the voice's language
    /// (`org.espeak-ng.voice.en-US`), or the name of its file where several voices share the language.
    public var identifier: String
    /// The name people see (espeak-ng's, underscores as spaces).
    public var name: String
    /// BCP-47 language code (`en-US`).
    public var language: String
    /// What espeak-ng's `-v` takes: the voice file (`gmw/en-US`).
    public var espeakName: String
    /// `AVSpeechSynthesisVoiceGender` raw value: 0 unspecified, 1 male, 2 female.
    public var gender: Int

    public init(identifier: String, name: String, language: String, espeakName: String, gender: Int) {
        self.identifier = identifier
        self.name = name
        self.language = language
        self.espeakName = espeakName
        self.gender = gender
    }
}

/// What the engine is asked to say, in espeak-ng's terms (`SpeechRules` turns an utterance's settings into them).
public struct SpeechRequest: Hashable, Sendable {
    public var text: String
    /// espeak-ng's voice (`-v`).
    public var voice: String
    /// `-s`, words per minute.
    public var wordsPerMinute: Int
    /// `-p`, 0…99.
    public var pitch: Int
    /// `-a`, 0…200.
    public var amplitude: Int

    public init(text: String, voice: String, wordsPerMinute: Int, pitch: Int, amplitude: Int) {
        self.text = text
        self.voice = voice
        self.wordsPerMinute = wordsPerMinute
        self.pitch = pitch
        self.amplitude = amplitude
    }
}

/// Spoken audio: how long it lasts (from the WAV espeak-ng wrote) and the Ogg Vorbis file sox made of it, which a
/// front end plays.
public struct RenderedSpeech: Hashable, Sendable {
    public var duration: TimeInterval
    /// An Ogg Vorbis file.
    public var ogg: Data

    public init(duration: TimeInterval, ogg: Data) {
        self.duration = duration
        self.ogg = ogg
    }
}

/// Why the engine could not speak.
public enum SpeechEngineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A program is not installed (`scripts/install-speech` installs both).
    case missingTool(String)
    /// A program ended with an error.
    case failed(tool: String, status: Int32, message: String)
    /// The audio could not be read.
    case badAudio(String)
    /// A program ran past the engine's timeout and was killed (or, for the voices, is still listing them).
    case timedOut(tool: String, seconds: Double)

    public var description: String {
        switch self {
        case .missingTool(let tool):
            "\(tool) is not installed: the car cannot speak (run scripts/install-speech, or apt-get install "
                + "espeak-ng sox libsox-fmt-base)"
        case .failed(let tool, let status, let message):
            "\(tool) failed (exit status \(status)): \(message)"
        case .badAudio(let reason): "the spoken audio cannot be read: \(reason)"
        case .timedOut(let tool, let seconds):
            "\(tool) did not finish within \(seconds.formatted(.number.precision(.fractionLength(0...1)))) s: "
                + "it was stopped and the prompt has no audio"
        }
    }

    /// The kind of problem and its program, without the details that change from run to run (the car logs each
    /// once).
    public var kind: String {
        switch self {
        case .missingTool(let tool): "missing \(tool)"
        case .failed(let tool, _, _): "failed \(tool)"
        case .badAudio: "bad audio"
        case .timedOut(let tool, _): "timed out \(tool)"
        }
    }
}

/// The car's speech engine: Debian's `espeak-ng` speaks text to a WAV file, `sox` turns it into Ogg Vorbis (about
/// 25 KB a sentence). Both run as real subprocesses (`SpeechProcess`), off the main actor, at most
/// `concurrentRenders` prompts at a time (the rest wait their turn), each program killed after `timeout`; a missing
/// program is an error, never a crash.
public struct SpeechEngine: Sendable {
    /// espeak-ng: a path, or a name looked up in `PATH`.
    public var espeak: String
    /// sox: a path, or a name looked up in `PATH`.
    public var sox: String
    /// How long each program may run before it is killed (a prompt's audio takes espeak-ng well under a second).
    public var timeout: Duration
    /// How long `voices()` waits, at most and altogether, for espeak-ng to list its voices; the listing goes on in
    /// the background (until `timeout`) and later calls have its result.
    public var voicesWait: Duration
    /// Whether a prompt made before from the same request by the same programs is said again from its kept audio
    /// (`SpeechAudioCache`, shared by every engine of the program) instead of being made again. Off for tests of the
    /// programs themselves.
    public var reusesAudio: Bool

    /// How many prompts are made at the same time, for every engine of the program.
    public static let concurrentRenders = 2
    /// After a program timed out, how long renders with it fail at once instead of waiting for it again.
    public static let stallCooldown: Duration = .seconds(60)

    /// The audio the engines keep (`reusesAudio`): 4 MiB, about 160 prompts.
    static let audioCache = SpeechAudioCache(byteLimit: 4 << 20)

    public init(
        espeak: String = "espeak-ng", sox: String = "sox", timeout: Duration = .seconds(10),
        voicesWait: Duration = .seconds(2), reusesAudio: Bool = true
    ) {
        self.espeak = espeak
        self.sox = sox
        self.timeout = timeout
        self.voicesWait = voicesWait
        self.reusesAudio = reusesAudio
    }

    // MARK: Voices

    private static let voiceCache = VoiceCache()

    /// espeak-ng's voices (`espeak-ng --voices`), with BCP-47 language codes. Read once per program and kept. The
    /// listing runs in the background (usually about 10 ms); a caller waits for it at most `voicesWait` after it
    /// began, then has `.timedOut` (a hanging espeak-ng never holds the caller longer). A failed listing is tried
    /// again a minute later.
    public func voices() throws -> [SpeechVoice] {
        let program = try Self.locate(espeak)
        return try Self.voiceCache.voices(of: program, name: espeak, timeout: timeout, wait: voicesWait)
    }

    /// Why the engine cannot speak at all: the first of espeak-ng and sox that is not installed; nil when both are.
    public func missingProgram() -> SpeechEngineError? {
        for name in [espeak, sox] where (try? Self.locate(name)) == nil { return .missingTool(name) }
        return nil
    }

    /// Starts listing the voices in the background, so they are ready when an app asks (the car does it when it
    /// starts); nothing when they are known or espeak-ng is missing.
    public func preloadVoices() {
        guard let program = try? Self.locate(espeak) else { return }
        Self.voiceCache.start(program, name: espeak, timeout: timeout, wait: voicesWait)
    }

    /// Runs `espeak-ng --voices`, blocking the calling thread (a thread of the cache's).
    fileprivate static func listVoices(_ program: URL, name: String, timeout: Duration) -> Result<
        [SpeechVoice], SpeechEngineError
    > {
        switch SpeechProcess.runBlocking(program, ["--voices"], timeout: timeout, captureOutput: true) {
        case .failure(let failure): return .failure(spawnError(failure, name: name))
        case .success(let outcome):
            if outcome.timedOut { return .failure(.timedOut(tool: name, seconds: seconds(timeout))) }
            guard outcome.status == 0 else {
                return .failure(
                    .failed(tool: name, status: outcome.status ?? -1, message: Self.message(outcome.errors)))
            }
            return .success(parseVoices(String(decoding: outcome.output, as: UTF8.self)))
        }
    }

    /// The voices of `espeak-ng --voices` output: `Pty Language Age/Gender VoiceName File Other Languages`, one a
    /// line after the header. They are ordered by language, and within a language the way espeak-ng prefers them
    /// (its priority for the language, from `Pty` or the `(en 2)` entries of Other Languages), so the first voice of
    /// a language is espeak-ng's choice for it (`en` → English (Great Britain), `fr` → French (France)).
    public static func parseVoices(_ output: String) -> [SpeechVoice] {
        let rows = output.split(separator: "\n").dropFirst().map { $0.split(separator: " ") }.filter { $0.count >= 5 }
        var codeCounts: [String: Int] = [:]
        for row in rows { codeCounts[String(row[1]), default: 0] += 1 }
        var ranked: [(primary: String, priority: Int, index: Int, voice: SpeechVoice)] = []
        for (index, fields) in rows.enumerated() {
            let code = String(fields[1])
            let genderField = fields[2].split(separator: "/").last.map(String.init) ?? ""
            let gender = genderField == "M" ? 1 : genderField == "F" ? 2 : 0
            let name = fields[3].replacingOccurrences(of: "_", with: " ")
            let file = String(fields[4])
            // A voice is named by its language, or by its file where voices share a language (two Cantonese voices
            // share `yue`).
            let unique = codeCounts[code] == 1 ? bcp47(code) : file.split(separator: "/").last.map(String.init) ?? file
            let voice = SpeechVoice(
                identifier: "org.espeak-ng.voice.\(unique)", name: name, language: bcp47(code), espeakName: file,
                gender: gender)
            let primary = code.split(separator: "-").first.map { $0.lowercased() } ?? code
            let others = fields.dropFirst(5).joined(separator: " ")
            ranked.append(
                (primary, priority(of: primary, code: code, pty: Int(fields[0]), others: others), index, voice))
        }
        return ranked.sorted { ($0.primary, $0.priority, $0.index) < ($1.primary, $1.priority, $1.index) }.map(\.voice)
    }

    /// espeak-ng's priority of a voice for its primary language: `Pty` when the voice is that language, else its
    /// entry for it among the other languages (`(en 2)`), else last.
    private static func priority(of primary: String, code: String, pty: Int?, others: String) -> Int {
        if code.lowercased() == primary { return pty ?? 50 }
        for entry in others.split(separator: ")") {
            let parts = entry.replacingOccurrences(of: "(", with: "").split(separator: " ")
            if parts.count == 2, parts[0].lowercased() == primary, let value = Int(parts[1]) { return value }
        }
        return 100
    }

    /// espeak-ng's language code as BCP-47: the language in lower case, a two-letter or three-digit region in
    /// upper case, a four-letter script in title case, the rest as it is (`en-gb-x-rp` → `en-GB-x-rp`).
    public static func bcp47(_ code: String) -> String {
        var parts: [String] = []
        var privateUse = false
        for (index, part) in code.split(separator: "-").map(String.init).enumerated() {
            if index == 0 {
                parts.append(part.lowercased())
            } else if part.lowercased() == "x" || privateUse {
                privateUse = true
                parts.append(part.lowercased())
            } else if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) {
                parts.append(part.uppercased())
            } else if part.count == 4 {
                parts.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else {
                parts.append(part.lowercased())
            }
        }
        return parts.joined(separator: "-")
    }

    // MARK: Speaking

    /// Speaks `request` to audio: espeak-ng writes a WAV (its length is the duration), sox turns it into Ogg
    /// Vorbis. Runs off the caller's actor, after the prompts before it when `concurrentRenders` are being made;
    /// temporary files are removed. A program that runs past `timeout` is killed (`.timedOut`), and for
    /// `stallCooldown` afterwards prompts fail at once rather than wait for it again. With `reusesAudio`, a request
    /// the same programs made before is answered with its kept audio.
    public func render(_ request: SpeechRequest) async throws -> RenderedSpeech {
        let espeakProgram = try Self.locate(espeak)
        let soxProgram = try Self.locate(sox)
        let key = SpeechAudioCache.Key(espeak: espeakProgram.path, sox: soxProgram.path, request: request)
        if reusesAudio, let kept = Self.audioCache.speech(for: key) { return kept }
        try checkStall(espeakProgram, soxProgram)
        await Self.gate.acquire()
        defer { Self.gate.release() }
        // The same prompt may have been made while this one waited its turn (a question asked again and again), and
        // a program may have timed out meanwhile.
        if reusesAudio, let kept = Self.audioCache.speech(for: key) { return kept }
        try checkStall(espeakProgram, soxProgram)
        let speech = try await make(request, espeakProgram: espeakProgram, soxProgram: soxProgram)
        if reusesAudio { Self.audioCache.keep(speech, for: key) }
        return speech
    }

    /// Runs espeak-ng and sox for `request`, its turn at the gate taken (`render(_:)`).
    private func make(_ request: SpeechRequest, espeakProgram: URL, soxProgram: URL) async throws -> RenderedSpeech {
        let directory = FileManager.default.temporaryDirectory
        let stem = "carplay-speech-\(UUID().uuidString)"
        let textFile = directory.appendingPathComponent(stem + ".txt")
        let wavFile = directory.appendingPathComponent(stem + ".wav")
        let oggFile = directory.appendingPathComponent(stem + ".ogg")
        defer {
            for file in [textFile, wavFile, oggFile] { try? FileManager.default.removeItem(at: file) }
        }
        // The text goes through a file: a text starting with "-" is never taken for an option.
        try Data(request.text.utf8).write(to: textFile)
        try await run(
            espeakProgram, name: espeak,
            [
                "-v", request.voice, "-s", String(request.wordsPerMinute), "-p", String(request.pitch), "-a",
                String(request.amplitude), "-w", wavFile.path, "-f", textFile.path,
            ])
        let wav: Data
        do { wav = try Data(contentsOf: wavFile) } catch { throw SpeechEngineError.badAudio("espeak-ng wrote no WAV") }
        let duration = try Self.wavDuration(wav)
        // Ogg Vorbis at quality 3: about 25 KB for a sentence of espeak-ng's 22 kHz mono.
        try await run(soxProgram, name: sox, [wavFile.path, "-C", "3", oggFile.path])
        let ogg: Data
        do { ogg = try Data(contentsOf: oggFile) } catch { throw SpeechEngineError.badAudio("sox wrote no Ogg file") }
        return RenderedSpeech(duration: duration, ogg: ogg)
    }

    /// The duration of a PCM WAV file: its data bytes over its byte rate (the `fmt ` and `data` chunks).
    public static func wavDuration(_ wav: Data) throws -> TimeInterval {
        let bytes = [UInt8](wav)
        func word(_ at: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8)
        else { throw SpeechEngineError.badAudio("not a WAV file") }
        var offset = 12
        var byteRate: Int?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size = word(offset + 4, 4)
            let body = offset + 8
            if id == "fmt ", body + 12 <= bytes.count {
                byteRate = word(body + 8, 4)
            } else if id == "data" {
                guard let byteRate, byteRate > 0 else { throw SpeechEngineError.badAudio("no format before the data") }
                // A streamed WAV may give a size larger than the file: count what is there.
                let available = min(size, bytes.count - body)
                return Double(available) / Double(byteRate)
            }
            offset = body + size + (size & 1)
        }
        throw SpeechEngineError.badAudio("no data chunk")
    }

    // MARK: Processes

    /// The program's file: `name` itself when it holds a slash, else the first match in `PATH`.
    static func locate(_ name: String) throws -> URL {
        let manager = FileManager.default
        if name.contains("/") {
            guard manager.isExecutableFile(atPath: name) else { throw SpeechEngineError.missingTool(name) }
            return URL(fileURLWithPath: name)
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if manager.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        throw SpeechEngineError.missingTool(name)
    }

    private static let gate = RenderGate(limit: concurrentRenders)

    /// Throws `.timedOut` when espeak-ng or sox timed out less than `stallCooldown` ago.
    private func checkStall(_ espeakProgram: URL, _ soxProgram: URL) throws {
        for (program, name) in [(espeakProgram, espeak), (soxProgram, sox)] {
            if let stall = Self.gate.stall(of: program.path) {
                throw SpeechEngineError.timedOut(tool: name, seconds: stall)
            }
        }
    }

    /// Runs a program to its end (or its timeout) on a thread of its own; its error output (the first of it) is
    /// the failure's message.
    private func run(_ program: URL, name: String, _ arguments: [String]) async throws {
        let outcome: SpeechProcess.Outcome
        do {
            outcome = try await SpeechProcess.run(program, arguments, timeout: timeout)
        } catch {
            throw Self.spawnError(error, name: name)
        }
        if outcome.timedOut {
            Self.gate.stalled(program.path, seconds: Self.seconds(timeout))
            throw SpeechEngineError.timedOut(tool: name, seconds: Self.seconds(timeout))
        }
        guard outcome.status == 0 else {
            throw SpeechEngineError.failed(
                tool: name, status: outcome.status ?? -1, message: Self.message(outcome.errors))
        }
    }

    /// Why a program could not start: not there (or not a program) is `.missingTool`, anything else a failure with
    /// the system's reason.
    fileprivate static func spawnError(_ failure: SpeechProcess.SpawnFailure, name: String) -> SpeechEngineError {
        guard ![ENOENT, EACCES, ENOEXEC, ENOTDIR].contains(failure.code) else { return .missingTool(name) }
        return .failed(tool: name, status: -1, message: "could not start: \(String(cString: strerror(failure.code)))")
    }

    /// The start of a program's error output, as a message.
    fileprivate static func message(_ errors: Data) -> String {
        let text = String(decoding: errors.prefix(2000), as: UTF8.self)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return errors.count > 2000 ? trimmed + "…" : trimmed
    }

    fileprivate static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The turns of the prompts being made (at most `limit` at a time, the others wait in order), and the programs
/// that recently timed out.
private final class RenderGate: @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var running = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var stalls: [String: (until: ContinuousClock.Instant, seconds: Double)] = [:]

    init(limit: Int) { self.limit = limit }

    func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                guard running < limit else {
                    waiters.append(continuation)
                    return false
                }
                running += 1
                return true
            }
            if now { continuation.resume() }
        }
    }

    func release() {
        let next: CheckedContinuation<Void, Never>? = lock.withLock {
            guard !waiters.isEmpty else {
                running -= 1
                return nil
            }
            return waiters.removeFirst()
        }
        next?.resume()
    }

    /// The timeout of a program that timed out less than `SpeechEngine.stallCooldown` ago.
    func stall(of program: String) -> Double? {
        lock.withLock {
            guard let stall = stalls[program] else { return nil }
            guard ContinuousClock.now < stall.until else {
                stalls[program] = nil
                return nil
            }
            return stall.seconds
        }
    }

    func stalled(_ program: String, seconds: Double) {
        lock.withLock { stalls[program] = (ContinuousClock.now.advanced(by: SpeechEngine.stallCooldown), seconds) }
    }
}

/// The voices, listed once per program in the background; callers wait for a listing at most a bound after it
/// began.
private final class VoiceCache: @unchecked Sendable {
    private enum State {
        case loading(deadline: ContinuousClock.Instant)
        case loaded([SpeechVoice])
        case failed(SpeechEngineError, at: ContinuousClock.Instant)
    }

    /// How long a failed listing is kept before it is tried again.
    private static let retryAfter: Duration = .seconds(60)
    private let condition = NSCondition()
    private var states: [String: State] = [:]

    func voices(of program: URL, name: String, timeout: Duration, wait: Duration) throws -> [SpeechVoice] {
        condition.lock()
        defer { condition.unlock() }
        startLocked(program, name: name, timeout: timeout, wait: wait)
        while true {
            switch states[program.path] {
            case .loaded(let voices): return voices
            case .failed(let error, _): throw error
            case .loading(let deadline):
                let now = ContinuousClock.now
                guard now < deadline else {
                    throw SpeechEngineError.timedOut(tool: name, seconds: SpeechEngine.seconds(wait))
                }
                _ = condition.wait(until: Date().addingTimeInterval(SpeechEngine.seconds(now.duration(to: deadline))))
            case nil: throw SpeechEngineError.missingTool(name)
            }
        }
    }

    func start(_ program: URL, name: String, timeout: Duration, wait: Duration) {
        condition.lock()
        defer { condition.unlock() }
        startLocked(program, name: name, timeout: timeout, wait: wait)
    }

    /// Starts a listing unless one is known, under way, or failed less than `retryAfter` ago.
    private func startLocked(_ program: URL, name: String, timeout: Duration, wait: Duration) {
        switch states[program.path] {
        case .loaded, .loading: return
        case .failed(_, let at) where ContinuousClock.now < at.advanced(by: Self.retryAfter): return
        case .failed, nil: break
        }
        states[program.path] = .loading(deadline: ContinuousClock.now.advanced(by: wait))
        let thread = Thread { [self] in
            let result = SpeechEngine.listVoices(program, name: name, timeout: timeout)
            condition.lock()
            switch result {
            case .success(let voices): states[program.path] = .loaded(voices)
            case .failure(let error): states[program.path] = .failed(error, at: ContinuousClock.now)
            }
            condition.broadcast()
            condition.unlock()
        }
        thread.stackSize = 256 * 1024
        thread.start()
    }
}
