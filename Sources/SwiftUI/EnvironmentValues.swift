#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The values a view's environment holds: the car sets the colour scheme, the date, the locale and (WidgetKit) the
/// widget family; modifiers set the font, the foreground style, the line limit and the text alignment for the views
/// inside them.
@available(iOS 13.0, *)
public struct EnvironmentValues: CustomStringConvertible {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values set)" }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    /// The font of text that sets none (nil: the body style).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    /// The most lines text may take (nil: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }
    /// The date the car draws the view at (its clock), which text with a date style is formatted against.
    public var _date: Date {
        get { self[DateKey.self] }
        set { self[DateKey.self] = newValue }
    }
    /// The foreground style set by `foregroundStyle(_:)` or `foregroundColor(_:)` (nil: primary).
    public var _foreground: _ResolvedView.Color? {
        get { self[ForegroundKey.self] }
        set { self[ForegroundKey.self] = newValue }
    }
    /// The tint of progress views and gauges (nil: the accent colour).
    public var _tint: _ResolvedView.Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// Why the views inside are drawn redacted (`redacted(reason:)`; the car sets it while a widget loads).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set { self[RedactionKey.self] = newValue }
    }
    /// How buttons inside are drawn (`buttonStyle(_:)`).
    public var _buttonStyle: _ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    private enum RedactionKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
    private enum ButtonStyleKey: EnvironmentKey { static var defaultValue: _ButtonStyleKind { .automatic } }
    private enum ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
    private enum FontKey: EnvironmentKey { static var defaultValue: Font? { nil } }
    private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
    private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }
    private enum CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
    private enum LineLimitKey: EnvironmentKey { static var defaultValue: Int? { nil } }
    private enum TextAlignmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
    private enum DateKey: EnvironmentKey { static var defaultValue: Date { Date(timeIntervalSince1970: 0) } }
    private enum ForegroundKey: EnvironmentKey { static var defaultValue: _ResolvedView.Color? { nil } }
    private enum TintKey: EnvironmentKey { static var defaultValue: _ResolvedView.Color? { nil } }
}
#endif
