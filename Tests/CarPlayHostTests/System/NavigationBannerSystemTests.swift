import CarPlay
@_spi(AppCode) import CarPlayHost
import CarPlayTestSupport
import Expectations
import Foundation
import Testing
import UIKit

/// Navigation banners in a whole car: a navigation app guiding in the background while an audio app (or the home
/// screen) is in front.
@MainActor @Suite(.serialized) struct NavigationBannerSystemTests {
    /// A car with Navigator guiding in the background and Player in front.
    func guidingBehindPlayer(clock: ManualTime = ManualTime()) throws -> (CarSystem, NavigatorDelegate, CarSession) {
        let made = Box<[NavigatorDelegate]>([])
        let car = CarSystem(
            apps: [Apps.navigator(made), Apps.player()], clock: { clock.now }, timeZone: TimeZone(identifier: "UTC")!)
        try car.launch(Apps.navigatorID)
        let navigator = try require(made.value.last)
        let session = try require(car.sessions[Apps.navigatorID])
        session.runAsApp { navigator.guide() }
        session.takeInChanges()
        try car.launch(Apps.playerID)
        expectEqual(car.state(of: Apps.navigatorID), .background)
        return (car, navigator, session)
    }

    @Test func theBannerIsDrawnOverTheAudioAppsScreen() throws {
        let (car, navigator, session) = try guidingBehindPlayer()
        expectEqual(car.navigationBanner, nil)
        expectEqual(car.screen()?.nodes(.navigationBanner).isEmpty, true)

        session.runAsApp { navigator.advance(meters: 250) }
        session.takeInChanges()
        expectEqual(navigator.events, ["should show Turn right onto Quai Branly"])
        let screen = try require(car.screen())
        // Player's list is still there, the banner over it: the root's last child.
        expectTrue(screen.texts.contains("Count"))
        let banner = try require(screen.root.children.last)
        expectTrue(banner.role == .navigationBanner && banner.id == NavigationBannerLayout.id(for: Apps.navigatorID))
        expectTrue(banner.text == "Turn right onto Quai Branly" && banner.detailText == "250 m")
        expectEqual(banner.content.banner?.appName, "Navigator")
        expectEqual(banner.image?.source, .system("arrow.turn.up.right"))
        expectTrue(banner.drawing.first?.shape == .rectangle && banner.background == nil)
        // A tap there hits the banner, not the list under it.
        expectEqual(screen.hitTest(banner.frame.center)?.role, .navigationBanner)

        // On the home screen too.
        car.goHome()
        expectEqual(car.homeScreen().root.children.last?.role, .navigationBanner)
    }

    @Test func tappingTheBannerBringsTheNavigationAppForward() throws {
        let (car, navigator, session) = try guidingBehindPlayer()
        session.runAsApp { navigator.advance(meters: 250) }
        session.takeInChanges()
        let id = try require(car.navigationBannerNode?.id)
        expectEqual(try car.tap(element: id.rawValue), .handled)
        expectTrue(car.foregroundApp == Apps.navigatorID && car.state(of: Apps.playerID) == .background)
        expectEqual(navigator.events.last, "selected Turn right onto Quai Branly")
        expectTrue(car.navigationBanner == nil && car.screen()?.nodes(.navigationBanner).isEmpty == true)
        // The event log shows the tap, the resume and the callback.
        let texts = car.log.entries.map(\.text)
        expectTrue(texts.contains { $0.contains("navigationBanner") })
        expectTrue(texts.contains("Resumed Navigator"))
        expectTrue(
            texts.contains { $0.hasPrefix("Navigator ← ") && $0.contains("templateApplicationScene(_:didSelect:)") })
    }

    @Test func aTapAtTheBannersPlaceOnTheHomeScreenSelectsTheAlert() throws {
        let (car, navigator, session) = try guidingBehindPlayer()
        car.goHome()
        session.runAsApp { navigator.warn("Accident", duration: 10) }
        session.takeInChanges()
        expectEqual(navigator.events, ["should show Accident"])
        let banner = try require(car.homeScreen().nodes(.navigationBanner).first)
        expectTrue(banner.text == "Accident" && banner.detailText == "Ahead")
        expectEqual(try car.tap(at: banner.frame.center), .handled)
        expectEqual(car.foregroundApp, Apps.navigatorID)
        expectEqual(navigator.events.last, "selected Accident")
    }

    @Test func theAlertBannerGoesWithItsAlertOnTheCarsClock() throws {
        let clock = ManualTime()
        let (car, navigator, session) = try guidingBehindPlayer(clock: clock)
        session.runAsApp { navigator.warn("Accident", duration: 10) }
        session.takeInChanges()
        clock.now += 9.5
        car.clockDidAdvance()
        expectEqual(car.screen()?.nodes(.navigationBanner).first?.text, "Accident")
        clock.now += 1
        car.clockDidAdvance()
        expectTrue(car.navigationBanner == nil && car.screen()?.nodes(.navigationBanner).isEmpty == true)
    }

    @Test func aDeclinedManeuverShowsNothingAndAnAppInFrontIsNotAsked() throws {
        let (car, navigator, session) = try guidingBehindPlayer()
        navigator.showsBanners = false
        session.runAsApp { navigator.advance(meters: 250) }
        session.takeInChanges()
        expectEqual(navigator.events, ["should show Turn right onto Quai Branly"])
        expectEqual(car.navigationBanner, nil)
        expectEqual(try car.selectNavigationBanner(of: Apps.navigatorID), .notOnScreen)

        navigator.showsBanners = true
        try car.launch(Apps.navigatorID)
        session.runAsApp { navigator.advance(meters: 100) }
        session.takeInChanges()
        expectEqual(navigator.events.count, 1)
        expectEqual(car.screen()?.nodes(.navigationBanner).isEmpty, true)
    }
}
