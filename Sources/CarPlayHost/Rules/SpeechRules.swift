import Foundation
@_spi(CarPlayHost) import AVFAudio

/// The car's rules for speech: how an utterance's rate, pitch and volume become espeak-ng's, when each word is
/// spoken, which prompt style the car gives apps, and whether an app's audio lowers other audio.
public enum SpeechRules {
    // MARK: Voice settings

    /// espeak-ng's words per minute at `AVSpeechUtteranceMinimumSpeechRate` (0), `AVSpeechUtteranceDefaultSpeechRate`
    /// (0.5) and `AVSpeechUtteranceMaximumSpeechRate` (1): espeak-ng's slowest, its default and its fastest without
    /// its `--fast` mode.
    public static let slowestWordsPerMinute = 80
    public static let defaultWordsPerMinute = 175
    public static let fastestWordsPerMinute = 450

    /// espeak-ng's speed for an utterance's rate. Decision: Apple gives no words-per-minute figure; the rate maps
    /// linearly from 0 to 0.5 onto 80…175 and from 0.5 to 1 onto 175…450, so the default rate is espeak-ng's default
    /// speed. Rates outside 0…1 are clamped.
    public static func wordsPerMinute(forRate rate: Float) -> Int {
        let rate = Double(rate.isFinite ? min(max(rate, 0), 1) : 0.5)
        let slow = Double(slowestWordsPerMinute)
        let normal = Double(defaultWordsPerMinute)
        let fast = Double(fastestWordsPerMinute)
        let wpm = rate <= 0.5 ? slow + (normal - slow) * rate / 0.5 : normal + (fast - normal) * (rate - 0.5) / 0.5
        return Int(wpm.rounded())
    }

    /// espeak-ng's pitch (0…99, default 50) for a pitch multiplier (0.5…2, default 1): 50 × multiplier, clamped.
    public static func espeakPitch(forMultiplier multiplier: Float) -> Int {
        let multiplier = Double(multiplier.isFinite ? min(max(multiplier, 0.5), 2) : 1)
        return min(99, Int((50 * multiplier).rounded()))
    }

    /// espeak-ng's amplitude (0…200, default 100) for a volume (0…1, default 1): 100 × volume, clamped.
    public static func espeakAmplitude(forVolume volume: Float) -> Int {
        Int((100 * Double(volume.isFinite ? min(max(volume, 0), 1) : 1)).rounded())
    }

    // MARK: Words and their times

    /// A word of an utterance: its UTF-16 range in the text (what `willSpeakRangeOfSpeechString` reports).
    public struct Word: Hashable, Sendable, Codable {
        public var location: Int
        public var length: Int
        public init(location: Int, length: Int) {
            self.location = location
            self.length = length
        }
    }

    /// The words of `text`: in each run of characters between white space, from its first letter or digit to its
    /// last (so "right," is "right", "don't" and "A-8" stay whole); a run without letters or digits is no word.
    public static func words(in text: String) -> [Word] {
        var words: [Word] = []
        var offset = 0
        var first: Int?
        var end = 0
        for character in text {
            let width = character.utf16.count
            if character.isWhitespace {
                if let start = first { words.append(Word(location: start, length: end - start)) }
                first = nil
            } else if character.isLetter || character.isNumber {
                if first == nil { first = offset }
                end = offset + width
            }
            offset += width
        }
        if let start = first { words.append(Word(location: start, length: end - start)) }
        return words
    }

    /// When each word starts, in seconds from the start of the utterance's audio. Decision: espeak-ng reports no
    /// word times on its command line, so the audio's duration is spread over the text in proportion to
    /// characters: a word starts at duration × (its UTF-16 offset ÷ the text's UTF-16 length).
    public static func wordOffsets(_ words: [Word], textLength: Int, duration: TimeInterval) -> [TimeInterval] {
        guard textLength > 0 else { return words.map { _ in 0 } }
        return words.map { duration * Double($0.location) / Double(textLength) }
    }

    /// How long an utterance lasts when the car could not make its audio (espeak-ng missing or failing): its words
    /// at `wordsPerMinute`. The app's delegate still hears the utterance start, its words and its end.
    public static func estimatedDuration(of text: String, wordsPerMinute: Int) -> TimeInterval {
        Double(words(in: text).count) * 60 / Double(max(1, wordsPerMinute))
    }

    // MARK: The car's voice activity

    /// The prompt style the car gives apps (`AVAudioSession.promptStyle`, navigation spec §16): `.none` while Siri
    /// listens (it uses the microphone); `.short` during a phone call or while Siri speaks; `.normal` otherwise.
    /// Siri listening wins over a call (the microphone is Siri's then).
    public static func promptStyle(for state: CarVoiceState) -> AVAudioSession.PromptStyle {
        if state.isSiriListening { return .none }
        if state.isOnCall || state.isSiriSpeaking { return .short }
        return .normal
    }

    // MARK: Ducking and interrupting

    /// Whether an app's session, when it becomes active, pauses apps playing spoken audio:
    /// `.interruptSpokenAudioAndMixWithOthers` (navigation spec §16).
    public static func interruptsSpokenAudio(_ session: AudioSessionState) -> Bool {
        let option = AVAudioSession.CategoryOptions.interruptSpokenAudioAndMixWithOthers.rawValue
        return session.options & option == option
    }

    /// Whether a session plays spoken audio (podcasts, audiobooks): the `.spokenAudio` mode.
    public static func isSpokenAudio(_ session: AudioSessionState) -> Bool {
        session.mode == AVAudioSession.Mode.spokenAudio.rawValue
    }

    /// Whether an app's audio lowers other audio (the radio, other apps) now: its session is active and ducks
    /// others or uses the voice-prompt mode (navigation spec §16), or it speaks through the car's own speech
    /// session (`usesApplicationAudioSession` false), which ducks only while it speaks.
    public static func ducksOthers(_ session: AudioSessionState) -> Bool {
        (session.isActive && (session.ducksOthers || session.mode == AVAudioSession.Mode.voicePrompt.rawValue))
            || session.speaksThroughCarSession
    }
}
