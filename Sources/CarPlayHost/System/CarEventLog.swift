import Foundation

/// What the car system did and which app callbacks it made, newest last, bounded: a ring of the last `capacity`
/// entries, each at most `maximumTextLength` characters.
@MainActor
public final class CarEventLog {
    /// What an entry is about.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The system itself: launches, the home screen, display and car state changes.
        case host
        /// A callback the system made into an app (scene lifecycle, template appearance, notifications).
        case app
        /// Driver input.
        case input
        /// Audio focus and the car's radio.
        case audio
        /// An app's programmer error that closed it.
        case fault
    }

    /// One entry.
    public struct Entry: Codable, Hashable, Sendable {
        /// Increases by one per entry, from 1.
        public var seq: Int
        public var time: Date
        public var kind: Kind
        public var text: String
    }

    /// The most entries kept.
    public let capacity: Int
    /// The longest entry text kept, in characters; longer texts are cut and end with "…".
    public nonisolated static let maximumTextLength = 1000
    /// The longest piece of user text (typed text, names from a page) an entry quotes (`quoting(_:)`).
    public nonisolated static let maximumQuotedLength = 200

    /// The ring: `count` entries, the oldest at `start`.
    private var ring: [Entry] = []
    private var start = 0
    private var nextSeq = 1
    /// Called with each new entry.
    public var onAppend: (@MainActor (Entry) -> Void)?
    /// The clock that stamps entries.
    public var clock: @Sendable () -> Date = { Date() }

    public init(capacity: Int = 1000) { self.capacity = max(1, capacity) }

    /// The kept entries, oldest first.
    public var entries: [Entry] { Array(ring[start...] + ring[..<start]) }
    /// How many entries are kept (at most `capacity`).
    public var count: Int { ring.count }
    /// The `seq` of the newest entry (0 before the first).
    public var lastSeq: Int { nextSeq - 1 }

    /// Appends an entry (dropping the oldest beyond `capacity`; the text cut to `maximumTextLength`).
    @discardableResult
    public func append(_ kind: Kind, _ text: String) -> Entry {
        let entry = Entry(seq: nextSeq, time: clock(), kind: kind, text: Self.cut(text, to: Self.maximumTextLength))
        nextSeq += 1
        if ring.count < capacity {
            ring.append(entry)
        } else {
            ring[start] = entry
            start = (start + 1) % capacity
        }
        onAppend?(entry)
        return entry
    }

    /// The last `count` entries, oldest first.
    public func last(_ count: Int) -> [Entry] { entries(before: nextSeq, count: count) }

    /// Up to `count` kept entries older than `seq`, oldest first: the page of the log just before `seq`.
    public func entries(before seq: Int, count: Int) -> [Entry] {
        let oldest = nextSeq - ring.count
        let end = min(max(seq, oldest), nextSeq)
        let first = max(oldest, end - max(0, count))
        return (first..<end).map { ring[(start + $0 - oldest) % ring.count] }
    }

    /// The kept entries newer than `seq`, oldest first.
    public func entries(after seq: Int) -> [Entry] {
        entries(before: nextSeq, count: lastSeq - max(seq, 0))
    }

    /// User text as an entry quotes it: at most `maximumQuotedLength` characters, cut ones ending with "…".
    public nonisolated static func quoting(_ text: String) -> String { cut(text, to: maximumQuotedLength) }

    /// `text` cut to `limit` characters, the last one "…" when it was longer.
    nonisolated static func cut(_ text: String, to limit: Int) -> String {
        guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex), end != text.endIndex
        else { return text }
        return text[..<text.index(before: end)] + "…"
    }
}
