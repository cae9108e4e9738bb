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
/// - `.assistantCell`: `text` "Play with Siri" or "Call with Siri", a microphone symbol. "Call with Siri" has the
///   configuration's id and action `select` (Siri asks whom to call and runs the app's `INStartCallIntent`); "Play
///   with Siri" is not focusable (no id: the car's Siri does not play media yet).
/// - `.section` (id = the section's id, not focusable) → `.sectionHeader` (`text` = header, `detailText` = subtitle,
///   children `.image` (header image) and `.button` (id = the header button's id)), then the section's items.
/// - `.listRow` (id = the item's id): `text`, `detailText` fitted to the text area, which lies between the leading
///   children (`.playingIndicator`, `.rowImage`) and the trailing ones (`.explicitBadge`, `.playingIndicator`,
///   `.accessory` or `.spinner`); `.progressBar` along the bottom (`value` = progress 0...1).
/// - `.imageRow` (id = the item's id; not focusable unless it has no elements or images) → a `.text` title child
///   (when the item has text), `.imageRowElement`s (action `.selectImage(row:index:)`, id `<row id>#<index>`,
///   `content.imageElement.index` = the element's index), `.spinner` while its handler runs.
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

    // Image maxima are Apple's rules: `ImageLimits` (listItem, listSectionHeader, listHeaderGridButton, messageItem,
    // messageItemLeadingDetailText, button, the image row's element sizes).

    /// The section header image's slot (at most `ImageLimits.listSectionHeader`).
    static let sectionImageSlot = 40.0
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
        let indexed: [(section: ElementID, title: String)] =
            list.isEmpty
            ? []
            : list.sections.compactMap { section in
                guard !section.items.isEmpty, let first = section.sectionIndexTitle?.first(where: { !$0.isWhitespace })
                else { return nil }
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

        children.append(
            ScreenNode(
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

    // MARK: Pinned header

    private static func pinnedHeader(_ buttons: [GridButtonSnapshot], in area: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let padding = Theme.padding
        let columnWidth = min(88, max(0, area.width - 2 * padding) / Double(buttons.count))
        let imageSide = max(0, min(ImageLimits.listHeaderGridButton.width, columnWidth - 12))
        let titleHeight = lineHeight(Theme.caption)
        let buttonHeight = 6 + imageSide + 4 + titleHeight + 4
        let height = buttonHeight + 2 * 4
        let groupWidth = columnWidth * Double(buttons.count)
        let startX = area.midX - groupWidth / 2
        var children: [ScreenNode] = []
        for (index, button) in buttons.enumerated() {
            let cell = Rect(
                x: startX + Double(index) * columnWidth, y: area.minY + 4, width: columnWidth, height: buttonHeight)
            let buttonFrame = cell.insetBy(dx: 2, dy: 0)
            children.append(
                gridButton(
                    button, frame: buttonFrame, imageMaximum: Size(width: imageSide, height: imageSide), circular: true,
                    context: context))
        }
        return ScreenNode(
            role: .pinnedHeader,
            frame: Rect(x: area.minX, y: area.minY, width: area.width, height: min(height, area.height)),
            children: children)
    }

    /// A grid button (pinned header): image at the top, the longest title variant that fits below, unread dot.
    static func gridButton(
        _ button: GridButtonSnapshot, frame: Rect, imageMaximum: Size, circular: Bool, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let image = context.image(button.image, maximum: imageMaximum)
        let imageFrame = Rect(
            x: frame.midX - imageMaximum.width / 2, y: frame.minY + 6, width: imageMaximum.width,
            height: imageMaximum.height)
        var children: [ScreenNode] = []
        var content = ScreenContent(shape: circular ? .circular : nil)
        if let unread = button.isUnread {
            content.unread = unread
            if unread {
                children.append(
                    ScreenNode(
                        role: .unreadIndicator,
                        frame: Rect(x: imageFrame.maxX - 8, y: imageFrame.minY, width: 10, height: 10),
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
            action: .select(button.id), isEnabled: button.isEnabled, content: content, children: children)
    }

    // MARK: Empty view and section index

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
                children.append(
                    ScreenNode(
                        role: .spinner, frame: rect.centered(Size(width: block.height, height: block.height)),
                        foreground: theme.secondaryLabel))
            } else {
                children.append(
                    ScreenNode(
                        role: .text, frame: rect, text: block.text, font: block.font,
                        foreground: block.font == Theme.modalTitle ? theme.label : theme.secondaryLabel,
                        content: ScreenContent(alignment: .center)))
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
                role: .text,
                frame: Rect(
                    x: strip.minX, y: top + Double(index) * entryHeight, width: strip.width, height: entryHeight),
                text: entry.title, font: Theme.caption, foreground: context.theme.accent,
                content: ScreenContent(section: entry.section))
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
            let node: ScreenNode =
                switch item {
                case .item(let row): listRow(row, x: x, y: cursor, width: width, context: context)
                case .imageRow(let row): imageRow(row, x: x, y: cursor, width: width, context: context)
                case .message(let message): messageRow(message, x: x, y: cursor, width: width, context: context)
                }
            children.append(node)
            cursor = node.frame.maxY
        }
        return ScreenNode(
            role: .section, frame: Rect(x: x, y: y, width: width, height: cursor - y), id: section.id,
            children: children)
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
            let slot = min(sectionImageSlot, ImageLimits.listSectionHeader.width)
            let image = context.image(headerImage, maximum: Size(width: slot, height: slot))
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: leading, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: image))
            leading += slot + gap
        }
        if let button = section.headerButton {
            let title = fitted(button.title, width: 90, font: Theme.barButton, context: context)
            let imageWidth = button.image == nil ? 0.0 : 28
            let buttonWidth =
                title.map { min(90, context.text.width(of: $0, font: Theme.barButton)) + 8 + imageWidth } ?? 36
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
}
