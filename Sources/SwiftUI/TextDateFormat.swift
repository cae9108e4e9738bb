#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Formats `Text`'s dates as iOS shows them in English: the time and date with the locale's formats, relative
/// times and timers live to the second.
enum TextDateFormat {
    static func format(_ date: Date, style: Text.DateStyle, now: Date, environment: EnvironmentValues) -> (
        String, Date?
    ) {
        switch style {
        case .time, .date:
            let formatter = DateFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            formatter.timeStyle = style == .time ? .short : .none
            formatter.dateStyle = style == .date ? .long : .none
            return (formatter.string(from: date), nil)
        case .timer:
            let seconds = date.timeIntervalSince(now)
            let whole = abs(seconds).rounded(.down)
            let next = now.addingTimeInterval(1 - (abs(seconds) - whole))
            return (clock(Int(whole), showsHours: true), next)
        default:
            let seconds = date.timeIntervalSince(now)
            let whole = Int(abs(seconds).rounded(.down))
            let next = now.addingTimeInterval(1 - (abs(seconds) - Double(whole)))
            let text = duration(whole)
            if style == .offset { return ((seconds < 0 ? "-" : "+") + text, next) }
            return (text, next)
        }
    }

    /// "4:05", "1:04:05" (hours shown when there are any and `showsHours`; else minutes run past 59).
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let s = max(0, seconds)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        if showsHours, s >= 3600 { return "\(s / 3600):" + two(s % 3600 / 60) + ":" + two(s % 60) }
        return "\(s / 60):" + two(s % 60)
    }

    /// "12 sec", "5 min, 3 sec", "2 hr, 10 min", "3 days, 4 hr".
    static func duration(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: return "\(seconds) sec"
        case ..<3600: return "\(seconds / 60) min" + (seconds % 60 > 0 ? ", \(seconds % 60) sec" : "")
        case ..<86_400: return "\(seconds / 3600) hr" + (seconds % 3600 / 60 > 0 ? ", \(seconds % 3600 / 60) min" : "")
        default:
            let days = seconds / 86_400
            return "\(days) \(days == 1 ? "day" : "days")"
                + (seconds % 86_400 / 3600 > 0 ? ", \(seconds % 86_400 / 3600) hr" : "")
        }
    }
}
#endif
