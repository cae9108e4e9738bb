import Foundation

/// Lays out the voice control template, a modal: the shown state (the one the app activated, else the first) with
/// its image (at most 150×150), the longest title variant that fits, its action buttons (iOS 26.4) and the
/// template's navigation bar buttons (iOS 26.4) along the panel's top.
///
/// Nodes and their content (`ScreenContent`):
/// - `.modal` covering the app area with the scrim, holding the `.voiceControl` panel.
/// - `.voiceControl` (id: the shown state's id): "state": its identifier; "repeats": "true" | "false" (whether
///   the image animation loops). No states: an empty panel.
/// - `.image` "field": "stateImage" (no image: a "mic.fill" glyph with "defaultGlyph": "true").
/// - `.text` "field": "title" (absent when the state has no title variants).
/// - `.button` "field": "action" for action buttons (title and/or image, 50×50 at most); `.barButton` for the
///   navigation bar buttons ("side": "leading" | "trailing").
public enum VoiceControlLayout {
    public static func layout(_ voice: VoiceControlTemplateSnapshot, in frame: Rect, context: LayoutContext)
        -> ScreenNode
    {
        let theme = context.theme
        let panelFrame = frame.insetBy(dx: 12, dy: 10)
        var children: [ScreenNode] = []
        let state = voice.shownState
        let content = ScreenContent(
            voiceControl: state.map { ScreenContent.VoiceControl(state: $0.identifier, repeats: $0.repeats) })

        // Bar buttons along the top.
        var top = panelFrame.y + 6
        let bar = voice.navigationBar
        if !bar.leading.isEmpty || !bar.trailing.isEmpty {
            var x = panelFrame.x + 6
            for button in bar.leading {
                let node = barButton(button, x: x, y: top, side: .leading, context: context)
                x = node.frame.maxX + 4
                children.append(node)
            }
            var trailingX = panelFrame.maxX - 6
            for button in bar.trailing.reversed() {
                var node = barButton(button, x: 0, y: top, side: .trailing, context: context)
                node.frame.x = trailingX - node.frame.width
                trailingX = node.frame.x - 4
                children.append(node)
            }
            top += 34
        }

        if let state {
            let hasButtons = !state.actionButtons.isEmpty
            let bottomReserve = 22.0 + (hasButtons ? 50 : 0) + 10
            let imageSide = max(0, min(ImageLimits.voiceControlState.height, panelFrame.maxY - top - bottomReserve))
            let slot = Rect(x: panelFrame.midX - imageSide / 2, y: top, width: imageSide, height: imageSide)
            if let image = context.image(
                state.image,
                maximum: Size(width: min(ImageLimits.voiceControlState.width, panelFrame.width), height: imageSide))
            {
                children.append(
                    ScreenNode(
                        role: .image, frame: slot.centered(image.size), image: image,
                        content: ScreenContent(field: .stateImage)))
            } else {
                children.append(
                    ScreenNode(
                        role: .image, frame: slot,
                        image: ScreenImage(
                            source: .system("mic.fill"), size: Size(width: imageSide / 2, height: imageSide / 2),
                            scale: 1, isTemplate: true),
                        foreground: theme.accent, content: ScreenContent(field: .stateImage, defaultGlyph: true)))
            }
            var y = slot.maxY + 6
            let textWidth = panelFrame.width - 24
            if let title = context.fit(state.titleVariants ?? [], width: textWidth, font: Theme.modalTitle),
                !title.isEmpty
            {
                children.append(
                    ScreenNode(
                        role: .text, frame: Rect(x: panelFrame.x + 12, y: y, width: textWidth, height: 22), text: title,
                        font: Theme.modalTitle, foreground: theme.label,
                        content: ScreenContent(field: .title, alignment: .center)))
            }
            y += 26
            if hasButtons {
                let count = Double(state.actionButtons.count)
                let width = min(100, (panelFrame.width - 24) / count)
                var x = panelFrame.midX - width * count / 2
                for button in state.actionButtons {
                    children.append(
                        actionButton(
                            button, frame: Rect(x: x + 2, y: y, width: width - 4, height: 44), context: context))
                    x += width
                }
            }
        }
        let panel = ScreenNode(
            role: .voiceControl, frame: panelFrame, id: state?.id, background: theme.surface, content: content,
            children: children)
        return ScreenNode(role: .modal, frame: frame, background: theme.scrim, children: [panel])
    }

    private static func barButton(
        _ button: BarButtonSnapshot, x: Double, y: Double, side: ScreenContent.Edge, context: LayoutContext
    ) -> ScreenNode {
        let text = button.title.flatMap { context.fit($0, width: 90, font: Theme.barButton) }
        let width =
            text.map { min(100, context.text.width(of: $0, font: Theme.barButton) + 16) } ?? Theme.controlSize.width
        let image = button.title == nil ? context.image(button.image, maximum: Size(width: 24, height: 24)) : nil
        let content = ScreenContent(
            barButton: ScreenContent.BarButton(rounded: button.style == .rounded ? true : nil, side: side))
        return ListLayout.spinning(
            ScreenNode(
                role: .barButton, frame: Rect(x: x, y: y, width: width, height: 28), id: button.id, text: text,
                image: image,
                font: Theme.barButton,
                foreground: button.isEnabled ? context.theme.accent : context.theme.disabledLabel,
                background: button.style == .rounded ? context.theme.barBackground : nil, action: .select(button.id),
                isEnabled: button.isEnabled, content: content), context: context)
    }

    private static func actionButton(_ button: ButtonSnapshot, frame: Rect, context: LayoutContext) -> ScreenNode {
        let text = button.title.flatMap { context.fit($0, width: frame.width - 8, font: Theme.barButton) }
        let imageMaximum =
            text == nil
            ? Size(
                width: min(ImageLimits.button.width, frame.height - 8),
                height: min(ImageLimits.button.height, frame.height - 8))
            : Size(width: 20, height: 20)
        return ListLayout.spinning(
            ScreenNode(
                role: .button, frame: frame, id: button.id, text: text,
                image: context.image(button.image, maximum: imageMaximum),
                font: Theme.barButton,
                foreground: button.isEnabled ? context.theme.accent : context.theme.disabledLabel,
                background: context.theme.barBackground, action: .select(button.id), isEnabled: button.isEnabled,
                content: ScreenContent(field: .action)), context: context)
    }

}
