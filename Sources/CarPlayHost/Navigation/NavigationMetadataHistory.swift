import Foundation

/// The navigation metadata a car received, oldest first: one entry per change, each with its time on the car's
/// clock and a sequence number. Bounded like the session's logs: it keeps the last `retainedEntries` or more, and by
/// size: at most `retainedBytes` (estimated) together, since an app's route segments can carry many coordinates.
///
/// An entry without metadata records that the car stopped receiving any (guidance ended, or the app no longer
/// provides metadata).
public struct NavigationMetadataHistory: Codable, Hashable, Sendable {
    public struct Entry: Codable, Hashable, Sendable {
        /// 1 for the first entry ever appended, then one more for each.
        public var sequence: Int
        public var timestamp: Date
        /// nil: no metadata from then on.
        public var metadata: NavigationMetadata?

        public init(sequence: Int, timestamp: Date, metadata: NavigationMetadata?) {
            self.sequence = sequence
            self.timestamp = timestamp
            self.metadata = metadata
        }
    }

    /// The entries kept, oldest first: the last `retainedEntries` or more.
    public private(set) var entries: [Entry] = []
    /// How many entries were appended in all (the last entry's sequence number).
    public private(set) var total = 0
    /// The kept entries' estimated size (`NavigationMetadata.estimatedBytes`).
    public private(set) var bytes = 0

    /// How many entries the history keeps at least: as many as a session's logs (`CarSession.retainedLogEntries`,
    /// which belongs to the main actor while a history does not; a test keeps the two equal).
    public static let retainedEntries = 1000
    /// The most bytes (estimated) the entries hold together; past it the oldest go until half is left, the last
    /// entry always kept. A prompt-by-prompt drive's entries are a few kilobytes each, far below it.
    public static let retainedBytes = 32 << 20

    public init() {}

    private enum CodingKeys: String, CodingKey { case entries, total }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        entries = try container.decode([Entry].self, forKey: .entries)
        total = try container.decode(Int.self, forKey: .total)
        bytes = entries.reduce(0) { $0 + Self.size(of: $1) }
    }

    private static func size(of entry: Entry) -> Int { 64 + (entry.metadata?.estimatedBytes ?? 0) }

    /// The metadata the car has now: the last entry's (nil before the first).
    public var current: NavigationMetadata? { entries.last?.metadata }

    /// Appends the metadata the car receives at `timestamp`, unless it equals what the car has now (nothing is
    /// appended either for nil before any metadata). Returns whether an entry was appended.
    @discardableResult
    public mutating func append(_ metadata: NavigationMetadata?, at timestamp: Date) -> Bool {
        guard metadata != current else { return false }
        total += 1
        let entry = Entry(sequence: total, timestamp: timestamp, metadata: metadata)
        entries.append(entry)
        bytes += Self.size(of: entry)
        // Drop the oldest once twice the kept number (or the kept bytes) is reached, so trimming costs nothing per
        // entry.
        var drop = entries.count > 2 * Self.retainedEntries ? entries.count - Self.retainedEntries : 0
        if bytes > Self.retainedBytes {
            var left = bytes
            var count = 0
            while count < entries.count - 1, left > Self.retainedBytes / 2 {
                left -= Self.size(of: entries[count])
                count += 1
            }
            drop = max(drop, count)
        }
        if drop > 0 {
            bytes -= entries.prefix(drop).reduce(0) { $0 + Self.size(of: $1) }
            entries.removeFirst(drop)
        }
        return true
    }

    /// The entries after the first `seen` ever appended; entries no longer kept are left out.
    public func entries(after seen: Int) -> ArraySlice<Entry> {
        entries.suffix(max(0, min(total - seen, entries.count)))
    }
}
