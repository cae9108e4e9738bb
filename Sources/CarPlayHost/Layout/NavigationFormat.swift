import Foundation
import MapKit
import _PlatformHost

/// The texts of navigation numbers: distances, durations and arrival times, for a locale.
///
/// Foundation on Linux has no `MeasurementFormatter` or `DateComponentsFormatter`, so these are written here, as
/// pure functions of their arguments (the locale and time zone are passed in). Unknown values (negative, NaN,
/// infinite, or absurdly large: 10¹⁵ metres or seconds and more) are written "--", as Apple writes negative
/// estimates. The rules (docs/DECISIONS.md, "Navigation host"):
///
/// - **Distances** are shown in the system of the app's unit (m and km: metric; ft: feet and miles; yd: yards and
///   miles; mi: miles with the locale's short unit, yards in the UK and feet elsewhere); any other unit in the
///   locale's system. Metric: under 100 m in steps of 10 m, under 500 m of 50 m, under 1 km of 100 m; "1.2 km"
///   under 10 km; whole kilometres from there. Feet: under 0.1 mi, in steps of 50 ft (100 ft from 500 ft). Yards:
///   under 500 yd, in steps of 10 yd (50 yd from 100 yd). Miles: tenths under 10 mi, whole miles from there.
///   Halves round up.
/// - **Durations**: whole minutes, halves up ("5 min", "1 hr 5 min", "2 hr"); under a minute "< 1 min".
/// - **Arrival times**: the arrival instant rounded to the nearest minute, "12:45" or "12:45 PM".
public enum NavigationFormat {
    /// The text of an unknown value.
    public static let unknown = "--"

    /// How distances are counted.
    public enum DistanceSystem: String, Codable, Hashable, Sendable {
        /// Metres and kilometres.
        case metric
        /// Feet and miles (United States).
        case imperialFeet
        /// Yards and miles (United Kingdom).
        case imperialYards

        /// The same system in MapKit's distance rounding.
        var rounding: _DistanceRounding.System {
            switch self {
            case .metric: .metric
            case .imperialFeet: .imperialFeet
            case .imperialYards: .imperialYards
            }
        }
    }

    /// What a locale needs of these texts.
    public struct Conventions: Hashable, Sendable {
        public var distanceSystem: DistanceSystem
        public var uses24HourClock: Bool
        public var decimalSeparator: String
        /// Between groups of three digits, from 1,000 on.
        public var groupingSeparator: String
        /// "min", "Min."
        public var minuteUnit: String
        /// "hr", "Std.", "h"
        public var hourUnit: String

        public init(
            distanceSystem: DistanceSystem, uses24HourClock: Bool, decimalSeparator: String = ".",
            groupingSeparator: String = ",", minuteUnit: String = "min", hourUnit: String = "h"
        ) {
            self.distanceSystem = distanceSystem
            self.uses24HourClock = uses24HourClock
            self.decimalSeparator = decimalSeparator
            self.groupingSeparator = groupingSeparator
            self.minuteUnit = minuteUnit
            self.hourUnit = hourUnit
        }

        /// A locale's conventions. Decision: the distance system and clock come from the region (a locale without
        /// one takes its language's usual region: "en" is the United States); the 12-hour clock only for English
        /// in the regions that use it, as only English AM/PM texts are known here; separators from Foundation's
        /// locale data; duration units from a table by language (English "hr", German "Std."/"Min.", others "h").
        public init(locale: Locale) {
            let language = locale.language.languageCode?.identifier ?? "en"
            let region = locale.region?.identifier ?? _DistanceRounding.usualRegion[language]
            distanceSystem =
                switch _DistanceRounding.system(of: locale) {
                case .metric: .metric
                case .imperialFeet: .imperialFeet
                case .imperialYards: .imperialYards
                }
            uses24HourClock = !(language == "en" && Self.twelveHourRegions.contains(region ?? ""))
            decimalSeparator = locale.decimalSeparator ?? "."
            groupingSeparator = locale.groupingSeparator ?? ","
            (minuteUnit, hourUnit) =
                switch language {
                case "en": ("min", "hr")
                case "de": ("Min.", "Std.")
                default: ("min", "h")
                }
        }

        private static let twelveHourRegions: Set<String> = ["US", "CA", "AU", "NZ", "IN", "PH", "PK"]

        /// A locale's conventions (`init(locale:)`), worked out once per locale identifier, as the status bar's clock
        /// style is: asking Foundation for the region, language and separators costs more than writing a distance,
        /// which a guiding car does several times a second.
        public static func of(_ locale: Locale) -> Conventions {
            if let known = known({ $0[locale.identifier] }) { return known }
            let conventions = Conventions(locale: locale)
            known { $0[locale.identifier] = conventions }
            return conventions
        }

        private static let known = Locked<[String: Conventions]>([:])
    }

    /// The largest value written; beyond it a number is taken as invalid.
    private static let limit = 1e15

    // MARK: Distances

    /// A distance as the app gave it, in the system of its unit (or the locale's for other units).
    public static func distance(_ distance: DistanceSnapshot, locale: Locale) -> String {
        let conventions = Conventions.of(locale)
        guard distance.isKnown else { return unknown }
        return Self.distance(
            distance.measurement, meters: distance.meters, in: system(forUnit: distance.unit, conventions: conventions),
            conventions: conventions)
    }

    /// A measurement, in the system of its unit (or the locale's for other units).
    public static func distance(_ measurement: Measurement<UnitLength>, locale: Locale) -> String {
        distance(DistanceSnapshot(measurement), locale: locale)
    }

    /// The system a distance given in the unit with this symbol is shown in.
    public static func system(forUnit symbol: String, conventions: Conventions) -> DistanceSystem {
        switch symbol {
        case "m", "km": .metric
        case "ft": .imperialFeet
        case "yd": .imperialYards
        case "mi": conventions.distanceSystem == .imperialYards ? .imperialYards : .imperialFeet
        default: conventions.distanceSystem
        }
    }

    /// A distance in metres, rounded as navigation shows it, in `system`.
    public static func distance(meters: Double, in system: DistanceSystem, conventions: Conventions) -> String {
        distance(Measurement(value: meters, unit: .meters), meters: meters, in: system, conventions: conventions)
    }

    /// A length, rounded as navigation shows it, in `system` (MapKit's `_DistanceRounding`, which
    /// `MKDistanceFormatter` shares). The length is converted from the app's unit straight to the unit shown (a value
    /// already in that unit is used as it is), so 500 yd is exactly 500 yd, not a hair less after a trip through
    /// metres.
    private static func distance(
        _ length: Measurement<UnitLength>, meters: Double, in system: DistanceSystem, conventions: Conventions
    ) -> String {
        guard meters.isFinite, meters >= 0, meters < limit,
            let rounded = _DistanceRounding.round(length, in: system.rounding)
        else { return unknown }
        let number =
            rounded.tenths
            ? oneDecimal(Double(rounded.count), conventions) : integer(Double(rounded.count), conventions)
        let symbol =
            switch rounded.unit {
            case .meters: "m"
            case .kilometers: "km"
            case .feet: "ft"
            case .yards: "yd"
            case .miles: "mi"
            }
        return "\(number) \(symbol)"
    }

    // MARK: Durations and times

    /// A time remaining: "< 1 min", "5 min", "1 hr 5 min", "2 hr" (in the locale's units).
    public static func duration(_ seconds: Double, locale: Locale) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < limit else { return unknown }
        let conventions = Conventions.of(locale)
        if seconds < 60 { return "< 1 \(conventions.minuteUnit)" }
        let (hours, minutes) = hoursAndMinutes(seconds)
        let hourText = "\(integer(Double(hours), conventions)) \(conventions.hourUnit)"
        let minuteText = "\(minutes) \(conventions.minuteUnit)"
        if hours == 0 { return minuteText }
        return minutes == 0 ? hourText : "\(hourText) \(minuteText)"
    }

    /// A time remaining as the trip estimates panel shows it: the number over its unit — ("12", "min"), ("1:05",
    /// "h"), ("<1", "min"); ("--", "min") when it cannot be said.
    public static func durationParts(_ seconds: Double, locale: Locale) -> (value: String, unit: String) {
        let conventions = Conventions.of(locale)
        guard seconds.isFinite, seconds >= 0, seconds < limit else { return (unknown, conventions.minuteUnit) }
        if seconds < 60 { return ("<1", conventions.minuteUnit) }
        let (hours, minutes) = hoursAndMinutes(seconds)
        if hours == 0 { return ("\(minutes)", conventions.minuteUnit) }
        return ("\(integer(Double(hours), conventions)):\(twoDigits(minutes))", conventions.hourUnit)
    }

    /// A time to the nearest minute, as whole hours and the minutes left.
    private static func hoursAndMinutes(_ seconds: Double) -> (hours: Int, minutes: Int) {
        let split = Int(roundHalfUp(seconds / 60)).quotientAndRemainder(dividingBy: 60)
        return (split.quotient, split.remainder)
    }

    /// A written value and its unit apart ("1.2 km" → ("1.2", "km")); a text without a unit keeps it all.
    public static func valueAndUnit(_ text: String) -> (value: String, unit: String) {
        guard let space = text.lastIndex(of: " ") else { return (text, "") }
        return (String(text[..<space]), String(text[text.index(after: space)...]))
    }

    /// When the trip ends: `now` plus the time remaining, rounded to the nearest minute, as a clock time.
    public static func arrivalTime(now: Date, timeRemaining: Double, locale: Locale, timeZone: TimeZone) -> String {
        guard timeRemaining.isFinite, timeRemaining >= 0, timeRemaining < limit else { return unknown }
        let arrival = now.timeIntervalSinceReferenceDate + timeRemaining
        guard arrival.isFinite, abs(arrival) < limit else { return unknown }
        let minute = Date(timeIntervalSinceReferenceDate: roundHalfUp(arrival / 60) * 60)
        return clockTime(minute, locale: locale, timeZone: timeZone)
    }

    /// A clock time to the minute (seconds dropped): "09:05" on a 24-hour clock, "9:05 AM" on a 12-hour clock.
    public static func clockTime(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        let ofDay = ScreenLayout.minuteOfDay(date, timeZone: timeZone)
        let hour = ofDay / 60
        let minute = twoDigits(ofDay % 60)
        if Conventions.of(locale).uses24HourClock { return "\(twoDigits(hour)):\(minute)" }
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        return "\(twelve):\(minute) \(hour < 12 ? "AM" : "PM")"
    }

    // MARK: Numbers

    /// Rounds to the nearest whole number, halves up (as distances do).
    static func roundHalfUp(_ value: Double) -> Double {
        _DistanceRounding.roundHalfUp(value)
    }

    /// A whole number with the locale's grouping from 1,000 on.
    static func integer(_ value: Double, _ conventions: Conventions) -> String {
        let digits = String(Int(value))
        guard digits.count > 3 else { return digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return groups.joined(separator: conventions.groupingSeparator)
    }

    /// A number of tenths with one decimal ("1.2", "1,2").
    static func oneDecimal(_ tenths: Double, _ conventions: Conventions) -> String {
        let (whole, tenth) = Int(tenths).quotientAndRemainder(dividingBy: 10)
        return "\(integer(Double(whole), conventions))\(conventions.decimalSeparator)\(tenth)"
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
