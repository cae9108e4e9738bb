import Expectations
import Foundation
import Testing
@testable import CarPlayHost

@Suite("NavigationFormat")
struct NavigationFormatTests {
    private let us = Locale(identifier: "en_US")
    private let uk = Locale(identifier: "en_GB")
    private let de = Locale(identifier: "de_DE")
    private let fr = Locale(identifier: "fr_FR")

    private func text(_ value: Double, _ unit: UnitLength, _ locale: Locale) -> String {
        NavigationFormat.distance(Measurement(value: value, unit: unit), locale: locale)
    }

    // MARK: Conventions

    @Test func conventionsOfFourLocales() {
        let american = NavigationFormat.Conventions(locale: us)
        expectTrue(american.distanceSystem == .imperialFeet && !american.uses24HourClock)
        expectTrue(american.decimalSeparator == "." && american.groupingSeparator == ",")
        expectTrue(american.minuteUnit == "min" && american.hourUnit == "hr")
        let british = NavigationFormat.Conventions(locale: uk)
        expectTrue(british.distanceSystem == .imperialYards && british.uses24HourClock)
        let german = NavigationFormat.Conventions(locale: de)
        expectTrue(german.distanceSystem == .metric && german.uses24HourClock)
        expectTrue(german.decimalSeparator == "," && german.groupingSeparator == ".")
        expectTrue(german.minuteUnit == "Min." && german.hourUnit == "Std.")
        let french = NavigationFormat.Conventions(locale: fr)
        expectTrue(french.distanceSystem == .metric && french.uses24HourClock)
        expectTrue(french.decimalSeparator == "," && french.hourUnit == "h")
        // A locale without a region takes its language's usual one.
        expectEqual(NavigationFormat.Conventions(locale: Locale(identifier: "en")).distanceSystem, .imperialFeet)
        expectEqual(NavigationFormat.Conventions(locale: Locale(identifier: "en_AU")).distanceSystem, .metric)
        expectTrue(!NavigationFormat.Conventions(locale: Locale(identifier: "en_AU")).uses24HourClock)
    }

    // MARK: Metric

    @Test func metricRoundingEdges() {
        let cases: [(Double, String)] = [
            (0, "0 m"), (4, "0 m"), (5, "10 m"), (94, "90 m"), (95, "100 m"), (124, "100 m"), (125, "150 m"),
            (474, "450 m"), (475, "500 m"), (549, "500 m"), (550, "600 m"), (949, "900 m"), (950, "1,0 km"),
            (1000, "1,0 km"), (1149, "1,1 km"), (1150, "1,2 km"), (9949, "9,9 km"), (9950, "10 km"),
            (12_499, "12 km"), (12_500, "13 km"), (1_234_567, "1.235 km"),
        ]
        for (meters, expected) in cases {
            expectEqual(text(meters, .meters, de), expected, "\(meters) m")
        }
    }

    @Test func metricSeparatorsPerLocale() {
        expectEqual(text(1.25, .kilometers, fr), "1,3 km")
        expectEqual(text(1234.4, .kilometers, fr), "1\u{202F}234 km")
        expectEqual(text(1.25, .kilometers, us), "1.3 km")  // the app's unit wins over the locale's miles
        expectEqual(text(1234.4, .kilometers, uk), "1,234 km")
        expectEqual(text(800, .meters, us), "800 m")
    }

    // MARK: Imperial

    @Test func feetAndMiles() {
        let cases: [(Double, UnitLength, String)] = [
            (24, .feet, "0 ft"), (25, .feet, "50 ft"), (474, .feet, "450 ft"), (475, .feet, "500 ft"),
            (527, .feet, "500 ft"), (528, .feet, "0.1 mi"), (0.05, .miles, "250 ft"), (1.25, .miles, "1.3 mi"),
            (1.24, .miles, "1.2 mi"), (9.94, .miles, "9.9 mi"), (9.95, .miles, "10 mi"), (12.4, .miles, "12 mi"),
            (1234.5, .miles, "1,235 mi"),
        ]
        for (value, unit, expected) in cases {
            expectEqual(text(value, unit, us), expected, "\(value) \(unit.symbol)")
        }
    }

    @Test func yardsAndMilesInTheUK() {
        let cases: [(Double, UnitLength, String)] = [
            (94, .yards, "90 yd"), (95, .yards, "100 yd"), (124, .yards, "100 yd"), (125, .yards, "150 yd"),
            (474, .yards, "450 yd"), (475, .yards, "500 yd"), (499, .yards, "500 yd"), (500, .yards, "0.3 mi"),
            (0.2, .miles, "350 yd"), (2.5, .miles, "2.5 mi"),
        ]
        for (value, unit, expected) in cases {
            expectEqual(text(value, unit, uk), expected, "\(value) \(unit.symbol)")
        }
        // Miles elsewhere than the UK come with feet; yards given by the app stay yards.
        expectEqual(text(0.05, .miles, de), "250 ft")
        expectEqual(text(95, .yards, us), "100 yd")
    }

    @Test func otherUnitsUseTheLocalesSystem() {
        expectEqual(text(1, .nauticalMiles, de), "1,9 km")
        expectEqual(text(1, .nauticalMiles, us), "1.2 mi")
        expectEqual(text(0.2, .nauticalMiles, uk), "400 yd")
        expectEqual(text(5000, .centimeters, fr), "50 m")
    }

    @Test func unknownDistances() {
        expectEqual(text(-1, .meters, de), "--")
        expectEqual(text(-0.5, .miles, us), "--")
        expectEqual(text(.nan, .meters, fr), "--")
        expectEqual(text(.infinity, .kilometers, uk), "--")
        expectEqual(text(1e16, .meters, us), "--")
        expectEqual(NavigationFormat.distance(DistanceSnapshot(value: -1, unit: "km", meters: -1), locale: de), "--")
        expectEqual(
            NavigationFormat.distance(
                meters: .nan, in: .metric, conventions: NavigationFormat.Conventions(locale: de)), "--")
    }

    @Test func snapshotsUseTheAppsUnit() {
        let miles = DistanceSnapshot(Measurement(value: 0.5, unit: .miles))
        expectEqual(NavigationFormat.distance(miles, locale: de), "0,5 mi")
        let meters = DistanceSnapshot(Measurement(value: 300, unit: .meters))
        expectEqual(NavigationFormat.distance(meters, locale: us), "300 m")
    }

    // MARK: Durations

    @Test func durations() {
        let english: [(Double, String)] = [
            (0, "< 1 min"), (59, "< 1 min"), (60, "1 min"), (89, "1 min"), (90, "2 min"), (3569, "59 min"),
            (3570, "1 hr"), (3900, "1 hr 5 min"), (7200, "2 hr"), (3_600_000, "1,000 hr"),
        ]
        for (seconds, expected) in english {
            expectEqual(NavigationFormat.duration(seconds, locale: us), expected, "\(seconds) s")
        }
        expectEqual(NavigationFormat.duration(3900, locale: uk), "1 hr 5 min")
        expectEqual(NavigationFormat.duration(3900, locale: de), "1 Std. 5 Min.")
        expectEqual(NavigationFormat.duration(30, locale: de), "< 1 Min.")
        expectEqual(NavigationFormat.duration(300, locale: de), "5 Min.")
        expectEqual(NavigationFormat.duration(3900, locale: fr), "1 h 5 min")
        expectEqual(NavigationFormat.duration(7200, locale: fr), "2 h")
        for invalid in [-1, -0.001, Double.nan, .infinity, 1e16] {
            expectEqual(NavigationFormat.duration(invalid, locale: us), "--", "\(invalid)")
        }
    }

    // MARK: Arrival times

    private let utc = TimeZone(identifier: "UTC")!

    /// 2026-03-02 at the given time, UTC.
    private func date(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Date {
        var components = DateComponents(year: 2026, month: 3, day: 2, hour: hour, minute: minute, second: second)
        components.timeZone = utc
        return Calendar(identifier: .gregorian).date(from: components)!
    }

    @Test func arrivalTimesInFourLocales() {
        let now = date(12, 40)
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 300, locale: us, timeZone: utc), "12:45 PM")
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 300, locale: uk, timeZone: utc), "12:45")
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 300, locale: de, timeZone: utc), "12:45")
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 300, locale: fr, timeZone: utc), "12:45")
        // Rounded to the nearest minute.
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 29, locale: de, timeZone: utc), "12:40")
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 30, locale: de, timeZone: utc), "12:41")
        // The morning, midnight and another time zone.
        let morning = date(9, 0)
        expectEqual(
            NavigationFormat.arrivalTime(now: morning, timeRemaining: 300, locale: us, timeZone: utc), "9:05 AM")
        expectEqual(NavigationFormat.arrivalTime(now: morning, timeRemaining: 300, locale: de, timeZone: utc), "09:05")
        expectEqual(
            NavigationFormat.arrivalTime(now: date(23, 50), timeRemaining: 900, locale: us, timeZone: utc), "12:05 AM"
        )
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: 300, locale: de, timeZone: berlin), "13:45")
        // Unknown times.
        for invalid in [-1, Double.nan, .infinity] {
            expectEqual(NavigationFormat.arrivalTime(now: now, timeRemaining: invalid, locale: us, timeZone: utc), "--")
        }
    }

    @Test func clockTimeDropsSeconds() {
        expectEqual(NavigationFormat.clockTime(date(13, 7, 59), locale: us, timeZone: utc), "1:07 PM")
        expectEqual(NavigationFormat.clockTime(date(0, 7, 0), locale: fr, timeZone: utc), "00:07")
    }

    @Test("the clock time is the Gregorian calendar's hour and minute in the time zone, across summer time and 1970")
    func clockTimeIsTheCalendars() {
        let zones = ["Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham"]
            .compactMap { TimeZone(identifier: $0) }
        expectEqual(zones.count, 5)
        // Every 37 minutes and 13 seconds for four days from 7, 28 March and 4 April 2026 (New York's, Paris's, Lord
        // Howe's and Chatham's summer-time changes) and from 31 December 1969.
        let starts =
            [5, 26, 33].map { date(0, 0).addingTimeInterval(86_400 * Double($0)) }
            + [Date(timeIntervalSince1970: -86_400)]
        for zone in zones {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for start in starts {
                for step in 0..<160 {
                    let moment = start.addingTimeInterval(Double(step) * 2_233)
                    let parts = calendar.dateComponents([.hour, .minute], from: moment)
                    let expected = String(format: "%02d:%02d", parts.hour ?? -1, parts.minute ?? -1)
                    let written = NavigationFormat.clockTime(moment, locale: fr, timeZone: zone)
                    if written != expected {
                        Issue.record("\(zone.identifier) \(moment): \(written), the calendar says \(expected)")
                        return
                    }
                }
            }
        }
    }
}
