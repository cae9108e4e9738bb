#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A point on MapKit's two-dimensional projection of the Earth (spherical Mercator; the whole world is
/// `MKMapSize.world` wide).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point of a coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let width = MKMapSize.world.width
        let latitude = min(max(coordinate.latitude, -85.051_128_78), 85.051_128_78) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * width
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * width
    }

    /// The coordinate of this point.
    public var coordinate: CLLocationCoordinate2D {
        let width = MKMapSize.world.width
        let longitude = x / width * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / width))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance in metres to another map point, along the Earth's surface.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation.greatCircleDistance(from: coordinate, to: other.coordinate)
    }
}

/// A size on MapKit's projection.
public struct MKMapSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size of the whole world (2²⁸ map points each way).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on MapKit's projection.
public struct MKMapRect: Hashable, Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The null rectangle (no area, at infinity), the start of a union.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
    /// The whole world.
    public static let world = MKMapRect(origin: MKMapPoint(), size: MKMapSize.world)

    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let minX = min(self.minX, other.minX)
        let minY = min(self.minY, other.minY)
        return MKMapRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// Whether the rectangle holds a point.
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
#endif
