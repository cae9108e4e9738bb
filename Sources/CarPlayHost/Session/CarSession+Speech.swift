import Foundation
@_spi(CarPlayHost) import AVFAudio

// Speech (Parts/SessionSpeech.swift): `AVSpeechSynthesizer` reaches the car through `SessionBridge`; the engine
// makes the audio off the main actor; the queues run on the car's clock (`clockDidAdvance()`); Siri and calls set
// the prompt style.
extension CarSession {
    /// What the app asked the car to speak, oldest first (the last `SessionSpeech.retainedUtterances`).
    public var spokenUtterances: [SpokenUtterance] { speech.spoken }
    /// Whether any of the app's synthesizers has an utterance queued or being spoken.
    public var isSpeaking: Bool { appState == .connected && speech.isSpeaking }
    /// The prompt style the app's audio session reports now.
    public var promptStyle: AVAudioSession.PromptStyle { speech.promptStyle }

    /// The engine that speaks the app's utterances (espeak-ng and sox).
    public var speechEngine: SpeechEngine {
        get { speech.engine }
        set { speech.engine = newValue }
    }

    /// What Siri and the phone are doing: it decides the app's prompt style (`setVoiceState(_:)`).
    public var voiceState: CarVoiceState { speech.voiceState }
    /// The car's voices (espeak-ng's); empty, with `speechVoicesError` set, when the engine cannot list them.
    public func speechVoices() -> [SpeechVoice] { speech.voices() }
    /// Why the engine could not list its voices the last time it was asked.
    public var speechVoicesError: SpeechEngineError? { speech.voicesError }

    /// Returns once the engine made the audio of every utterance queued so far (the subprocesses run for real).
    public func speechAudioReady() async { await SessionSpeech.waitForAudio(context: self) }

    /// Siri listens or speaks, a call starts or ends. See ``SessionSpeech/setVoiceState(_:context:)``.
    public func setVoiceState(_ state: CarVoiceState) { SessionSpeech.setVoiceState(state, context: self) }
}
