import Foundation

/// Lays out an app's notification as CarPlay shows it: a rounded card along the top of the app area, centred, with
/// the app's icon at its leading edge, the notification's title and its subtitle — never its body (a message's
/// content must never show in CarPlay: `NotificationRules`).
///
/// Role `notificationBanner`, id `notification`, action `selectNotification` (a tap: Siri reads a message, or the
/// app opens and hears the tap). The node is the last child of the screen's root, drawn over the screen and hit
/// first.
public enum NotificationBannerLayout {
    static let titleFont = ScreenFont(size: 17, weight: .bold)
    static let detailFont = ScreenFont(size: 14)
    static let iconSlot = Size(width: 40, height: 40)
    static let height = 64.0
    static let maximumWidth = 520.0
    static let margin = 8.0
    /// The card's id.
    public static let id = ElementID("notification")

    /// The notification's banner on `display`.
    public static func node(
        _ notification: CarNotification, display: DisplayConfiguration, now: Date,
        locale: Locale = Locale(identifier: "en_US")
    ) -> ScreenNode {
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now, locale: locale)
        let theme = context.theme
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
        let width = min(area.width - 2 * margin, maximumWidth)
        let frame = Rect(x: area.midX - width / 2, y: area.minY + margin, width: width, height: height)
        let icon = ScreenImage(
            source: .appIcon(notification.app), size: Size(width: 32, height: 32), scale: display.scale,
            isTemplate: false)
        let textWidth = max(0, width - 2 * ScreenDrawing.padding - iconSlot.width - ScreenDrawing.gap)
        let lines = NotificationRules.shownLines(title: notification.title, subtitle: notification.subtitle)
        let node = ScreenNode(
            role: .notificationBanner, frame: frame, id: id,
            text: context.fit(lines.title, width: textWidth, font: titleFont),
            detailText: lines.subtitle.flatMap { context.fit($0, width: textWidth, font: detailFont) }, image: icon,
            font: titleFont, foreground: theme.label, background: theme.barBackground,
            action: .selectNotification(app: notification.app, identifier: notification.id))
        return ScreenDrawing.drawn(node, context: context)
    }

    /// `screen` with the banner over it: the last child of the root.
    public static func overlay(_ banner: ScreenNode, on screen: Screen) -> Screen {
        NavigationBannerLayout.overlay(banner, on: screen)
    }
}
