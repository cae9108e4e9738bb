import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// A navigation app in the background (spec api-navigation §6.3, §17 item 7): new maneuvers, estimate updates and
/// navigation alerts become banners when its map template delegate agrees, and tapping a banner brings it forward.
@MainActor @Suite struct NavigationBannerCarTests {
    /// Coastal Roads guiding (first maneuver "Turn right onto Boulevard Albert 1er", 300 m away), in front.
    func guiding() -> (TestCar, CoastalRoadsSceneDelegate) {
        let car = TestCar(category: .navigation)
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        car.run {
            let trip = app.trip(to: "Port Hercule")
            app.mapTemplate(app.mapTemplate, startedTrip: trip, using: trip.routeChoices[0])
        }
        car.run { app.loadRoute() }
        return (car, app)
    }

    func questions(_ app: CoastalRoadsSceneDelegate) -> [String] { app.events.filter { $0.hasPrefix("should") } }

    @Test func aNewManeuverBecomesABannerOnlyWhenTheDelegateSaysSo() throws {
        let (car, app) = guiding()
        car.enterBackground()
        // The maneuver the app guided to before is not new.
        expectTrue(questions(app).isEmpty && car.navigationBanner == nil)

        car.run { app.advance() }
        expectEqual(questions(app), ["should show Keep left at Avenue d'Ostende"])
        let banner = try require(car.navigationBanner)
        expectEqual(banner.maneuver?.instructionVariants.first, "Keep left at Avenue d'Ostende")
        expectEqual(banner.bundleIdentifier, car.session.app.bundleIdentifier)

        app.showsManeuverBanners = false
        car.run { app.advance() }
        expectEqual(questions(app).last, "should show Arrive at Port Hercule")
        expectEqual(car.navigationBanner, nil, "the delegate declined, and the last maneuver's banner is stale")
    }

    @Test func theBannerUsesTheNotificationVariantsAndFallsBackToTheMainOnes() throws {
        let (car, app) = guiding()
        car.enterBackground()
        car.run {
            app.advance()
            app.approach(meters: 400)
        }
        // The second maneuver has its own banner text and symbol.
        let keepLeft = try require(car.navigationBannerNode)
        expectTrue(
            keepLeft.role == .navigationBanner && keepLeft.action == .selectNavigationBanner(app: "com.example.carplay")
        )
        expectEqual(keepLeft.text, "Keep left for Monte-Carlo")
        expectEqual(keepLeft.detailText, "400 m")
        expectEqual(keepLeft.image?.source, .system("arrow.up.left.circle"))
        expectTrue(keepLeft.drawing.contains { $0.kind == .text && $0.text == "Keep left for Monte-Carlo" })
        expectTrue(keepLeft.drawing.contains { $0.kind == .image && $0.image == keepLeft.image })

        // The arrival has none: the banner takes the guidance card's variants and symbol, the one that fits.
        car.run { app.advance() }
        let arrive = try require(car.navigationBanner)
        expectEqual(arrive.titleVariants, ["Arrive at Port Hercule", "Arrive"])
        let node = try require(car.navigationBannerNode)
        expectEqual(node.text, "Arrive at Port Hercule")
        expectEqual(node.image?.source, .system("arrow.turn.up.right"))
        expectEqual(node.detailText, nil, "no estimates yet")
    }

    @Test func anEstimatesOnlyChangeAsksToUpdateTheBanner() throws {
        let (car, app) = guiding()
        car.enterBackground()
        car.run {
            app.advance()
            app.approach(meters: 400)
        }
        expectEqual(questions(app), ["should show Keep left at Avenue d'Ostende"])

        car.run { app.approach(meters: 300) }
        expectEqual(questions(app).last, "should update Keep left at Avenue d'Ostende 300 m")
        expectEqual(car.navigationBannerNode?.detailText, "300 m")

        // Declined: the banner keeps its text.
        app.updatesManeuverBanners = false
        car.run { app.approach(meters: 200) }
        expectEqual(questions(app).last, "should update Keep left at Avenue d'Ostende 200 m")
        expectEqual(car.navigationBannerNode?.detailText, "300 m")

        // Asked on every change, and only on a change.
        app.updatesManeuverBanners = true
        car.run { app.approach(meters: 200) }
        expectEqual(questions(app).count, 3)
        car.run { app.approach(meters: 100) }
        expectTrue(questions(app).count == 4 && car.navigationBannerNode?.detailText == "100 m")
    }

    @Test func aNavigationAlertBecomesABanner() throws {
        let (car, app) = guiding()
        car.enterBackground()
        car.run { app.warnOfSpeedCamera() }
        expectEqual(questions(app), ["should show alert Speed camera ahead"])
        let banner = try require(car.navigationBanner)
        expectEqual(banner.navigationAlert?.titleVariants, ["Speed camera ahead", "Speed camera"])
        let node = try require(car.navigationBannerNode)
        expectTrue(node.text == "Speed camera ahead" && node.detailText == "In 400 m")
        expectEqual(node.content.banner?.kind, .navigationAlert)
    }

    @Test func aDeclinedAlertShowsNoBanner() {
        let (car, app) = guiding()
        car.enterBackground()
        app.showsAlertBanners = false
        car.run { app.warnOfSpeedCamera() }
        expectEqual(questions(app), ["should show alert Speed camera ahead"])
        expectEqual(car.navigationBanner, nil)
    }

    @Test func noBannerWhileTheAppIsInFront() {
        let (car, app) = guiding()
        car.run {
            app.advance()
            app.approach(meters: 200)
        }
        car.run { app.approach(meters: 100) }
        car.run { app.warnOfSpeedCamera() }
        expectTrue(questions(app).isEmpty)
        expectTrue(car.navigationBanner == nil && car.navigationBannerNode == nil)
        expectEqual(car.session.selectNavigationBanner(), .notOnScreen)
    }

    @Test func tappingTheBannerBringsTheAppForwardAndTellsTheDelegate() {
        let (car, app) = guiding()
        car.enterBackground()
        car.run { app.advance() }
        let before = car.session.callbackCount
        expectEqual(car.tapBanner(), .handled)
        expectTrue(!car.session.isInBackground)
        expectEqual(app.events.last, "banner Keep left at Avenue d'Ostende")
        expectEqual(
            Array(car.session.callbackLog.suffix(car.session.callbackCount - before)),
            [
                "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)", "templateApplicationScene(_:didSelect:)",
            ])
        expectEqual(car.navigationBanner, nil)

        car.enterBackground()
        car.run { app.warnOfSpeedCamera() }
        expectEqual(car.tapBanner(), .handled)
        expectEqual(app.events.last, "banner alert Speed camera ahead")
        expectTrue(!car.session.isInBackground)
    }

    @Test func aDelegateWithoutDidSelectStillComesForward() {
        final class Quiet: NSObject, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
            let map = CPMapTemplate()
            var session: CPNavigationSession?
            func templateApplicationScene(
                _ templateApplicationScene: CPTemplateApplicationScene,
                didConnect interfaceController: CPInterfaceController, to window: CPWindow
            ) {
                map.mapDelegate = self
                interfaceController.setRootTemplate(map, animated: false, completion: nil)
            }
            func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
                true
            }
        }
        let car = TestCar(category: .navigation)
        let app = Quiet()
        car.connect(app)
        car.run {
            let trip = CPTrip(origin: MKMapItem.forCurrentLocation(), destination: MKMapItem(), routeChoices: [])
            app.session = app.map.startNavigationSession(for: trip)
        }
        car.enterBackground()
        car.run {
            let maneuver = CPManeuver()
            maneuver.instructionVariants = ["Continue"]
            app.session?.upcomingManeuvers = [maneuver]
        }
        expectNotEqual(car.navigationBanner, nil)
        expectEqual(car.tapBanner(), .handled)
        expectTrue(!car.session.isInBackground)
        expectEqual(car.session.callbackLog.last, "sceneDidBecomeActive(_:)", "nothing it did not implement is logged")
    }

    @Test func bannersGoAwayByTheDecidedRuleOnTheInjectedClock() throws {
        let (car, app) = guiding()
        car.enterBackground()
        car.run { app.advance() }
        // A maneuver banner stays until the next maneuver (or the app comes forward), however long that is.
        car.advanceClock(by: 3600)
        expectNotEqual(car.navigationBanner?.maneuver, nil)

        // An alert banner stays while its alert is up: the 8 s alert's duration.
        car.run { app.warnOfSpeedCamera() }
        expectNotEqual(car.navigationBanner?.navigationAlert, nil)
        car.advanceClock(by: 7.9)
        expectNotEqual(car.navigationBanner?.navigationAlert, nil)
        car.advanceClock(by: 0.2)
        expectTrue(app.events.contains("alert dismissed 0"))
        // The maneuver's banner shows again.
        expectEqual(car.navigationBanner?.maneuver?.instructionVariants.first, "Keep left at Avenue d'Ostende")

        // A short alert's banner stays the minimum 5 s.
        car.run {
            app.mapTemplate.present(
                navigationAlert: CPNavigationAlert(
                    titleVariants: ["Closed road"], subtitleVariants: nil, image: nil,
                    primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
                    duration: 1), animated: true)
        }
        car.advanceClock(by: 4.9)
        expectEqual(car.navigationBanner?.navigationAlert?.titleVariants, ["Closed road"])
        car.advanceClock(by: 0.2)
        expectEqual(car.navigationBanner?.navigationAlert, nil)

        // Coming forward takes the banner away.
        car.enterForeground()
        expectEqual(car.navigationBanner, nil)
    }
}
