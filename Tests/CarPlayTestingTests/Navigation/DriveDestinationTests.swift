import CarPlay
import CarPlayHost
import CarPlayTesting
@testable import Drive
import Expectations
import Foundation
import MapKit
import Testing
import UIKit

/// Drive's destinations beyond the favourites: keyboard search over the car's map (when the car allows typing)
/// and the recents.
extension DriveFlowTests {
    /// The map's trailing bar button: Search while idle.
    func searchButton(_ car: TestCar) throws -> BarButtonSnapshot {
        try require(car.mapTemplate?.navigationBar.trailing.first)
    }

    @Test func searchingCasinoPreviewsTheCasinoAndGuidesThere() async throws {
        let (car, app) = await connected()
        expectEqual(car.tap(element: try searchButton(car).id), .handled)
        expectEqual(car.topTemplate?.kind, .search)
        // The app's delegate answers asynchronously: the car waits for its results.
        expectEqual(car.typeSearchText("casino"), .handlerRunning)
        await car.settle()
        // The completer's answer, from the car's map: the casino as the extract names it (a row on screen; its
        // text is cut to fit).
        expectNotEqual(car.element("Casino de Monte Carlo"), nil, "\(texts(car.screen.root))")
        let firstCompletion = try require(app.completer?.results.first)
        expectTrue(firstCompletion.title.localizedCaseInsensitiveContains("casino"))
        // Picking it finds the place and previews its routes.
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()
        expectEqual(car.topTemplate?.kind, .map)
        let trip = try require(car.mapTemplate?.previews?.trips.first)
        expectEqual(trip.destinationNames.first, "Casino de Monte Carlo")
        expectTrue((1...3).contains(trip.routeChoices.count))
        expectEqual(car.startTrip(), .handled)
        let guidance = try require(app.guidance)
        expectEqual(guidance.trip.destination.name, "Casino de Monte Carlo")
        // The place the search found is the casino's (a building way tagged amenity=casino, near the square).
        let casino = CLLocation(latitude: 43.7394, longitude: 7.4281)
        expectLess(DriveSceneDelegate.location(of: guidance.trip.destination).distance(from: casino), 250)
        try car.drive(guidance.route)
        car.driveToEnd()
        await drive(car, seconds: 10)
        expectEqual(app.guidance?.hasArrived, true)
        expectEqual(car.spokenTexts.last, "You have arrived at Casino de Monte Carlo")
        expectEqual(car.tap("End"), .handled)
        expectTrue(app.guidance == nil && car.navigationSession == nil)
    }

    /// A trip preview's route choices say which way they go, each with "Via" and how it compares with the fastest;
    /// the time and distance are CarPlay's estimates of the selected choice, once on the card (no choice repeats
    /// them in its own rounding or order), and they follow the driver's selection.
    @Test func thePreviewsChoicesSayTheirWayAndTheEstimatesComeOnce() async throws {
        let (car, app) = await connected()
        car.tap("Destinations")
        car.tap("Jardin Exotique")
        await car.settle()
        let trip = try require(car.mapTemplate?.previews?.trips.first)
        expectGreaterOrEqual(trip.routeChoices.count, 2, "Monaco has more than one way up to the garden")
        // Each choice has its own name: a driver tells them apart.
        let names = trip.routeChoices.map(\.summaryVariants)
        expectEqual(Set(names).count, names.count, "\(names)")
        for (index, choice) in trip.routeChoices.enumerated() {
            expectTrue(choice.summaryVariants.allSatisfy { $0.hasPrefix("Via ") }, "\(choice.summaryVariants)")
            expectTrue(choice.selectionSummaryVariants.isEmpty)
            let compared = try require(choice.additionalInformationVariants.last)
            if index == 0 {
                expectEqual(compared, "Fastest route")
            } else {
                expectTrue(compared == "Similar time" || compared.hasSuffix(" slower"), "\(compared)")
            }
        }
        let distances = /\d+(\.\d+)? k?m\b/
        let texts = car.screen.root.all { _ in true }.flatMap { [$0.text, $0.detailText].compactMap { $0 } }
            .filter { $0.contains(distances) }
        let estimates = try require(car.screen.root.first { $0.content.field == .estimates }?.text)
        expectEqual(texts, [estimates], "the distance is on the card once: \(texts)")
        // Another choice: its own estimates.
        expectEqual(car.selectRoute(at: 1), .handled)
        let second = app.previewRoutes[1]
        let shown = try require(car.mapTemplate?.previews?.estimates[trip.id]?.estimates)
        expectLess(abs(shown.timeRemaining - second.expectedTravelTime), 1)
    }

    @Test func typingNarrowsTheResultsAndAnEmptyFieldClearsThem() async throws {
        let (car, app) = await connected()
        car.tap(element: try searchButton(car).id)
        car.typeSearchText("stade")
        await car.settle()
        expectTrue(texts(car.screen.root).contains("Stade Louis II"), "\(texts(car.screen.root))")
        expectTrue(!texts(car.screen.root).contains("Casino de Monte Carlo"))
        car.typeSearchText("")
        await car.settle()
        expectTrue(!texts(car.screen.root).contains("Stade Louis II"))
        expectEqual(app.completer?.queryFragment, "")
        // Typed again, it is asked again.
        car.typeSearchText("stade")
        await car.settle()
        expectTrue(texts(car.screen.root).contains("Stade Louis II"), "\(texts(car.screen.root))")
    }

    @Test func theKeyboardsSearchButtonListsTheResults() async throws {
        let (car, _) = await connected()
        car.tap(element: try searchButton(car).id)
        car.typeSearchText("casino de monte")
        await car.settle()
        expectEqual(car.pressSearchButton(), .handled)
        // The app searches the map (`MKLocalSearch`), then lists what it found.
        await car.wait { car.topTemplate?.kind == .list }
        expectTrue(texts(car.screen.root).contains("Results"))
        // The best match first, by its full name, with its street and how far it is.
        let first = try require(car.screen.nodes(.listRow).first)
        expectEqual(first.text, "Casino de Monte Carlo")
        let detail = try require(first.detailText)
        expectTrue(detail.contains(/^[^·]+ · \d+(\.\d)? k?m$/), "\(detail)")
        expectEqual(car.tap("Casino de Monte Carlo"), .handlerRunning)
        await car.settle()
        expectEqual(car.mapTemplate?.previews?.trips.first?.destinationNames.first, "Casino de Monte Carlo")
    }

    @Test func searchIsDisabledWhileTheCarLimitsTheKeyboard() async throws {
        let (car, _) = await connected()
        car.limitUI([.keyboard])
        expectEqual(try searchButton(car).isEnabled, false)
        expectEqual(car.tap(element: try searchButton(car).id), .disabled)
        expectEqual(car.topTemplate?.kind, .map)
        // Lists only: typing is allowed again.
        car.limitUI([.lists])
        expectTrue(try searchButton(car).isEnabled)
        car.unlimitUI()
        expectEqual(car.tap(element: try searchButton(car).id), .handled)
        expectEqual(car.topTemplate?.kind, .search)
    }

    @Test func recentsListTheTripsStartedNewestFirstOnce() async throws {
        let (car, app) = await connected()
        func trip(to name: String) async {
            car.tap("Destinations")
            car.tap(name)
            await car.settle()
            car.startTrip()
            car.tap("End")
        }
        await trip(to: "Casino de Monte Carlo")
        await trip(to: "Port Hercule")
        await trip(to: "Casino de Monte Carlo")
        expectEqual(app.recents.map(\.name), ["Casino de Monte Carlo", "Port Hercule"])
        // The casino found by search (its building's middle, tens of metres from the favourite's point) is the same
        // place: still once.
        let searched = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7400, longitude: 7.4290)))
        searched.name = "Casino de Monte Carlo"
        app.remember(searched)
        expectEqual(app.recents.map(\.name), ["Casino de Monte Carlo", "Port Hercule"])
        car.tap("Destinations")
        let rows = texts(car.screen.root)
        let recents = try require(rows.firstIndex(of: "Recents"))
        expectEqual(
            rows[recents...].dropFirst().prefix(2).map { $0 }, ["Casino de Monte Carlo", "Port Hercule"], "\(rows)")
        // Bounded: the oldest go.
        for index in 0..<8 {
            let place = MKMapItem(
                placemark: MKPlacemark(
                    coordinate: CLLocationCoordinate2D(latitude: 43.73 + Double(index) / 1000, longitude: 7.42)))
            place.name = "Place \(index)"
            app.remember(place)
        }
        expectEqual(app.recents.count, DriveSceneDelegate.maximumRecents)
        expectEqual(app.recents.first?.name, "Place 7")
    }
}
