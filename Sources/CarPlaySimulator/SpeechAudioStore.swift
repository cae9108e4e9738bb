import CarPlayHost
import Foundation

/// The audio of the voice prompts the car started speaking, for the page to fetch
/// (`GET /speech/<bundle id>/<utterance id>.ogg`): the hub records each as the car starts it, the HTTP side reads.
/// Bounded by count and by bytes: the last `capacity` utterances (the least recently recorded or fetched go first),
/// at most `byteCapacity` bytes together (a prompt's audio is about 20 KB, a long text's megabytes).
public final class SpeechAudioStore: @unchecked Sendable {
    private let lock = NSLock()
    private var audio: ByteBoundedCache<String, Data>
    public let capacity: Int
    public let byteCapacity: Int

    public init(capacity: Int = 64, byteCapacity: Int = 8 << 20) {
        self.capacity = max(capacity, 1)
        self.byteCapacity = max(byteCapacity, 1)
        audio = ByteBoundedCache(
            maximumBytes: self.byteCapacity, maximumCount: self.capacity, maximumValueBytes: self.byteCapacity,
            size: \.count)
    }

    private static func key(app: String, utterance: String) -> String { app + "\n" + utterance }

    /// Keeps an utterance's Ogg Vorbis bytes (the oldest kept ones go when full; audio larger than the whole store
    /// is not kept).
    public func record(_ data: Data, app: String, utterance: String) {
        let key = Self.key(app: app, utterance: utterance)
        lock.withLock { audio.insert(data, for: key) }
    }

    /// An utterance's bytes, or nil when unknown (or no longer kept).
    public func audio(app: String, utterance: String) -> Data? {
        lock.withLock { audio.value(for: Self.key(app: app, utterance: utterance)) }
    }

    /// The bytes kept now.
    public var bytes: Int { lock.withLock { audio.bytes } }
}
