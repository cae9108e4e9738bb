import CarPlay
@testable import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing

/// The home screen's pages: more apps than a page holds go on to the next page, shown by a dot of the page
/// indicator or by the knob walking past the last icon of a page.
@MainActor @Suite struct HomePagesTests {
    func car(apps count: Int, display: DisplayConfiguration = .standard) -> CarSystem {
        let apps = (1...count).map { index in
            InstalledApp(
                bundle: AppBundle(
                    name: "App \(index)", bundleIdentifier: "com.example.app\(index)", category: .audio)
            ) { PlayerDelegate() }
        }
        let clock = ManualTime()
        let car = CarSystem(apps: apps, clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try? car.setDisplay(presetID: display.id)
        return car
    }

    func icons(_ car: CarSystem) -> [String] {
        car.homeScreen().root.all { $0.role == .appIcon }.compactMap(\.text)
    }

    func dots(_ car: CarSystem) -> [ScreenNode] {
        car.homeScreen().root.all { $0.role == .badge && $0.content.field == .page }
    }

    @Test func twelveAppsOnTheStandardDisplayMakeTwoPagesWithDots() throws {
        let car = car(apps: 12)
        expectEqual(car.homePages.map(\.count), [8, 4], "4 columns, 2 rows on the standard display")
        expectEqual(icons(car), (1...8).map { "App \($0)" })
        expectEqual(dots(car).compactMap(\.id?.rawValue), ["home/page/0", "home/page/1"])
        expectEqual(dots(car).map(\.isSelected), [true, false])

        expectEqual(try car.tap(element: "home/page/1"), .handledBySystem)
        expectTrue(car.homePage == 1 && icons(car) == (9...12).map { "App \($0)" })
        expectEqual(dots(car).map(\.isSelected), [false, true])
        expectTrue(car.log.entries.contains { $0.text == "Home screen, page 2" })
        expectEqual(try car.tap(element: "home/app/com.example.app10"), .handledBySystem, "an icon of page 2 launches")
        expectEqual(car.foregroundApp, "com.example.app10")
        car.goHome()
        expectEqual(car.homePage, 1, "the home screen comes back on the page it showed")
    }

    @Test func theKnobWalksPageByPageAndThePageFollowsIt() throws {
        let car = car(apps: 12)
        try car.rotateKnob(1)
        expectTrue(car.homeFocus == "com.example.app1" && car.homePage == 0)
        try car.rotateKnob(8)
        expectTrue(car.homeFocus == "com.example.app9" && car.homePage == 1)
        expectEqual(car.homeScreen().focusedElement, HomeLayout.iconID("com.example.app9"))
        try car.rotateKnob(-1)
        expectTrue(car.homeFocus == "com.example.app8" && car.homePage == 0)
        try car.rotateKnob(20)
        expectEqual(car.homeFocus, HomeLayout.dashboardFocus, "the Dashboard button after the last icon")
        try car.rotateKnob(-4)
        expectTrue(car.homeFocus == "com.example.app9" && car.homePage == 1)
        car.showHomePage(0)
        expectEqual(car.homeFocus, "com.example.app1", "the focus stays on what the screen shows")
    }

    @Test func eightAppsFitOnePageWithoutDotsAndTheLayoutCutsThePagesItShows() {
        let car = car(apps: 8)
        expectTrue(car.homePages.count == 1 && icons(car).count == 8 && dots(car).isEmpty)
        for display in DisplayConfiguration.presets {
            let car = self.car(apps: 30, display: display)
            for page in car.homePages.indices {
                car.showHomePage(page)
                expectEqual(
                    icons(car), car.homePages[page].map { id in "App \(id.dropFirst("com.example.app".count))" },
                    "\(display.id) page \(page + 1)")
            }
        }
    }

    @Test func aSwipeOnTheHomeScreenTurnsThePage() throws {
        let car = car(apps: 12)
        expectEqual(try car.swipe(.right), .unsupported, "no page before the first")
        expectTrue(try car.swipe(.left) == .handledBySystem && car.homePage == 1)
        expectTrue(car.log.entries.contains { $0.text == "Swipe left on the home screen" })
        expectEqual(try car.swipe(.left), .unsupported, "no page after the last")
        expectEqual(try car.swipe(.up), .unsupported)
        expectTrue(try car.swipe(.right) == .handledBySystem && car.homePage == 0)
        try car.launch("com.example.app1")
        expectEqual(try car.swipe(.left), .unsupported, "an app's screen has no pages")
    }
}
