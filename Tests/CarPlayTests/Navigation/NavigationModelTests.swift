import Expectations
import Foundation
import MapKit
import Testing
@_spi(CarPlayHost) @testable import CarPlay

/// Trips, route choices, preview texts, travel estimates and waypoints (api-navigation.md §7, §8.4–8.6).
@Suite("Navigation model")
struct NavigationModelTests {
    static let cupertino = CPLocationCoordinate3D(latitude: 37.3349, longitude: -122.009, altitude: 20)

    static func waypoint(_ name: String) -> CPNavigationWaypoint {
        CPNavigationWaypoint(
            centerPoint: cupertino, locationThreshold: Measurement(value: 50, unit: .meters), name: name,
            address: "1 Apple Park Way\nCupertino, CA 95014",
            entryPoints: [CPLocationCoordinate3D(latitude: 37.33, longitude: -122.01, altitude: CLLocationDistanceMax)],
            timeZone: TimeZone(identifier: "America/Los_Angeles"))
    }

    // MARK: Travel estimates

    @Test func travelEstimatesDisplayTheDistanceRemainingUnlessToldOtherwise() {
        let estimates = CPTravelEstimates(distanceRemaining: Measurement(value: 2.5, unit: .miles), timeRemaining: 300)
        expectEqual(estimates.distanceRemaining, Measurement(value: 2.5, unit: .miles))
        expectEqual(estimates.distanceRemainingToDisplay, Measurement(value: 2.5, unit: .miles))
        expectEqual(estimates.distanceRemainingToDisplay.unit, .miles)
        expectEqual(estimates.timeRemaining, 300)

        let rounded = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1234, unit: .meters),
            distanceRemainingToDisplay: Measurement(value: 1.2, unit: .kilometers), timeRemaining: -1)
        expectTrue(rounded.distanceRemaining.value == 1234 && rounded.distanceRemaining.unit == .meters)
        expectTrue(
            rounded.distanceRemainingToDisplay.value == 1.2 && rounded.distanceRemainingToDisplay.unit == .kilometers)
        expectEqual(rounded.timeRemaining, -1)  // unknown: shown as "--"
    }

    // MARK: Route choices and preview texts

    @Test func routeChoicesKeepTheirVariantsAndCopy() throws {
        let choice = CPRouteChoice(
            summaryVariants: ["Via I-280 S", "I-280"], additionalInformationVariants: ["Fastest Route"],
            selectionSummaryVariants: ["I-280 S, 12 min"])
        expectEqual(choice.summaryVariants, ["Via I-280 S", "I-280"])
        expectEqual(choice.additionalInformationVariants, ["Fastest Route"])
        expectEqual(choice.selectionSummaryVariants, ["I-280 S, 12 min"])
        expectEqual(choice.userInfo, nil)
        choice.userInfo = ["route": 1]

        let copy = try require(choice.copy() as? CPRouteChoice)
        expectTrue(copy !== choice && copy._elementID != choice._elementID)
        expectEqual(copy.summaryVariants, choice.summaryVariants)
        expectEqual(copy.additionalInformationVariants, ["Fastest Route"])
        expectEqual(copy.selectionSummaryVariants, ["I-280 S, 12 min"])
        expectEqual((copy.userInfo as? [String: Int]), ["route": 1])
    }

    @Test func tripPreviewTextConfiguration() {
        let texts = CPTripPreviewTextConfiguration(
            startButtonTitle: "Go", additionalRoutesButtonTitle: nil, overviewButtonTitle: "Overview")
        expectEqual(texts.startButtonTitle, "Go")
        expectEqual(texts.additionalRoutesButtonTitle, nil)
        expectEqual(texts.overviewButtonTitle, "Overview")
    }

    // MARK: Waypoints

    @Test func waypointsKeepEveryPart() {
        let waypoint = Self.waypoint("Apple Park")
        expectTrue(waypoint.centerPoint.latitude == 37.3349 && waypoint.centerPoint.longitude == -122.009)
        expectEqual(waypoint.centerPoint.altitude, 20)
        expectEqual(waypoint.locationThreshold, Measurement(value: 50, unit: .meters))
        expectEqual(waypoint.name, "Apple Park")
        expectEqual(waypoint.address, "1 Apple Park Way\nCupertino, CA 95014")
        expectTrue(waypoint.entryPoints.count == 1 && waypoint.entryPoints[0].altitude == CLLocationDistanceMax)
        expectEqual(waypoint.timeZone?.identifier, "America/Los_Angeles")
    }

    @Test func waypointFromAMapItem() {
        let placemark = MKPlacemark(
            coordinate: CLLocationCoordinate2D(latitude: 48.8584, longitude: 2.2945),
            addressDictionary: [
                "Street": "Avenue Anatole France", "SubThoroughfare": "5", "City": "Paris", "ZIP": "75007",
                "Country": "France",
            ])
        let item = MKMapItem(placemark: placemark)
        item.name = "Eiffel Tower"
        item.timeZone = TimeZone(identifier: "Europe/Paris")
        let waypoint = CPNavigationWaypoint(mapItem: item, locationThreshold: nil, entryPoints: [])
        expectTrue(waypoint.centerPoint.latitude == 48.8584 && waypoint.centerPoint.longitude == 2.2945)
        expectEqual(waypoint.centerPoint.altitude, CLLocationDistanceMax)  // a map item has no altitude
        expectTrue(waypoint.locationThreshold == nil && waypoint.entryPoints.isEmpty)
        expectEqual(waypoint.name, "Eiffel Tower")
        expectEqual(waypoint.address, "5 Avenue Anatole France\nParis, 75007\nFrance")
        expectEqual(waypoint.timeZone?.identifier, "Europe/Paris")

        let bare = CPNavigationWaypoint(mapItem: MKMapItem(), locationThreshold: nil, entryPoints: [])
        expectTrue(bare.name == nil && bare.address == nil && bare.timeZone == nil)
    }

    @Test func waypointsAreSendable() async {
        let waypoint = Self.waypoint("Sent")
        let name = await Task.detached { waypoint.name }.value
        expectEqual(name, "Sent")
    }

    @Test func coordinate3DIsAPlainValue() {
        var coordinate = CPLocationCoordinate3D()
        expectTrue(coordinate.latitude == 0 && coordinate.longitude == 0 && coordinate.altitude == 0)
        coordinate.altitude = 12.5
        let copy = coordinate
        coordinate.latitude = 1
        expectTrue(copy.altitude == 12.5 && copy.latitude == 0)
    }

    @Test func mapTemplateWaypointIsMutable() {
        let first = CPMapTemplateWaypoint(
            waypoint: Self.waypoint("Stop"),
            travelEstimates: CPTravelEstimates(
                distanceRemaining: Measurement(value: 3, unit: .kilometers), timeRemaining: 240))
        expectTrue(first.waypoint.name == "Stop" && first.travelEstimates.timeRemaining == 240)
        first.waypoint = Self.waypoint("Other stop")
        first.travelEstimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 1, unit: .kilometers), timeRemaining: 60)
        expectTrue(first.waypoint.name == "Other stop" && first.travelEstimates.timeRemaining == 60)
    }

    // MARK: Trips

    static func choices() -> [CPRouteChoice] {
        [CPRouteChoice(summaryVariants: ["Fastest"], additionalInformationVariants: [], selectionSummaryVariants: [])]
    }

    @Test func tripBetweenWaypoints() {
        let origin = Self.waypoint("Home")
        let destination = Self.waypoint("Work")
        let choices = Self.choices()
        let trip = CPTrip(originWaypoint: origin, destinationWaypoint: destination, routeChoices: choices)
        expectTrue(trip.originWaypoint === origin && trip.destinationWaypoint === destination)
        expectTrue(trip.routeChoices.count == 1 && trip.routeChoices[0] === choices[0])
        // The deprecated map items are made from the waypoints.
        expectTrue(trip.origin.name == "Home" && trip.destination.name == "Work")
        expectEqual(trip.destination.placemark.coordinate.latitude, 37.3349)
        expectEqual(trip.destination.timeZone?.identifier, "America/Los_Angeles")
        expectTrue(trip.origin === trip.origin)  // the same item every time
        // Defaults.
        expectTrue(trip.userInfo == nil && trip.destinationNameVariants == nil)
        expectTrue(!trip.hasShareableDestination && trip.routeSegmentsAvailableForRegion)
    }

    @Test func tripBetweenMapItems() {
        let origin = MKMapItem.forCurrentLocation()
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)))
        destination.name = "London"
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: [])
        expectTrue(trip.origin === origin && trip.destination === destination)
        expectEqual(trip.destinationWaypoint.name, "London")
        expectEqual(trip.destinationWaypoint.centerPoint.latitude, 51.5)
        expectEqual(trip.originWaypoint.name, "Current Location")
        expectTrue(trip.routeChoices.isEmpty)
    }

    @MainActor @Test func tripSettingsNotifyTheHost() async {
        let trip = CPTrip(
            originWaypoint: Self.waypoint("A"), destinationWaypoint: Self.waypoint("B"), routeChoices: Self.choices())
        let ids = await NavigationChangeRecorder.record(trip) {
            trip.destinationNameVariants = ["Work", "Office"]
            trip.hasShareableDestination = true
            trip.routeSegmentsAvailableForRegion = false
        }
        expectEqual(ids.filter { $0 == trip._elementID }.count, 3)
        expectEqual(trip.destinationNameVariants, ["Work", "Office"])
        expectTrue(trip.hasShareableDestination && !trip.routeSegmentsAvailableForRegion)
        trip.userInfo = "mine"
        expectEqual(trip.userInfo as? String, "mine")
    }
}

/// Records the change notices of `objects` posted while `body` runs (on the main actor).
@MainActor final class NavigationChangeRecorder: CPChangeObserver {
    private var ids: [CPElementID] = []
    func hostObjectDidChange(_ id: CPElementID) { ids.append(id) }

    static func record(_ objects: AnyObject..., during body: () -> Void) async -> [CPElementID] {
        let recorder = NavigationChangeRecorder()
        for object in objects { CPHostBridge.routeChanges(of: object, to: recorder) }
        body()
        // Notices posted from another thread arrive on the main queue.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        return recorder.ids
    }
}
