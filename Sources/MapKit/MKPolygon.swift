#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A closed shape on the map, with optional holes (`interiorPolygons`).
open class MKPolygon: MKMultiPoint, MKOverlay {
    /// The holes cut out of the polygon.
    open private(set) var interiorPolygons: [MKPolygon]?

    /// A polygon through `count` map points.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init(_mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))), interior: nil)
    }

    /// A polygon through `count` map points, with holes.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) {
        self.init(
            _mapPoints: Array(UnsafeBufferPointer(start: points, count: max(count, 0))), interior: interiorPolygons)
    }

    /// A polygon through `count` coordinates.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        let buffer = UnsafeBufferPointer(start: coords, count: max(count, 0))
        self.init(_mapPoints: buffer.map(MKMapPoint.init), interior: nil)
    }

    /// A polygon through `count` coordinates, with holes.
    public convenience init(
        coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?
    ) {
        let buffer = UnsafeBufferPointer(start: coords, count: max(count, 0))
        self.init(_mapPoints: buffer.map(MKMapPoint.init), interior: interiorPolygons)
    }

    /// An empty polygon.
    public convenience init() {
        self.init(_mapPoints: [], interior: nil)
    }

    init(_mapPoints points: [MKMapPoint], interior: [MKPolygon]?) {
        interiorPolygons = interior
        super.init(_mapPoints: points)
    }

    /// The middle of the bounding rectangle.
    open override var coordinate: CLLocationCoordinate2D { middle(of: boundingMapRect) }

    /// The smallest rectangle holding every point.
    open var boundingMapRect: MKMapRect { pointsBoundingMapRect }
}
#endif
