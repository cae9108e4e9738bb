import Expectations
import Foundation
import Testing
import CarPlay

@Suite struct MapKitTests {
    @Test func coordinateValidity() {
        expectTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
        expectTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: -90, longitude: 180)))
        expectTrue(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
        expectTrue(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let origin = CLLocationCoordinate2D()
        expectTrue(origin.latitude == 0 && origin.longitude == 0)
    }

    @Test func haversineDistance() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        let d = paris.distance(from: london)
        expectLess(abs(d - 343_900), 1_500)
        expectLess(abs(d - london.distance(from: paris)), 1e-6)
        expectEqual(paris.distance(from: paris), 0)
        // A degree of latitude on the mean sphere is 111.195 km.
        let oneDegree = CLLocation(latitude: 0, longitude: 0).distance(from: CLLocation(latitude: 1, longitude: 0))
        expectLess(abs(oneDegree - 111_195), 5)
    }

    @Test func regionFromMeters() {
        let equator = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 0, longitude: 10), latitudinalMeters: 110_574,
            longitudinalMeters: 111_320)
        expectLess(abs(equator.span.latitudeDelta - 1), 1e-3)
        expectLess(abs(equator.span.longitudeDelta - 1), 1e-3)
        expectEqual(equator.center.longitude, 10)
        // At 60° a degree of longitude is about half as long, so the same distance spans about twice the degrees.
        let north = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 1000,
            longitudinalMeters: 1000)
        expectLess(abs(north.span.longitudeDelta - 1000 / 55_800), 1e-4)
        expectLess(abs(north.span.latitudeDelta - 1000 / 111_412), 1e-6)
        let span = MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.2)
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: span)
        expectEqual(region.span.longitudeDelta, 0.2)
    }

    @Test func placemarkAndMapItem() {
        let coordinate = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)
        let placemark = MKPlacemark(
            coordinate: coordinate,
            addressDictionary: [
                "Name": "Apple Park", "Street": "1 Apple Park Way", "City": "Cupertino", "State": "CA", "ZIP": "95014",
                "Country": "United States", "CountryCode": "US", "Ignored": 42,
            ])
        expectEqual(placemark.name, "Apple Park")
        expectEqual(placemark.thoroughfare, "1 Apple Park Way")
        expectEqual(placemark.locality, "Cupertino")
        expectEqual(placemark.administrativeArea, "CA")
        expectEqual(placemark.postalCode, "95014")
        expectEqual(placemark.isoCountryCode, "US")
        expectEqual(placemark.title, "1 Apple Park Way, Cupertino, CA 95014, United States")
        expectEqual(placemark.coordinate.latitude, 37.3349)
        expectEqual(placemark.location?.coordinate.longitude, -122.009)

        let item = MKMapItem(placemark: placemark)
        expectEqual(item.name, "Apple Park")
        expectTrue(!item.isCurrentLocation)
        item.phoneNumber = "+1 408 996 1010"
        item.url = URL(string: "https://apple.com")
        expectTrue(item.description.contains("name = \"Apple Park\""))

        let bare = MKPlacemark(coordinate: coordinate)
        expectTrue(bare.name == nil && bare.title == nil)
        expectEqual(MKMapItem(placemark: bare).name, nil)

        let here = MKMapItem.forCurrentLocation()
        expectTrue(here.isCurrentLocation)
        expectEqual(here.name, "Current Location")
        expectTrue(!CLLocationCoordinate2DIsValid(here.placemark.coordinate))
    }
}

@Suite("IndexPath's UIKit additions")
struct IndexPathUIKitTests {
    @Test func sectionRowAndItem() {
        var path = IndexPath(item: 3, section: 1)
        expectEqual(path.section, 1)
        expectEqual(path.item, 3)
        expectEqual(path.row, 3)
        expectEqual(path, IndexPath(row: 3, section: 1))
        path.row = 5
        expectEqual(path.item, 5)
        expectEqual(Array(path), [1, 5])
    }
}
