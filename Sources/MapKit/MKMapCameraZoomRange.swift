#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation

extension MKMapView {
    /// A camera zoom range that limits the distances to which the user can zoom: the closest and the farthest a map
    /// view's camera may be from the centre coordinate, in metres (`MKMapCameraZoomDefault`: MapKit's own limit).
    /// A map view with one keeps every camera it takes within it — zooming, `setRegion`, `setVisibleMapRect`,
    /// `setCamera` — as MapKit does.
    open class CameraZoomRange: NSObject, NSCopying, @unchecked Sendable {
        /// The minimum distance of the camera to the center of the map, in metres.
        public let minCenterCoordinateDistance: CLLocationDistance
        /// The maximum distance of the camera to the center of the map, in metres.
        public let maxCenterCoordinateDistance: CLLocationDistance

        /// A range from `minDistance` to `maxDistance` metres; nil when either is negative (other than
        /// `MKMapCameraZoomDefault`) or not finite, or the minimum is beyond the maximum.
        public init?(
            minCenterCoordinateDistance minDistance: CLLocationDistance,
            maxCenterCoordinateDistance maxDistance: CLLocationDistance
        ) {
            func valid(_ distance: CLLocationDistance) -> Bool {
                distance == MKMapCameraZoomDefault || (distance.isFinite && distance >= 0)
            }
            guard valid(minDistance), valid(maxDistance),
                minDistance == MKMapCameraZoomDefault || maxDistance == MKMapCameraZoomDefault
                    || minDistance <= maxDistance
            else { return nil }
            minCenterCoordinateDistance = minDistance
            maxCenterCoordinateDistance = maxDistance
            super.init()
        }

        /// A range from `minDistance` metres out to MapKit's own limit.
        public convenience init?(minCenterCoordinateDistance minDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: minDistance, maxCenterCoordinateDistance: MKMapCameraZoomDefault)
        }

        /// A range from MapKit's own limit out to `maxDistance` metres.
        public convenience init?(maxCenterCoordinateDistance maxDistance: CLLocationDistance) {
            self.init(minCenterCoordinateDistance: MKMapCameraZoomDefault, maxCenterCoordinateDistance: maxDistance)
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The zooms (map points per screen point) of the range's distances for a view `height` points tall at
        /// `latitude`: the closest first; nil for MapKit's own limit.
        @MainActor func zooms(height: Double, latitude: CLLocationDegrees) -> (closest: Double?, farthest: Double?) {
            func zoom(_ distance: CLLocationDistance) -> Double? {
                guard distance != MKMapCameraZoomDefault else { return nil }
                let metres = distance * 2 * tan(MKMapView.fieldOfView / 2 * .pi / 180)
                return metres / height / MKMetersPerMapPointAtLatitude(latitude)
            }
            return (zoom(minCenterCoordinateDistance), zoom(maxCenterCoordinateDistance))
        }
    }
}
#endif
