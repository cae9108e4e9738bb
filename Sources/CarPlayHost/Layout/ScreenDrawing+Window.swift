import Foundation

/// The drawing of a navigation app's window and its views (`WindowLayout`): each view draws, in order, its
/// background as a rectangle rounded by its corner radius, its content (a label's lines, an image view's image), and
/// its border; every item with the view's effective opacity. Clipping the children is the front end's part
/// (`clipsToBounds`, `cornerRadius` attributes).
extension ScreenDrawing {
    /// The roles `windowItems(for:)` draws.
    static let windowRoles: Set<ScreenRole> = [.appWindow, .view, .label, .imageView]

    static func windowItems(for n: ScreenNode) -> [ScreenDrawItem] {
        let f = n.frame
        let opacity = n.attributes["opacity"].flatMap(Double.init) ?? 1
        let radius = n.attributes["cornerRadius"].flatMap(Double.init)
        var items: [ScreenDrawItem] = []
        if let background = n.background {
            var fill = ScreenDrawItem.fill("rectangle", frame: f, color: background)
            fill.cornerRadius = radius
            items.append(fill)
        }
        switch n.role {
        case .label: items += labelLines(n)
        case .imageView: if let image = n.image { items.append(imageItem(image, in: n)) }
        default: break
        }
        if let width = n.attributes["borderWidth"].flatMap(Double.init), width > 0,
            let color = n.attributes["borderColor"]
        {
            var border = ScreenDrawItem.fill("border", frame: f, color: ScreenColor(hex: color))
            border.cornerRadius = radius
            border.lineWidth = width
            items.append(border)
        }
        return items.map { $0.withOpacity(opacity) }
    }

    /// A label's lines, one item each, the block centred vertically in the label (as UIKit draws a label's text).
    private static func labelLines(_ n: ScreenNode) -> [ScreenDrawItem] {
        guard let text = n.text else { return [] }
        let lines = text.components(separatedBy: "\n")
        let height = lineHeight(n.font?.size ?? 17)
        let align: ScreenDrawItem.Alignment =
            switch n.attributes["alignment"] {
            case "center": .center
            case "trailing": .trailing
            default: .leading
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
        let mode = n.attributes["contentMode"] ?? "scaleToFill"
        if mode == "scaleToFill" || mode == "redraw" || image.isMissing {
            var item = ScreenDrawItem.image(image, frame: f)
            if !image.isMissing { item.stretches = true }
            return item
        }
        let size = image.size
        let lowered = mode.lowercased()
        let x =
            lowered.hasSuffix("left")
            ? f.minX : lowered.hasSuffix("right") ? f.maxX - size.width : f.midX - size.width / 2
        let y =
            lowered.hasPrefix("top")
            ? f.minY : lowered.hasPrefix("bottom") ? f.maxY - size.height : f.midY - size.height / 2
        return .image(image, frame: Rect(x: x, y: y, width: size.width, height: size.height))
    }
}
