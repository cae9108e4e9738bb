import Foundation
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

// Speech: `AVSpeechSynthesizer` reaches the car through `SessionBridge`; the engine makes the audio off the main
// actor; the queues run on the car's clock (`clockDidAdvance()`); Siri and calls set the prompt style. The state is
// the session's `SessionSpeech`; here the session calls the app and the engine.
extension CarSession {
    // MARK: Reading

    /// What the app asked the car to speak, oldest first (the last `SessionSpeech.retainedUtterances`).
    public var spokenUtterances: [SpokenUtterance] { speech.spoken }

    /// Whether any of the app's synthesizers has an utterance queued or being spoken.
    public var isSpeaking: Bool { appState == .connected && speech.isSpeaking }

    /// Whether the app's speech plays now through the car's own speech session (a synthesizer that does not use
    /// the app's audio session), which ducks other audio while it plays.
    var speaksThroughCarSession: Bool { speech.speaksThroughCarSession }

    /// The prompt style the app's audio session reports now.
    public var promptStyle: AVAudioSession.PromptStyle { speech.promptStyle }

    /// The engine that speaks the app's utterances (espeak-ng and sox).
    public var speechEngine: SpeechEngine {
        get { speech.engine }
        set { speech.engine = newValue }
    }

    /// What Siri and the phone are doing: it decides the app's prompt style (`setVoiceState(_:)`).
    public internal(set) var voiceState: CarVoiceState {
        get { speech.voiceState }
        set { speech.voiceState = newValue }
    }

    /// The car's voices (espeak-ng's); empty, with `speechVoicesError` set, when the engine cannot list them.
    public func speechVoices() -> [SpeechVoice] { speech.voices() }

    /// Why the engine could not list its voices the last time it was asked.
    public var speechVoicesError: SpeechEngineError? { speech.voicesError }

    /// Returns once the engine made the audio of every utterance queued so far (the subprocesses run for real).
    public func speechAudioReady() async {
        guard speech.rendering > 0 else { return }
        await withCheckedContinuation { speech.waitForAudio($0) }
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
        speech.listen(number, events)
        advanceSpeech()
        let now = clock()
        let happened: [SpeechQueue.Event]
        if case .speak(let id, let utterance) = command {
            let record = SessionSpeech.record(
                synthesizer: number, utterance: id, utterance, voices: speechVoices(), locale: locale)
            happened = speech.speak(record, utterance, at: now)
            render(record.request, synthesizer: number, utterance: id)
        } else {
            happened = speech.control(command, synthesizer: number, at: now)
        }
        deliver(happened, synthesizer: number)
    }

    /// Runs every queue to the car's time now (the car's clock moved, or audio became ready).
    func advanceSpeech() {
        guard appState == .connected else {
            dropSpeech()
            return
        }
        let now = clock()
        for number in speech.synthesizers {
            guard let happened = speech.advance(number, to: now) else { continue }
            deliver(happened, synthesizer: number)
        }
    }

    /// The scene went: queued and spoken utterances go without a delegate call (the synthesizer forgets them; a
    /// terminated app hears nothing at all).
    func dropSpeech() {
        guard let dropped = speech.dropQueues() else { return }
        if appState == .disconnected {
            for (listener, utterances) in dropped {
                guard let listener else { continue }
                for id in utterances { runAsApp { listener(.didDrop(id)) } }
            }
        }
        speech.endUnfinished(at: clock())
    }

    /// Makes the utterance's audio off the main actor; when it is ready (or failed) the queue may start it.
    private func render(_ request: SpeechRequest, synthesizer: Int, utterance: Int) {
        let engine = speechEngine
        speech.beginRendering()
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
        let duration = speech.finishRendering(result, synthesizer: synthesizer, utterance: utterance, request: request)
        if appState == .connected,
            let happened = speech.audioReady(synthesizer, utterance: utterance, duration: duration, at: clock())
        {
            deliver(happened, synthesizer: synthesizer)
        }
        for waiter in speech.idleWaiters() { waiter.resume() }
    }

    /// Records what happened and tells the app, in order; then marks utterances the queue dropped.
    private func deliver(_ happened: [SpeechQueue.Event], synthesizer number: Int) {
        speech.markDropped(synthesizer: number, besides: happened)
        guard !happened.isEmpty else { return }
        for event in happened {
            let platform = speech.record(event, synthesizer: number)
            if let listener = speech.listeners[number] { runAsApp { listener(platform) } }
        }
        onChange?()
    }
}
