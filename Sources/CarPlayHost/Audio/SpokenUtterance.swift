import Foundation

/// An utterance an app asked the car to speak, as the car keeps it: the text, the voice and settings, the audio
/// (Ogg Vorbis, for a front end to play) and what became of it on the car's clock.
public struct SpokenUtterance: Hashable, Sendable {
    /// How the utterance stands.
    public enum State: Hashable, Sendable {
        /// Queued: its audio is being made or it waits for the ones before it.
        case queued
        /// Being spoken (or paused).
        case speaking
        case finished
        /// Stopped by the app while spoken.
        case cancelled
        /// Dropped from the queue before it was spoken (the app stopped speech, or the scene went).
        case dropped
    }

    /// The synthesizer's number, and the utterance's number in it.
    public var synthesizer: Int
    public var utterance: Int
    public var text: String
    /// The car's voice: its identifier and language.
    public var voiceIdentifier: String?
    public var language: String
    /// What espeak-ng was asked (rate, pitch, volume in its terms).
    public var request: SpeechRequest
    /// Seconds, from the audio (or estimated when the engine failed); nil while the audio is being made.
    public var duration: TimeInterval?
    /// The Ogg Vorbis audio; nil while it is being made or when the engine failed.
    public var audio: Data?
    /// Why there is no audio (espeak-ng missing or failing).
    public var error: SpeechEngineError?
    public var state: State = .queued
    /// When it started and ended on the car's clock.
    public var startedAt: Date?
    public var endedAt: Date?
    /// The words the app was told about (`willSpeakRangeOfSpeechString`), in order.
    public var spokenWords: [String] = []
    /// Whether the synthesizer used the app's audio session.
    public var usesApplicationAudioSession: Bool

    public init(
        synthesizer: Int, utterance: Int, text: String, voiceIdentifier: String?, language: String,
        request: SpeechRequest, usesApplicationAudioSession: Bool
    ) {
        self.synthesizer = synthesizer
        self.utterance = utterance
        self.text = text
        self.voiceIdentifier = voiceIdentifier
        self.language = language
        self.request = request
        self.usesApplicationAudioSession = usesApplicationAudioSession
    }
}
