#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

extension UIView {
    /// How a view lays out its content when its size changes: for an image view, where and how large the image is
    /// drawn in its bounds.
    public enum ContentMode: Int, Sendable {
        /// Scaled to fill the bounds exactly, the aspect ratio not kept.
        case scaleToFill = 0
        /// Scaled to fit the bounds, the aspect ratio kept, centred.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, the aspect ratio kept, centred (parts may lie outside the bounds).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change (drawn like `scaleToFill`).
        case redraw = 3
        /// At its own size, centred.
        case center = 4
        /// At its own size, centred along the top edge.
        case top = 5
        /// At its own size, centred along the bottom edge.
        case bottom = 6
        /// At its own size, centred along the left edge.
        case left = 7
        /// At its own size, centred along the right edge.
        case right = 8
        /// At its own size, in the top-left corner.
        case topLeft = 9
        /// At its own size, in the top-right corner.
        case topRight = 10
        /// At its own size, in the bottom-left corner.
        case bottomLeft = 11
        /// At its own size, in the bottom-right corner.
        case bottomRight = 12
    }
}
#endif
