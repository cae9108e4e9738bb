import Foundation

/// When the app changed each of its objects, one session's part: the car's review reads it to tell a periodic
/// refresh (a driving task app's data items, more than once every 10 seconds; its points of interest, more than once
/// every 60 seconds) from a change the driver caused.
///
/// Plain state, bounded: each object keeps its last `retainedChanges` times, and at most `retainedObjects` objects
/// are followed (the least recently changed go first), so a session that runs for hours holds little.
struct RefreshWatch: Sendable, Hashable {
    static let retainedChanges = 4
    static let retainedObjects = 500

    /// The last change times of each object, oldest first.
    private(set) var changes: [ElementID: [Date]] = [:]

    /// The app announced a change of `id` at `now`.
    mutating func note(_ id: ElementID, at now: Date) {
        var times = changes[id] ?? []
        times.append(now)
        if times.count > Self.retainedChanges { times.removeFirst(times.count - Self.retainedChanges) }
        changes[id] = times
        guard changes.count > Self.retainedObjects else { return }
        let oldest = changes.min { ($0.value.last ?? .distantPast) < ($1.value.last ?? .distantPast) }
        if let oldest { changes[oldest.key] = nil }
    }

    /// The longest interval of `id`'s last `count` changes when they came one after another, each sooner than
    /// `limit` after the one before (a periodic refresh faster than `limit`); nil otherwise.
    func periodicInterval(of id: ElementID, count: Int, under limit: TimeInterval) -> TimeInterval? {
        guard let times = changes[id], times.count >= count else { return nil }
        let recent = times.suffix(count)
        let intervals = zip(recent.dropFirst(), recent).map { $0.timeIntervalSince($1) }
        guard let longest = intervals.max(), longest < limit else { return nil }
        return longest
    }
}
