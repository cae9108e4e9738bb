import AVFoundation
import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// The Drive sample as a driver uses it, on the car's real map of Monaco: destinations, route previews from
/// `MKDirections`, turn-by-turn guidance from the route's steps as the car drives, spoken prompts and arrival.
@MainActor @Suite struct DriveFlowTests {
    func connected() async -> (TestCar, DriveSceneDelegate) {
        let car = TestCar(category: .navigation)
        let app = DriveSceneDelegate()
        // Metres and kilometres, whatever the machine's locale (the units tests choose their own).
        app.format = DriveFormat(locale: Locale(identifier: "en_IE"))
        // A new route follows at once (`rerouteAfterAMinimum…` checks the minimum time "Rerouting…" shows).
        app.reroutingMinimum = 0
        car.connect(app)
        await car.settle()  // the location permission: allowed while in use
        return (car, app)
    }

    func texts(_ node: ScreenNode?) -> [String] {
        guard let node else { return [] }
        return node.all { $0.text != nil }.compactMap { $0.text?.replacingOccurrences(of: "\n", with: " ") }
    }

    /// Destinations → the casino → a preview of the routes, then Go.
    func startTripToTheCasino(_ car: TestCar, _ app: DriveSceneDelegate) async throws -> DriveGuidance {
        expectEqual(car.tap("Destinations"), .handled)
        expectEqual(car.topTemplate?.kind, .list)
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()  // the row spins until the routes are previewed
        expectEqual(car.topTemplate?.kind, .map)
        let previews = try require(car.mapTemplate?.previews)
        let trip = try require(previews.trips.first)
        expectTrue((1...3).contains(trip.routeChoices.count))
        expectEqual(trip.routeChoices.count, app.previewRoutes.count)
        expectEqual(trip.routeChoices.first?.summaryVariants.first, "Via \(app.previewRoutes[0].name)")
        expectTrue(texts(car.tripPreview).contains("Go"))
        expectEqual(car.startTrip(), .handled)
        return try require(app.guidance)
    }

    /// Lets `seconds` of the car's time pass, a second at a time, with the audio of each prompt made as it comes.
    func drive(_ car: TestCar, seconds: Int) async {
        for _ in 0..<seconds {
            await car.speechAudioReady()
            car.advanceClock(by: 1)
        }
    }

    @Test func theMapTemplateHasMapButtonsAndBarButtons() async throws {
        let (car, app) = await connected()
        expectEqual(car.mapButtons.count, 4)
        let bar = try require(car.mapTemplate?.navigationBar)
        expectEqual(bar.leading.map(\.title), ["Destinations"])
        expectEqual(bar.trailing.count, 1)
        // Zoom in halves the span; pan mode swaps the bar's search button for Done.
        let before = app.mapViewController.mapView.region.span.latitudeDelta
        expectEqual(car.tapMapButton(at: 1), .handled)
        expectLess(abs(app.mapViewController.mapView.region.span.latitudeDelta - before / 2), 1e-9)
        expectEqual(car.tapMapButton(at: 2), .handled)
        expectLess(abs(app.mapViewController.mapView.region.span.latitudeDelta - before), 1e-9)
        expectEqual(car.tapMapButton(at: 0), .handled)
        expectEqual(car.mapTemplate?.isPanningInterfaceVisible, true)
        expectEqual(car.mapTemplate?.navigationBar.trailing.map(\.title), ["Done"])
        let center = app.mapViewController.mapView.region.center
        expectEqual(car.pan(.up), .handled)
        expectGreater(app.mapViewController.mapView.region.center.latitude, center.latitude)
        expectEqual(car.tap("Done"), .handled)
        expectEqual(car.mapTemplate?.isPanningInterfaceVisible, false)
    }

    @Test func drivesToTheCasinoWithGuidanceVoiceAndArrival() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let route = guidance.route
        expectEqual(car.tripPreview, nil)
        expectEqual(car.mapTemplate?.navigationBar.trailing.map(\.title), ["End"])
        // The card's maneuvers are the route's real steps, after the departure.
        let session = try require(car.navigationSession)
        let maneuvers = session.maneuvers
        expectEqual(maneuvers.first?.instructionVariants.first, route.steps[1].instructions)
        if route.steps.count > 2 {
            expectEqual(maneuvers.count, 2)
            expectEqual(maneuvers.last?.instructionVariants.first, route.steps[2].instructions)
        }
        expectNotEqual(maneuvers.first?.symbolImage, nil)
        expectEqual(session.addedManeuvers.count, route.steps.count - 1)
        let card = try require(car.guidanceCard)
        // The card shows the variant that fits, cut with an ellipsis if it must; each names the real street.
        let firstStreet = try require(route.steps[1].instructions.components(separatedBy: " onto ").last)
        let variants = try require(maneuvers.first?.instructionVariants)
        expectTrue(variants.count >= 2 && variants.allSatisfy { $0.contains(firstStreet) })
        expectTrue(
            texts(card).contains { text in
                variants.contains { $0 == text || (text.hasSuffix("…") && $0.hasPrefix(text.dropLast())) }
            }, "\(texts(card))")
        let startRemaining = try require(session.tripEstimates).estimates.distanceRemaining.meters
        expectTrue(abs(startRemaining - route.distance) < route.distance * 0.2)

        // Driving: the estimates go down, the card moves on, prompts are spoken.
        try car.drive(route)
        await drive(car, seconds: 15)
        let moved = try require(car.navigationSession?.tripEstimates).estimates.distanceRemaining.meters
        expectTrue(moved < startRemaining - 50)
        await drive(car, seconds: 15)
        expectEqual(car.spokenTexts.first, route.steps[0].instructions)
        // Before the first maneuver: "In … metres, keep left onto …", then the maneuver itself at the turn.
        expectTrue(car.spokenTexts.contains { $0.hasPrefix("In ") && $0.hasSuffix(firstStreet) }, "\(car.spokenTexts)")
        expectTrue(car.spokenTexts.contains(route.steps[1].instructions), "\(car.spokenTexts)")
        // Past it, the card shows the next maneuvers.
        for _ in 0..<60
        where car.navigationSession?.maneuvers.first?.instructionVariants.first == route.steps[1].instructions {
            await drive(car, seconds: 1)
        }
        expectNotEqual(
            car.navigationSession?.maneuvers.first?.instructionVariants.first, route.steps[1].instructions)

        car.driveToEnd()
        await drive(car, seconds: 10)
        expectEqual(car.spokenTexts.last, "You have arrived at Casino de Monte Carlo")
        // The arrival card, with End, until the driver ends the trip.
        let arrival = try require(car.navigationSession?.maneuvers.first)
        expectEqual(arrival.instructionVariants.first, "Arrive at Casino de Monte Carlo")
        let arrivals: [CPManeuverType] = [.arriveAtDestination, .arriveAtDestinationLeft, .arriveAtDestinationRight]
        expectTrue(arrivals.map { Int($0.rawValue) }.contains(arrival.maneuverType))
        let cardTexts = texts(car.screen.root.first { $0.role == .guidanceCard })
        expectTrue(cardTexts.contains { $0.hasPrefix("Arrive at Casino") }, "\(cardTexts)")
        expectEqual(car.mapTemplate?.navigationBar.trailing.map(\.title), ["End"])
        expectEqual(car.tap("End"), .handled)
        expectEqual(app.guidance, nil)
        expectEqual(car.navigationSession, nil)
        expectEqual(car.mapTemplate?.navigationBar.leading.map(\.title), ["Destinations"])
        expectEqual(car.mapView?.overlays.isEmpty, true)
    }

    /// Arrived, the driver drives on without ending the trip: it ends by itself once the car is away.
    @Test func drivingOnAfterArrivingEndsTheTrip() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 5)
        expectEqual(app.guidance?.hasArrived, true)
        try car.driveRoute(to: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206))
        await drive(car, seconds: 60)
        expectTrue(app.guidance == nil && car.navigationSession == nil)
    }

    /// A new route that comes at once waits until "Rerouting…" has been up for the app's minimum, on the app's clock.
    @Test func rerouteAfterAMinimumTimeOnTheRoutingCard() async throws {
        let (car, app) = await connected()
        /// The app's clock, which the test moves (a reference: the app's closures read it after each move).
        final class AppClock { var now = Date(timeIntervalSince1970: 0) }
        let clock = AppClock()
        var pending: [(at: Date, work: @MainActor () -> Void)] = []
        app.reroutingMinimum = 1.5
        app.now = { clock.now }
        app.runAfter = { delay, work in pending.append((clock.now.addingTimeInterval(delay), work)) }
        let guidance = try await startTripToTheCasino(car, app)
        let first = guidance.route
        // Off the route: far from it, on the harbour's other side.
        car.session.vehicleCoordinate = .init(latitude: 43.7340, longitude: 7.4190)
        await car.wait { pending.count == 1 }
        expectEqual(car.navigationSession?.pause?.reason, .rerouting)
        expectTrue(app.guidance?.route === first)
        // Before the minimum: still rerouting.
        clock.now = clock.now.addingTimeInterval(1)
        expectEqual(pending[0].at, Date(timeIntervalSince1970: 1.5))
        expectEqual(car.navigationSession?.pause?.reason, .rerouting)
        // At the minimum the new route is followed.
        clock.now = pending[0].at
        pending.removeFirst().work()
        expectEqual(car.navigationSession?.pause, nil)
        expectTrue(app.guidance?.route !== first)
    }

    /// Cancel leaves a trip preview: no previews, no route or pin, the search button back.
    @Test func cancelLeavesThePreview() async throws {
        let (car, app) = await connected()
        expectEqual(car.tap("Destinations"), .handled)
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()
        expectTrue(car.mapTemplate?.previews != nil && car.mapView?.overlays.isEmpty == false)
        expectEqual(car.mapTemplate?.navigationBar.trailing.map(\.title), ["Cancel"])
        expectEqual(car.tap("Cancel"), .handled)
        expectEqual(car.mapTemplate?.previews, nil)
        expectTrue(car.mapView?.overlays.isEmpty == true && car.mapView?.annotations.isEmpty == true)
        expectTrue(
            car.mapTemplate?.navigationBar.trailing.count == 1
                && car.mapTemplate?.navigationBar.trailing.first?.title == nil)
        expectEqual(app.guidance, nil)
    }

    @Test func theEndButtonCancelsTheTrip() async throws {
        let (car, app) = await connected()
        _ = try await startTripToTheCasino(car, app)
        expectNotEqual(car.navigationSession, nil)
        expectEqual(car.tap("End"), .handled)
        expectEqual(car.navigationSession, nil)
        expectEqual(app.guidance, nil)
        expectEqual(car.mapTemplate?.navigationBar.leading.map(\.title), ["Destinations"])
    }

    @Test func promptsFollowThePromptStyle() async throws {
        let (car, app) = await connected()
        // Siri listening: no prompts at all.
        car.setSiriListening(true)
        expectEqual(car.promptStyle, .none)
        let guidance = try await startTripToTheCasino(car, app)
        try car.drive(guidance.route)
        await drive(car, seconds: 20)
        expectTrue(car.spokenUtterances.isEmpty)
        // On a call: the short instruction only (the street), not the sentence.
        car.setSiriListening(false)
        car.setOnCall(true)
        expectEqual(car.promptStyle, .short)
        await drive(car, seconds: 30)
        let street = DriveManeuvers.shortInstruction(guidance.route.steps[1].instructions)
        expectTrue(car.spokenTexts.contains(street), "\(car.spokenTexts)")
        expectTrue(!car.spokenTexts.contains { $0.hasPrefix("In ") })
    }

    @Test func theAudioSessionIsActiveOnlyWhileSpeaking() async throws {
        let (car, app) = await connected()
        _ = try await startTripToTheCasino(car, app)
        // The departure is being said: other audio ducks.
        expectTrue(car.isSpeaking)
        expectTrue(car.isDuckingOtherAudio)
        await drive(car, seconds: 8)
        expectEqual(car.spokenTexts.count, 1)
        expectTrue(!car.isSpeaking)
        expectTrue(!car.isDuckingOtherAudio)
    }

    @Test func leavingTheRoutePausesAndResumesOnANewRoute() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let first = guidance.route
        // The driver heads for the stadium instead.
        try car.driveRoute(to: CLLocationCoordinate2D(latitude: 43.7276, longitude: 7.4156))
        var sawRerouting = false
        for _ in 0..<120 {
            guard app.guidance?.route === first else { break }
            await drive(car, seconds: 1)
            sawRerouting = sawRerouting || car.navigationSession?.pause?.reason == .rerouting
            await car.wait { car.navigationSession?.pause?.reason != .rerouting }
        }
        expectTrue(sawRerouting)
        let rerouted = try require(app.guidance)
        expectTrue(rerouted.route !== first)
        expectEqual(car.navigationSession?.pause, nil)
        expectEqual(
            car.navigationSession?.maneuvers.first?.instructionVariants.first, rerouted.route.steps[1].instructions)
    }

    /// The driver follows the app's route, then takes a wrong turn, as the browser car's Drive panel does: the app
    /// sees the car leave its route, reroutes (a missed turn) and guides on to the casino.
    @Test func aWrongTurnMakesTheAppReroute() async throws {
        let (car, app) = await connected()
        let guidance = try await startTripToTheCasino(car, app)
        let first = guidance.route
        #expect(throws: TestCar.DriveError.drive(.noRoadRoute)) { try car.takeWrongTurn() }
        // The driver follows the route the car's map finds to the trip's destination, then leaves it.
        let casino = DriveMapViewController.casino
        try car.driveRoute(to: casino)
        await drive(car, seconds: 3)
        let followed = try require(car.roadRoute)
        try car.takeWrongTurn()
        let onward = try require(car.roadRoute)
        expectNotEqual(onward.route.coordinates, followed.route.coordinates)
        expectEqual(onward.destination, followed.destination)
        var sawRerouting = false
        for _ in 0..<180 {
            guard app.guidance?.route === first else { break }
            await drive(car, seconds: 1)
            sawRerouting = sawRerouting || car.navigationSession?.pause?.reason == .rerouting
            await car.wait { car.navigationSession?.pause?.reason != .rerouting }
        }
        expectTrue(sawRerouting)
        expectTrue(app.guidance?.route !== first)
        expectEqual(car.navigationSession?.lastRerouteReason, Int(CPRerouteReason.missedTurn.rawValue))
    }

    @Test func categoriesListPlacesFromTheCarsMap() async throws {
        let (car, app) = await connected()
        car.tap("Destinations")
        expectEqual(car.tap("Parking"), .handlerRunning)
        await car.settle()
        expectEqual(car.topTemplate?.kind, .list)
        // Places named as parkings, nearest the car first.
        let rows = texts(car.screen.root).filter { $0 != "Parking" && $0.localizedCaseInsensitiveContains("parking") }
        expectTrue(!rows.isEmpty, "\(texts(car.screen.root))")
        // Choosing one previews the routes to it.
        expectEqual(car.tap(try require(rows.first)), .handlerRunning)
        await car.settle()
        expectNotEqual(car.tripPreview, nil)
        expectTrue(!app.previewRoutes.isEmpty)
    }

    @Test func fuelListsTheStationsOfTheCarsMap() async throws {
        let (car, app) = await connected()
        car.tap("Destinations")
        car.tap("Fuel")
        await car.settle()
        // The extract's fuel stations are all outside Monaco's centre: within 2 km of the port, Total in
        // Fontvieille only.
        var names = texts(car.screen.root)
        expectEqual(names.first { $0 != "12:00" && $0 != "LTE" }, "Fuel")
        expectTrue(names.contains("Total") && !names.contains("Station Avia") && !names.contains("Esso"), "\(names)")
        // Above Monaco, Station Avia (a point of interest of MapKit's .gasStation category).
        car.back()
        car.back()
        car.placeCar(at: CLLocationCoordinate2D(latitude: 43.7480, longitude: 7.4170))
        car.deliverLocationEvents()
        await car.settle()
        expectEqual(app.lastLocation.map { $0.coordinate.latitude > 43.747 }, true)
        car.tap("Destinations")
        car.tap("Fuel")
        await car.settle()
        names = texts(car.screen.root)
        expectTrue(names.contains("Station Avia") && !names.contains("Esso"), "\(names)")
    }

    @Test func theDashboardOffersHomeAndWorkWhileIdle() async throws {
        let (car, app) = await connected()
        let dashboard = DriveDashboardSceneDelegate()
        dashboard.mainScene = app  // other tests' cars run Drive in this process too
        car.connectDashboard(dashboard)
        expectTrue(dashboard.window?.rootViewController === dashboard.mapViewController)
        expectEqual(car.dashboardButtons.map(\.text), ["Home", "Work"])
        // Home: the main scene previews the routes home.
        expectEqual(car.tapDashboardButton("Home"), .handled)
        await car.settle()
        // The button has no completion for the car to wait on: wait for the app's directions.
        await app.previewTask?.value
        await car.settle()
        expectEqual(car.mapTemplate?.previews?.trips.first?.destination.name, "Home")
        car.startTrip()
        expectTrue(car.dashboardButtons.isEmpty)
        car.tap("End")
        expectEqual(car.dashboardButtons.map(\.text), ["Home", "Work"])
    }

    @Test func aSpeedCameraOnTheRouteIsAnnouncedByANavigationAlert() async throws {
        let (car, app) = await connected()
        car.tap("Destinations")
        car.tap("Casino de Monte Carlo")
        await car.settle()
        // A camera at the middle of the route the driver will take.
        let route = app.previewRoutes[0]
        let line = route.polyline
        app.speedCameras = [line.points()[line.pointCount / 2].coordinate]
        car.startTrip()
        try car.drive(route)
        for _ in 0..<120 {
            guard car.navigationAlert == nil else { break }
            await drive(car, seconds: 1)
        }
        let alert = try require(car.navigationAlert)
        expectTrue(texts(alert).contains("Speed camera ahead"))
        expectTrue(texts(alert).contains { $0.hasPrefix("In ") && $0.hasSuffix(" m") })
        expectEqual(car.tapAlertAction("Not there"), .handled)
        expectEqual(app.cameraReports, ["not there"])
        expectEqual(car.navigationAlert, nil)
    }

    @Test func theClusterShowsTheAppsMapAndTakesTheZoomControls() async throws {
        let (car, app) = await connected()
        let cluster = DriveClusterSceneDelegate()
        // Its own car's scene: a cluster without one takes the last connected Drive scene's, which can be another
        // test's (one process runs several cars) and then that test's trip never reaches its own cluster.
        cluster.mainScene = app
        car.connectCluster(cluster)
        expectEqual(cluster.controller?.inactiveDescriptionVariants.first, "Drive: choose a destination")
        let window = try require(cluster.controller?.instrumentClusterWindow)
        expectTrue(window.rootViewController === cluster.mapViewController)
        // The car's zoom controls reach the app (the map's span is not checked: see the README's Drive section).
        expectEqual(car.zoomCluster(.in), .handled)
        expectEqual(car.zoomCluster(.out), .handled)
    }
}
