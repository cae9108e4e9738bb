import Foundation

/// The map template's overlay over the app's map: the navigation bar (when it shows), the guidance card with the
/// primary and secondary maneuver and lane guidance (or the paused state), the trip estimates panel, the trip preview
/// card, the map buttons at the trailing bottom corner, the panning interface's four directional buttons, and the
/// navigation alert. The card and panels sit on the driver's side.
///
/// Special element ids (routed by the host): `<template id>/pan/<direction>` for the directional buttons,
/// `<template id>/preview/…` for the trip preview's buttons.
enum MapLayout {
    /// The width of the guidance card, the estimates panel and the trip preview card.
    static func panelWidth(in frame: Rect) -> Double { min(max(frame.width * 0.4, 220), 340) }
    /// A map button and a directional button.
    static let buttonSize = Size(width: 44, height: 44)
    /// The smallest map button when the column must shrink to fit between the navigation bar and the bottom.
    static let minimumButtonSide = 32.0
    /// The side of a map button's image as a share of the button's: the image fits inside the round button (the
    /// circle's inscribed square is 0.71 of its side).
    static let glyphRatio = 0.6
    static let margin = 8.0
    static let distanceFont = ScreenFont(size: 22, weight: .bold)
    static let instructionFont = ScreenFont(size: 15)
    static let secondaryFont = ScreenFont(size: 13)
    static let estimateFont = ScreenFont(size: 15, weight: .bold)
    /// The system's guidance card colour (`UIColor.systemGray6` resolved for dark, as CarPlay's card is dark).
    static let systemCardColor = ColorSnapshot.RGBA(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1)

    /// What the overlay covers of the app's window (`frame`, the app area): the navigation bar while it shows, and the
    /// column of the guidance card or trip preview on the driver's side while one shows; and the part of the window
    /// the map buttons leave free, in the window's coordinates. The window's safe area and
    /// `CPWindow.mapButtonSafeAreaLayoutGuide` follow them.
    static func windowAreas(
        _ map: MapTemplateSnapshot, navigationBarShown: Bool, in frame: Rect, context: LayoutContext
    )
        -> (safeArea: Insets, mapButtonArea: Rect)
    {
        var insets = Insets()
        if navigationBarShown { insets.top = Theme.barHeight }
        let driverOnLeft = context.display.drivingSide == .leftHandDrive
        if map.previews != nil || map.navigation != nil {
            let covered = margin + panelWidth(in: frame)
            if driverOnLeft { insets.left = covered } else { insets.right = covered }
        }
        var free = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let buttons = Rules.shownMapButtons(map.mapButtons, panning: map.isPanningInterfaceVisible)
        if !buttons.isEmpty,
            Rules.showsMapButtons(
                hidesWithNavigationBar: map.hidesButtonsWithNavigationBar, navigationBarShown: navigationBarShown)
        {
            let column = buttonSize.width + 2 * margin
            free.width = max(0, free.width - column)
            if !driverOnLeft { free.x = column }
        }
        return (insets, free)
    }

    /// What the map overlay needs besides the template.
    struct Inputs {
        var templateID: ElementID
        var navigationBar: ScreenNode?
        var navigationBarShown: Bool
    }

    static func layout(_ map: MapTemplateSnapshot, inputs: Inputs, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        var children: [ScreenNode] = []
        let top = frame.minY + Theme.barHeight + margin
        let width = panelWidth(in: frame)
        let driverOnLeft = context.display.drivingSide == .leftHandDrive
        let panelX = driverOnLeft ? frame.minX + margin : frame.maxX - margin - width

        if let previews = map.previews, let trip = previews.selectedTrip {
            children.append(
                tripPreview(
                    previews, trip: trip, templateID: inputs.templateID,
                    frame: Rect(x: panelX, y: top, width: width, height: 0), bottom: frame.maxY - margin,
                    context: context))
        } else if let navigation = map.navigation {
            // The estimates panel sits at the bottom of the driver's side, the card above it: on short displays the
            // card drops the second maneuver, then the lanes, to keep clear of the panel.
            let panelHeight = 36.0
            let panelTop = frame.maxY - margin - panelHeight
            let showsPanel = navigation.pause == nil || navigation.tripEstimates != nil
            let room = (showsPanel ? panelTop - margin : frame.maxY - margin) - top
            children.append(
                fittedGuidanceCard(
                    navigation, map: map, frame: Rect(x: panelX, y: top, width: width, height: 0), room: room,
                    surface: .guidanceCard, context: context))
            if showsPanel {
                children.append(
                    estimatesPanel(
                        navigation.tripEstimates, style: map.tripEstimateStyle,
                        frame: Rect(x: panelX, y: panelTop, width: width, height: panelHeight), context: context))
            }
        }

        let buttonsShown = Rules.showsMapButtons(
            hidesWithNavigationBar: map.hidesButtonsWithNavigationBar, navigationBarShown: inputs.navigationBarShown)
        var buttonFrames: [Rect] = []
        if buttonsShown {
            let shown = Rules.shownMapButtons(map.mapButtons, panning: map.isPanningInterfaceVisible)
            let x = driverOnLeft ? frame.maxX - margin - buttonSize.width : frame.minX + margin
            let columnTop = frame.minY + (inputs.navigationBarShown ? Theme.barHeight : 0) + margin
            buttonFrames = mapButtonFrames(count: shown.count, x: x, top: columnTop, bottom: frame.maxY - margin)
            for (button, buttonFrame) in zip(shown, buttonFrames) {
                let glyph = Size(width: buttonFrame.width * glyphRatio, height: buttonFrame.height * glyphRatio)
                let image = context.image(button.image, maximum: glyph)
                children.append(
                    ScreenNode(
                        role: .mapButton, frame: buttonFrame, id: button.id, image: image,
                        background: context.theme.surface, action: .select(button.id), isEnabled: button.isEnabled,
                        attributes: ["shape": "circular"]))
            }
        }
        if map.isPanningInterfaceVisible {
            let covered = children.filter { [.guidanceCard, .tripEstimates, .tripPreview].contains($0.role) }.map(
                \.frame)
            children += panButtons(
                templateID: inputs.templateID, frame: frame, barShown: inputs.navigationBarShown, covered: covered,
                buttons: buttonFrames, context: context)
        }
        if inputs.navigationBarShown, let bar = inputs.navigationBar { children.append(bar) }
        if let alert = map.alert {
            children.append(navigationAlert(alert, frame: frame, context: context))
        }
        return ScreenNode(
            role: .mapTemplate, frame: frame, id: inputs.templateID,
            attributes: inputs.navigationBarShown ? [:] : ["controls": "hidden"], children: children)
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
    private static func panButtons(
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
                attributes: ["shape": "circular", "direction": direction.rawValue])
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

    // MARK: Guidance card

    /// What the guidance card shows besides the primary maneuver, from the most to the least.
    enum CardParts { case all, withoutSecondManeuver, primaryOnly }

    /// Which of a maneuver's variants a surface draws (spec api-navigation §9.3): the guidance card on the main
    /// screen, or the CarPlay Dashboard (its own variants, else the guidance card's).
    enum ManeuverSurface: String {
        case guidanceCard, dashboard

        func instructions(_ maneuver: ManeuverSnapshot) -> [InstructionVariant] {
            self == .dashboard ? maneuver.dashboardInstructions : maneuver.guidanceInstructions
        }

        func symbol(_ maneuver: ManeuverSnapshot) -> ImageSnapshot? {
            self == .dashboard ? maneuver.dashboardSymbol : maneuver.symbolImage
        }

        func junction(_ maneuver: ManeuverSnapshot) -> ImageSnapshot? {
            self == .dashboard ? maneuver.dashboardJunction : maneuver.junctionImage
        }
    }

    /// The guidance card at `frame` (its height follows the content), with as much as fits in `room` points of
    /// height: on short areas the card drops the second maneuver, then the lanes.
    static func fittedGuidanceCard(
        _ navigation: NavigationSessionSnapshot, map: MapTemplateSnapshot, frame: Rect, room: Double,
        surface: ManeuverSurface, context: LayoutContext
    ) -> ScreenNode {
        var card = guidanceCard(navigation, map: map, frame: frame, parts: .all, surface: surface, context: context)
        for parts in [CardParts.withoutSecondManeuver, .primaryOnly] where card.frame.height > room {
            card = guidanceCard(navigation, map: map, frame: frame, parts: parts, surface: surface, context: context)
        }
        return card
    }

    private static func guidanceCard(
        _ navigation: NavigationSessionSnapshot, map: MapTemplateSnapshot, frame: Rect, parts: CardParts,
        surface: ManeuverSurface, context: LayoutContext
    ) -> ScreenNode {
        let dark = context.display.appearance == .dark
        let mapColor =
            dark
            ? ColorSnapshot.RGBA(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
            : ColorSnapshot.RGBA(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
        func variant(_ color: ColorSnapshot?) -> ColorSnapshot.RGBA? { color.map { dark ? $0.dark : $0.light } }
        let first = navigation.maneuvers.first
        let cardColor = Rules.guidanceCardColor(
            maneuver: navigation.pause != nil
                ? variant(navigation.pause?.turnCardColor) : variant(first?.cardBackgroundColor),
            template: variant(map.guidanceBackgroundColor), system: systemCardColor, map: mapColor)
        let white = Rules.prefersWhiteText(on: cardColor)
        let label: ScreenColor = white ? "#FFFFFF" : "#000000"
        let secondary: ScreenColor = white ? "#FFFFFFB3" : "#000000B3"
        let pad = 8.0
        let inner = frame.width - 2 * pad
        var y = frame.minY + pad
        var children: [ScreenNode] = []

        if let pause = navigation.pause {
            let text = pause.description ?? pauseText(pause.reason)
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 24),
                    text: context.fit(text, width: inner, font: instructionFont), font: instructionFont,
                    foreground: label, attributes: ["pause": pause.reason.rawValue]))
            y += 24 + pad
        } else if let first {
            let primary = maneuverNode(
                first, estimates: navigation.maneuverEstimates[first.id],
                frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 0), label: label, secondary: secondary,
                cardDark: white, surface: surface, context: context)
            children.append(primary)
            y = primary.frame.maxY + 2
            if parts != .primaryOnly, let lanes = navigation.currentLaneGuidance ?? first.linkedLaneGuidance,
                !lanes.lanes.isEmpty
            {
                let node = laneNode(
                    lanes, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 24), label: label,
                    secondary: secondary)
                children.append(node)
                y = node.frame.maxY + 2
            }
            if parts == .all, navigation.maneuvers.count > 1 {
                let second = navigation.maneuvers[1]
                let node = secondManeuverNode(
                    second, style: navigation.secondManeuverDisplayStyle,
                    frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 26), label: label,
                    secondary: secondary, cardDark: white, surface: surface, context: context)
                children.append(node)
                y = node.frame.maxY + 2
            }
            y += pad - 2
        } else {
            y += pad
        }
        return ScreenNode(
            role: .guidanceCard, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY),
            id: navigation.id, foreground: label, background: ScreenColor(cardColor),
            attributes: surface == .guidanceCard ? ["corner": "12"] : ["corner": "12", "surface": surface.rawValue],
            children: children)
    }

    /// The system's text for a pause without the app's. Decision: Apple shows a localised string per reason; these
    /// are the English ones of Apple Maps.
    static func pauseText(_ reason: NavigationSessionSnapshot.Pause.Reason) -> String {
        switch reason {
        case .arrived: "Arrived"
        case .loading: "Loading Route…"
        case .locating: "Locating…"
        case .rerouting: "Rerouting…"
        case .proceedToRoute: "Proceed to Route"
        }
    }

    private static func maneuverNode(
        _ maneuver: ManeuverSnapshot, estimates: TravelEstimatesSnapshot?, frame: Rect, label: ScreenColor,
        secondary: ScreenColor, cardDark: Bool, surface: ManeuverSurface, context: LayoutContext
    ) -> ScreenNode {
        let symbolSize = ImageLimits.maneuverSymbol
        var children: [ScreenNode] = []
        var textX = frame.minX
        if let symbol = cardImage(surface.symbol(maneuver), maximum: symbolSize, dark: cardDark, context: context) {
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(x: frame.minX, y: frame.minY, width: symbolSize.width, height: symbolSize.height),
                    image: symbol))
            textX += symbolSize.width + 8
        }
        let textWidth = max(0, frame.maxX - textX)
        var y = frame.minY
        if let estimates, let distance = distanceText(estimates, context: context) {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: y, width: textWidth, height: 28), text: distance,
                    font: distanceFont, foreground: label, attributes: ["field": "distance"]))
            y += 28
        }
        let instruction = instructionText(
            surface.instructions(maneuver), width: textWidth, font: instructionFont, lines: 2, context: context)
        if let instruction {
            let height =
                Double(instruction.text.split(separator: "\n").count) * ScreenDrawing.lineHeight(instructionFont.size)
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: y, width: textWidth, height: height), text: instruction.text,
                    image: instruction.image, font: instructionFont, foreground: label,
                    attributes: ["field": "instruction", "lines": "2"]))
            y += height
        }
        y = max(y, frame.minY + (children.first?.role == .image ? symbolSize.height : 0))
        if let junction = cardImage(
            surface.junction(maneuver), maximum: ImageLimits.junctionImage, dark: cardDark, context: context)
        {
            let junctionFrame = Rect(
                x: frame.minX + (frame.width - junction.size.width) / 2, y: y + 4, width: junction.size.width,
                height: junction.size.height)
            children.append(
                ScreenNode(role: .image, frame: junctionFrame, image: junction, attributes: ["field": "junction"]))
            y = junctionFrame.maxY
        }
        return ScreenNode(
            role: .maneuver, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY),
            id: maneuver.id, attributes: ["position": "primary"], children: children)
    }

    /// A maneuver's image in the guidance card's own style, whatever the display's: the dark variant on a card with
    /// white text, the light one on a card with black text. Decision: Apple says CarPlay picks a symbol's variant by
    /// interface style; the card has the style of its colour (the system's card is dark in light mode too), so a
    /// black light-mode arrow is never drawn on the dark card.
    private static func cardImage(_ image: ImageSnapshot?, maximum: Size, dark: Bool, context: LayoutContext)
        -> ScreenImage?
    {
        image.map {
            ImageFitter.fit($0, maximum: maximum, display: context.display.with(appearance: dark ? .dark : .light))
        }
    }

    /// The second maneuver in the layout its display style asks for (`CPManeuverDisplayStyle` raw values: 0 default,
    /// 1 leading symbol, 2 trailing symbol, 3 symbol only, 4 instruction only).
    private static func secondManeuverNode(
        _ maneuver: ManeuverSnapshot, style: Int, frame: Rect, label: ScreenColor, secondary: ScreenColor,
        cardDark: Bool, surface: ManeuverSurface, context: LayoutContext
    ) -> ScreenNode {
        let symbolSide = Size(width: 24, height: 24)  // the slot; images fit `ImageLimits.secondaryManeuverSymbol`
        var children: [ScreenNode] = []
        let styleName: String
        switch style {
        case 3:
            styleName = "symbolOnly"
            if let image = cardImage(
                surface.symbol(maneuver), maximum: ImageLimits.laneGuidanceSymbol, dark: cardDark, context: context)
            {
                children.append(
                    ScreenNode(
                        role: .image,
                        frame: Rect(
                            x: frame.minX + (frame.width - image.size.width) / 2,
                            y: frame.minY + (frame.height - image.size.height) / 2, width: image.size.width,
                            height: image.size.height), image: image))
            }
        case 4:
            styleName = "instructionOnly"
            if let text = instructionText(
                surface.instructions(maneuver), width: frame.width, font: secondaryFont, context: context)
            {
                children.append(
                    ScreenNode(
                        role: .text, frame: frame, text: text.text, image: text.image, font: secondaryFont,
                        foreground: label))
            }
        default:
            styleName = style == 2 ? "trailingSymbol" : style == 1 ? "leadingSymbol" : "default"
            let symbol = cardImage(
                surface.symbol(maneuver), maximum: ImageLimits.secondaryManeuverSymbol, dark: cardDark, context: context
            )
            let prefix = style == 0 ? "Then " : ""
            let textWidth = frame.width - (symbol == nil ? 0 : symbolSide.width + 6)
            let symbolX = style == 2 ? frame.maxX - symbolSide.width : frame.minX
            let textX = style == 2 || symbol == nil ? frame.minX : frame.minX + symbolSide.width + 6
            if let symbol {
                children.append(
                    ScreenNode(
                        role: .image,
                        frame: Rect(
                            x: symbolX, y: frame.minY + (frame.height - symbolSide.height) / 2, width: symbolSide.width,
                            height: symbolSide.height),
                        image: symbol))
            }
            if let text = instructionText(
                surface.instructions(maneuver), width: textWidth - context.text.width(of: prefix, font: secondaryFont),
                font: secondaryFont, context: context)
            {
                children.append(
                    ScreenNode(
                        role: .text, frame: Rect(x: textX, y: frame.minY, width: textWidth, height: frame.height),
                        text: prefix + text.text, image: text.image, font: secondaryFont, foreground: secondary))
            }
        }
        return ScreenNode(
            role: .maneuver, frame: frame, id: maneuver.id,
            attributes: ["position": "secondary", "displayStyle": styleName], children: children)
    }

    /// The lanes of a lane guidance, each as an arrow for its angles; preferred and good lanes in the label colour.
    private static func laneNode(
        _ guidance: LaneGuidanceSnapshot, frame: Rect, label: ScreenColor, secondary: ScreenColor
    )
        -> ScreenNode
    {
        let count = guidance.lanes.count
        let laneWidth = min(28, frame.width / Double(max(count, 1)))
        var x = frame.minX + (frame.width - laneWidth * Double(count)) / 2
        var lanes: [ScreenNode] = []
        for lane in guidance.lanes {
            let angle = lane.highlightedAngle ?? lane.angles.first ?? 0
            lanes.append(
                ScreenNode(
                    role: .lane, frame: Rect(x: x, y: frame.minY, width: laneWidth, height: frame.height),
                    image: ScreenImage(
                        source: .system(laneSymbol(degrees: angle)), size: Size(width: 20, height: 20), scale: 1,
                        isTemplate: true),
                    foreground: lane.status == .notGood ? secondary : label,
                    attributes: [
                        "status": lane.status.rawValue,
                        "angles": lane.angles.map { String(format: "%.0f", $0) }.joined(separator: ","),
                    ]))
            x += laneWidth
        }
        return ScreenNode(role: .laneGuidance, frame: frame, children: lanes)
    }

    /// The arrow for a lane angle in degrees (0 straight ahead, negative to the left).
    static func laneSymbol(degrees: Double) -> String {
        let a = abs(degrees)
        if a < 30 { return "arrow.up" }
        if a >= 150 { return degrees < 0 ? "arrow.uturn.left" : "arrow.uturn.right" }
        return degrees < 0 ? "arrow.turn.up.left" : "arrow.turn.up.right"
    }

    /// The instruction variant that fits `width` in `lines` lines (attributed variants first, their text attachments
    /// as an image of at most `attachmentMaximum`, by default the maneuver attachments' maximum): the first variant
    /// that fits whole, else the last one wrapped and truncated. Lines are joined by newlines.
    static func instructionText(
        _ variants: [InstructionVariant], width: Double, font: ScreenFont, lines: Int = 1,
        attachmentMaximum: Size? = nil, context: LayoutContext
    ) -> (text: String, image: ScreenImage?)? {
        guard !variants.isEmpty else { return nil }
        let texts = variants.map(\.plainText)
        let fitted: String
        let index: Int
        if lines > 1 {
            let wrapped = texts.map { context.text.wrap($0, width: width, font: font, maximumLines: lines) }
            let whole = wrapped.firstIndex { lines in
                !lines.isEmpty && lines.count <= 2 && !(lines.last ?? "").hasSuffix("…")
            }
            index = whole ?? texts.count - 1
            guard !wrapped[index].isEmpty else { return nil }
            fitted = wrapped[index].joined(separator: "\n")
        } else {
            guard let one = context.fit(texts, width: width, font: font) else { return nil }
            fitted = one
            index = texts.firstIndex(of: one) ?? texts.count - 1
        }
        let image = variants[index].attachments.first.flatMap {
            context.image(
                $0.image, maximum: attachmentMaximum ?? ImageLimits.maneuverAttachment(for: context.rules.osVersion))
        }
        return (fitted, image)
    }

    // MARK: Estimates panel

    /// The distance to show, in the car's locale ("--" when unknown); nil when nothing should show.
    static func distanceText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String? {
        NavigationFormat.distance(estimates.distanceRemainingToDisplay, locale: context.locale)
    }

    /// The time remaining ("--" when unknown).
    static func durationText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String {
        estimates.isTimeKnown
            ? NavigationFormat.duration(estimates.timeRemaining, locale: context.locale) : NavigationFormat.unknown
    }

    /// The arrival time on the car's clock ("--" when the time remaining is unknown).
    static func arrivalText(_ estimates: TravelEstimatesSnapshot, context: LayoutContext) -> String {
        guard estimates.isTimeKnown else { return NavigationFormat.unknown }
        return NavigationFormat.arrivalTime(
            now: context.now, timeRemaining: estimates.timeRemaining, locale: context.locale,
            timeZone: context.timeZone)
    }

    private static func estimatesPanel(
        _ estimates: MapTemplateSnapshot.TripEstimates?, style: MapTemplateSnapshot.EstimateStyle?, frame: Rect,
        context: LayoutContext
    ) -> ScreenNode {
        let dark = (style ?? (context.display.appearance == .dark ? .dark : .light)) == .dark
        let background: ScreenColor = dark ? "#1C1C1E" : "#FFFFFF"
        let label: ScreenColor = dark ? "#FFFFFF" : "#000000"
        let columns = 3.0
        let values: [(String, String, ScreenColor)]
        if let estimates {
            let remaining = estimates.estimates
            let timeColor: ScreenColor =
                switch estimates.timeRemainingColor {
                case .green: context.theme.confirm
                case .orange: "#FF9500"
                case .red: context.theme.destructive
                case .default: label
                }
            values = [
                ("arrival", arrivalText(remaining, context: context), label),
                ("time", durationText(remaining, context: context), timeColor),
                ("distance", distanceText(remaining, context: context) ?? NavigationFormat.unknown, label),
            ]
        } else {
            values = [
                ("arrival", NavigationFormat.unknown, label), ("time", NavigationFormat.unknown, label),
                ("distance", NavigationFormat.unknown, label),
            ]
        }
        // Each value gets its own width and the room left is shared between them; when the three do not fit at the
        // estimates font, the font shrinks (down to 11 points), then the widest value is shortened.
        let pad = 8.0
        let inner = max(0, frame.width - 2 * pad)
        var font = estimateFont
        func widths(_ font: ScreenFont) -> [Double] { values.map { context.text.width(of: $0.1, font: font) } }
        var measured = widths(font)
        while measured.reduce(0, +) + Double(values.count - 1) * 6 > inner, font.size > 11 {
            font = ScreenFont(size: font.size - 1, weight: font.weight)
            measured = widths(font)
        }
        let spare = max(0, inner - measured.reduce(0, +)) / columns
        var x = frame.minX + pad
        var children: [ScreenNode] = []
        for (index, value) in values.enumerated() {
            let columnWidth = min(measured[index] + spare, max(0, frame.minX + pad + inner - x))
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: x, y: frame.minY, width: columnWidth, height: frame.height),
                    text: context.fit(value.1, width: columnWidth, font: font), font: font, foreground: value.2,
                    attributes: ["field": value.0, "align": "center"]))
            x += columnWidth
        }
        return ScreenNode(
            role: .tripEstimates, frame: frame, background: background,
            attributes: ["style": dark ? "dark" : "light", "corner": "12"], children: children)
    }

    // MARK: Trip previews

    private static func tripPreview(
        _ previews: MapTemplateSnapshot.TripPreviews, trip: TripSnapshot, templateID: ElementID, frame: Rect,
        bottom: Double, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let pad = 8.0
        let inner = frame.width - 2 * pad
        var y = frame.minY + pad
        var children: [ScreenNode] = []
        let tripIndex = previews.trips.firstIndex { $0.id == trip.id } ?? 0
        let base = templateID.rawValue + "/preview/"
        let several = previews.trips.count > 1
        let arrow = 24.0
        // The title row: the destination, between the previous and next trip buttons when there are several.
        if several {
            for (name, symbol, x, target, enabled) in [
                ("previous", "chevron.left", frame.minX + pad, tripIndex - 1, tripIndex > 0),
                (
                    "next", "chevron.right", frame.maxX - pad - arrow, tripIndex + 1,
                    tripIndex + 1 < previews.trips.count
                ),
            ] {
                children.append(
                    ScreenNode(
                        role: .button, frame: Rect(x: x, y: y, width: arrow, height: 24), id: ElementID(base + name),
                        image: ScreenImage(
                            source: .system(symbol), size: Size(width: 14, height: 14), scale: 1, isTemplate: true),
                        foreground: theme.accent, action: .selectTripPreview(trip: target, routeChoice: 0),
                        isEnabled: enabled))
            }
        }
        let titleX = frame.minX + pad + (several ? arrow : 0)
        let titleWidth = inner - (several ? 2 * arrow : 0)
        if let title = context.fit(trip.destinationNames, width: titleWidth, font: Theme.modalTitle) {
            children.append(
                ScreenNode(
                    role: .title, frame: Rect(x: titleX, y: y, width: titleWidth, height: 24), text: title,
                    font: Theme.modalTitle, foreground: theme.label,
                    attributes: ["align": several ? "center" : "leading"]))
        }
        y += 24 + 2
        // The route choices: the selected one with its summary and details, the others one line each. Rows that do
        // not fit above the start button are left out, the selected one never.
        let fixedBelow = 2 + 18 + 4 + 32 + pad
        var rows: [(index: Int, height: Double)] = trip.routeChoices.indices.map {
            ($0, $0 == previews.selectedRouteChoiceIndex ? 34 : 24)
        }
        while rows.count > 1, y + rows.reduce(0, { $0 + $1.height + 2 }) + fixedBelow > bottom,
            let drop = rows.lastIndex(where: { $0.index != previews.selectedRouteChoiceIndex })
        {
            rows.remove(at: drop)
        }
        for (index, height) in rows {
            let route = trip.routeChoices[index]
            let selected = index == previews.selectedRouteChoiceIndex
            let summary = context.fit(route.summaryVariants, width: inner - 12, font: Theme.rowText)
            let detail =
                selected
                ? context.fit(
                    route.selectionSummaryVariants + route.additionalInformationVariants, width: inner - 12,
                    font: Theme.rowDetail) : nil
            children.append(
                ScreenNode(
                    role: .routeChoice, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: height),
                    id: route.id, text: summary, detailText: detail, font: Theme.rowText, foreground: theme.label,
                    background: selected ? theme.surface : nil,
                    action: .selectTripPreview(trip: tripIndex, routeChoice: index), isSelected: selected))
            y += height + 2
        }
        // The estimates line, with the page ("1 of 2") at its end.
        let page = several ? "\(tripIndex + 1) of \(previews.trips.count)" : nil
        let pageWidth = page.map { context.text.width(of: $0, font: Theme.rowDetail) + 4 } ?? 0
        if let estimates = previews.estimates[trip.id]?.estimates {
            let text = [
                durationText(estimates, context: context),
                distanceText(estimates, context: context) ?? NavigationFormat.unknown,
            ].joined(separator: " · ")
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + pad, y: y, width: inner - pageWidth, height: 18),
                    text: context.fit(text, width: inner - pageWidth, font: Theme.rowDetail), font: Theme.rowDetail,
                    foreground: theme.secondaryLabel, attributes: ["field": "estimates"]))
        }
        if let page {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.maxX - pad - pageWidth, y: y, width: pageWidth, height: 18),
                    text: page, font: Theme.rowDetail, foreground: theme.secondaryLabel,
                    attributes: ["field": "page", "align": "trailing"]))
        }
        y += 18 + 4
        let start = previews.text?.startButtonTitle ?? "Go"
        children.append(
            ScreenNode(
                role: .button, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 32),
                id: ElementID(base + "start"), text: context.fit(start, width: inner - 16, font: Theme.modalTitle),
                font: Theme.modalTitle, foreground: "#FFFFFF", background: theme.confirm, action: .startTrip,
                isEnabled: Rules.canStart(trip), attributes: ["field": "start"]))
        y += 32 + pad
        return ScreenNode(
            role: .tripPreview, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY),
            id: trip.id, background: theme.barBackground, attributes: ["corner": "12"], children: children)
    }

    // MARK: Navigation alert

    private static func navigationAlert(_ alert: NavigationAlertSnapshot, frame: Rect, context: LayoutContext)
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
                font: Theme.modalTitle, foreground: theme.label, attributes: ["align": "leading"]))
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
            id: alert.id, background: theme.barBackground, attributes: ["corner": "12"], children: children)
    }
}
