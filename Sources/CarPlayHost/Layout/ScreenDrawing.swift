import Foundation

extension ScreenDrawItem {
    /// The same item drawn with `opacity` (none written when it is 1 or more).
    func withOpacity(_ opacity: Double) -> ScreenDrawItem {
        var item = self
        item.opacity = opacity < 1 ? max(0, opacity) : nil
        return item
    }
}

/// Places what each node draws inside its own frame — its text lines and its image — so that front ends only draw.
/// Runs once over the laid-out tree (after scrolling); children are untouched, they draw themselves.
enum ScreenDrawing {
    /// The gap between a row's text column and the children at its edges, and a row's inner padding.
    static let gap = 8.0
    static let padding = Theme.padding

    /// The height of a line of text in `size` points.
    static func lineHeight(_ size: Double) -> Double { (size * 1.25).rounded(.up) }

    /// What `node` draws itself, its children left as they are (`ScreenDrawing+Tree.swift` walks the tree).
    static func drawnAlone(_ node: ScreenNode, context: LayoutContext) -> ScreenNode {
        var node = node
        if windowRoles.contains(node.role) {
            node.drawing = windowItems(for: node)
            node.background = nil  // drawn as a rectangle, rounded, with the view's opacity
            return node
        }
        // A widget's or Live Activity's drawing is its SwiftUI view, laid out already (DashboardWidgetLayout).
        if !DashboardWidgetLayout.roles.contains(node.role) {
            node.drawing = items(for: node, context: context) + decorations(for: node, context: context)
        }
        // The background is drawn as a shape: the contact button's circle, the banner's rounded card.
        if [.contactButton, .navigationBanner, .siri, .callCard, .callButton, .callKey, .notificationBanner].contains(
            node.role)
            || node.content.field == .inactiveDescription
        {
            node.background = nil
        }
        return node
    }

    // MARK: Per role

    private static func items(for n: ScreenNode, context: LayoutContext) -> [ScreenDrawItem] {
        let f = n.frame
        switch n.role {
        case .clock, .badge, .explicitBadge, .eventClock, .voiceControl, .notice:
            return centered(n)
        case .title:
            return centered(n, alignment: alignment(n, fallback: .center))
        case .score:
            return centered(n, alignment: alignment(n, fallback: .center))
        case .backButton, .barButton, .textButton, .playbackControl, .alertAction, .key, .dashboardButton, .mapButton,
            .panButton:
            return imageOrText(n, context: context)
        case .lane:
            return n.image.map { [imageCentered($0, in: f)] } ?? []
        case .button:
            if n.content.field == .albumArtist {
                return titleDetail(n, column: (f.minX, f.maxX), top: f.minY, detailSize: 13)
            }
            return imageOrText(n, context: context)
        case .tab:
            var items: [ScreenDrawItem] = []
            if let image = n.image {
                let top = max(1, (f.height - image.size.height - (n.text == nil ? 0 : 13)) / 2)
                items.append(
                    .image(
                        image,
                        frame: Rect(
                            x: f.minX + (f.width - image.size.width) / 2, y: f.minY + top, width: image.size.width,
                            height: image.size.height)))
            }
            if let text = n.text {
                items.append(
                    .text(
                        text, frame: Rect(x: f.minX, y: f.maxY - 15, width: f.width, height: 14), font: n.font,
                        alignment: .center))
            }
            return items
        case .connectivity:
            guard let text = n.text else { return [] }
            return [
                .text(
                    text, frame: Rect(x: f.minX, y: f.midY, width: f.width, height: max(0, f.height / 2 - 2)),
                    font: n.font,
                    alignment: .center)
            ]
        case .emptyView:
            return titleDetail(n, column: (f.minX, f.maxX), top: nil, detailSize: 13, alignment: .center)
        case .sectionHeader:
            return titleDetail(n, column: textColumn(n, skipping: []), top: nil, detailSize: 12)
        case .listRow, .searchResult, .routeChoice:
            return titleDetail(n, column: textColumn(n, skipping: [.progressBar, .explicitBadge]), top: nil)
        case .assistantCell, .dashboardShortcut:
            var column = textColumn(n, skipping: [])
            var items: [ScreenDrawItem] = []
            if let image = n.image {
                items.append(
                    .image(
                        image,
                        frame: Rect(
                            x: column.leading, y: f.minY + (f.height - image.size.height) / 2, width: image.size.width,
                            height: image.size.height)))
                column.leading += image.size.width + gap
            }
            return items + titleDetail(n, column: column, top: nil)
        case .rowImage:
            guard let image = n.image else { return [] }
            if n.content.fullHeight == true { return [.image(image, frame: f, covers: true)] }
            return [imageCentered(image, in: f)]
        case .accessory, .pin:
            return n.image.map { [imageCentered($0, in: f)] } ?? []
        case .overlay:
            if let image = n.image { return [imageCentered(image, in: f)] }
            return centered(n, alignment: alignment(n, fallback: .center))
        case .artwork, .thumbnail:
            // Artwork and thumbnails cover their slot.
            return n.image.map { [.image($0, frame: f.centered($0.size), covers: true)] } ?? []
        case .imageRowElement:
            return imageRowElement(n)
        case .messageRow:
            var column = textColumn(n, skipping: [])
            for child in n.children where child.role == .text {
                column.trailing = min(column.trailing, child.frame.minX - gap)
            }
            return titleDetail(n, column: column, top: nil)
        case .gridButton:
            return gridButton(n)
        case .informationItem:
            let size = n.font?.size ?? 12
            let titleHeight = lineHeight(size)
            var items: [ScreenDrawItem] = []
            if let text = n.text {
                items.append(
                    .text(
                        text, frame: Rect(x: f.minX, y: f.minY, width: f.width, height: titleHeight), font: n.font))
            }
            if let detail = n.detailText {
                let rating = n.children.contains { $0.role == .rating }
                var y = f.minY + titleHeight + (rating ? 18 : 0)
                let detailFont = ScreenFont(size: 14)
                for line in lines(of: detail) {
                    items.append(
                        .text(
                            line, frame: Rect(x: f.minX, y: y, width: f.width, height: lineHeight(14)),
                            font: detailFont,
                            style: .detail))
                    y += lineHeight(14)
                }
            }
            return items
        case .pointOfInterest, .poiCard:
            let isCard = n.role == .poiCard
            let childTop = n.children.map(\.frame.minY).min() ?? f.maxY
            let height = lineHeight(n.font?.size ?? (isCard ? 16 : 15)) + (n.detailText == nil ? 0 : lineHeight(12))
            let top =
                isCard
                ? max(f.minY + 4, childTop - height - 2)
                : f.minY + max(2, min((f.height - height) / 2, childTop - f.minY - height))
            return titleDetail(n, column: (f.minX + padding, f.maxX - padding), top: top)
        case .contactButton, .callButton:
            let side = min(f.width, f.height - (n.text == nil ? 0 : 15))
            let circle = Rect(x: f.minX + (f.width - side) / 2, y: f.minY, width: side, height: side)
            var items: [ScreenDrawItem] = [.fill(.circle, frame: circle, color: n.background)]
            if let image = n.image { items.append(imageCentered(image, in: circle)) }
            if let text = n.text {
                items.append(
                    .text(
                        text, frame: Rect(x: f.minX, y: circle.maxY + 1, width: f.width, height: f.height - side - 1),
                        font: n.font, alignment: .center))
            }
            return items
        case .searchField:
            var x = f.minX + 8
            var items: [ScreenDrawItem] = []
            if let image = n.image {
                items.append(
                    .image(
                        image,
                        frame: Rect(
                            x: x, y: f.minY + (f.height - image.size.height) / 2, width: image.size.width,
                            height: image.size.height)))
                x += image.size.width + 6
            }
            if let text = n.text {
                items.append(
                    .text(
                        text, frame: Rect(x: x, y: f.minY, width: max(0, f.maxX - 6 - x), height: f.height),
                        font: n.font))
            }
            return items
        case .navigationBanner:
            return navigationBanner(n)
        case .notificationBanner:
            return notificationBanner(n)
        case .siri:
            return siri(n)
        case .callCard:
            return callCard(n)
        case .callScreen:
            return titleDetail(
                n, column: (f.minX + padding, f.maxX - padding), top: f.minY + 2 * padding,
                detailSize: CallLayout.detailFont.size, alignment: .center)
        case .callKey:
            var items: [ScreenDrawItem] = [.fill(.circle, frame: f, color: n.background)]
            if let text = n.text { items.append(.text(text, frame: f, font: n.font, alignment: .center)) }
            return items
        case .text where n.content.field == .inactiveDescription:
            return inactiveDescription(n)
        case .message, .text:
            return block(n)
        case .image:
            if n.image == nil, n.text != nil { return block(n) }
            return n.image.map { [imageCentered($0, in: f)] } ?? []
        case .missingImage:
            return centered(n)
        case .map:
            // A point-of-interest template's map: the car's streets (`mapView`) under the pins, with the map data's
            // credit.
            return attributionItems(n)
        default:
            return []
        }
    }

    // MARK: Decorations

    /// Where a scroll view's indicator is at its offset; nil when all its content fits (no indicator).
    static func scrollIndicatorFrame(of n: ScreenNode) -> Rect? {
        let f = n.frame
        guard let content = n.contentHeight, content > f.height + 0.5, f.height > 0 else { return nil }
        let offset = n.scrollOffset ?? 0
        let length = max(12, f.height * f.height / content)
        let top = min(max(0, offset / (content - f.height) * (f.height - length)), f.height - length)
        return Rect(x: f.maxX - 4, y: f.minY + top, width: 3, height: length)
    }

    /// Separators, the scroll indicator, signal bars, rating stars and the selected tab's underline: shapes a role
    /// implies, placed here so front ends measure nothing.
    private static func decorations(for n: ScreenNode, context: LayoutContext) -> [ScreenDrawItem] {
        let f = n.frame
        let theme = context.theme
        switch n.role {
        case .listRow, .messageRow, .searchResult, .pointOfInterest:
            return [
                .fill(
                    .separator,
                    frame: Rect(x: f.minX + padding, y: f.maxY - 0.5, width: max(0, f.width - padding), height: 0.5),
                    color: theme.separator)
            ]
        case .scrollView:
            guard let frame = scrollIndicatorFrame(of: n) else { return [] }
            return [.fill(.scrollIndicator, frame: frame, color: theme.secondaryLabel)]
        case .connectivity:
            let bars = min(max(n.content.signal ?? 0, 0), 4)
            let bottom = f.midY - 2
            let width = 4 * 3 + 3 * 1.5
            return (0..<4).map { index in
                let height = 3 + Double(index) * 2
                return .fill(
                    .signalBar,
                    frame: Rect(
                        x: f.midX - width / 2 + Double(index) * 4.5, y: bottom - height, width: 3, height: height),
                    color: n.foreground, fraction: index < bars ? 1 : 0)
            }
        case .rating:
            let maximum = min(max(n.content.maximumRating ?? 5, 1), 5)
            let value = n.value ?? 0
            let side = min(f.height, f.width / Double(maximum))
            return (0..<maximum).map { index in
                .fill(
                    .star, frame: Rect(x: f.minX + Double(index) * side, y: f.minY, width: side, height: side),
                    color: n.foreground, fraction: min(max(value - Double(index), 0), 1))
            }
        case let role
        where [.guidanceCard, .tripEstimates, .tripPreview, .navigationAlert, .dashboardShortcut].contains(role)
            && context.display.mapAppearance == .dark:
            // A dark card over a dark map: a light hairline along its edge keeps it apart from the streets.
            var edge = ScreenDrawItem.fill(.border, frame: f, color: Theme.cardEdgeOverDarkMap)
            edge.cornerRadius = n.content.corner
            edge.lineWidth = 1
            return [edge]
        case .tab where n.isSelected:
            return [
                .fill(
                    .underline, frame: Rect(x: f.minX + f.width * 0.2, y: f.maxY - 3, width: f.width * 0.6, height: 2),
                    color: n.foreground)
            ]
        default:
            return []
        }
    }

    // MARK: Shapes of drawing

    /// The text column of a row: after the children drawn at its leading edge, before those at its trailing edge.
    private static func textColumn(_ n: ScreenNode, skipping: Set<ScreenRole>) -> (leading: Double, trailing: Double) {
        let f = n.frame
        var leading = f.minX + padding
        var trailing = f.maxX - padding
        for child in n.children where !skipping.contains(child.role) {
            let c = child.frame
            if c.midX < f.midX, c.height > 0 {
                leading = max(leading, c.maxX + gap)
            } else if c.midX >= f.midX {
                trailing = min(trailing, c.minX - gap)
            }
        }
        return (leading, trailing)
    }

    /// Title and detail stacked in a column, centred vertically in the node unless `top` is given.
    static func titleDetail(
        _ n: ScreenNode, column: (leading: Double, trailing: Double), top: Double?, detailSize: Double? = nil,
        alignment: ScreenDrawItem.Alignment = .leading
    ) -> [ScreenDrawItem] {
        let f = n.frame
        let font = n.font ?? ScreenFont(size: 15)
        let detailFont = ScreenFont(size: detailSize ?? (font.size >= 15 ? 12 : max(9, font.size - 2)))
        let titleHeight = lineHeight(font.size)
        let detailHeight = lineHeight(detailFont.size)
        // A title the layout wrapped (`lines`) is drawn a line under the other.
        let titleLines = n.text.map { n.content.lines != nil ? lines(of: $0) : [$0] } ?? []
        let total = titleHeight * Double(titleLines.count) + (n.detailText == nil ? 0 : detailHeight)
        var y = top ?? f.minY + (f.height - total) / 2
        let width = max(0, column.trailing - column.leading)
        var items: [ScreenDrawItem] = []
        for line in titleLines {
            items.append(
                .text(
                    line, frame: Rect(x: column.leading, y: y, width: width, height: titleHeight), font: font,
                    alignment: alignment))
            y += titleHeight
        }
        if let detail = n.detailText {
            items.append(
                .text(
                    detail, frame: Rect(x: column.leading, y: y, width: width, height: detailHeight), font: detailFont,
                    alignment: alignment, style: .detail))
        }
        return items
    }

    /// The node's text on one line (or its lines stacked), centred in the node.
    private static func centered(_ n: ScreenNode, alignment: ScreenDrawItem.Alignment = .center) -> [ScreenDrawItem] {
        guard let text = n.text else { return [] }
        let lines = lines(of: text)
        let height = lineHeight(n.font?.size ?? 14)
        guard lines.count > 1 else { return [.text(text, frame: n.frame, font: n.font, alignment: alignment)] }
        var y = n.frame.minY + (n.frame.height - height * Double(lines.count)) / 2
        return lines.map { line in
            defer { y += height }
            return .text(
                line, frame: Rect(x: n.frame.minX, y: y, width: n.frame.width, height: height), font: n.font,
                alignment: alignment)
        }
    }

    /// A text filling the node: one line centred vertically, or several lines from the top.
    private static func block(_ n: ScreenNode) -> [ScreenDrawItem] {
        guard let text = n.text else { return [] }
        let lines = lines(of: text)
        let align = alignment(n, fallback: .leading)
        guard lines.count > 1 || n.content.lines != nil else {
            return [.text(text, frame: n.frame, font: n.font, alignment: align)]
        }
        let height = lineHeight(n.font?.size ?? 14)
        var y = n.frame.minY
        return lines.map { line in
            defer { y += height }
            return .text(
                line, frame: Rect(x: n.frame.minX, y: y, width: n.frame.width, height: height), font: n.font,
                alignment: align)
        }
    }

    static func imageCentered(_ image: ScreenImage, in frame: Rect) -> ScreenDrawItem {
        .image(image, frame: frame.centered(image.size))
    }

    /// A button: its image, its text, or both side by side (4 points apart), centred.
    private static func imageOrText(_ n: ScreenNode, context: LayoutContext) -> [ScreenDrawItem] {
        let f = n.frame
        switch (n.image, n.text) {
        case (let image?, nil): return [imageCentered(image, in: f)]
        case (nil, _): return centered(n)
        case (let image?, let text?):
            let textWidth = context.text.width(of: text, font: n.font ?? Theme.body)
            let total = min(f.width, image.size.width + 4 + textWidth)
            let x = f.minX + (f.width - total) / 2
            let imageFrame = Rect(
                x: x, y: f.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
            let textFrame = Rect(
                x: imageFrame.maxX + 4, y: f.minY, width: max(0, x + total - imageFrame.maxX - 4), height: f.height)
            return [.image(image, frame: imageFrame), .text(text, frame: textFrame, font: n.font)]
        }
    }

    private static func imageRowElement(_ n: ScreenNode) -> [ScreenDrawItem] {
        let f = n.frame
        let style = n.content.imageElement?.style ?? .images
        let smaller = ScreenFont(size: max(9, (n.font?.size ?? 11) - 1))
        if let image = n.image, !n.children.contains(where: { $0.role == .rowImage }) {
            // A legacy image: on top, its title below.
            var items: [ScreenDrawItem] = [
                .image(
                    image,
                    frame: Rect(
                        x: f.minX + (f.width - image.size.width) / 2, y: f.minY, width: image.size.width,
                        height: image.size.height))
            ]
            if let text = n.text {
                items.append(
                    .text(
                        text,
                        frame: Rect(
                            x: f.minX, y: f.minY + image.size.height + 1, width: f.width,
                            height: max(0, f.height - image.size.height - 1)), font: n.font, alignment: .center))
            }
            return items
        }
        if style == .card, n.content.fullHeight == true {
            // Texts over the full-height image, at the bottom, on a dark band.
            let height = lineHeight(n.font?.size ?? 11) * (n.detailText == nil ? 1 : 2)
            let band = Rect(x: f.minX, y: f.maxY - height - 6, width: f.width, height: height + 6)
            return [.fill(.band, frame: band, color: nil)]
                + titleDetail(n, column: (f.minX + 6, f.maxX - 6), top: f.maxY - height - 3, detailSize: smaller.size)
        }
        if [.row, .grid, .imageGrid].contains(style), let image = n.children.first(where: { $0.role == .rowImage }) {
            // Image on top: the title and subtitle below it, centred, as wide as the element (less its accessory).
            let accessory = n.children.first { $0.role == .accessory }
            let width = f.width - (accessory == nil ? 0 : 14)
            var y = image.frame.maxY + 2
            var items: [ScreenDrawItem] = []
            if let text = n.text {
                items.append(
                    .text(
                        text, frame: Rect(x: f.minX, y: y, width: width, height: lineHeight(n.font?.size ?? 11)),
                        font: n.font, alignment: .center))
                y += lineHeight(n.font?.size ?? 11)
            }
            if let detail = n.detailText {
                items.append(
                    .text(
                        detail, frame: Rect(x: f.minX, y: y, width: f.width, height: lineHeight(smaller.size)),
                        font: smaller,
                        alignment: .center, style: .detail))
            }
            return items
        }
        return titleDetail(n, column: textColumn(n, skipping: []), top: nil, detailSize: smaller.size)
    }

    private static func gridButton(_ n: ScreenNode) -> [ScreenDrawItem] {
        let f = n.frame
        guard let image = n.image else { return centered(n) }
        let lines = n.text.map(lines(of:)) ?? []
        let lineHeight = lineHeight(n.font?.size ?? 12)
        let textHeight = lineHeight * Double(lines.count)
        let top = f.minY + max(0, (f.height - image.size.height - textHeight - 4) / 2)
        let slot = Rect(
            x: f.minX + (f.width - image.size.width) / 2, y: top, width: image.size.width, height: image.size.height)
        var items: [ScreenDrawItem] = []
        if n.content.shape == .circular {
            // A round button: the image, smaller, on a filled circle.
            items.append(.fill(.circle, frame: slot, color: nil))
            let side = Size(width: image.size.width * 0.62, height: image.size.height * 0.62)
            items.append(.image(image, frame: slot.centered(side)))
        } else {
            items.append(.image(image, frame: slot))
        }
        var y = slot.maxY + 4
        for line in lines {
            items.append(
                .text(
                    line, frame: Rect(x: f.minX, y: y, width: f.width, height: lineHeight), font: n.font,
                    alignment: .center))
            y += lineHeight
        }
        return items
    }

    private static func alignment(_ n: ScreenNode, fallback: ScreenDrawItem.Alignment) -> ScreenDrawItem.Alignment {
        switch n.content.alignment {
        case .center: return .center
        case .trailing: return .trailing
        case .leading: return .leading
        case nil: break
        }
        switch n.content.field {
        case .remaining: return .trailing
        case .elapsed: return .leading
        default: return fallback
        }
    }
}
