import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing

/// The Fuel sample (fueling, whose templates may go 3 deep) installed as the car installs it: the car map's fuel
/// stations, a pump, and a payment confirmed in an alert, within the depth limit.
@MainActor @Suite struct FuelSampleTests {
    func fuel() async throws -> TestCar {
        let car = try TestCar(appModule: "Fuel")
        car.display = .highResolution
        try car.connect()
        await car.settleMainQueue()
        return car
    }

    @Test func stationsPumpAndPaymentWithinTheDepthOfThree() async throws {
        let car = try await fuel()
        expectEqual(car.session.rules.maximumDepth, 3)
        guard case .pointOfInterest(let template)? = car.rootTemplate?.content else {
            Issue.record("Fuel's root is a point-of-interest template")
            return
        }
        expectEqual(template.points.first?.title, "Station Avia", "the nearest: \(template.points.map(\.title))")
        expectTrue(car.screen.allTexts.contains { $0.contains("(sample prices)") })
        car.tap("Fuel Here")
        expectTrue(car.stack.count == 2 && car.topTemplate?.kind == .list)
        car.tap("Pump 3")
        await car.settle()
        expectTrue(car.stack.count == 3 && car.topTemplate?.kind == .information)
        expectTrue(car.screen.allTexts.contains("Awaiting payment"))
        car.tap("Authorise €100")
        expectEqual(car.presentedTemplate?.kind, .alert)
        expectTrue(car.screen.texts.contains("Authorise €100 for pump 3?"))
        car.tap("Authorise")
        expectEqual(car.presentedTemplate, nil)
        expectTrue(car.screen.allTexts.contains("Unlocked: fuel now"))
        expectTrue(car.faults.isEmpty, "never deeper than 3")
        expectEqual(car.review(), [])
        car.tap("Done")
        expectEqual(car.stack.count, 1)
    }
}
