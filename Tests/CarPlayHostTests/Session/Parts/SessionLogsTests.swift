import Expectations
import Testing

@testable import CarPlayHost

@Suite("Session parts: logs")
struct SessionLogsTests {
    @Test("callbacks and appearance events are recorded in order with their totals")
    func records() {
        var logs = SessionLogs()
        logs.received("scene(_:willConnectTo:options:)")
        logs.received("sceneDidBecomeActive(_:)")
        logs.recordAppearance([.willAppear("a"), .didAppear("a")])
        expectEqual(logs.callbacks, ["scene(_:willConnectTo:options:)", "sceneDidBecomeActive(_:)"])
        expectEqual(logs.callbackCount, 2)
        expectEqual(logs.appearance, [.willAppear("a"), .didAppear("a")])
        expectEqual(logs.appearanceCount, 2)
    }

    @Test("a log keeps at least its last retained entries and never more than twice that; the total goes on")
    func trims() {
        var logs = SessionLogs()
        let limit = SessionLogs.retainedEntries
        for index in 0..<(2 * limit + 1) { logs.received("c\(index)") }
        expectEqual(logs.callbackCount, 2 * limit + 1)
        expectEqual(logs.callbacks.count, limit)
        expectTrue(logs.callbacks.first == "c\(limit + 1)" && logs.callbacks.last == "c\(2 * limit)")
        for _ in 0..<(limit + 1) { logs.recordAppearance([.willAppear("x"), .didAppear("x")]) }
        expectEqual(logs.appearanceCount, 2 * limit + 2)
        expectTrue(logs.appearance.count <= 2 * limit && logs.appearance.count >= limit)
    }

    @Test("a note made once is recorded the first time only")
    func notesOnce() {
        var logs = SessionLogs()
        for _ in 0..<3 { logs.noteOnce("too many points") }
        logs.noteOnce("left out")
        logs.noteOnce("too many points")
        expectTrue(logs.notes == ["too many points", "left out"] && logs.noteCount == 2)
    }

    @Test("a retracted callback is taken out of the log and the total; one no longer kept changes nothing")
    func retracts() {
        var logs = SessionLogs()
        logs.received("first")
        let mark = logs.callbackCount
        logs.received("unimplemented")
        logs.received("after")
        logs.retractCallback(recordedAt: mark)
        expectEqual(logs.callbacks, ["first", "after"])
        expectEqual(logs.callbackCount, 2)

        for index in 0..<(2 * SessionLogs.retainedEntries) { logs.received("c\(index)") }
        let before = logs
        logs.retractCallback(recordedAt: 0)
        expectEqual(logs, before, "the first entry was trimmed long ago")
    }

    @Test("a reader that saw some entries reads only the rest, and only what is still kept")
    func entriesAfter() {
        let log = ["c", "d", "e"]  // entries 2, 3 and 4 of five recorded
        expectEqual(Array(SessionLogs.entries(of: log, total: 5, after: 3)), ["d", "e"])
        expectEqual(Array(SessionLogs.entries(of: log, total: 5, after: 0)), ["c", "d", "e"])
        expectTrue(SessionLogs.entries(of: log, total: 5, after: 5).isEmpty)
        expectTrue(SessionLogs.entries(of: log, total: 5, after: 7).isEmpty)
    }
}
