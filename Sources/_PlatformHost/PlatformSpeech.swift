#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// Speech crosses the line between AVFAudio and the car as these values: an `AVSpeechSynthesizer` sends its commands
// to its app's environment (`PlatformHostEnvironment.speechSynthesizer(_:perform:events:)`); the car speaks, keeps
// time on its clock and answers with events, which the synthesizer turns into delegate calls on the main thread.

/// A voice the car can speak with (`AVSpeechSynthesisVoice`).
@_spi(CarPlayHost) public struct PlatformSpeechVoice: Hashable, Sendable {
    public var identifier: String
    public var name: String
    /// BCP-47 language code (`en-US`).
    public var language: String
    /// `AVSpeechSynthesisVoiceGender` raw value.
    public var gender: Int
    /// `AVSpeechSynthesisVoiceQuality` raw value.
    public var quality: Int

    public init(identifier: String, name: String, language: String, gender: Int, quality: Int) {
        self.identifier = identifier
        self.name = name
        self.language = language
        self.gender = gender
        self.quality = quality
    }
}

/// What an utterance asks the car to speak (`AVSpeechUtterance`).
@_spi(CarPlayHost) public struct PlatformUtterance: Hashable, Sendable {
    public var text: String
    /// The voice's identifier; nil: the car's voice for `language`.
    public var voiceIdentifier: String?
    /// BCP-47 language of the voice (nil: the current language).
    public var language: String?
    public var rate: Float
    public var pitchMultiplier: Float
    public var volume: Float
    /// Seconds.
    public var preUtteranceDelay: Double
    public var postUtteranceDelay: Double
    /// The synthesizer's `usesApplicationAudioSession` when it was asked to speak.
    public var usesApplicationAudioSession: Bool

    public init(
        text: String, voiceIdentifier: String?, language: String?, rate: Float, pitchMultiplier: Float, volume: Float,
        preUtteranceDelay: Double, postUtteranceDelay: Double, usesApplicationAudioSession: Bool
    ) {
        self.text = text
        self.voiceIdentifier = voiceIdentifier
        self.language = language
        self.rate = rate
        self.pitchMultiplier = pitchMultiplier
        self.volume = volume
        self.preUtteranceDelay = preUtteranceDelay
        self.postUtteranceDelay = postUtteranceDelay
        self.usesApplicationAudioSession = usesApplicationAudioSession
    }
}

/// What a synthesizer asks of the car.
@_spi(CarPlayHost) public enum PlatformSpeechCommand: Hashable, Sendable {
    /// Queue an utterance (`id` is the synthesizer's number for it).
    case speak(id: Int, PlatformUtterance)
    /// Stop now or at the end of the word being spoken, dropping the queue (`stopSpeaking(at:)`).
    case stop(atWordBoundary: Bool)
    /// Pause now or at the end of the word being spoken (`pauseSpeaking(at:)`).
    case pause(atWordBoundary: Bool)
    /// Go on after a pause (`continueSpeaking()`).
    case resume
}

/// What the car tells a synthesizer, by its utterance number, in the order it happens on the car's clock.
@_spi(CarPlayHost) public enum PlatformSpeechEvent: Hashable, Sendable {
    case didStart(Int)
    /// The UTF-16 range of the next word about to be spoken.
    case willSpeak(Int, location: Int, length: Int)
    case didPause(Int)
    case didContinue(Int)
    case didFinish(Int)
    case didCancel(Int)
    /// The car dropped the utterance unspoken, or stopped it without a word to the app: the app's scene is not
    /// connected (or went). The synthesizer forgets it; its delegate hears nothing.
    case didDrop(Int)
}
#endif
