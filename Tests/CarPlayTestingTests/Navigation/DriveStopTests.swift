import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
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
        expectEqual(car.mapTemplate?.navigationBar.leading.map(\.title), ["Destinations"])
        expectEqual(car.tap("Destinations"), .handled)
        var names = texts(car.screen.root)
        expectTrue(names.contains("Add Stop") && !names.contains("Destinations"), "\(names)")
        expectTrue(!names.contains("Casino de Monte Carlo") && names.contains("Stade Louis II"), "\(names)")
        expectEqual(car.tap("Fuel"), .handlerRunning)
        await car.wait { texts(car.screen.root).contains("Total") }
        names = texts(car.screen.root)
        expectTrue(names.contains("Fuel") && names.contains("Add Stop"), "\(names)")
        // Picking the station: the lists close and the trip goes through it, with no preview.
        expectEqual(car.tap("Total"), .handlerRunning)
        await car.wait { guidance.legDestination.name == "Total" }
        await car.settle()
        expectEqual(car.topTemplate?.kind, .map)
        expectEqual(car.tripPreview, nil)
        expectTrue(app.guidance === guidance)
        let session = try require(car.navigationSession)
        expectEqual(session.pause, nil)
        expectEqual(session.lastRerouteReason, Int(CPRerouteReason.waypointModified.rawValue))
        // Two legs, one segment each: the car to the station, the station to the casino.
        expectEqual(session.routeSegments.map(\.destination.name), ["Total", "Casino de Monte Carlo"])
        expectEqual(session.currentSegmentIndex, 0)
        let toStop = guidance.route
        expectTrue(toStop !== direct)
        let (first, second) = (session.routeSegments[0], session.routeSegments[1])
        expectEqual(first.coordinates.count, toStop.polyline.pointCount)
        expectGreater(second.coordinates.count, 1)
        let stopEnd = try require(first.coordinates.last)
        let onward = try require(second.coordinates.first)
        let joint = CLLocation(latitude: stopEnd.latitude, longitude: stopEnd.longitude)
            .distance(from: CLLocation(latitude: onward.latitude, longitude: onward.longitude))
        expectLess(joint, 50, "the second leg starts where the first ends: \(joint) m apart")
        // The card and the first segment carry the first leg's maneuvers.
        expectEqual(session.maneuvers.first?.instructionVariants.first, toStop.steps[1].instructions)
        expectEqual(first.maneuvers.count, toStop.steps.count - 1)
        expectEqual(first.maneuvers.first?.instructionVariants.first, toStop.steps[1].instructions)
        expectTrue(!second.maneuvers.isEmpty)
        // The trip's estimates count both legs (the second segment's are its leg's own): more than the direct route.
        let legs = toStop.distance + second.tripTravelEstimates.distanceRemaining.meters
        let trip = try require(session.tripEstimates).estimates.distanceRemaining.meters
        expectLess(abs(trip - legs), 100, "\(trip) vs \(legs)")
        expectLess(abs(first.tripTravelEstimates.distanceRemaining.meters - trip), 100)
        expectGreater(trip, direct.distance, "\(trip) vs \(direct.distance)")

        // At the station: announced as a stop, then the second leg to the casino.
        try car.drive(toStop)
        car.driveToEnd()
        await drive(car, seconds: 8)
        expectTrue(car.spokenTexts.contains { $0.hasPrefix("You have arrived at Total") }, "\(car.spokenTexts)")
        expectTrue(app.guidance === guidance)
        expectEqual(car.navigationSession?.currentSegmentIndex, 1)
        expectEqual(guidance.legDestination.name, "Casino de Monte Carlo")
        expectTrue(guidance.route !== toStop)
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 8)
        expectEqual(app.guidance?.hasArrived, true)
        expectEqual(car.spokenTexts.last, "You have arrived at Casino de Monte Carlo")
        expectEqual(car.tap("End"), .handled)
        expectTrue(app.guidance == nil && car.navigationSession == nil)
    }

    @Test func outsideATripTheListsStillPreviewATrip() async throws {
        let (car, app) = await connected()
        expectEqual(car.tap("Destinations"), .handled)
        expectTrue(!texts(car.screen.root).contains("Add Stop"))
        expectEqual(car.tap("Fuel"), .handlerRunning)
        await car.wait { texts(car.screen.root).contains("Total") }
        expectTrue(!texts(car.screen.root).contains("Add Stop"))
        expectEqual(car.tap("Total"), .handlerRunning)
        await car.wait { car.tripPreview != nil }
        expectEqual(car.mapTemplate?.previews?.trips.first?.destination.name, "Total")
        expectEqual(app.guidance, nil)
        expectEqual(app.waypointTask, nil)
    }
}
