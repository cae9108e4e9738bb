import Foundation

/// A navigation app's tile on the CarPlay Dashboard: the app's Dashboard window (its map) filling the tile, and over
/// it, in the guidance card's place at the top, either the upcoming maneuvers drawn with their Dashboard variants
/// (while a navigation session is in progress; spec api-navigation §9.3, §13.3) or the shortcut buttons (while not
/// navigating).
///
/// Roles: `dashboard` (the tile, the screen's root), `dashboardShortcut` (a shortcut button: its image, title and
/// subtitle; selecting it runs the button's handler), and the main screen's `guidanceCard`, `maneuver`, `lane`...
/// for the guidance (the card carries `surface` "dashboard").
public enum DashboardLayout {
    static let margin = 8.0
    /// A shortcut button's height.
    static let shortcutHeight = 44.0

    /// Where the Dashboard's map tile sits on the main display, in screen points. Decision: CarPlay shows the map tile
    /// beside the other Dashboard tiles (Now Playing, widgets on the driver's side); on a landscape display it takes
    /// 60 % of the app area's width on the passenger side, on a portrait display the top half of the app area; both
    /// inside an 8-point margin.
    public static func tileFrame(on display: DisplayConfiguration) -> Rect {
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
            .insetBy(dx: margin, dy: margin)
        if display.isPortrait {
            return Rect(x: area.x, y: area.y, width: area.width, height: (area.height / 2).rounded(.down))
        }
        let width = (area.width * 0.6).rounded(.down)
        let x = display.drivingSide == .leftHandDrive ? area.maxX - width : area.minX
        return Rect(x: x, y: area.y, width: width, height: area.height)
    }

    /// The tile as a display of its own, which the Dashboard's `Screen` is laid out for: the tile's size at the main
    /// display's scale, appearance, inputs and driving side.
    public static func display(for main: DisplayConfiguration) -> DisplayConfiguration {
        let tile = tileFrame(on: main)
        return DisplayConfiguration(
            id: main.id + "-dashboard", name: "Dashboard on " + main.name,
            pixelWidth: Int((tile.width * main.scale).rounded()),
            pixelHeight: Int((tile.height * main.scale).rounded()),
            scale: main.scale, appearance: main.appearance, mapAppearance: main.mapAppearance,
            inputDevices: main.inputDevices, drivingSide: main.drivingSide)
    }

    /// What the Dashboard draws over the app's map.
    public enum Overlay: Sendable, Hashable {
        /// A navigation session is in progress: its maneuvers (or its paused state).
        case guidance(NavigationSessionSnapshot, MapTemplateSnapshot)
        /// Not navigating: the shortcut buttons CarPlay shows (`Rules.shownDashboardButtons`).
        case shortcuts([DashboardButtonSnapshot])
    }

    /// The overlay's nodes in the tile `bounds` (tile coordinates), top to bottom.
    static func overlayNodes(_ overlay: Overlay, in bounds: Rect, context: LayoutContext) -> [ScreenNode] {
        let frame = Rect(x: bounds.minX + margin, y: bounds.minY + margin, width: bounds.width - 2 * margin, height: 0)
        switch overlay {
        case .guidance(let navigation, let map):
            return [
                MapLayout.fittedGuidanceCard(
                    navigation, map: map, frame: frame, room: bounds.height - 2 * margin, surface: .dashboard,
                    context: context)
            ]
        case .shortcuts(let buttons):
            var y = frame.minY
            return buttons.map { button in
                let node = shortcutNode(
                    button, frame: Rect(x: frame.minX, y: y, width: frame.width, height: shortcutHeight),
                    context: context)
                y += shortcutHeight + margin
                return node
            }
        }
    }

    /// The Dashboard window's safe area: what the overlay covers at the top of the tile.
    static func safeArea(under overlay: [ScreenNode], in bounds: Rect) -> Insets {
        guard let bottom = overlay.map(\.frame.maxY).max() else { return Insets() }
        return Insets(top: min(bounds.height, bottom - bounds.minY + margin))
    }

    /// One shortcut button: the image (at most `ImageLimits.dashboardButton`), the longest title variant that fits,
    /// and the longest subtitle variant that fits.
    private static func shortcutNode(_ button: DashboardButtonSnapshot, frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let image = context.image(button.image, maximum: ImageLimits.dashboardButton)
        let textWidth =
            frame.width - 2 * Theme.padding - (image.map { $0.size.width + ScreenDrawing.gap } ?? 0)
        let titles = button.titleVariants.filter { !$0.isEmpty }
        let subtitles = button.subtitleVariants.filter { !$0.isEmpty }
        return ScreenNode(
            role: .dashboardShortcut, frame: frame, id: button.id,
            text: context.fit(titles, width: textWidth, font: Theme.rowText),
            detailText: context.fit(subtitles, width: textWidth, font: Theme.rowDetail), image: image,
            font: Theme.rowText, foreground: theme.label, background: theme.surface, action: .select(button.id),
            content: ScreenContent(corner: 12))
    }

    /// The Dashboard's screen: the tile with the app's window (nil: the app drew nothing yet) under the overlay.
    static func screen(
        overlay: [ScreenNode], window: ViewSnapshot?, display: DisplayConfiguration, context: LayoutContext
    ) -> Screen {
        WindowLayout.screen(
            role: .dashboard, window: window, overlay: overlay, display: display,
            content: ScreenContent(appearance: display.appearance, drivingSide: display.drivingSide),
            context: context)
    }
}
