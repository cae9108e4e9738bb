import Foundation

/// What the CarPlay home screen shows, as the car system reports it.
public struct HomeState: Sendable, Hashable {
    /// One installed app on the home screen.
    public struct App: Sendable, Hashable {
        public var bundleIdentifier: String
        public var name: String
        public var category: AppCategory?
        /// Whether its scene is connected (in front or in the background): the icon carries a running dot.
        public var isRunning: Bool
        public init(bundleIdentifier: String, name: String, category: AppCategory?, isRunning: Bool) {
            self.bundleIdentifier = bundleIdentifier
            self.name = name
            self.category = category
            self.isRunning = isRunning
        }
    }

    public var apps: [App]
    public var isPhoneConnected: Bool
    /// Apple's exception text of the app the system closed last, until the next launch.
    public var message: String?
    /// A short notice of the system ("Dashboard needs a navigation app"), while it shows.
    public var notice: String?
    /// The knob's focus: an app's bundle identifier or `HomeLayout.dashboardFocus`.
    public var focus: String?
    public var statusBar: StatusBarState
    /// The page of icons shown (from 0; past the last page: the last).
    public var page: Int

    public init(
        apps: [App], isPhoneConnected: Bool = true, message: String? = nil, notice: String? = nil, focus: String? = nil,
        statusBar: StatusBarState, page: Int = 0
    ) {
        self.apps = apps
        self.isPhoneConnected = isPhoneConnected
        self.message = message
        self.notice = notice
        self.focus = focus
        self.statusBar = statusBar
        self.page = page
    }
}

/// Lays out the CarPlay home screen: the status bar with the Dashboard button, the installed apps as a grid of
/// icons (name and category below each), the message of an app the system closed, and the system's notices.
///
/// The icons fill pages of as many rows as the display holds; with more than one page a row of dots along the
/// bottom shows which page is shown, each dot showing its page.
///
/// Ids: `home/app/<bundle identifier>` for the icons (action `launchApp`), `home/dashboard` for the Dashboard
/// button (action `showDashboard`), `home/page/<n>` for the page dots (role `badge`, field `page`, action
/// `showHomePage`). The root carries `"kind": "home"`. The icons come before the Dashboard button in the focus order,
/// as the knob walks them.
public enum HomeLayout {
    /// The knob focus naming the Dashboard button.
    public static let dashboardFocus = "dashboard"

    static let nameFont = ScreenFont(size: 10)
    static let categoryFont = ScreenFont(size: 8)
    static let messageTitleFont = ScreenFont(size: 12, weight: .bold)
    static let messageFont = ScreenFont(size: 8)

    /// The id of an app's icon.
    public static func iconID(_ bundleIdentifier: String) -> ElementID { ElementID("home/app/" + bundleIdentifier) }

    public static func screen(_ state: HomeState, display: DisplayConfiguration, now: Date) -> Screen {
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: now)
        let theme = context.theme
        let (barFrame, area) = StatusBarLayout.divide(display)
        let bar = StatusBarLayout.node(
            frame: barFrame, state: state.statusBar, appName: nil, showsDashboardButton: true, context: context)

        var children: [ScreenNode] = []
        if !state.isPhoneConnected {
            children.append(
                ScreenNode(
                    role: .message, frame: area.centered(Size(width: area.width, height: 24)),
                    text: "iPhone is not connected", font: Theme.body, foreground: theme.secondaryLabel,
                    content: ScreenContent(field: .disconnected, alignment: .center)))
        } else {
            var top = area.minY + 10
            if let message = state.message, !message.isEmpty {
                let panel = messagePanel(message, in: area, context: context)
                top = panel.frame.maxY + 8
                children.append(panel)
            }
            let iconArea = Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top)
            let grid = IconGrid(area: iconArea, appCount: state.apps.count)
            let pages = grid.pages(of: state.apps)
            let page = min(max(0, state.page), pages.count - 1)
            children += icons(pages[page], grid: grid, context: context)
            if pages.count > 1 { children += pageDots(count: pages.count, shown: page, in: iconArea, context: context) }
            if state.apps.isEmpty {
                children.append(
                    ScreenNode(
                        role: .message, frame: Rect(x: area.minX, y: top + 30, width: area.width, height: 20),
                        text: "No CarPlay apps installed", font: Theme.body, foreground: theme.secondaryLabel,
                        content: ScreenContent(alignment: .center)))
            }
            if let notice = state.notice {
                let width = min(area.width - 40, context.text.width(of: notice, font: Theme.body) + 28)
                children.append(
                    ScreenNode(
                        role: .notice,
                        frame: Rect(x: area.midX - width / 2, y: area.maxY - 44, width: width, height: 30),
                        text: context.fit(notice, width: width - 16, font: Theme.body), font: Theme.body,
                        foreground: "#FFFFFF", background: "#000000B3", content: ScreenContent(alignment: .center)))
            }
        }
        let home = ScreenNode(
            role: .appArea, frame: area, content: ScreenContent(screenKind: .home), children: children)
        var root = ScreenNode(
            role: .screen, frame: display.bounds, background: theme.background,
            content: ScreenContent(appearance: display.appearance, drivingSide: display.drivingSide, screenKind: .home),
            children: [home, bar])
        root = ScreenDrawing.drawn(root, context: context)
        let focused: ElementID? = state.focus.map { $0 == dashboardFocus ? StatusBarLayout.dashboardID : iconID($0) }
        return Screen(
            display: display, root: root, focusedElement: state.isPhoneConnected ? focused : nil,
            theme: context.theme.screenTheme)
    }

    /// The pages of the home screen's icons on `display`, each the bundle identifiers of its apps in order: as the
    /// layout cuts them (the knob walks them page by page).
    public static func pages(of state: HomeState, display: DisplayConfiguration) -> [[String]] {
        let context = LayoutContext(display: display, rules: Rules(category: nil), now: Date(timeIntervalSince1970: 0))
        let area = StatusBarLayout.divide(display).rest
        var top = area.minY + 10
        if let message = state.message, !message.isEmpty {
            top = messagePanel(message, in: area, context: context).frame.maxY + 8
        }
        let grid = IconGrid(
            area: Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top),
            appCount: state.apps.count)
        return grid.pages(of: state.apps).map { $0.map(\.bundleIdentifier) }
    }

    /// How the icons fall on the home screen: their size, the cells per row, and the rows a page holds.
    struct IconGrid {
        static let gap = Size(width: 14, height: 10)
        /// The height the page dots take along the bottom when there are several pages.
        static let dotsHeight = 16.0
        let area: Rect
        let icon: Double
        let cell: Size
        let perRow: Int
        let rows: Int

        init(area: Rect, appCount: Int) {
            let gap = Self.gap
            let usable = area.width - 24
            // CarPlay's home screen holds 4 columns on its smallest displays: the icon shrinks (to 40 at least) until
            // 4 cells fit the width, and is never larger than 60 or a quarter of the area's shorter side.
            let fourColumns = ((usable + gap.width) / 4 - gap.width - 16).rounded(.down)
            let icon = min(60, max(40, min((min(area.width, area.height) / 4).rounded(.down), fourColumns)))
            let cell = Size(width: icon + 16, height: icon + 34)
            let perRow = max(1, Int((usable + gap.width) / (cell.width + gap.width)))
            let rowsIn = { (height: Double) in max(1, Int((height + gap.height + 0.5) / (cell.height + gap.height))) }
            let allRows = rowsIn(area.height)
            // More apps than one page holds: the dots take a strip along the bottom.
            rows = appCount > allRows * perRow ? rowsIn(area.height - Self.dotsHeight) : allRows
            (self.area, self.icon, self.cell, self.perRow) = (area, icon, cell, perRow)
        }

        /// The apps of each page, in order (one empty page without apps).
        func pages<App>(of apps: [App]) -> [[App]] {
            let size = perRow * rows
            guard !apps.isEmpty else { return [[]] }
            return stride(from: 0, to: apps.count, by: size).map { Array(apps[$0..<min($0 + size, apps.count)]) }
        }
    }

    /// The page dots, centred along the bottom of the icons' area: the shown page's in the label colour.
    private static func pageDots(count: Int, shown: Int, in area: Rect, context: LayoutContext) -> [ScreenNode] {
        let dot = 8.0
        let spacing = 14.0
        let width = Double(count - 1) * spacing + dot
        let y = area.maxY - IconGrid.dotsHeight / 2 - dot / 2
        return (0..<count).map { index in
            ScreenNode(
                role: .badge,
                frame: Rect(x: area.midX - width / 2 + Double(index) * spacing, y: y, width: dot, height: dot),
                id: ElementID("home/page/\(index)"),
                background: index == shown ? context.theme.label : context.theme.secondaryLabel,
                action: .showHomePage(index), isSelected: index == shown, content: ScreenContent(field: .page))
        }
    }

    /// One page's app icons, centred rows filling the area from the top.
    private static func icons(_ apps: [HomeState.App], grid: IconGrid, context: LayoutContext) -> [ScreenNode] {
        let theme = context.theme
        let (area, icon, cell, perRow, gap) = (grid.area, grid.icon, grid.cell, grid.perRow, IconGrid.gap)
        var nodes: [ScreenNode] = []
        for (index, app) in apps.enumerated() {
            let row = index / perRow
            let column = index % perRow
            let inRow = min(perRow, apps.count - row * perRow)
            let rowWidth = Double(inRow) * cell.width + Double(inRow - 1) * gap.width
            let x = area.midX - rowWidth / 2 + Double(column) * (cell.width + gap.width)
            let y = area.minY + Double(row) * (cell.height + gap.height)
            let frame = Rect(x: x, y: y, width: cell.width, height: cell.height)
            let iconFrame = Rect(x: frame.midX - icon / 2, y: frame.minY + 3, width: icon, height: icon)
            var children = [
                ScreenNode(
                    role: .image, frame: iconFrame,
                    image: ScreenImage(
                        source: .appIcon(app.bundleIdentifier), size: Size(width: icon, height: icon), scale: 1,
                        isTemplate: false),
                    content: ScreenContent(field: .icon, shape: .roundedSquare))
            ]
            if app.isRunning {
                children.append(
                    ScreenNode(
                        role: .badge, frame: Rect(x: iconFrame.maxX - 11, y: iconFrame.maxY - 11, width: 7, height: 7),
                        background: "#FFFFFF", content: ScreenContent(field: .running)))
            }
            let textWidth = frame.width - 2
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + 1, y: iconFrame.maxY + 2, width: textWidth, height: 13),
                    text: context.fit(app.name, width: textWidth, font: nameFont), font: nameFont,
                    foreground: theme.label,
                    content: ScreenContent(field: .name, alignment: .center)))
            if let category = app.category {
                children.append(
                    ScreenNode(
                        role: .text,
                        frame: Rect(x: frame.minX + 1, y: iconFrame.maxY + 15, width: textWidth, height: 10),
                        text: context.fit(category.displayName, width: textWidth, font: categoryFont),
                        font: categoryFont,
                        foreground: theme.secondaryLabel, content: ScreenContent(field: .category, alignment: .center)))
            }
            let content = ScreenContent(bundleIdentifier: app.bundleIdentifier, category: app.category?.rawValue)
            nodes.append(
                ScreenNode(
                    role: .appIcon, frame: frame, id: iconID(app.bundleIdentifier), text: app.name,
                    detailText: app.category?.displayName, foreground: theme.label,
                    action: .launchApp(app.bundleIdentifier),
                    content: content, children: children))
        }
        return nodes
    }

    /// The message of an app the system closed: Apple's exception name as the headline, the whole text below.
    private static func messagePanel(_ message: String, in area: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let width = area.width - 24
        let name = exceptionName(in: message) ?? "The app was closed"
        let lines = context.text.wrap(message, width: width - 16, font: messageFont, maximumLines: 6)
        let lineHeight = ScreenDrawing.lineHeight(messageFont.size)
        let height = 8 + 16 + Double(lines.count) * lineHeight + 8
        let frame = Rect(x: area.minX + 12, y: area.minY + 8, width: width, height: height)
        let title = ScreenNode(
            role: .title, frame: Rect(x: frame.minX + 8, y: frame.minY + 6, width: width - 16, height: 16),
            text: context.fit(name, width: width - 16, font: messageTitleFont), font: messageTitleFont,
            foreground: theme.destructive, content: ScreenContent(field: .exception, alignment: .leading))
        let body = ScreenNode(
            role: .message,
            frame: Rect(
                x: frame.minX + 8, y: title.frame.maxY + 2, width: width - 16,
                height: Double(lines.count) * lineHeight),
            text: lines.joined(separator: "\n"), font: messageFont, foreground: theme.label,
            content: ScreenContent(field: .faultMessage, lines: lines.count))
        return ScreenNode(
            role: .homeMessage, frame: frame, text: message, background: theme.surface, children: [title, body])
    }

    /// The exception's name in Apple's terminating line (`… uncaught exception 'NSGenericException', reason: …`).
    static func exceptionName(in message: String) -> String? {
        guard let start = message.range(of: "exception '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
