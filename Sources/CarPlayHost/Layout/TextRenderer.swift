import Foundation

/// Draws a `Screen` as plain text: a header, a character grid and an outline. The drawing is stable (no element
/// ids, no colours, no clock other than the screen's own texts) so it can be committed as a snapshot and diffed.
///
/// ```
/// Standard 800×480 @2x · 400×240 pt @2x · light · left-hand drive
/// ...
/// ```
///
/// The grid (one character per `1 / columnsPerPoint` points across and `1 / rowsPerPoint` down; the defaults give
/// 100×30 characters on the 400×240 pt standard display, inside a `▛▀▜` bezel):
/// - boxes for containers and for every interactive node: `┌─┐` static, `╭─╮` focusable, `╭┄╮` disabled,
///   `┏━┓` selected, `╔═╗` focused (focus ring);
/// - texts inside their box, clipped (`…`); images as `[img]`, `[sym:play.fill]`, `[?]` for a missing image;
/// - glyphs for small roles: `⟳` spinner, `●` badge / unread, `[E]` explicit, `♪` playing, `›` disclosure,
///   `━━──` progress, `★★☆` rating, `◆` pin;
/// - scroll views clipped to their frame, with `↑ n more` / `↓ n more` for focusable items out of view;
/// - a modal's frame shaded `░` and the modal drawn above everything.
///
/// The outline lists every node, indented by depth: role, frame, texts, image, flags (`focusable#n` with its place
/// in the focus order, `focused`, `disabled`, `selected`, `spinner`), value, scroll extent and content (`ScreenContent.entries`) sorted by key.
public struct TextRenderer: Sendable, Hashable {
    /// Characters per point across, and lines per point down.
    public var columnsPerPoint: Double
    public var rowsPerPoint: Double

    /// The largest grid drawn, whatever the scale (bigger screens are cut at the right and bottom).
    static let maximumColumns = 400
    static let maximumRows = 200

    public init(columnsPerPoint: Double = 0.25, rowsPerPoint: Double = 0.125) {
        self.columnsPerPoint = columnsPerPoint.isFinite && columnsPerPoint > 0 ? columnsPerPoint : 0.25
        self.rowsPerPoint = rowsPerPoint.isFinite && rowsPerPoint > 0 ? rowsPerPoint : 0.125
    }

    /// The whole drawing: header, grid and outline, ending with a newline.
    public func render(_ screen: Screen) -> String {
        // Scrolled content where it shows: the grid, the outline and the scroll markers read screen positions.
        let screen = screen.placedOnScreen()
        let names = ScreenIDNames(screen)
        var out = header(screen, names: names)
        out.append("")
        out += grid(screen)
        out.append("")
        out += outline(screen, names: names)
        return out.joined(separator: "\n") + "\n"
    }

    // MARK: Header

    func header(_ screen: Screen, names: ScreenIDNames) -> [String] {
        let display = screen.display
        let size = display.size
        var lines: [String] = []
        var first =
            "\(display.name) · \(fmt(size.width))×\(fmt(size.height)) pt @\(fmt(display.scale))x · "
            + display.appearance.rawValue
        if display.mapAppearance != display.appearance { first += " (map \(display.mapAppearance.rawValue))" }
        first += display.drivingSide == .leftHandDrive ? " · left-hand drive" : " · right-hand drive"
        lines.append(first)
        let insets = display.safeAreaInsets
        var second =
            "limits: lists \(display.limitsLists ? "on" : "off"), keyboard \(display.limitsKeyboard ? "on" : "off")"
        second += " · input: " + inputNames(display.inputDevices)
        if insets != .zero {
            second +=
                " · safe area: top \(fmt(insets.top)) left \(fmt(insets.left))"
                + " bottom \(fmt(insets.bottom)) right \(fmt(insets.right))"
        }
        lines.append(second)
        let focusable = screen.focusableNodes
        if focusable.isEmpty {
            lines.append("focus order: none")
        } else {
            lines.append("focus order:")
            for (index, node) in focusable.enumerated() {
                let mark = node.id == screen.focusedElement ? "▶" : " "
                lines.append("  \(mark)\(pad(index + 1, to: 2)) \(label(node, names: names))")
            }
        }
        for warning in screen.warnings { lines.append("warning: " + names.scrub(warning)) }
        return lines
    }

    private func inputNames(_ devices: DisplayConfiguration.InputDevices) -> String {
        devices.isEmpty ? "none" : devices.names.joined(separator: ", ")
    }

    private func pad(_ number: Int, to width: Int) -> String {
        let string = String(number)
        return String(repeating: " ", count: max(0, width - string.count)) + string
    }

    /// A node as a list shows it: its role and what identifies it for people (text, else image).
    private func label(_ node: ScreenNode, names: ScreenIDNames) -> String {
        var parts = [node.role.rawValue]
        if let text = node.text { parts.append(quoted(text)) }
        if let detail = node.detailText, node.text == nil { parts.append(quoted(detail)) }
        if node.text == nil, node.detailText == nil, let image = node.image { parts.append(marker(image)) }
        if node.text == nil, node.detailText == nil, node.image == nil,
            let child = node.first(where: { $0.text != nil || $0.image != nil }), child != node
        {
            parts.append(child.text.map(quoted) ?? child.image.map(marker) ?? "")
        }
        return parts.joined(separator: " ")
    }

    // MARK: Outline

    func outline(_ screen: Screen, names: ScreenIDNames) -> [String] {
        var positions: [ElementID: Int] = [:]
        for (index, id) in screen.focusOrder.enumerated() where positions[id] == nil { positions[id] = index + 1 }
        var lines: [String] = []
        func visit(_ node: ScreenNode, depth: Int) {
            var parts = [String(repeating: "  ", count: depth) + node.role.rawValue, node.frame.clean.description]
            if let text = node.text { parts.append(quoted(text)) }
            if let detail = node.detailText { parts.append("/ " + quoted(detail)) }
            if let image = node.image {
                var description = "image=" + sourceName(image.source) + " " + image.size.clean.description
                if image.isTemplate { description += " template" }
                if image.isMissing { description += " missing" }
                parts.append(description)
            }
            if node.isFocusable {
                parts.append("focusable" + (node.id.flatMap { positions[$0] }.map { "#\($0)" } ?? ""))
            }
            if let id = node.id, id == screen.focusedElement { parts.append("focused") }
            if !node.isEnabled { parts.append("disabled") }
            if node.isSelected { parts.append("selected") }
            if node.children.contains(where: { $0.role == .spinner }) { parts.append("spinner") }
            if let value = node.value { parts.append("value=" + fmt(value.finite)) }
            if let height = node.contentHeight {
                parts.append("scroll=\(fmt((node.scrollOffset ?? 0).finite))/\(fmt(height.finite))")
            } else if let offset = node.scrollOffset {
                parts.append("scroll=\(fmt(offset.finite))")
            }
            let entries = (node.content.entries + mapSummary(node.mapView)).sorted { $0.key < $1.key }
            if !entries.isEmpty {
                let content = entries.map { "\($0.key)=\(names.scrub($0.value))" }
                parts.append("{" + content.joined(separator: ", ") + "}")
            }
            lines.append(parts.joined(separator: " "))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(screen.root, depth: 0)
        return lines
    }

    private func quoted(_ text: String) -> String { text.debugDescription }

    private func sourceName(_ source: ImageVariant.Source) -> String {
        switch source {
        case .named(let name): "named:\(name)"
        case .system(let name): "sym:\(name)"
        case .data(let digest): "data:\(digest.prefix(12))"
        case .file(let path): "file:\((path as NSString).lastPathComponent)"
        case .appIcon(let id): "icon:\(id)"
        }
    }

    // MARK: Grid

    func grid(_ screen: Screen) -> [String] {
        let size = screen.display.size
        let columns = min(Self.maximumColumns, max(1, cell(size.width, columnsPerPoint)))
        let rows = min(Self.maximumRows, max(1, cell(size.height, rowsPerPoint)))
        var canvas = Canvas(columns: columns, rows: rows)
        var modals: [(ScreenNode, CellRect)] = []
        draw(screen.root, clip: canvas.bounds, on: &canvas, screen: screen, modals: &modals)
        // Modals last: above everything, whatever their place in the tree.
        var nested: [(ScreenNode, CellRect)] = []
        for (modal, clip) in modals {
            draw(modal, clip: clip, on: &canvas, screen: screen, modals: &nested, deferModals: false)
        }
        return canvas.lines
    }

    private func cell(_ value: Double, _ scale: Double) -> Int {
        let scaled = (value.finite * scale).rounded()
        return Int(min(max(scaled, -100_000), 100_000))
    }

    /// The cells a frame covers (inclusive), at least one cell.
    func cells(_ frame: Rect) -> CellRect {
        let frame = frame.clean
        let x0 = cell(frame.minX, columnsPerPoint)
        let y0 = cell(frame.minY, rowsPerPoint)
        let x1 = max(x0, cell(frame.maxX, columnsPerPoint) - 1)
        let y1 = max(y0, cell(frame.maxY, rowsPerPoint) - 1)
        return CellRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    private func draw(
        _ node: ScreenNode, clip: CellRect, on canvas: inout Canvas, screen: Screen,
        modals: inout [(ScreenNode, CellRect)],
        deferModals: Bool = true, insideBox: Bool = false
    ) {
        let area = cells(node.frame)
        if node.role == .modal {
            canvas.fill(area, with: "░", clip: clip)
        }
        var content = area
        let style = boxStyle(node, area: area, screen: screen)
        if let style {
            canvas.fill(area.inset(1), with: " ", clip: clip)
            canvas.box(area, style: style, clip: clip)
            content = area.inset(1)
        }
        writeContent(of: node, in: content, clip: clip, nudge: insideBox && style == nil, on: &canvas)
        // Children stay inside their parent's box (its outline is never overwritten) and inside a scroll view.
        var childClip = clip
        if style != nil { childClip = clip.intersection(area.inset(1)) }
        if node.role == .scrollView { childClip = clip.intersection(area) }
        for child in node.children {
            if deferModals, child.role == .modal {
                modals.append((child, childClip))
            } else {
                draw(
                    child, clip: childClip, on: &canvas, screen: screen, modals: &modals, deferModals: deferModals,
                    insideBox: style != nil || (insideBox && node.role != .scrollView))
            }
        }
        if node.role == .scrollView { scrollMarkers(node, area: area.intersection(clip), on: &canvas) }
    }

    // MARK: Boxes

    /// Roles drawn as a box when not interactive (when big enough: 3 columns and 3 lines).
    static let boxedRoles: Set<ScreenRole> = [
        .statusBar, .navigationBar, .tabBar, .emptyView, .detailsHeader, .pinnedHeader, .poiCard, .artwork,
        .thumbnail, .map, .searchField, .keyboard, .alert, .actionSheet, .voiceControl, .contactCard, .assistantCell,
        .missingImage, .image, .rowImage, .imageRowElement, .gridButton, .textButton, .alertAction, .button, .key,
    ]

    /// Image roles, boxed only when large (artwork, a map), else drawn as their marker alone.
    static let imageRoles: Set<ScreenRole> = [.image, .rowImage, .imageRowElement, .artwork, .thumbnail, .missingImage]

    private func boxStyle(_ node: ScreenNode, area: CellRect, screen: Screen) -> BoxStyle? {
        guard area.width >= 3, area.height >= 3 else { return nil }
        guard node.isFocusable || Self.boxedRoles.contains(node.role) else { return nil }
        if !node.isFocusable, Self.imageRoles.contains(node.role), area.height < 7 || area.width < 12 { return nil }
        if let id = node.id, id == screen.focusedElement { return .focused }
        if node.isSelected { return .selected }
        if node.isFocusable { return node.isEnabled ? .focusable : .disabled }
        return node.isEnabled ? .plain : .disabled
    }

    // MARK: Contents

    /// Roles whose text is centred in their frame.
    static let centredRoles: Set<ScreenRole> = [
        .title, .tab, .gridButton, .textButton, .alertAction, .barButton, .backButton, .playbackControl, .emptyView,
        .clock, .connectivity, .key, .contactButton, .nowPlayingButton, .button, .spinner, .image, .rowImage,
        .artwork, .thumbnail, .missingImage, .imageRowElement, .badge, .unreadIndicator, .pin, .score, .eventClock,
    ]

    /// Roles drawn with their image above their text when there is room (as CarPlay draws them).
    static let stackedRoles: Set<ScreenRole> = [.gridButton, .tab, .contactButton, .imageRowElement]

    /// The lines a node writes in its own area (its children draw themselves): the image marker and the text on one
    /// line when they fit, else the marker above the text (dropped first when there is no room), then the detail.
    func contentLines(of node: ScreenNode, width: Int, height: Int = 1) -> [String] {
        let main = node.role == .explicitBadge && width >= 3 ? "[E]" : node.text ?? glyph(of: node, width: width)
        var lines: [String] = []
        if let image = node.image {
            let full = marker(image, width: width)
            if let main {
                let together = full + " " + main
                let room = height - (node.detailText == nil ? 1 : 2)
                if together.count <= width, !(Self.stackedRoles.contains(node.role) && room >= 1) {
                    lines.append(together)
                } else if room >= 1 {
                    lines += [full, main]
                } else {
                    lines.append(marker(image, width: 1) + " " + main)  // one line: the text matters most
                }
            } else {
                lines.append(full)
            }
        } else if let main {
            lines.append(main)
        }
        if let detail = node.detailText { lines.append(detail) }
        // Wrapped texts (details, bodies) come with their lines joined by "\n".
        return lines.flatMap(ScreenDrawing.lines(of:))
    }

    /// What small roles without text draw.
    private func glyph(of node: ScreenNode, width: Int) -> String? {
        let value = node.value?.finite
        switch node.role {
        case .spinner: return "⟳"
        case .badge, .unreadIndicator: return "●"
        case .explicitBadge: return "[E]"
        case .playingIndicator, .audioIndicator: return node.image == nil ? "♪" : nil
        case .missingImage: return "[?]"
        case .pin:
            return node.image == nil ? (node.isSelected || node.content.pin?.selected == true ? "◈" : "◆") : nil
        case .accessory:
            guard node.image == nil else { return nil }
            return node.content.accessory == .cloud ? "☁" : "›"
        case .progressBar:
            guard width > 0 else { return nil }
            if value == nil, node.content.progress?.openEnded == true { return String(repeating: "┄", count: width) }
            let fraction = min(max(value ?? 0, 0), 1)
            let filled = Int((fraction * Double(width)).rounded())
            return String(repeating: "━", count: filled) + String(repeating: "─", count: max(0, width - filled))
        case .rating:
            let maximum = min(max(node.content.maximumRating ?? 5, 0), 20)
            let rating = min(max(value ?? 0, 0), Double(maximum))
            let full = Int(rating.rounded(.down))
            let half = rating - Double(full) >= 0.5 ? 1 : 0
            return String(repeating: "★", count: full) + String(repeating: "⯪", count: half)
                + String(repeating: "☆", count: max(0, maximum - full - half))
        default: return nil
        }
    }

    /// An image's marker: the full marker when it fits `width`, else a shorter one.
    func marker(_ image: ScreenImage, width: Int = .max) -> String {
        if image.isMissing { return "[?]" }
        let full = marker(image)
        if full.count <= width { return full }
        if case .system(let name) = image.source, let glyph = Self.symbolGlyphs[name] { return glyph }
        let short = if case .system = image.source { "[sym]" } else { "[img]" }
        return short.count <= width ? short : "▪"
    }

    private func marker(_ image: ScreenImage) -> String {
        if image.isMissing { return "[?]" }
        if case .system(let name) = image.source { return "[sym:\(name)]" }
        return "[img]"
    }

    /// Glyphs for common symbols, used when the `[sym:…]` marker doesn't fit.
    static let symbolGlyphs: [String: String] = [
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "play.fill": "▶", "play": "▶", "pause.fill": "❚❚", "pause": "❚❚", "stop.fill": "■",
        "forward.fill": "▶▶", "backward.fill": "◀◀", "goforward.15": "↻", "gobackward.15": "↺",
        "plus": "+", "xmark": "×", "checkmark": "✓", "star.fill": "★", "star": "☆", "heart.fill": "♥", "heart": "♡",
        "music.note": "♪", "waveform": "∿", "magnifyingglass": "⌕", "phone.fill": "☎",
        "ellipsis": "…", "list.bullet": "≡", "shuffle": "⤮", "repeat": "↺", "square.and.pencil": "✎",
    ]

    /// Writes a node's lines in `area`. With `nudge`, a thin node on its box's border line (a progress bar at a
    /// row's bottom edge) is moved one line into the box instead of being clipped away.
    private func writeContent(
        of node: ScreenNode, in area: CellRect, clip: CellRect, nudge: Bool, on canvas: inout Canvas
    ) {
        guard area.width > 0, area.height > 0 else { return }
        let lines = contentLines(of: node, width: area.width, height: area.height)
        guard !lines.isEmpty else { return }
        // Centred on the frame's middle line in points, so that a row's text, badge and accessory line up whatever
        // the rounding of their frames.
        let middle = Int((node.frame.midY.finite * rowsPerPoint).rounded(.down))
        var top = min(max(middle - (lines.count - 1) / 2, area.y0), max(area.y0, area.y1 - lines.count + 1))
        if nudge, clip.height > 0 {
            if top == clip.y1 + 1 { top = clip.y1 }
            if top == clip.y0 - 1 { top = clip.y0 }
        }
        let bottom = min(area.y1, top + lines.count - 1)
        // Write where no child draws: the longest free run of columns over the lines' rows.
        let blockers = node.children.map { cells($0.frame) }.filter { $0.y0 <= bottom && $0.y1 >= top }
        let widest = lines.map(\.count).max() ?? 0
        let run = freeRun(from: area.x0, to: area.x1, fitting: widest, blockedBy: blockers) ?? (area.x0, area.x1)
        let width = run.1 - run.0 + 1
        for (index, line) in lines.enumerated() where top + index <= area.y1 {
            let count = line.count
            let x: Int
            if Self.centredRoles.contains(node.role) {
                x = run.0 + max(0, (width - count) / 2)
            } else {
                x = run.0 + (width >= count + 2 ? 1 : 0)
            }
            canvas.write(line, x: x, y: top + index, maxX: run.1, clip: clip)
        }
    }

    /// The leftmost run of free columns that holds `width` characters, else the longest run.
    private func freeRun(from start: Int, to end: Int, fitting width: Int, blockedBy blockers: [CellRect]) -> (
        Int, Int
    )? {
        guard start <= end else { return nil }
        var blocked = [Bool](repeating: false, count: end - start + 1)
        for blocker in blockers where blocker.x1 >= start && blocker.x0 <= end {
            for x in max(start, blocker.x0)...min(end, blocker.x1) { blocked[x - start] = true }
        }
        var runs: [(Int, Int)] = []
        var runStart: Int?
        for x in start...end + 1 {
            let free = x <= end && !blocked[x - start]
            if free, runStart == nil { runStart = x }
            if !free, let begin = runStart {
                runs.append((begin, x - 1))
                runStart = nil
            }
        }
        if let fitting = runs.first(where: { $0.1 - $0.0 + 1 >= width }) { return fitting }
        return runs.max { $0.1 - $0.0 < $1.1 - $1.0 }
    }

    // MARK: Scrolling

    /// Writes "↑ n more" / "↓ n more" on the first and last visible lines of a scroll view.
    private func scrollMarkers(_ node: ScreenNode, area: CellRect, on canvas: inout Canvas) {
        guard area.width > 0, area.height > 0 else { return }
        let frame = node.frame.clean
        var items: [ScreenNode] = []
        func collect(_ node: ScreenNode) {
            if node.isFocusable { items.append(node) } else { node.children.forEach(collect) }
        }
        node.children.forEach(collect)
        if items.isEmpty { items = node.children }
        let above = items.filter { $0.frame.clean.maxY <= frame.minY }.count
        let below = items.filter { $0.frame.clean.minY >= frame.maxY }.count
        let offset = (node.scrollOffset ?? 0).finite
        let contentHeight = (node.contentHeight ?? 0).finite
        let moreBelow = contentHeight - offset > frame.height + 0.5
        if above > 0 || offset > 0.5 {
            let text = above > 0 ? " ↑ \(above) more " : " ↑ more "
            canvas.write(text, x: max(area.x0, area.x1 - text.count - 1), y: area.y0, maxX: area.x1, clip: area)
        }
        if below > 0 || moreBelow {
            let text = below > 0 ? " ↓ \(below) more " : " ↓ more "
            canvas.write(text, x: max(area.x0, area.x1 - text.count - 1), y: area.y1, maxX: area.x1, clip: area)
        }
    }
}

// MARK: - Number hygiene

extension Double {
    /// 0 for NaN and infinities.
    fileprivate var finite: Double { isFinite ? self : 0 }
}

extension Rect {
    /// The same rectangle with NaN and infinities read as 0.
    fileprivate var clean: Rect { Rect(x: x.finite, y: y.finite, width: width.finite, height: height.finite) }
}

extension Size {
    fileprivate var clean: Size { Size(width: width.finite, height: height.finite) }
}
