import Foundation
import _PlatformHost

/// How a locale writes the status bar's time: its hour cycle, whether the hour has two digits, and what stands
/// between hours and minutes — read from the locale's own hour-and-minute pattern (CLDR's "jmm" skeleton: "h:mm a" in
/// en_US, "HH:mm" in en_GB, "H:mm" in ja_JP), the day-period marker left out.
struct StatusBarClockStyle: Hashable, Sendable {
    enum Cycle: Hashable, Sendable {
        /// 0–23 (`H`).
        case zeroToTwentyThree
        /// 1–24 (`k`).
        case oneToTwentyFour
        /// 1–12 (`h`).
        case oneToTwelve
        /// 0–11 (`K`).
        case zeroToEleven
    }

    var cycle: Cycle
    var twoDigitHour: Bool
    var separator: String

    /// The hour and minute as the style writes them.
    func text(hour: Int, minute: Int) -> String {
        let shown =
            switch cycle {
            case .zeroToTwentyThree: hour
            case .oneToTwentyFour: hour == 0 ? 24 : hour
            case .oneToTwelve: hour % 12 == 0 ? 12 : hour % 12
            case .zeroToEleven: hour % 12
            }
        let hourText = twoDigitHour && shown < 10 ? "0\(shown)" : String(shown)
        return hourText + separator + (minute < 10 ? "0\(minute)" : String(minute))
    }

    /// The style of `pattern`, a date-format pattern of hours and minutes; nil when it has no hour field.
    init?(pattern: String) {
        let characters = Array(pattern)
        guard let start = characters.firstIndex(where: { "HhKk".contains($0) }) else { return nil }
        let letter = characters[start]
        var end = start
        while end < characters.count, characters[end] == letter { end += 1 }
        cycle =
            switch letter {
            case "h": .oneToTwelve
            case "K": .zeroToEleven
            case "k": .oneToTwentyFour
            default: .zeroToTwentyThree
            }
        twoDigitHour = end - start >= 2
        let minutes = characters[end...].firstIndex(of: "m") ?? characters.count
        let between = String(characters[end..<minutes]).replacingOccurrences(of: "'", with: "")
        separator = between.isEmpty ? ":" : between
    }

    /// The style of `locale` (cached: a locale's pattern is looked up once).
    static func of(_ locale: Locale) -> StatusBarClockStyle {
        let key = locale.identifier
        if let known = cache({ $0[key] }) { return known }
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "H:mm"
        let style =
            StatusBarClockStyle(pattern: pattern)
            ?? StatusBarClockStyle(cycle: .zeroToTwentyThree, twoDigitHour: false, separator: ":")
        cache { $0[key] = style }
        return style
    }

    init(cycle: Cycle, twoDigitHour: Bool, separator: String) {
        self.cycle = cycle
        self.twoDigitHour = twoDigitHour
        self.separator = separator
    }

    /// The styles looked up so far, by locale identifier; layouts run on any thread.
    private static let cache = Locked<[String: StatusBarClockStyle]>([:])
}
