import ActivityKit
import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Testing

@testable import Charge
@testable import Park

/// The samples' widgets and Live Activities in a test car: Charge's charge level during a session, Park's parking
/// session counting down on the Dashboard.
@MainActor @Suite struct WidgetSampleTests {
    func cardTexts(_ car: TestCar, role: ScreenRole = .widget) -> [String] {
        car.dashboardView.root.first { $0.role == role }?.drawing.compactMap(\.text) ?? []
    }

    func charge() -> TestCar? {
        guard let car = try? TestCar(appModule: "Charge") else { return nil }
        car.display = .highResolution
        let delegate = Charge.CarPlaySceneDelegate()
        delegate.now = { car.now }
        car.connect(delegate)
        return car
    }

    @Test func chargesWidgetCountsTheLevelUpOnTheCarsClockAndOpensTheSession() async throws {
        let car = try require(charge())
        expectEqual(car.offeredWidgets.map(\.kind), ["ChargeLevel"])
        await car.wait(until: { cardTexts(car).contains("Not charging") })
        expectTrue(cardTexts(car).contains("Not charging"))
        car.tap("Start Charging")
        // The app asks for a new timeline; its provider answers from the main actor.
        await car.wait(until: { cardTexts(car).contains("20 %") })
        expectTrue(cardTexts(car).contains("20 %") && cardTexts(car).contains("80 % in 25 min"))
        car.advanceClock(by: 10 * 60)
        expectTrue(cardTexts(car).contains("44 %") && cardTexts(car).contains("80 % in 15 min"))
        car.advanceClock(by: 15 * 60)
        expectTrue(cardTexts(car).contains("80 %") && cardTexts(car).contains("Reached 80 %"))
        // The widget opens the session: from the root (Back keeps the session going), Charge pushes it again.
        car.back()
        expectEqual(car.stack.count, 1)
        expectEqual(car.tapWidget("ChargeLevel"), .handledBySystem)
        expectEqual(car.topTemplate?.kind, .information, "charge://session brings the session back")
        car.tap("Stop Charging")
        await car.wait(until: { cardTexts(car).contains("Not charging") })
        expectEqual(car.review(), [])
    }

    /// Park connected as the car connects it (its app delegate launched first), on the car's clock.
    func park() async throws -> TestCar {
        let car = try TestCar(appModule: "Park")
        car.display = .highResolution
        try car.connect()
        try require(car.sceneDelegate as? Park.CarPlaySceneDelegate).now = { car.now }
        await car.settleMainQueue()
        return car
    }

    @Test func parksSessionIsALiveActivityThatCountsDownAndEndsWithTheSession() async throws {
        let car = try await park()
        expectTrue(car.offeredWidgets.isEmpty, "Park's extension has a Live Activity, no widget")
        car.tap("Park Here")
        await car.settleMainQueue()
        expectEqual(car.liveActivities.count, 1)
        let texts = cardTexts(car, role: .liveActivity)
        expectTrue(texts.contains("1:00:00") && texts.contains("left of your parking"), "\(texts)")
        car.advanceClock(by: 61)
        expectTrue(cardTexts(car, role: .liveActivity).contains("58:59"), "a second later it reads 58:59 left")
        let bar = try require(
            car.dashboardView.root.first { $0.role == .liveActivity }?.drawing.filter {
                $0.kind == .fill && $0.frame.height < 10
            })
        expectTrue(bar.count == 2 && bar[1].frame.width < bar[0].frame.width, "the bar empties with the time")
        // Extended from the reminder's alert: the activity gets the new end, with an alert.
        car.advanceClock(by: 49 * 60)
        await car.settleMainQueue()
        car.tap("Extend 30 min")
        await car.settleMainQueue()
        expectTrue(cardTexts(car, role: .liveActivity).contains("39:59"))
        expectNotEqual(car.widgets.bannerActivity, nil, "the update's alert shows it as a notification")
        car.tap("End Parking")
        await car.settleMainQueue()
        expectTrue(car.liveActivities.isEmpty)
        expectEqual(car.review(), [])
    }

    @Test func parksLiveActivityButtonBuysMoreTimeInTheApp() async throws {
        let car = try await park()
        car.tap("Park Here")
        await car.settleMainQueue()
        let button = try require(
            car.dashboardView.root.first { $0.role == .liveActivity }?.children.first { $0.role == .widgetButton })
        expectEqual(button.text, "Extend Parking")
        let drawn = try require(car.dashboardView.root.first { $0.role == .liveActivity }?.drawing)
        expectTrue(drawn.contains { $0.image?.source == .system("plus") }, "the button's symbol")
        expectEqual(await car.tapLiveActivityButton(), .handledBySystem)
        await car.settleMainQueue()
        expectTrue(cardTexts(car, role: .liveActivity).contains("1:30:00"), "30 more minutes")
        expectEqual(car.topTemplate?.kind, .information)
        expectTrue(
            car.screen.allTexts.contains("1 h 30 min") && car.screen.allTexts.contains("€3.60"), "Park's own session")
        expectNotEqual(car.widgets.bannerActivity, nil, "the update's alert shows it as a notification")
        // Up to the longest stay (4 hours), then the button is gone.
        for _ in 0..<5 {
            await car.tapLiveActivityButton()
            await car.settleMainQueue()
        }
        expectTrue(cardTexts(car, role: .liveActivity).contains("4:00:00"))
        expectEqual(await car.tapLiveActivityButton(), .notOnScreen, "no more time to buy: no button")
        expectEqual(car.review(), [])
    }

    @Test func parksActivityTellsItsListenersOfItsNewContentAndItsEnd() async throws {
        let car = try await park()
        car.tap("Park Here")
        await car.settleMainQueue()
        let activity = try require(car.session.runAsApp { Activity<ParkingActivityAttributes>.activities.first })
        let contents = activity.contentUpdates
        let states = activity.activityStateUpdates
        let ends = activity.content.state.ends
        expectEqual(await car.tapLiveActivityButton(), .handledBySystem)
        await car.settleMainQueue()
        car.tap("End Parking")
        await car.settleMainQueue()
        var received: [Date] = []
        for await content in contents { received.append(content.state.ends) }
        expectEqual(
            received, [ends.addingTimeInterval(30 * 60)], "the extension, then the sequence ends with the activity")
        var seen: [ActivityState] = []
        for await state in states { seen.append(state) }
        expectEqual(seen, [.dismissed], "ended at once: dismissed")
    }
}

/// The Dashboard view with widgets on every display preset, light and dark, left- and right-hand drive: the column
/// on the driver's side, its square cards inside it, every drawn item inside its card, and a picture of each.
@MainActor @Suite struct WidgetDashboardPresetTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let preset: DisplayConfiguration
        let appearance: DisplayConfiguration.Appearance
        let side: DisplayConfiguration.DrivingSide
        var testDescription: String { "\(preset.id) \(appearance) \(side)" }
    }

    nonisolated static let cases: [Case] = DisplayConfiguration.presets.flatMap { preset in
        [DisplayConfiguration.Appearance.light, .dark].flatMap { appearance in
            [DisplayConfiguration.DrivingSide.leftHandDrive, .rightHandDrive].map {
                Case(preset: preset, appearance: appearance, side: $0)
            }
        }
    }

    @Test(arguments: cases) func theColumnAndItsCardsFitTheDisplay(_ test: Case) async throws {
        let car = try TestCar(appModule: "Weather")
        var display = test.preset
        display.appearance = test.appearance
        display.drivingSide = test.side
        car.display = display
        car.showWidgets(["Forecast", "RainRadar"])
        await car.wait(until: {
            DashboardLayout.widgetColumnFrame(on: car.display) == nil
                || car.dashboardView.root.first { $0.role == .widget }?.drawing.contains { $0.text == "Monaco" } == true
        })
        let screen = car.dashboardView
        guard let frame = DashboardLayout.widgetColumnFrame(on: screen.display) else {
            expectEqual(screen.root.first { $0.role == .widgets }, nil, "no column where it does not fit")
            return
        }
        let column = try require(screen.root.first { $0.role == .widgets })
        expectEqual(column.frame, frame)
        let middle = screen.display.bounds.width / 2
        expectTrue(test.side == .leftHandDrive ? column.frame.midX < middle : column.frame.midX > middle)
        let cards = column.children
        expectTrue(!cards.isEmpty)
        for card in cards {
            expectTrue(card.frame.width == card.frame.height && column.frame.contains(card.frame))
            for item in card.drawing {
                expectTrue(card.frame.contains(item.frame), "\(item.text ?? item.kind.rawValue) inside its card")
            }
        }
        let label = cards[0].drawing.first { $0.text == "Monaco" }?.color
        expectEqual(label, (test.appearance == .dark ? "#FFFFFF" : "#000000"), "primary text follows the appearance")
        let svg = SVGRenderer().render(screen)
        expectTrue(svg.contains("Monaco") && svg.contains("Showers"))
        if test.preset.id == DisplayConfiguration.highResolution.id, test.side == .leftHandDrive {
            // The pictures to look at (artifacts/screenshots, not compared: the layout is checked above).
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("artifacts/screenshots")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(svg.utf8).write(to: folder.appendingPathComponent("widgets-dashboard-\(test.appearance).svg"))
        }
    }
}
