import CarPlay
@_spi(AppCode) import CarPlayHost
@testable import CarPlaySimulator
import CarPlayTestSupport
import CoreLocation
import Expectations
import Foundation
import OpenStreetMap
import Testing

/// The server's clock loop (`SimulatorHub.nextTickDelay`, `tick`): the hub ticks when the car's next deadline comes
/// (the status bar's minute, the map's navigation bar hiding, a navigation alert timing out), every second while the
/// car drives, and does nothing in between. `ManualTime` plays the wall clock: the loop moves it by the delay the hub
/// asks for, as the server sleeps.
@MainActor @Suite(.serialized) struct ClockTests {
    /// Runs the server's loop for `seconds`: waits (moves the clock) as long as the hub asks, ticks; the ticks run.
    @discardableResult
    func run(_ hub: SimulatorHub, _ time: ManualTime, seconds: Double) throws -> Int {
        var left = seconds
        var ticks = 0
        while let delay = hub.nextTickDelay(), Self.seconds(delay) <= left {
            time.now += Self.seconds(delay)
            left -= Self.seconds(delay)
            hub.tick()
            ticks += 1
        }
        time.now += left
        return ticks
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    @Test func anIdleCarTicksOnlyWhenTheStatusBarsMinuteTurns() async throws {
        let time = ManualTime()  // 12:00:00
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.drain()
        time.now += 20
        expectEqual(hub.nextTickDelay(), .seconds(40), "the next minute, not the next second")
        let layouts = hub.layoutCount
        let ticks = try run(hub, time, seconds: 180)
        expectEqual(ticks, 3, "one tick a minute")
        expectEqual(hub.layoutCount - layouts, 3, "the car's screen is asked for once a minute, not once a second")
        let diffs = try await page.drain().filter { $0["type"] == "diff" }
        // Each minute's diff changes the car's time and nothing else of it: one operation, not the whole car.
        expectEqual(
            diffs.map { $0["carOps"] },
            ["12:01", "12:02", "12:03"].map {
                [["op": "replace", "path": "/time", "value": .string($0)]]
            })
        expectEqual(page.car["time"], "12:03")
    }

    /// The speed-up plays the drive faster, not the car's clock: the status bar's minute comes when it comes; a drive
    /// at 10× still ticks once a second, with ten fixes each (docs/DECISIONS.md).
    @Test func atTenTimesTheSpeedTheCarsClockRunsAsItDoes() async throws {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "vehicle", "action": "speed", "factor": 10])
        expectEqual(hub.nextTickDelay(), .seconds(60))
        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        let before = try require(hub.system.sessions.values.first?.vehicle.drive).elapsed(at: time.now)
        let ticks = try run(hub, time, seconds: 3)
        let after = try require(hub.system.sessions.values.first?.vehicle.drive).elapsed(at: time.now)
        expectTrue(ticks == 3 && abs(after - before - 30) < 1e-6, "\(ticks) ticks, \(after - before) s of the drive")
    }

    /// A car placed near Port Hercule and driving to the casino, with the page that started the drive.
    func drivingCar() async throws -> (ManualTime, SimulatorHub, FakePage) {
        let time = ManualTime()
        let hub = SimulatorHub(system: try Apps.car(clock: time))
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        return (time, hub, page)
    }

    @Test func aDrivingCarTicksEverySecondAndAParkedOneDoesNot() async throws {
        let (time, hub, page) = try await drivingCar()
        expectEqual(hub.nextTickDelay(), .seconds(1))
        let start = try require(hub.system.vehicleState?.coordinate)
        expectEqual(try run(hub, time, seconds: 10), 10)
        expectNotEqual(hub.system.vehicleState?.coordinate, start, "the car moved")
        _ = try await page.exchange(["type": "vehicle", "action": "pause"])
        expectTrue(try require(hub.nextTickDelay()) > .seconds(1), "a paused car waits for the minute")
        _ = try await page.exchange(["type": "vehicle", "action": "resume"])
        expectEqual(hub.nextTickDelay(), .seconds(1))
    }

    /// A car with the test navigation app in front, on a clock the test moves, and the page that launched it.
    func navigatorCar() async throws -> (ManualTime, SimulatorHub, FakePage, CarSession, NavigatorDelegate) {
        let time = ManualTime()
        let made = Box<[NavigatorDelegate]>([])
        let system = CarSystem(
            apps: [Apps.navigator(made)], clock: { time.now }, timeZone: TimeZone(identifier: "UTC")!)
        let hub = SimulatorHub(system: system)
        let page = FakePage(hub)
        _ = try await page.exchange(["type": "launch", "app": .string(Apps.navigatorID)])
        return (time, hub, page, try require(system.sessions[Apps.navigatorID]), try require(made.value.last))
    }

    /// Lets the publish an earlier change scheduled run (main-actor turns, not the wall clock).
    static func letScheduledPublishRun(_ hub: SimulatorHub) async {
        var turns = 0
        while hub.publishScheduled, turns < 100 {
            await Task.yield()
            turns += 1
        }
    }

    /// A tick's publish follows the car's timers at once: what they changed (a navigation alert timing out) schedules
    /// no publish of its own, which would find nothing left to send on the next turn.
    @Test func aTickSchedulesNoPublishForWhatTheCarsTimersChanged() async throws {
        let (time, hub, page, session, app) = try await navigatorCar()
        session.runAsApp { app.warn("Speed camera", duration: 5) }
        _ = try await page.drain()
        expectTrue("\(page.screen)".contains("Speed camera"))
        // The publish the warning scheduled has run.
        await Self.letScheduledPublishRun(hub)
        expectTrue(!hub.publishScheduled)
        time.now += 6
        let layouts = hub.layoutCount
        hub.tick()
        expectTrue(hub.layoutCount - layouts == 1 && !hub.publishScheduled, "the tick published it, once")
        _ = try await page.drain()
        expectTrue(!"\(page.screen)".contains("Speed camera"), "the alert went with the tick")
    }

    /// A navigation app that updates its maneuver's estimates with each position the car delivers (as Drive does)
    /// changes its map template during the tick: the tick's one publish sends it, with no second publish scheduled
    /// for it.
    @Test func appCodeATickRunsIsPublishedByTheTickAlone() async throws {
        let (time, hub, page, session, app) = try await navigatorCar()
        let fixes = Box(0)
        let follower = EstimatesOnEachFix {
            fixes.value += 1
            guard let guidance = app.navigationSession, let maneuver = guidance.upcomingManeuvers.first else { return }
            guidance.updateEstimates(
                CPTravelEstimates(
                    distanceRemaining: Measurement(value: Double(50 - fixes.value), unit: .kilometers),
                    timeRemaining: 60),
                for: maneuver)
        }
        let manager = session.runAsApp { () -> CLLocationManager in
            let manager = CLLocationManager()
            manager.delegate = follower
            manager.requestWhenInUseAuthorization()
            manager.startUpdatingLocation()
            app.guide()
            return manager
        }
        _ = try await page.exchange(["type": "vehicle", "action": "place", "latitude": 43.7312, "longitude": 7.4196])
        _ = try await page.exchange(["type": "vehicle", "action": "drive", "destination": "casino"])
        for _ in 1...3 {
            await Self.letScheduledPublishRun(hub)
            let (layouts, before) = (hub.layoutCount, fixes.value)
            time.now += 1
            hub.tick()
            expectGreater(fixes.value, before, "the app had a position")
            expectTrue(hub.layoutCount - layouts == 1 && !hub.publishScheduled, "the tick published the change, once")
            let diffs = try await page.drain().filter { $0["type"] == "diff" }
            expectTrue(diffs.contains { "\($0)".contains("\"\(50 - fixes.value) km\"") }, "the new distance went out")
        }
        withExtendedLifetime(manager) {}
    }

    /// Inputs publish, and each publish makes the server's loop work its wait out again: the next tick of a driving
    /// car stays a second after the last one (a page sending an input every half second once held the car still).
    @Test func inputsFasterThanTheTickDoNotHoldADrivingCarStill() async throws {
        let (time, hub, page) = try await drivingCar()
        try run(hub, time, seconds: 1)
        let start = try require(hub.system.vehicleState?.coordinate)
        for step in 1...4 {
            time.now += 0.5
            _ = try await page.exchange([
                "type": "input", "action": "knobRotate", "steps": 1, "id": .number(Double(step)),
            ])
            if step.isMultiple(of: 2) {
                expectEqual(hub.nextTickDelay(), .zero, "a tick is due a second after the last")
                hub.tick()
            } else {
                expectEqual(hub.nextTickDelay(), .milliseconds(500))
            }
        }
        expectNotEqual(hub.system.vehicleState?.coordinate, start, "the car moved")
    }

    /// The car state keeps the JSON of members that did not change between messages: what it writes is still the
    /// car state it is, as the car changes (an app launched, the display changed, the car moved).
    @Test func theCarStatesJSONFollowsEveryChange() throws {
        let time = ManualTime()
        let system = try Apps.car(clock: time)
        func roundTrip() throws {
            let car = CarStateMessage(system)
            let json = try JSONValueEncoder.encode(car)
            expectEqual(try JSONDecoder().decode(CarStateMessage.self, from: json.jsonData), car)
        }
        try roundTrip()
        try system.launch(Apps.playerID)
        try roundTrip()
        try system.setDisplay(presetID: try require(DisplayConfiguration.presets.last).id)
        try roundTrip()
        system.placeVehicle(at: Coordinate(latitude: 43.7312, longitude: 7.4196))
        _ = try system.driveVehicle(to: try require(system.driveDestinations.first).coordinate)
        time.now += 5
        system.clockDidAdvance()
        try roundTrip()
    }

    @Test func theMapsNavigationBarHidesOnTime() async throws {
        let time = ManualTime()
        let (hub, page, session, _) = try FollowTripTests().car(time)
        _ = try await page.drain()
        time.now += 10
        _ = try await page.exchange(["type": "input", "action": "knobRotate", "steps": 1])
        expectTrue(session.mapNavigationBarShown, "the driver's input shows the bar")
        expectEqual(hub.nextTickDelay(), .seconds(Rules.mapControlsIdleTimeout))
        try run(hub, time, seconds: Rules.mapControlsIdleTimeout - 0.5)
        expectTrue(session.mapNavigationBarShown)
        try run(hub, time, seconds: 0.5)
        expectTrue(!session.mapNavigationBarShown, "hidden 5 s after the input, with no tick in between")
        expectEqual(hub.nextTickDelay(), .seconds(45), "then only the minute")
    }

    @Test func aNavigationAlertTimesOutOnTime() async throws {
        let time = ManualTime()
        let (hub, page, session, app) = try FollowTripTests().car(time)
        _ = try await page.drain()
        try run(hub, time, seconds: 10)  // The bar hid at 5 s.
        session.runAsApp {
            let alert = CPNavigationAlert(
                titleVariants: ["Road closed"], subtitleVariants: [], image: nil,
                primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
                duration: 12)
            app.mapTemplate.present(navigationAlert: alert, animated: false)
        }
        _ = try await page.drain()
        expectNotEqual(session.mapTemplateSnapshot?.alert, nil)
        expectEqual(hub.nextTickDelay(), .seconds(12))
        try run(hub, time, seconds: 11.5)
        expectNotEqual(session.mapTemplateSnapshot?.alert, nil)
        try run(hub, time, seconds: 0.5)
        expectEqual(session.mapTemplateSnapshot?.alert, nil, "timed out after its 12 s")
    }
}

/// A location delegate that runs `update` with each position the car delivers.
@MainActor final class EstimatesOnEachFix: NSObject, CLLocationManagerDelegate {
    let update: () -> Void
    init(_ update: @escaping () -> Void) { self.update = update }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        MainActor.assumeIsolated { update() }
    }
}
