#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// Draws a circle: its disc filled, its outline stroked.
open class MKCircleRenderer: MKOverlayPathRenderer {
    /// The circle drawn.
    /// (An empty circle when the renderer was made for another kind of overlay.)
    open var circle: MKCircle { overlay as? MKCircle ?? MKCircle(center: CLLocationCoordinate2D(), radius: 0) }
    /// Where along the outline the stroke starts, 0...1 of its length.
    open var strokeStart: CGFloat = 0
    /// Where along the outline the stroke ends, 0...1 of its length.
    open var strokeEnd: CGFloat = 1

    /// A renderer of `circle`.
    public init(circle: MKCircle) {
        super.init(overlay: circle)
    }

    /// A renderer of `overlay`, which must be a circle to draw.
    public override init(overlay: any MKOverlay) {
        super.init(overlay: overlay)
    }
}
#endif
