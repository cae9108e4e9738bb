import Foundation

/// The audio of the voice prompts the car started speaking, for the page to fetch
/// (`GET /speech/<bundle id>/<utterance id>.ogg`): the hub records each as the car starts it, the HTTP side reads.
/// Bounded: the last `capacity` utterances.
public final class SpeechAudioStore: @unchecked Sendable {
    private let lock = NSLock()
    private var audio: [String: Data] = [:]
    private var order: [String] = []
    public let capacity: Int

    public init(capacity: Int = 64) { self.capacity = max(capacity, 1) }

    private static func key(app: String, utterance: String) -> String { app + "\n" + utterance }

    /// Keeps an utterance's Ogg Vorbis bytes (the oldest kept one goes when full).
    public func record(_ data: Data, app: String, utterance: String) {
        let key = Self.key(app: app, utterance: utterance)
        lock.withLock {
            if audio.updateValue(data, forKey: key) == nil { order.append(key) }
            while order.count > capacity { audio[order.removeFirst()] = nil }
        }
    }

    /// An utterance's bytes, or nil when unknown (or no longer kept).
    public func audio(app: String, utterance: String) -> Data? {
        lock.withLock { audio[Self.key(app: app, utterance: utterance)] }
    }
}
