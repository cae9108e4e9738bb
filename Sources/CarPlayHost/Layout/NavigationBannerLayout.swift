import Foundation

/// Lays out the banner of a navigation app in the background over whatever the car shows (another app's screen or
/// the home screen): a rounded card at the top of the app area, centred, with the maneuver's notification symbol
/// (or the alert's image) at its leading edge, the instruction (or the alert's title) fitted to the width, and the
/// distance to the maneuver (or the alert's subtitle) below.
///
/// Role `navigationBanner`, id `banner/<bundle id>`, action `selectNavigationBanner`. Attributes: `kind`
/// ("maneuver" | "navigationAlert"), `app` (the bundle identifier), `appName`. The node is the last child of the
/// screen's root, drawn over everything else and hit first.
public enum NavigationBannerLayout {
    static let titleFont = ScreenFont(size: 15, weight: .bold)
    static let detailFont = ScreenFont(size: 13)
    /// The slot of the symbol; the symbol is scaled down to fit it.
    static let symbolSlot = Size(width: 36, height: 36)
    static let height = 56.0
    static let maximumWidth = 420.0
    static let margin = 8.0

    /// The id of the banner of the app `bundleIdentifier`.
    public static func id(for bundleIdentifier: String) -> ElementID { ElementID("banner/" + bundleIdentifier) }

    /// The banner's node on `display`. `locale` is the navigation app's car locale (how the distance reads).
    public static func node(
        _ banner: NavigationBanner, display: DisplayConfiguration, now: Date,
        locale: Locale = Locale(identifier: "en_US")
    ) -> ScreenNode {
        let context = LayoutContext(display: display, rules: Rules(category: .navigation), now: now, locale: locale)
        let theme = context.theme
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
        let width = min(area.width - 2 * margin, maximumWidth)
        let frame = Rect(x: area.midX - width / 2, y: area.minY + margin, width: width, height: height)
        let image = context.image(banner.image, maximum: symbolSlot)
        let textWidth = max(
            0, width - 2 * ScreenDrawing.padding - (image == nil ? 0 : symbolSlot.width + ScreenDrawing.gap))
        let detail: String?
        let kind: ScreenContent.Banner.Kind
        switch banner.content {
        case .maneuver(_, let estimates):
            kind = .maneuver
            detail = estimates.flatMap { MapLayout.distanceText($0, context: context) }
        case .navigationAlert(let alert):
            kind = .navigationAlert
            detail = context.fit(alert.subtitleVariants, width: textWidth, font: detailFont)
        }
        let node = ScreenNode(
            role: .navigationBanner, frame: frame, id: id(for: banner.bundleIdentifier),
            text: context.fit(banner.titleVariants, width: textWidth, font: titleFont),
            detailText: detail.flatMap { context.fit($0, width: textWidth, font: detailFont) }, image: image,
            font: titleFont, foreground: theme.label, background: theme.barBackground,
            action: .selectNavigationBanner(app: banner.bundleIdentifier),
            content: ScreenContent(
                banner: ScreenContent.Banner(kind: kind, app: banner.bundleIdentifier, appName: banner.appName)))
        return ScreenDrawing.drawn(node, context: context)
    }

    /// `screen` with the banner's node (`node(_:display:now:locale:)`) drawn over it: the last child of the root
    /// (Siri's card goes over the screen the same way).
    public static func overlay(_ banner: ScreenNode, on screen: Screen) -> Screen {
        var root = screen.root
        root.children.append(banner)
        return Screen(
            display: screen.display, root: root, focusedElement: screen.focusedElement, warnings: screen.warnings,
            theme: screen.theme)
    }
}
