import Foundation

/// One line Siri spoke aloud in the car, as the car keeps it: the audio the car's speech engine made of it and what
/// may be shown of it. A line that holds a message's content (Siri reading a message, reading a dictated reply back)
/// is spoken like any other, but its text stays inside the host: front ends, the log and tests see only `shownText`.
public struct SiriUtterance: Hashable, Sendable {
    /// The line's number in the session, from 1.
    public var number: Int
    /// What the screen, the log and the page may show of the line (nil: nothing).
    public var shownText: String?
    /// Whether the spoken line holds a message's content (never shown).
    public var holdsMessageContent: Bool
    /// When Siri said it, on the car's clock.
    public var saidAt: Date
    /// The Ogg Vorbis audio; nil while it is being made, when the engine failed, or once older audio was let go.
    public var audio: Data?
    /// Seconds; nil while the audio is being made (estimated when the engine failed).
    public var duration: TimeInterval?
    /// Why there is no audio.
    public var error: SpeechEngineError?
    /// Whether the engine is done with it (audio made, or failed): front ends play lines in order once they are.
    public var isRendered: Bool { duration != nil }
    /// What the engine speaks: the line's full text. Internal, so the content of a message never leaves the host.
    let request: SpeechRequest
}

/// Siri's voice for one app's session, a part of it: each line Siri says is spoken by the car's speech engine
/// (espeak-ng, as voice prompts are) in the car's language, kept with its audio for front ends to play in order.
struct SiriVoice {
    private(set) var utterances: [SiriUtterance] = [] { didSet { revision &+= 1 } }
    /// Counts the changes to `utterances`: a front end looks at them again only when it moved.
    private(set) var revision = 0
    private var count = 0

    /// How many of Siri's lines the session keeps (the newest).
    static let retainedUtterances = 64
    /// How many bytes of audio the kept lines hold together, counted from the newest (a read message can be long).
    static let retainedAudioBytes = 4 << 20

    /// Siri says `line` at `now` in `voice` (espeak-ng's name for the car's language); the new utterance's number,
    /// whose audio the engine then makes.
    mutating func say(_ line: SiriLine, voice: String, at now: Date) -> SiriUtterance {
        count += 1
        let request = SpeechRequest(
            text: line.text, voice: voice, wordsPerMinute: SpeechRules.defaultWordsPerMinute,
            pitch: SpeechRules.espeakPitch(forMultiplier: 1), amplitude: SpeechRules.espeakAmplitude(forVolume: 1))
        let utterance = SiriUtterance(
            number: count, shownText: line.shownText, holdsMessageContent: line.holdsMessageContent, saidAt: now,
            request: request)
        utterances.append(utterance)
        let excess = utterances.count - Self.retainedUtterances
        if excess > 0 { utterances.removeFirst(excess) }
        return utterance
    }

    /// The engine finished line `number`: its audio and length, or the error and a length estimated from its words.
    mutating func rendered(_ number: Int, _ result: Result<RenderedSpeech, SpeechEngineError>) {
        guard let index = utterances.firstIndex(where: { $0.number == number }) else { return }
        switch result {
        case .success(let speech):
            utterances[index].audio = speech.ogg
            utterances[index].duration = speech.duration
        case .failure(let error):
            let request = utterances[index].request
            utterances[index].error = error
            utterances[index].duration = SpeechRules.estimatedDuration(
                of: request.text, wordsPerMinute: request.wordsPerMinute)
        }
        var total = 0
        for index in utterances.indices.reversed() {
            guard let audio = utterances[index].audio else { continue }
            total += audio.count
            if total > Self.retainedAudioBytes { utterances[index].audio = nil }
        }
    }

    /// The lines front ends may play now: every line up to the first whose audio is still being made, so Siri is
    /// heard in the order it spoke.
    var playable: ArraySlice<SiriUtterance> {
        utterances.prefix { $0.isRendered }
    }
}
