import Foundation

/// The navigation alert: a card at the top of the map with its title, subtitle, image and actions.
extension MapLayout {
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
}
