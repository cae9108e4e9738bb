import Foundation

/// Lays out a list template's content area: the details header (iOS 26.4) or, without one, the pinned header grid
/// buttons (iOS 26); the assistant cell; sections with headers and a section index; rows, image rows and message
/// rows; or the empty view. Everything below the pinned buttons scrolls.
///
/// The returned `.content` node holds, in order: an optional `.pinnedHeader` (fixed at the top), one `.scrollView`
/// (frame = the visible area, `contentHeight` = all content) and an optional `.sectionIndex` (fixed on the trailing
/// edge). Inside the scroll view, top to bottom: `.detailsHeader`, `.assistantCell` (top), `.section`s (or the
/// `.emptyView`), `.assistantCell` (bottom).
///
/// Nodes and their texts:
/// - `.pinnedHeader` → `.gridButton`s (id = the grid button's id; `text` = the longest title variant that fits,
///   `image` circular). Children: `.unreadIndicator` when unread, `.spinner` while its handler runs.
/// - `.detailsHeader` (id = the header's id, not focusable) → `.thumbnail` (with `.overlay` children), `.text`
///   children for title (bold), subtitle and body (the first body variant that fits in 3 lines; lines joined by
///   "\n"), then `.button`s (id = the `CPButton`'s id).
/// - `.assistantCell`: not focusable (it has no element id; Siri handles it): `text` "Play with Siri" or
///   "Call with Siri", a microphone symbol.
/// - `.section` (id = the section's id, not focusable) → `.sectionHeader` (`text` = header, `detailText` = subtitle,
///   children `.image` (header image) and `.button` (id = the header button's id)), then the section's items.
/// - `.listRow` (id = the item's id): `text`, `detailText` fitted to the text area, which lies between the leading
///   children (`.playingIndicator`, `.rowImage`) and the trailing ones (`.explicitBadge`, `.playingIndicator`,
///   `.accessory` or `.spinner`); `.progressBar` along the bottom (`value` = progress 0...1).
/// - `.imageRow` (id = the item's id; not focusable unless it has no elements or images) → a `.text` title child
///   (when the item has text), `.imageRowElement`s (action `.selectImage(row:index:)`, id `<row id>#<index>`,
///   `attributes["elementIndex"]` = the element's index), `.spinner` while its handler runs.
/// - `.messageRow` (id = the item's id): `text`, `detailText` (drawn after a leading detail `.image` when there is
///   one), children `.unreadIndicator`, `.image` (pin/star, leading image, detail image, mute, trailing image),
///   `.text` (trailing text).
/// - `.emptyView` → `.spinner` (when `showsSpinnerWhileEmpty`), `.text` title and subtitle (variants fitted).
/// - `.sectionIndex` → `.text` per indexed section (first character), not focusable.
///
/// Attributes:
/// - `accessory` (`.listRow`, `.accessory`): "disclosureIndicator", "cloud" or "custom".
/// - `explicit` (`.listRow`): "true" when the item is explicit.
/// - `playingIndicator` (`.listRow`, `.playingIndicator`): "leading" or "trailing" while the item plays.
/// - `playbackAction`, `presentation` (`.listRow`, `.imageRowElement`, `.detailsHeader`): the item's
///   `CPPlaybackConfiguration` ("play", "pause", "replay", "none"; "audio", "video", "none").
/// - `style` (`.imageRow`): "images" (legacy), "row", "card", "condensed", "grid" or "imageGrid";
///   (`.imageRowElement`): the element's kind.
/// - `elementIndex` (`.imageRowElement`): the element's (or legacy image's) index in the item.
/// - `hiddenElements` (`.imageRow`): how many elements did not fit on the row's lines (not shown).
/// - `shape` (`.imageRowElement`, `.gridButton` of the pinned header, `.rowImage` of elements): "circular",
///   "roundedSquare" or "roundedRectangle".
/// - `fullHeight` (`.imageRowElement` of a card): "true" when the image fills the card.
/// - `accessorySymbol` (`.imageRowElement`): the condensed or image-grid element's SF Symbol name.
/// - `unread` (`.gridButton`, `.messageRow`): "true" or "false" (grid buttons: only with a message configuration).
/// - `leadingItem` (`.messageRow`, its `.image`): "pin" or "star"; `muted` (`.messageRow`): "true".
/// - `role` (`.image` of a message row): "leadingItem", "leadingImage", "detailImage", "mute", "trailingImage".
/// - `action` (`.assistantCell`): "playMedia" or "startCall"; `position`: "top" or "bottom".
/// - `alignment` (`.overlay`): "leading", "center" or "trailing"; (`.text` of the empty view): "center".
/// - `kind` (`.overlay`): "image", "text" or "sports"; a sports overlay holds two `.sportsTeam`s (`text` = initials
///   or name, `detailText` = score) and an `.eventStatus`.
/// - `favorite` (`.sportsTeam` of a sports overlay): "true" for the favourite team.
/// - `adaptiveBackground` (`.detailsHeader`): "true" when the app asked for the adaptive background style.
/// - `section` (`.text` of the section index): the id of the section it scrolls to.
/// - `lines` (`.text` of a details header body): the number of lines.
public enum ListLayout {
    // MARK: Metrics

    /// `CPListItem.maximumImageSize` (image and accessory image).
    static let rowImageMaximum = Size(width: 44, height: 44)
    /// `CPMaximumListSectionImageSize`, drawn in a 40-point slot of the header.
    static let sectionImageMaximum = Size(width: 64, height: 64)
    static let sectionImageSlot = 40.0
    /// `CPListTemplate.maximumGridButtonImageSize`.
    static let pinnedImageMaximum = Size(width: 50, height: 50)
    /// `CPMaximumMessageItemImageSize` and `CPMaximumMessageItemLeadingDetailTextImageSize`.
    static let messageImageMaximum = Size(width: 44, height: 44)
    static let messageDetailImageMaximum = Size(width: 16, height: 16)
    /// `CPButtonMaximumImageSize` / `CPListTemplateDetailsHeader.maximumActionButtonSize`, drawn in button slots.
    static let buttonImageMaximum = Size(width: 50, height: 50)
    /// The details header's thumbnail slot.
    static let thumbnailSlot = 80.0
    /// Lines a details header body may take.
    static let bodyLines = 3
    static let glyph = 16.0
    static let spinnerSize = 20.0
    static let indexWidth = 16.0
    static let gap = 8.0

    // MARK: Layout

    /// The list's content in `frame` (the area below the navigation or tab bar).
    public static func layout(_ list: ListTemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        var children: [ScreenNode] = []
        var area = frame

        // Pinned header grid buttons, fixed at the top, only without a details header (which takes their place).
        if list.detailsHeader == nil, let buttons = list.headerGridButtons, !buttons.isEmpty {
            let pinned = pinnedHeader(buttons, in: area, context: context)
            children.append(pinned)
            area = area.divided(atDistance: pinned.frame.height, from: .top).remainder
        }

        // The section index along the trailing edge, when sections have index titles.
        let indexed: [(section: ElementID, title: String)] = list.isEmpty ? [] : list.sections.compactMap { section in
            guard !section.items.isEmpty, let first = section.sectionIndexTitle?.first(where: { !$0.isWhitespace }) else { return nil }
            return (section.id, String(first))
        }
        var listArea = area
        var indexNode: ScreenNode?
        if !indexed.isEmpty {
            let (strip, rest) = area.divided(atDistance: indexWidth, from: .right)
            listArea = rest
            indexNode = sectionIndex(indexed, in: strip, context: context)
        }

        let x = listArea.minX
        let width = listArea.width
        var y = listArea.minY
        var nodes: [ScreenNode] = []

        if let header = list.detailsHeader {
            let node = detailsHeader(header, x: x, y: y, width: width, context: context)
            nodes.append(node)
            y = node.frame.maxY
        }
        let assistant = list.assistantCell.flatMap { isVisible($0, context: context) ? $0 : nil }
        if let assistant, assistant.position == .top {
            let node = assistantCell(assistant, x: x, y: y, width: width, context: context)
            nodes.append(node)
            y = node.frame.maxY
        }
        if list.isEmpty {
            let height = max(listArea.maxY - y, 96)
            nodes.append(emptyView(list, in: Rect(x: x, y: y, width: width, height: height), context: context))
            y += height
        } else {
            for section in list.sections where !section.items.isEmpty {
                let node = sectionNode(section, x: x, y: y, width: width, context: context)
                nodes.append(node)
                y = node.frame.maxY
            }
        }
        if let assistant, assistant.position == .bottom {
            let node = assistantCell(assistant, x: x, y: y, width: width, context: context)
            nodes.append(node)
            y = node.frame.maxY
        }

        children.append(ScreenNode(
            role: .scrollView, frame: listArea, contentHeight: y - listArea.minY, scrollOffset: 0, children: nodes))
        if let indexNode { children.append(indexNode) }
        return ScreenNode(role: .content, frame: frame, background: context.theme.background, children: children)
    }

    /// Whether the assistant cell shows: `.always`; `.whileLimitedUIActive` only while the car limits lists.
    static func isVisible(_ cell: AssistantCellSnapshot, context: LayoutContext) -> Bool {
        switch cell.visibility {
        case .off: false
        case .always: true
        case .whileLimitedUIActive: context.display.limitsLists
        }
    }

    // MARK: Headers

    private static func pinnedHeader(_ buttons: [GridButtonSnapshot], in area: Rect, context: LayoutContext) -> ScreenNode {
        let padding = Theme.padding
        let columnWidth = min(88, max(0, area.width - 2 * padding) / Double(buttons.count))
        let imageSide = max(0, min(pinnedImageMaximum.width, columnWidth - 12))
        let titleHeight = lineHeight(Theme.caption)
        let buttonHeight = 6 + imageSide + 4 + titleHeight + 4
        let height = buttonHeight + 2 * 4
        let groupWidth = columnWidth * Double(buttons.count)
        let startX = area.midX - groupWidth / 2
        var children: [ScreenNode] = []
        for (index, button) in buttons.enumerated() {
            let cell = Rect(x: startX + Double(index) * columnWidth, y: area.minY + 4, width: columnWidth, height: buttonHeight)
            let buttonFrame = cell.insetBy(dx: 2, dy: 0)
            children.append(gridButton(
                button, frame: buttonFrame, imageMaximum: Size(width: imageSide, height: imageSide), circular: true,
                context: context))
        }
        return ScreenNode(
            role: .pinnedHeader, frame: Rect(x: area.minX, y: area.minY, width: area.width, height: min(height, area.height)),
            children: children)
    }

    /// A grid button (pinned header): image at the top, the longest title variant that fits below, unread dot.
    static func gridButton(
        _ button: GridButtonSnapshot, frame: Rect, imageMaximum: Size, circular: Bool, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let image = context.image(button.image, maximum: imageMaximum)
        let imageFrame = Rect(
            x: frame.midX - imageMaximum.width / 2, y: frame.minY + 6, width: imageMaximum.width, height: imageMaximum.height)
        var children: [ScreenNode] = []
        var attributes: [String: String] = circular ? ["shape": "circular"] : [:]
        if let unread = button.isUnread {
            attributes["unread"] = unread ? "true" : "false"
            if unread {
                children.append(ScreenNode(
                    role: .unreadIndicator, frame: Rect(x: imageFrame.maxX - 8, y: imageFrame.minY, width: 10, height: 10),
                    background: theme.accent))
            }
        }
        if context.pendingHandlers.contains(button.id) {
            children.append(spinner(centeredIn: imageFrame, context: context))
        }
        return ScreenNode(
            role: .gridButton, frame: frame, id: button.id,
            text: fitted(button.titleVariants, width: frame.width - 4, font: Theme.caption, context: context),
            image: image, font: Theme.caption, foreground: button.isEnabled ? theme.label : theme.disabledLabel,
            action: .select(button.id), isEnabled: button.isEnabled, attributes: attributes, children: children)
    }

    private static func detailsHeader(
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
            children.append(ScreenNode(
                role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: lineHeight(titleFont)), text: title,
                font: titleFont, foreground: theme.label))
            textY += lineHeight(titleFont)
        }
        if let subtitle = fitted(header.subtitle, width: textWidth, font: Theme.body, context: context) {
            children.append(ScreenNode(
                role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: lineHeight(Theme.body)), text: subtitle,
                font: Theme.body, foreground: theme.secondaryLabel))
            textY += lineHeight(Theme.body)
        }
        let body = bodyLines(header.bodyVariants, width: textWidth, context: context)
        if !body.isEmpty {
            textY += 2
            let height = lineHeight(Theme.rowDetail) * Double(body.count)
            children.append(ScreenNode(
                role: .text, frame: Rect(x: textX, y: textY, width: textWidth, height: height),
                text: body.joined(separator: "\n"), font: Theme.rowDetail, foreground: theme.secondaryLabel,
                attributes: ["lines": String(body.count)]))
            textY += height
        }
        var bottom = max(thumbFrame.maxY, textY) + padding

        if !header.actionButtons.isEmpty {
            let count = Double(header.actionButtons.count)
            let buttonWidth = min(160, max(0, (width - 2 * padding - (count - 1) * gap) / count))
            let buttonHeight = 36.0
            for (index, button) in header.actionButtons.enumerated() {
                let frame = Rect(
                    x: x + padding + Double(index) * (buttonWidth + gap), y: bottom, width: buttonWidth, height: buttonHeight)
                children.append(buttonNode(button, frame: frame, filled: true, context: context))
            }
            bottom += buttonHeight + padding
        }
        var attributes = playbackAttributes(header.playbackConfiguration)
        if header.wantsAdaptiveBackgroundStyle { attributes["adaptiveBackground"] = "true" }
        return ScreenNode(
            role: .detailsHeader, frame: Rect(x: x, y: y, width: width, height: bottom - y), id: header.id,
            background: header.wantsAdaptiveBackgroundStyle ? theme.barBackground : nil, attributes: attributes,
            children: children)
    }

    /// The first body variant that fits in `bodyLines` lines at `width`, else the last one truncated.
    static func bodyLines(_ variants: [String], width: Double, context: LayoutContext) -> [String] {
        let candidates = variants.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard width > 0, !candidates.isEmpty else { return [] }
        for variant in candidates {
            let lines = context.text.wrap(variant, width: width, font: Theme.rowDetail, maximumLines: bodyLines + 1)
            if lines.count <= bodyLines { return lines }
        }
        return context.text.wrap(candidates[candidates.count - 1], width: width, font: Theme.rowDetail, maximumLines: bodyLines)
    }

    /// A `CPThumbnailImage`: the image with its image or sports overlay along the bottom.
    static func thumbnail(_ thumbnail: ThumbnailSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let image = context.image(thumbnail.image, maximum: frame.size)
        var overlays: [ScreenNode] = []
        let stripHeight = min(18, frame.height / 3)
        if let overlay = thumbnail.imageOverlay {
            let alignment = overlay.alignment.rawValue
            if let overlayImage = overlay.image {
                let fittedImage = context.image(overlayImage, maximum: Size(width: stripHeight, height: stripHeight))
                let side = stripHeight
                let ox = switch overlay.alignment {
                case .leading: frame.minX + 2
                case .center: frame.midX - side / 2
                case .trailing: frame.maxX - 2 - side
                }
                overlays.append(ScreenNode(
                    role: .overlay, frame: Rect(x: ox, y: frame.maxY - side - 2, width: side, height: side), image: fittedImage,
                    attributes: ["alignment": alignment, "kind": "image"]))
            } else {
                let text = fitted(overlay.text, width: frame.width - 8, font: Theme.caption, context: context)
                let textWidth = text.map { min(frame.width, context.text.width(of: $0, font: Theme.caption) + 8) } ?? 0
                let ox = switch overlay.alignment {
                case .leading: frame.minX
                case .center: frame.midX - textWidth / 2
                case .trailing: frame.maxX - textWidth
                }
                overlays.append(ScreenNode(
                    role: .overlay, frame: Rect(x: ox, y: frame.maxY - stripHeight, width: textWidth, height: stripHeight),
                    text: text, font: Theme.caption, foreground: color(overlay.textColor, context: context) ?? theme.label,
                    background: color(overlay.backgroundColor, context: context) ?? theme.barBackground,
                    attributes: ["alignment": alignment, "kind": "text"]))
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
                let teamFrame = Rect(x: strip.minX + Double(index) * half, y: strip.minY, width: half, height: strip.height)
                let name = team.logoInitials.flatMap { $0.isEmpty ? nil : String($0.prefix(3)) } ?? team.name
                teams.append(ScreenNode(
                    role: .sportsTeam, frame: teamFrame,
                    text: fitted(name, width: half - 4, font: Theme.caption, context: context),
                    detailText: fitted(team.score, width: half - 4, font: Theme.caption, context: context),
                    font: Theme.caption, foreground: theme.label,
                    attributes: team.isFavorite ? ["favorite": "true"] : [:]))
            }
            if let status = sports.eventStatus?.texts?.first(where: { !$0.isEmpty }) {
                teams.append(ScreenNode(
                    role: .eventStatus, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(line, frame.height / 2)),
                    text: fitted(status, width: frame.width - 4, font: Theme.caption, context: context), font: Theme.caption,
                    foreground: theme.label, background: theme.scrim))
            }
            overlays.append(ScreenNode(
                role: .overlay, frame: strip, background: theme.scrim, attributes: ["kind": "sports"], children: teams))
        }
        return ScreenNode(role: .thumbnail, frame: frame, image: image, children: overlays)
    }

    private static func assistantCell(
        _ cell: AssistantCellSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        let text = cell.action == .startCall ? "Call with Siri" : "Play with Siri"
        return ScreenNode(
            role: .assistantCell, frame: Rect(x: x, y: y, width: width, height: Theme.rowHeight),
            text: fitted(text, width: width - 2 * Theme.padding - 24 - gap, font: Theme.rowText, context: context),
            image: systemImage("mic.fill", side: 20, context: context),
            font: Theme.rowText, foreground: context.theme.accent,
            attributes: ["action": cell.action.rawValue, "position": cell.position.rawValue])
    }

    private static func emptyView(_ list: ListTemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let width = max(0, frame.width - 4 * Theme.padding)
        let title = fitted(list.emptyViewTitleVariants, width: width, font: Theme.modalTitle, context: context)
        let subtitle = fitted(list.emptyViewSubtitleVariants, width: width, font: Theme.body, context: context)
        var blocks: [(role: ScreenRole, height: Double, text: String?, font: ScreenFont?)] = []
        if list.showsSpinnerWhileEmpty { blocks.append((.spinner, 28, nil, nil)) }
        if let title { blocks.append((.text, lineHeight(Theme.modalTitle), title, Theme.modalTitle)) }
        if let subtitle { blocks.append((.text, lineHeight(Theme.body), subtitle, Theme.body)) }
        let total = blocks.reduce(0) { $0 + $1.height } + Double(max(0, blocks.count - 1)) * 6
        var y = frame.midY - total / 2
        var children: [ScreenNode] = []
        for block in blocks {
            let rect = Rect(x: frame.minX + 2 * Theme.padding, y: y, width: width, height: block.height)
            if block.role == .spinner {
                children.append(ScreenNode(
                    role: .spinner, frame: rect.centered(Size(width: block.height, height: block.height)),
                    foreground: theme.secondaryLabel))
            } else {
                children.append(ScreenNode(
                    role: .text, frame: rect, text: block.text, font: block.font,
                    foreground: block.font == Theme.modalTitle ? theme.label : theme.secondaryLabel,
                    attributes: ["alignment": "center"]))
            }
            y += block.height + 6
        }
        return ScreenNode(role: .emptyView, frame: frame, children: children)
    }

    private static func sectionIndex(
        _ titles: [(section: ElementID, title: String)], in strip: Rect, context: LayoutContext
    ) -> ScreenNode {
        let entryHeight = min(16, strip.height / Double(max(1, titles.count)))
        let top = strip.midY - entryHeight * Double(titles.count) / 2
        let children = titles.enumerated().map { index, entry in
            ScreenNode(
                role: .text, frame: Rect(x: strip.minX, y: top + Double(index) * entryHeight, width: strip.width, height: entryHeight),
                text: entry.title, font: Theme.caption, foreground: context.theme.accent,
                attributes: ["section": entry.section.rawValue])
        }
        return ScreenNode(role: .sectionIndex, frame: strip, children: children)
    }

    // MARK: Sections

    private static func sectionNode(
        _ section: ListSectionSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        var cursor = y
        var children: [ScreenNode] = []
        if let header = sectionHeader(section, x: x, y: cursor, width: width, context: context) {
            children.append(header)
            cursor = header.frame.maxY
        }
        for item in section.items {
            let node: ScreenNode = switch item {
            case .item(let row): listRow(row, x: x, y: cursor, width: width, context: context)
            case .imageRow(let row): imageRow(row, x: x, y: cursor, width: width, context: context)
            case .message(let message): messageRow(message, x: x, y: cursor, width: width, context: context)
            }
            children.append(node)
            cursor = node.frame.maxY
        }
        return ScreenNode(
            role: .section, frame: Rect(x: x, y: y, width: width, height: cursor - y), id: section.id, children: children)
    }

    private static func sectionHeader(
        _ section: ListSectionSnapshot, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode? {
        let theme = context.theme
        let hasText = !(section.header ?? "").isEmpty || !(section.headerSubtitle ?? "").isEmpty
        guard hasText || section.headerImage != nil || section.headerButton != nil else { return nil }
        let padding = Theme.padding
        var height = Theme.sectionHeaderHeight
        if !(section.headerSubtitle ?? "").isEmpty { height = 40 }
        if section.headerImage != nil { height = max(height, sectionImageSlot + 8) }
        if section.headerButton != nil { height = max(height, 40) }
        let frame = Rect(x: x, y: y, width: width, height: height)
        var leading = x + padding
        var trailing = frame.maxX - padding
        var children: [ScreenNode] = []
        if let headerImage = section.headerImage {
            let slot = min(sectionImageSlot, sectionImageMaximum.width)
            let image = context.image(headerImage, maximum: Size(width: slot, height: slot))
            children.append(ScreenNode(
                role: .image, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot), image: image))
            leading += slot + gap
        }
        if let button = section.headerButton {
            let title = fitted(button.title, width: 90, font: Theme.barButton, context: context)
            let imageWidth = button.image == nil ? 0.0 : 28
            let buttonWidth = title.map { min(90, context.text.width(of: $0, font: Theme.barButton)) + 8 + imageWidth } ?? 36
            let buttonFrame = Rect(x: trailing - buttonWidth, y: frame.midY - 16, width: buttonWidth, height: 32)
            children.append(buttonNode(button, frame: buttonFrame, filled: false, context: context))
            trailing = buttonFrame.minX - gap
        }
        let textWidth = max(0, trailing - leading)
        return ScreenNode(
            role: .sectionHeader, frame: frame,
            text: fitted(section.header, width: textWidth, font: Theme.sectionHeader, context: context),
            detailText: fitted(section.headerSubtitle, width: textWidth, font: Theme.rowDetail, context: context),
            font: Theme.sectionHeader, foreground: theme.label, children: children)
    }

    /// A `CPButton` (section header, details header): title and/or image, spinner while its handler runs.
    static func buttonNode(_ button: ButtonSnapshot, frame: Rect, filled: Bool, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let slot = max(0, min(buttonImageMaximum.height, frame.height - 8, 24))
        let image = context.image(button.image, maximum: Size(width: slot, height: slot))
        let textWidth = frame.width - 8 - (image == nil ? 0 : slot + 4)
        var children: [ScreenNode] = []
        if context.pendingHandlers.contains(button.id) { children.append(spinner(centeredIn: frame, context: context)) }
        return ScreenNode(
            role: .button, frame: frame, id: button.id,
            text: fitted(button.title, width: textWidth, font: Theme.barButton, context: context), image: image,
            font: Theme.barButton, foreground: button.isEnabled ? theme.accent : theme.disabledLabel,
            background: filled ? theme.surface : nil, action: .select(button.id), isEnabled: button.isEnabled, children: children)
    }

    // MARK: Rows

    static func listRow(_ row: ListRowSnapshot, x: Double, y: Double, width: Double, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let padding = Theme.padding
        let hasDetail = !(row.detailText ?? "").isEmpty
        let height = hasDetail || row.image != nil ? Theme.rowHeightWithDetail : Theme.rowHeight
        let frame = Rect(x: x, y: y, width: width, height: height)
        let enabled = row.isEnabled
        var leading = frame.minX + padding
        var trailing = frame.maxX - padding
        var children: [ScreenNode] = []
        var attributes = playbackAttributes(row.playbackConfiguration)
        let glyphColor = enabled ? theme.accent : theme.disabledLabel

        if row.isPlaying {
            attributes["playingIndicator"] = row.playingIndicatorLocation.rawValue
            if row.playingIndicatorLocation == .leading {
                children.append(playingIndicator(x: leading, midY: frame.midY, location: .leading, color: glyphColor, context: context))
                leading += glyph + 6
            }
        }
        if let rowImage = row.image {
            let slot = min(rowImageMaximum.height, height - 8)
            let image = context.image(rowImage, maximum: Size(width: slot, height: slot))
            children.append(ScreenNode(
                role: .rowImage, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot), image: image))
            leading += slot + gap
        }

        // Trailing: the spinner takes the accessory's place while the handler runs.
        if context.pendingHandlers.contains(row.id) {
            let spinnerFrame = Rect(x: trailing - spinnerSize, y: frame.midY - spinnerSize / 2, width: spinnerSize, height: spinnerSize)
            children.append(spinner(in: spinnerFrame, context: context))
            trailing = spinnerFrame.minX - gap
        } else if let accessory = accessoryNode(row, trailing: trailing, frame: frame, context: context) {
            attributes["accessory"] = accessory.attributes["accessory"]
            children.append(accessory)
            trailing = accessory.frame.minX - gap
        } else if row.accessoryImage != nil || row.accessoryType != .none {
            attributes["accessory"] = row.accessoryImage != nil ? "custom" : row.accessoryType.rawValue
        }
        if row.isPlaying && row.playingIndicatorLocation == .trailing {
            children.append(playingIndicator(
                x: trailing - glyph, midY: frame.midY, location: .trailing, color: glyphColor, context: context))
            trailing -= glyph + 6
        }

        let badgeWidth = row.isExplicitContent ? 18.0 : 0
        let textWidth = max(0, trailing - leading - badgeWidth)
        let title = fitted(row.text, width: textWidth, font: Theme.rowText, context: context)
        let detail = fitted(row.detailText, width: max(0, trailing - leading), font: Theme.rowDetail, context: context)
        if row.isExplicitContent {
            attributes["explicit"] = "true"
            let titleWidth = title.map { min(textWidth, context.text.width(of: $0, font: Theme.rowText)) } ?? 0
            let titleMidY = detail == nil
                ? frame.midY
                : frame.midY - (lineHeight(Theme.rowText) + lineHeight(Theme.rowDetail)) / 2 + lineHeight(Theme.rowText) / 2
            children.append(ScreenNode(
                role: .explicitBadge, frame: Rect(x: leading + titleWidth + 4, y: titleMidY - 7, width: 14, height: 14),
                text: "E", font: ScreenFont(size: 10, weight: .bold), foreground: theme.background,
                background: enabled ? theme.secondaryLabel : theme.disabledLabel))
        }
        let progress = clampedProgress(row.playbackProgress)
        if progress > 0 {
            children.append(ScreenNode(
                role: .progressBar, frame: Rect(x: leading, y: frame.maxY - 5, width: max(0, frame.maxX - padding - leading), height: 3),
                foreground: glyphColor, background: theme.separator, value: progress))
        }
        return ScreenNode(
            role: .listRow, frame: frame, id: row.id, text: title, detailText: detail, font: Theme.rowText,
            foreground: enabled ? theme.label : theme.disabledLabel, action: .select(row.id), isEnabled: enabled,
            attributes: attributes, children: children)
    }

    /// Progress as drawn: NaN and negative values are 0, more than 1 is 1.
    static func clampedProgress(_ value: Double) -> Double {
        guard value.isFinite else { return value == .infinity ? 1 : 0 }
        return min(max(value, 0), 1)
    }

    private static func accessoryNode(_ row: ListRowSnapshot, trailing: Double, frame: Rect, context: LayoutContext) -> ScreenNode? {
        let color = row.isEnabled ? context.theme.secondaryLabel : context.theme.disabledLabel
        if let accessoryImage = row.accessoryImage {
            let slot = min(rowImageMaximum.height, frame.height - 8, 28)
            let image = context.image(accessoryImage, maximum: Size(width: slot, height: slot))
            return ScreenNode(
                role: .accessory, frame: Rect(x: trailing - slot, y: frame.midY - slot / 2, width: slot, height: slot), image: image,
                foreground: color, attributes: ["accessory": "custom"])
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
            attributes: ["accessory": row.accessoryType.rawValue])
    }

    private static func playingIndicator(
        x: Double, midY: Double, location: ListRowSnapshot.PlayingIndicatorLocation, color: ScreenColor, context: LayoutContext
    ) -> ScreenNode {
        ScreenNode(
            role: .playingIndicator, frame: Rect(x: x, y: midY - glyph / 2, width: glyph, height: glyph),
            image: systemImage("waveform", side: glyph, context: context), foreground: color,
            attributes: ["playingIndicator": location.rawValue])
    }

    // MARK: Image rows

    /// How each element style is drawn: element size, image slot, and the documented image maximum.
    private struct ElementMetrics {
        var width: Double
        var height: Double
        var imageSlot: Double
        var imageMaximum: Size
    }

    private static func metrics(
        for style: ImageRowSnapshot.Style, rowWidth: Double, hasTitles: Bool, hasSubtitles: Bool
    ) -> ElementMetrics {
        let captionLine = lineHeight(Theme.caption)
        let inner = max(0, rowWidth - 2 * Theme.padding)
        switch style {
        case .images:
            // CPListImageRowItem.maximumImageSize (80×80), drawn in 64-point squares.
            return ElementMetrics(
                width: 64, height: 64 + (hasTitles ? captionLine + 2 : 0), imageSlot: 64, imageMaximum: Size(width: 80, height: 80))
        case .row:
            let text = (hasTitles ? captionLine + 2 : 0) + (hasSubtitles ? captionLine : 0)
            return ElementMetrics(width: 72, height: 72 + text, imageSlot: 72, imageMaximum: Size(width: 80, height: 80))
        case .card:
            return ElementMetrics(width: wideElementWidth(inner), height: 72, imageSlot: 44, imageMaximum: Size(width: 60, height: 60))
        case .condensed:
            return ElementMetrics(width: wideElementWidth(inner), height: 52, imageSlot: 36, imageMaximum: Size(width: 44, height: 44))
        case .grid:
            return ElementMetrics(width: 72, height: 72, imageSlot: 72, imageMaximum: Size(width: 100, height: 100))
        case .imageGrid:
            return ElementMetrics(
                width: 72, height: 64 + (hasTitles ? captionLine + 4 : 0), imageSlot: 64, imageMaximum: Size(width: 80, height: 80))
        }
    }

    /// Cards and condensed elements: two side by side (140 to 220 points each) when the row holds two, else one
    /// across the whole row (narrow portrait displays).
    private static func wideElementWidth(_ inner: Double) -> Double {
        let half = (inner - gap) / 2
        return half >= 140 ? min(220, half) : inner
    }

    static func imageRow(_ row: ImageRowSnapshot, x: Double, y: Double, width: Double, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let padding = Theme.padding
        var cursor = y + 6
        var children: [ScreenNode] = []
        let pending = context.pendingHandlers.contains(row.id)
        let titleWidth = max(0, width - 2 * padding - (pending ? spinnerSize + gap : 0))
        if let title = fitted(row.text, width: titleWidth, font: Theme.rowText, context: context) {
            children.append(ScreenNode(
                role: .text, frame: Rect(x: x + padding, y: cursor, width: titleWidth, height: lineHeight(Theme.rowText)),
                text: title, font: Theme.rowText, foreground: row.isEnabled ? theme.label : theme.disabledLabel))
            cursor += lineHeight(Theme.rowText) + 4
        }
        if pending {
            children.append(spinner(
                in: Rect(x: x + width - padding - spinnerSize, y: y + 4, width: spinnerSize, height: spinnerSize), context: context))
            cursor = max(cursor, y + 4 + spinnerSize + 4)
        }

        let isLegacy = row.elements.isEmpty
        let style: ImageRowSnapshot.Style = isLegacy ? .images : (row.style == .images ? kindStyle(row.elements[0].kind) : row.style)
        let count = isLegacy ? row.gridImages.count : row.elements.count
        let hasTitles = isLegacy
            ? row.imageTitles.contains { !$0.isEmpty }
            : row.elements.contains { !($0.title ?? "").isEmpty }
        let hasSubtitles = !isLegacy && row.elements.contains { !($0.subtitle ?? "").isEmpty }
        let m = metrics(for: style, rowWidth: width, hasTitles: hasTitles, hasSubtitles: hasSubtitles)
        let inner = max(0, width - 2 * padding)
        let perLine = max(1, Int((inner + gap) / (m.width + gap)))
        // Legacy images: fewer show when the width cannot hold them. Elements wrap when the row allows several lines.
        let shown = isLegacy || !row.allowsMultipleLines ? min(count, perLine) : count
        var attributes: [String: String] = ["style": style.rawValue]
        if shown < count { attributes["hiddenElements"] = String(count - shown) }

        for index in 0..<shown {
            let line = index / perLine
            let column = index % perLine
            let frame = Rect(
                x: x + padding + Double(column) * (m.width + gap), y: cursor + Double(line) * (m.height + gap),
                width: m.width, height: m.height)
            let node = isLegacy
                ? legacyImage(row, index: index, frame: frame, metrics: m, context: context)
                : element(row.elements[index], of: row, index: index, frame: frame, metrics: m, context: context)
            children.append(node)
        }
        if shown > 0 {
            let lines = (shown + perLine - 1) / perLine
            cursor += Double(lines) * m.height + Double(lines - 1) * gap
        }
        let bottom = max(cursor + 6, y + Theme.rowHeight)
        // Without any element the row itself is the only way to reach its handler.
        let rowFocusable = shown == 0
        return ScreenNode(
            role: .imageRow, frame: Rect(x: x, y: y, width: width, height: bottom - y), id: row.id,
            action: rowFocusable ? .select(row.id) : nil, isEnabled: row.isEnabled, attributes: attributes,
            children: children)
    }

    private static func kindStyle(_ kind: ImageRowElementSnapshot.Kind) -> ImageRowSnapshot.Style {
        switch kind {
        case .row: .row
        case .card: .card
        case .condensed: .condensed
        case .grid: .grid
        case .imageGrid: .imageGrid
        }
    }

    /// The id of the node of an image row's element (or legacy image) at `index`: unique on screen, never parsed.
    static func elementID(of row: ImageRowSnapshot, index: Int) -> ElementID {
        ElementID(row.id.rawValue + "#" + String(index))
    }

    private static func legacyImage(
        _ row: ImageRowSnapshot, index: Int, frame: Rect, metrics m: ElementMetrics, context: LayoutContext
    ) -> ScreenNode {
        let image = context.image(row.gridImages[index], maximum: clamp(m.imageMaximum, to: m.imageSlot))
        let title = row.imageTitles.indices.contains(index)
            ? fitted(row.imageTitles[index], width: frame.width, font: Theme.caption, context: context) : nil
        return ScreenNode(
            role: .imageRowElement, frame: frame, id: elementID(of: row, index: index), text: title, image: image,
            font: Theme.caption, foreground: row.isEnabled ? context.theme.label : context.theme.disabledLabel,
            action: .selectImage(row: row.id, index: index),
            isEnabled: row.isEnabled, attributes: ["elementIndex": String(index), "style": "images"])
    }

    private static func element(
        _ element: ImageRowElementSnapshot, of row: ImageRowSnapshot, index: Int, frame: Rect, metrics m: ElementMetrics,
        context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let enabled = row.isEnabled && element.isEnabled
        let textColor = enabled ? theme.label : theme.disabledLabel
        let detailColor = enabled ? theme.secondaryLabel : theme.disabledLabel
        var attributes = playbackAttributes(element.playbackConfiguration)
        attributes["elementIndex"] = String(index)
        attributes["style"] = element.kind.rawValue
        var children: [ScreenNode] = []
        var title: String?
        var subtitle: String?
        var background: ScreenColor?

        switch element.kind {
        case .row, .grid, .imageGrid:
            // Image on top (square slot), then title / subtitle lines below.
            let slot = m.imageSlot
            let imageFrame = Rect(x: frame.midX - slot / 2, y: frame.minY, width: slot, height: slot)
            var imageAttributes: [String: String] = [:]
            if let shape = element.shape { imageAttributes["shape"] = shape.rawValue }
            children.append(ScreenNode(
                role: .rowImage, frame: imageFrame, image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                attributes: imageAttributes))
            if element.kind != .grid {
                var accessoryWidth = 0.0
                if element.kind == .imageGrid, let symbol = nonEmpty(element.accessorySymbolName) {
                    attributes["accessorySymbol"] = symbol
                    accessoryWidth = 14
                    children.append(ScreenNode(
                        role: .accessory, frame: Rect(x: frame.maxX - 12, y: imageFrame.maxY + 4, width: 12, height: 12),
                        image: systemImage(symbol, side: 12, context: context), foreground: detailColor))
                }
                title = fitted(element.title, width: frame.width - accessoryWidth, font: Theme.caption, context: context)
                subtitle = element.kind == .row
                    ? fitted(element.subtitle, width: frame.width, font: Theme.caption, context: context) : nil
            }
            if let shape = element.shape { attributes["shape"] = shape.rawValue }
        case .card:
            background = color(element.tintColor, context: context) ?? theme.barBackground
            let fullHeight = element.showsImageFullHeight ?? false
            if fullHeight { attributes["fullHeight"] = "true" }
            if let thumbnail = element.thumbnail {
                let slot = min(m.imageSlot, frame.height - 8)
                children.append(ListLayout.thumbnail(
                    thumbnail, frame: Rect(x: frame.minX + 6, y: frame.midY - slot / 2, width: slot, height: slot), context: context))
            } else if fullHeight {
                // CPListImageRowItemCardElement.maximumFullHeightImageSize (180×180), filling the card.
                children.append(ScreenNode(
                    role: .rowImage, frame: frame,
                    image: context.image(element.image, maximum: clamp(Size(width: 180, height: 180), to: frame.height)),
                    attributes: ["fullHeight": "true"]))
            } else {
                let slot = min(m.imageSlot, frame.height - 8)
                children.append(ScreenNode(
                    role: .rowImage, frame: Rect(x: frame.minX + 6, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                    attributes: ["shape": "roundedSquare"]))
            }
            let textWidth = fullHeight && element.thumbnail == nil ? frame.width - 12 : frame.width - m.imageSlot - 18
            title = fitted(element.title, width: textWidth, font: Theme.rowDetail, context: context)
            subtitle = fitted(element.subtitle, width: textWidth, font: Theme.caption, context: context)
        case .condensed:
            let slot = min(m.imageSlot, frame.height - 8)
            let shape = element.shape ?? .roundedSquare
            attributes["shape"] = shape.rawValue
            children.append(ScreenNode(
                role: .rowImage, frame: Rect(x: frame.minX + 4, y: frame.midY - slot / 2, width: slot, height: slot),
                image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                attributes: ["shape": shape.rawValue]))
            var textWidth = frame.width - slot - 12
            if let symbol = nonEmpty(element.accessorySymbolName) {
                attributes["accessorySymbol"] = symbol
                textWidth -= glyph + 4
                children.append(ScreenNode(
                    role: .accessory, frame: Rect(x: frame.maxX - 4 - glyph, y: frame.midY - glyph / 2, width: glyph, height: glyph),
                    image: systemImage(symbol, side: glyph, context: context), foreground: detailColor))
            }
            title = fitted(element.title, width: textWidth, font: Theme.rowDetail, context: context)
            subtitle = fitted(element.subtitle, width: textWidth, font: Theme.caption, context: context)
            background = theme.barBackground
        }
        return ScreenNode(
            role: .imageRowElement, frame: frame, id: elementID(of: row, index: index), text: title, detailText: subtitle,
            font: Theme.caption, foreground: textColor, background: background, action: .selectImage(row: row.id, index: index), isEnabled: enabled, attributes: attributes,
            children: children)
    }

    // MARK: Message rows

    static func messageRow(_ item: MessageItemSnapshot, x: Double, y: Double, width: Double, context: LayoutContext) -> ScreenNode {
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
        var attributes: [String: String] = ["unread": item.isUnread ? "true" : "false"]

        // Leading column: the unread dot, then the pin or star.
        if item.isUnread {
            children.append(ScreenNode(
                role: .unreadIndicator, frame: Rect(x: leading, y: frame.midY - 5, width: 10, height: 10),
                background: enabled ? theme.accent : theme.disabledLabel))
        }
        leading += 12
        if item.leadingItem != .none {
            let symbol = item.leadingItem == .pin ? "pin.fill" : "star.fill"
            attributes["leadingItem"] = item.leadingItem.rawValue
            children.append(ScreenNode(
                role: .image, frame: Rect(x: leading, y: frame.midY - 7, width: 14, height: 14),
                image: systemImage(symbol, side: 14, context: context), foreground: glyphColor,
                attributes: ["role": "leadingItem", "leadingItem": item.leadingItem.rawValue]))
            leading += 14 + 4
        }
        if let leadingImage = item.leadingImage {
            let slot = min(messageImageMaximum.height, height - 8)
            children.append(ScreenNode(
                role: .image, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot),
                image: context.image(leadingImage, maximum: Size(width: slot, height: slot)), attributes: ["role": "leadingImage"]))
            leading += slot + gap
        }

        // Trailing: spinner, trailing image, mute glyph, trailing text.
        if context.pendingHandlers.contains(item.id) {
            let spinnerFrame = Rect(x: trailing - spinnerSize, y: frame.midY - spinnerSize / 2, width: spinnerSize, height: spinnerSize)
            children.append(spinner(in: spinnerFrame, context: context))
            trailing = spinnerFrame.minX - gap
        }
        if let trailingImage = item.trailingImage {
            let slot = min(messageImageMaximum.height, height - 8, 28)
            children.append(ScreenNode(
                role: .image, frame: Rect(x: trailing - slot, y: frame.midY - slot / 2, width: slot, height: slot),
                image: context.image(trailingImage, maximum: Size(width: slot, height: slot)), attributes: ["role": "trailingImage"]))
            trailing -= slot + 6
        }
        if item.trailingItem == .mute {
            attributes["muted"] = "true"
            children.append(ScreenNode(
                role: .image, frame: Rect(x: trailing - 14, y: frame.midY - 7, width: 14, height: 14),
                image: systemImage("bell.slash.fill", side: 14, context: context), foreground: glyphColor,
                attributes: ["role": "mute"]))
            trailing -= 14 + 6
        }
        // The trailing text (a time) sits on the title's line; the detail line runs under it.
        let detailTrailing = trailing
        let trailingRoom = min(90, max(0, (trailing - leading) / 3))
        if let trailingText = fitted(item.trailingText, width: trailingRoom, font: Theme.caption, context: context) {
            let textWidth = min(90, context.text.width(of: trailingText, font: Theme.caption))
            children.append(ScreenNode(
                role: .text, frame: Rect(x: trailing - textWidth, y: frame.minY + 6, width: textWidth, height: lineHeight(Theme.caption)),
                text: trailingText, font: Theme.caption, foreground: glyphColor))
            trailing -= textWidth + 6
        }

        let textWidth = max(0, trailing - leading)
        var detailWidth = max(0, detailTrailing - leading)
        if let detailImage = item.leadingDetailTextImage {
            let side = messageDetailImageMaximum.height
            let detailY = frame.midY + 2
            children.append(ScreenNode(
                role: .image, frame: Rect(x: leading, y: detailY, width: side, height: side),
                image: context.image(detailImage, maximum: messageDetailImageMaximum), attributes: ["role": "detailImage"]))
            detailWidth -= side + 4
        }
        let titleFont = item.isUnread ? ScreenFont(size: 15, weight: .bold) : Theme.rowText
        return ScreenNode(
            role: .messageRow, frame: frame, id: item.id,
            text: fitted(item.text, width: textWidth, font: titleFont, context: context),
            detailText: fitted(item.detailText, width: max(0, detailWidth), font: Theme.rowDetail, context: context),
            font: titleFont,
            foreground: enabled ? theme.label : theme.disabledLabel, action: .select(item.id), isEnabled: enabled,
            attributes: attributes, children: children)
    }

    // MARK: Helpers

    /// The height of one line of `font`.
    static func lineHeight(_ font: ScreenFont) -> Double { (font.size * 1.25).rounded(.up) }

    /// A string fitted to `width`; nil for nil, empty or blank strings and for widths with no room.
    static func fitted(_ string: String?, width: Double, font: ScreenFont, context: LayoutContext) -> String? {
        guard let string, !string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return nonEmpty(context.fit(string, width: max(0, width), font: font))
    }

    /// The longest variant that fits `width` (empty variants ignored); nil when there is none.
    static func fitted(_ variants: [String], width: Double, font: ScreenFont, context: LayoutContext) -> String? {
        let candidates = variants.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard !candidates.isEmpty else { return nil }
        return nonEmpty(context.fit(candidates, width: max(0, width), font: font))
    }

    static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }

    /// A colour resolved for the display's appearance.
    static func color(_ color: ColorSnapshot?, context: LayoutContext) -> ScreenColor? {
        color.map { ScreenColor(context.display.appearance == .dark ? $0.dark : $0.light) }
    }

    /// A system symbol drawn at `side` points in the node's foreground colour.
    static func systemImage(_ name: String, side: Double, context: LayoutContext) -> ScreenImage {
        ScreenImage(source: .system(name), size: Size(width: side, height: side), scale: context.display.scale, isTemplate: true)
    }

    /// A spinner in `frame`.
    static func spinner(in frame: Rect, context: LayoutContext) -> ScreenNode {
        ScreenNode(role: .spinner, frame: frame, foreground: context.theme.secondaryLabel)
    }

    /// `node` with a spinner on top while its handler runs (the app has not called the completion yet).
    static func spinning(_ node: ScreenNode, context: LayoutContext) -> ScreenNode {
        guard let id = node.id, context.pendingHandlers.contains(id) else { return node }
        var node = node
        node.children.append(spinner(centeredIn: node.frame, context: context))
        return node
    }

    /// A spinner centred in `frame`.
    static func spinner(centeredIn frame: Rect, context: LayoutContext) -> ScreenNode {
        let side = min(spinnerSize, frame.width, frame.height)
        return spinner(in: frame.centered(Size(width: side, height: side)), context: context)
    }

    /// `maximum` limited to a square slot of `side` points.
    static func clamp(_ maximum: Size, to side: Double) -> Size {
        let side = max(0, side)
        return Size(width: min(maximum.width, side), height: min(maximum.height, side))
    }

    static func playbackAttributes(_ configuration: PlaybackConfigurationSnapshot?) -> [String: String] {
        guard let configuration else { return [:] }
        return ["playbackAction": configuration.action.rawValue, "presentation": configuration.presentation.rawValue]
    }
}
