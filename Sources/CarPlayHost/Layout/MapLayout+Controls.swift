import Foundation

extension MapLayout {
    // MARK: Navigation alert

    static func navigationAlert(_ alert: NavigationAlertSnapshot, frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let width = min(frame.width - 2 * margin, 420)
        let x = frame.minX + (frame.width - width) / 2
        let pad = Theme.padding
        var y = frame.minY + margin + pad
        var children: [ScreenNode] = []
        var textX = x + pad
        if let image = context.image(alert.image, maximum: ImageLimits.navigationAlertImage) {
            children.append(
                ScreenNode(
                    role: .image, frame: Rect(x: x + pad, y: y, width: image.size.width, height: image.size.height),
                    image: image))
            textX += image.size.width + 8
        }
        let textWidth = x + width - pad - textX
        let title = context.fit(alert.titleVariants, width: textWidth, font: Theme.modalTitle)
        children.append(
            ScreenNode(
                role: .title, frame: Rect(x: textX, y: y, width: textWidth, height: 22), text: title,
                font: Theme.modalTitle, foreground: theme.label))
        y += 22
        if let subtitle = context.fit(alert.subtitleVariants, width: textWidth, font: Theme.body) {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: y, width: textWidth, height: 20), text: subtitle,
                    font: Theme.body, foreground: theme.secondaryLabel))
            y += 20
        }
        y += 8
        let actions = alert.actions
        let buttonWidth = (width - 2 * pad - Double(actions.count - 1) * 8) / Double(max(actions.count, 1))
        for (index, action) in actions.enumerated() {
            let color: ScreenColor =
                action.color.map { ScreenColor(context.display.appearance == .dark ? $0.dark : $0.light) }
                ?? (action.style == .destructive ? theme.destructive : theme.accent)
            children.append(
                ScreenNode(
                    role: .alertAction,
                    frame: Rect(x: x + pad + Double(index) * (buttonWidth + 8), y: y, width: buttonWidth, height: 36),
                    id: action.id, text: context.fit(action.title, width: buttonWidth - 12, font: Theme.barButton),
                    font: Theme.barButton, foreground: color, background: theme.surface, action: .select(action.id)))
        }
        y += 36 + pad
        return ScreenNode(
            role: .navigationAlert,
            frame: Rect(x: x, y: frame.minY + margin, width: width, height: y - frame.minY - margin),
            id: alert.id, background: theme.barBackground, content: ScreenContent(corner: 12), children: children)
    }

    // MARK: Panning interface

    /// The map buttons' column at `x`, from the bottom up, between `top` and `bottom`: 44-point buttons 8 points
    /// apart while they fit, else closer together (4 points), then smaller (down to `minimumButtonSide`), so the
    /// column never reaches under the navigation bar.
    static func mapButtonFrames(count: Int, x: Double, top: Double, bottom: Double) -> [Rect] {
        guard count > 0 else { return [] }
        let n = Double(count)
        let room = max(0, bottom - top)
        var side = buttonSize.width
        var gap = margin
        if n * side + (n - 1) * gap > room {
            gap = count > 1 ? max(4, (room - n * side) / (n - 1)) : 0
            if n * side + (n - 1) * gap > room { side = max(minimumButtonSide, (room - (n - 1) * gap) / n) }
        }
        let columnHeight = n * side + (n - 1) * gap
        let x = x + (buttonSize.width - side) / 2
        return (0..<count).map { index in
            Rect(x: x, y: bottom - columnHeight + Double(index) * (side + gap), width: side, height: side)
        }
    }

    /// The panning interface's four arrows around the part of the map nothing covers: below the navigation bar and
    /// beside the guidance card, estimates panel or trip preview (`covered`), each at the middle of its edge. Where an
    /// arrow would land on a map button (`buttons`) or on another arrow, it moves clear: the trailing arrow above
    /// the buttons, the bottom one beside them, the top one beside the trailing arrow. Decision: Apple says only that
    /// the system shows four directional buttons; on displays where the map beside the card is too narrow for them
    /// at 44 points they shrink (down to 24) rather than cover the card, a button or each other.
    static func panButtons(
        templateID: ElementID, frame: Rect, barShown: Bool, covered: [Rect], buttons: [Rect],
        context: LayoutContext
    ) -> [ScreenNode] {
        let places = panButtonFrames(
            frame: frame, barShown: barShown, covered: covered, buttons: buttons,
            driverOnLeft: context.display.drivingSide == .leftHandDrive)
        let symbols: [MapPanDirection: String] = [
            .up: "chevron.up", .down: "chevron.down", .left: "chevron.left", .right: "chevron.right",
        ]
        return [MapPanDirection.up, .down, .left, .right].compactMap { direction in
            guard let place = places[direction], let symbol = symbols[direction] else { return nil }
            let glyph = min(22, place.width / 2)
            return ScreenNode(
                role: .panButton, frame: place, id: ElementID(templateID.rawValue + "/pan/" + direction.rawValue),
                image: ScreenImage(
                    source: .system(symbol), size: Size(width: glyph, height: glyph), scale: 1, isTemplate: true),
                foreground: context.theme.label, background: context.theme.surface, action: .panMap(direction),
                content: ScreenContent(shape: .circular, direction: direction))
        }
    }

    /// Where the four arrows go (see `panButtons`): the largest arrows, with the widest inset, that clear everything.
    static func panButtonFrames(
        frame: Rect, barShown: Bool, covered: [Rect], buttons: [Rect], driverOnLeft: Bool
    ) -> [MapPanDirection: Rect] {
        var free = frame
        let bar = barShown ? free.divided(atDistance: Theme.barHeight, from: .top) : nil
        if let bar { free = bar.remainder }
        for card in covered where card.intersects(free) {
            free =
                driverOnLeft
                ? free.divided(atDistance: max(0, card.maxX - free.minX), from: .left).remainder
                : free.divided(atDistance: max(0, free.maxX - card.minX), from: .right).remainder
        }
        let obstacles = covered + buttons + (bar.map { [$0.slice] } ?? [])
        // Or the map below the card and above the estimates panel, across the width but for the buttons' column
        // (tall displays, where the map beside the card is narrow).
        var regions = [free]
        let column = covered.sorted { $0.minY < $1.minY }
        if column.count >= 2 {
            var below = frame
            below.y = column[0].maxY
            below.height = max(0, column[1].minY - column[0].maxY)
            if let buttonColumn = buttons.first {
                below =
                    driverOnLeft
                    ? below.divided(atDistance: max(0, below.maxX - buttonColumn.minX + margin), from: .right).remainder
                    : below.divided(atDistance: max(0, buttonColumn.maxX + margin - below.minX), from: .left).remainder
            }
            regions.append(below)
        }
        var best: (side: Double, places: [MapPanDirection: Rect])?
        var last: [MapPanDirection: Rect] = [:]
        for region in regions {
            search: for side in stride(from: buttonSize.width, through: 24, by: -2) where side > (best?.side ?? 0) {
                for inset in [12.0, 8, 4] {
                    let places = panButtonFrames(
                        in: region, side: side, inset: inset, buttons: buttons, driverOnLeft: driverOnLeft)
                    if last.isEmpty { last = places }
                    let boxes = Array(places.values)
                    let clear = boxes.enumerated().allSatisfy { index, box in
                        frame.contains(box) && !obstacles.contains { $0.intersects(box) }
                            && !boxes[(index + 1)...].contains { $0.intersects(box) }
                    }
                    if clear {
                        best = (side, places)
                        break search
                    }
                }
            }
        }
        return best?.places ?? last
    }

    private static func panButtonFrames(
        in free: Rect, side: Double, inset: Double, buttons: [Rect], driverOnLeft: Bool
    ) -> [MapPanDirection: Rect] {
        func box(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: side, height: side) }
        // The edge away from the driver (where the map buttons are) and the one beside the card.
        let outer: MapPanDirection = driverOnLeft ? .right : .left
        let inner: MapPanDirection = driverOnLeft ? .left : .right
        var up = box(free.midX - side / 2, free.minY + inset)
        var down = box(free.midX - side / 2, free.maxY - inset - side)
        let innerBox = box(driverOnLeft ? free.minX + inset : free.maxX - inset - side, free.midY - side / 2)
        var outerBox = box(driverOnLeft ? free.maxX - inset - side : free.minX + inset, free.midY - side / 2)
        let hits = { (rect: Rect) in buttons.contains { $0.intersects(rect) } }
        if let topButton = buttons.map(\.minY).min(), hits(outerBox) {
            outerBox.y = max(free.minY + inset, topButton - inset - side)
        }
        if hits(down), let column = buttons.first {
            down.x = driverOnLeft ? column.minX - inset - side : column.maxX + inset
        }
        if up.intersects(outerBox) {
            up.x = driverOnLeft ? outerBox.minX - inset - side : outerBox.maxX + inset
        }
        return [.up: up, .down: down, inner: innerBox, outer: outerBox]
    }
}
