#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit

/// Draws an overlay on a map view. This base class draws nothing; its subclasses stroke and fill shapes. Its
/// coordinates are map points relative to the overlay's bounding rectangle (one point per map point).
open class MKOverlayRenderer: NSObject {
    private let drawnOverlay: any MKOverlay
    /// The overlay drawn.
    open var overlay: any MKOverlay { drawnOverlay }
    /// The opacity of everything drawn, 0...1.
    open var alpha: CGFloat = 1
    /// The ratio of screen points to map points the map drew at last (1 until drawn).
    open internal(set) var contentScaleFactor: CGFloat = 1
    /// How often the renderer was told to redraw (for the host: a change of style shows on the next screen).
    var displayGeneration = 0

    /// A renderer of `overlay`.
    public init(overlay: any MKOverlay) {
        drawnOverlay = overlay
        super.init()
    }

    /// Marks the whole overlay for redrawing.
    open func setNeedsDisplay() { displayGeneration += 1 }

    /// Marks part of the overlay for redrawing.
    open func setNeedsDisplay(_ mapRect: MKMapRect) { displayGeneration += 1 }

    /// The renderer's point for a map point.
    open func point(for mapPoint: MKMapPoint) -> CGPoint {
        let origin = overlay.boundingMapRect.origin
        return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
    }

    /// The map point of a renderer's point.
    open func mapPoint(for point: CGPoint) -> MKMapPoint {
        let origin = overlay.boundingMapRect.origin
        return MKMapPoint(x: Double(point.x) + origin.x, y: Double(point.y) + origin.y)
    }

    /// The renderer's rectangle for a map rectangle.
    open func rect(for mapRect: MKMapRect) -> CGRect {
        let origin = point(for: mapRect.origin)
        return CGRect(x: origin.x, y: origin.y, width: mapRect.width, height: mapRect.height)
    }

    /// The map rectangle of a renderer's rectangle.
    open func mapRect(for rect: CGRect) -> MKMapRect {
        MKMapRect(origin: mapPoint(for: rect.origin), size: MKMapSize(width: rect.width, height: rect.height))
    }

    /// Whether the renderer is ready to draw `mapRect` at `zoomScale`: always, its shapes are vectors.
    open func canDraw(_ mapRect: MKMapRect, zoomScale: CGFloat) -> Bool { true }
}
#endif
