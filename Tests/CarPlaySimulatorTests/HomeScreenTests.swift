import CarPlay
import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

/// The home screen is a `Screen` laid out by the host like any other: icons with actions, the status bar from the
/// car's state, the message of a closed app, the Dashboard button and its notice on the car's clock.
@MainActor @Suite(.serialized) struct HomeScreenTests {
    @Test func everyAppIsAnIconThatLaunchesIt() throws {
        let car = try Apps.car()
        let screen = car.currentScreen()
        expectEqual(screen.root.content.screenKind, .home)
        let icons = screen.nodes(.appIcon)
        expectEqual(icons.map(\.text), car.apps.map(\.bundle.name))
        expectEqual(icons.map(\.action), car.apps.map { .launchApp($0.id) })
        for (icon, app) in zip(icons, car.apps) {
            expectTrue(icon.children.contains { $0.content.field == .name && $0.text == app.bundle.name })
            expectTrue(
                icon.children.contains {
                    $0.content.field == .category && $0.text == app.bundle.category?.displayName
                })
            expectTrue(icon.children.contains { $0.image?.source == .appIcon(app.id) })
            expectTrue(screen.root.frame.contains(icon.frame))
        }
        // The knob walks the icons, then the Dashboard button.
        expectEqual(screen.focusOrder, car.apps.map { HomeLayout.iconID($0.id) } + ["home/dashboard"])
        let faulty = HomeLayout.iconID(Apps.faultyID)
        expectEqual(try car.tap(element: faulty.rawValue), .handledBySystem)
        expectTrue(car.foregroundApp == Apps.faultyID && car.currentScreen().root.content.screenKind == nil)
        expectTrue(car.log.entries.contains { $0.kind == .input && $0.text == "Tap “Faulty” (appIcon)" })
    }

    @Test func theKnobFocusIsTheScreensFocus() throws {
        let car = try Apps.car()
        try car.rotateKnob(1)
        expectEqual(car.currentScreen().focusedElement, HomeLayout.iconID(car.apps[0].id))
        try car.rotateKnob(10)
        expectEqual(car.currentScreen().focusedElement, "home/dashboard")
    }

    @Test func theDashboardButtonShowsANoticeForThreeSecondsOfTheCarsClock() throws {
        let clock = ManualTime()
        let car = try Apps.car(clock: clock)
        expectEqual(try car.tap(element: "home/dashboard"), .handledBySystem)
        let notice = try require(car.currentScreen().nodes(.notice).first)
        expectEqual(notice.text, "Dashboard needs a navigation app")
        clock.now += 2.9
        expectEqual(car.currentScreen().nodes(.notice).count, 1)
        clock.now += 0.2
        expectTrue(car.currentScreen().nodes(.notice).isEmpty)
        expectEqual(try car.tap(element: "home/nothing"), .notOnScreen)
    }

    @Test func aClosedAppsMessageNamesTheException() throws {
        let car = try Apps.car()
        try car.launch(Apps.faultyID)
        let crash = try require(car.screen()?.id(of: "Crash"))
        _ = try car.tap(element: crash)
        let panel = try require(car.currentScreen().nodes(.homeMessage).first)
        expectEqual(panel.text, car.homeMessage)
        expectEqual(panel.children.first { $0.content.field == .exception }?.text, "NSInvalidArgumentException")
        let icons = car.currentScreen().nodes(.appIcon)
        expectTrue(icons.allSatisfy { $0.frame.minY >= panel.frame.maxY }, "the icons sit below the message")
    }

    @Test func theStatusBarShowsWhatTheCarReports() throws {
        let clock = ManualTime()
        let car = try Apps.car(clock: clock)
        var bar = try require(car.currentScreen().nodes(.statusBar).first)
        expectEqual(bar.children.first { $0.role == .clock }?.text, "12:00")
        expectEqual(bar.children.first { $0.role == .connectivity }?.text, "LTE")
        expectEqual(bar.children.first { $0.role == .connectivity }?.content.signal, 4)
        expectTrue(!bar.children.contains { $0.role == .audioIndicator })
        clock.now += 5 * 60
        bar = try require(car.currentScreen().nodes(.statusBar).first)
        expectEqual(bar.children.first { $0.role == .clock }?.text, "12:05")

        // An app plays: its screen's status bar shows the Now Playing indicator.
        try car.launch(Apps.playerID)
        let play = try require(car.screen()?.id(of: "Play"))
        _ = try car.tap(element: play)
        expectEqual(car.audioOwner, Apps.playerID)
        let appBar = try require(car.currentScreen().nodes(.statusBar).first)
        expectTrue(appBar.children.contains { $0.role == .audioIndicator })

        // Without a phone: no network, no icons, the car says so.
        car.setPhoneConnected(false)
        let home = car.currentScreen()
        expectTrue(home.nodes(.connectivity).isEmpty && home.nodes(.appIcon).isEmpty)
        expectTrue(home.texts.contains("iPhone is not connected"))
    }

    @Test func rightHandDriveMovesTheStatusBar() throws {
        let car = try Apps.car()
        car.setDrivingSide(.rightHandDrive)
        let screen = car.currentScreen()
        let bar = try require(screen.nodes(.statusBar).first)
        expectEqual(bar.frame.maxX, screen.root.frame.maxX)
        expectTrue(screen.nodes(.appIcon).allSatisfy { $0.frame.maxX <= bar.frame.minX })
    }
}
