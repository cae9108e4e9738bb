import Expectations
import Foundation
import MapKit
import Testing
@testable import CarPlay

/// Round trips through `NSKeyedArchiver` with secure coding, for every navigation class whose header adopts
/// `NSSecureCoding`.
@Suite("Navigation secure coding")
struct NavigationSecureCodingTests {
    private func roundTrip<T: NSObject & NSSecureCoding>(_ object: T, as type: T.Type) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: type, from: data)
    }

    @Test func travelEstimatesKeepTheirUnits() throws {
        expectTrue(CPTravelEstimates.supportsSecureCoding)
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 2.5, unit: .miles),
            distanceRemainingToDisplay: Measurement(value: 2, unit: .miles), timeRemaining: 312.5)
        let decoded = try require(try roundTrip(estimates, as: CPTravelEstimates.self))
        expectTrue(decoded !== estimates)
        expectTrue(decoded.distanceRemaining.value == 2.5 && decoded.distanceRemaining.unit == .miles)
        expectTrue(decoded.distanceRemainingToDisplay.value == 2 && decoded.distanceRemainingToDisplay.unit == .miles)
        expectEqual(decoded.timeRemaining, 312.5)

        // A unit Foundation does not define comes back in meters.
        let custom = UnitLength(symbol: "ln", converter: UnitConverterLinear(coefficient: 2))
        let odd = CPTravelEstimates(distanceRemaining: Measurement(value: 10, unit: custom), timeRemaining: -1)
        let decodedOdd = try require(try roundTrip(odd, as: CPTravelEstimates.self))
        expectTrue(decodedOdd.distanceRemaining.unit == .meters && decodedOdd.distanceRemaining.value == 20)
        expectEqual(decodedOdd.timeRemaining, -1)
    }

    @Test func routeChoices() throws {
        expectTrue(CPRouteChoice.supportsSecureCoding)
        let choice = CPRouteChoice(
            summaryVariants: ["Via I-280 S"], additionalInformationVariants: ["Avoids Tolls", "No tolls"],
            selectionSummaryVariants: ["I-280"])
        choice.userInfo = ["id": "r1"]
        let decoded = try require(try roundTrip(choice, as: CPRouteChoice.self))
        expectEqual(decoded.summaryVariants, ["Via I-280 S"])
        expectEqual(decoded.additionalInformationVariants, ["Avoids Tolls", "No tolls"])
        expectEqual(decoded.selectionSummaryVariants, ["I-280"])
        expectEqual((decoded.userInfo as? [String: String]), ["id": "r1"])
    }

    @Test func tripPreviewTextConfigurations() throws {
        expectTrue(CPTripPreviewTextConfiguration.supportsSecureCoding)
        let texts = CPTripPreviewTextConfiguration(
            startButtonTitle: nil, additionalRoutesButtonTitle: "More", overviewButtonTitle: nil)
        let decoded = try require(try roundTrip(texts, as: CPTripPreviewTextConfiguration.self))
        expectTrue(decoded.startButtonTitle == nil && decoded.additionalRoutesButtonTitle == "More")
        expectEqual(decoded.overviewButtonTitle, nil)
    }

    @Test func navigationWaypoints() throws {
        expectTrue(CPNavigationWaypoint.supportsSecureCoding)
        let waypoint = NavigationModelTests.waypoint("Apple Park")
        let decoded = try require(try roundTrip(waypoint, as: CPNavigationWaypoint.self))
        expectTrue(decoded.centerPoint.latitude == 37.3349 && decoded.centerPoint.longitude == -122.009)
        expectEqual(decoded.centerPoint.altitude, 20)
        expectEqual(decoded.locationThreshold, Measurement(value: 50, unit: .meters))
        expectTrue(decoded.name == "Apple Park" && decoded.address == "1 Apple Park Way\nCupertino, CA 95014")
        expectTrue(decoded.entryPoints.count == 1 && decoded.entryPoints[0].altitude == CLLocationDistanceMax)
        expectEqual(decoded.timeZone?.identifier, "America/Los_Angeles")

        let sparse = CPNavigationWaypoint(
            centerPoint: CPLocationCoordinate3D(), locationThreshold: nil, name: nil, address: nil, entryPoints: [],
            timeZone: nil)
        let decodedSparse = try require(try roundTrip(sparse, as: CPNavigationWaypoint.self))
        expectTrue(decodedSparse.locationThreshold == nil && decodedSparse.name == nil && decodedSparse.address == nil)
        expectTrue(decodedSparse.entryPoints.isEmpty && decodedSparse.timeZone == nil)
    }

    @Test func mapTemplateWaypoints() throws {
        expectTrue(CPMapTemplateWaypoint.supportsSecureCoding)
        let waypoint = CPMapTemplateWaypoint(
            waypoint: NavigationModelTests.waypoint("Charger"),
            travelEstimates: CPTravelEstimates(
                distanceRemaining: Measurement(value: 4, unit: .kilometers), timeRemaining: 420))
        let decoded = try require(try roundTrip(waypoint, as: CPMapTemplateWaypoint.self))
        expectTrue(decoded.waypoint.name == "Charger" && decoded.waypoint.centerPoint.altitude == 20)
        expectEqual(decoded.travelEstimates.distanceRemaining, Measurement(value: 4, unit: .kilometers))
        expectEqual(decoded.travelEstimates.timeRemaining, 420)
    }

    @Test func tripsKeepEveryPart() throws {
        expectTrue(CPTrip.supportsSecureCoding)
        let choice = CPRouteChoice(
            summaryVariants: ["Scenic"], additionalInformationVariants: ["Slower"], selectionSummaryVariants: ["Coast"])
        let trip = CPTrip(
            originWaypoint: NavigationModelTests.waypoint("Home"),
            destinationWaypoint: NavigationModelTests.waypoint("Beach"), routeChoices: [choice])
        trip.destinationNameVariants = ["Santa Cruz Beach", "Beach"]
        trip.hasShareableDestination = true
        trip.routeSegmentsAvailableForRegion = false
        trip.userInfo = ["trip": 7]
        let decoded = try require(try roundTrip(trip, as: CPTrip.self))
        expectTrue(decoded !== trip)
        expectTrue(decoded.originWaypoint.name == "Home" && decoded.destinationWaypoint.name == "Beach")
        expectTrue(decoded.origin.name == "Home" && decoded.destination.name == "Beach")
        expectTrue(decoded.routeChoices.count == 1 && decoded.routeChoices[0].summaryVariants == ["Scenic"])
        expectEqual(decoded.routeChoices[0].selectionSummaryVariants, ["Coast"])
        expectEqual(decoded.destinationNameVariants, ["Santa Cruz Beach", "Beach"])
        expectTrue(decoded.hasShareableDestination && !decoded.routeSegmentsAvailableForRegion)
        expectEqual((decoded.userInfo as? [String: Int]), ["trip": 7])
    }

    @Test func tripsMadeFromMapItemsKeepThem() throws {
        let destination = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: 40.7, longitude: -74), addressDictionary: ["City": "NYC"]))
        destination.name = "Times Square"
        destination.phoneNumber = "+1 212 555 0100"
        let trip = CPTrip(origin: .forCurrentLocation(), destination: destination, routeChoices: [])
        let decoded = try require(try roundTrip(trip, as: CPTrip.self))
        expectTrue(decoded.origin.isCurrentLocation)
        expectTrue(decoded.destination.name == "Times Square" && decoded.destination.phoneNumber == "+1 212 555 0100")
        expectEqual(decoded.destination.placemark.locality, "NYC")
        expectEqual(decoded.destinationWaypoint.name, "Times Square")
        // Defaults survive too.
        expectTrue(!decoded.hasShareableDestination && decoded.routeSegmentsAvailableForRegion)
        expectTrue(decoded.destinationNameVariants == nil && decoded.userInfo == nil)
    }

    @Test func archivesWithoutTheirRequiredPartsDoNotDecode() throws {
        let estimates = NSKeyedArchiver(requiringSecureCoding: true)
        estimates.encode(12.0, forKey: "timeRemaining")
        estimates.finishEncoding()
        expectEqual(CPTravelEstimates(coder: try NSKeyedUnarchiver(forReadingFrom: estimates.encodedData)), nil)

        let trip = NSKeyedArchiver(requiringSecureCoding: true)
        trip.encode(NavigationModelTests.waypoint("Only origin"), forKey: "originWaypoint")
        trip.finishEncoding()
        expectEqual(CPTrip(coder: try NSKeyedUnarchiver(forReadingFrom: trip.encodedData)), nil)

        let waypoint = NSKeyedArchiver(requiringSecureCoding: true)
        waypoint.encode([1.0, 2.0] as NSArray, forKey: "centerPoint")  // not three numbers
        waypoint.encode([] as NSArray, forKey: "entryPoints")
        waypoint.finishEncoding()
        expectEqual(CPNavigationWaypoint(coder: try NSKeyedUnarchiver(forReadingFrom: waypoint.encodedData)), nil)
    }
}
