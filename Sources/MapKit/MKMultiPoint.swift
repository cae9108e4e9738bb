#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A shape made of several points (the base of polylines and polygons). The points are kept as map points.
open class MKMultiPoint: MKShape {
    private let storage: UnsafeMutablePointer<MKMapPoint>
    /// The number of points.
    public let pointCount: Int

    init(_mapPoints points: [MKMapPoint]) {
        pointCount = points.count
        storage = UnsafeMutablePointer<MKMapPoint>.allocate(capacity: max(points.count, 1))
        storage.initialize(from: points, count: points.count)
        super.init()
    }

    deinit {
        storage.deinitialize(count: pointCount)
        storage.deallocate()
    }

    /// What the car derived from the points and keeps with them, so that it is worked out once per shape: their
    /// simplifications by tolerance (indices of the points kept). The points of a shape never change (as on iOS,
    /// `points()` is for reading), so nothing here goes stale; it goes with the shape. Read and written by the car
    /// only, on the main actor.
    @_spi(CarPlayHost) public var _hostSimplifications: [Double: [Int]] = [:]
    /// The car's copies of the points it carries, by tolerance (-1: every point, a short line), kept the same way:
    /// the car's own type, so held as an object.
    @_spi(CarPlayHost) public var _hostCoordinates: [Double: AnyObject] = [:]

    /// The points, as map points (`pointCount` of them).
    open func points() -> UnsafeMutablePointer<MKMapPoint> { storage }

    /// Copies the coordinates of the points in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        guard range.location >= 0, range.location < pointCount, range.length > 0 else { return }
        let start = range.location
        let end = start + min(range.length, pointCount - start)
        guard start < end else { return }
        for index in start..<end { coords[index - start] = storage[index].coordinate }
    }

    /// The map points as an array (for the host and subclasses).
    var mapPoints: [MKMapPoint] { Array(UnsafeBufferPointer(start: storage, count: pointCount)) }

    /// The smallest rectangle holding every point, null without points (what polylines and polygons answer as their
    /// `boundingMapRect`; not API of Apple's `MKMultiPoint`).
    var pointsBoundingMapRect: MKMapRect {
        mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
    }

    /// The middle of `rect`, invalid for the null rectangle (what polylines and polygons answer as their
    /// `coordinate`, the middle of their `boundingMapRect`).
    func middle(of rect: MKMapRect) -> CLLocationCoordinate2D {
        rect.isNull ? kCLLocationCoordinate2DInvalid : MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }
}
#endif
