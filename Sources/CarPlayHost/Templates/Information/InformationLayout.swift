import Foundation

/// Lays out an information template's content: its items (at most 10, already trimmed) in a `.scrollView`, stacked
/// (leading layout) or in two columns filled row by row (two-column layout), and its actions (at most 3) as a fixed
/// row of `.textButton`s along the bottom.
///
/// Nodes:
/// - `.informationItem` (id = the item's id, not focusable: the labels are static): `text` = title (bold, secondary
///   colour), `detailText` = detail wrapped to at most 4 lines joined by "\n". A rating item has a `.rating` child on
///   the line below the title (the detail follows on the lines below the stars).
/// - `.rating`: `value` = the rating (NaN or nil → 0, clamped to 0...maximum, rounded to 0.5 steps).
/// - `.textButton` (id = the button's id, focusable): `text` = the title fitted to the button, colours by style;
///   `.spinner` child while its handler runs.
///
/// Attributes: `layout` (`.content`): "leading" or "twoColumn"; `lines` (`.informationItem`): detail lines;
/// `maximumRating` (`.rating`): whole number 1...5 (5 when missing or invalid); `column` (`.informationItem`): "0" or
/// "1" in the two-column layout; `style` (`.textButton`): "normal", "cancel" or "confirm".
public enum InformationLayout {
    static let detailLines = 4
    static let titleFont = ScreenFont(size: 12, weight: .bold)
    static let buttonHeight = 36.0
    static let starSide = 14.0

    /// The information template's content in `frame`.
    public static func layout(_ information: InformationTemplateSnapshot, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let padding = Theme.padding
        var children: [ScreenNode] = []
        var itemsArea = frame
        if !information.actions.isEmpty {
            let (footer, rest) = frame.divided(atDistance: buttonHeight + 2 * 6, from: .bottom)
            itemsArea = rest
            children.append(
                contentsOf: buttonRow(information.actions, in: footer.insetBy(dx: padding, dy: 6), context: context))
        }

        var items: [ScreenNode] = []
        var y = itemsArea.minY + 6
        let inner = itemsArea.insetBy(dx: padding, dy: 0)
        switch information.layout {
        case .leading:
            for item in information.items {
                let node = itemNode(item, x: inner.minX, y: y, width: inner.width, context: context)
                items.append(node)
                y = node.frame.maxY + 6
            }
        case .twoColumn:
            let gap = 12.0
            let columnWidth = max(0, (inner.width - gap) / 2)
            var index = 0
            while index < information.items.count {
                var rowNodes: [ScreenNode] = []
                for column in 0..<2 where index + column < information.items.count {
                    var node = itemNode(
                        information.items[index + column], x: inner.minX + Double(column) * (columnWidth + gap), y: y,
                        width: columnWidth, context: context)
                    node.content.column = column
                    rowNodes.append(node)
                }
                items += rowNodes
                y = (rowNodes.map(\.frame.maxY).max() ?? y) + 6
                index += 2
            }
        }
        let contentHeight = max(0, y - itemsArea.minY)
        children.insert(
            ScreenNode(
                role: .scrollView, frame: itemsArea, contentHeight: contentHeight, scrollOffset: 0, children: items),
            at: 0)
        return ScreenNode(
            role: .content, frame: frame, background: context.theme.background,
            content: ScreenContent(
                informationLayout: bridge(information.layout, to: ScreenContent.InformationLayout.self)),
            children: children)
    }

    private static func itemNode(
        _ item: InformationItemSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        var cursor = y
        let title = ListLayout.fitted(item.title, width: width, font: titleFont, context: context)
        if title != nil { cursor += ListLayout.lineHeight(titleFont) }
        var children: [ScreenNode] = []
        if item.isRating {
            let maximum = maximumRating(item.maximumRating)
            let rating = clampedRating(item.rating, maximum: maximum)
            let starsWidth = Double(maximum) * starSide + Double(maximum - 1) * 2
            children.append(
                ScreenNode(
                    role: .rating, frame: Rect(x: x, y: cursor + 2, width: min(starsWidth, width), height: starSide),
                    foreground: theme.accent, value: rating, content: ScreenContent(maximumRating: maximum)))
            cursor += starSide + 4
        }
        var lines: [String] = []
        if let detail = item.detail, !detail.isBlank, width > 0 {
            lines = context.text.wrap(detail, width: width, font: Theme.body, maximumLines: detailLines)
            cursor += ListLayout.lineHeight(Theme.body) * Double(lines.count)
        }
        let content = ScreenContent(lines: lines.isEmpty ? nil : lines.count)
        return ScreenNode(
            role: .informationItem,
            frame: Rect(x: x, y: y, width: width, height: max(cursor - y, ListLayout.lineHeight(titleFont))),
            id: item.id, text: title, detailText: lines.isEmpty ? nil : lines.joined(separator: "\n"), font: titleFont,
            foreground: theme.secondaryLabel, content: content, children: children)
    }

    /// The number of stars: a whole number 1...5; 5 when missing, not finite or out of range.
    static func maximumRating(_ value: Double?) -> Int {
        guard let value, value.isFinite else { return 5 }
        let whole = Int(value.rounded())
        return (1...5).contains(whole) ? whole : 5
    }

    /// The rating drawn: 0...maximum in half steps; 0 when missing or not finite.
    static func clampedRating(_ value: Double?, maximum: Int) -> Double {
        guard let value, value.isFinite else { return 0 }
        return (min(max(value, 0), Double(maximum)) * 2).rounded() / 2
    }

    /// Text buttons side by side in `area` (equal widths, at most 180 points each, centred).
    static func buttonRow(_ buttons: [TextButtonSnapshot], in area: Rect, context: LayoutContext) -> [ScreenNode] {
        guard !buttons.isEmpty else { return [] }
        let gap = 8.0
        let count = Double(buttons.count)
        let width = min(180, max(0, (area.width - (count - 1) * gap) / count))
        let left = area.midX - (width * count + gap * (count - 1)) / 2
        return buttons.enumerated().map { index, button in
            let frame = Rect(x: left + Double(index) * (width + gap), y: area.minY, width: width, height: area.height)
            return textButton(button, frame: frame, context: context)
        }
    }

    /// A `CPTextButton`: normal (accent text on a surface), cancel (destructive text), confirm (filled, white text).
    static func textButton(_ button: TextButtonSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let (foreground, background): (ScreenColor, ScreenColor) =
            switch button.style {
            case .normal: (theme.accent, theme.surface)
            case .cancel: (theme.destructive, theme.surface)
            case .confirm: ("#FFFFFF", theme.confirm)
            }
        var children: [ScreenNode] = []
        if context.pendingHandlers.contains(button.id) {
            children.append(
                ListLayout.spinner(
                    in: Rect(x: frame.maxX - 24, y: frame.midY - 8, width: 16, height: 16), context: context))
        }
        return ScreenNode(
            role: .textButton, frame: frame, id: button.id,
            text: ListLayout.fitted(button.title, width: frame.width - 12, font: Theme.body, context: context),
            font: Theme.body, foreground: foreground, background: background, action: .select(button.id),
            content: ScreenContent(buttonStyle: bridge(button.style, to: ScreenContent.TextButtonStyle.self)),
            children: children)
    }
}
