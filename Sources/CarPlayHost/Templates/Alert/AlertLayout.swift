import Foundation

/// Lays out the alert and the action sheet, both modals: a `.modal` node covering the app area with the scrim,
/// holding the panel.
///
/// - Alert (`.alert`, centred, at most 400 points wide): the longest title variant that fits the panel's width
///   (none: no title), then the actions: side by side when there are two and both titles fit half the width, else
///   stacked in the app's order.
/// - Action sheet (`.actionSheet`, at the bottom, at most 420 points wide): title, message (wrapped, up to 3
///   lines, role `.message`), the actions stacked, cancel actions last. When they do not fit the actions scroll
///   (a `.scrollView` with the id `<first action id>/actions`).
///
/// Actions are `.alertAction` nodes (id: the action's id) with "style": "default" | "cancel" | "destructive":
/// destructive titles are red, cancel titles bold. A custom colour (iOS 16) fills the button, alpha ignored, with
/// black or white text, whichever contrasts more ("color": "custom"); a colour that does not stand out from the
/// panel (contrast below 1.5:1) is ignored and the style's colours are used. The title node is `.text`
/// "field": "title".
public enum AlertLayout {
    static let actionHeight = 40.0
    static let minimumPanelContrast = 1.5

    // MARK: Alert

    public static func layout(_ alert: AlertTemplateSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let width = min(400, max(0, frame.width - 40))
        let inner = width - 32
        var children: [ScreenNode] = []
        var height = 16.0
        var titleNode: ScreenNode?
        if let title = context.fit(alert.titleVariants, width: inner, font: Theme.modalTitle), !title.isEmpty {
            titleNode = ScreenNode(
                role: .text, frame: Rect(x: 0, y: height, width: inner, height: 22), text: title,
                font: Theme.modalTitle,
                foreground: theme.label, content: ScreenContent(field: .title, alignment: .center))
            height += 22 + 12
        }
        let half = (inner - 8) / 2
        let sideBySide =
            alert.actions.count == 2
            && alert.actions.allSatisfy { context.text.width(of: $0.title, font: actionFont($0)) <= half - 12 }
        var actionFrames: [Rect] = []
        if sideBySide {
            actionFrames = [
                Rect(x: 0, y: height, width: half, height: actionHeight),
                Rect(x: half + 8, y: height, width: half, height: actionHeight),
            ]
            height += actionHeight + 16
        } else {
            for _ in alert.actions {
                actionFrames.append(Rect(x: 0, y: height, width: inner, height: actionHeight))
                height += actionHeight + 8
            }
            height += alert.actions.isEmpty ? 0 : 8
        }
        height = max(0, min(height, frame.height - 20))
        let panel = Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
        let origin = (x: panel.x + 16, y: panel.y)
        if var titleNode {
            titleNode.frame = titleNode.frame.offsetBy(dx: origin.x, dy: origin.y)
            children.append(titleNode)
        }
        for (action, actionFrame) in zip(alert.actions, actionFrames) {
            children.append(
                actionNode(action, frame: actionFrame.offsetBy(dx: origin.x, dy: origin.y), context: context))
        }
        let node = ScreenNode(
            role: .alert, frame: panel, background: theme.surface,
            content: ScreenContent(arrangement: sideBySide ? .horizontal : .vertical), children: children)
        return ScreenNode(role: .modal, frame: frame, background: theme.scrim, children: [node])
    }

    // MARK: Action sheet

    public static func layout(_ sheet: ActionSheetTemplateSnapshot, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let width = min(420, max(0, frame.width - 40))
        let inner = width - 32
        var header: [ScreenNode] = []
        var y = 14.0
        if let title = sheet.title.flatMap({ context.fit($0, width: inner, font: Theme.modalTitle) }), !title.isEmpty {
            header.append(
                ScreenNode(
                    role: .text, frame: Rect(x: 0, y: y, width: inner, height: 22), text: title, font: Theme.modalTitle,
                    foreground: theme.label, content: ScreenContent(field: .title, alignment: .center)))
            y += 24
        }
        if let message = sheet.message, !message.isEmpty {
            let lines = context.text.wrap(message, width: inner, font: Theme.body, maximumLines: 3)
            if !lines.isEmpty {
                let height = Double(lines.count) * 18
                header.append(
                    ScreenNode(
                        role: .message, frame: Rect(x: 0, y: y, width: inner, height: height),
                        text: lines.joined(separator: "\n"),
                        font: Theme.body, foreground: theme.secondaryLabel,
                        content: ScreenContent(alignment: .center, lines: lines.count)))
                y += height + 4
            }
        }
        y += 6
        let ordered = sheet.actions.filter { $0.style != .cancel } + sheet.actions.filter { $0.style == .cancel }
        let actionsHeight = Double(ordered.count) * (actionHeight + 8)
        let maximumHeight = max(0, frame.height - 16)
        let height = min(y + actionsHeight + 6, maximumHeight)
        let panel = Rect(x: frame.midX - width / 2, y: frame.maxY - 8 - height, width: width, height: height)
        let origin = (x: panel.x + 16, y: panel.y)

        var children = header.map { node in
            var node = node
            node.frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            return node
        }
        var actionNodes: [ScreenNode] = []
        var actionY = origin.y + y
        for action in ordered {
            actionNodes.append(
                actionNode(
                    action, frame: Rect(x: origin.x, y: actionY, width: inner, height: actionHeight), context: context))
            actionY += actionHeight + 8
        }
        let visibleActions = Rect(
            x: origin.x, y: origin.y + y, width: inner, height: max(0, panel.maxY - 6 - (origin.y + y)))
        if actionsHeight > visibleActions.height + 8, let first = ordered.first {
            children.append(
                ScreenNode(
                    role: .scrollView, frame: visibleActions, id: ElementID(first.id.rawValue + "/actions"),
                    contentHeight: actionsHeight, scrollOffset: 0, children: actionNodes))
        } else {
            children += actionNodes
        }
        let node = ScreenNode(role: .actionSheet, frame: panel, background: theme.surface, children: children)
        return ScreenNode(role: .modal, frame: frame, background: theme.scrim, children: [node])
    }

    // MARK: Actions

    private static func actionFont(_ action: AlertActionSnapshot) -> ScreenFont {
        action.style == .cancel ? ScreenFont(size: 15, weight: .bold) : ScreenFont(size: 15)
    }

    private static func actionNode(_ action: AlertActionSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let font = actionFont(action)
        var foreground: ScreenColor = action.style == .destructive ? theme.destructive : theme.accent
        var background = theme.barBackground
        var content = ScreenContent(
            alertAction: bridge(action.style, to: ScreenContent.AlertAction.Style.self).map {
                ScreenContent.AlertAction(style: $0)
            })
        if let color = action.color {
            let dark = context.display.appearance == .dark
            var rgba = dark ? color.dark : color.light
            rgba.alpha = 1
            let panel = luminance(of: theme.surface)
            if contrast(luminance(rgba), panel) >= minimumPanelContrast {
                background = ScreenColor(rgba)
                let fill = luminance(rgba)
                foreground = contrast(fill, 1) >= contrast(fill, 0) ? "#FFFFFF" : "#000000"
                content.alertAction?.customColor = true
            }
        }
        var children: [ScreenNode] = []
        if context.pendingHandlers.contains(action.id) {
            children.append(
                ScreenNode(role: .spinner, frame: Rect(x: frame.maxX - 30, y: frame.midY - 10, width: 20, height: 20)))
        }
        return ScreenNode(
            role: .alertAction, frame: frame, id: action.id,
            text: context.fit(action.title, width: frame.width - 16, font: font),
            font: font, foreground: foreground, background: background, action: .select(action.id),
            content: content,
            children: children)
    }

    /// WCAG relative luminance of an sRGB colour (non-finite components read 0).
    static func luminance(_ rgba: ColorSnapshot.RGBA) -> Double {
        func linear(_ v: Double) -> Double {
            let c = v.isFinite ? min(max(v, 0), 1) : 0
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgba.red) + 0.7152 * linear(rgba.green) + 0.0722 * linear(rgba.blue)
    }

    /// The luminance of a `#RRGGBB[AA]` colour (alpha ignored; unreadable: 0).
    static func luminance(of color: ScreenColor) -> Double {
        let hex = color.hex.dropFirst()
        guard hex.count >= 6, let value = UInt32(hex.prefix(6), radix: 16) else { return 0 }
        return luminance(
            ColorSnapshot.RGBA(
                red: Double(value >> 16 & 0xFF) / 255, green: Double(value >> 8 & 0xFF) / 255,
                blue: Double(value & 0xFF) / 255,
                alpha: 1))
    }

    /// WCAG contrast ratio of two luminances (1...21).
    static func contrast(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }
}
