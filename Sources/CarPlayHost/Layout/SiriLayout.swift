import Foundation

/// Lays out Siri's card over the app while Siri talks with the driver: a rounded card along the bottom of the app
/// area, centred, with Siri's glyph at its leading edge, what the screen may show of Siri's last line (never a
/// message's content: `SiriLine.shownText`), and "Listening…" below while Siri waits for the driver.
///
/// Role `siri`, id `siri`, action `dismissSiri` (a tap dismisses Siri). The node is the last child of the screen's
/// root, drawn over everything else and hit first.
public enum SiriLayout {
    static let titleFont = ScreenFont(size: 17, weight: .bold)
    static let detailFont = ScreenFont(size: 13)
    static let glyphSlot = Size(width: 40, height: 40)
    static let height = 64.0
    static let maximumWidth = 520.0
    static let margin = 8.0
    /// The card's id.
    public static let id = ElementID("siri")

    /// Siri's card on `display` for its state and what the screen may show of its last line of the request
    /// (`shownText`); nil while Siri is idle.
    public static func node(
        state: SiriState, shownText: String?, display: DisplayConfiguration, now: Date,
        locale: Locale = Locale(identifier: "en_US")
    ) -> ScreenNode? {
        guard state != .idle else { return nil }
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now, locale: locale)
        let theme = context.theme
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
        let width = min(area.width - 2 * margin, maximumWidth)
        let frame = Rect(x: area.midX - width / 2, y: area.maxY - margin - height, width: width, height: height)
        let glyph = ScreenImage(
            source: .system("waveform.circle"), size: glyphSlot, scale: display.scale, isTemplate: true,
            tint: theme.accent)
        let textWidth = max(0, width - 2 * ScreenDrawing.padding - glyphSlot.width - ScreenDrawing.gap)
        let shown = shownText ?? ""
        let listening: Bool
        if case .listening = state { listening = true } else { listening = false }
        let node = ScreenNode(
            role: .siri, frame: frame, id: id, text: context.fit([shown], width: textWidth, font: titleFont),
            detailText: listening ? SiriTexts.listening : nil, image: glyph, font: titleFont,
            foreground: theme.label, background: theme.barBackground, action: .dismissSiri)
        return ScreenDrawing.drawn(node, context: context)
    }

    /// `screen` with Siri's card drawn over it: the last child of the root.
    public static func overlay(_ card: ScreenNode, on screen: Screen) -> Screen {
        NavigationBannerLayout.overlay(card, on: screen)
    }
}
