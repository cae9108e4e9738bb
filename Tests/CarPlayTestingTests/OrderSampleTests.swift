import CarPlay
import CarPlayTesting
import CoreLocation
import Expectations
import Foundation
import Testing

/// The Order sample (quick food ordering, whose templates go 2 deep) installed as the car installs it: favourites and
/// recent orders, an order confirmed in an alert, and its status following the car to the restaurant.
@MainActor @Suite struct OrderSampleTests {
    static let restaurant = CLLocationCoordinate2D(latitude: 43.7357, longitude: 7.4235)
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)

    @Test func anOrderIsConfirmedAndStartsWhenTheCarArrives() async throws {
        let car = try TestCar(appModule: "Order")
        car.display = .highResolution
        car.placeCar(at: Self.casino)
        try car.connect()
        await car.settleMainQueue()
        expectEqual(car.rootTemplate?.kind, .tabBar)
        expectLessOrEqual(car.session.rules.maximumDepth, 3)
        car.tap("Classic Burger Meal")
        expectTrue(car.topTemplate?.kind == .information && car.stack.count == 2)
        car.tap("Order for Pickup")
        expectEqual(car.presentedTemplate?.kind, .alert)
        expectTrue(car.screen.texts.contains("Order Classic Burger Meal for €9.50?"))
        car.tap("Order")
        await car.settleMainQueue()
        expectTrue(car.screen.allTexts.contains("Ordered: we start it when you arrive"))
        // The car drives up to the restaurant: the order starts.
        car.placeCar(at: Self.restaurant)
        await car.settleMainQueue()
        expectTrue(car.screen.allTexts.contains("You're here: it's being made"))
        expectTrue(car.faults.isEmpty && car.review() == [])
    }

    @Test func theListsHoldAtMostTwelveOrders() throws {
        let car = try TestCar(appModule: "Order")
        try car.connect()
        guard case .tabBar(let bar)? = car.rootTemplate?.content else {
            Issue.record("Order's root is a tab bar")
            return
        }
        expectEqual(bar.tabs.map(\.kind), [.list, .list, .pointOfInterest])
        for template in bar.tabs {
            if case .list(let list) = template.content {
                expectLessOrEqual(list.sections.map(\.items.count).reduce(0, +), 12)
            }
        }
    }
}
