import Foundation

/// The colours of CarPlay's chrome for the screen's appearance, which a front end draws what a node leaves to its
/// role's look with (a focus ring, a pressed highlight, a badge, a bar's fill, a row's separator). Nodes carry their
/// own colours; these are the ones a role implies. Resolved by the host for the display's appearance.
public struct ScreenTheme: Codable, Hashable, Sendable {
    /// Primary text.
    public var label: ScreenColor
    /// Secondary text and glyphs.
    public var secondaryLabel: ScreenColor
    /// Hairlines between rows.
    public var separator: ScreenColor
    /// The navigation and tab bars' fill.
    public var barBackground: ScreenColor
    /// Cards, panels and keys.
    public var surface: ScreenColor
    /// Tinted glyphs, links and the selected tab.
    public var accent: ScreenColor
    /// The knob's focus ring.
    public var focusRing: ScreenColor
    /// The fill under the focus ring.
    public var focusFill: ScreenColor
    /// A badge's fill.
    public var badge: ScreenColor
    /// The highlight of a node while it is pressed.
    public var pressed: ScreenColor

    public init(
        label: ScreenColor, secondaryLabel: ScreenColor, separator: ScreenColor, barBackground: ScreenColor,
        surface: ScreenColor, accent: ScreenColor, focusRing: ScreenColor, focusFill: ScreenColor, badge: ScreenColor,
        pressed: ScreenColor
    ) {
        self.label = label
        self.secondaryLabel = secondaryLabel
        self.separator = separator
        self.barBackground = barBackground
        self.surface = surface
        self.accent = accent
        self.focusRing = focusRing
        self.focusFill = focusFill
        self.badge = badge
        self.pressed = pressed
    }
}
