import Foundation

/// Lays out the contact template: the contact's image (at most `CPButtonMaximumImageSize`, 50×50), name, subtitle,
/// informative text (up to two lines) and a row of up to four round action buttons with titles below them.
///
/// Nodes and their content (`ScreenContent`):
/// - `.contactCard` (id: the contact's id, not focusable) holding everything.
/// - `.image` "field": "contactImage", "shape": "circular".
/// - `.text` "field": "name" | "subtitle" | "informativeText".
/// - `.contactButton` (id: the button's id): "shape": "circular"; "kind": "call" | "message" | "directions" |
///   "custom"; the glyph (system "phone.fill", "message.fill", "arrow.triangle.turn.up.right.diamond.fill", or
///   the app's image) and the title as text (the app's title, else "Call", "Message", "Directions"); "recipient":
///   the phone number or email of a message button. The node's frame is the button's slot: the circle
///   (`buttonDiameter`) centred at its top, the title on one line below it.
public enum ContactLayout {
    static let buttonDiameter = 44.0

    public static func layout(_ contact: ContactTemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode
    {
        let theme = context.theme
        let person = contact.contact
        let area = frame.insetBy(dx: Theme.padding, dy: Theme.padding)
        let compact = area.height < 200
        let imageSide = compact ? 40.0 : ImageLimits.button.width
        var children: [ScreenNode] = []
        var y = area.y

        if let image = context.image(person.image, maximum: Size(width: imageSide, height: imageSide)) {
            children.append(
                ScreenNode(
                    role: .image,
                    frame: Rect(x: area.midX - imageSide / 2, y: y, width: imageSide, height: imageSide)
                        .centered(image.size),
                    image: image, background: theme.surface,
                    content: ScreenContent(field: .contactImage, shape: .circular))
            )
        }
        y += imageSide + 4

        let name = ScreenFont(size: 18, weight: .bold)
        children.append(
            line(
                person.name, field: .name, y: &y, height: 22, font: name, color: theme.label, in: area,
                context: context))
        if let subtitle = person.subtitle, !subtitle.isEmpty {
            children.append(
                line(
                    subtitle, field: .subtitle, y: &y, height: 18, font: Theme.body, color: theme.secondaryLabel,
                    in: area, context: context))
        }
        if let informative = person.informativeText, !informative.isEmpty {
            let lines = context.text.wrap(informative, width: area.width, font: Theme.caption, maximumLines: 2)
            if !lines.isEmpty {
                let height = Double(lines.count) * 14
                children.append(
                    ScreenNode(
                        role: .text, frame: Rect(x: area.x, y: y, width: area.width, height: height),
                        text: lines.joined(separator: "\n"), font: Theme.caption, foreground: theme.secondaryLabel,
                        content: ScreenContent(field: .informativeText, lines: lines.count)))
                y += height
            }
        }

        // The action row: below the texts, at the bottom when there is room.
        let buttons = person.actions ?? []
        if !buttons.isEmpty {
            let rowHeight = buttonDiameter + 18
            let rowY = max(y + 8, area.maxY - rowHeight)
            let slot = min(90, area.width / Double(buttons.count))
            var x = area.midX - slot * Double(buttons.count) / 2
            for button in buttons {
                children.append(
                    buttonNode(
                        button, recipient: person.messageRecipients[button.id.rawValue],
                        frame: Rect(x: x, y: rowY, width: slot, height: rowHeight), context: context))
                x += slot
            }
        }
        return ScreenNode(
            role: .contactCard, frame: frame, id: person.id, background: theme.background, children: children)
    }

    private static func line(
        _ text: String, field: ScreenContent.Field, y: inout Double, height: Double, font: ScreenFont,
        color: ScreenColor,
        in area: Rect,
        context: LayoutContext
    ) -> ScreenNode {
        let node = ScreenNode(
            role: .text, frame: Rect(x: area.x, y: y, width: area.width, height: height),
            text: context.fit(text, width: area.width, font: font), font: font, foreground: color,
            content: ScreenContent(field: field, alignment: .center))
        y += height
        return node
    }

    private static func buttonNode(_ button: ButtonSnapshot, recipient: String?, frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let kind = button.systemKind ?? "custom"
        let glyph: String? =
            switch kind {
            case "call": "phone.fill"
            case "message": "message.fill"
            case "directions": "arrow.triangle.turn.up.right.diamond.fill"
            default: nil
            }
        let defaultTitle: String? =
            switch kind {
            case "call": "Call"
            case "message": "Message"
            case "directions": "Directions"
            default: nil
            }
        let image: ScreenImage? =
            if let glyph {
                ScreenImage(source: .system(glyph), size: Size(width: 24, height: 24), scale: 1, isTemplate: true)
            } else {
                context.image(button.image, maximum: ImageLimits.button)
                    ?? ScreenImage(
                        source: .system("questionmark.square.dashed"), size: Size(width: 24, height: 24), scale: 1,
                        isTemplate: true, isMissing: true)
            }
        let circle = Rect(x: frame.midX - buttonDiameter / 2, y: frame.y, width: buttonDiameter, height: buttonDiameter)
        let title = (button.title?.isEmpty == false ? button.title : nil) ?? defaultTitle
        let content = ScreenContent(
            shape: .circular,
            contactButton: ScreenContent.ContactButton.Kind(rawValue: kind).map {
                ScreenContent.ContactButton(kind: $0, recipient: recipient)
            })
        var children: [ScreenNode] = []
        if context.pendingHandlers.contains(button.id) {
            children.append(ScreenNode(role: .spinner, frame: circle.centered(Size(width: 20, height: 20))))
        }
        return ScreenNode(
            role: .contactButton, frame: Rect(x: frame.x, y: frame.y, width: frame.width, height: buttonDiameter + 16),
            id: button.id, text: title.flatMap { context.fit($0, width: frame.width - 4, font: Theme.caption) },
            image: image, font: Theme.caption,
            foreground: button.isEnabled ? theme.accent : theme.disabledLabel, background: theme.surface,
            action: .select(button.id), isEnabled: button.isEnabled, content: content, children: children)
    }
}
