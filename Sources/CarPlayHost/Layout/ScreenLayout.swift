import Foundation

/// What the layout needs to know about a car session, as values.
public struct ScreenState: Sendable, Hashable {
    /// The app's name (status bar) and category.
    public var appName: String
    public var category: AppCategory?
    /// The navigation hierarchy as the car shows it (trimmed), root first.
    public var navigation: [TemplateSnapshot]
    /// The template on screen below any modal (the selected tab's root when a tab bar shows nothing pushed).
    public var visible: TemplateSnapshot?
    /// The presented (modal) template.
    public var presented: TemplateSnapshot?
    /// Elements whose handler runs (spinners).
    public var pendingHandlers: Set<ElementID>
    /// Whether the app plays audio now.
    public var isPlayingAudio: Bool
    /// The app's Now Playing metadata.
    public var nowPlayingInfo: NowPlayingInfoSnapshot?
    /// The app asked for the dark style (`prefersDarkUserInterfaceStyle`).
    public var prefersDark: Bool
    /// The rules of the app's category.
    public var rules: Rules
    /// When each sports event clock started running on the injected clock, by the clock's id.
    public var sportsClockStarts: [ElementID: Date] = [:]
    /// What the car's status bar shows; nil: the time of `now` and a connected phone.
    public var statusBar: StatusBarState?
    /// Whether a map template's navigation bar (and the map buttons that hide with it) shows now.
    public var mapNavigationBarShown = true
    /// The car's locale: how distances, durations and times of day read.
    public var locale = Locale(identifier: "en_US")
    /// The navigation app's window (its map), drawn below the map template.
    public var appWindow: ViewSnapshot?
    /// The credit of the car's map data, drawn wherever the car draws its map (a point-of-interest template's map);
    /// nil when the car has no map.
    public var mapAttribution: String?
    /// Where the driver moved point-of-interest templates' maps, by template id.
    public var pointOfInterestCameras: [ElementID: PointOfInterestCamera] = [:]

    public init(
        appName: String, category: AppCategory?, navigation: [TemplateSnapshot], visible: TemplateSnapshot?,
        presented: TemplateSnapshot?, pendingHandlers: Set<ElementID> = [], isPlayingAudio: Bool = false,
        nowPlayingInfo: NowPlayingInfoSnapshot? = nil, prefersDark: Bool = false, rules: Rules
    ) {
        self.appName = appName
        self.category = category
        self.navigation = navigation
        self.visible = visible
        self.presented = presented
        self.pendingHandlers = pendingHandlers
        self.isPlayingAudio = isPlayingAudio
        self.nowPlayingInfo = nowPlayingInfo
        self.prefersDark = prefersDark
        self.rules = rules
    }

    /// The tab bar root, when the root is one.
    var tabBar: (id: ElementID, bar: TabBarTemplateSnapshot)? {
        guard let root = navigation.first, case .tabBar(let bar) = root.content else { return nil }
        return (root.id, bar)
    }

    /// True when the tab bar is on screen: the root is a tab bar and nothing is pushed in the selected tab.
    var showsTabBar: Bool { tabBar != nil && navigation.count == 1 }
}

/// Lays out what a driver sees: the status bar on the driver's side, the app's area with its navigation or tab bar,
/// the visible template, and a modal on top. Special element ids the layout adds (routed by the host):
/// `<template id>/back` (the system back button), `<tab bar id>/nowPlaying` (the tab bar's Now Playing button).
public enum ScreenLayout {
    /// The id suffix of the system back button.
    public static let backSuffix = "/back"
    /// The id suffix of the tab bar's Now Playing button.
    public static let nowPlayingSuffix = "/nowPlaying"

    public static func screen(
        _ state: ScreenState, display: DisplayConfiguration, now: Date, timeZone: TimeZone = .current,
        focusedElement: ElementID? = nil, scrollOffsets: [ElementID: Double] = [:]
    ) -> Screen {
        laidOut(
            state, display: display, now: now, timeZone: timeZone, focusedElement: focusedElement,
            scrollOffsets: scrollOffsets
        ).screen
    }

    /// The screen, and whether laying it out read the clock (beyond the status bar's time, which `state` carries):
    /// when it did not, the same inputs at a later time give the same screen. With the session's `memo`, the parts
    /// and the drawing of the last layout are kept where their inputs did not change (`LayoutMemo`, `DrawingReuse`).
    static func laidOut(
        _ state: ScreenState, display: DisplayConfiguration, now: Date, timeZone: TimeZone,
        focusedElement: ElementID?, scrollOffsets: [ElementID: Double], memo: LayoutMemo? = nil
    ) -> (screen: Screen, readsClock: Bool) {
        var display = display
        if state.prefersDark { display.appearance = .dark }
        var context = LayoutContext(
            display: display, rules: state.rules, now: now, pendingHandlers: state.pendingHandlers,
            isPlayingAudio: state.isPlayingAudio, nowPlayingInfo: state.nowPlayingInfo,
            sportsClockStarts: state.sportsClockStarts, locale: state.locale, timeZone: timeZone)
        context.mapAttribution = state.mapAttribution
        context.pointOfInterestCameras = state.pointOfInterestCameras
        context.memo = memo
        memo?.begin(context)
        defer { memo?.end() }
        let last = memo?.drawing
        let theme = context.theme
        var warnings: [String] = []

        let bounds = display.bounds
        let (statusFrame, rest) = StatusBarLayout.divide(display)
        let appFrame = rest.inset(by: display.safeAreaInsets)

        let statusBarState =
            state.statusBar
            ?? StatusBarState(
                time: clockText(now: now, timeZone: timeZone, locale: state.locale),
                isPlayingAudio: state.isPlayingAudio)
        let statusBarLaidOut = context.memoized(
            "statusBar",
            inputs: StatusBarLayout.Inputs(frame: statusFrame, state: statusBarState, appName: state.appName)
        ) {
            StatusBarLayout.node(
                frame: statusFrame, state: statusBarState, appName: state.appName, showsDashboardButton: false,
                context: context)
        }
        let statusBar = ScreenDrawing.drawn(
            statusBarLaidOut, context: context, reusing: last?.statusBar)

        var appChildren: [ScreenNode] = []
        var contentFrame = appFrame
        if let visible = state.visible {
            if let own = visible.content.unit.appAreaNodes(of: visible, state: state, in: appFrame, context: context) {
                // The template lays out the whole app area (the map template over the app's window).
                appChildren += own.nodes
                warnings += own.warnings
            } else {
                if let bar = chromeNode(for: visible, state: state, in: appFrame, context: context) {
                    appChildren.append(bar)
                    contentFrame = appFrame.divided(atDistance: Theme.barHeight, from: .top).remainder
                }
                appChildren.append(contentNode(for: visible, in: contentFrame, context: context))
            }
            warnings += imageWarnings(in: visible)
        }
        if let presented = state.presented {
            appChildren.append(modalNode(for: presented, in: appFrame, context: context))
            warnings += imageWarnings(in: presented)
        }
        var app = ScreenNode(role: .appArea, frame: appFrame, background: theme.background, children: appChildren)
        app = scrolled(app, focused: focusedElement, offsets: scrollOffsets)
        let appLaidOut = app
        app = ScreenDrawing.drawn(app, context: context, reusing: last?.app)

        let root = ScreenNode(
            role: .screen, frame: bounds, background: theme.background,
            content: ScreenContent(appearance: display.appearance, drivingSide: display.drivingSide),
            children: [statusBar, app])
        let screen = Screen(
            display: display, root: root, focusedElement: focusedElement, warnings: warnings,
            theme: theme.screenTheme)
        memo?.drawing = DrawingReuse(
            statusBar: DrawnNode(laidOut: statusBarLaidOut, drawn: statusBar),
            app: DrawnNode(laidOut: appLaidOut, drawn: app))
        return (screen, context.clockReads.wasRead || state.statusBar == nil)
    }

    // MARK: Status bar

    /// The status bar's time in `timeZone`, as the phone's `locale` writes hours and minutes, without an AM/PM
    /// marker (as iOS's status bar): "9:41" and "12:05" in the United States, "09:41" and "21:05" in Britain,
    /// Germany or France, "9:41" in Japan.
    ///
    /// The hour and minute are the local time's (`timeZone`'s offset from GMT at `now`, as a Gregorian calendar
    /// gives them), worked out without making a calendar: the car's state and its status bar ask at every publish.
    public static func clockText(now: Date, timeZone: TimeZone, locale: Locale) -> String {
        let ofDay = minuteOfDay(now, timeZone: timeZone)
        return StatusBarClockStyle.of(locale).text(hour: ofDay / 60, minute: ofDay % 60)
    }

    /// The minute of the day `date` falls in, in `timeZone` (0–1439), worked out without a calendar: the clocks on
    /// screen are written every second while guiding.
    static func minuteOfDay(_ date: Date, timeZone: TimeZone) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        let minutes = (local / 60).rounded(.down)
        // Within a day whatever the date (a date before 1970 has a negative count of minutes).
        return minutes.isFinite ? min(max(Int(minutes - (minutes / 1440).rounded(.down) * 1440), 0), 1439) : 0
    }

    // MARK: Navigation and tab bars

    private static func chromeNode(
        for visible: TemplateSnapshot, state: ScreenState, in appFrame: Rect, context: LayoutContext
    ) -> ScreenNode? {
        let barFrame = appFrame.divided(atDistance: Theme.barHeight, from: .top).slice
        if state.showsTabBar, let (barID, tabBar) = state.tabBar {
            return TabBarLayout.layout(tabBar, id: barID, state: state, frame: barFrame, context: context)
        }
        // The search template's field is its bar; modal kinds never show a navigation bar.
        guard visible.content.unit.showsNavigationBar else { return nil }
        return navigationBarNode(for: visible, state: state, frame: barFrame, context: context)
    }

    /// What a template's navigation bar is laid out from besides the context: all `navigationBarNode` reads.
    struct NavigationBarInputs: Equatable, Sendable {
        var templateID: ElementID
        var title: String?
        var buttons: NavigationBarButtons?
        /// Something is below the template in the hierarchy (the back button shows).
        var showsBack: Bool
        /// The template is a tab's root (no leading or trailing buttons).
        var isTabRoot: Bool
        var frame: Rect
    }

    static func navigationBarNode(
        for visible: TemplateSnapshot, state: ScreenState, frame: Rect, context: LayoutContext
    ) -> ScreenNode {
        let inputs = NavigationBarInputs(
            templateID: visible.id, title: visible.content.unit.navigationTitle,
            buttons: visible.content.unit.navigationButtons, showsBack: state.navigation.count > 1,
            isTabRoot: state.tabBar.map { bar in bar.bar.tabs.contains { $0.id == visible.id } } ?? false,
            frame: frame)
        return context.memoized("navigationBar", inputs: inputs) { navigationBarNode(inputs, context: context) }
    }

    private static func navigationBarNode(_ inputs: NavigationBarInputs, context: LayoutContext) -> ScreenNode {
        let (frame, buttons, isTabRoot) = (inputs.frame, inputs.buttons, inputs.isTabRoot)
        var children: [ScreenNode] = []
        var leadingX = frame.x + Theme.padding / 2
        var trailingX = frame.maxX - Theme.padding / 2

        // Back: the app's custom back button, else the system one, whenever something is below.
        if inputs.showsBack {
            let custom = buttons?.back
            let backFrame = Rect(x: leadingX, y: frame.y, width: custom?.title == nil ? 36 : 64, height: frame.height)
            children.append(
                ScreenNode(
                    role: .backButton, frame: backFrame,
                    id: custom?.id ?? ElementID(inputs.templateID.rawValue + backSuffix),
                    text: custom?.title.flatMap { context.fit($0, width: 56, font: Theme.barButton) },
                    image: custom?.title == nil
                        ? ScreenImage(
                            source: .system("chevron.left"), size: Size(width: 18, height: 18), scale: 1,
                            isTemplate: true)
                        : nil,
                    font: Theme.barButton, foreground: context.theme.accent, action: .back,
                    isEnabled: custom?.isEnabled ?? true))
            leadingX = backFrame.maxX + 4
        }
        // Root templates of tabs don't show leading/trailing bar buttons (Apple).
        if let buttons, !isTabRoot {
            for button in buttons.leading {
                let node = barButtonNode(button, x: leadingX, frame: frame, context: context)
                leadingX = node.frame.maxX + 4
                children.append(node)
            }
            var trailingNodes: [ScreenNode] = []
            for button in buttons.trailing.reversed() {
                var node = barButtonNode(button, x: 0, frame: frame, context: context)
                node.frame.x = trailingX - node.frame.width
                trailingX = node.frame.x - 4
                trailingNodes.insert(node, at: 0)
            }
            children += trailingNodes
        }
        let sideRoom = max(leadingX - frame.x, frame.maxX - trailingX)
        let titleFrame = Rect(
            x: frame.x + sideRoom, y: frame.y, width: max(0, frame.width - 2 * sideRoom), height: frame.height)
        if let title = inputs.title,
            let fitted = context.fit(title, width: titleFrame.width, font: Theme.navigationTitle)
        {
            children.insert(
                ScreenNode(
                    role: .title, frame: titleFrame, text: fitted, font: Theme.navigationTitle,
                    foreground: context.theme.label),
                at: 0)
        }
        return ScreenNode(
            role: .navigationBar, frame: frame, background: context.theme.barBackground, children: children)
    }

    private static func barButtonNode(_ button: BarButtonSnapshot, x: Double, frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let text = button.title.flatMap { context.fit($0, width: 90, font: Theme.barButton) }
        let width =
            text.map { min(100, context.text.width(of: $0, font: Theme.barButton) + 16) } ?? Theme.controlSize.width
        let image =
            button.title == nil
            ? (button.isMessageCompose && button.image == nil
                ? ScreenImage(
                    source: .system("square.and.pencil"), size: Size(width: 20, height: 20), scale: 1, isTemplate: true)
                : context.image(button.image, maximum: Size(width: 24, height: 24)))
            : nil
        return ScreenNode(
            role: .barButton, frame: Rect(x: x, y: frame.y + 4, width: width, height: frame.height - 8), id: button.id,
            text: text, image: image, font: Theme.barButton,
            foreground: button.isEnabled ? context.theme.accent : context.theme.disabledLabel,
            background: button.style == .rounded ? context.theme.surface : nil, action: .select(button.id),
            isEnabled: button.isEnabled,
            content: button.style == .rounded
                ? ScreenContent(barButton: ScreenContent.BarButton(rounded: true)) : ScreenContent())
    }

    // MARK: Content and modals

    /// The template's content in `frame`, below the navigation or tab bar.
    static func contentNode(for template: TemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        var count = 0
        return namingScrollViews(
            template.content.unit.contentNode(id: template.id, in: frame, context: context), of: template.id,
            count: &count)
    }

    /// The id suffix of a template's scroll views that their layout left unnamed: `<template id>/scroll`, then
    /// `/scroll2`… in the order they are drawn. A scroll view has an id so the car keeps where the driver scrolled it.
    public static let scrollSuffix = "/scroll"

    private static func namingScrollViews(_ node: ScreenNode, of templateID: ElementID, count: inout Int)
        -> ScreenNode
    {
        var node = node
        nameScrollViews(in: &node, of: templateID, count: &count)
        return node
    }

    /// In place: a tree without unnamed scroll views (a list's 500 rows) is walked, not copied.
    private static func nameScrollViews(in node: inout ScreenNode, of templateID: ElementID, count: inout Int) {
        if node.role == .scrollView, node.id == nil {
            count += 1
            node.id = ElementID(templateID.rawValue + scrollSuffix + (count == 1 ? "" : String(count)))
        }
        for index in node.children.indices { nameScrollViews(in: &node.children[index], of: templateID, count: &count) }
    }

    private static func modalNode(for template: TemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode
    {
        // Only modal kinds are presented (the host enforces it); anything else is drawn as content in a modal.
        template.content.unit.modalNode(id: template.id, in: frame, context: context)
            ?? ScreenNode(
                role: .modal, frame: frame, background: context.theme.scrim,
                children: [contentNode(for: template, in: frame.insetBy(dx: 20, dy: 20), context: context)])
    }

    // MARK: Element ids, scrolling and warnings

    /// The screen laid out for another focus: `screen`, laid out from the same state, display and time, with the
    /// focus on `focused` and its scroll views scrolled to it — the same screen a new layout gives (a test checks),
    /// without one: focus and scrolling change only the focused element, the scroll views' offsets and their
    /// indicators. (A scroll view's content is laid out unscrolled; its offset alone moves it.)
    static func refocused(_ screen: Screen, focused: ElementID?, offsets: [ElementID: Double]) -> Screen {
        var screen = screen
        screen.root.children = screen.root.children.map { child in
            child.role == .appArea ? scrolled(child, focused: focused, offsets: offsets) : child
        }
        screen.focusedElement = focused.flatMap { screen.focusOrder.contains($0) ? $0 : nil }
        return screen
    }

    /// Scrolls every scroll view so the focused element is inside it, and applies remembered offsets (a scroll view
    /// without one starts at the top). The content keeps its frames; an indicator already drawn moves.
    /// A scroll view's offset kept within its content: from its top to where its end shows at the bottom.
    static func clampedOffset(_ offset: Double, of scrollView: ScreenNode, content: Double) -> Double {
        min(max(0, offset), max(0, content - scrollView.frame.height))
    }

    static func scrolled(_ node: ScreenNode, focused: ElementID?, offsets: [ElementID: Double]) -> ScreenNode {
        scrolledIfAny(node, focused: focused, offsets: offsets) ?? node
    }

    /// `node` with its scroll views scrolled; nil when it holds none (nothing is copied for a subtree without one).
    private static func scrolledIfAny(_ node: ScreenNode, focused: ElementID?, offsets: [ElementID: Double])
        -> ScreenNode?
    {
        var node = node
        if node.role == .scrollView, let content = node.contentHeight {
            var offset = node.id.flatMap { offsets[$0] } ?? 0
            if let focused, let target = node.first(where: { $0.id == focused && $0.isFocusable }) {
                let top = target.frame.minY - offset
                let bottom = target.frame.maxY - offset
                if bottom > node.frame.maxY { offset += bottom - node.frame.maxY }
                if top < node.frame.minY { offset -= node.frame.minY - top }
            }
            offset = clampedOffset(offset, of: node, content: content)
            node.scrollOffset = offset
            if let index = node.drawing.firstIndex(where: { $0.shape == .scrollIndicator }),
                let frame = ScreenDrawing.scrollIndicatorFrame(of: node)
            {
                node.drawing[index].frame = frame
            }
            return node
        }
        var children: [ScreenNode]?
        for (index, child) in node.children.enumerated() {
            guard let scrolled = scrolledIfAny(child, focused: focused, offsets: offsets) else { continue }
            if children == nil { children = node.children }
            children?[index] = scrolled
        }
        guard let children else { return nil }
        node.children = children
        return node
    }

    private static func imageWarnings(in template: TemplateSnapshot) -> [String] {
        Array(Set(template.images.flatMap(ImageFitter.warnings(for:)))).sorted()
    }
}
