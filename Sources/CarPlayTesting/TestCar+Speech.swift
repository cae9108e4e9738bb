import Foundation
import Testing
@_spi(CarPlayHost) import AVFAudio
@_spi(AppCode) @_exported import CarPlayHost

// Speech: what the app's `AVSpeechSynthesizer` spoke, whether its audio lowers other audio, and the car's voice
// features (Siri, calls) that set the prompt style. The audio is made by espeak-ng and sox for real; the car's
// clock (`advanceClock(by:)`) moves the speech on.
extension TestCar {
    /// What the app asked the car to speak, oldest first: text, voice, duration, audio, what became of it.
    public var spokenUtterances: [SpokenUtterance] { session.spokenUtterances }

    /// The texts the car finished speaking, in order.
    public var spokenTexts: [String] { session.spokenUtterances.filter { $0.state == .finished }.map(\.text) }

    /// Whether the app has speech queued or being spoken.
    public var isSpeaking: Bool { session.isSpeaking }

    /// Waits until the car's engine made the audio of everything queued so far (espeak-ng and sox run as
    /// subprocesses); an utterance whose turn has come starts at the car's time now.
    public func speechAudioReady() async {
        await session.speechAudioReady()
        session.takeInChanges()
    }

    /// Whether the app's audio lowers other audio now (the radio, other apps' music): its audio session is active
    /// in the voice-prompt mode or with `.duckOthers`, or it speaks through the car's own speech session
    /// (`SpeechRules.ducksOthers`).
    public var isDuckingOtherAudio: Bool { session.audioSession.map(SpeechRules.ducksOthers) ?? false }

    /// Whether the app's audio silences other audio now (an active session that does not mix with others, such as
    /// the default `.soloAmbient` one a synthesizer activates).
    public var isInterruptingOtherAudio: Bool { session.audioSession?.takesAudioFocus ?? false }

    /// The prompt style the app's audio session reports now (`AVAudioSession.promptStyle`).
    public var promptStyle: AVAudioSession.PromptStyle {
        session.runAsApp { AVAudioSession.sharedInstance().promptStyle }
    }

    /// What Siri and the phone are doing; setting it changes the app's prompt style.
    public var voiceState: CarVoiceState {
        get { session.voiceState }
        set { act(#_sourceLocation) { session.setVoiceState(newValue) } }
    }

    /// Siri starts or stops listening (the prompt style is `.none` while it listens).
    public func setSiriListening(_ listening: Bool) { voiceState.isSiriListening = listening }

    /// A phone call starts or ends (the prompt style is `.short` during it).
    public func setOnCall(_ onCall: Bool) { voiceState.isOnCall = onCall }

    /// The car's voices (espeak-ng's).
    public var speechVoices: [SpeechVoice] { session.speechVoices() }
}
