import Foundation

/// The session's logs, one session's part: the scene, scene delegate and session configuration callbacks the app
/// received (named as in Swift) and the interface controller delegate's appearance callbacks, each with how many
/// were recorded in all.
///
/// Plain state. A session runs for hours: each log keeps at least its last `retainedEntries` and drops the oldest
/// once it holds twice that, so trimming costs nothing per entry. Readers that follow a log (the car's event log)
/// keep how many entries they saw and read the rest with `entries(of:total:after:)`.
struct SessionLogs: Sendable, Hashable {
    /// How many entries each log keeps at least.
    static let retainedEntries = 1000

    /// The scene, scene delegate and session configuration callbacks the app received, oldest first, named as in
    /// Swift (`scene(_:willConnectTo:options:)`, `templateApplicationScene(_:didConnect:to:)`…): the last
    /// `retainedEntries` or more. The car's event log shows these; nothing else writes callback names.
    private(set) var callbacks: [String] = []
    /// How many callbacks were recorded in all.
    private(set) var callbackCount = 0
    /// The interface controller delegate's appearance callbacks made, oldest first (for logs and tests): the last
    /// `retainedEntries` or more.
    private(set) var appearance: [AppearanceEvent] = []
    /// How many appearance callbacks were recorded in all.
    private(set) var appearanceCount = 0

    /// What the car noticed while serving the app, oldest first, for the car's event log: why a directions request
    /// failed (`CarDirections`). The last `retainedEntries` or more.
    private(set) var notes: [String] = []
    /// How many notes were recorded in all.
    private(set) var noteCount = 0

    /// Records a note.
    mutating func note(_ text: String) {
        notes.append(text)
        noteCount += 1
        Self.trim(&notes)
    }

    /// The notes made with `noteOnce`.
    private(set) var notedOnce: Set<String> = []

    /// Records a note unless the same text was noted this way before: for what the car finds again at every
    /// snapshot (its texts are a fixed few, so the set stays small).
    mutating func noteOnce(_ text: String) {
        guard notedOnce.insert(text).inserted else { return }
        note(text)
    }

    /// Records a callback the app received.
    mutating func received(_ callback: String) {
        callbacks.append(callback)
        callbackCount += 1
        Self.trim(&callbacks)
    }

    /// Takes back the callback recorded when `callbackCount` was `mark` (the app turned out not to implement it, so
    /// it received nothing). Nothing happens when that entry is no longer kept.
    mutating func retractCallback(recordedAt mark: Int) {
        let index = mark - (callbackCount - callbacks.count)
        guard callbacks.indices.contains(index) else { return }
        callbacks.remove(at: index)
        callbackCount -= 1
    }

    /// Records appearance callbacks.
    mutating func recordAppearance(_ events: [AppearanceEvent]) {
        appearance.append(contentsOf: events)
        appearanceCount += events.count
        Self.trim(&appearance)
    }

    /// Drops the oldest entries once a log holds twice what it keeps.
    private static func trim<T>(_ log: inout [T]) {
        if log.count > 2 * retainedEntries { log.removeFirst(log.count - retainedEntries) }
    }

    /// The entries of a log after the first `seen` of all that were ever recorded (`total`); entries no longer kept
    /// are left out.
    static func entries<T>(of log: [T], total: Int, after seen: Int) -> ArraySlice<T> {
        log.suffix(max(0, min(total - seen, log.count)))
    }
}
