import Foundation

/// Lays out a grid template's content: up to 8 buttons (the snapshot is already trimmed), all in one row when there
/// are 4 or fewer, else balanced over two rows with the larger half on top (5 → 3+2, 6 → 3+3, 7 → 4+3, 8 → 4+4).
/// Rows are centred horizontally and the block vertically.
///
/// Nodes: one `.gridButton` per button (id = the button's id, focusable, `isEnabled` from the button): `image` at the
/// top (`CPGridTemplate.maximumGridButtonImageSize`, 40×40, smaller when the cell is), `text` below (the longest title
/// variant that fits the button's width). Children: `.unreadIndicator` when the message configuration is unread,
/// `.spinner` while its handler runs.
///
/// Attributes: `unread` (`.gridButton`): "true" or "false", only for buttons with a message configuration;
/// `row` and `column` (`.gridButton`): the button's place in the grid, from 0.
public enum GridLayout {
    static let maximumCellWidth = 110.0
    static let maximumCellHeight = 96.0

    /// The grid's content in `frame`.
    public static func layout(_ grid: GridTemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let counts = rowCounts(grid.buttons.count)
        guard let columns = counts.max(), columns > 0 else {
            return ScreenNode(role: .content, frame: frame, background: context.theme.background)
        }
        let area = frame.insetBy(dx: Theme.padding, dy: Theme.padding / 2)
        let cellWidth = min(maximumCellWidth, area.width / Double(columns))
        let cellHeight = min(maximumCellHeight, area.height / Double(counts.count))
        let top = area.midY - cellHeight * Double(counts.count) / 2
        var children: [ScreenNode] = []
        var index = 0
        for (row, count) in counts.enumerated() {
            let left = area.midX - cellWidth * Double(count) / 2
            for column in 0..<count {
                let cell = Rect(
                    x: left + Double(column) * cellWidth, y: top + Double(row) * cellHeight, width: cellWidth,
                    height: cellHeight)
                var node = button(grid.buttons[index], frame: cell.insetBy(dx: 3, dy: 3), context: context)
                node.content.row = row
                node.content.column = column
                children.append(node)
                index += 1
            }
        }
        return ScreenNode(role: .content, frame: frame, background: context.theme.background, children: children)
    }

    /// How many buttons each row holds (`Rules.gridRowCounts`).
    public static func rowCounts(_ count: Int) -> [Int] { Rules.gridRowCounts(count) }

    private static func button(_ button: GridButtonSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let titleHeight = ListLayout.lineHeight(Theme.rowDetail)
        let side = max(0, min(ImageLimits.gridButton.width, frame.width - 8, frame.height - titleHeight - 14))
        let imageFrame = Rect(x: frame.midX - side / 2, y: frame.minY + 6, width: side, height: side)
        var children: [ScreenNode] = []
        var content = ScreenContent()
        if let unread = button.isUnread {
            content.unread = unread
            if unread {
                children.append(
                    ScreenNode(
                        role: .unreadIndicator,
                        frame: Rect(x: imageFrame.maxX - 6, y: imageFrame.minY - 2, width: 10, height: 10),
                        background: theme.accent))
            }
        }
        if context.pendingHandlers.contains(button.id) {
            children.append(ListLayout.spinner(centeredIn: imageFrame, context: context))
        }
        return ScreenNode(
            role: .gridButton, frame: frame, id: button.id,
            text: ListLayout.fitted(
                button.titleVariants, width: frame.width - 6, font: Theme.rowDetail, context: context),
            image: context.image(button.image, maximum: Size(width: side, height: side)), font: Theme.rowDetail,
            foreground: button.isEnabled ? theme.label : theme.disabledLabel, background: theme.surface,
            action: .select(button.id),
            isEnabled: button.isEnabled, content: content, children: children)
    }
}
