import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing

/// MapKit's projection and polylines.
@Suite struct MapKitGeometryTests {
    @Test func mapPointsRoundTripAndMeasure() {
        let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)
        let point = MKMapPoint(casino)
        expectLess(abs(point.coordinate.latitude - casino.latitude), 1e-9)
        expectLess(abs(point.coordinate.longitude - casino.longitude), 1e-9)
        expectEqual(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -180)).x, 0)
        expectLess(
            abs(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)).y - MKMapSize.world.height / 2), 1e-6)
        let port = MKMapPoint(CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206))
        expectLess(abs(point.distance(to: port) - 800), 100)
        expectTrue(MKMapRect.null.isNull && !MKMapRect.world.isNull)
        expectEqual(
            MKMapRect.null.union(MKMapRect(x: 1, y: 2, width: 3, height: 4)), MKMapRect(x: 1, y: 2, width: 3, height: 4)
        )
    }

    @Test func polylinesKeepTheirPoints() {
        let coordinates = [
            CLLocationCoordinate2D(latitude: 43.73, longitude: 7.41),
            CLLocationCoordinate2D(latitude: 43.74, longitude: 7.42),
            CLLocationCoordinate2D(latitude: 43.75, longitude: 7.43),
        ]
        let line = MKPolyline(coordinates: coordinates, count: coordinates.count)
        expectEqual(line.pointCount, 3)
        var read = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&read, range: NSRange(location: 1, length: 2))
        expectTrue(abs(read[0].latitude - 43.74) < 1e-9 && abs(read[1].longitude - 7.43) < 1e-9)
        let rect = line.boundingMapRect
        expectTrue(rect.contains(MKMapPoint(coordinates[1])))
        expectLess(abs(line.coordinate.latitude - 43.74), 0.001)
        expectEqual(MKPolyline().pointCount, 0)
        expectTrue(MKPolyline().boundingMapRect.isNull)
        expectTrue(MKDirectionsTransportType.any.contains(.automobile))
    }
}
