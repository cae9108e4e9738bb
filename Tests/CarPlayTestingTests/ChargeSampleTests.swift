import CarPlay
import CoreLocation
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import CarPlayTesting
import Expectations
import Foundation
import Testing

/// The Charge sample (EV charging, also holding the fueling entitlement) installed as the car installs it: chargers
/// on a point-of-interest template over the car's street map, a charging session whose notification comes at 80 %
/// on the car's clock, and Navigate handing a charger to Drive.
@MainActor @Suite struct ChargeSampleTests {
    /// Charge on the wide display (its panel shows the chargers' whole names).
    func charge() throws -> TestCar {
        let car = try TestCar(appModule: "Charge")
        car.display = .highResolution
        try car.connect()
        return car
    }

    /// The text buttons of the selected charger's card.
    func cardButtons(_ car: TestCar) -> [String] {
        car.screen.root.first { $0.role == .poiCard }?.children.filter { $0.role == .textButton }.compactMap(\.text)
            ?? []
    }

    @Test func theCombinedEntitlementsMakeAnEVChargingApp() throws {
        let car = try charge()
        expectEqual(car.session.app.category, .evCharging)
        expectEqual(car.session.app.entitlements.categories, [.evCharging, .fueling])
        expectEqual(car.session.rules.maximumDepth, 5)
        expectTrue(car.faults.isEmpty)
    }

    @Test func chargersShowOverTheCarsStreetMap() throws {
        let car = try charge()
        expectEqual(car.rootTemplate?.kind, .pointOfInterest)
        let map = try require(car.screen.root.first { $0.role == .map })
        expectEqual(map.children.filter { $0.role == .pin }.count, 5)
        let streets = try require(map.mapView, "the car's map under the pins")
        expectEqual(streets.pointsOfInterest, "none", "only the app's own places (the guide's EV charging guideline)")
        expectTrue(streets.heading == 0 && streets.pitch == 0)
        expectTrue(abs(streets.center.latitude - 43.737) < 0.01 && abs(streets.center.longitude - 7.424) < 0.01)
        expectTrue(streets.zoom > 12 && streets.zoom <= 17, "\(streets.zoom)")
        // Every pin inside the map.
        for pin in map.children where pin.role == .pin { expectTrue(map.frame.contains(pin.frame.center)) }
        expectTrue(car.screen.texts.contains("Port Hercule"))
        expectEqual(car.screen.root.first { $0.role == .poiCard }?.detailText, "3 of 4 free")
        expectEqual(cardButtons(car), ["Start Charging", "Navigate"])
    }

    @Test func aFullChargerOffersNoStartButStillNavigates() throws {
        let car = try charge()
        car.select("Fontvieille")
        expectEqual(car.screen.root.first { $0.role == .poiCard }?.text, "Fontvieille")
        expectEqual(cardButtons(car), ["Navigate"], "no charging point is free")
        let navigate = try require(
            car.screen.root.first { $0.role == .poiCard }?.children.first { $0.text == "Navigate" }?.id)
        car.tap(element: navigate)
        let opened = try require(car.session.openURLRequests.last)
        expectTrue(opened.scheme == "maps" && opened.query?.contains("daddr=43.728400,7.414300") == true)
    }

    @Test func aChargingSessionEndsWithANotificationAt80Percent() async throws {
        let car = try charge()
        car.tap("Start Charging")
        await car.settleMainQueue()  // the notification center takes the request on the main queue
        expectTrue(car.topTemplate?.kind == .information && car.stack.count == 2)
        expectTrue(car.screen.allTexts.contains("About 25 min to 80 %"))
        car.advanceClock(by: 24 * 60)
        expectTrue(car.notifications.isEmpty, "not before the charger's time")
        car.advanceClock(by: 60)
        await car.settleMainQueue()
        let banner = try require(car.notificationBanner)
        expectTrue(banner.title == "Charging complete" && banner.subtitle == "Port Hercule · 80 %")
        expectTrue(banner.shownInCarPlay)
        expectTrue(car.screen.allTexts.contains("Reached 80 %"), "Charge, in front, heard it and says so")
        expectTrue(!car.screen.allTexts.contains { $0.contains("Unplug") }, "CarPlay never shows a notification's body")
        car.tap("Stop Charging")
        expectTrue(car.stack.count == 1 && car.topTemplate?.kind == .pointOfInterest)
    }

    @Test func stoppingEarlyCancelsTheNotification() async throws {
        let car = try charge()
        car.tap("Start Charging")
        await car.settleMainQueue()
        car.tap("Stop Charging")
        await car.settleMainQueue()
        car.advanceClock(by: 60 * 60)
        expectTrue(car.notifications.isEmpty && car.stack.count == 1)
    }
}

/// Charge's chargers near the car, nearest first, and along the route to a place the driver picks.
@MainActor @Suite struct ChargeOnTheWayTests {
    func charge(at coordinate: CLLocationCoordinate2D) throws -> TestCar {
        let car = try TestCar(appModule: "Charge")
        car.display = .highResolution
        car.placeCar(at: coordinate)
        try car.connect()
        return car
    }

    func pointTitles(_ car: TestCar) -> [String] {
        guard case .pointOfInterest(let template)? = car.topTemplate?.content else { return [] }
        return template.points.compactMap(\.title)
    }

    @Test func theChargersNearestTheCarComeFirst() async throws {
        let car = try charge(at: CLLocationCoordinate2D(latitude: 43.7450, longitude: 7.4335))
        await car.settleMainQueue()  // the car's position reaches the app on the main queue
        expectEqual(pointTitles(car).first, "Larvotto Beach")
        let atFontvieille = try charge(at: CLLocationCoordinate2D(latitude: 43.7290, longitude: 7.4150))
        await atFontvieille.settleMainQueue()
        expectEqual(pointTitles(atFontvieille).first, "Fontvieille")
    }

    @Test func onTheWayListsTheChargersAlongTheRouteInTheOrderItPassesThem() async throws {
        // Across Monaco, from Fontvieille to Larvotto: the route passes every charger, west to east.
        let car = try charge(at: CLLocationCoordinate2D(latitude: 43.7290, longitude: 7.4150))
        car.tap("On the Way")
        expectTrue(car.topTemplate?.kind == .list && car.stack.count == 2)
        car.select("Larvotto Beach")
        await car.settle()
        expectTrue(car.topTemplate?.kind == .pointOfInterest && car.stack.count == 3)
        let across = pointTitles(car)
        expectTrue(across.count == 5 && across.first == "Fontvieille" && across.last == "Larvotto Beach", "\(across)")
        guard case .pointOfInterest(let template)? = car.topTemplate?.content else { return }
        expectTrue(template.points.allSatisfy { $0.summary?.contains("the route") == true })
        expectEqual(car.review(), [])

        // From the harbour up to the Casino: the chargers at either end of Monaco are not on the way.
        let harbour = try charge(at: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206))
        harbour.tap("On the Way")
        harbour.select("Monte-Carlo Casino")
        await harbour.settle()
        let short = pointTitles(harbour)
        expectTrue(
            short.contains("Casino Square") && !short.contains("Fontvieille") && !short.contains("Larvotto Beach"),
            "\(short)")
    }
}

/// Charge and Drive in one car: Navigate on a charger opens Drive's trip preview to it.
@MainActor @Suite struct ChargeNavigateTests {
    @Test func navigateHandsTheChargerToDrive() async throws {
        let clock = ManualTime()
        let system = CarSystem(
            apps: [try InstalledApp(module: "Charge"), try InstalledApp(module: "Drive")], clock: { clock.now },
            timeZone: TimeZone(identifier: "UTC")!)
        try system.launch("com.example.charge")
        // The card's second button (its title does not fit the standard display's panel whole).
        let card = try require(system.screen()?.root.first { $0.role == .poiCard })
        let navigate = try require(card.children.last { $0.role == .textButton }?.id)
        _ = try system.tap(element: navigate.rawValue)
        let drive = try require(system.app("com.swiftcarplay.drive")?.id)
        // Drive routes off the main actor: wait on the main actor's turns (a generous bound only for a failure).
        let deadline = ContinuousClock.now + .seconds(600)
        var turns = 0
        while system.screen()?.root.first(where: { $0.role == .tripPreview }) == nil, ContinuousClock.now < deadline {
            turns += 1
            if turns % 50 == 0 { try? await Task.sleep(for: .milliseconds(1)) } else { await Task.yield() }
        }
        expectEqual(system.foregroundApp, drive)
        expectEqual(system.screen()?.texts.contains("Port Hercule"), true)
    }
}
