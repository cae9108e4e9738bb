#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The slowest rate an utterance speaks at.
@available(iOS 7.0, *)
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0.0
/// The fastest rate an utterance speaks at.
@available(iOS 7.0, *)
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1.0
/// The rate an utterance speaks at unless told otherwise.
@available(iOS 7.0, *)
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A piece of text to speak and how to speak it: the voice, rate, pitch, volume and the delays around it. Give it to
/// `AVSpeechSynthesizer.speak(_:)`.
@available(iOS 7.0, *)
open class AVSpeechUtterance: NSObject, NSCopying, @unchecked Sendable {
    private let lock = NSLock()
    private let _attributedSpeechString: NSAttributedString
    private var _voice: AVSpeechSynthesisVoice?
    private var _rate = AVSpeechUtteranceDefaultSpeechRate
    private var _pitchMultiplier: Float = 1
    private var _volume: Float = 1
    private var _preUtteranceDelay: TimeInterval = 0
    private var _postUtteranceDelay: TimeInterval = 0
    private var _prefersAssistiveTechnologySettings = false

    /// An utterance that speaks `string`.
    public init(string: String) {
        _attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    /// An utterance that speaks the text of `string` (its attributes do not change the car's voice).
    @available(iOS 10.0, *)
    public init(attributedString string: NSAttributedString) {
        _attributedSpeechString = NSAttributedString(attributedString: string)
        super.init()
    }

    /// An utterance that speaks an SSML document (`<speak>…</speak>`); nil when it is not valid SSML. The car speaks
    /// its text (`speechString`); `<sub alias>` is read as the alias, `<break>` separates words; prosody and
    /// emphasis are not rendered.
    @available(iOS 16.0, *)
    public convenience init?(ssmlRepresentation string: String) {
        guard let text = SSMLText.text(of: string) else { return nil }
        self.init(string: text)
    }

    /// The text to speak.
    open var speechString: String { _attributedSpeechString.string }
    /// The text to speak, with its attributes.
    @available(iOS 10.0, *) open var attributedSpeechString: NSAttributedString { _attributedSpeechString }

    /// The voice; nil: the car's voice for the current language.
    open var voice: AVSpeechSynthesisVoice? {
        get { locked { _voice } }
        set { locked { _voice = newValue } }
    }
    /// How fast to speak, from `AVSpeechUtteranceMinimumSpeechRate` to `AVSpeechUtteranceMaximumSpeechRate`
    /// (default `AVSpeechUtteranceDefaultSpeechRate`); the car clamps other values.
    open var rate: Float {
        get { locked { _rate } }
        set { locked { _rate = newValue } }
    }
    /// The pitch, 0.5 to 2.0 (default 1); the car clamps other values.
    open var pitchMultiplier: Float {
        get { locked { _pitchMultiplier } }
        set { locked { _pitchMultiplier = newValue } }
    }
    /// The volume, 0 to 1 (default 1); the car clamps other values.
    open var volume: Float {
        get { locked { _volume } }
        set { locked { _volume = newValue } }
    }
    /// Seconds of silence before the utterance starts (default 0).
    open var preUtteranceDelay: TimeInterval {
        get { locked { _preUtteranceDelay } }
        set { locked { _preUtteranceDelay = newValue } }
    }
    /// Seconds of silence after the utterance, before the next one (default 0).
    open var postUtteranceDelay: TimeInterval {
        get { locked { _postUtteranceDelay } }
        set { locked { _postUtteranceDelay = newValue } }
    }
    /// Whether the user's assistive-technology speech settings override the utterance's voice, rate, pitch and
    /// volume (default false). The car has no such settings: it changes nothing.
    @available(iOS 14.0, *) open var prefersAssistiveTechnologySettings: Bool {
        get { locked { _prefersAssistiveTechnologySettings } }
        set { locked { _prefersAssistiveTechnologySettings = newValue } }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AVSpeechUtterance(attributedString: _attributedSpeechString)
        locked {
            copy._voice = _voice
            copy._rate = _rate
            copy._pitchMultiplier = _pitchMultiplier
            copy._volume = _volume
            copy._preUtteranceDelay = _preUtteranceDelay
            copy._postUtteranceDelay = _postUtteranceDelay
            copy._prefersAssistiveTechnologySettings = _prefersAssistiveTechnologySettings
        }
        return copy
    }

    open override var description: String {
        "\(speechString), Language: \(voice?.language ?? "default"), Rate: \(rate), pitchMultiplier: "
            + "\(pitchMultiplier), volume: \(volume)"
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
#endif
