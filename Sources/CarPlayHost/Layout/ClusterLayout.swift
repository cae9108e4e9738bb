import Foundation

/// A navigation app's instrument cluster: the app's cluster window (its map) filling the cluster display, and while
/// the app is not navigating, its inactive description over the map at the bottom of the safe area (spec
/// api-navigation §14.3). The car draws the turn-by-turn data of a cluster from the metadata, not here.
///
/// Roles: `instrumentCluster` (the display, the screen's root) and `text` with `field` "inactiveDescription" (its
/// text attachment, when it has one, is the node's image).
public enum ClusterLayout {
    static let margin = 8.0
    static let descriptionFont = ScreenFont(size: 15, weight: .bold)

    /// The inactive description at the bottom of `safeArea`: the first variant that fits its width (attributed
    /// variants preferred, their attachments as an image of at most `ImageLimits.clusterInactiveDescriptionAttachment`);
    /// nil when there is none or nothing fits.
    static func inactiveDescription(_ variants: [InstructionVariant], in safeArea: Rect, context: LayoutContext)
        -> ScreenNode?
    {
        let width = max(0, safeArea.width - 2 * margin)
        let height = ScreenDrawing.lineHeight(descriptionFont.size)
        guard height + 2 * margin <= safeArea.height,
            let fitted = MapLayout.instructionText(
                variants, width: width, font: descriptionFont,
                attachmentMaximum: ImageLimits.clusterInactiveDescriptionAttachment, context: context)
        else { return nil }
        return ScreenNode(
            role: .text,
            frame: Rect(x: safeArea.minX + margin, y: safeArea.maxY - margin - height, width: width, height: height),
            text: fitted.text, image: fitted.image, font: descriptionFont, foreground: context.theme.label,
            content: ScreenContent(field: .inactiveDescription))
    }

    /// The cluster's screen: the app's window (nil: the app drew nothing yet) and the inactive description.
    static func screen(
        window: ViewSnapshot?, inactiveDescription: ScreenNode?, display: DisplayConfiguration, context: LayoutContext
    ) -> Screen {
        WindowLayout.screen(
            role: .instrumentCluster, window: window, overlay: inactiveDescription.map { [$0] } ?? [],
            display: display, content: ScreenContent(appearance: display.appearance), context: context)
    }
}
