import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import MapKit
import Testing

/// The guidelines a review can only check over time: a driving task app's refresh rates, and a navigation app
/// stopping guidance at once when the system cancels it.
@MainActor @Suite struct GuidelineReviewOverTimeTests {
    func drivingTaskCar(_ root: CPTemplate) -> TestCar {
        let car = TestCar(category: .drivingTask, bundleIdentifier: "com.example.tasks")
        car.connect(RootSceneDelegate { root })
        return car
    }

    func findings(_ car: TestCar, _ guideline: String) -> [GuidelineFinding] {
        car.review().filter { $0.guideline == guideline }
    }

    @Test func aDrivingTaskAppRefreshingADataItemEveryTwoSecondsIsFlagged() {
        let speed = CPListItem(text: "Speed", detailText: "48 km/h")
        let car = drivingTaskCar(CPListTemplate(title: "Trip", sections: [CPListSection(items: [speed])]))
        for value in [49, 51, 50] {
            car.advanceClock(by: 2)
            car.run { speed.setDetailText("\(value) km/h") }
        }
        let found = findings(car, "Driving task apps 4")
        expectEqual(found.map(\.finding), ["“Speed” changed 3 times in a row, at most 2 s apart"])
        expectEqual(found.first?.words.hasPrefix("Do not periodically refresh data items"), true)
    }

    @Test func refreshingEveryTenSecondsOrOnlyTwiceQuicklyIsClean() {
        let fuel = CPListItem(text: "Fuel", detailText: "41 %")
        let car = drivingTaskCar(CPListTemplate(title: "Trip", sections: [CPListSection(items: [fuel])]))
        for value in [40, 39, 38] {
            car.advanceClock(by: 10)
            car.run { fuel.setDetailText("\(value) %") }
        }
        expectEqual(car.review(), [])
        // The driver's taps may change an item twice in a moment: not a periodic refresh.
        car.advanceClock(by: 30)
        car.run { fuel.setDetailText("37 %") }
        car.advanceClock(by: 1)
        car.run { fuel.setDetailText("37 % (updated)") }
        expectEqual(car.review(), [])
    }

    @Test func pointsOfInterestRefreshedEveryThirtySecondsAreFlagged() {
        func point(_ title: String) -> CPPointOfInterest {
            CPPointOfInterest(
                location: MKMapItem(
                    placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.74, longitude: 7.42))),
                title: title, subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil, detailSummary: nil,
                pinImage: nil)
        }
        let template = CPPointOfInterestTemplate(
            title: "Stops", pointsOfInterest: [point("Rest area")], selectedIndex: 0)
        let car = drivingTaskCar(template)
        for index in 1...3 {
            car.advanceClock(by: 30)
            car.run { template.setPointsOfInterest([point("Rest area \(index)")], selectedIndex: 0) }
        }
        let found = findings(car, "Driving task apps 5")
        expectEqual(found.map(\.finding), ["“Stops” changed 3 times in a row, at most 30 s apart"])
        expectTrue(findings(car, "Driving task apps 4").isEmpty, "a POI template has 60 s, not 10")
    }

    /// The system cancels guidance (the car's own navigation starts): an app that goes on updating its navigation
    /// session is flagged; one that stops is not.
    @Test func guidanceThatGoesOnAfterTheSystemCancelledItIsFlagged() {
        let car = TestCar(category: .navigation)
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        car.run {
            app.mapTemplate(
                app.mapTemplate, startedTrip: app.trip(to: "Port Hercule"),
                using: app.trip(to: "Port Hercule").routeChoices[0])
        }
        car.run { app.loadRoute() }
        let session = car.run { app.navigationSession }
        expectEqual(car.cancelNavigationBySystem(), .handled)
        expectTrue(findings(car, "Navigation apps 6").isEmpty, "the app has done nothing since")
        car.run {
            session?.upcomingManeuvers = app.route
            if let first = app.route.first {
                session?.updateEstimates(
                    CPTravelEstimates(
                        distanceRemaining: Measurement(value: 80, unit: .meters), timeRemaining: 20),
                    for: first)
            }
        }
        let found = findings(car, "Navigation apps 6")
        expectEqual(
            found.map(\.finding),
            [
                "after the system cancelled guidance (mapTemplateDidCancelNavigation) the app still called "
                    + "upcomingManeuvers on its navigation session (and 1 more changes)"
            ])
        expectEqual(car.guidanceCard, nil, "the car shows none of it")
    }
}
