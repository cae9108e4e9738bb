#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// Draws a polygon: its area filled, its outline stroked.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    /// The polygon drawn.
    /// (An empty polygon when the renderer was made for another kind of overlay.)
    open var polygon: MKPolygon { overlay as? MKPolygon ?? MKPolygon() }
    /// Where along the outline the stroke starts, 0...1 of its length.
    open var strokeStart: CGFloat = 0
    /// Where along the outline the stroke ends, 0...1 of its length.
    open var strokeEnd: CGFloat = 1

    /// A renderer of `polygon`.
    public init(polygon: MKPolygon) {
        super.init(overlay: polygon)
    }

    /// A renderer of `overlay`, which must be a polygon to draw.
    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}
#endif
