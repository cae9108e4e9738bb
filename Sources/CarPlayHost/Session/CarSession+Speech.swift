import Foundation
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

/// The car's speech for one app: each synthesizer's queue on the car's clock, the listeners that turn events into
/// delegate calls, and the record of what was spoken.
struct SessionSpeech {
    var queues: [Int: SpeechQueue] = [:]
    var listeners: [Int: @MainActor @Sendable (PlatformSpeechEvent) -> Void] = [:]
    var spoken: [SpokenUtterance] = []
    /// Utterances whose audio the engine is making.
    var rendering = 0
    var renderWaiters: [CheckedContinuation<Void, Never>] = []
    /// Why the engine could not list its voices, if it could not.
    var voicesError: SpeechEngineError?

    /// How many spoken utterances the session keeps (each holds its audio, about 25 KB).
    static let retainedUtterances = 200
}

// Speech: `AVSpeechSynthesizer` reaches the car through `SessionBridge`; the engine makes the audio off the main
// actor; the queues run on the car's clock (`clockDidAdvance()`); Siri and calls set the prompt style.
extension CarSession {
    // MARK: Reading

    /// What the app asked the car to speak, oldest first (the last `SessionSpeech.retainedUtterances`).
    public var spokenUtterances: [SpokenUtterance] { speech.spoken }

    /// Whether any of the app's synthesizers has an utterance queued or being spoken.
    public var isSpeaking: Bool {
        appState == .connected && speech.queues.values.contains { !$0.items.isEmpty }
    }

    /// Whether the app's speech plays now through the car's own speech session (a synthesizer that does not use
    /// the app's audio session), which ducks other audio while it plays.
    var speaksThroughCarSession: Bool {
        speech.queues.values.contains { $0.isPlaying && $0.items.first?.usesApplicationAudioSession == false }
    }

    /// The prompt style the app's audio session reports now.
    public var promptStyle: AVAudioSession.PromptStyle { SpeechRules.promptStyle(for: voiceState) }

    /// The car's voices (espeak-ng's); empty, with `speechVoicesError` set, when the engine cannot list them.
    public func speechVoices() -> [SpeechVoice] {
        do {
            let voices = try speechEngine.voices()
            speech.voicesError = nil
            return voices
        } catch {
            speech.voicesError = error as? SpeechEngineError ?? .badAudio("\(error)")
            return []
        }
    }

    /// Why the engine could not list its voices the last time it was asked.
    public var speechVoicesError: SpeechEngineError? { speech.voicesError }

    /// Returns once the engine made the audio of every utterance queued so far (the subprocesses run for real).
    public func speechAudioReady() async {
        guard speech.rendering > 0 else { return }
        await withCheckedContinuation { speech.renderWaiters.append($0) }
    }

    // MARK: The car's voice features

    /// Siri listens or speaks, a call starts or ends: the app's audio session reports the prompt style that follows
    /// (`SpeechRules.promptStyle(for:)`).
    public func setVoiceState(_ state: CarVoiceState) {
        guard state != voiceState else { return }
        voiceState = state
        followVoiceState()
        onChange?()
    }

    /// Gives the app's audio session the car's prompt style.
    func followVoiceState() {
        guard appState == .connected else { return }
        let style = promptStyle
        runAsApp { AVAudioSession.sharedInstance()._hostSetPromptStyle(style) }
    }

    // MARK: Synthesizers

    /// The voices as AVFAudio sees them.
    func platformSpeechVoices() -> [PlatformSpeechVoice] {
        speechVoices().map {
            PlatformSpeechVoice(
                identifier: $0.identifier, name: $0.name, language: $0.language, gender: $0.gender,
                quality: AVSpeechSynthesisVoiceQuality.default.rawValue)
        }
    }

    /// A synthesizer's command, carried out at the car's time now.
    func speechSynthesizer(
        _ number: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        guard appState == .connected else {
            // No scene, no car to speak through: the synthesizer forgets the utterance.
            if case .speak(let id, _) = command { runAsApp { events(.didDrop(id)) } }
            return
        }
        speech.listeners[number] = events
        advanceSpeech()
        let now = clock()
        var queue = speech.queues[number] ?? SpeechQueue()
        let happened: [SpeechQueue.Event]
        switch command {
        case .speak(let id, let utterance):
            let record = spokenRecord(synthesizer: number, utterance: id, utterance)
            keep(record)
            happened = queue.enqueue(
                SpeechQueue.Item(
                    id: id, text: utterance.text, preUtteranceDelay: utterance.preUtteranceDelay,
                    postUtteranceDelay: utterance.postUtteranceDelay,
                    usesApplicationAudioSession: utterance.usesApplicationAudioSession), at: now)
            render(record.request, synthesizer: number, utterance: id)
        case .stop(let atWord):
            happened = queue.stop(atWordBoundary: atWord, at: now)
        case .pause(let atWord):
            happened = queue.pause(atWordBoundary: atWord, at: now)
        case .resume:
            happened = queue.resume(at: now)
        }
        speech.queues[number] = queue
        deliver(happened, synthesizer: number)
    }

    /// Runs every queue to the car's time now (the car's clock moved, or audio became ready).
    func advanceSpeech() {
        guard appState == .connected else {
            dropSpeech()
            return
        }
        let now = clock()
        for number in speech.queues.keys.sorted() {
            guard var queue = speech.queues[number] else { continue }
            let happened = queue.advance(to: now)
            speech.queues[number] = queue
            deliver(happened, synthesizer: number)
        }
    }

    /// The scene went: queued and spoken utterances go without a delegate call (the synthesizer forgets them; a
    /// terminated app hears nothing at all).
    func dropSpeech() {
        guard !speech.queues.isEmpty else { return }
        let queues = speech.queues
        let listeners = speech.listeners
        speech.queues = [:]
        speech.listeners = [:]
        if appState == .disconnected {
            for (number, queue) in queues {
                guard let listener = listeners[number] else { continue }
                for item in queue.items { runAsApp { listener(.didDrop(item.id)) } }
            }
        }
        for index in speech.spoken.indices where [.queued, .speaking].contains(speech.spoken[index].state) {
            speech.spoken[index].state = .dropped
            speech.spoken[index].endedAt = clock()
        }
    }

    private func spokenRecord(synthesizer: Int, utterance id: Int, _ utterance: PlatformUtterance) -> SpokenUtterance {
        let voices = speechVoices()
        let language = utterance.language ?? Self.languageCode(of: locale)
        let voice =
            utterance.voiceIdentifier.flatMap { identifier in voices.first { $0.identifier == identifier } }
            ?? Self.voice(for: language, in: voices)
        let request = SpeechRequest(
            text: utterance.text, voice: voice?.espeakName ?? language.lowercased(),
            wordsPerMinute: SpeechRules.wordsPerMinute(forRate: utterance.rate),
            pitch: SpeechRules.espeakPitch(forMultiplier: utterance.pitchMultiplier),
            amplitude: SpeechRules.espeakAmplitude(forVolume: utterance.volume))
        return SpokenUtterance(
            synthesizer: synthesizer, utterance: id, text: utterance.text, voiceIdentifier: voice?.identifier,
            language: voice?.language ?? language, request: request,
            usesApplicationAudioSession: utterance.usesApplicationAudioSession)
    }

    /// The voice for a language: the same code (case aside), else the first of the same primary language.
    static func voice(for language: String, in voices: [SpeechVoice]) -> SpeechVoice? {
        let wanted = language.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = voices.first(where: { $0.language.lowercased() == wanted }) { return exact }
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return voices.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary }
    }

    /// A locale's BCP-47 language and region (`en-US`).
    static func languageCode(of locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        guard let region = locale.region?.identifier else { return language }
        return "\(language)-\(region)"
    }

    private func keep(_ record: SpokenUtterance) {
        speech.spoken.append(record)
        let excess = speech.spoken.count - SessionSpeech.retainedUtterances
        if excess > 0 { speech.spoken.removeFirst(excess) }
    }

    /// Makes the utterance's audio off the main actor; when it is ready (or failed) the queue may start it.
    private func render(_ request: SpeechRequest, synthesizer: Int, utterance: Int) {
        let engine = speechEngine
        speech.rendering += 1
        Task { [weak self] in
            let result: Result<RenderedSpeech, SpeechEngineError>
            do {
                result = .success(try await Task.detached { try await engine.render(request) }.value)
            } catch {
                result = .failure(error as? SpeechEngineError ?? .badAudio("\(error)"))
            }
            self?.audioReady(result, synthesizer: synthesizer, utterance: utterance, request: request)
        }
    }

    /// The engine finished an utterance's audio. When it failed, the utterance is timed by
    /// `SpeechRules.estimatedDuration` so the app still hears it through, and the record keeps the error.
    private func audioReady(
        _ result: Result<RenderedSpeech, SpeechEngineError>, synthesizer: Int, utterance: Int, request: SpeechRequest
    ) {
        speech.rendering -= 1
        let duration: TimeInterval
        switch result {
        case .success(let audio):
            duration = audio.duration
            update(synthesizer, utterance) {
                $0.audio = audio.ogg
                $0.duration = audio.duration
            }
        case .failure(let error):
            duration = SpeechRules.estimatedDuration(of: request.text, wordsPerMinute: request.wordsPerMinute)
            update(synthesizer, utterance) {
                $0.error = error
                $0.duration = duration
            }
        }
        if appState == .connected, var queue = speech.queues[synthesizer] {
            let happened = queue.audioReady(utterance, duration: duration, at: clock())
            speech.queues[synthesizer] = queue
            deliver(happened, synthesizer: synthesizer)
        }
        if speech.rendering == 0 {
            let waiters = speech.renderWaiters
            speech.renderWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }

    private func update(_ synthesizer: Int, _ utterance: Int, _ change: (inout SpokenUtterance) -> Void) {
        guard let index = speech.spoken.lastIndex(where: { $0.synthesizer == synthesizer && $0.utterance == utterance })
        else { return }
        change(&speech.spoken[index])
    }

    /// Records what happened and tells the app, in order; then marks utterances the queue dropped.
    private func deliver(_ happened: [SpeechQueue.Event], synthesizer number: Int) {
        let queued = Set(speech.queues[number]?.items.map(\.id) ?? [])
        for index in speech.spoken.indices
        where speech.spoken[index].synthesizer == number && speech.spoken[index].state == .queued
            && !queued.contains(speech.spoken[index].utterance)
            && !happened.contains(where: { $0.utterance == speech.spoken[index].utterance })
        {
            speech.spoken[index].state = .dropped
        }
        guard !happened.isEmpty else { return }
        for event in happened {
            let id = event.utterance
            let platform: PlatformSpeechEvent
            switch event.kind {
            case .didStart:
                update(number, id) {
                    $0.state = .speaking
                    $0.startedAt = event.time
                }
                platform = .didStart(id)
            case .willSpeak(let word):
                update(number, id) {
                    let text = $0.text.utf16
                    let start = text.index(text.startIndex, offsetBy: word.location)
                    let end = text.index(start, offsetBy: word.length)
                    $0.spokenWords.append(String(text[start..<end]) ?? "")
                }
                platform = .willSpeak(id, location: word.location, length: word.length)
            case .didPause: platform = .didPause(id)
            case .didContinue: platform = .didContinue(id)
            case .didFinish:
                update(number, id) {
                    $0.state = .finished
                    $0.endedAt = event.time
                }
                platform = .didFinish(id)
            case .didCancel:
                update(number, id) {
                    $0.state = .cancelled
                    $0.endedAt = event.time
                }
                platform = .didCancel(id)
            }
            if let listener = speech.listeners[number] { runAsApp { listener(platform) } }
        }
        onChange?()
    }
}
