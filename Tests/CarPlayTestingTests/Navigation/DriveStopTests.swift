import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Foundation
import MapKit
import Testing
import UIKit

/// A stop the driver adds from Drive's own lists while a trip is under way: the trip goes through it, in two legs.
extension DriveFlowTests {
    @Test func aFuelStationPickedDuringATripBecomesAStopOnTheWay() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let direct = guidance.route
        // While guiding, Destinations stays in the bar and its lists offer stops; the trip's destination is not one.
        #expect(car.mapTemplate?.navigationBar.leading.map(\.title) == ["Destinations"])
        #expect(car.tap("Destinations") == .handled)
        var names = texts(car.screen.root)
        #expect(names.contains("Add Stop") && !names.contains("Destinations"), "\(names)")
        #expect(!names.contains("Casino de Monte Carlo") && names.contains("Stade Louis II"), "\(names)")
        #expect(car.tap("Fuel") == .handlerRunning)
        await car.wait { texts(car.screen.root).contains("Total") }
        names = texts(car.screen.root)
        #expect(names.contains("Fuel") && names.contains("Add Stop"), "\(names)")
        // Picking the station: the lists close and the trip goes through it, with no preview.
        #expect(car.tap("Total") == .handlerRunning)
        await car.wait { guidance.legDestination.name == "Total" }
        await car.settle()
        #expect(car.topTemplate?.kind == .map)
        #expect(car.tripPreview == nil)
        #expect(app.guidance === guidance)
        let session = try #require(car.navigationSession)
        #expect(session.pause == nil)
        #expect(session.lastRerouteReason == Int(CPRerouteReason.waypointModified.rawValue))
        // Two legs, one segment each: the car to the station, the station to the casino.
        #expect(session.routeSegments.map(\.destination.name) == ["Total", "Casino de Monte Carlo"])
        #expect(session.currentSegmentIndex == 0)
        let toStop = guidance.route
        #expect(toStop !== direct)
        let (first, second) = (session.routeSegments[0], session.routeSegments[1])
        #expect(first.coordinates.count == toStop.polyline.pointCount)
        #expect(second.coordinates.count > 1)
        let stopEnd = try #require(first.coordinates.last)
        let onward = try #require(second.coordinates.first)
        let joint = CLLocation(latitude: stopEnd.latitude, longitude: stopEnd.longitude)
            .distance(from: CLLocation(latitude: onward.latitude, longitude: onward.longitude))
        #expect(joint < 50, "the second leg starts where the first ends: \(joint) m apart")
        // The card and the first segment carry the first leg's maneuvers.
        #expect(session.maneuvers.first?.instructionVariants.first == toStop.steps[1].instructions)
        #expect(first.maneuvers.count == toStop.steps.count - 1)
        #expect(first.maneuvers.first?.instructionVariants.first == toStop.steps[1].instructions)
        #expect(!second.maneuvers.isEmpty)
        // The trip's estimates count both legs (the second segment's are its leg's own): more than the direct route.
        let legs = toStop.distance + second.tripTravelEstimates.distanceRemaining.meters
        let trip = try #require(session.tripEstimates).estimates.distanceRemaining.meters
        #expect(abs(trip - legs) < 100, "\(trip) vs \(legs)")
        #expect(abs(first.tripTravelEstimates.distanceRemaining.meters - trip) < 100)
        #expect(trip > direct.distance, "\(trip) vs \(direct.distance)")

        // At the station: announced as a stop, then the second leg to the casino.
        try car.drive(toStop)
        car.driveToEnd()
        await drive(car, seconds: 8)
        #expect(car.spokenTexts.contains { $0.hasPrefix("You have arrived at Total") }, "\(car.spokenTexts)")
        #expect(app.guidance === guidance)
        #expect(car.navigationSession?.currentSegmentIndex == 1)
        #expect(guidance.legDestination.name == "Casino de Monte Carlo")
        #expect(guidance.route !== toStop)
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 8)
        #expect(app.guidance?.hasArrived == true)
        #expect(car.spokenTexts.last == "You have arrived at Casino de Monte Carlo")
        #expect(car.tap("End") == .handled)
        #expect(app.guidance == nil && car.navigationSession == nil)
    }

    @Test func outsideATripTheListsStillPreviewATrip() async throws {
        let (car, app) = await connected()
        #expect(car.tap("Destinations") == .handled)
        #expect(!texts(car.screen.root).contains("Add Stop"))
        #expect(car.tap("Fuel") == .handlerRunning)
        await car.wait { texts(car.screen.root).contains("Total") }
        #expect(!texts(car.screen.root).contains("Add Stop"))
        #expect(car.tap("Total") == .handlerRunning)
        await car.wait { car.tripPreview != nil }
        #expect(car.mapTemplate?.previews?.trips.first?.destination.name == "Total")
        #expect(app.guidance == nil)
        #expect(app.waypointTask == nil)
    }
}
