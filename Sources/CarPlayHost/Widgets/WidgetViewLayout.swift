import Foundation
import SwiftUI

/// Lays out a widget's or Live Activity's resolved SwiftUI view (`_ResolvedView`) in a frame, as SwiftUI's layout
/// does in outline: a parent proposes a size, a child chooses its own; stacks offer their room to their least
/// flexible children first and give what is left to their spacers; frames and padding change what is offered.
/// The result is what the car draws (`ScreenDrawItem`s: text lines, symbols, filled shapes) and where a tap opens a
/// URL (`Link`, `widgetURL(_:)`).
struct WidgetViewLayout {
    /// A size offered to a view: nil in a direction asks for its ideal size there.
    struct Proposal {
        var width: Double?
        var height: Double?
    }

    let measurer: TextMeasurer
    let scale: Double
    /// Whether the widget's container background is drawn (false when the widget lets the system remove it).
    let showsContainerBackground: Bool
    /// The whole widget, where its container background goes.
    let bounds: Rect
    /// The widget's corner radius (a `ContainerRelativeShape` follows it, inset).
    let cornerRadius: Double
    /// An image of the app's bundle by name, at its own size; nil: none of that name.
    var asset: (String) -> ScreenImage? = { _ in nil }

    private(set) var items: [ScreenDrawItem] = []
    private(set) var background: [ScreenDrawItem] = []
    private(set) var links: [(frame: Rect, url: URL)] = []
    /// The buttons and toggles, in drawing order (`_ResolvedView.intentActions` lists them in the same order).
    private(set) var buttons: [(frame: Rect, action: _IntentAction)] = []
    private(set) var widgetURL: URL?

    init(measurer: TextMeasurer, scale: Double, showsContainerBackground: Bool, bounds: Rect, cornerRadius: Double) {
        self.measurer = measurer
        self.scale = scale
        self.showsContainerBackground = showsContainerBackground
        self.bounds = bounds
        self.cornerRadius = cornerRadius
    }

    /// The space between a stack's children where it sets none.
    static let defaultSpacing = 8.0
    /// How opaque redacted text and symbols are drawn, in their colour.
    static let redactedOpacity = 0.3
    /// The height of a progress bar or gauge.
    static let barHeight = 4.0

    /// The drawn items, the container background first.
    var drawing: [ScreenDrawItem] { background + items }

    // MARK: Sizes

    func size(_ view: _ResolvedView, _ p: Proposal) -> Size {
        switch view {
        case .empty: return Size(width: 0, height: 0)
        case .group(let views): return stackSize(views, axis: .vertical, spacing: nil, p)
        case .text(let text):
            let lines = lines(of: text, width: p.width)
            let width = lines.map { measurer.width(of: $0, font: font(text.font)) }.max() ?? 0
            return Size(
                width: min(width.rounded(.up), p.width ?? .infinity),
                height: Double(lines.count) * lineHeight(text.font))
        case .image(let image):
            if case .named(let name) = image.source, let asset = asset(name) { return asset.size }
            let side = symbolSide(image.font)
            return Size(width: side, height: side)
        case .resizable(let view):
            if case .image(let image) = view {
                let side = min(p.width ?? p.height ?? 24, p.height ?? p.width ?? 24)
                guard case .named(let name) = image.source, let natural = asset(name)?.size, natural.height > 0
                else { return Size(width: p.width ?? side, height: p.height ?? side) }
                return fitted(natural, in: p)
            }
            return size(view, p)
        case .shape: return Size(width: p.width ?? 10, height: p.height ?? 10)
        case .spacer(let minimum): return Size(width: minimum ?? 0, height: minimum ?? 0)
        case .stack(let axis, _, let spacing, let views): return stackSize(views, axis: axis, spacing: spacing, p)
        case .progress(let progress):
            let labels = progress.label + progress.below
            let labelHeight = labels.map { size($0, Proposal(width: p.width, height: nil)).height }.reduce(0, +)
            let labelWidth = labels.map { size($0, Proposal(width: p.width, height: nil)).width }.max() ?? 0
            let gaps = Double(labels.count) * 4
            return Size(width: p.width ?? max(labelWidth, 100), height: labelHeight + gaps + Self.barHeight)
        case .padding(let insets, let view):
            let inner = size(view, inset(p, insets))
            return Size(
                width: inner.width + insets.leading + insets.trailing, height: inner.height + insets.top + insets.bottom
            )
        case .frame(let frame, let view): return frameSize(frame, view, p)
        case .background(_, let content), .containerBackground(_, let content), .overlay(_, _, let content):
            return size(content, p)
        case .link(_, let view), .widgetURL(_, let view), .opacity(_, let view), .button(_, let view),
            .redacted(let view):
            return size(view, p)
        }
    }

    private func frameSize(_ frame: _ResolvedView.Frame, _ view: _ResolvedView, _ p: Proposal) -> Size {
        func offered(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?) -> Double? {
            if let fixed { return fixed }
            guard let proposed else { return nil }
            return min(max(proposed, minimum ?? 0), maximum ?? .infinity)
        }
        let inner = size(
            view,
            Proposal(
                width: offered(frame.width, frame.minWidth, frame.maxWidth, p.width),
                height: offered(frame.height, frame.minHeight, frame.maxHeight, p.height)))
        func chosen(_ fixed: Double?, _ minimum: Double?, _ maximum: Double?, _ proposed: Double?, _ child: Double)
            -> Double
        {
            if let fixed { return fixed }
            if minimum == nil, maximum == nil { return child }
            var value = child
            if let maximum, maximum == .infinity, let proposed { value = max(child, proposed) }
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return Size(
            width: chosen(frame.width, frame.minWidth, frame.maxWidth, p.width, inner.width),
            height: chosen(frame.height, frame.minHeight, frame.maxHeight, p.height, inner.height))
    }

    private func inset(_ p: Proposal, _ insets: _ResolvedView.Insets) -> Proposal {
        Proposal(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    // MARK: Stacks

    /// The sizes a stack's children take in `p`.
    private func childSizes(_ views: [_ResolvedView], axis: _ResolvedView.Axis, spacing: Double?, _ p: Proposal)
        -> [Size]
    {
        if axis == .depth { return views.map { size($0, p) } }
        let horizontal = axis == .horizontal
        func main(_ s: Size) -> Double { horizontal ? s.width : s.height }
        func proposal(_ length: Double?) -> Proposal {
            horizontal ? Proposal(width: length, height: p.height) : Proposal(width: p.width, height: length)
        }
        let gaps = gapsTotal(views, spacing: spacing)
        var sizes = [Size](repeating: Size(width: 0, height: 0), count: views.count)
        let spacers = views.indices.filter { if case .spacer = views[$0] { true } else { false } }
        let others = views.indices.filter { !spacers.contains($0) }
        guard let offered = horizontal ? p.width : p.height else {
            for index in others { sizes[index] = size(views[index], proposal(nil)) }
            for index in spacers { sizes[index] = size(views[index], proposal(nil)) }
            return sizes
        }
        let spacerMinimum = spacers.map { main(size(views[$0], proposal(nil))) }.reduce(0, +)
        var remaining = max(0, offered - gaps - spacerMinimum)
        // The least flexible first: each is offered an equal share of what the ones before left.
        let flexibility = others.map { index in
            (index, main(size(views[index], proposal(offered))) - main(size(views[index], proposal(0))))
        }
        var left = others.count
        for (index, _) in flexibility.sorted(by: { $0.1 < $1.1 }) {
            let share = remaining / Double(max(left, 1))
            sizes[index] = size(views[index], proposal(share))
            remaining = max(0, remaining - main(sizes[index]))
            left -= 1
        }
        for index in spacers {
            let minimum = main(size(views[index], proposal(nil)))
            let length = minimum + remaining / Double(spacers.count)
            sizes[index] = horizontal ? Size(width: length, height: 0) : Size(width: 0, height: length)
        }
        return sizes
    }

    /// The spacing between a stack's children: none beside a spacer (it is the space).
    private func gapsTotal(_ views: [_ResolvedView], spacing: Double?) -> Double {
        guard views.count > 1 else { return 0 }
        return (1..<views.count).map { gap(views[$0 - 1], views[$0], spacing: spacing) }.reduce(0, +)
    }

    private func gap(_ a: _ResolvedView, _ b: _ResolvedView, spacing: Double?) -> Double {
        if case .spacer = a { return 0 }
        if case .spacer = b { return 0 }
        return spacing ?? Self.defaultSpacing
    }

    private func stackSize(_ views: [_ResolvedView], axis: _ResolvedView.Axis, spacing: Double?, _ p: Proposal) -> Size
    {
        let sizes = childSizes(views, axis: axis, spacing: spacing, p)
        switch axis {
        case .depth:
            return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .horizontal:
            return Size(
                width: sizes.map(\.width).reduce(0, +) + gapsTotal(views, spacing: spacing),
                height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return Size(
                width: sizes.map(\.width).max() ?? 0,
                height: sizes.map(\.height).reduce(0, +) + gapsTotal(views, spacing: spacing))
        }
    }

    // MARK: Placing

    /// Places `view` in `rect` (the size it chose, where its parent put it).
    mutating func place(_ view: _ResolvedView, in rect: Rect, opacity: Double = 1) {
        switch view {
        case .empty, .spacer: return
        case .group(let views):
            placeStack(
                views, axis: .vertical, alignment: .init(horizontal: 0, vertical: 0), spacing: nil, in: rect, opacity)
        case .text(let text): placeText(text, in: rect, opacity)
        case .image(let image): placeImage(image, side: symbolSide(image.font), in: rect, opacity)
        case .resizable(let inner):
            if case .image(let image) = inner {
                placeImage(image, side: min(rect.width, rect.height), in: rect, opacity, fills: true)
            } else {
                place(inner, in: rect, opacity: opacity)
            }
        case .shape(let shape, let fill): add(shapeItem(shape, fill: fill, in: rect), opacity)
        case .stack(let axis, let alignment, let spacing, let views):
            placeStack(views, axis: axis, alignment: alignment, spacing: spacing, in: rect, opacity)
        case .progress(let progress): placeProgress(progress, in: rect, opacity)
        case .padding(let insets, let inner):
            place(
                inner,
                in: Rect(
                    x: rect.x + insets.leading, y: rect.y + insets.top,
                    width: max(0, rect.width - insets.leading - insets.trailing),
                    height: max(0, rect.height - insets.top - insets.bottom)), opacity: opacity)
        case .frame(let frame, let inner):
            let chosen = size(inner, Proposal(width: rect.width, height: rect.height))
            let fitted = Size(width: min(chosen.width, rect.width), height: min(chosen.height, rect.height))
            place(inner, in: aligned(fitted, in: rect, frame.alignment), opacity: opacity)
        case .background(let back, let content):
            place(back, in: rect, opacity: opacity)
            place(content, in: rect, opacity: opacity)
        case .overlay(let front, let alignment, let content):
            place(content, in: rect, opacity: opacity)
            let chosen = size(front, Proposal(width: rect.width, height: rect.height))
            let fitted = Size(width: min(chosen.width, rect.width), height: min(chosen.height, rect.height))
            place(front, in: aligned(fitted, in: rect, alignment), opacity: opacity)
        case .containerBackground(let back, let content):
            if showsContainerBackground {
                var layout = self
                layout.items = []
                layout.place(back, in: bounds, opacity: opacity)
                background += layout.items
            }
            place(content, in: rect, opacity: opacity)
        case .link(let url, let inner):
            links.append((rect, url))
            place(inner, in: rect, opacity: opacity)
        case .widgetURL(let url, let inner):
            if widgetURL == nil { widgetURL = url }
            place(inner, in: rect, opacity: opacity)
        case .opacity(let value, let inner): place(inner, in: rect, opacity: opacity * value)
        case .button(let action, let inner):
            buttons.append((rect, action))
            place(inner, in: rect, opacity: opacity)
        case .redacted(let inner): placeRedacted(inner, in: rect, opacity)
        }
    }

    /// Redacted content: each text line as a bar of its width, each image as a rounded box of its size, in the
    /// content's colour, faint; shapes as they are. Nothing redacted takes a tap.
    private mutating func placeRedacted(_ view: _ResolvedView, in rect: Rect, _ opacity: Double) {
        var layout = self
        layout.items = []
        layout.place(view, in: rect, opacity: opacity)
        let faint = ScreenColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.3)
        for item in layout.items {
            switch item.kind {
            case .text:
                let font = item.font ?? ScreenFont(size: 15, weight: .regular)
                let width = min(measurer.width(of: item.text ?? "", font: font).rounded(.up), item.frame.width)
                let height = (font.size * 0.8).rounded()
                let x =
                    switch item.alignment {
                    case .center?: item.frame.midX - width / 2
                    case .trailing?: item.frame.maxX - width
                    default: item.frame.minX
                    }
                var bar = ScreenDrawItem.fill(
                    .rectangle, frame: Rect(x: x, y: item.frame.midY - height / 2, width: width, height: height),
                    color: item.color ?? faint)
                bar.cornerRadius = height / 4
                bar.opacity = (item.opacity ?? 1) * (item.color == nil ? 1 : Self.redactedOpacity)
                items.append(bar)
            case .image:
                let tint = item.image?.tint
                var box = ScreenDrawItem.fill(.rectangle, frame: item.frame, color: tint ?? faint)
                box.cornerRadius = min(item.frame.width, item.frame.height) / 4
                box.opacity = (item.opacity ?? 1) * (tint == nil ? 1 : Self.redactedOpacity)
                items.append(box)
            default: items.append(item)
            }
        }
    }

    private mutating func placeStack(
        _ views: [_ResolvedView], axis: _ResolvedView.Axis, alignment: _ResolvedView.Alignment, spacing: Double?,
        in rect: Rect, _ opacity: Double
    ) {
        let sizes = childSizes(views, axis: axis, spacing: spacing, Proposal(width: rect.width, height: rect.height))
        var offset = 0.0
        for (index, view) in views.enumerated() {
            let s = Size(width: min(sizes[index].width, rect.width), height: min(sizes[index].height, rect.height))
            let frame: Rect
            switch axis {
            case .depth: frame = aligned(s, in: rect, alignment)
            case .horizontal:
                let y = rect.y + along(alignment.vertical, room: rect.height - s.height)
                frame = Rect(x: rect.x + offset, y: y, width: s.width, height: s.height)
                offset += s.width + (index + 1 < views.count ? gap(view, views[index + 1], spacing: spacing) : 0)
            case .vertical:
                let x = rect.x + along(alignment.horizontal, room: rect.width - s.width)
                frame = Rect(x: x, y: rect.y + offset, width: s.width, height: s.height)
                offset += s.height + (index + 1 < views.count ? gap(view, views[index + 1], spacing: spacing) : 0)
            }
            place(view, in: frame, opacity: opacity)
        }
    }

    private mutating func placeText(_ text: _ResolvedView.Text, in rect: Rect, _ opacity: Double) {
        let height = lineHeight(text.font)
        let lines = lines(of: text, width: rect.width)
        let shown = lines.prefix(max(1, Int((rect.height + 0.5) / height)))
        var y = rect.y + max(0, (rect.height - Double(shown.count) * height) / 2)
        let alignment: ScreenDrawItem.Alignment =
            switch text.alignment {
            case 0: .center
            case 1: .trailing
            default: .leading
            }
        for line in shown {
            add(
                .text(
                    line, frame: Rect(x: rect.x, y: y, width: rect.width, height: height), font: font(text.font),
                    alignment: alignment, color: color(text.color)), opacity)
            y += height
        }
    }

    private mutating func placeImage(
        _ image: _ResolvedView.Image, side: Double, in rect: Rect, _ opacity: Double, fills: Bool = false
    ) {
        if case .named(let name) = image.source {
            // An image of the app's bundle: at its size, or fitted into the room when resizable.
            guard var asset = asset(name) else {
                var missing = ScreenImage(
                    source: .named(name), size: Size(width: side, height: side), scale: scale, isTemplate: false)
                missing.isMissing = true
                return add(.image(missing, frame: rect.centered(missing.size)), opacity)
            }
            if fills { asset.size = fitted(asset.size, in: Proposal(width: rect.width, height: rect.height)) }
            return add(.image(asset, frame: rect.centered(asset.size)), opacity)
        }
        let source: ScreenImage.Source
        var missing = false
        switch image.source {
        case .system(let name):
            source = .system(name)
            missing = !SymbolSet.contains(name)
        case .named(let name): source = .named(name)
        }
        var screenImage = ScreenImage(
            source: source, size: Size(width: side, height: side), scale: scale, isTemplate: true,
            tint: color(image.color))
        screenImage.isMissing = missing
        add(.image(screenImage, frame: rect.centered(screenImage.size)), opacity)
    }

    private mutating func placeProgress(_ progress: _ResolvedView.Progress, in rect: Rect, _ opacity: Double) {
        var y = rect.y
        for label in progress.label {
            let s = size(label, Proposal(width: rect.width, height: nil))
            place(label, in: Rect(x: rect.x, y: y, width: rect.width, height: s.height), opacity: opacity)
            y += s.height + 4
        }
        let track = Rect(x: rect.x, y: y, width: rect.width, height: Self.barHeight)
        var trackItem = ScreenDrawItem.fill(.rectangle, frame: track, color: color(progress.tint, alpha: 0.25))
        trackItem.cornerRadius = Self.barHeight / 2
        add(trackItem, opacity)
        if let fraction = progress.fraction, fraction > 0 {
            var bar = ScreenDrawItem.fill(
                .rectangle, frame: Rect(x: track.x, y: track.y, width: track.width * fraction, height: track.height),
                color: color(progress.tint))
            bar.cornerRadius = Self.barHeight / 2
            add(bar, opacity)
        }
        y = track.maxY + 4
        for label in progress.below {
            let s = size(label, Proposal(width: rect.width, height: nil))
            place(label, in: Rect(x: rect.x, y: y, width: rect.width, height: s.height), opacity: opacity)
            y += s.height + 4
        }
    }

    private func shapeItem(_ shape: _ResolvedView.Shape, fill: _ResolvedView.Color?, in rect: Rect) -> ScreenDrawItem {
        let colour = fill.map { color($0) }
        switch shape {
        case .circle:
            let side = min(rect.width, rect.height)
            return .fill(.circle, frame: rect.centered(Size(width: side, height: side)), color: colour)
        case .rectangle: return .fill(.rectangle, frame: rect, color: colour)
        case .roundedRectangle(let radius):
            var item = ScreenDrawItem.fill(.rectangle, frame: rect, color: colour)
            item.cornerRadius = min(radius, min(rect.width, rect.height) / 2)
            return item
        case .capsule:
            var item = ScreenDrawItem.fill(.rectangle, frame: rect, color: colour)
            item.cornerRadius = min(rect.width, rect.height) / 2
            return item
        case .containerRelative:
            // Concentric with the widget's corners: the radius less the distance in from its edge.
            let inset = min(
                rect.minX - bounds.minX, rect.minY - bounds.minY, bounds.maxX - rect.maxX, bounds.maxY - rect.maxY)
            var item = ScreenDrawItem.fill(.rectangle, frame: rect, color: colour)
            item.cornerRadius = max(0, cornerRadius - max(0, inset))
            return item
        }
    }

    private mutating func add(_ item: ScreenDrawItem, _ opacity: Double) {
        items.append(item.withOpacity(opacity))
    }

    // MARK: Helpers

    /// `natural` scaled to fit `p`, its aspect kept (a resizable image fitted, as `scaledToFit()` does).
    private func fitted(_ natural: Size, in p: Proposal) -> Size {
        guard natural.width > 0, natural.height > 0 else { return natural }
        let scale = min((p.width ?? .infinity) / natural.width, (p.height ?? .infinity) / natural.height)
        guard scale.isFinite else { return natural }
        return Size(width: natural.width * scale, height: natural.height * scale)
    }

    private func aligned(_ s: Size, in rect: Rect, _ alignment: _ResolvedView.Alignment) -> Rect {
        Rect(
            x: rect.x + along(alignment.horizontal, room: rect.width - s.width),
            y: rect.y + along(alignment.vertical, room: rect.height - s.height), width: s.width, height: s.height)
    }

    private func along(_ alignment: Int, room: Double) -> Double {
        let room = max(0, room)
        return alignment < 0 ? 0 : alignment > 0 ? room : (room / 2).rounded(.down)
    }

    private func lines(of text: _ResolvedView.Text, width: Double?) -> [String] {
        let limit = text.lineLimit ?? 0
        guard let width else { return [text.string] }
        let lines = measurer.wrap(text.string, width: width, font: font(text.font), maximumLines: limit)
        return lines.isEmpty ? [""] : lines
    }

    func font(_ font: _ResolvedView.Font) -> ScreenFont {
        ScreenFont(size: font.size, weight: font.bold ? .bold : .regular)
    }
    private func lineHeight(_ font: _ResolvedView.Font) -> Double { ScreenDrawing.lineHeight(font.size) }
    /// An SF Symbol's box at a font's size.
    private func symbolSide(_ font: _ResolvedView.Font) -> Double { (font.size * 1.2).rounded() }

    /// The colour with its opacity (times `alpha`).
    private func color(_ c: _ResolvedView.Color, alpha: Double = 1) -> ScreenColor {
        ScreenColor(red: c.red, green: c.green, blue: c.blue, alpha: c.opacity * alpha)
    }
}
