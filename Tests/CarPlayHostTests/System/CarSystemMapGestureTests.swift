import CarPlay
import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The driver's map gestures go through the car system (`CarSystem.perform(_:)`), whatever the front end: the app
/// in front's map template hears them, the log names where a gesture began and ended, and without a phone or an app
/// in front they are refused.
@MainActor @Suite struct CarSystemMapGestureTests {
    @Test func aGestureReachesTheAppInFrontAndIsLoggedOnceAtEachEnd() throws {
        let made = Box<[NavigatorDelegate]>([])
        let system = CarSystem(apps: [Apps.navigator(made)], clock: { Date(timeIntervalSince1970: 1_767_268_800) })
        #expect(throws: CarSystem.SystemError.notRunning) { try system.perform(.pan(.up, phase: .momentary)) }
        try system.launch(Apps.navigatorID)
        let before = system.log.entries.count
        let began = try system.perform(.drag(.began, translation: Point(x: 0, y: 0), velocity: Point(x: 0, y: 0)))
        expectEqual(began, .handled, "the map template hears the drag")
        _ = try system.perform(.drag(.changed, translation: Point(x: 30, y: -12.5), velocity: Point(x: 100, y: 0)))
        _ = try system.perform(.drag(.ended, translation: Point(x: 30, y: -12.5), velocity: Point(x: 0, y: 0)))
        let logged = system.log.entries.dropFirst(before).map(\.text).filter { $0.hasPrefix("Map drag") }
        expectEqual(logged, ["Map drag began by (0, 0)", "Map drag ended by (30, -12.5)"])
        system.setPhoneConnected(false)
        #expect(throws: CarSystem.SystemError.phoneDisconnected) {
            try system.perform(.doubleTap(center: Point(x: 10, y: 10), fingers: 1))
        }
    }
}

/// A tap by id is looked up once (`CarSystem.tapIfPresent(element:)`): an id the screen lacks is nil, logged nowhere,
/// while `tap(element:)` answers `.notOnScreen` for it as before.
@MainActor @Suite struct CarSystemTapLookupTests {
    @Test func anUnknownIdIsNilAndChangesNothing() throws {
        let car = try Apps.car()
        try car.launch(Apps.playerID)
        let before = car.log.entries.count
        expectEqual(try car.tapIfPresent(element: "nowhere"), nil)
        expectEqual(car.log.entries.count, before)
        let count = try require(car.screen()?.id(of: "Count"))
        expectTrue(try car.tapIfPresent(element: count) != nil)
        expectEqual(try car.tap(element: "nowhere"), .notOnScreen)
    }
}
