import Foundation

/// The list's details header (iOS 26.4) with its thumbnail and overlays, the assistant cell, and `CPButton`s
/// (details and section headers).
extension ListLayout {
    // MARK: Details header and assistant cell

    static func detailsHeader(
        _ header: DetailsHeaderSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let padding = Theme.padding
        let thumbSide = min(thumbnailSlot, max(0, width / 3))
        let thumbFrame = Rect(x: x + padding, y: y + padding, width: thumbSide, height: thumbSide)
        var children: [ScreenNode] = [thumbnail(header.thumbnail, frame: thumbFrame, context: context)]

        let textX = thumbFrame.maxX + padding
        let textWidth = max(0, x + width - padding - textX)
        var textY = thumbFrame.minY
        let titleFont = Theme.modalTitle
        if let title = fitted(header.title, width: textWidth, font: titleFont, context: context) {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: lineHeight(titleFont)),
                    text: title,
                    font: titleFont, foreground: theme.label))
            textY += lineHeight(titleFont)
        }
        if let subtitle = fitted(header.subtitle, width: textWidth, font: Theme.body, context: context) {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: lineHeight(Theme.body)),
                    text: subtitle,
                    font: Theme.body, foreground: theme.secondaryLabel))
            textY += lineHeight(Theme.body)
        }
        let body = bodyLines(header.bodyVariants, width: textWidth, context: context)
        if !body.isEmpty {
            textY += 2
            let height = lineHeight(Theme.rowDetail) * Double(body.count)
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: height),
                    text: body.joined(separator: "\n"), font: Theme.rowDetail, foreground: theme.secondaryLabel,
                    content: ScreenContent(lines: body.count)))
            textY += height
        }
        var bottom = max(thumbFrame.maxY, textY) + padding

        if !header.actionButtons.isEmpty {
            let count = Double(header.actionButtons.count)
            let buttonWidth = min(160, max(0, (width - 2 * padding - (count - 1) * gap) / count))
            let buttonHeight = 36.0
            for (index, button) in header.actionButtons.enumerated() {
                let frame = Rect(
                    x: x + padding + Double(index) * (buttonWidth + gap), y: bottom, width: buttonWidth,
                    height: buttonHeight)
                children.append(buttonNode(button, frame: frame, filled: true, context: context))
            }
            bottom += buttonHeight + padding
        }
        let content = ScreenContent(
            playback: playback(header.playbackConfiguration),
            adaptiveBackground: header.wantsAdaptiveBackgroundStyle ? true : nil)
        return ScreenNode(
            role: .detailsHeader, frame: Rect(x: x, y: y, width: width, height: bottom - y), id: header.id,
            background: header.wantsAdaptiveBackgroundStyle ? theme.barBackground : nil, content: content,
            children: children)
    }

    /// The first body variant that fits in `bodyLines` lines at `width`, else the last one truncated.
    static func bodyLines(_ variants: [String], width: Double, context: LayoutContext) -> [String] {
        let candidates = variants.filter { !$0.isBlank }
        guard width > 0, !candidates.isEmpty else { return [] }
        for variant in candidates {
            let lines = context.text.wrap(variant, width: width, font: Theme.rowDetail, maximumLines: bodyLines + 1)
            if lines.count <= bodyLines { return lines }
        }
        return context.text.wrap(
            candidates[candidates.count - 1], width: width, font: Theme.rowDetail, maximumLines: bodyLines)
    }

    /// A `CPThumbnailImage`: the image with its image or sports overlay along the bottom.
    static func thumbnail(_ thumbnail: ThumbnailSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let image = context.image(thumbnail.image, maximum: frame.size)
        var overlays: [ScreenNode] = []
        let stripHeight = min(18, frame.height / 3)
        if let overlay = thumbnail.imageOverlay {
            let alignment = bridge(overlay.alignment, to: ScreenContent.Alignment.self)
            if let overlayImage = overlay.image {
                let fittedImage = context.image(overlayImage, maximum: Size(width: stripHeight, height: stripHeight))
                let side = stripHeight
                let ox =
                    switch overlay.alignment {
                    case .leading: frame.minX + 2
                    case .center: frame.midX - side / 2
                    case .trailing: frame.maxX - 2 - side
                    }
                overlays.append(
                    ScreenNode(
                        role: .overlay, frame: Rect(x: ox, y: frame.maxY - side - 2, width: side, height: side),
                        image: fittedImage,
                        content: ScreenContent(alignment: alignment, overlay: .image)))
            } else {
                let text = fitted(overlay.text, width: frame.width - 8, font: Theme.caption, context: context)
                let textWidth = text.map { min(frame.width, context.text.width(of: $0, font: Theme.caption) + 8) } ?? 0
                let ox =
                    switch overlay.alignment {
                    case .leading: frame.minX
                    case .center: frame.midX - textWidth / 2
                    case .trailing: frame.maxX - textWidth
                    }
                overlays.append(
                    ScreenNode(
                        role: .overlay,
                        frame: Rect(x: ox, y: frame.maxY - stripHeight, width: textWidth, height: stripHeight),
                        text: text, font: Theme.caption,
                        foreground: color(overlay.textColor, context: context) ?? theme.label,
                        background: color(overlay.backgroundColor, context: context) ?? theme.barBackground,
                        content: ScreenContent(alignment: alignment, overlay: .text)))
            }
        }
        if let sports = thumbnail.sportsOverlay {
            // Two lines along the bottom: each team's initials (or name) over its score.
            let line = lineHeight(Theme.caption)
            let stripHeight = min(2 * line, frame.height / 2)
            let strip = Rect(x: frame.minX, y: frame.maxY - stripHeight, width: frame.width, height: stripHeight)
            let half = strip.width / 2
            var teams: [ScreenNode] = []
            for (index, team) in [sports.leftTeam, sports.rightTeam].enumerated() {
                let teamFrame = Rect(
                    x: strip.minX + Double(index) * half, y: strip.minY, width: half, height: strip.height)
                let name = team.logoInitials.flatMap { $0.isEmpty ? nil : Rules.shownTeamInitials($0) } ?? team.name
                teams.append(
                    ScreenNode(
                        role: .sportsTeam, frame: teamFrame,
                        text: fitted(name, width: half - 4, font: Theme.caption, context: context),
                        detailText: fitted(team.score, width: half - 4, font: Theme.caption, context: context),
                        font: Theme.caption, foreground: theme.label,
                        content: ScreenContent(favorite: team.isFavorite ? true : nil)))
            }
            if let status = Rules.shownEventStatusTexts(sports.eventStatus?.texts).first {
                teams.append(
                    ScreenNode(
                        role: .eventStatus,
                        frame: Rect(
                            x: frame.minX, y: frame.minY, width: frame.width, height: min(line, frame.height / 2)),
                        text: fitted(status, width: frame.width - 4, font: Theme.caption, context: context),
                        font: Theme.caption,
                        foreground: theme.label, background: theme.scrim))
            }
            overlays.append(
                ScreenNode(
                    role: .overlay, frame: strip, background: theme.scrim, content: ScreenContent(overlay: .sports),
                    children: teams))
        }
        return ScreenNode(role: .thumbnail, frame: frame, image: image, children: overlays)
    }

    static func assistantCell(
        _ cell: AssistantCellSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        let text = assistantCellText(cell.action)
        // Selecting the cell hands the request to Siri ("Call with Siri": INStartCallIntent; "Play with Siri":
        // INPlayMediaIntent).
        let id = cell.id
        return ScreenNode(
            role: .assistantCell, frame: Rect(x: x, y: y, width: width, height: Theme.rowHeight), id: id,
            text: fitted(text, width: width - 2 * Theme.padding - 24 - gap, font: Theme.rowText, context: context),
            image: systemImage("mic.fill", side: 20, context: context),
            font: Theme.rowText, foreground: context.theme.accent, action: id.map(ScreenAction.select),
            content: ScreenContent(
                assistantCell: bridge(cell.action, to: ScreenContent.AssistantCell.Action.self).flatMap { action in
                    bridge(cell.position, to: ScreenContent.AssistantCell.Position.self).map {
                        ScreenContent.AssistantCell(action: action, position: $0)
                    }
                }))
    }

    /// What the system writes in the assistant cell.
    static func assistantCellText(_ action: AssistantCellSnapshot.Action) -> String {
        action == .startCall ? "Call with Siri" : "Play with Siri"
    }

    /// A `CPButton` (section header, details header): title and/or image, spinner while its handler runs.
    static func buttonNode(_ button: ButtonSnapshot, frame: Rect, filled: Bool, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let slot = max(0, min(ImageLimits.button.height, frame.height - 8, 24))
        let image = context.image(button.image, maximum: Size(width: slot, height: slot))
        let textWidth = frame.width - 8 - (image == nil ? 0 : slot + 4)
        var children: [ScreenNode] = []
        if context.pendingHandlers.contains(button.id) { children.append(spinner(centeredIn: frame, context: context)) }
        return ScreenNode(
            role: .button, frame: frame, id: button.id,
            text: fitted(button.title, width: textWidth, font: Theme.barButton, context: context), image: image,
            font: Theme.barButton, foreground: button.isEnabled ? theme.accent : theme.disabledLabel,
            background: filled ? theme.surface : nil, action: .select(button.id), isEnabled: button.isEnabled,
            children: children)
    }
}
