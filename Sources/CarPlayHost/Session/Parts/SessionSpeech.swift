import Foundation
@_spi(CarPlayHost) import AVFAudio
@_spi(CarPlayHost) import _PlatformHost

/// The car's speech for one app, one session's part: the engine that makes the audio, what Siri and the phone are
/// doing (the prompt style follows), each synthesizer's queue on the car's clock, the listeners that turn events into
/// delegate calls, and the record of what was spoken.
///
/// Plain state: the session passes the car's time in, calls the listeners as the app (`runAsApp`) in the order the
/// events come, and makes the audio off the main actor (`beginRendering()`, `finishRendering(_:…)`).
struct SessionSpeech {
    typealias Listener = @MainActor @Sendable (PlatformSpeechEvent) -> Void

    /// The engine that speaks the app's utterances (espeak-ng and sox).
    var engine = SpeechEngine()
    /// What Siri and the phone are doing: it decides the app's prompt style.
    var voiceState = CarVoiceState()
    private(set) var queues: [Int: SpeechQueue] = [:]
    private(set) var listeners: [Int: Listener] = [:]
    /// What the app asked the car to speak, oldest first (the last `retainedUtterances`).
    private(set) var spoken: [SpokenUtterance] = [] { didSet { revision &+= 1 } }
    /// Counts the changes to `spoken`: a front end looks at the utterances again only when it moved.
    private(set) var revision = 0
    /// Utterances whose audio the engine is making.
    private(set) var rendering = 0
    private var renderWaiters: [CheckedContinuation<Void, Never>] = []
    /// Why the engine could not list its voices, if it could not.
    private(set) var voicesError: SpeechEngineError?
    /// The engine's latest problem (listing voices or making audio): the car logs each kind once.
    private(set) var engineProblem: SpeechEngineError?

    /// How many spoken utterances the session keeps (each holds its audio, about 20 KB for a prompt).
    static let retainedUtterances = 200
    /// How many bytes of audio the kept utterances hold together: the newest ones' audio up to this; older records
    /// keep their text, state and duration without it. A prompt's audio is about 20 KB, but a long text's is
    /// megabytes, and 200 of those must not be kept.
    static let retainedAudioBytes = 8 << 20

    // MARK: Reading

    /// Whether any synthesizer has an utterance queued or being spoken.
    var isSpeaking: Bool { queues.values.contains { !$0.items.isEmpty } }

    /// Whether speech plays now through the car's own speech session (a synthesizer that does not use the app's
    /// audio session).
    var speaksThroughCarSession: Bool {
        queues.values.contains { $0.isPlaying && $0.items.first?.usesApplicationAudioSession == false }
    }

    /// The prompt style the app's audio session reports now.
    var promptStyle: AVAudioSession.PromptStyle { SpeechRules.promptStyle(for: voiceState) }

    /// The engine's voices; empty, with `voicesError` set, when the engine cannot list them.
    mutating func voices() -> [SpeechVoice] {
        do {
            let voices = try engine.voices()
            voicesError = nil
            return voices
        } catch {
            let problem = error as? SpeechEngineError ?? .badAudio("\(error)")
            voicesError = problem
            engineProblem = problem
            return []
        }
    }

    // MARK: Synthesizers

    /// The synthesizer `number` tells the app through `listener` from now on.
    mutating func listen(_ number: Int, _ listener: @escaping Listener) { listeners[number] = listener }

    /// The synthesizer numbers with a queue, in order.
    var synthesizers: [Int] { queues.keys.sorted() }

    /// Records `record` and queues its utterance on its synthesizer at `now`; what happened at once.
    mutating func speak(_ record: SpokenUtterance, _ utterance: PlatformUtterance, at now: Date) -> [SpeechQueue.Event]
    {
        keep(record)
        return withQueue(record.synthesizer) {
            $0.enqueue(
                SpeechQueue.Item(
                    id: record.utterance, text: utterance.text, preUtteranceDelay: utterance.preUtteranceDelay,
                    postUtteranceDelay: utterance.postUtteranceDelay,
                    usesApplicationAudioSession: utterance.usesApplicationAudioSession), at: now)
        }
    }

    /// Stops, pauses or resumes a synthesizer at `now` (a synthesizer without a queue gets an empty one); what
    /// happened. `.speak` goes through `speak(_:_:at:)`.
    mutating func control(_ command: PlatformSpeechCommand, synthesizer number: Int, at now: Date)
        -> [SpeechQueue.Event]
    {
        withQueue(number) { queue in
            switch command {
            case .speak: []
            case .stop(let atWord): queue.stop(atWordBoundary: atWord, at: now)
            case .pause(let atWord): queue.pause(atWordBoundary: atWord, at: now)
            case .resume: queue.resume(at: now)
            }
        }
    }

    /// Runs a synthesizer's queue to `now`; nil when it has none.
    mutating func advance(_ number: Int, to now: Date) -> [SpeechQueue.Event]? {
        guard queues[number] != nil else { return nil }
        return withQueue(number) { $0.advance(to: now) }
    }

    /// The audio of an utterance is ready, `duration` long: its queue may start it; nil when the synthesizer has no
    /// queue.
    mutating func audioReady(_ number: Int, utterance: Int, duration: TimeInterval, at now: Date)
        -> [SpeechQueue.Event]?
    {
        guard queues[number] != nil else { return nil }
        return withQueue(number) { $0.audioReady(utterance, duration: duration, at: now) }
    }

    private mutating func withQueue(_ number: Int, _ change: (inout SpeechQueue) -> [SpeechQueue.Event])
        -> [SpeechQueue.Event]
    {
        var queue = queues[number] ?? SpeechQueue()
        let happened = change(&queue)
        queues[number] = queue
        return happened
    }

    /// The scene went: the queues and listeners go. Returns what each listener had queued, by synthesizer; nil when
    /// there were no queues. Then `endUnfinished(at:)` marks the records.
    mutating func dropQueues() -> [(listener: Listener?, utterances: [Int])]? {
        guard !queues.isEmpty else { return nil }
        let dropped = queues.map { number, queue in (listeners[number], queue.items.map(\.id)) }
        queues = [:]
        listeners = [:]
        return dropped
    }

    /// Utterances queued or being spoken were dropped at `now`.
    mutating func endUnfinished(at now: Date) {
        for index in spoken.indices where [.queued, .speaking].contains(spoken[index].state) {
            spoken[index].state = .dropped
            spoken[index].endedAt = now
        }
    }

    // MARK: The record

    private mutating func keep(_ record: SpokenUtterance) {
        spoken.append(record)
        let excess = spoken.count - Self.retainedUtterances
        if excess > 0 { spoken.removeFirst(excess) }
    }

    /// Drops the audio of the oldest records beyond `retainedAudioBytes` of audio, counted from the newest.
    private mutating func trimAudio() {
        var total = 0
        for index in spoken.indices.reversed() {
            guard let audio = spoken[index].audio else { continue }
            total += audio.count
            if total > Self.retainedAudioBytes { spoken[index].audio = nil }
        }
    }

    private mutating func update(_ synthesizer: Int, _ utterance: Int, _ change: (inout SpokenUtterance) -> Void) {
        guard let index = spoken.lastIndex(where: { $0.synthesizer == synthesizer && $0.utterance == utterance })
        else { return }
        change(&spoken[index])
    }

    /// Before events are delivered: the synthesizer's queued utterances its queue no longer holds, and that are not
    /// among `happened`, were dropped.
    mutating func markDropped(synthesizer number: Int, besides happened: [SpeechQueue.Event]) {
        let queued = Set(queues[number]?.items.map(\.id) ?? [])
        for index in spoken.indices
        where spoken[index].synthesizer == number && spoken[index].state == .queued
            && !queued.contains(spoken[index].utterance)
            && !happened.contains(where: { $0.utterance == spoken[index].utterance })
        {
            spoken[index].state = .dropped
        }
    }

    /// Records an event of a synthesizer's queue; the event as AVFAudio hears it.
    mutating func record(_ event: SpeechQueue.Event, synthesizer number: Int) -> PlatformSpeechEvent {
        let id = event.utterance
        switch event.kind {
        case .didStart:
            update(number, id) {
                $0.state = .speaking
                $0.startedAt = event.time
            }
            return .didStart(id)
        case .willSpeak(let word):
            update(number, id) {
                let text = $0.text.utf16
                let start = text.index(text.startIndex, offsetBy: word.location)
                let end = text.index(start, offsetBy: word.length)
                $0.spokenWords.append(String(text[start..<end]) ?? "")
            }
            return .willSpeak(id, location: word.location, length: word.length)
        case .didPause: return .didPause(id)
        case .didContinue: return .didContinue(id)
        case .didFinish:
            update(number, id) {
                $0.state = .finished
                $0.endedAt = event.time
            }
            return .didFinish(id)
        case .didCancel:
            update(number, id) {
                $0.state = .cancelled
                $0.endedAt = event.time
            }
            return .didCancel(id)
        }
    }

    // MARK: Audio

    /// The engine starts making an utterance's audio.
    mutating func beginRendering() { rendering += 1 }

    /// The engine finished an utterance's audio: the record keeps it, or the error with the duration
    /// `SpeechRules.estimatedDuration` gives (so the app still hears it through). Returns the duration to play.
    mutating func finishRendering(
        _ result: Result<RenderedSpeech, SpeechEngineError>, synthesizer: Int, utterance: Int, request: SpeechRequest
    ) -> TimeInterval {
        rendering -= 1
        switch result {
        case .success(let audio):
            update(synthesizer, utterance) {
                $0.audio = audio.ogg
                $0.duration = audio.duration
            }
            trimAudio()
            return audio.duration
        case .failure(let error):
            let duration = SpeechRules.estimatedDuration(of: request.text, wordsPerMinute: request.wordsPerMinute)
            engineProblem = error
            update(synthesizer, utterance) {
                $0.error = error
                $0.duration = duration
            }
            return duration
        }
    }

    /// The engine finished audio that is not an app's utterance (Siri's lines); its problem, if it failed, is the
    /// engine's latest.
    mutating func endRendering(problem: SpeechEngineError?) {
        rendering -= 1
        if let problem { engineProblem = problem }
    }

    /// Waits, with `waiter`, for the engine to finish the audio under way.
    mutating func waitForAudio(_ waiter: CheckedContinuation<Void, Never>) { renderWaiters.append(waiter) }

    /// The waiters to resume once no audio is being made (then none are kept); empty while audio is being made.
    mutating func idleWaiters() -> [CheckedContinuation<Void, Never>] {
        guard rendering == 0 else { return [] }
        defer { renderWaiters = [] }
        return renderWaiters
    }

    // MARK: Voices

    /// The record of an utterance the app asked to speak: its voice (the app's choice among `voices`, else one for
    /// its language, else for the car's `locale`) and the engine's request.
    static func record(
        synthesizer: Int, utterance id: Int, _ utterance: PlatformUtterance, voices: [SpeechVoice], locale: Locale
    ) -> SpokenUtterance {
        let language = utterance.language ?? languageCode(of: locale)
        let voice =
            utterance.voiceIdentifier.flatMap { identifier in voices.first { $0.identifier == identifier } }
            ?? Self.voice(for: language, in: voices)
        let request = SpeechRequest(
            text: utterance.text, voice: voice?.espeakName ?? language.lowercased(),
            wordsPerMinute: SpeechRules.wordsPerMinute(forRate: utterance.rate),
            pitch: SpeechRules.espeakPitch(forMultiplier: utterance.pitchMultiplier),
            amplitude: SpeechRules.espeakAmplitude(forVolume: utterance.volume))
        return SpokenUtterance(
            synthesizer: synthesizer, utterance: id, text: utterance.text, voiceIdentifier: voice?.identifier,
            language: voice?.language ?? language, request: request,
            usesApplicationAudioSession: utterance.usesApplicationAudioSession)
    }

    /// The voice for a language: the same code (case aside), else the first of the same primary language.
    static func voice(for language: String, in voices: [SpeechVoice]) -> SpeechVoice? {
        let wanted = language.replacingOccurrences(of: "_", with: "-").lowercased()
        if let exact = voices.first(where: { $0.language.lowercased() == wanted }) { return exact }
        let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
        return voices.first { $0.language.lowercased().split(separator: "-").first.map(String.init) == primary }
    }

    /// A locale's BCP-47 language and region (`en-US`).
    static func languageCode(of locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        guard let region = locale.region?.identifier else { return language }
        return "\(language)-\(region)"
    }
}

// MARK: Calling the app and the engine, in a session

@MainActor
extension SessionSpeech {
    /// Siri listens or speaks, a call starts or ends: the app's audio session reports the prompt style that follows
    /// (`SpeechRules.promptStyle(for:)`). The same state again changes nothing.
    static func setVoiceState(_ state: CarVoiceState, context: any SessionContext) {
        guard state != context.speech.voiceState else { return }
        context.speech.voiceState = state
        followVoiceState(context: context)
        context.onChange?()
    }

    /// Gives the app's audio session the car's prompt style (nothing while no scene is connected).
    static func followVoiceState(context: any SessionContext) {
        guard context.appState == .connected else { return }
        let style = context.speech.promptStyle
        context.runAsApp { AVAudioSession.sharedInstance()._hostSetPromptStyle(style) }
    }

    /// A synthesizer's command, carried out at the car's time now: the queues first run to now, then an utterance
    /// is recorded, queued and its audio made, or the queue is paused, resumed or stopped; the app hears what
    /// happened. Without a connected scene there is no car to speak through: the synthesizer forgets the utterance.
    static func perform(
        _ command: PlatformSpeechCommand, synthesizer number: Int,
        events: @escaping @MainActor @Sendable (PlatformSpeechEvent) -> Void, context: any SessionContext
    ) {
        guard context.appState == .connected else {
            if case .speak(let id, _) = command { context.runAsApp { events(.didDrop(id)) } }
            return
        }
        context.speech.listen(number, events)
        advance(context: context)
        let now = context.clock()
        let happened: [SpeechQueue.Event]
        if case .speak(let id, let utterance) = command {
            let record = SessionSpeech.record(
                synthesizer: number, utterance: id, utterance, voices: context.speech.voices(),
                locale: context.locale)
            happened = context.speech.speak(record, utterance, at: now)
            render(record.request, synthesizer: number, utterance: id, context: context)
        } else {
            happened = context.speech.control(command, synthesizer: number, at: now)
        }
        deliver(happened, synthesizer: number, context: context)
    }

    /// Runs every queue to the car's time now (the car's clock moved, or audio became ready); without a connected
    /// scene the queues go (`drop(context:)`).
    static func advance(context: any SessionContext) {
        guard context.appState == .connected else {
            drop(context: context)
            return
        }
        let now = context.clock()
        for number in context.speech.synthesizers {
            guard let happened = context.speech.advance(number, to: now) else { continue }
            deliver(happened, synthesizer: number, context: context)
        }
    }

    /// The scene went: queued and spoken utterances go without a delegate call (the synthesizer forgets them; a
    /// terminated app hears nothing at all).
    static func drop(context: any SessionContext) {
        guard let dropped = context.speech.dropQueues() else { return }
        if context.appState == .disconnected {
            for (listener, utterances) in dropped {
                guard let listener else { continue }
                for id in utterances { context.runAsApp { listener(.didDrop(id)) } }
            }
        }
        context.speech.endUnfinished(at: context.clock())
    }

    /// Makes the utterance's audio off the main actor; when it is ready (or failed) the queue may start it. A
    /// session gone by then hears nothing.
    private static func render(
        _ request: SpeechRequest, synthesizer: Int, utterance: Int, context: any SessionContext
    ) {
        context.speech.beginRendering()
        makeAudio(request, engine: context.speech.engine) { [weak context] result in
            guard let context else { return }
            audioReady(result, synthesizer: synthesizer, utterance: utterance, request: request, context: context)
        }
    }

    /// Runs the engine on `request` off the main actor, then `done` with the audio or the engine's error.
    static func makeAudio(
        _ request: SpeechRequest, engine: SpeechEngine,
        done: @escaping @MainActor (Result<RenderedSpeech, SpeechEngineError>) -> Void
    ) {
        Task {
            let result: Result<RenderedSpeech, SpeechEngineError>
            do {
                result = .success(try await Task.detached { try await engine.render(request) }.value)
            } catch {
                result = .failure(error as? SpeechEngineError ?? .badAudio("\(error)"))
            }
            done(result)
        }
    }

    /// The engine finished an utterance's audio. When it failed, the utterance is timed by
    /// `SpeechRules.estimatedDuration` so the app still hears it through, and the record keeps the error.
    private static func audioReady(
        _ result: Result<RenderedSpeech, SpeechEngineError>, synthesizer: Int, utterance: Int, request: SpeechRequest,
        context: any SessionContext
    ) {
        let duration = context.speech.finishRendering(
            result, synthesizer: synthesizer, utterance: utterance, request: request)
        if context.appState == .connected,
            let happened = context.speech.audioReady(
                synthesizer, utterance: utterance, duration: duration, at: context.clock())
        {
            deliver(happened, synthesizer: synthesizer, context: context)
        }
        for waiter in context.speech.idleWaiters() { waiter.resume() }
        // The car logs the engine's problem (once per kind).
        if case .failure = result { context.onChange?() }
    }

    /// Records what happened and tells the app, in order; then marks utterances the queue dropped. Front ends hear
    /// of it (the car's state changed, not the templates).
    private static func deliver(
        _ happened: [SpeechQueue.Event], synthesizer number: Int, context: any SessionContext
    ) {
        context.speech.markDropped(synthesizer: number, besides: happened)
        guard !happened.isEmpty else { return }
        for event in happened {
            let platform = context.speech.record(event, synthesizer: number)
            if let listener = context.speech.listeners[number] { context.runAsApp { listener(platform) } }
        }
        context.onChange?()
    }
}

@MainActor
extension SessionSpeech {
    /// Returns once the engine made the audio of every utterance queued so far (the subprocesses run for real).
    static func waitForAudio(context: any SessionContext) async {
        guard context.speech.rendering > 0 else { return }
        await withCheckedContinuation { context.speech.waitForAudio($0) }
    }

    /// The car's voices as AVFAudio sees them.
    static func platformVoices(context: any SessionContext) -> [PlatformSpeechVoice] {
        context.speech.voices().map {
            PlatformSpeechVoice(
                identifier: $0.identifier, name: $0.name, language: $0.language, gender: $0.gender,
                quality: AVSpeechSynthesisVoiceQuality.default.rawValue)
        }
    }
}
