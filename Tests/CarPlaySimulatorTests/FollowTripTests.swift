import CarPlay
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import CoreLocation
import Expectations
import Foundation
import MapKit
import OpenStreetMap
import Testing

/// "Follow the route": the drive controls' `drive` to `trip` takes the car to the destination of the trip a
/// navigation app guides, along the fastest route of the car's map (the route the app's `MKDirections` gives), so a
/// driver in the browser car arrives where the app expects.
@MainActor @Suite(.serialized) struct FollowTripTests {
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    func car(_ time: ManualTime) throws -> (SimulatorHub, FakePage, CarSession, NavigatorDelegate) {
        let made = Box<[NavigatorDelegate]>([])
        let system = CarSystem(
            apps: [Apps.navigator(made)], clock: { time.now }, timeZone: TimeZone(identifier: "UTC")!)
        let hub = SimulatorHub(system: system)
        try system.launch(Apps.navigatorID)
        let session = try require(system.sessions[Apps.navigatorID])
        return (hub, FakePage(hub), session, try require(made.value.last))
    }

    @Test func theCarDrivesToTheGuidedTripsDestination() async throws {
        let time = ManualTime()
        let (hub, page, session, app) = try car(time)
        _ = try await page.drain()
        let refused = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "trip", "id": 1])
        let error = try require(refused.first { $0["type"] == "error" })
        expectTrue(error["code"] == "badField" && "\(error)".contains("guiding a trip"), "no trip is guided yet")

        session.runAsApp {
            let place = MKMapItem(placemark: MKPlacemark(coordinate: Self.casino))
            place.name = "Casino de Monte Carlo"
            let trip = CPTrip(
                origin: MKMapItem.forCurrentLocation(), destination: place,
                routeChoices: [
                    CPRouteChoice(
                        summaryVariants: ["Via Avenue d'Ostende"], additionalInformationVariants: [],
                        selectionSummaryVariants: [])
                ])
            app.navigationSession = app.mapTemplate.startNavigationSession(for: trip)
        }
        session.takeInChanges()
        let drive = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "trip", "id": 2])
        expectTrue(drive.contains { $0["type"] == "ack" && $0["inReplyTo"] == 2 }, "\(drive)")
        expectTrue(drive.contains { $0["type"] == "log" && "\($0)".contains("Drive to Casino de Monte Carlo") })
        let route = try require(hub.system.roadRoute)
        let end = Coordinate(latitude: Self.casino.latitude, longitude: Self.casino.longitude)
        expectEqual(route.destination, end, "the trip's destination, not the panel's own casino")
        expectTrue(try require(route.route.coordinates.last).distance(to: end) < 30, "the route ends at the casino")
        time.now += 5
        hub.tick()
        expectGreater((hub.system.vehicleState?.speed ?? 0), 0, "the car sets off")
    }

    @Test func tripIsOneOfTheDestinationsAMessageMayName() throws {
        expectTrue(
            try ClientMessage.decode(#"{"type":"vehicle","action":"drive","destination":"trip"}"#).body
                == .vehicle(.drive(destination: "trip")))
    }
}
