#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// Draws a polyline: its line, stroked with the renderer's colour, width and dashes.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The polyline drawn.
    /// (An empty polyline when the renderer was made for another kind of overlay.)
    open var polyline: MKPolyline { overlay as? MKPolyline ?? MKPolyline() }
    /// Where along the line the stroke starts, 0...1 of its length.
    open var strokeStart: CGFloat = 0
    /// Where along the line the stroke ends, 0...1 of its length.
    open var strokeEnd: CGFloat = 1

    /// A renderer of `polyline`.
    public init(polyline: MKPolyline) {
        super.init(overlay: polyline)
    }

    /// A renderer of `overlay`, which must be a polyline to draw.
    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}
#endif
