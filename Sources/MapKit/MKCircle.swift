#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

/// A circle on the map: a centre and a radius in metres.
open class MKCircle: MKShape, MKOverlay {
    private let center: CLLocationCoordinate2D
    /// The radius in metres.
    open private(set) var radius: CLLocationDistance

    init(center: CLLocationCoordinate2D, radius: CLLocationDistance, exact: Void) {
        self.center = center
        self.radius = radius.isFinite ? max(0, radius) : 0
        super.init()
    }

    /// A circle around `coord` of `radius` metres.
    public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.init(center: coord, radius: radius, exact: ())
    }

    /// The largest circle inside `mapRect`.
    public convenience init(mapRect: MKMapRect) {
        let center = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
        let side = min(mapRect.width, mapRect.height) / 2
        let radius = side * MKMetersPerMapPointAtLatitude(center.coordinate.latitude)
        self.init(center: center.coordinate, radius: radius, exact: ())
    }

    /// The centre.
    open override var coordinate: CLLocationCoordinate2D { center }

    /// The square around the circle.
    open var boundingMapRect: MKMapRect {
        let middle = MKMapPoint(center)
        let half = radius * MKMapPointsPerMeterAtLatitude(center.latitude)
        return MKMapRect(x: middle.x - half, y: middle.y - half, width: half * 2, height: half * 2)
    }
}
#endif
