import Foundation

/// What the CarPlay Dashboard view shows, as the car system reports it.
public struct DashboardViewState: Sendable, Hashable {
    /// The navigation app whose map tile the Dashboard shows.
    public struct NavigationApp: Sendable, Hashable {
        public var bundleIdentifier: String
        public var name: String
        public init(bundleIdentifier: String, name: String) {
            self.bundleIdentifier = bundleIdentifier
            self.name = name
        }
    }

    /// The Now Playing card: the audio app and what it published.
    public struct NowPlaying: Sendable, Hashable {
        public var bundleIdentifier: String
        public var appName: String
        public var info: NowPlayingInfoSnapshot?
        public init(bundleIdentifier: String, appName: String, info: NowPlayingInfoSnapshot?) {
            self.bundleIdentifier = bundleIdentifier
            self.appName = appName
            self.info = info
        }
    }

    /// nil: no navigation app offers a Dashboard scene.
    public var navigationApp: NavigationApp?
    /// nil: no audio app is installed.
    public var nowPlaying: NowPlaying?
    public var statusBar: StatusBarState
    /// The knob's focus: the bundle identifier of the app the tile or card opens, `HomeLayout.dashboardFocus`, or the
    /// element id of one of the card's playback controls.
    public var focus: String?
    /// The widgets column's Live Activities and widgets, in order (`CarSystem.dashboardWidgets`).
    public var widgets: [DashboardWidget]

    public init(
        navigationApp: NavigationApp?, nowPlaying: NowPlaying?, statusBar: StatusBarState, focus: String? = nil,
        widgets: [DashboardWidget] = []
    ) {
        self.navigationApp = navigationApp
        self.nowPlaying = nowPlaying
        self.statusBar = statusBar
        self.focus = focus
        self.widgets = widgets
    }
}

/// Lays out the CarPlay Dashboard view on the main display: the status bar (its Dashboard button goes back to the
/// home screen), the navigation app's map tile where `DashboardLayout.tileFrame(on:)` puts it, and Music's Now
/// Playing card on the driver's side beside it (below it on a portrait display).
///
/// The tile is a `dashboard` node (id `dashboard/navigation`, attribute "surface": "dashboard", "bundleIdentifier"):
/// the app's own Dashboard screen (`CarSession.dashboardScreen()`, laid out for the tile as a display of its own)
/// is what a front end draws inside it; selecting the tile itself opens the app (`launchApp`). The card is a
/// `nowPlaying` node (id `dashboard/nowPlaying`, action `launchApp` of the audio app) holding its artwork, title,
/// artist and app name, and the `playbackControls` row of `NowPlayingLayout` (ids `dashboard/nowPlaying/previous`,
/// `/playPause`, `/next`, action `playback`: the car sends the audio app's remote command). The root carries
/// `"kind": "dashboard"`.
public enum DashboardViewLayout {
    /// The tile's id.
    public static let tileID: ElementID = "dashboard/navigation"
    /// The Now Playing card's id.
    public static let nowPlayingID: ElementID = "dashboard/nowPlaying"
    /// The widgets column's id.
    public static let widgetsID: ElementID = "dashboard/widgets"

    static let titleFont = ScreenFont(size: 15, weight: .bold)
    static let detailFont = ScreenFont(size: 13)
    static let appFont = ScreenFont(size: 11)
    /// The narrowest playback control the card shows (the play/pause symbol is 30 points).
    static let minimumControlWidth = 32.0

    public static func screen(_ state: DashboardViewState, display: DisplayConfiguration, now: Date) -> Screen {
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now)
        let theme = context.theme
        let (barFrame, area) = StatusBarLayout.divide(display)
        let bar = StatusBarLayout.node(
            frame: barFrame, state: state.statusBar, appName: nil, showsDashboardButton: true, context: context)
        let tile = DashboardLayout.tileFrame(on: display)
        let inner = DashboardLayout.tilesArea(on: display)
        let cardFrame: Rect
        if display.isPortrait {
            let y = tile.maxY + DashboardLayout.margin
            cardFrame = Rect(x: inner.minX, y: y, width: inner.width, height: max(0, inner.maxY - y))
        } else {
            let width = max(0, inner.width - tile.width - DashboardLayout.margin)
            let x = tile.minX > inner.minX ? inner.minX : tile.maxX + DashboardLayout.margin
            cardFrame = Rect(x: x, y: inner.minY, width: width, height: inner.height)
        }
        var tileContent = ScreenContent(corner: 12, surface: .dashboard)
        var tileChildren: [ScreenNode] = []
        if let app = state.navigationApp {
            tileContent.bundleIdentifier = app.bundleIdentifier
        } else {
            tileChildren.append(
                ScreenNode(
                    role: .message, frame: tile.centered(Size(width: tile.width, height: 24)),
                    text: context.fit("No navigation app", width: tile.width - 16, font: Theme.body), font: Theme.body,
                    foreground: theme.secondaryLabel,
                    content: ScreenContent(field: .noNavigationApp, alignment: .center)))
        }
        let tileNode = ScreenNode(
            role: .dashboard, frame: tile, id: tileID, text: state.navigationApp?.name, background: theme.surface,
            action: state.navigationApp.map { .launchApp($0.bundleIdentifier) }, content: tileContent,
            children: tileChildren)
        var children = [tileNode]
        if let nowPlaying = state.nowPlaying, cardFrame.width >= 60, cardFrame.height >= 60 {
            children.append(card(nowPlaying, frame: cardFrame, context: context))
        }
        if let column = DashboardLayout.widgetColumnFrame(on: display) {
            children.append(widgets(state.widgets, in: column, context: context))
        }
        let view = ScreenNode(
            role: .appArea, frame: area, content: ScreenContent(screenKind: .dashboard), children: children)
        var root = ScreenNode(
            role: .screen, frame: display.bounds, background: theme.background,
            content: ScreenContent(
                appearance: display.appearance, drivingSide: display.drivingSide, screenKind: .dashboard),
            children: [view, bar])
        root = ScreenDrawing.drawn(root, context: context)
        let focused: ElementID? =
            switch state.focus {
            case HomeLayout.dashboardFocus: StatusBarLayout.dashboardID
            case state.navigationApp?.bundleIdentifier where state.focus != nil: tileID
            case state.nowPlaying?.bundleIdentifier where state.focus != nil: nowPlayingID
            case let focus?:
                root.first { $0.role == .playbackControl && $0.id?.rawValue == focus }?.id
            default: nil
            }
        return Screen(display: display, root: root, focusedElement: focused, theme: context.theme.screenTheme)
    }

    /// The widgets column on the driver's side: the Live Activities and the widgets the driver chose in their
    /// Settings (`DashboardWidgetLayout`); when there are none, the column says so.
    private static func widgets(_ widgets: [DashboardWidget], in frame: Rect, context: LayoutContext) -> ScreenNode {
        guard widgets.isEmpty else {
            return ScreenNode(
                role: .widgets, frame: frame, id: widgetsID,
                children: DashboardWidgetLayout.column(widgets, in: frame, context: context))
        }
        let width = frame.width - 2 * Theme.padding
        let message = ScreenNode(
            role: .message, frame: frame.centered(Size(width: frame.width, height: 24)),
            text: context.fit("No Widgets", width: width, font: Theme.body), font: Theme.body,
            foreground: context.theme.secondaryLabel, content: ScreenContent(field: .noWidgets, alignment: .center))
        return ScreenNode(
            role: .widgets, frame: frame, id: widgetsID, background: context.theme.surface,
            content: ScreenContent(corner: 12), children: [message])
    }

    /// The Now Playing card: the artwork at the top (a square as wide as the card allows), then the title, the
    /// artist and the app's name; "Not Playing" when the app published nothing; at the bottom the Now Playing
    /// screen's playback controls (previous, play/pause, next: `NowPlayingLayout`'s row, ids
    /// `dashboard/nowPlaying/previous`, `/playPause`, `/next`, action `playback`), when the card is wide and tall
    /// enough for them.
    private static func card(_ nowPlaying: DashboardViewState.NowPlaying, frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let padding = Theme.padding
        let textWidth = frame.width - 2 * padding
        let controlsHeight = NowPlayingLayout.controlSize.height + 4
        let showsControls =
            textWidth >= 3 * minimumControlWidth
            && frame.height >= 2 * padding + controlsHeight + ScreenDrawing.lineHeight(titleFont.size)
        let bottom = frame.maxY - (showsControls ? padding + controlsHeight : 0)
        let textHeight = 3 * ScreenDrawing.lineHeight(titleFont.size) + 4 + (showsControls ? controlsHeight : 0)
        let side = max(0, min(frame.width - 2 * padding, frame.height - 2 * padding - textHeight))
        var children: [ScreenNode] = []
        let artworkFrame = Rect(x: frame.midX - side / 2, y: frame.minY + padding, width: side, height: side)
        if side >= 24 {
            // Without artwork, Now Playing's "music.note" glyph (as `NowPlayingLayout` draws it).
            let image = context.image(nowPlaying.info?.artwork, maximum: Size(width: side, height: side))
            children.append(
                ScreenNode(
                    role: .artwork, frame: image.map { artworkFrame.centered($0.size) } ?? artworkFrame,
                    image: image ?? NowPlayingLayout.symbol("music.note", side: side / 2),
                    foreground: theme.secondaryLabel, background: theme.barBackground,
                    content: ScreenContent(defaultGlyph: image == nil ? true : nil)))
        }
        var y = side >= 24 ? artworkFrame.maxY + 6 : frame.minY + padding
        let info = nowPlaying.info
        let title = info?.title ?? "Not Playing"
        let lines: [(String?, ScreenFont, ScreenColor, ScreenContent.Field)] = [
            (title, titleFont, theme.label, .title), (info?.artist, detailFont, theme.secondaryLabel, .artist),
            (nowPlaying.appName, appFont, theme.secondaryLabel, .app),
        ]
        for (text, font, color, field) in lines {
            guard let text, !text.isEmpty else { continue }
            let height = ScreenDrawing.lineHeight(font.size)
            guard y + height <= bottom else { break }
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + padding, y: y, width: textWidth, height: height),
                    text: context.fit(text, width: textWidth, font: font), font: font, foreground: color,
                    content: ScreenContent(field: field, alignment: .center)))
            y += height + 2
        }
        if showsControls {
            var controls = NowPlayingLayout.controlsNode(
                info, templateID: nowPlayingID,
                in: Rect(x: frame.minX + padding, y: bottom, width: textWidth, height: controlsHeight),
                context: context)
            // A card narrower than the Now Playing screen's row shares its width among the three controls.
            if textWidth < NowPlayingLayout.controlsWidth {
                let width = (textWidth / Double(max(1, controls.children.count))).rounded(.down)
                for index in controls.children.indices {
                    controls.children[index].frame.x = frame.minX + padding + Double(index) * width
                    controls.children[index].frame.width = width
                }
            }
            children.append(controls)
        }
        return ScreenNode(
            role: .nowPlaying, frame: frame, id: nowPlayingID, text: title, detailText: info?.artist,
            background: theme.surface, action: .launchApp(nowPlaying.bundleIdentifier),
            content: ScreenContent(corner: 12, bundleIdentifier: nowPlaying.bundleIdentifier), children: children)
    }
}
