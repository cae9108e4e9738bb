import Expectations
import Foundation
import Testing

@testable import CarPlayHost

/// The status bar's time: the hour and minute a Gregorian calendar gives in the car's time zone, written as the
/// phone's locale writes them.
@Suite struct StatusBarClockTests {
    /// The hour and minute as a calendar in `timeZone` gives them at `date`, written in 24-hour style.
    func calendarText(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let minute = parts.minute ?? 0
        return "\(parts.hour ?? 0):" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }

    @Test(arguments: [
        "UTC", "Europe/Monaco", "America/New_York", "America/St_Johns", "Asia/Kathmandu", "Pacific/Chatham",
        "Australia/Lord_Howe", "Pacific/Kiritimati", "Pacific/Pago_Pago",
    ])
    func theHourAndMinuteAreTheCalendarsInTheCarsTimeZone(_ identifier: String) throws {
        let timeZone = try require(TimeZone(identifier: identifier))
        let locale = Locale(identifier: "fr_FR")  // "HH:mm": the hour as it is (0–23), with two digits
        var dates: [Date] = []
        // Every hour and 13 seconds through two years (so at every minute of the hour, and past both of a zone's
        // daylight-saving changes each year), and around midnight, before 1970 and at the minute's edges.
        var date = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        for _ in 0..<(2 * 365 * 24) {
            dates.append(date)
            date += 3_613
        }
        for seconds in [-86_400.0 * 365 * 30 - 1, -1, -0.5, 0, 59.999, 60, 86_399.5, 1_774_746_000, 1_792_890_000] {
            dates.append(Date(timeIntervalSince1970: seconds))
        }
        let mismatches = dates.filter {
            let text = ScreenLayout.clockText(now: $0, timeZone: timeZone, locale: locale)
            let expected = calendarText($0, timeZone)
            return text != (expected.count == 4 ? "0" + expected : expected)
        }
        expectTrue(mismatches.isEmpty, "first: \(mismatches.first.map { "\($0)" } ?? "")")
    }

    @Test func theLocaleWritesTheHour() {
        let date = Date(timeIntervalSince1970: 1_767_301_500)  // 2026-01-01T21:05:00Z
        let utc = TimeZone(identifier: "UTC")!
        expectEqual(ScreenLayout.clockText(now: date, timeZone: utc, locale: Locale(identifier: "en_US")), "9:05")
        expectEqual(ScreenLayout.clockText(now: date, timeZone: utc, locale: Locale(identifier: "en_GB")), "21:05")
        let monaco = TimeZone(identifier: "Europe/Monaco")!
        expectEqual(ScreenLayout.clockText(now: date, timeZone: monaco, locale: Locale(identifier: "fr_FR")), "22:05")
    }
}
