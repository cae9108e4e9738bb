import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// Drive's guidance for the car's other displays and the driver's locale: route segments and metadata (26.4 route
/// sharing), the cluster's zoom, distances in the locale's units.
extension DriveFlowTests {
    @Test func guidanceSharesTheRouteAsASegmentAndReroutesWithANewOne() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let first = guidance.route
        // Opted in: the car's cluster and head-up display get the maneuvers and the route's leg with its line.
        let metadata = try require(car.metadata)
        expectEqual(metadata.maneuvers.first?.instructionVariants.first, first.steps[1].instructions)
        // The road after the maneuver, for the cluster and head-up display to name.
        let street = try require(first.steps[1].instructions.components(separatedBy: " onto ").last)
        expectEqual(metadata.maneuvers.first?.roadFollowingVariants, [street])
        let segment = try require(metadata.routeSegments.first)
        expectEqual(metadata.routeSegments.count, 1)
        expectEqual(segment.coordinates.count, first.polyline.pointCount)
        expectEqual(segment.destination.name, "Casino de Monte Carlo")
        expectEqual(metadata.currentSegmentID, segment.id)
        // Sharing the route, the car says whose route it follows.
        expectEqual(car.session.reportRouteSource(.sourceiOSUnchanged), .handled)
        expectEqual(app.routeSource, .sourceiOSUnchanged)
        expectTrue(try !require(car.navigationSession).currentRoadNameVariants.isEmpty)
        // Off the route: the new route comes as a new segment, the reason a missed turn.
        try car.driveRoute(to: CLLocationCoordinate2D(latitude: 43.7276, longitude: 7.4156))
        for _ in 0..<120 {
            guard app.guidance?.route === first else { break }
            await drive(car, seconds: 1)
            await car.wait { car.navigationSession?.pause?.reason != .rerouting }
        }
        let rerouted = try require(app.guidance)
        expectTrue(rerouted.route !== first)
        let session = try require(car.navigationSession)
        expectEqual(session.lastRerouteReason, Int(CPRerouteReason.missedTurn.rawValue))
        expectEqual(session.routeSegments.count, 1)
        let newSegment = try require(car.metadata?.routeSegments.first)
        expectNotEqual(newSegment.id, segment.id)
        expectEqual(newSegment.coordinates.count, rerouted.route.polyline.pointCount)
        expectEqual(car.metadata?.maneuvers.first?.instructionVariants.first, rerouted.route.steps[1].instructions)
    }

    @Test func aStopTheCarProposesIsEstimatedAndDrivenThrough() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let direct = guidance.route
        // The car's navigation asks what a stop at the stadium would cost: more than the direct route.
        var answer: TravelEstimatesSnapshot?
        let stadium = (latitude: 43.7276, longitude: 7.4156)
        car.session.requestWaypoint(latitude: stadium.latitude, longitude: stadium.longitude, name: "Stade Louis II") {
            answer = $0
        }
        await car.wait { answer != nil }
        let estimates = try require(answer)
        expectGreater(estimates.distanceRemaining.meters, direct.distance, "\(estimates)")
        // The driver accepts: two legs, two segments, the first to the stop.
        expectEqual(
            car.session.decideWaypoint(
                latitude: stadium.latitude, longitude: stadium.longitude, name: "Stade Louis II", accepted: true),
            .handled)
        await app.waypointTask?.value
        await car.settle()
        let session = try require(car.navigationSession)
        expectEqual(session.pause, nil)
        expectEqual(session.lastRerouteReason, Int(CPRerouteReason.waypointModified.rawValue))
        expectEqual(session.routeSegments.map(\.destination.name), ["Stade Louis II", "Casino de Monte Carlo"])
        expectEqual(session.currentSegmentIndex, 0)
        expectEqual(guidance.legDestination.name, "Stade Louis II")
        let trip = try require(session.tripEstimates).estimates.distanceRemaining.meters
        expectLess(abs(trip - estimates.distanceRemaining.meters), 100, "\(trip)")
        // At the stop: the second leg, then the casino.
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 8)
        expectTrue(
            car.spokenTexts.contains { $0.hasPrefix("You have arrived at Stade Louis II") }, "\(car.spokenTexts)")
        expectTrue(app.guidance === guidance)
        expectEqual(car.navigationSession?.currentSegmentIndex, 1)
        expectEqual(guidance.legDestination.name, "Casino de Monte Carlo")
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 8)
        expectEqual(app.guidance?.hasArrived, true)
        expectEqual(car.spokenTexts.last, "You have arrived at Casino de Monte Carlo")
        expectEqual(car.tap("End"), .handled)
        expectTrue(app.guidance == nil && car.navigationSession == nil)
    }

    @Test func theClusterShowsTheSpeedLimitOfTheRoadAsTheSettingSays() async throws {
        let (car, app) = await connected()
        let cluster = DriveClusterSceneDelegate()
        // Its own car's scene: a cluster without one takes the last connected Drive scene's, which can be another
        // test's (one process runs several cars) and then that test's trip never reaches its own cluster.
        cluster.mainScene = app
        car.connectCluster(cluster)
        // A road of Monaco with a posted limit: the middle of the first segment of the first way with one.
        let way = try require(cluster.speedLimits.ways.first { $0.limit == "50" })
        let (a, b) = (way.coordinates[0], way.coordinates[1])
        car.placeCar(
            at: CLLocationCoordinate2D(
                latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2))
        car.deliverLocationEvents()
        await car.settle()
        expectEqual(cluster.speedLimit, "50")
        let sign = try require(cluster.mapViewController.speedLimitSign)
        expectTrue(sign.text == "50" && !sign.isHidden)
        expectTrue(sign.superview === cluster.mapViewController.view)
        car.setClusterSpeedLimit(.disabled)
        expectTrue(sign.isHidden)
        car.setClusterSpeedLimit(.enabled)
        expectTrue(!sign.isHidden)
    }

    @Test func theCarsRequestForADestinationPreviewsTheRoutesThere() async throws {
        let (car, app) = await connected()
        expectEqual(
            car.session.requestDestination(latitude: 43.7276, longitude: 7.4156, name: "Stade Louis II"), .handled)
        await app.previewTask?.value
        await car.settle()
        let trip = try require(car.mapTemplate?.previews?.trips.first)
        expectEqual(trip.destinationNames.first, "Stade Louis II")
        expectTrue(!app.previewRoutes.isEmpty)
    }

    /// Drive finds a speed camera on its route once and keeps the answer while the search from the car's position
    /// (which only moves on) would find the same: every search from within the range a spot holds for finds it.
    @Test func aPlaceFoundOnTheRouteHoldsOverItsRange() async throws {
        let (car, app) = await connected()
        expectEqual(
            car.session.requestDestination(latitude: 43.7276, longitude: 7.4156, name: "Stade Louis II"), .handled)
        await app.previewTask?.value
        let route = try require(app.previewRoutes.first)
        let progress = DriveRouteProgress(route: route)
        let line = route.polyline
        var checked = 0
        for index in 0..<60 {
            // Places near the route (within some 100 m of one of its points, spread along it and around it), each
            // searched from another distance along the route: the same cases on every run.
            let point = line.points()[index * (line.pointCount - 1) / 59].coordinate
            let place = CLLocationCoordinate2D(
                latitude: point.latitude + 0.001 * sin(Double(index)),
                longitude: point.longitude + 0.001 * cos(1.7 * Double(index)))
            let from = progress.length * Double(index * 37 % 60) / 60
            guard let spot = progress.spot(of: place, notBefore: from) else { continue }
            expectEqual(spot.holds.lowerBound, from)
            for later in [
                spot.holds.lowerBound, (spot.holds.lowerBound + spot.holds.upperBound) / 2,
                spot.holds.upperBound,
            ] {
                let found = try require(progress.locate(place, notBefore: later))
                expectTrue(found.along == spot.along && found.offRoute == spot.offRoute, "\(later) in \(spot.holds)")
            }
            checked += 1
        }
        expectGreater(checked, 30)
    }

    @Test func theClusterZoomHalvesAndDoublesItsMapsSpan() async throws {
        let (car, app) = await connected()
        let cluster = DriveClusterSceneDelegate()
        // Its own car's scene: a cluster without one takes the last connected Drive scene's, which can be another
        // test's (one process runs several cars) and then that test's trip never reaches its own cluster.
        cluster.mainScene = app
        car.connectCluster(cluster)
        let map = cluster.mapViewController.mapView
        // The streets around the car: about 800 m across, not the whole world.
        let start = map.region.span.latitudeDelta
        expectTrue(start > 0.002 && start < 0.05, "\(map.region)")
        expectEqual(car.zoomCluster(.in), .handled)
        expectTrue(abs(map.region.span.latitudeDelta - start / 2) < start * 1e-6)
        expectEqual(car.zoomCluster(.out), .handled)
        expectEqual(car.zoomCluster(.out), .handled)
        expectTrue(abs(map.region.span.latitudeDelta - start * 2) < start * 1e-6)
        // The compass follows the car's setting.
        car.setClusterCompass(.disabled)
        expectTrue(!map.showsCompass)
        car.setClusterCompass(.enabled)
        expectTrue(map.showsCompass)
    }

    @Test func distancesFollowTheLocale() {
        let us = DriveFormat(locale: Locale(identifier: "en_US"))
        let uk = DriveFormat(locale: Locale(identifier: "en_GB"))
        let france = DriveFormat(locale: Locale(identifier: "fr_FR"))
        expectEqual(us.distance(120), "400 ft")
        expectEqual(us.distance(2400), "1.5 mi")
        expectEqual(us.spokenDistance(300), "1,000 feet")
        expectEqual(uk.distance(120), "130 yd")
        expectEqual(uk.distance(2400), "1.5 mi")
        expectEqual(uk.spokenDistance(300), "350 yards")
        expectEqual(france.distance(124), "120 m")
        expectEqual(france.distance(2440), "2,4 km")
        expectEqual(france.spokenDistance(310), "300 metres")
        // The unit is chosen after rounding: what rounds to a kilometre or a tenth of a mile is said and written so.
        expectEqual(france.spokenDistance(980), "1 kilometre")
        expectEqual(france.spokenDistance(1520), "1,5 kilometres")
        expectEqual(france.spokenDistance(2010), "2 kilometres")
        expectEqual(france.distance(996), "1,0 km")
        expectEqual(france.distance(9960), "10 km")
        expectEqual(us.distance(159), "500 ft")
        expectEqual(us.distance(161), "0.1 mi")
        expectEqual(us.spokenDistance(390), "1,300 feet")
        expectEqual(us.spokenDistance(420), "0.3 miles")
        expectEqual(us.spokenDistance(1609), "1 mile")
        expectEqual(uk.distance(158), "170 yd")
        expectEqual(uk.distance(163), "0.1 mi")
        expectEqual(uk.spokenDistance(390), "0.2 miles")
        expectEqual(uk.spokenDistance(370), "400 yards")
        expectTrue(france.spokenDistance(.nan).isEmpty && france.distance(-1) == "--")
        expectEqual(us.duration(20), "< 1 min")
        expectEqual(us.duration(3900), "1 h 5 min")
        expectEqual(us.estimates(meters: 1609.344, seconds: 60).distanceRemaining.unit, UnitLength.miles)
        expectEqual(france.estimates(meters: 1000, seconds: 60).distanceRemaining.unit, UnitLength.kilometers)
    }

    @Test func anAmericanDriverSeesMilesAndHearsFeet() async throws {
        let (car, app) = await connected()
        app.format = DriveFormat(locale: Locale(identifier: "en_US"))
        car.session.locale = Locale(identifier: "en_US")
        car.tap("Destinations")
        car.tap("Casino de Monte Carlo")
        await car.settle()
        let trip = try require(car.mapTemplate?.previews?.trips.first)
        expectEqual(car.mapTemplate?.previews?.estimates[trip.id]?.estimates.distanceRemaining.unit, "mi")
        car.startTrip()
        let guidance = try require(app.guidance)
        expectEqual(car.navigationSession?.tripEstimates?.estimates.distanceRemaining.unit, "mi")
        try car.drive(guidance.route)
        await drive(car, seconds: 30)
        expectTrue(car.spokenTexts.contains { $0.hasPrefix("In ") && $0.contains(" feet, ") }, "\(car.spokenTexts)")
    }

    @Test func aFrenchDriverSeesKilometresWithADecimalComma() async throws {
        let (car, app) = await connected()
        app.format = DriveFormat(locale: Locale(identifier: "fr_FR"))
        car.session.locale = Locale(identifier: "fr_FR")
        car.tap("Destinations")
        car.tap("Casino de Monte Carlo")
        await car.settle()
        let trip = try require(car.mapTemplate?.previews?.trips.first)
        expectEqual(car.mapTemplate?.previews?.estimates[trip.id]?.estimates.distanceRemaining.unit, "km")
        // CarPlay writes the estimates in the car's locale: a decimal comma.
        let estimates = try require(car.screen.root.first { $0.content.field == .estimates }?.text)
        if app.previewRoutes[0].distance >= 1000 { expectTrue(estimates.contains(","), "\(estimates)") }
        car.startTrip()
        expectEqual(car.navigationSession?.tripEstimates?.estimates.distanceRemaining.unit, "km")
    }
}
