import Foundation

/// When the car next needs its clock looked at (`CarSystem.clockDemand()`): what changes by itself as time passes,
/// with nothing else happening. A front end that moves the car's clock on a timer (the simulator) sleeps until then
/// instead of looking every second; whatever else changes the car tells it (`CarSystem.onChange`).
public struct ClockDemand: Sendable, Hashable {
    /// The earliest time on the car's clock, after now, at which something changes by itself: the status bar's
    /// minute, the map template's navigation bar hiding, a navigation alert timing out, the home screen's notice
    /// going. Nil: none.
    public var deadline: Date?
    /// Something moves with every second of the clock: a drive under way (a position a second), speech, a screen
    /// that shows the time running (Now Playing's elapsed time, a sports clock, arrival times). The front end looks
    /// again at its own pace (the simulator: every second of the wall clock).
    public var isContinuous: Bool

    public init(deadline: Date? = nil, isContinuous: Bool = false) {
        self.deadline = deadline
        self.isContinuous = isContinuous
    }

    /// Also wakes at `date`, when it comes after `now`.
    mutating func include(_ date: Date?, after now: Date) {
        guard let date, date > now else { return }
        deadline = deadline.map { min($0, date) } ?? date
    }

    /// Also wants what `other` wants.
    mutating func include(_ other: ClockDemand) {
        if let date = other.deadline { deadline = deadline.map { min($0, date) } ?? date }
        isContinuous = isContinuous || other.isContinuous
    }

    /// The start of the minute after `now` (the status bar's clock shows hours and minutes; every time zone's offset
    /// is a whole number of minutes).
    static func nextMinute(after now: Date) -> Date {
        Date(timeIntervalSince1970: ((now.timeIntervalSince1970 / 60).rounded(.down) + 1) * 60)
    }
}
