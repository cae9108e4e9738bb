#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// Text: a string, a date in a style (a time, a date, a live relative time or timer) or a timer over an interval,
/// formatted when the car draws it against its clock, so a timer counts on the car's clock.
@available(iOS 13.0, *)
public struct Text: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case verbatim(String)
        case date(Date, DateStyle)
        case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
        case concatenation([Text])
    }

    let content: Content
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    init(content: Content) { self.content = content }

    public init(verbatim content: String) { self.init(content: .verbatim(content)) }
    public init<S: StringProtocol>(_ content: S) { self.init(content: .verbatim(String(content))) }
    public init(_ content: String) { self.init(content: .verbatim(content)) }

    /// A date in `style`: `.timer` and `.relative` count on as the car's clock runs.
    public init(_ date: Date, style: Text.DateStyle) { self.init(content: .date(date, style)) }

    /// A timer over `timerInterval`: counting down to its end (or up from its start), stopped at `pauseTime`.
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(content: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// How a date is shown.
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        /// The time of day ("3:45 PM").
        public static let time = DateStyle(kind: 0)
        /// The day ("June 3, 2026").
        public static let date = DateStyle(kind: 1)
        /// How long from now, live ("5 min, 12 sec").
        public static let relative = DateStyle(kind: 2)
        /// The offset from now with its sign, live ("+5 min").
        public static let offset = DateStyle(kind: 3)
        /// A live timer to or from the date ("4:59").
        public static let timer = DateStyle(kind: 4)
    }

    public func font(_ font: Font?) -> Text { with { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color } }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(content: .concatenation([lhs, rhs])) }

    private func with(_ change: (inout Text) -> Void) -> Text {
        var text = self
        change(&text)
        return text
    }

    /// The string at `now` and when it next reads differently.
    func formatted(now: Date, environment: EnvironmentValues) -> (String, Date?) {
        switch content {
        case .verbatim(let string): return (string, nil)
        case .concatenation(let parts):
            let formatted = parts.map { $0.formatted(now: now, environment: environment) }
            return (formatted.map(\.0).joined(), formatted.compactMap(\.1).min())
        case .date(let date, let style):
            return TextDateFormat.format(date, style: style, now: now, environment: environment)
        case .timer(let range, let pause, let countsDown, let showsHours):
            let shown = pause.map { min($0, now) } ?? now
            let clamped = min(max(shown, range.lowerBound), range.upperBound)
            let seconds =
                countsDown ? range.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(range.lowerBound)
            let running = shown == now && now < range.upperBound
            let whole = countsDown ? seconds.rounded(.up) : seconds.rounded(.down)
            let next =
                running ? now.addingTimeInterval(countsDown ? seconds - (whole - 1) : (whole + 1) - seconds) : nil
            return (
                TextDateFormat.clock(Int(whole), showsHours: showsHours),
                next.map { max($0, now.addingTimeInterval(0.001)) }
            )
        }
    }
}

@available(iOS 13.0, *)
extension Text: View, _PrimitiveView {
    public typealias Body = Never
    public func _resolve(in environment: EnvironmentValues) -> _ResolvedView {
        var font = (self.font ?? environment.font ?? .body)
        if let weight { font = font.weight(weight) }
        let color =
            self.color?.resolved(in: environment.colorScheme)
            ?? environment._foreground ?? Color.primary.resolved(in: environment.colorScheme)
        let (string, changes) = formatted(now: environment._date, environment: environment)
        let text = _ResolvedView.text(
            _ResolvedView.Text(
                string: string, font: font.resolved, color: color, lineLimit: environment.lineLimit,
                alignment: environment.multilineTextAlignment.resolved, changes: changes))
        // Redacted text keeps its size; a timer's changes are not drawn.
        return environment.redactionReasons.isEmpty ? text : .redacted(text)
    }
}
#endif
