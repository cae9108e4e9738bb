import Foundation

/// Shared drawing primitives of the list (and of other layouts): line heights, fitted text, colours, symbols,
/// spinners and image slots.
extension ListLayout {
    // MARK: Helpers

    /// The height of one line of `font`.
    static func lineHeight(_ font: ScreenFont) -> Double { (font.size * 1.25).rounded(.up) }

    /// A string fitted to `width`; nil for nil, empty or blank strings and for widths with no room.
    static func fitted(_ string: String?, width: Double, font: ScreenFont, context: LayoutContext) -> String? {
        guard let string, !string.isBlank else { return nil }
        return nonEmpty(context.fit(string, width: max(0, width), font: font))
    }

    /// The longest variant that fits `width` (empty variants ignored); nil when there is none.
    static func fitted(_ variants: [String], width: Double, font: ScreenFont, context: LayoutContext) -> String? {
        let candidates = variants.filter { !$0.isBlank }
        guard !candidates.isEmpty else { return nil }
        return nonEmpty(context.fit(candidates, width: max(0, width), font: font))
    }

    static func nonEmpty(_ string: String?) -> String? {
        guard let string, !string.isEmpty else { return nil }
        return string
    }

    /// A colour resolved for the display's appearance.
    static func color(_ color: ColorSnapshot?, context: LayoutContext) -> ScreenColor? {
        color.map { ScreenColor(context.display.appearance == .dark ? $0.dark : $0.light) }
    }

    /// A system symbol drawn at `side` points in the node's foreground colour.
    static func systemImage(_ name: String, side: Double, context: LayoutContext) -> ScreenImage {
        ScreenImage(
            source: .system(name), size: Size(width: side, height: side), scale: context.display.scale, isTemplate: true
        )
    }

    /// A spinner in `frame`.
    static func spinner(in frame: Rect, context: LayoutContext) -> ScreenNode {
        ScreenNode(role: .spinner, frame: frame, foreground: context.theme.secondaryLabel)
    }

    /// `node` with a spinner on top while its handler runs (the app has not called the completion yet).
    static func spinning(_ node: ScreenNode, context: LayoutContext) -> ScreenNode {
        guard let id = node.id, context.pendingHandlers.contains(id) else { return node }
        var node = node
        node.children.append(spinner(centeredIn: node.frame, context: context))
        return node
    }

    /// A spinner centred in `frame`.
    static func spinner(centeredIn frame: Rect, context: LayoutContext) -> ScreenNode {
        let side = min(spinnerSize, frame.width, frame.height)
        return spinner(in: frame.centered(Size(width: side, height: side)), context: context)
    }

    /// `maximum` limited to a square slot of `side` points.
    static func clamp(_ maximum: Size, to side: Double) -> Size {
        let side = max(0, side)
        return Size(width: min(maximum.width, side), height: min(maximum.height, side))
    }

    static func playback(_ configuration: PlaybackConfigurationSnapshot?) -> ScreenContent.Playback? {
        guard let configuration, let action = bridge(configuration.action, to: ScreenContent.Playback.Action.self),
            let presentation = bridge(configuration.presentation, to: ScreenContent.Playback.Presentation.self)
        else { return nil }
        return ScreenContent.Playback(action: action, presentation: presentation)
    }
}

/// The Screen's enumeration value with the same name as a snapshot's (`ScreenContent` names the snapshot enums'
/// cases as they are); nil when the Screen has no such case.
func bridge<Value: RawRepresentable<String>, Content: RawRepresentable<String>>(
    _ value: Value, to type: Content.Type
) -> Content? {
    Content(rawValue: value.rawValue)
}
