#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// Draws an overlay as a path, stroked and filled. The car draws the shape of the overlay (a polyline's line, a
/// polygon's area, a circle) with these styles.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The colour of the inside; nil: not filled.
    open var fillColor: UIColor?
    /// The colour of the outline; nil: not stroked.
    open var strokeColor: UIColor?
    /// The width of the outline in screen points (MapKit scales it with the map's zoom for you); 0: the thinnest.
    open var lineWidth: CGFloat = 0
    /// The lengths of the dashes and gaps of the outline in points; nil or empty: solid.
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the outline starts, in points.
    open var lineDashPhase: CGFloat = 0
    /// The limit of mitred joins.
    open var miterLimit: CGFloat = 10
    /// Whether the path is drawn into a bitmap once and reused (a drawing hint; the car draws vectors).
    open var shouldRasterize = false

    /// Builds the path again (the car reads the overlay's shape each time it draws).
    open func invalidatePath() { setNeedsDisplay() }
}
#endif
