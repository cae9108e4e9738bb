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

    public init(
        apps: [App], isPhoneConnected: Bool = true, message: String? = nil, notice: String? = nil, focus: String? = nil,
        statusBar: StatusBarState
    ) {
        self.apps = apps
        self.isPhoneConnected = isPhoneConnected
        self.message = message
        self.notice = notice
        self.focus = focus
        self.statusBar = statusBar
    }
}

/// Lays out the CarPlay home screen: the status bar with the Dashboard button, the installed apps as a grid of
/// icons (name and category below each), the message of an app the system closed, and the system's notices.
///
/// Ids: `home/app/<bundle identifier>` for the icons (action `launchApp`), `home/dashboard` for the Dashboard
/// button (action `showDashboard`). The root carries `"kind": "home"`. The icons come before the Dashboard button in
/// the focus order, as the knob walks them.
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
            children += icons(
                state, in: Rect(x: area.minX, y: top, width: area.width, height: area.maxY - top), context: context)
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

    /// The app icons, centred rows filling the area from the top.
    private static func icons(_ state: HomeState, in area: Rect, context: LayoutContext) -> [ScreenNode] {
        let theme = context.theme
        let gap = Size(width: 14, height: 10)
        let usable = area.width - 24
        // CarPlay's home screen holds 4 columns on its smallest displays: the icon shrinks (to 40 at least) until 4
        // cells fit the width, and is never larger than 60 or a quarter of the area's shorter side.
        let fourColumns = ((usable + gap.width) / 4 - gap.width - 16).rounded(.down)
        let icon = min(60, max(40, min((min(area.width, area.height) / 4).rounded(.down), fourColumns)))
        let cell = Size(width: icon + 16, height: icon + 34)
        let perRow = max(1, Int((usable + gap.width) / (cell.width + gap.width)))
        var nodes: [ScreenNode] = []
        for (index, app) in state.apps.enumerated() {
            let row = index / perRow
            let column = index % perRow
            let inRow = min(perRow, state.apps.count - row * perRow)
            let rowWidth = Double(inRow) * cell.width + Double(inRow - 1) * gap.width
            let x = area.midX - rowWidth / 2 + Double(column) * (cell.width + gap.width)
            let y = area.minY + Double(row) * (cell.height + gap.height)
            guard y + cell.height <= area.maxY + 0.5 else { break }
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
