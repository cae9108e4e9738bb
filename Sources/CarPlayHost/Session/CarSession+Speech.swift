import Foundation
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

// Speech: `AVSpeechSynthesizer` reaches the car through `SessionBridge`; the engine makes the audio off the main
// actor; the queues run on the car's clock (`clockDidAdvance()`); Siri and calls set the prompt style. The state and
// the calls to the app and the engine are the session's part, `SessionSpeech`; here the session forwards to it.
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
    /// (`SpeechRules.promptStyle(for:)`). See ``SessionSpeech/setVoiceState(_:context:)``.
    public func setVoiceState(_ state: CarVoiceState) { SessionSpeech.setVoiceState(state, context: self) }

    /// Gives the app's audio session the car's prompt style.
    func followVoiceState() { SessionSpeech.followVoiceState(context: self) }

    // MARK: Synthesizers

    /// The voices as AVFAudio sees them.
    func platformSpeechVoices() -> [PlatformSpeechVoice] {
        speechVoices().map {
            PlatformSpeechVoice(
                identifier: $0.identifier, name: $0.name, language: $0.language, gender: $0.gender,
                quality: AVSpeechSynthesisVoiceQuality.default.rawValue)
        }
    }

    /// A synthesizer's command, carried out at the car's time now. See
    /// ``SessionSpeech/perform(_:synthesizer:events:context:)``.
    func speechSynthesizer(
        _ number: Int, perform command: PlatformSpeechCommand,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void
    ) {
        SessionSpeech.perform(command, synthesizer: number, events: events, context: self)
    }

    /// Runs every queue to the car's time now. See ``SessionSpeech/advance(context:)``.
    func advanceSpeech() { SessionSpeech.advance(context: self) }

    /// The scene went: the queues go. See ``SessionSpeech/drop(context:)``.
    func dropSpeech() { SessionSpeech.drop(context: self) }
}
