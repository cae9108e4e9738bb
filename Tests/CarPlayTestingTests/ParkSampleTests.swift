import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing

@testable import Park

/// The Park sample (parking) installed as the car installs it: the car map's car parks around the harbour on a
/// point-of-interest template, a parking session at the sample tariff, the reminder ten minutes before it ends on the
/// car's clock, and more time from the reminder's alert.
@MainActor @Suite struct ParkSampleTests {
    /// Park on the wide display, on the car's clock, once its search of the car's map answered.
    func park() async throws -> TestCar {
        let car = try TestCar(appModule: "Park")
        car.display = .highResolution
        try car.connect()
        try require(car.sceneDelegate as? Park.CarPlaySceneDelegate).now = { car.now }
        await car.settleMainQueue()
        return car
    }

    func poiCard(_ car: TestCar) -> ScreenNode? { car.screen.root.first { $0.role == .poiCard } }

    @Test func carParksOfTheCarsMapAroundTheHarbour() async throws {
        let car = try await park()
        guard case .pointOfInterest(let template)? = car.rootTemplate?.content else {
            Issue.record("Park's root is a point-of-interest template")
            return
        }
        expectTrue(!template.points.isEmpty && template.points.count <= 12, "\(template.points.map(\.title))")
        expectEqual(template.selectedIndex, 0)
        let map = try require(car.screen.root.first { $0.role == .map })
        expectTrue(map.mapView?.pointsOfInterest == "none" && map.children.contains { $0.role == .pin })
        let card = try require(poiCard(car))
        expectEqual(card.children.filter { $0.role == .textButton }.compactMap(\.text), ["Park Here", "Navigate"])
        expectTrue(car.screen.allTexts.contains("Sample tariff: €2.40 per hour, up to 4 h"))
        expectEqual(car.review(), [])
    }

    @Test func aSessionRemindsTenMinutesBeforeItEndsAndExtendsFromTheAlert() async throws {
        let car = try await park()
        car.tap("Park Here")
        await car.settleMainQueue()
        expectEqual(car.topTemplate?.kind, .information)
        expectTrue(car.screen.allTexts.contains("1 h") && car.screen.allTexts.contains("€2.40"))
        car.advanceClock(by: 49 * 60)
        await car.settleMainQueue()
        expectTrue(car.notifications.isEmpty)
        car.advanceClock(by: 60)
        await car.settleMainQueue()
        expectEqual(car.notificationBanner?.title, "Parking ends in 10 minutes")
        expectEqual(car.presentedTemplate?.kind, .alert, "Park, in front, offers more time")
        car.tap("Extend 30 min")
        await car.settleMainQueue()
        expectEqual(car.presentedTemplate, nil)
        expectTrue(car.screen.allTexts.contains("1 h 30 min") && car.screen.allTexts.contains("€3.60"))
        // The next reminder: 30 minutes later on the car's clock.
        car.advanceClock(by: 29 * 60)
        await car.settleMainQueue()
        expectEqual(car.notifications.count, 1)
        car.advanceClock(by: 60)
        await car.settleMainQueue()
        expectEqual(car.notifications.count, 2)
        car.tap("OK")
        car.tap("End Parking")
        await car.settleMainQueue()
        expectEqual(car.stack.count, 1)
        car.advanceClock(by: 3 * 60 * 60)
        await car.settleMainQueue()
        expectEqual(car.notifications.count, 2, "ending the session cancels the reminder")
    }
}
