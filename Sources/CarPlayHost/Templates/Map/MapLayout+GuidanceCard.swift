import Foundation

extension MapLayout {
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

    /// Everything the guidance card's layout reads besides the context: a card made from equal inputs is the same
    /// card, kept by the session's layout memo (`LayoutMemo`). The maneuvers' travel estimates come in as the
    /// primary maneuver's distance as the card writes it ("250 m"): a guiding app sends new estimates every second,
    /// and the card is laid out again only when that text changes.
    struct GuidanceCardInputs: Equatable, Sendable {
        var id: ElementID
        var pause: NavigationSessionSnapshot.Pause?
        var maneuvers: [ManeuverSnapshot]
        var secondManeuverDisplayStyle: Int
        var currentLaneGuidance: LaneGuidanceSnapshot?
        /// The primary maneuver's distance as the card shows it (nil: no estimates, no distance line).
        var distance: String?
        var guidanceBackgroundColor: ColorSnapshot?
        var frame: Rect
        /// The height the card may take: on short areas it drops the second maneuver, then the lanes.
        var room: Double
        var surface: ManeuverSurface

        init(
            _ navigation: NavigationSessionSnapshot, map: MapTemplateSnapshot, frame: Rect, room: Double,
            surface: ManeuverSurface, context: LayoutContext
        ) {
            id = navigation.id
            pause = navigation.pause
            maneuvers = navigation.maneuvers
            secondManeuverDisplayStyle = navigation.secondManeuverDisplayStyle
            currentLaneGuidance = navigation.currentLaneGuidance
            distance = navigation.maneuvers.first.flatMap { navigation.maneuverEstimates[$0.id] }.flatMap {
                distanceText($0, context: context)
            }
            guidanceBackgroundColor = map.guidanceBackgroundColor
            self.frame = frame
            self.room = room
            self.surface = surface
        }
    }

    /// The guidance card at `frame` (its height follows the content), with as much as fits in `room` points of
    /// height: on short areas the card drops the second maneuver, then the lanes.
    static func fittedGuidanceCard(
        _ navigation: NavigationSessionSnapshot, map: MapTemplateSnapshot, frame: Rect, room: Double,
        surface: ManeuverSurface, context: LayoutContext
    ) -> ScreenNode {
        let inputs = GuidanceCardInputs(
            navigation, map: map, frame: frame, room: room, surface: surface, context: context)
        return context.memoized("guidanceCard/\(surface.rawValue)", inputs: inputs) {
            var card = guidanceCard(inputs, parts: .all, context: context)
            for parts in [CardParts.withoutSecondManeuver, .primaryOnly] where card.frame.height > inputs.room {
                card = guidanceCard(inputs, parts: parts, context: context)
            }
            return card
        }
    }

    private static func guidanceCard(_ inputs: GuidanceCardInputs, parts: CardParts, context: LayoutContext)
        -> ScreenNode
    {
        let frame = inputs.frame
        let surface = inputs.surface
        let dark = context.display.appearance == .dark
        let mapColor =
            dark
            ? ColorSnapshot.RGBA(red: 0.1, green: 0.1, blue: 0.12, alpha: 1)
            : ColorSnapshot.RGBA(red: 0.95, green: 0.94, blue: 0.91, alpha: 1)
        func variant(_ color: ColorSnapshot?) -> ColorSnapshot.RGBA? { color.map { dark ? $0.dark : $0.light } }
        let first = inputs.maneuvers.first
        let cardColor = Rules.guidanceCardColor(
            maneuver: inputs.pause != nil
                ? variant(inputs.pause?.turnCardColor) : variant(first?.cardBackgroundColor),
            template: variant(inputs.guidanceBackgroundColor), system: systemCardColor, map: mapColor)
        let white = Rules.prefersWhiteText(on: cardColor)
        let label: ScreenColor = white ? "#FFFFFF" : "#000000"
        let secondary: ScreenColor = white ? "#FFFFFFB3" : "#000000B3"
        let pad = 8.0
        let inner = frame.width - 2 * pad
        var y = frame.minY + pad
        var children: [ScreenNode] = []

        if let pause = inputs.pause {
            let text = pause.description ?? pauseText(pause.reason)
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 24),
                    text: context.fit(text, width: inner, font: instructionFont), font: instructionFont,
                    foreground: label,
                    content: ScreenContent(pause: bridge(pause.reason, to: ScreenContent.PauseReason.self))))
            y += 24 + pad
        } else if let first {
            let primary = maneuverNode(
                first, distance: inputs.distance,
                frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 0), label: label, secondary: secondary,
                cardDark: white, surface: surface, context: context)
            children.append(primary)
            y = primary.frame.maxY + 2
            if parts != .primaryOnly, let lanes = inputs.currentLaneGuidance ?? first.linkedLaneGuidance,
                !lanes.lanes.isEmpty
            {
                let node = laneNode(
                    lanes, frame: Rect(x: frame.minX + pad, y: y, width: inner, height: 24), label: label,
                    secondary: secondary)
                children.append(node)
                y = node.frame.maxY + 2
            }
            if parts == .all, inputs.maneuvers.count > 1 {
                let second = inputs.maneuvers[1]
                let node = secondManeuverNode(
                    second, style: inputs.secondManeuverDisplayStyle,
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
            id: inputs.id, foreground: label, background: ScreenColor(cardColor),
            content: ScreenContent(
                corner: 12,
                surface: surface == .guidanceCard ? nil : bridge(surface, to: ScreenContent.Surface.self)),
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
        _ maneuver: ManeuverSnapshot, distance: String?, frame: Rect, label: ScreenColor,
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
        if let distance {
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: textX, y: y, width: textWidth, height: 28), text: distance,
                    font: distanceFont, foreground: label, content: ScreenContent(field: .distance)))
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
                    content: ScreenContent(field: .instruction, lines: 2)))
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
                ScreenNode(
                    role: .image, frame: junctionFrame, image: junction, content: ScreenContent(field: .junction)))
            y = junctionFrame.maxY
        }
        return ScreenNode(
            role: .maneuver, frame: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: y - frame.minY),
            id: maneuver.id, content: ScreenContent(maneuver: ScreenContent.Maneuver(position: .primary)),
            children: children)
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
        let styleName: ScreenContent.Maneuver.DisplayStyle
        switch style {
        case 3:
            styleName = .symbolOnly
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
            styleName = .instructionOnly
            if let text = instructionText(
                surface.instructions(maneuver), width: frame.width, font: secondaryFont, context: context)
            {
                children.append(
                    ScreenNode(
                        role: .text, frame: frame, text: text.text, image: text.image, font: secondaryFont,
                        foreground: label))
            }
        default:
            styleName = style == 2 ? .trailingSymbol : style == 1 ? .leadingSymbol : .default
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
            content: ScreenContent(maneuver: ScreenContent.Maneuver(position: .secondary, displayStyle: styleName)),
            children: children)
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
                    content: ScreenContent(
                        lane: bridge(lane.status, to: ScreenContent.Lane.Status.self).map {
                            ScreenContent.Lane(status: $0, angles: lane.angles.map { $0.rounded() })
                        })))
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
        // Laid out every second while guiding, for an instruction that changes at each maneuver: kept meanwhile.
        context.memoized(
            "instruction/\(lines)/\(font.size)",
            inputs: InstructionInputs(
                variants: variants, width: width, font: font, lines: lines, attachmentMaximum: attachmentMaximum)
        ) {
            fitInstruction(
                variants, width: width, font: font, lines: lines, attachmentMaximum: attachmentMaximum,
                context: context)
        }
    }

    /// What `instructionText` fits an instruction from besides the context.
    private struct InstructionInputs: Equatable, Sendable {
        var variants: [InstructionVariant]
        var width: Double
        var font: ScreenFont
        var lines: Int
        var attachmentMaximum: Size?
    }

    private static func fitInstruction(
        _ variants: [InstructionVariant], width: Double, font: ScreenFont, lines: Int, attachmentMaximum: Size?,
        context: LayoutContext
    ) -> (text: String, image: ScreenImage?)? {
        guard !variants.isEmpty else { return nil }
        let texts = variants.map(\.plainText)
        let fitted: String
        let index: Int
        if lines > 1 {
            // The first variant that fits whole, else the last, wrapped: the variants after the one that fits are
            // not wrapped (the card is laid out every second while guiding).
            var chosen: (index: Int, lines: [String]) = (texts.count - 1, [])
            for (position, text) in texts.enumerated() {
                let wrapped = context.text.wrap(text, width: width, font: font, maximumLines: lines)
                let whole = !wrapped.isEmpty && wrapped.count <= 2 && !(wrapped.last ?? "").hasSuffix("…")
                if whole || position == texts.count - 1 {
                    chosen = (position, wrapped)
                    break
                }
            }
            index = chosen.index
            guard !chosen.lines.isEmpty else { return nil }
            fitted = chosen.lines.joined(separator: "\n")
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
}
