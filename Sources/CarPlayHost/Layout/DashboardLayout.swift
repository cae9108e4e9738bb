import Foundation

/// A navigation app's tile on the CarPlay Dashboard: the app's Dashboard window (its map) filling the tile, and over
/// it either the upcoming maneuvers drawn with their Dashboard variants in the guidance card's place at the top
/// (while a navigation session is in progress; spec api-navigation §9.3, §13.3) or the shortcut buttons along the
/// bottom, side by side where the tile is wide enough, translucent over the map (while not navigating).
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
        let area = tilesArea(on: display)
        if display.isPortrait {
            return Rect(x: area.x, y: area.y, width: area.width, height: (area.height / 2).rounded(.down))
        }
        let width = (area.width * 0.6).rounded(.down)
        let x = display.drivingSide == .leftHandDrive ? area.maxX - width : area.minX
        return Rect(x: x, y: area.y, width: width, height: area.height)
    }

    /// The app area inside the margin, without the widgets column: where the map tile and the Now Playing card go.
    static func tilesArea(on display: DisplayConfiguration) -> Rect {
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
            .insetBy(dx: margin, dy: margin)
        guard let column = widgetColumnFrame(on: display) else { return area }
        let width = max(0, area.width - column.width - margin)
        let x = display.drivingSide == .leftHandDrive ? column.maxX + margin : area.minX
        return Rect(x: x, y: area.minY, width: width, height: area.height)
    }

    /// The least width the map tile and the Now Playing card keep beside the widgets column.
    static let tilesWidthBesideWidgets = 400.0

    /// Where the Dashboard view's widgets column sits (in screen points), nil where it does not fit. Decision: the
    /// Developer Guide puts widgets to the left of the Dashboard (to its right in a right-hand-drive car), so the
    /// column is on the driver's side, as wide as a small widget two of which fill the app area's height; only on a
    /// landscape display that keeps `tilesWidthBesideWidgets` points for the map tile and Now Playing beside it (the
    /// wide displays).
    public static func widgetColumnFrame(on display: DisplayConfiguration) -> Rect? {
        guard !display.isPortrait else { return nil }
        let area = StatusBarLayout.divide(display).rest.inset(by: display.safeAreaInsets)
            .insetBy(dx: margin, dy: margin)
        let side = ((area.height - margin) / 2).rounded(.down)
        guard side > 0, area.width - side - margin >= tilesWidthBesideWidgets else { return nil }
        let x = display.drivingSide == .leftHandDrive ? area.minX : area.maxX - side
        return Rect(x: x, y: area.minY, width: side, height: area.height)
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
            guard !buttons.isEmpty else { return [] }
            // Along the bottom: side by side when each gets `shortcutMinimumWidth`, else stacked, the last lowest.
            let count = Double(buttons.count)
            let sideBySide = (frame.width - margin * (count - 1)) / count >= shortcutMinimumWidth
            let columns = sideBySide ? count : 1
            let width = ((frame.width - margin * (columns - 1)) / columns).rounded(.down)
            let rows = sideBySide ? 1 : buttons.count
            var y = bounds.maxY - margin - Double(rows) * shortcutHeight - Double(rows - 1) * margin
            return buttons.enumerated().map { index, button in
                let column = sideBySide ? Double(index) : 0
                let node = shortcutNode(
                    button,
                    frame: Rect(
                        x: frame.minX + column * (width + margin), y: y, width: width, height: shortcutHeight),
                    context: context)
                if !sideBySide { y += shortcutHeight + margin }
                return node
            }
        }
    }

    /// The least width of a shortcut button placed beside another (narrower tiles stack them).
    static let shortcutMinimumWidth = 180.0

    /// The Dashboard window's safe area: what the overlay covers of the tile — the guidance card at the top, the
    /// shortcut buttons at the bottom.
    static func safeArea(under overlay: [ScreenNode], in bounds: Rect) -> Insets {
        let top = overlay.filter { $0.frame.midY < bounds.midY }.map(\.frame.maxY).max()
        let bottom = overlay.filter { $0.frame.midY >= bounds.midY }.map(\.frame.minY).min()
        return Insets(
            top: top.map { min(bounds.height, $0 - bounds.minY + margin) } ?? 0,
            bottom: bottom.map { min(bounds.height, bounds.maxY - $0 + margin) } ?? 0)
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
            font: Theme.rowText, foreground: theme.label, background: theme.overMap, action: .select(button.id),
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
