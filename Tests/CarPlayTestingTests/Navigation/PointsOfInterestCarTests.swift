import CarPlay
import CarPlayTesting
import CoreLocation
import Expectations
import Foundation
import MapKit
import Testing

/// `MKLocalPointsOfInterestRequest` and `MKPointOfInterestFilter` in a car: the car's map answers from the
/// categories of its OpenStreetMap places.
@MainActor @Suite struct PointsOfInterestCarTests {
    static let portHercule = CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)

    func distance(_ item: MKMapItem, _ coordinate: CLLocationCoordinate2D) -> CLLocationDistance {
        CLLocation(latitude: item.placemark.coordinate.latitude, longitude: item.placemark.coordinate.longitude)
            .distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }

    /// Boulevard de Belgique, above Monaco: the extract's fuel stations are outside Monaco's centre.
    static let boulevardDeBelgique = CLLocationCoordinate2D(latitude: 43.7480, longitude: 7.4170)

    @Test func gasStationsAroundAPointNearestFirst() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let center = Self.boulevardDeBelgique
        let request = MKLocalPointsOfInterestRequest(center: center, radius: 2000)
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.gasStation])
        expectEqual(request.radius, 2000)
        expectEqual(request.coordinate.latitude, center.latitude)
        let response = try await car.run { MKLocalSearch(request: request) }.start()
        let items = response.mapItems
        expectEqual(items.first?.name, "Station Avia", "\(items.map(\.name))")
        expectTrue(items.allSatisfy { $0.pointOfInterestCategory == .gasStation })
        let distances = items.map { distance($0, center) }
        expectEqual(distances, distances.sorted())
        // Arrival points are on the roads next to the stations: within the radius and a little more.
        expectTrue(distances.allSatisfy { $0 < 2000 + 100 }, "\(distances)")
        // Esso, 5 km east, is not around.
        expectTrue(!items.contains { $0.name == "Esso" })
        // Around the port there is none.
        let port = MKLocalPointsOfInterestRequest(center: Self.portHercule, radius: 1000)
        port.pointOfInterestFilter = request.pointOfInterestFilter
        await #expect(throws: MKError(.placemarkNotFound)) {
            try await car.run { MKLocalSearch(request: port) }.start()
        }
    }

    @Test func aFilterNarrowsANamedSearch() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        // "casino": the casino (a kind Apple has no category for), shops, a square.
        let all = try await car.run { MKLocalSearch(request: MKLocalSearch.Request(naturalLanguageQuery: "casino")) }
            .start().mapItems
        let shopping: Set<MKPointOfInterestCategory> = [.store, .foodMarket]
        let shops = MKLocalSearch.Request(naturalLanguageQuery: "casino")
        shops.pointOfInterestFilter = MKPointOfInterestFilter(including: Array(shopping))
        // The filter is of points of interest: addresses (Place du Casino) are asked for separately.
        shops.resultTypes = .pointOfInterest
        let found = try await car.run { MKLocalSearch(request: shops) }.start().mapItems
        expectTrue(!found.isEmpty && found.count < all.count, "\(all.map(\.name))")
        expectTrue(found.allSatisfy { $0.pointOfInterestCategory.map(shopping.contains) == true })
        let notShops = MKLocalSearch.Request(naturalLanguageQuery: "casino")
        notShops.pointOfInterestFilter = MKPointOfInterestFilter(excluding: Array(shopping))
        let others = try await car.run { MKLocalSearch(request: notShops) }.start().mapItems
        expectTrue(others.allSatisfy { $0.pointOfInterestCategory.map(shopping.contains) != true })
        expectTrue(others.contains { $0.name == "Casino de Monte Carlo" && $0.pointOfInterestCategory == nil })
        // The filter is copied with the request.
        let copy = try require(shops.copy() as? MKLocalSearch.Request)
        expectEqual(copy.pointOfInterestFilter, shops.pointOfInterestFilter)
    }

    @Test func regionsRadiiAndBadRequests() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let region = MKCoordinateRegion(center: Self.portHercule, latitudinalMeters: 1000, longitudinalMeters: 1000)
        let inRegion = MKLocalPointsOfInterestRequest(coordinateRegion: region)
        expectTrue(inRegion.radius > 600 && inRegion.radius < 800)
        expectEqual(inRegion.region.span.latitudeDelta, region.span.latitudeDelta)
        let hotels = MKLocalPointsOfInterestRequest(center: Self.portHercule, radius: 50_000)
        hotels.pointOfInterestFilter = MKPointOfInterestFilter(including: [.hotel])
        let found = try await car.run { MKLocalSearch(request: hotels) }.start().mapItems
        // A radius over the maximum counts as the maximum.
        expectTrue(found.allSatisfy { distance($0, Self.portHercule) < MKLocalPointsOfInterestRequest.maxRadius + 200 })
        expectTrue(found.allSatisfy { $0.pointOfInterestCategory == .hotel })
        await #expect(throws: MKError(.placemarkNotFound)) {
            let invalid = MKLocalPointsOfInterestRequest(center: kCLLocationCoordinate2DInvalid, radius: 100)
            return try await car.run { MKLocalSearch(request: invalid) }.start()
        }
        await #expect(throws: MKError(.placemarkNotFound)) {
            let none = MKLocalPointsOfInterestRequest(center: Self.portHercule, radius: 500)
            none.pointOfInterestFilter = .excludingAll
            return try await car.run { MKLocalSearch(request: none) }.start()
        }
    }
}

extension PointsOfInterestCarTests {
    @Test func aCompletersFilterKeepsItsCategoriesOnly() async throws {
        let car = TestCar(category: .navigation)
        car.connect(CoastalRoadsSceneDelegate())
        let completer = car.run { MKLocalSearchCompleter() }
        let listener = CompletionListener()
        completer.delegate = listener
        completer.resultTypes = .pointOfInterest
        completer.queryFragment = "casino"
        await listener.next()
        let all = try require(listener.updates.last)
        expectTrue(all.contains("Casino de Monte Carlo") && all.contains("Casino Shop"), "\(all)")
        // Setting a filter asks again.
        completer.pointOfInterestFilter = MKPointOfInterestFilter(including: [.store, .foodMarket])
        await listener.next()
        let stores = try require(listener.updates.last)
        expectTrue(!stores.isEmpty && stores.count < all.count, "\(stores)")
        expectTrue(!stores.contains("Casino de Monte Carlo"))
    }
}

extension PointsOfInterestCarTests {
    @Test func aTripKeepsItsDestinationsCategoryWhenArchived() throws {
        let destination = MKMapItem(placemark: MKPlacemark(coordinate: Self.portHercule))
        destination.name = "Station"
        destination.pointOfInterestCategory = .gasStation
        let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: destination, routeChoices: [])
        let data = try NSKeyedArchiver.archivedData(withRootObject: trip, requiringSecureCoding: true)
        let decoded = try require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CPTrip.self, from: data))
        expectEqual(decoded.destination.pointOfInterestCategory, .gasStation)
        expectEqual(decoded.destination.name, "Station")
    }
}
