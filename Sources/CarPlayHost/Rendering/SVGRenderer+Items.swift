import Foundation

extension SVGDrawing {
    /// DejaVu Sans' baseline below the middle of a line box, in ems: the box is centred on ascent + descent
    /// (0.928 + 0.236 em), as CSS centres a line whose height is the frame's.
    static let baselineBelowMiddle = 0.346

    /// One drawing item of `node` (docs/SCREEN.md, DrawItem), at its frame.
    mutating func item(_ item: ScreenDrawItem, in node: ScreenNode, look: SVGRoleLook, inherited: SVGInherited) {
        let opacity = item.opacity.map { min(max($0, 0), 1) }
        switch item.kind {
        case .text:
            guard let line = item.text else { return }
            text(line, item: item, in: node, look: look, inherited: inherited, opacity: opacity)
        case .image:
            guard let image = item.image else { return }
            let dimmed = inherited.disabled ? (opacity ?? 1) * 0.45 : opacity
            self.image(image, in: item.frame, foreground: inherited.foreground, item: item, opacity: dimmed)
        case .fill:
            fill(item, opacity: opacity)
        }
    }

    /// ` opacity="…"`, or nothing for nil.
    static func opacity(_ value: Double?) -> String {
        value.map { #" opacity="\#(SVGCanvas.number($0))""# } ?? ""
    }

    private mutating func text(
        _ text: String, item: ScreenDrawItem, in node: ScreenNode, look: SVGRoleLook, inherited: SVGInherited,
        opacity: Double?
    ) {
        let frame = item.frame
        let size = item.font?.size ?? look.textSize
        let bold = item.font.map { $0.weight == .bold } ?? look.boldText
        let isDetail = item.style == .detail
        let afterBand = node.role == .imageRowElement && node.drawing.contains { $0.shape == .band }
        let color: ScreenColor =
            item.color
            ?? (afterBand
                ? "#FFFFFF" : isDetail && !look.detailInLabelColour ? theme.secondaryLabel : inherited.foreground)
        let (x, anchor): (Double, String) =
            switch item.alignment ?? .leading {
            case .leading: (frame.x, "start")
            case .center: (frame.midX, "middle")
            case .trailing: (frame.maxX, "end")
            }
        let extra = Self.opacity(isDetail && inherited.disabled ? (opacity ?? 1) * 0.6 : opacity)
        let y = frame.midY + Self.baselineBelowMiddle * size
        canvas.append(
            #"<text x="\#(SVGCanvas.number(x))" y="\#(SVGCanvas.number(y))" font-size="\#(SVGCanvas.number(size))""#
                + (bold ? #" font-weight="bold""# : "") + (anchor == "start" ? "" : #" text-anchor="\#(anchor)""#)
                + #" \#(color.fillAttributes())\#(extra) xml:space="preserve">\#(SVGCanvas.escaped(text))</text>"#)
    }

    /// An image at `frame`'s origin in its drawn size: a symbol from `SymbolSet` tinted, an app image from the
    /// renderer's store (a template image tinted), an app icon, or the missing-image glyph.
    mutating func image(
        _ image: ScreenImage, in frame: Rect, foreground: ScreenColor, item: ScreenDrawItem? = nil,
        opacity: Double? = nil
    ) {
        let size = image.size.width > 0 && image.size.height > 0 ? image.size : frame.size
        let box = Rect(x: frame.x, y: frame.y, width: size.width, height: size.height)
        let tint = image.tint ?? foreground
        if image.isMissing {
            missingImage(box, opacity: opacity)
            return
        }
        switch image.source {
        case .system(let name):
            guard let svg = SymbolSet.svg(named: name) else {
                missingImage(box, opacity: opacity)
                return
            }
            nested(svg, in: box, color: tint, opacity: opacity)
        case .appIcon(let bundleIdentifier):
            let icon =
                renderer.appIcons[bundleIdentifier]
                ?? InstalledApp.initialIcon(for: bundleIdentifier.split(separator: ".").last.map(String.init) ?? "?")
            embedded(
                icon.data, type: icon.contentType, in: box, fit: "xMidYMid meet", attributes: Self.opacity(opacity))
        case .data, .named, .file:
            guard let key = ImageStore.key(of: image.source),
                let entry = renderer.images?.entry(
                    kind: key.kind, value: key.value, appearance: appearance, scale: image.scale)
            else {
                missingImage(box, opacity: opacity)
                return
            }
            let fit =
                item?.stretches == true ? "none" : item?.covers == true ? "xMidYMid slice" : "xMidYMid meet"
            var extra = Self.opacity(opacity)
            if image.isTemplate {
                let paint = tint.svgPaint ?? ("#000000", nil)
                let filter = canvas.definition("tint-\(tint.hex)") { id in
                    #"<filter id="\#(id)"><feFlood flood-color="\#(paint.color)" "#
                        + #"flood-opacity="\#(SVGCanvas.number(paint.opacity ?? 1))"/>"#
                        + #"<feComposite in2="SourceAlpha" operator="in"/></filter>"#
                }
                extra += #" filter="url(#\#(filter))""#
            }
            embedded(entry.data, type: entry.contentType, in: box, fit: fit, attributes: extra)
        }
    }

    /// An encoded image as a `data:` URL.
    private mutating func embedded(_ data: Data, type: String, in box: Rect, fit: String, attributes: String) {
        canvas.append(
            #"<image \#(SVGCanvas.rect(box)) preserveAspectRatio="\#(fit)"\#(attributes) "#
                + #"href="data:\#(type);base64,\#(data.base64EncodedString())"/>"#)
    }

    /// A symbol's SVG document inside this one, at `box`, drawn in `color` (its strokes and fills are
    /// `currentColor`).
    private mutating func nested(_ svg: String, in box: Rect, color: ScreenColor, opacity: Double?) {
        let paint = color.svgPaint ?? ("#000000", nil)
        let combined = paint.opacity.map { $0 * (opacity ?? 1) } ?? opacity
        let opening =
            #"<svg \#(SVGCanvas.rect(box)) color="\#(paint.color)" preserveAspectRatio="none""#
            + Self.opacity(combined)
        canvas.append(svg.replacingOccurrences(of: "<svg ", with: opening + " "))
    }

    /// The glyph for an image that cannot be drawn: `SymbolSet.missingImageSVG` in the secondary colour.
    mutating func missingImage(_ box: Rect, opacity: Double? = nil) {
        nested(SymbolSet.missingImageSVG, in: box, color: theme.secondaryLabel, opacity: opacity)
    }

    private mutating func fill(_ item: ScreenDrawItem, opacity: Double?) {
        let attributes = Self.opacity(opacity)
        let frame = item.frame
        let shape = item.shape ?? .rectangle
        switch shape {
        case .circle:
            let fill = item.fill ?? theme.barBackground
            canvas.append(
                #"<ellipse cx="\#(SVGCanvas.number(frame.midX))" cy="\#(SVGCanvas.number(frame.midY))" "#
                    + #"rx="\#(SVGCanvas.number(frame.width / 2))" ry="\#(SVGCanvas.number(frame.height / 2))" "#
                    + #"\#(fill.fillAttributes())\#(attributes)/>"#)
        case .rectangle, .separator, .underline, .signalBar, .scrollIndicator:
            let radius: Double =
                switch shape {
                case .underline, .signalBar: 1
                case .scrollIndicator: 2
                default: item.cornerRadius ?? 0
                }
            let dimmed = shape == .scrollIndicator ? 0.7 : shape == .signalBar && item.fraction == 0 ? 0.3 : 1
            let extra = dimmed < 1 ? Self.opacity((opacity ?? 1) * dimmed) : attributes
            let fill = item.fill ?? (shape == .separator ? theme.separator : theme.label)
            canvas.append(#"<rect \#(SVGCanvas.rect(frame, radius: radius)) \#(fill.fillAttributes())\#(extra)/>"#)
        case .band:
            let gradient = canvas.definition("band") { id in
                #"<linearGradient id="\#(id)" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/>"#
                    + #"<stop offset="1" stop-color="black" stop-opacity="0.55"/></linearGradient>"#
            }
            canvas.append(
                #"<rect \#(SVGCanvas.rect(frame, radius: item.cornerRadius ?? 0)) fill="url(#\#(gradient))"\#(attributes)/>"#
            )
        case .star:
            star(item, attributes: attributes)
        case .border:
            break  // drawn over the node's children (`SVGDrawing.border`)
        }
    }

    /// A rating star filled from the leading edge to `fraction`, the rest in the separator colour.
    private mutating func star(_ item: ScreenDrawItem, attributes: String) {
        let frame = item.frame
        let side = min(frame.width, frame.height)
        let scale = side / 24
        let origin = (frame.midX - side / 2, frame.midY - side / 2)
        let path = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
        let transform =
            #"transform="translate(\#(SVGCanvas.number(origin.0)) \#(SVGCanvas.number(origin.1))) "#
            + #"scale(\#(SVGCanvas.number(scale)))""#
        let fraction = min(max(item.fraction ?? 0, 0), 1)
        let fill = item.fill ?? theme.label
        canvas.append(#"<path d="\#(path)" \#(transform) \#(theme.separator.fillAttributes())\#(attributes)/>"#)
        guard fraction > 0 else { return }
        let clip = canvas.uniqueDefinition { id in
            #"<clipPath id="\#(id)"><rect x="0" y="0" width="\#(SVGCanvas.number(24 * fraction))" height="24"/></clipPath>"#
        }
        canvas.append(
            #"<path d="\#(path)" \#(transform) clip-path="url(#\#(clip))" \#(fill.fillAttributes())\#(attributes)/>"#)
    }

    /// A `.border` item: a line `lineWidth` wide along the inside of its frame.
    mutating func border(_ item: ScreenDrawItem) {
        let width = (item.lineWidth ?? 1) > 0 ? (item.lineWidth ?? 1) : 1
        let color = item.fill ?? theme.label
        canvas.append(
            #"<rect \#(SVGCanvas.rect(item.frame.insetBy(dx: width / 2, dy: width / 2), radius: (item.cornerRadius ?? 0) - width / 2)) "#
                + #"fill="none" \#(color.fillAttributes("stroke")) stroke-width="\#(SVGCanvas.number(width))"/>"#)
    }
}
