#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// Speaks utterances, one after another in the order given, through the car: the car's speech engine (espeak-ng)
/// turns each into audio, and the car's clock decides when it starts, which word is spoken and when it ends. The
/// delegate hears each step on the main thread.
///
/// While `usesApplicationAudioSession` is true (the default) the synthesizer activates the app's
/// `AVAudioSession` when an utterance starts, as on iOS, and leaves it active: the session's category, mode and
/// options decide what happens to other audio (a voice-prompt session ducks it), until the app deactivates it. When
/// false, the car speaks through a session of its own that ducks other audio only while it speaks.
///
/// Without a host (no car runs the app) nothing can be spoken: utterances are dropped.
@available(iOS 7.0, *)
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    private static let numbers = NSLock()
    nonisolated(unsafe) private static var lastNumber = 0

    private let lock = NSLock()
    /// The synthesizer's number for the car.
    private let number: Int
    /// The environment of the app that made it (the car that speaks when no host runs the caller).
    private let madeIn: WeakEnvironment
    /// Utterances queued or being spoken, by number, in order.
    private var queue: [(number: Int, utterance: AVSpeechUtterance)] = []
    private var lastUtterance = 0
    private var paused = false
    private var startedUtterance: Int?
    private weak var _delegate: (any AVSpeechSynthesizerDelegate)?
    private var _usesApplicationAudioSession = true
    private var _mixToTelephonyUplink = false

    public override init() {
        number = Self.numbers.withLock {
            Self.lastNumber += 1
            return Self.lastNumber
        }
        madeIn = WeakEnvironment(PlatformHost.environmentOfRunningCode)
        super.init()
    }

    /// The object told about the synthesizer's speech.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)? {
        get { locked { _delegate } }
        set { locked { _delegate = newValue } }
    }

    /// Whether an utterance is being spoken, paused or waiting in the queue.
    open var isSpeaking: Bool { locked { !queue.isEmpty } }
    /// Whether speech is paused.
    open var isPaused: Bool { locked { paused } }

    /// Whether the synthesizer uses (and activates) the app's audio session (default true); false: the car manages
    /// a session for speech of its own.
    @available(iOS 13.0, *) open var usesApplicationAudioSession: Bool {
        get { locked { _usesApplicationAudioSession } }
        set { locked { _usesApplicationAudioSession = newValue } }
    }
    /// Whether speech goes to the other party of a call (default false). The car has no call uplink: it only keeps
    /// the value.
    @available(iOS 13.0, *) open var mixToTelephonyUplink: Bool {
        get { locked { _mixToTelephonyUplink } }
        set { locked { _mixToTelephonyUplink = newValue } }
    }

    /// Queues `utterance`: spoken at once when nothing else is, else after the utterances before it. An utterance
    /// already in the queue is not queued a second time.
    open func speak(_ utterance: AVSpeechUtterance) {
        let request: (Int, PlatformUtterance)? = locked {
            guard !queue.contains(where: { $0.utterance === utterance }) else { return nil }
            lastUtterance += 1
            queue.append((lastUtterance, utterance))
            return (lastUtterance, Self.platformUtterance(utterance, usesAppSession: _usesApplicationAudioSession))
        }
        guard let (id, platform) = request else { return }
        // With no car to speak, the utterance is dropped.
        send(.speak(id: id, platform)) { [weak self] in _ = self?.finish(id) }
    }

    /// Stops speaking now or at the end of the current word, and drops the queued utterances. True when there
    /// was speech to stop.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let stopped: Bool = locked {
            guard !queue.isEmpty else { return false }
            // The utterance being spoken goes when the car cancels it; the others go now.
            queue.removeAll { $0.number != startedUtterance }
            if startedUtterance == nil { paused = false }
            return true
        }
        guard stopped else { return false }
        send(.stop(atWordBoundary: boundary == .word))
        return true
    }

    /// Pauses now or at the end of the current word. False when nothing is spoken or speech is already paused.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard locked({ !queue.isEmpty && !paused }) else { return false }
        send(.pause(atWordBoundary: boundary == .word))
        return true
    }

    /// Goes on after a pause. False when speech is not paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        guard locked({ paused }) else { return false }
        send(.resume)
        return true
    }

    // MARK: The car

    /// Sends a command to the car of the app that runs now (else the one the synthesizer was made in), on the main
    /// actor; `noCar` runs when there is none.
    private func send(_ command: PlatformSpeechCommand, noCar: (@Sendable () -> Void)? = nil) {
        let environment = WeakEnvironment(PlatformHost.environmentOfRunningCode ?? madeIn.value)
        let number = number
        let events: @MainActor @Sendable (PlatformSpeechEvent) -> Void = { [weak self] event in
            self?.carDid(event)
        }
        let deliver: @MainActor @Sendable () -> Void = {
            guard let car = environment.value ?? PlatformHost.currentEnvironment else {
                noCar?()
                return
            }
            car.speechSynthesizer(number, perform: command, events: events)
        }
        if PlatformHost.isMainQueue() {
            MainActor.assumeIsolated { deliver() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { deliver() } }
        }
    }

    /// What the car did, as the delegate hears it. On `didStart` the app's audio session becomes active first when
    /// the synthesizer uses it.
    @MainActor private func carDid(_ event: PlatformSpeechEvent) {
        switch event {
        case .didStart(let id):
            guard let utterance = utterance(id) else { return }
            let activate: Bool = locked {
                startedUtterance = id
                return _usesApplicationAudioSession
            }
            if activate, !AVAudioSession.sharedInstance()._hostState.isActive {
                try? AVAudioSession.sharedInstance().setActive(true)
            }
            delegate?.speechSynthesizer(self, didStart: utterance)
        case .willSpeak(let id, let location, let length):
            guard let utterance = utterance(id) else { return }
            delegate?.speechSynthesizer(
                self, willSpeakRangeOfSpeechString: NSRange(location: location, length: length), utterance: utterance)
        case .didPause(let id):
            guard let utterance = utterance(id) else { return }
            locked { paused = true }
            delegate?.speechSynthesizer(self, didPause: utterance)
        case .didContinue(let id):
            guard let utterance = utterance(id) else { return }
            locked { paused = false }
            delegate?.speechSynthesizer(self, didContinue: utterance)
        case .didFinish(let id):
            guard let utterance = finish(id) else { return }
            delegate?.speechSynthesizer(self, didFinish: utterance)
        case .didDrop(let id):
            _ = finish(id)
        case .didCancel(let id):
            guard let utterance = finish(id) else { return }
            // A cancel drops whatever was queued after the utterance too.
            locked { queue.removeAll() }
            delegate?.speechSynthesizer(self, didCancel: utterance)
        }
    }

    private func utterance(_ id: Int) -> AVSpeechUtterance? {
        locked { queue.first { $0.number == id }?.utterance }
    }

    /// Takes a finished or cancelled utterance out of the queue.
    private func finish(_ id: Int) -> AVSpeechUtterance? {
        locked {
            guard let index = queue.firstIndex(where: { $0.number == id }) else { return nil }
            if startedUtterance == id { startedUtterance = nil }
            paused = false
            return queue.remove(at: index).utterance
        }
    }

    private static func platformUtterance(_ utterance: AVSpeechUtterance, usesAppSession: Bool) -> PlatformUtterance {
        let voice = utterance.voice
        return PlatformUtterance(
            text: utterance.speechString, voiceIdentifier: voice?.identifier, language: voice?.language,
            rate: utterance.rate, pitchMultiplier: utterance.pitchMultiplier, volume: utterance.volume,
            preUtteranceDelay: utterance.preUtteranceDelay, postUtteranceDelay: utterance.postUtteranceDelay,
            usesApplicationAudioSession: usesAppSession)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// An app's environment, held weakly and carried to the main thread (only used there).
    private struct WeakEnvironment: @unchecked Sendable {
        private final class Reference {
            weak var value: (any PlatformHostEnvironment)?
            init(_ value: (any PlatformHostEnvironment)?) { self.value = value }
        }
        private let reference: Reference
        init(_ value: (any PlatformHostEnvironment)?) { reference = Reference(value) }
        var value: (any PlatformHostEnvironment)? { reference.value }
    }
}
#endif
