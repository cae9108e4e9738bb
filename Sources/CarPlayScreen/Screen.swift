import Foundation

/// Exactly what a driver sees on one display: a tree of laid-out nodes in points, with fitted texts, resolved images
/// and colours, and the focus order. Front ends (the test car, the browser simulator, renderers) draw `Screen`
/// values and nothing else. Encoded as JSON it is the wire format documented in docs/SCREEN.md.
public struct Screen: Codable, Hashable, Sendable {
    /// The version of the schema (docs/SCREEN.md). Bumped on every incompatible change.
    public static let currentSchemaVersion = 3
    /// The oldest version `Screen.decode(_:)` reads (version 2 wrote a node's content as a map of strings,
    /// `attributes`; version 1 also wrote image sources in another form).
    public static let oldestReadableSchemaVersion = 3

    public var schemaVersion: Int
    /// The display the screen was laid out for.
    public var display: DisplayConfiguration
    /// The whole screen: status bar, then the app's area with its bars, content and modal.
    public var root: ScreenNode
    /// The interactive elements in focus order (knob rotation order): the modal's if one is up, else the screen's.
    public var focusOrder: [ElementID]
    /// The element with the focus ring, if the knob or touchpad has moved focus.
    public var focusedElement: ElementID?
    /// Problems met while laying out (an unknown symbol name, an image that could not be drawn...). Never fatal.
    public var warnings: [String]
    /// The colours a role's look implies (focus ring, bars, separators...), for the display's appearance; nil for a
    /// screen made without them (front ends then draw those parts in their own neutral colours).
    public var theme: ScreenTheme?

    public init(
        display: DisplayConfiguration, root: ScreenNode, focusedElement: ElementID? = nil, warnings: [String] = [],
        theme: ScreenTheme? = nil
    ) {
        self.schemaVersion = Self.currentSchemaVersion
        self.display = display
        self.root = root
        self.warnings = warnings
        self.theme = theme
        let order = root.focusOrder
        self.focusOrder = order
        self.focusedElement = focusedElement.flatMap { order.contains($0) ? $0 : nil }
    }

    /// The node with `id`, if on screen.
    public func node(_ id: ElementID) -> ScreenNode? { root.first { $0.id == id } }

    /// The node with `id` that the driver can reach now: inside the modal when one is up (what is behind a modal
    /// cannot be selected), anywhere else otherwise.
    public func reachableNode(_ id: ElementID) -> ScreenNode? { root.reachableNode(id) }

    /// What a tap on the element `id` finds, in one walk of the tree: nil when no node has the id; else the node and
    /// whether the driver can reach it (not covered by a modal).
    public func tapTarget(_ id: ElementID) -> (node: ScreenNode, isReachable: Bool)? {
        root.tapTarget(id, covered: false)
    }

    /// Every node of `role`, in drawing order.
    public func nodes(_ role: ScreenRole) -> [ScreenNode] { root.all { $0.role == role } }

    /// The interactive nodes in focus order.
    public var focusableNodes: [ScreenNode] { focusOrder.compactMap(node) }

    /// The front-most interactive node at `point` (what a tap there hits), if any.
    public func hitTest(_ point: Point) -> ScreenNode? {
        root.hitTest(point, clip: root.frame)
    }

    /// The screen with every scroll view's content moved to where it shows (by the scroll views' offsets, nested ones
    /// adding up): each frame and drawing item in screen points. For front ends that draw or compare positions
    /// without following scroll views (the text renderer, the knob's nudges); `hitTest(_:)` follows them itself.
    public func placedOnScreen() -> Screen {
        var placed = self
        placed.root = root.placed(by: 0)
        return placed
    }

    /// Where the node with `id` shows on screen (its frame moved by the offsets of the scroll views it is in).
    public func frameOnScreen(of id: ElementID) -> Rect? { root.frameOnScreen(of: id, shift: 0) }

    /// The texts on screen, in drawing order.
    public var texts: [String] { root.all { $0.text != nil }.compactMap(\.text) }
}

/// One laid-out thing on screen.
public struct ScreenNode: Codable, Hashable, Sendable {
    /// What it is; front ends draw by role.
    public var role: ScreenRole
    /// Where, in screen points. Inside a scroll view: where it is when the scroll view is not scrolled (its content's
    /// coordinates); it shows `scrollOffset` points higher (`Screen.placedOnScreen()`).
    public var frame: Rect
    /// The app element it stands for (interactive nodes always have one).
    public var id: ElementID?
    /// The text shown, already fitted: the chosen variant, or truncated with "…".
    public var text: String?
    /// A second, smaller line (detail text, subtitle, artist...).
    public var detailText: String?
    /// The image shown, resolved for the appearance and scaled for its slot.
    public var image: ScreenImage? {
        get { imageBox?.value }
        set { imageBox = newValue.map(ScreenValueBox.init) }
    }
    /// `image`, held by reference (`ScreenValueBox`); setting it makes a new box.
    private(set) var imageBox: ScreenValueBox<ScreenImage>?
    /// The text style.
    public var font: ScreenFont?
    /// Text or glyph colour, and fill colour.
    public var foreground: ScreenColor?
    public var background: ScreenColor?
    /// What selecting it does (tap, knob press, touchpad click); nil for nodes the driver cannot select.
    public var action: ScreenAction?
    /// Whether the driver can select it (tap, knob, touchpad): it has an action.
    public var isFocusable: Bool { action != nil }
    public var isEnabled: Bool
    public var isSelected: Bool
    /// A value some roles carry: progress 0...1, a rating, a clock in seconds...
    public var value: Double?
    /// What the node says beyond its texts, image and flags, typed per role (a row's accessory, a control's
    /// command, a card's corner...).
    public var content: ScreenContent {
        // Read in place: reading one member (`node.content.field`) does not copy the whole content out of its box.
        _read { yield _content.value }
        set {
            if isKnownUniquelyReferenced(&_content) {
                _content.value = newValue
            } else {
                _content = ScreenContentBox(newValue)
            }
        }
        _modify {
            if !isKnownUniquelyReferenced(&_content) { _content = ScreenContentBox(_content.value) }
            yield &_content.value
        }
    }
    /// `content`, held by reference and copied on write (`ScreenContentBox`).
    private var _content: ScreenContentBox
    /// Content that scrolls: the height of all content, and how far it is scrolled. Scrolling changes the offset
    /// alone: the content's frames (and their drawing items) stay where they are laid out, `scrollOffset` points
    /// below where they show.
    public var contentHeight: Double?
    public var scrollOffset: Double?
    public var children: [ScreenNode]
    /// What the node draws inside its frame besides its background: text lines, its image, shapes — each at an exact
    /// frame (`ScreenDrawing` places them after layout). Front ends draw these and measure nothing.
    public var drawing: [ScreenDrawItem] = []
    /// A `mapView` node's map: camera, overlays, annotations, user location, appearance (front ends draw the car's
    /// map data under it).
    public var mapView: ScreenMapView? {
        get { mapViewBox?.value }
        set { mapViewBox = newValue.map(ScreenValueBox.init) }
    }
    /// `mapView`, held by reference (`ScreenValueBox`); setting it makes a new box.
    private(set) var mapViewBox: ScreenValueBox<ScreenMapView>?

    public init(
        role: ScreenRole, frame: Rect, id: ElementID? = nil, text: String? = nil, detailText: String? = nil,
        image: ScreenImage? = nil, font: ScreenFont? = nil, foreground: ScreenColor? = nil,
        background: ScreenColor? = nil,
        action: ScreenAction? = nil, isEnabled: Bool = true, isSelected: Bool = false, value: Double? = nil,
        content: ScreenContent = ScreenContent(), contentHeight: Double? = nil, scrollOffset: Double? = nil,
        children: [ScreenNode] = []
    ) {
        self.role = role
        self.frame = frame
        self.id = id
        self.text = text
        self.detailText = detailText
        self.imageBox = image.map(ScreenValueBox.init)
        self.font = font
        self.foreground = foreground
        self.background = background
        self.action = action
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.value = value
        self._content = ScreenContentBox.holding(content)
        self.contentHeight = contentHeight
        self.scrollOffset = scrollOffset
        self.children = children
    }

    private enum CodingKeys: String, CodingKey {
        case role, frame, id, text, detailText, image, font, foreground, background, action, isFocusable, isEnabled
        case isSelected, value, content, contentHeight, scrollOffset, children, drawing
        case mapView
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        role = try c.decode(ScreenRole.self, forKey: .role)
        frame = try c.decode(Rect.self, forKey: .frame)
        id = try c.decodeIfPresent(ElementID.self, forKey: .id)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        detailText = try c.decodeIfPresent(String.self, forKey: .detailText)
        imageBox = try c.decodeIfPresent(ScreenImage.self, forKey: .image).map(ScreenValueBox.init)
        font = try c.decodeIfPresent(ScreenFont.self, forKey: .font)
        foreground = try c.decodeIfPresent(ScreenColor.self, forKey: .foreground)
        background = try c.decodeIfPresent(ScreenColor.self, forKey: .background)
        action = try c.decodeIfPresent(ScreenAction.self, forKey: .action)
        isEnabled = try c.decode(Bool.self, forKey: .isEnabled)
        isSelected = try c.decode(Bool.self, forKey: .isSelected)
        value = try c.decodeIfPresent(Double.self, forKey: .value)
        _content = ScreenContentBox.holding(try c.decode(ScreenContent.self, forKey: .content))
        contentHeight = try c.decodeIfPresent(Double.self, forKey: .contentHeight)
        scrollOffset = try c.decodeIfPresent(Double.self, forKey: .scrollOffset)
        children = try c.decode([ScreenNode].self, forKey: .children)
        drawing = try c.decodeIfPresent([ScreenDrawItem].self, forKey: .drawing) ?? []
        mapViewBox = try c.decodeIfPresent(ScreenMapView.self, forKey: .mapView).map(ScreenValueBox.init)
    }

    /// Writes every key; `isFocusable` (derived from `action`) is written for front ends that only need to know.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(role, forKey: .role)
        try c.encode(frame, forKey: .frame)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(detailText, forKey: .detailText)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(font, forKey: .font)
        try c.encodeIfPresent(foreground, forKey: .foreground)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(action, forKey: .action)
        try c.encode(isFocusable, forKey: .isFocusable)
        try c.encode(isEnabled, forKey: .isEnabled)
        try c.encode(isSelected, forKey: .isSelected)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encode(content, forKey: .content)
        try c.encodeIfPresent(contentHeight, forKey: .contentHeight)
        try c.encodeIfPresent(scrollOffset, forKey: .scrollOffset)
        try c.encode(children, forKey: .children)
        try c.encode(drawing, forKey: .drawing)
        try c.encodeIfPresent(mapView, forKey: .mapView)
    }

    /// The first node, depth first, that matches.
    public func first(where match: (ScreenNode) -> Bool) -> ScreenNode? {
        if match(self) { return self }
        for child in children { if let found = child.first(where: match) { return found } }
        return nil
    }

    /// The texts of this node and the nodes under it, depth first, each as one line (a wrapped text's line breaks
    /// read as spaces): what a driver reads in it.
    public var texts: [String] {
        all { $0.text != nil }.compactMap { $0.text?.replacingOccurrences(of: "\n", with: " ") }
    }

    /// Every node, depth first, that matches.
    public func all(where match: (ScreenNode) -> Bool) -> [ScreenNode] {
        var found: [ScreenNode] = []
        visit { if match($0) { found.append($0) } }
        return found
    }

    /// Visits every node depth first.
    public func visit(_ body: (ScreenNode) -> Void) {
        body(self)
        for child in children { child.visit(body) }
    }

    /// Interactive descendants in focus order. A modal hides everything drawn before it; a scroll view's rows keep
    /// their order even when scrolled out of view.
    public var focusOrder: [ElementID] {
        var ids: [ElementID] = []
        appendFocusOrder(to: &ids)
        return ids
    }

    /// Appends the focus order to `ids`: one array for the whole tree (a screen is made with its focus order every
    /// time it is laid out, and an array per node cost a 500-row list 500 arrays).
    private func appendFocusOrder(to ids: inout [ElementID]) {
        if let modal = children.last(where: { $0.role == .modal }) {
            modal.appendFocusOrder(to: &ids)
            return
        }
        if isFocusable, isEnabled, let id { ids.append(id) }
        for child in children { child.appendFocusOrder(to: &ids) }
    }

    /// `node` and whether the driver can reach it, in one walk: a modal child covers its parent and everything drawn
    /// before it (the navigation banner, drawn after it, stays on top).
    func tapTarget(_ id: ElementID, covered: Bool) -> (node: ScreenNode, isReachable: Bool)? {
        let modal = children.lastIndex { $0.role == .modal }
        if self.id == id { return (self, !covered && modal == nil) }
        for index in children.indices {
            let isCovered = covered || (modal.map { index < $0 } ?? false)
            if let found = children[index].tapTarget(id, covered: isCovered) { return found }
        }
        return nil
    }

    func reachableNode(_ id: ElementID) -> ScreenNode? {
        if let modal = children.last(where: { $0.role == .modal }) { return modal.reachableNode(id) }
        if self.id == id { return self }
        for child in children { if let found = child.reachableNode(id) { return found } }
        return nil
    }

    /// `point` and `clip` are in this node's coordinates (its parent's content's).
    func hitTest(_ point: Point, clip: Rect) -> ScreenNode? {
        guard clip.contains(point) else { return nil }
        var childPoint = point
        var childClip = clip
        if role == .scrollView {
            // The content is laid out unscrolled: the point and the clip move down into it by the offset.
            let offset = scrollOffset.map { $0.isFinite ? $0 : 0 } ?? 0
            childPoint.y += offset
            childClip = frame.offsetBy(dx: 0, dy: offset)
        }
        if let modal = children.last(where: { $0.role == .modal }) {
            return modal.hitTest(childPoint, clip: childClip)
        }
        for child in children.reversed() {
            if let hit = child.hitTest(childPoint, clip: childClip) { return hit }
        }
        return isFocusable && isEnabled && frame.contains(point) ? self : nil
    }

    /// How far up the content of this node shows: its scroll offset if it is a scroll view.
    private var contentShift: Double {
        guard role == .scrollView, let offset = scrollOffset, offset.isFinite else { return 0 }
        return offset
    }

    /// This node moved up by `shift` points, its content by its own offset too.
    func placed(by shift: Double) -> ScreenNode {
        var node = self
        if shift != 0 {
            node.frame = frame.offsetBy(dx: 0, dy: -shift)
            node.drawing = drawing.map { item in
                var item = item
                item.frame = item.frame.offsetBy(dx: 0, dy: -shift)
                return item
            }
        }
        let inner = shift + contentShift
        node.children = children.map { $0.placed(by: inner) }
        return node
    }

    func frameOnScreen(of id: ElementID, shift: Double) -> Rect? {
        if self.id == id { return frame.offsetBy(dx: 0, dy: -shift) }
        for child in children {
            if let found = child.frameOnScreen(of: id, shift: shift + contentShift) { return found }
        }
        return nil
    }
}

/// What a node is. Front ends draw each role in CarPlay's visual language.
public enum ScreenRole: String, Codable, Hashable, Sendable, CaseIterable {
    // Chrome
    case screen, statusBar, clock, connectivity, appArea, navigationBar, title, backButton, barButton
    case tabBar, tab, badge, nowPlayingButton
    // Content containers
    case content, scrollView, emptyView, spinner
    // Lists
    case section, sectionHeader, sectionIndex, listRow, rowImage, accessory, playingIndicator, progressBar
    case explicitBadge, imageRow, imageRowElement, messageRow, unreadIndicator, pinnedHeader, detailsHeader
    case assistantCell, thumbnail, overlay
    // Other templates
    case gridButton, informationItem, rating, textButton, map, pin, pointOfInterest, poiCard
    case nowPlaying, artwork, playbackControls, playbackControl, sportsTeam, score, eventStatus, eventClock
    case contactCard, contactButton, searchField, keyboard, key, searchResult, voiceControl
    // The map template (navigation apps)
    case mapTemplate, mapButton, panButton, guidanceCard, maneuver, laneGuidance, lane, tripEstimates, tripPreview
    case routeChoice, navigationAlert
    // A navigation app's banner over whatever the car shows (NavigationBannerLayout)
    case navigationBanner
    // Siri's card over the app while Siri talks with the driver (SiriLayout)
    case siri
    // Calls (CallLayout): a ringing call's card, the in-call screen, their round buttons and the keypad's keys
    case callCard, callScreen, callButton, callKey
    // An app's notification over whatever the car shows (NotificationBannerLayout)
    case notificationBanner
    // Modals
    case modal, alert, actionSheet, alertAction, message
    // The home screen
    case appIcon, dashboardButton, homeMessage, notice
    // The status bar
    case audioIndicator
    // A navigation app's own window (WindowLayout): the window under the templates and the views the app put in it
    case appWindow, view, label, imageView
    // An `MKMapView` in that window: the car's map drawn from its map data, with the app's overlays (`mapView` field)
    case mapView
    // A navigation app's other screens: the CarPlay Dashboard's map tile (DashboardLayout) with its shortcut buttons,
    // the instrument cluster (ClusterLayout)
    case dashboard, dashboardShortcut, instrumentCluster
    // The Dashboard view's widgets column, on the driver's side (DashboardViewLayout), its widgets and Live
    // Activities (drawn from their SwiftUI views), the links and the buttons and toggles (app intents) inside them; a
    // Live Activity's banner
    case widgets, widget, liveActivity, widgetLink, widgetButton
    // Generic
    case text, image, button, missingImage
}

/// A resolved image: the variant for the display's appearance and scale, drawn at `size` points.
public struct ScreenImage: Codable, Hashable, Sendable {
    /// Where the pixels come from (a name, a system symbol, bytes by digest, a file).
    public var source: Source
    /// The drawn size in points, after scaling down to the slot's maximum (aspect kept).
    public var size: Size
    /// The scale (1, 2, 3) of the chosen variant.
    public var scale: Double
    /// Drawn in one colour (a template image or symbol), with `tint` or the node's foreground.
    public var isTemplate: Bool
    public var tint: ScreenColor?
    /// True when the image could not be drawn (an unknown symbol, an empty image): front ends show the missing-image glyph.
    public var isMissing: Bool

    /// Where the pixels come from. In JSON an object with one key: `{"named": N}`, `{"system": N}`,
    /// `{"data": DIGEST}`, `{"file": PATH}` or `{"appIcon": BUNDLE_ID}`.
    public enum Source: Codable, Hashable, Sendable {
        case named(String)
        case system(String)
        case data(digest: String)
        case file(String)
        /// An installed app's icon, by bundle identifier (the home screen).
        case appIcon(String)

        private enum CodingKeys: String, CodingKey { case named, system, data, file, appIcon }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let key = try container.onlyKey(
                describing: "an image source has exactly one of \"named\", \"system\", \"data\", \"file\", \"appIcon\"")
            let value = try container.decode(String.self, forKey: key)
            switch key {
            case .named: self = .named(value)
            case .system: self = .system(value)
            case .data: self = .data(digest: value)
            case .file: self = .file(value)
            case .appIcon: self = .appIcon(value)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .named(let name): try container.encode(name, forKey: .named)
            case .system(let name): try container.encode(name, forKey: .system)
            case .data(let digest): try container.encode(digest, forKey: .data)
            case .file(let path): try container.encode(path, forKey: .file)
            case .appIcon(let id): try container.encode(id, forKey: .appIcon)
            }
        }
    }

    public init(
        source: Source, size: Size, scale: Double, isTemplate: Bool, tint: ScreenColor? = nil,
        isMissing: Bool = false
    ) {
        self.source = source
        self.size = size
        self.scale = scale
        self.isTemplate = isTemplate
        self.tint = tint
        self.isMissing = isMissing
    }
}

/// A font: size in points and weight. Text is measured with DejaVu Sans metrics (see `TextMeasurer`).
public struct ScreenFont: Codable, Hashable, Sendable {
    public var size: Double
    public var weight: Weight
    public enum Weight: String, Codable, Hashable, Sendable { case regular, bold }
    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}

/// A colour resolved for the display's appearance: `#RRGGBB` or `#RRGGBBAA`.
public struct ScreenColor: Codable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var hex: String
    public init(hex: String) { self.hex = hex }
    public init(stringLiteral value: String) { hex = value }
    /// sRGB components 0...1 (clamped; non-finite ones count as 0), the alpha written only when below 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ v: Double) -> String {
            let clamped = v.isFinite ? min(max(v, 0), 1) : 0
            let b = Int((clamped * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        hex = "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
    public var description: String { hex }

    public init(from decoder: any Decoder) throws { hex = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
