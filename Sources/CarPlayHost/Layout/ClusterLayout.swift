import Foundation

/// A navigation app's instrument cluster: the app's cluster window (its map) filling the cluster display, and while
/// the app is not navigating, its inactive description over the map on a pill at the top of the safe area (spec
/// api-navigation §14.3). The car draws the turn-by-turn data of a cluster from the metadata, not here.
///
/// Roles: `instrumentCluster` (the display, the screen's root) and `text` with `field` "inactiveDescription" (its
/// text attachment, when it has one, is the node's image).
public enum ClusterLayout {
    static let margin = 8.0
    static let descriptionFont = ScreenFont(size: 15, weight: .bold)

    /// The inactive description at the top of `safeArea`, centred, on a pill in the bars' colour so it reads over
    /// the map (and clear of the map's attribution at its foot): the first variant that fits the safe area's width
    /// (attributed variants preferred, their attachments as an image of at most
    /// `ImageLimits.clusterInactiveDescriptionAttachment`, drawn before the text); nil when there is none or nothing
    /// fits.
    static func inactiveDescription(_ variants: [InstructionVariant], in safeArea: Rect, context: LayoutContext)
        -> ScreenNode?
    {
        let inset = ScreenDrawing.padding
        let attachment = ImageLimits.clusterInactiveDescriptionAttachment
        let width = max(0, safeArea.width - 2 * margin - 2 * inset)
        let height = ScreenDrawing.lineHeight(descriptionFont.size) + 2 * pillInset
        // Room for an attachment when a variant has one.
        let reserved = variants.contains { !$0.attachments.isEmpty } ? attachment.width + imageGap : 0
        guard height + 2 * margin <= safeArea.height,
            let fitted = MapLayout.instructionText(
                variants, width: width - reserved, font: descriptionFont,
                attachmentMaximum: attachment, context: context)
        else { return nil }
        let imageWidth = fitted.image.map { $0.size.width + imageGap } ?? 0
        let pillWidth = min(
            safeArea.width - 2 * margin,
            context.text.width(of: fitted.text, font: descriptionFont) + imageWidth + 2 * inset)
        return ScreenNode(
            role: .text,
            frame: Rect(x: safeArea.midX - pillWidth / 2, y: safeArea.minY + margin, width: pillWidth, height: height),
            text: fitted.text, image: fitted.image, font: descriptionFont, foreground: context.theme.label,
            background: context.theme.barBackground, content: ScreenContent(field: .inactiveDescription))
    }

    /// The space above and below the description's text on its pill, and between its attachment and the text.
    static let pillInset = 6.0
    static let imageGap = 4.0

    /// The cluster's screen: the app's window (nil: the app drew nothing yet) and the inactive description; when
    /// the safe area leaves part of the display out (the car's gauges cover it), a line along the safe area shows
    /// the developer where the map's important content must stay.
    static func screen(
        window: ViewSnapshot?, inactiveDescription: ScreenNode?, display: DisplayConfiguration, safeArea: Rect,
        context: LayoutContext
    ) -> Screen {
        var screen = WindowLayout.screen(
            role: .instrumentCluster, window: window, overlay: inactiveDescription.map { [$0] } ?? [],
            display: display, content: ScreenContent(appearance: display.appearance), context: context)
        if !safeArea.contains(screen.root.frame) {
            var line = ScreenDrawItem.fill(.border, frame: safeArea, color: safeAreaLine)
            line.lineWidth = 1
            screen.root.drawing.append(line)
        }
        return screen
    }

    /// The line along a cluster's safe area (drawn over the app's map).
    public static let safeAreaLine: ScreenColor = "#FFD60AB3"
}
