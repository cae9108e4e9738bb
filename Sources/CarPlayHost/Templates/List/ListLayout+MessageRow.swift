import Foundation

/// A `CPMessageListItem` row: unread dot, pin or star, images, mute glyph, trailing text.
extension ListLayout {
    // MARK: Message rows

    static func messageRow(_ item: MessageItemSnapshot, x: Double, y: Double, width: Double, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let padding = Theme.padding
        let enabled = item.isEnabled
        let hasDetail = !(item.detailText ?? "").isEmpty || item.leadingDetailTextImage != nil
        let height = hasDetail || item.leadingImage != nil ? Theme.rowHeightWithDetail : Theme.rowHeight
        let frame = Rect(x: x, y: y, width: width, height: height)
        let glyphColor = enabled ? theme.secondaryLabel : theme.disabledLabel
        var leading = frame.minX + 4
        var trailing = frame.maxX - padding
        var children: [ScreenNode] = []
        var content = ScreenContent(unread: item.isUnread)
        let leadingItem = bridge(item.leadingItem, to: ScreenContent.MessageRow.LeadingItem.self)

        // Leading column: the unread dot, then the pin or star.
        if item.isUnread {
            children.append(
                ScreenNode(
                    role: .unreadIndicator, frame: Rect(x: leading, y: frame.midY - 5, width: 10, height: 10),
                    background: enabled ? theme.accent : theme.disabledLabel))
        }
        leading += 12
        if item.leadingItem != .none {
            let symbol = item.leadingItem == .pin ? "pin.fill" : "star.fill"
            content.messageRow = ScreenContent.MessageRow(leadingItem: leadingItem)
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: leading, y: frame.midY - 7, width: 14, height: 14),
                    image: systemImage(symbol, side: 14, context: context), foreground: glyphColor,
                    content: ScreenContent(
                        messageRow: ScreenContent.MessageRow(part: .leadingItem, leadingItem: leadingItem))))
            leading += 14 + 4
        }
        if let leadingImage = item.leadingImage {
            let slot = min(ImageLimits.messageItem.height, height - 8)
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: context.image(leadingImage, maximum: Size(width: slot, height: slot)),
                    content: ScreenContent(messageRow: ScreenContent.MessageRow(part: .leadingImage))))
            leading += slot + gap
        }

        // Trailing: spinner, trailing image, mute glyph, trailing text.
        if context.pendingHandlers.contains(item.id) {
            let spinnerFrame = Rect(
                x: trailing - spinnerSize, y: frame.midY - spinnerSize / 2, width: spinnerSize, height: spinnerSize)
            children.append(spinner(in: spinnerFrame, context: context))
            trailing = spinnerFrame.minX - gap
        }
        if let trailingImage = item.trailingImage {
            let slot = min(ImageLimits.messageItem.height, height - 8, 28)
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: trailing - slot, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: context.image(trailingImage, maximum: Size(width: slot, height: slot)),
                    content: ScreenContent(messageRow: ScreenContent.MessageRow(part: .trailingImage))))
            trailing -= slot + 6
        }
        if item.trailingItem == .mute {
            content.messageRow = ScreenContent.MessageRow(leadingItem: leadingItem, muted: true)
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: trailing - 14, y: frame.midY - 7, width: 14, height: 14),
                    image: systemImage("bell.slash.fill", side: 14, context: context), foreground: glyphColor,
                    content: ScreenContent(messageRow: ScreenContent.MessageRow(part: .mute))))
            trailing -= 14 + 6
        }
        // The trailing text (a time) sits on the title's line; the detail line runs under it.
        let detailTrailing = trailing
        let trailingRoom = min(90, max(0, (trailing - leading) / 3))
        if let trailingText = fitted(item.trailingText, width: trailingRoom, font: Theme.caption, context: context) {
            let textWidth = min(90, context.text.width(of: trailingText, font: Theme.caption))
            children.append(
                ScreenNode(
                    role: .text,
                    frame: Rect(
                        x: trailing - textWidth, y: frame.minY + 6, width: textWidth, height: lineHeight(Theme.caption)),
                    text: trailingText, font: Theme.caption, foreground: glyphColor))
            trailing -= textWidth + 6
        }

        let textWidth = max(0, trailing - leading)
        var detailWidth = max(0, detailTrailing - leading)
        if let detailImage = item.leadingDetailTextImage {
            let side = ImageLimits.messageItemLeadingDetailText.height
            let detailY = frame.midY + 2
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: leading, y: detailY, width: side, height: side),
                    image: context.image(detailImage, maximum: ImageLimits.messageItemLeadingDetailText),
                    content: ScreenContent(messageRow: ScreenContent.MessageRow(part: .detailImage))))
            detailWidth -= side + 4
        }
        let titleFont = item.isUnread ? ScreenFont(size: 15, weight: .bold) : Theme.rowText
        return ScreenNode(
            role: .messageRow, frame: frame, id: item.id,
            text: fitted(item.text, width: textWidth, font: titleFont, context: context),
            detailText: fitted(item.detailText, width: max(0, detailWidth), font: Theme.rowDetail, context: context),
            font: titleFont,
            foreground: enabled ? theme.label : theme.disabledLabel, action: .select(item.id), isEnabled: enabled,
            content: content, children: children)
    }
}
