import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The event log stays bounded however long the car runs and whatever the driver types: a ring of the last
/// `capacity` entries, texts cut, refused input logged briefly.
@MainActor @Suite(.serialized) struct EventLogBoundsTests {
    @Test func theLogIsARingOfTheLastEntries() {
        let log = CarEventLog(capacity: 5)
        for index in 1...12 { log.append(.host, "entry \(index)") }
        expectTrue(log.count == 5 && log.lastSeq == 12)
        expectEqual(log.entries.map(\.seq), [8, 9, 10, 11, 12])
        expectEqual(log.entries.map(\.text), (8...12).map { "entry \($0)" })
        expectEqual(log.last(2).map(\.seq), [11, 12])
        expectEqual(log.last(50).map(\.seq), [8, 9, 10, 11, 12])
        expectEqual(log.entries(before: 11, count: 2).map(\.seq), [9, 10])
        expectEqual(log.entries(before: 9, count: 5).map(\.seq), [8], "only what is kept")
        expectTrue(log.entries(before: 3, count: 5).isEmpty)
        expectEqual(log.entries(before: 100, count: 1).map(\.seq), [12])
        expectEqual(log.entries(after: 10).map(\.seq), [11, 12])
        expectEqual(log.entries(after: 0).map(\.seq), [8, 9, 10, 11, 12])
        expectTrue(log.entries(after: 12).isEmpty)
    }

    @Test func longTextsAreCut() {
        let log = CarEventLog()
        let entry = log.append(.app, String(repeating: "x", count: 65_000))
        expectTrue(entry.text.count == CarEventLog.maximumTextLength && entry.text.hasSuffix("…"))
        expectEqual(log.entries.last?.text, entry.text)
        expectEqual(CarEventLog.quoting(String(repeating: "é", count: 5000)).count, CarEventLog.maximumQuotedLength)
        expectEqual(CarEventLog.quoting("short"), "short")
        let exact = String(repeating: "y", count: CarEventLog.maximumQuotedLength)
        expectEqual(CarEventLog.quoting(exact), exact)
    }

    @Test func refusedTypingIsLoggedBrieflyNotQuoted() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let huge = String(repeating: "a", count: 65_000)
        expectEqual(try car.type(huge), .notOnScreen)
        let line = try require(car.log.entries.last { $0.kind == .input }?.text)
        expectEqual(line, "Type (65000 characters): no search field on screen")
    }

    /// Five times the log's capacity in actions (typing where there is no search field, knob rotations) leave the log
    /// at its capacity and its text bounded (a 100,000-action run is a benchmark's business).
    @Test func memoryIsFlatOverALongRun() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let text = String(repeating: "z", count: 2000)
        var largest = 0
        for index in 0..<5_000 {
            if index % 2 == 0 {
                _ = try car.type(text)
            } else {
                try car.rotateKnob(1)
            }
            if index % 1_000 == 0 { largest = max(largest, car.log.entries.reduce(0) { $0 + $1.text.utf8.count }) }
        }
        let total = car.log.entries.reduce(0) { $0 + $1.text.utf8.count }
        expectEqual(car.log.count, car.log.capacity)
        expectGreater(car.log.lastSeq, 5_000)
        expectTrue(total <= car.log.capacity * 100, "short lines only: \(total) bytes")
        expectTrue(largest <= car.log.capacity * 100)
    }
}
