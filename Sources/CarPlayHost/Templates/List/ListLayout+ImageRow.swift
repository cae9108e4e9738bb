import Foundation

/// A `CPListImageRowItem` row: legacy grid images or the five element styles (row, card, condensed, grid, image grid).
extension ListLayout {
    // MARK: Image rows

    /// How each element style is drawn: element size, image slot, and the documented image maximum (`ImageLimits`).
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
            // Drawn in 64-point squares.
            return ElementMetrics(
                width: 64, height: 64 + (hasTitles ? captionLine + 2 : 0), imageSlot: 64,
                imageMaximum: ImageLimits.imageRowItem)
        case .row:
            let text = (hasTitles ? captionLine + 2 : 0) + (hasSubtitles ? captionLine : 0)
            return ElementMetrics(width: 72, height: 72 + text, imageSlot: 72, imageMaximum: ImageLimits.rowElement)
        case .card:
            return ElementMetrics(
                width: wideElementWidth(inner), height: 72, imageSlot: 44, imageMaximum: ImageLimits.cardElement)
        case .condensed:
            return ElementMetrics(
                width: wideElementWidth(inner), height: 52, imageSlot: 36, imageMaximum: ImageLimits.condensedElement)
        case .grid:
            return ElementMetrics(width: 72, height: 72, imageSlot: 72, imageMaximum: ImageLimits.gridElement)
        case .imageGrid:
            return ElementMetrics(
                width: 72, height: 64 + (hasTitles ? captionLine + 4 : 0), imageSlot: 64,
                imageMaximum: ImageLimits.imageGridElement)
        }
    }

    /// Cards and condensed elements: two side by side (140 to 220 points each) when the row holds two, else one
    /// across the whole row (narrow portrait displays).
    private static func wideElementWidth(_ inner: Double) -> Double {
        let half = (inner - gap) / 2
        return half >= 140 ? min(220, half) : inner
    }

    static func imageRow(_ row: ImageRowSnapshot, x: Double, y: Double, width: Double, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let padding = Theme.padding
        var cursor = y + 6
        var children: [ScreenNode] = []
        let pending = context.pendingHandlers.contains(row.id)
        let titleWidth = max(0, width - 2 * padding - (pending ? spinnerSize + gap : 0))
        if let title = fitted(row.text, width: titleWidth, font: Theme.rowText, context: context) {
            children.append(
                ScreenNode(
                    role: .text,
                    frame: Rect(x: x + padding, y: cursor, width: titleWidth, height: lineHeight(Theme.rowText)),
                    text: title, font: Theme.rowText, foreground: row.isEnabled ? theme.label : theme.disabledLabel))
            cursor += lineHeight(Theme.rowText) + 4
        }
        if pending {
            children.append(
                spinner(
                    in: Rect(x: x + width - padding - spinnerSize, y: y + 4, width: spinnerSize, height: spinnerSize),
                    context: context))
            cursor = max(cursor, y + 4 + spinnerSize + 4)
        }

        let isLegacy = row.elements.isEmpty
        let style: ImageRowSnapshot.Style =
            isLegacy ? .images : (row.style == .images ? kindStyle(row.elements[0].kind) : row.style)
        let count = isLegacy ? row.gridImages.count : row.elements.count
        let hasTitles =
            isLegacy
            ? row.imageTitles.contains { !$0.isEmpty }
            : row.elements.contains { !($0.title ?? "").isEmpty }
        let hasSubtitles = !isLegacy && row.elements.contains { !($0.subtitle ?? "").isEmpty }
        let m = metrics(for: style, rowWidth: width, hasTitles: hasTitles, hasSubtitles: hasSubtitles)
        let inner = max(0, width - 2 * padding)
        let perLine = max(1, Int((inner + gap) / (m.width + gap)))
        // Legacy images: fewer show when the width cannot hold them. Elements wrap when the row allows several lines.
        let shown = isLegacy || !row.allowsMultipleLines ? min(count, perLine) : count
        let content = ScreenContent(
            imageRow: bridge(style, to: ScreenContent.ImageRowStyle.self).map {
                ScreenContent.ImageRow(style: $0, hiddenElements: shown < count ? count - shown : nil)
            })

        for index in 0..<shown {
            let line = index / perLine
            let column = index % perLine
            let frame = Rect(
                x: x + padding + Double(column) * (m.width + gap), y: cursor + Double(line) * (m.height + gap),
                width: m.width, height: m.height)
            let node =
                isLegacy
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
            action: rowFocusable ? .select(row.id) : nil, isEnabled: row.isEnabled, content: content,
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
        let title =
            row.imageTitles.indices.contains(index)
            ? fitted(row.imageTitles[index], width: frame.width, font: Theme.caption, context: context) : nil
        return ScreenNode(
            role: .imageRowElement, frame: frame, id: elementID(of: row, index: index), text: title, image: image,
            font: Theme.caption, foreground: row.isEnabled ? context.theme.label : context.theme.disabledLabel,
            action: .selectImage(row: row.id, index: index),
            isEnabled: row.isEnabled,
            content: ScreenContent(imageElement: ScreenContent.ImageElement(index: index, style: .images)))
    }

    private static func element(
        _ element: ImageRowElementSnapshot, of row: ImageRowSnapshot, index: Int, frame: Rect,
        metrics m: ElementMetrics,
        context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let enabled = row.isEnabled && element.isEnabled
        let textColor = enabled ? theme.label : theme.disabledLabel
        let detailColor = enabled ? theme.secondaryLabel : theme.disabledLabel
        var content = ScreenContent(playback: playback(element.playbackConfiguration))
        if let style = bridge(element.kind, to: ScreenContent.ImageRowStyle.self) {
            content.imageElement = ScreenContent.ImageElement(index: index, style: style)
        }
        var children: [ScreenNode] = []
        var title: String?
        var subtitle: String?
        var background: ScreenColor?

        switch element.kind {
        case .row, .grid, .imageGrid:
            // Image on top (square slot), then title / subtitle lines below.
            let slot = m.imageSlot
            let imageFrame = Rect(x: frame.midX - slot / 2, y: frame.minY, width: slot, height: slot)
            let imageContent = ScreenContent(
                shape: element.shape.flatMap { bridge($0, to: ScreenContent.ImageShape.self) })
            children.append(
                ScreenNode(
                    role: .rowImage, frame: imageFrame,
                    image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                    content: imageContent))
            if element.kind != .grid {
                var accessoryWidth = 0.0
                if element.kind == .imageGrid, let symbol = nonEmpty(element.accessorySymbolName) {
                    content.imageElement?.accessorySymbol = symbol
                    accessoryWidth = 14
                    children.append(
                        ScreenNode(
                            role: .accessory,
                            frame: Rect(x: frame.maxX - 12, y: imageFrame.maxY + 4, width: 12, height: 12),
                            image: systemImage(symbol, side: 12, context: context), foreground: detailColor))
                }
                title = fitted(
                    element.title, width: frame.width - accessoryWidth, font: Theme.caption, context: context)
                subtitle =
                    element.kind == .row
                    ? fitted(element.subtitle, width: frame.width, font: Theme.caption, context: context) : nil
            }
            content.shape = element.shape.flatMap { bridge($0, to: ScreenContent.ImageShape.self) }
        case .card:
            background = color(element.tintColor, context: context) ?? theme.barBackground
            let fullHeight = element.showsImageFullHeight ?? false
            if fullHeight { content.fullHeight = true }
            if let thumbnail = element.thumbnail {
                let slot = min(m.imageSlot, frame.height - 8)
                children.append(
                    ListLayout.thumbnail(
                        thumbnail, frame: Rect(x: frame.minX + 6, y: frame.midY - slot / 2, width: slot, height: slot),
                        context: context))
            } else if fullHeight {
                // Filling the card, at most `ImageLimits.cardElementFullHeight`.
                children.append(
                    ScreenNode(
                        role: .rowImage, frame: frame,
                        image: context.image(
                            element.image, maximum: clamp(ImageLimits.cardElementFullHeight, to: frame.height)),
                        content: ScreenContent(fullHeight: true)))
            } else {
                let slot = min(m.imageSlot, frame.height - 8)
                children.append(
                    ScreenNode(
                        role: .rowImage,
                        frame: Rect(x: frame.minX + 6, y: frame.midY - slot / 2, width: slot, height: slot),
                        image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                        content: ScreenContent(shape: .roundedSquare)))
            }
            let textWidth = fullHeight && element.thumbnail == nil ? frame.width - 12 : frame.width - m.imageSlot - 18
            title = fitted(element.title, width: textWidth, font: Theme.rowDetail, context: context)
            subtitle = fitted(element.subtitle, width: textWidth, font: Theme.caption, context: context)
        case .condensed:
            let slot = min(m.imageSlot, frame.height - 8)
            let shape = element.shape ?? .roundedSquare
            content.shape = bridge(shape, to: ScreenContent.ImageShape.self)
            children.append(
                ScreenNode(
                    role: .rowImage,
                    frame: Rect(x: frame.minX + 4, y: frame.midY - slot / 2, width: slot, height: slot),
                    image: context.image(element.image, maximum: clamp(m.imageMaximum, to: slot)),
                    content: ScreenContent(shape: bridge(shape, to: ScreenContent.ImageShape.self))))
            var textWidth = frame.width - slot - 12
            if let symbol = nonEmpty(element.accessorySymbolName) {
                content.imageElement?.accessorySymbol = symbol
                textWidth -= glyph + 4
                children.append(
                    ScreenNode(
                        role: .accessory,
                        frame: Rect(x: frame.maxX - 4 - glyph, y: frame.midY - glyph / 2, width: glyph, height: glyph),
                        image: systemImage(symbol, side: glyph, context: context), foreground: detailColor))
            }
            title = fitted(element.title, width: textWidth, font: Theme.rowDetail, context: context)
            subtitle = fitted(element.subtitle, width: textWidth, font: Theme.caption, context: context)
            background = theme.barBackground
        }
        return ScreenNode(
            role: .imageRowElement, frame: frame, id: elementID(of: row, index: index), text: title,
            detailText: subtitle,
            font: Theme.caption, foreground: textColor, background: background,
            action: .selectImage(row: row.id, index: index), isEnabled: enabled, content: content,
            children: children)
    }
}
