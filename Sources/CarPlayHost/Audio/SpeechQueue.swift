import Foundation

/// One speech synthesizer's utterances on the car's clock, as a value: what it speaks when, which word comes when,
/// pauses, stops. Each method applies one thing that happened and returns what the app hears, in order, with the
/// time on the car's clock it happened at; `advance(to:)` runs the clock.
///
/// An utterance starts once its audio is ready and the one before it is done (after that one's
/// `postUtteranceDelay`); it waits its `preUtteranceDelay`, then `didStart`; each word's `willSpeak` comes at the
/// time `SpeechRules.wordOffsets` gives; `didFinish` at the end of its audio. Decision: Apple does not say whether
/// `didStart` comes before or after the pre-utterance delay; here it comes after it, when the audio starts.
public struct SpeechQueue: Hashable, Sendable {
    /// An utterance in the queue.
    public struct Item: Hashable, Sendable {
        /// The synthesizer's number for it.
        public var id: Int
        public var words: [SpeechRules.Word]
        public var textLength: Int
        public var preUtteranceDelay: TimeInterval
        public var postUtteranceDelay: TimeInterval
        /// How long its audio lasts; nil until the engine made it.
        public var duration: TimeInterval?
        /// When its audio became ready on the car's clock.
        public var readyAt: Date?
        /// Whether it plays through the app's audio session (else through the car's own speech session).
        public var usesApplicationAudioSession: Bool

        public init(
            id: Int, text: String, preUtteranceDelay: TimeInterval = 0, postUtteranceDelay: TimeInterval = 0,
            usesApplicationAudioSession: Bool = true
        ) {
            self.id = id
            self.usesApplicationAudioSession = usesApplicationAudioSession
            self.words = SpeechRules.words(in: text)
            self.textLength = text.utf16.count
            self.preUtteranceDelay = max(0, preUtteranceDelay.isFinite ? preUtteranceDelay : 0)
            self.postUtteranceDelay = max(0, postUtteranceDelay.isFinite ? postUtteranceDelay : 0)
        }
    }

    /// Where the queue is.
    public enum Phase: Hashable, Sendable {
        /// Waiting for the first utterance's audio, free since the date.
        case waiting(since: Date)
        /// In the first utterance's pre-utterance delay.
        case delaying(until: Date)
        /// Speaking the first utterance: at `position` seconds of its audio at `anchor`.
        case speaking(anchor: Date, position: TimeInterval)
        /// Paused at `position` seconds of the first utterance's audio.
        case paused(position: TimeInterval)
        /// In the post-utterance delay of the utterance that just finished.
        case afterUtterance(until: Date)
    }

    /// What the app hears.
    public struct Event: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case didStart
            case willSpeak(SpeechRules.Word)
            case didPause
            case didContinue
            case didFinish
            case didCancel
        }
        public var kind: Kind
        /// The utterance's number.
        public var utterance: Int
        /// When it happened on the car's clock.
        public var time: Date
    }

    private enum Pending: Hashable, Sendable {
        case pause
        case stop
    }

    /// The utterances not yet finished, the one being spoken first.
    public private(set) var items: [Item] = []
    public private(set) var phase: Phase = .waiting(since: .distantPast)
    /// The next word of the first utterance whose `willSpeak` has not come.
    private var nextWord = 0
    /// A pause or stop waiting for the next word boundary.
    private var pending: Pending?

    public init() {}

    /// Whether an utterance's audio is playing now (started, not paused, not finished).
    public var isPlaying: Bool {
        if case .speaking = phase { return !items.isEmpty }
        return false
    }

    /// Whether speech is paused.
    public var isPaused: Bool {
        if case .paused = phase { return true }
        return false
    }

    // MARK: Commands

    /// Queues an utterance at `now`.
    public mutating func enqueue(_ item: Item, at now: Date) -> [Event] {
        var events = advance(to: now)
        if items.isEmpty {
            if case .afterUtterance(let until) = phase {
                phase = .waiting(since: max(until, now))
            } else {
                phase = .waiting(since: now)
            }
        }
        items.append(item)
        events += advance(to: now)
        return events
    }

    /// The audio of utterance `id` is ready at `now` and lasts `duration`.
    public mutating func audioReady(_ id: Int, duration: TimeInterval, at now: Date) -> [Event] {
        var events = advance(to: now)
        if let index = items.firstIndex(where: { $0.id == id }) {
            items[index].duration = max(0, duration.isFinite ? duration : 0)
            items[index].readyAt = now
        }
        events += advance(to: now)
        return events
    }

    /// Pauses now, or at the next word boundary (`atWordBoundary`; before the first word when nothing is spoken yet).
    public mutating func pause(atWordBoundary: Bool, at now: Date) -> [Event] {
        var events = advance(to: now)
        guard !items.isEmpty, !isPaused else { return events }
        if case .speaking(let anchor, let position) = phase, !atWordBoundary, let first = items.first {
            phase = .paused(position: position + now.timeIntervalSince(anchor))
            events.append(Event(kind: .didPause, utterance: first.id, time: now))
        } else {
            pending = .pause
        }
        return events
    }

    /// Goes on after a pause.
    public mutating func resume(at now: Date) -> [Event] {
        var events = advance(to: now)
        if pending == .pause { pending = nil }
        guard case .paused(let position) = phase, let first = items.first else { return events }
        phase = .speaking(anchor: now, position: position)
        events.append(Event(kind: .didContinue, utterance: first.id, time: now))
        events += advance(to: now)
        return events
    }

    /// Stops now, or at the next word boundary (`atWordBoundary`, while a word is spoken), and drops the queued
    /// utterances. Only an utterance being spoken (or paused) is cancelled (`didCancel`); one waiting or in a
    /// delay goes silently, as Apple documents.
    public mutating func stop(atWordBoundary: Bool, at now: Date) -> [Event] {
        var events = advance(to: now)
        guard let first = items.first else { return events }
        switch phase {
        case .speaking where atWordBoundary:
            items = [first]
            pending = .stop
        case .speaking, .paused:
            events.append(Event(kind: .didCancel, utterance: first.id, time: now))
            clear(freeAt: now)
        case .waiting, .delaying, .afterUtterance:
            clear(freeAt: now)
        }
        return events
    }

    // MARK: The clock

    /// Runs the queue to `now`: starts, words, ends, in the order they happen.
    public mutating func advance(to now: Date) -> [Event] {
        var events: [Event] = []
        while let first = items.first {
            switch phase {
            case .waiting(let since):
                guard first.duration != nil, let readyAt = first.readyAt else { return events }
                let start = max(since, readyAt)
                guard Self.isReached(start, at: now) else { return events }
                phase = .delaying(until: start + first.preUtteranceDelay)
            case .delaying(let until):
                guard Self.isReached(until, at: now) else { return events }
                events.append(Event(kind: .didStart, utterance: first.id, time: until))
                phase = .speaking(anchor: until, position: 0)
                nextWord = 0
            case .speaking(let anchor, let position):
                let duration = first.duration ?? 0
                let offsets = SpeechRules.wordOffsets(first.words, textLength: first.textLength, duration: duration)
                let reached = position + now.timeIntervalSince(anchor)
                func time(at offset: TimeInterval) -> Date { anchor + (offset - position) }
                // The next boundary: the next word's start, or the end of the audio.
                let boundary = nextWord < offsets.count ? offsets[nextWord] : duration
                guard boundary <= reached + Self.tolerance else { return events }
                if let pending {
                    self.pending = nil
                    switch pending {
                    case .pause:
                        phase = .paused(position: boundary)
                        events.append(Event(kind: .didPause, utterance: first.id, time: time(at: boundary)))
                        return events
                    case .stop:
                        // Only the utterance spoken when the stop was asked for: what was queued then went at once,
                        // and what the app queued since (a prompt that interrupts) is spoken next, as on iOS.
                        events.append(Event(kind: .didCancel, utterance: first.id, time: time(at: boundary)))
                        items.removeFirst()
                        nextWord = 0
                        phase = .waiting(since: time(at: boundary))
                        continue
                    }
                }
                if nextWord < offsets.count {
                    events.append(
                        Event(kind: .willSpeak(first.words[nextWord]), utterance: first.id, time: time(at: boundary)))
                    nextWord += 1
                } else {
                    let end = time(at: duration)
                    events.append(Event(kind: .didFinish, utterance: first.id, time: end))
                    items.removeFirst()
                    nextWord = 0
                    phase = .afterUtterance(until: end + first.postUtteranceDelay)
                }
            case .paused:
                return events
            case .afterUtterance(let until):
                guard Self.isReached(until, at: now) else { return events }
                phase = .waiting(since: until)
            }
        }
        return events
    }

    /// How close a time must be to count as reached: a microsecond, so that sums of seconds on `Date`s (which
    /// round) still meet exactly where a test or a front end moved the clock.
    static let tolerance: TimeInterval = 1e-6

    private static func isReached(_ time: Date, at now: Date) -> Bool { time.timeIntervalSince(now) <= tolerance }

    private mutating func clear(freeAt time: Date) {
        items = []
        pending = nil
        nextWord = 0
        phase = .waiting(since: time)
    }
}
