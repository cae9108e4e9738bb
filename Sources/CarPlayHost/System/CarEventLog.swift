import Foundation

/// What the car system did and which app callbacks it made, newest last, bounded.
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
    /// The kept entries, oldest first.
    public private(set) var entries: [Entry] = []
    private var nextSeq = 1
    /// Called with each new entry.
    public var onAppend: (@MainActor (Entry) -> Void)?
    /// The clock that stamps entries.
    public var clock: @Sendable () -> Date = { Date() }

    public init(capacity: Int = 1000) { self.capacity = max(1, capacity) }

    /// Appends an entry (dropping the oldest beyond `capacity`).
    @discardableResult
    public func append(_ kind: Kind, _ text: String) -> Entry {
        let entry = Entry(seq: nextSeq, time: clock(), kind: kind, text: text)
        nextSeq += 1
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        onAppend?(entry)
        return entry
    }

    /// The last `count` entries.
    public func last(_ count: Int) -> [Entry] { Array(entries.suffix(max(0, count))) }
}
