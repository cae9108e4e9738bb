import Foundation

/// The drawing of a navigation app's window and its views (`WindowLayout`): each view draws, in order, its
/// background as a rectangle rounded by its corner radius, its content (a label's lines, an image view's image), and
/// its border; every item with the view's effective opacity. Clipping the children is the front end's part
/// (the content's `view.clipsToBounds` and `view.cornerRadius`). A map view's content is the map, which the front end draws from
/// the node's `mapView` under these items; its items are the map data's attribution, in small text at the bottom
/// trailing corner, on a translucent plate.
extension ScreenDrawing {
    /// The roles `windowItems(for:)` draws.
    static let windowRoles: Set<ScreenRole> = [.appWindow, .view, .label, .imageView, .mapView]

    static func windowItems(for n: ScreenNode) -> [ScreenDrawItem] {
        let f = n.frame
        let layer = n.content.view
        let opacity = layer?.opacity ?? 1
        let radius = layer?.cornerRadius
        var items: [ScreenDrawItem] = []
        if let background = n.background {
            var fill = ScreenDrawItem.fill(.rectangle, frame: f, color: background)
            fill.cornerRadius = radius
            items.append(fill)
        }
        switch n.role {
        case .label: items += labelLines(n)
        case .imageView: if let image = n.image { items.append(imageItem(image, in: n)) }
        case .mapView: items += attributionItems(n)
        default: break
        }
        if let width = layer?.borderWidth, width > 0, let color = layer?.borderColor {
            var border = ScreenDrawItem.fill(.border, frame: f, color: color)
            border.cornerRadius = radius
            border.lineWidth = width
            items.append(border)
        }
        return items.map { $0.withOpacity(opacity) }
    }

    /// The map data's credit at the bottom trailing corner of a map view (on a plate that keeps it legible), if
    /// the map has one and the view is wide enough for it.
    static func attributionItems(_ n: ScreenNode) -> [ScreenDrawItem] {
        guard let map = n.mapView, let attribution = map.attribution, !attribution.isEmpty else { return [] }
        let font = ScreenFont(size: 8)
        let width = TextMeasurer.dejaVuSans.width(of: attribution, font: font) + 6
        let height = lineHeight(font.size)
        guard width <= n.frame.width, height <= n.frame.height else { return [] }
        let frame = Rect(x: n.frame.maxX - width, y: n.frame.maxY - height, width: width, height: height)
        let dark = map.appearance == .dark
        let plate = ScreenDrawItem.fill(.rectangle, frame: frame, color: dark ? "#000000A0" : "#FFFFFFA0")
        let text = ScreenDrawItem.text(
            attribution, frame: frame, font: font, alignment: .center, color: dark ? "#D0D0D0" : "#333333")
        return [plate, text]
    }

    /// A label's lines, one item each, the block centred vertically in the label (as UIKit draws a label's text).
    private static func labelLines(_ n: ScreenNode) -> [ScreenDrawItem] {
        guard let text = n.text else { return [] }
        let lines = lines(of: text)
        let height = lineHeight(n.font?.size ?? 17)
        let align: ScreenDrawItem.Alignment =
            switch n.content.alignment {
            case .center: .center
            case .trailing: .trailing
            case .leading, nil: .leading
            }
        var y = n.frame.minY + (n.frame.height - height * Double(lines.count)) / 2
        return lines.map { line in
            defer { y += height }
            return .text(
                line, frame: Rect(x: n.frame.minX, y: y, width: n.frame.width, height: height), font: n.font,
                alignment: align)
        }
    }

    /// An image view's image at its drawn size (`WindowLayout` sized it), placed by the content mode: stretched over
    /// the view, centred, or against the edges the mode names.
    private static func imageItem(_ image: ScreenImage, in n: ScreenNode) -> ScreenDrawItem {
        let f = n.frame
        let mode = n.content.view?.contentMode ?? .scaleToFill
        if mode == .scaleToFill || mode == .redraw || image.isMissing {
            var item = ScreenDrawItem.image(image, frame: f)
            if !image.isMissing { item.stretches = true }
            return item
        }
        let size = image.size
        let x =
            switch mode {
            case .left, .topLeft, .bottomLeft: f.minX
            case .right, .topRight, .bottomRight: f.maxX - size.width
            default: f.midX - size.width / 2
            }
        let y =
            switch mode {
            case .top, .topLeft, .topRight: f.minY
            case .bottom, .bottomLeft, .bottomRight: f.maxY - size.height
            default: f.midY - size.height / 2
            }
        return .image(image, frame: Rect(x: x, y: y, width: size.width, height: size.height))
    }

    /// A text's lines, split at line feeds as `components(separatedBy: "\n")` splits them (by characters: a CR LF
    /// stays one), without Foundation's string search, which took a quarter of drawing a guiding screen: most texts
    /// have one line, told by a look at their bytes.
    static func lines(of text: String) -> [String] {
        guard text.utf8.contains(UInt8(ascii: "\n")) else { return [text] }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
