import Foundation

/// CarPlay's visual language for one appearance: colours, fonts and the metrics every layout shares.
public struct Theme: Sendable, Hashable {
    public let appearance: DisplayConfiguration.Appearance

    public init(_ appearance: DisplayConfiguration.Appearance) { self.appearance = appearance }

    private var dark: Bool { appearance == .dark }

    // MARK: Colours

    /// The screen's background.
    public var background: ScreenColor { dark ? "#000000" : "#FFFFFF" }
    /// Bars (status bar, navigation and tab bars) and cards.
    public var barBackground: ScreenColor { dark ? "#1C1C1E" : "#F2F2F7" }
    /// A grouped surface: rows of a list, buttons, modal panels.
    public var surface: ScreenColor { dark ? "#2C2C2E" : "#FFFFFF" }
    /// Controls floating over a map (the Dashboard's shortcut buttons, MapKit's compass): the bars' colour,
    /// translucent.
    public var overMap: ScreenColor { dark ? "#1C1C1ED9" : "#F2F2F7D9" }
    /// The hairline along a card over a dark map (the guidance card, the estimates, a trip preview, an alert), so
    /// the card stands out from the streets around it.
    public static let cardEdgeOverDarkMap: ScreenColor = "#FFFFFF33"
    /// Primary text.
    public var label: ScreenColor { dark ? "#FFFFFF" : "#000000" }
    /// Secondary text (detail lines, subtitles).
    public var secondaryLabel: ScreenColor { dark ? "#EBEBF599" : "#3C3C4399" }
    /// Disabled text and glyphs.
    public var disabledLabel: ScreenColor { dark ? "#EBEBF54D" : "#3C3C434D" }
    /// Hairlines between rows.
    public var separator: ScreenColor { dark ? "#38383A" : "#C6C6C8" }
    /// The tint of buttons and selected tabs (system blue).
    public var accent: ScreenColor { dark ? "#0A84FF" : "#007AFF" }
    /// Destructive actions (system red).
    public var destructive: ScreenColor { dark ? "#FF453A" : "#FF3B30" }
    /// Confirming actions (system green).
    public var confirm: ScreenColor { dark ? "#30D158" : "#34C759" }
    /// Badges and unread dots (system red).
    public var badge: ScreenColor { dark ? "#FF453A" : "#FF3B30" }
    /// The dimming behind a modal.
    public var scrim: ScreenColor { dark ? "#00000099" : "#00000066" }
    /// The focus ring of knob and touchpad navigation.
    public var focusRing: ScreenColor { dark ? "#FFFFFF" : "#007AFF" }
    /// The fill under the focus ring.
    public var focusFill: ScreenColor { dark ? "#FFFFFF29" : "#007AFF24" }
    /// A node's highlight while the driver presses it.
    public var pressed: ScreenColor { dark ? "#FFFFFF14" : "#0000000F" }

    /// The colours front ends draw a role's implied parts with, sent with every screen (`Screen.theme`).
    public var screenTheme: ScreenTheme {
        ScreenTheme(
            label: label, secondaryLabel: secondaryLabel, separator: separator, barBackground: barBackground,
            surface: surface, accent: accent, focusRing: focusRing, focusFill: focusFill, badge: badge,
            pressed: pressed)
    }

    // MARK: Fonts

    public static let navigationTitle = ScreenFont(size: 15, weight: .bold)
    public static let barButton = ScreenFont(size: 14)
    public static let tab = ScreenFont(size: 11)
    public static let rowText = ScreenFont(size: 15)
    public static let rowDetail = ScreenFont(size: 12)
    public static let sectionHeader = ScreenFont(size: 13, weight: .bold)
    public static let caption = ScreenFont(size: 11)
    public static let statusTime = ScreenFont(size: 13, weight: .bold)
    public static let modalTitle = ScreenFont(size: 16, weight: .bold)
    public static let body = ScreenFont(size: 14)
    public static let largeTitle = ScreenFont(size: 20, weight: .bold)

    // MARK: Metrics (points)

    /// The status bar: a strip on the driver's side (landscape) or along the bottom (portrait).
    public static let statusBarThickness = 52.0
    /// Navigation and tab bars.
    public static let barHeight = 40.0
    /// Horizontal padding inside bars and rows.
    public static let padding = 10.0
    /// A list row with one line, and with a detail line.
    public static let rowHeight = 44.0
    public static let rowHeightWithDetail = 52.0
    /// A section header.
    public static let sectionHeaderHeight = 28.0
    /// The tappable size of a bar button, tab or small control.
    public static let controlSize = Size(width: 36, height: 32)
}
