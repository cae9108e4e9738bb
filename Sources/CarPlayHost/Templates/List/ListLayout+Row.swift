import Foundation

/// A `CPListItem` row: image, texts, accessory, explicit badge, playing indicator and progress bar.
extension ListLayout {
    // MARK: Rows

    static func listRow(_ row: ListRowSnapshot, x: Double, y: Double, width: Double, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let padding = Theme.padding
        let hasDetail = !(row.detailText ?? "").isEmpty
        let height = hasDetail || row.image != nil ? Theme.rowHeightWithDetail : Theme.rowHeight
        let frame = Rect(x: x, y: y, width: width, height: height)
        let enabled = row.isEnabled
        var leading = frame.minX + padding
        var trailing = frame.maxX - padding
        var children: [ScreenNode] = []
        var content = ScreenContent(playback: playback(row.playbackConfiguration))
        let glyphColor = enabled ? theme.accent : theme.disabledLabel

        if row.isPlaying {
            content.playingIndicator = bridge(row.playingIndicatorLocation, to: ScreenContent.Edge.self)
            if row.playingIndicatorLocation == .leading {
                children.append(
                    playingIndicator(
                        x: leading, midY: frame.midY, location: .leading, color: glyphColor, context: context))
                leading += glyph + 6
            }
        }
        if let rowImage = row.image {
            let slot = min(ImageLimits.listItem.height, height - 8)
            let image = context.image(rowImage, maximum: Size(width: slot, height: slot))
            children.append(
                ScreenNode(
                    role: .rowImage, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: image))
            leading += slot + gap
        }

        // Trailing: the spinner takes the accessory's place while the handler runs.
        if context.pendingHandlers.contains(row.id) {
            let spinnerFrame = Rect(
                x: trailing - spinnerSize, y: frame.midY - spinnerSize / 2, width: spinnerSize, height: spinnerSize)
            children.append(spinner(in: spinnerFrame, context: context))
            trailing = spinnerFrame.minX - gap
        } else if let accessory = accessoryNode(row, trailing: trailing, frame: frame, context: context) {
            content.accessory = accessory.content.accessory
            children.append(accessory)
            trailing = accessory.frame.minX - gap
        } else if row.accessoryImage != nil || row.accessoryType != .none {
            content.accessory =
                row.accessoryImage != nil ? .custom : bridge(row.accessoryType, to: ScreenContent.Accessory.self)
        }
        if row.isPlaying && row.playingIndicatorLocation == .trailing {
            children.append(
                playingIndicator(
                    x: trailing - glyph, midY: frame.midY, location: .trailing, color: glyphColor, context: context))
            trailing -= glyph + 6
        }

        let badgeWidth = row.isExplicitContent ? 18.0 : 0
        let textWidth = max(0, trailing - leading - badgeWidth)
        let title = fitted(row.text, width: textWidth, font: Theme.rowText, context: context)
        let detail = fitted(row.detailText, width: max(0, trailing - leading), font: Theme.rowDetail, context: context)
        if row.isExplicitContent {
            content.explicit = true
            let titleWidth = title.map { min(textWidth, context.text.width(of: $0, font: Theme.rowText)) } ?? 0
            let titleMidY =
                detail == nil
                ? frame.midY
                : frame.midY - (lineHeight(Theme.rowText) + lineHeight(Theme.rowDetail)) / 2 + lineHeight(Theme.rowText)
                    / 2
            children.append(
                ScreenNode(
                    role: .explicitBadge,
                    frame: Rect(x: leading + titleWidth + 4, y: titleMidY - 7, width: 14, height: 14),
                    text: "E", font: ScreenFont(size: 10, weight: .bold), foreground: theme.background,
                    background: enabled ? theme.secondaryLabel : theme.disabledLabel))
        }
        let progress = Rules.shownPlaybackProgress(row.playbackProgress)
        if progress > 0 {
            children.append(
                ScreenNode(
                    role: .progressBar,
                    frame: Rect(
                        x: leading, y: frame.maxY - 5, width: max(0, frame.maxX - padding - leading), height: 3),
                    foreground: glyphColor, background: theme.separator, value: progress))
        }
        return ScreenNode(
            role: .listRow, frame: frame, id: row.id, text: title, detailText: detail, font: Theme.rowText,
            foreground: enabled ? theme.label : theme.disabledLabel, action: .select(row.id), isEnabled: enabled,
            content: content, children: children)
    }

    private static func accessoryNode(_ row: ListRowSnapshot, trailing: Double, frame: Rect, context: LayoutContext)
        -> ScreenNode?
    {
        let color = row.isEnabled ? context.theme.secondaryLabel : context.theme.disabledLabel
        if let accessoryImage = row.accessoryImage {
            let slot = min(ImageLimits.listItem.height, frame.height - 8, 28)
            let image = context.image(accessoryImage, maximum: Size(width: slot, height: slot))
            return ScreenNode(
                role: .accessory, frame: Rect(x: trailing - slot, y: frame.midY - slot / 2, width: slot, height: slot),
                image: image,
                foreground: color, content: ScreenContent(accessory: .custom))
        }
        let symbol: String
        switch row.accessoryType {
        case .none: return nil
        case .disclosureIndicator: symbol = "chevron.right"
        case .cloud: symbol = "icloud.and.arrow.down"
        }
        return ScreenNode(
            role: .accessory, frame: Rect(x: trailing - glyph, y: frame.midY - glyph / 2, width: glyph, height: glyph),
            image: systemImage(symbol, side: glyph, context: context), foreground: color,
            content: ScreenContent(accessory: bridge(row.accessoryType, to: ScreenContent.Accessory.self)))
    }

    private static func playingIndicator(
        x: Double, midY: Double, location: ListRowSnapshot.PlayingIndicatorLocation, color: ScreenColor,
        context: LayoutContext
    ) -> ScreenNode {
        ScreenNode(
            role: .playingIndicator, frame: Rect(x: x, y: midY - glyph / 2, width: glyph, height: glyph),
            image: systemImage("waveform", side: glyph, context: context), foreground: color,
            content: ScreenContent(playingIndicator: bridge(location, to: ScreenContent.Edge.self)))
    }
}
