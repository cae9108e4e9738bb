#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A line of connected segments on the map: a route, a track.
open class MKPolyline: MKMultiPoint, MKOverlay {
    /// A polyline through `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        let buffer = UnsafeBufferPointer(start: coords, count: max(count, 0))
        self.init(_mapPoints: buffer.map(MKMapPoint.init))
    }

    /// A polyline through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(_mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))))
    }

    /// Creates an empty polyline.
    public convenience init() {
        self.init(_mapPoints: [])
    }

    override init(_mapPoints points: [MKMapPoint]) {
        super.init(_mapPoints: points)
    }

    /// The middle of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D { middle(of: boundingMapRect) }

    /// The smallest rectangle holding every point.
    open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}
#endif
