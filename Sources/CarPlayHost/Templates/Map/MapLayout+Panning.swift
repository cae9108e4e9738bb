import Foundation

/// The panning interface: four directional buttons around the part of the map nothing covers.
extension MapLayout {
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
