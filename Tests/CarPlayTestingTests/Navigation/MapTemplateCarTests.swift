import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Testing
import UIKit

/// A navigation app in a headless car: the map template's overlay, the navigation bar's auto-hide on the injected
/// clock, map buttons and the panning interface, trip previews, guidance, alerts, rerouting and arrival.
@MainActor @Suite struct MapTemplateCarTests {
    func connected(display: DisplayConfiguration = .standard, osVersion: OSVersion = .latest) -> (
        TestCar, CoastalRoadsSceneDelegate
    ) {
        let car = TestCar(category: .navigation, osVersion: osVersion)
        car.display = display
        let app = CoastalRoadsSceneDelegate()
        car.connect(app)
        return (car, app)
    }

    func texts(_ node: ScreenNode?) -> [String] { node?.texts ?? [] }

    @Test func connectsWithTheWindowAndTheMapTemplateAsRoot() throws {
        let (car, app) = connected()
        expectEqual(car.rootTemplate?.kind, .map)
        expectTrue(app.carWindow?.rootViewController is CoastalMapViewController)
        expectNotEqual(car.screen.root.first { $0.role == .mapTemplate }, nil)
        expectEqual(car.mapButtons.count, 4)
        expectTrue(car.isMapNavigationBarShown)
        expectNotEqual(car.screen.root.first { $0.role == .navigationBar }, nil)
    }

    @Test func theNavigationBarAndButtonsHideWhenIdleAndComeBackOnATouch() {
        let (car, _) = connected()
        car.advanceClock(by: Rules.mapControlsIdleTimeout - 0.5)
        expectTrue(car.isMapNavigationBarShown)
        car.advanceClock(by: 1)
        expectTrue(!car.isMapNavigationBarShown)
        expectEqual(car.screen.root.first { $0.role == .navigationBar }, nil)
        expectTrue(car.mapButtons.isEmpty)
        car.tap(at: Point(x: 400, y: 300))
        expectTrue(car.isMapNavigationBarShown && car.mapButtons.count == 4)
        // A knob turn is an interaction too.
        car.advanceClock(by: 10)
        expectTrue(!car.isMapNavigationBarShown)
        car.rotateKnob()
        expectTrue(car.isMapNavigationBarShown)
    }

    @Test func settingsKeepTheBarOrTheButtons() {
        let (car, app) = connected()
        car.run { app.mapTemplate.hidesButtonsWithNavigationBar = false }
        car.advanceClock(by: 30)
        expectTrue(!car.isMapNavigationBarShown)
        expectEqual(car.mapButtons.count, 4)
        car.run { app.mapTemplate.automaticallyHidesNavigationBar = false }
        expectTrue(car.isMapNavigationBarShown)
    }

    @Test func mapButtonsBeyondFourAndHiddenOnesAreNotShown() {
        let (car, app) = connected()
        car.run {
            let extra = CPMapButton { _ in }
            extra.image = UIImage(systemName: "star")
            app.mapTemplate.mapButtons.append(extra)
            app.recenterButton.isHidden = true
        }
        expectEqual(car.mapButtons.count, 3)
        // The fifth button is past the limit of four; the fourth (recentre) is hidden.
        let declared = car.mapTemplate?.mapButtons ?? []
        expectTrue(declared.count == 4 && declared[3].isHidden)
        expectEqual(car.mapButtons.map(\.id), declared.prefix(3).map(\.id))
        car.tapMapButton(at: 1)
        expectEqual(app.events, ["zoom in"])
    }

    @Test func thePanningInterfaceKeepsTwoButtonsAndMapsEveryInputOntoPanCallbacks() throws {
        let (car, app) = connected()
        car.tapMapButton(at: 0)
        expectTrue(app.mapTemplate.isPanningInterfaceVisible)
        expectEqual(car.mapButtons.count, Rules.mapButtonsWhilePanning)
        let arrows = car.screen.root.all { $0.role == .panButton }
        expectEqual(arrows.count, 4)
        let left = try require(arrows.first { $0.content.direction == .left }?.id)
        car.tap(element: left)
        car.pan(.up, phase: .began)
        car.pan(.up, phase: .ended)
        car.nudgeKnob(.down)
        // The bar stays while panning: its Done button must be reachable.
        car.advanceClock(by: 60)
        expectTrue(car.isMapNavigationBarShown)
        car.tap("Done")
        expectTrue(!app.mapTemplate.isPanningInterfaceVisible)
        expectEqual(car.mapButtons.count, 4)
        expectEqual(
            app.events,
            [
                "pan button", "panning shown", "pan 1", "pan began 4", "pan ended 4", "pan 8", "panning dismissed",
            ])
        expectEqual(car.pan(.left), .unsupported)
    }

    @Test func dragsReachThePanGestureAndMultitouchNeedsTheDisplayAndIOS26() {
        let (car, app) = connected()
        expectEqual(car.drag(by: Point(x: 30, y: -10), velocity: Point(x: 100, y: 0)), .handled)
        expectEqual(app.events, ["drag 30,-10"])
        expectEqual(car.pinch(scale: 2, center: Point(x: 300, y: 200)), .unsupported)

        var multitouch = DisplayConfiguration.standard
        multitouch.inputDevices.insert(.multitouch)
        let (touchCar, touchApp) = connected(display: multitouch)
        expectEqual(touchCar.pinch(scale: 2, center: Point(x: 300, y: 200)), .handled)
        expectEqual(touchApp.events, ["zoom 2.0"])
        let (oldCar, _) = connected(display: multitouch, osVersion: .iOS18)
        expectEqual(oldCar.pinch(scale: 2, center: Point(x: 300, y: 200)), .unsupported)
        expectEqual(oldCar.doubleTap(at: Point(x: 300, y: 200)), .unsupported)
    }

    /// iOS 26 multitouch: a double tap zooms in one level, a two-finger double tap zooms out; the app hears them as
    /// zoom gestures (CarPlay has no double-tap callback). Not on a display without multitouch, and only with one or
    /// two fingers.
    @Test func aDoubleTapIsAZoomGestureOfOneLevel() {
        let (car, _) = connected()
        expectEqual(car.doubleTap(at: Point(x: 300, y: 200)), .unsupported)
        var multitouch = DisplayConfiguration.standard
        multitouch.inputDevices.insert(.multitouch)
        let (touchCar, touchApp) = connected(display: multitouch)
        expectEqual(touchCar.doubleTap(at: Point(x: 300, y: 200)), .handled)
        expectEqual(touchCar.doubleTap(at: Point(x: 300, y: 200), fingers: 2), .handled)
        expectEqual(touchApp.events, ["zoom 2.0", "zoom 0.5"])
        expectEqual(touchCar.doubleTap(at: Point(x: 300, y: 200), fingers: 3), .unsupported)
        expectEqual(touchCar.doubleTap(at: Point(x: 300, y: 200), fingers: 0), .unsupported)
        expectEqual(touchApp.events.count, 2)
        expectEqual(Rules.doubleTapZoomScale(fingers: 1), 2)
        expectEqual(Rules.doubleTapZoomScale(fingers: 2), 0.5)
    }

    @Test func previewsStartAndGuide() throws {
        let (car, app) = connected()
        car.tap("Destinations")
        car.tap("Casino de Monte-Carlo")
        expectEqual(car.topTemplate?.kind, .map)
        let preview = try require(car.tripPreview)
        expectTrue(texts(preview).contains("1 of 2"))
        // The standard display's card is 220 points wide: the name is cut, the route's long variant fits.
        expectTrue(texts(preview).contains { $0.hasPrefix("Casino de Mon") && $0.hasSuffix("…") })
        expectTrue(texts(preview).contains("Via Boulevard Albert 1er"))
        expectTrue(texts(preview).contains { $0.contains("6 min") })
        car.selectRoute(at: 1)
        car.selectTrip(at: 1)
        expectTrue(texts(car.tripPreview).contains("2 of 2"))
        car.selectTrip(at: 0)
        car.selectRoute(at: 1)
        car.startTrip()
        expectEqual(
            app.events,
            [
                "preview Casino de Monte-Carlo Via Avenue Princesse Grace",
                "preview Port Hercule Via Boulevard Albert 1er",
                "preview Casino de Monte-Carlo Via Boulevard Albert 1er",
                "preview Casino de Monte-Carlo Via Avenue Princesse Grace",
                "start Casino de Monte-Carlo Via Avenue Princesse Grace",
            ])
        expectEqual(car.tripPreview, nil)
        expectEqual(car.navigationSession?.pause?.reason, .loading)
        expectEqual(texts(car.guidanceCard), ["Loading Route…"])

        car.run { app.loadRoute() }
        let card = try require(car.guidanceCard)
        expectTrue(texts(card).contains("300 m"))
        // The instruction variant that fits the card: the short one on the standard display, the long one in two
        // lines on the wide one.
        expectTrue(texts(card).contains("Right on Bd Albert 1er"))
        expectEqual(card.all { $0.role == .lane }.count, 2)
        let secondary = try require(card.first { $0.role == .maneuver && $0.content.maneuver?.position == .secondary })
        expectEqual(secondary.content.maneuver?.displayStyle, .leadingSymbol)
        let estimates = try require(car.tripEstimates)
        // Each number over its label, as CarPlay shows the estimates.
        let arrival = try require(estimates.first { $0.content.field == .arrival }?.text)
        expectEqual(Array(texts(estimates).dropFirst()), ["arrival", "6", "min", "1.9", "km"], "\(arrival)")
        let minutes = try require(estimates.first { $0.content.field == .time })
        let unit = try require(estimates.first { $0.text == "min" })
        expectTrue(unit.frame.minY == minutes.frame.maxY && unit.frame.midX == minutes.frame.midX)
        expectEqual(
            estimates.first { $0.content.field == .time }?.foreground,
            car.screen.root.first { _ in true }
                .map { _ in Theme(car.display.appearance).confirm })

        car.display = .highResolution
        expectTrue(texts(car.guidanceCard).contains("Turn right onto Boulevard Albert 1er"))
        car.run { app.advance() }
        expectTrue(texts(car.guidanceCard).contains { $0.hasPrefix("Keep left") })
    }

    @Test func previewsShowTwelveTripsAndThreeRoutes() throws {
        // A tall display: the card has room for three route choices.
        let (car, app) = connected(display: .portrait)
        car.run {
            let trips = (0..<14).map { _ in app.trip(to: "Port Hercule") }
            let many = trips[0]
            let routes = (0..<5).map {
                CPRouteChoice(
                    summaryVariants: ["Route \($0)"], additionalInformationVariants: [], selectionSummaryVariants: [])
            }
            let crowded = CPTrip(origin: many.origin, destination: many.destination, routeChoices: routes)
            app.mapTemplate.showTripPreviews([crowded] + trips, textConfiguration: nil)
        }
        let previews = try require(car.mapTemplate?.previews)
        expectEqual(previews.trips.count, 12)
        expectEqual(previews.trips[0].routeChoices.count, 3)
        expectTrue(texts(car.tripPreview).contains("1 of 12"))
        expectEqual(car.tripPreview?.all { $0.role == .routeChoice }.count, 3)
        expectEqual(car.selectRoute(at: 3), .unsupported)
        expectTrue(texts(car.tripPreview).contains("Go"))
        // A selected trip past the twelve shown opens on the first; the start button starts the trip shown.
        car.run {
            let trips = (0..<14).map { _ in app.trip(to: "Port Hercule") }
            trips[0].destination.name = "First"
            trips[13].destination.name = "Fourteenth"
            app.mapTemplate.showTripPreviews(trips, selectedTrip: trips[13], textConfiguration: nil)
        }
        expectEqual(car.mapTemplate?.previews?.selectedTripIndex, 0)
        car.startTrip()
        expectEqual(app.events.last, "start First Via Boulevard Albert 1er")
    }

    @Test func navigationAlertsShowOneAtATimeAndTimeOut() throws {
        let (car, app) = connected()
        car.run { app.warnOfSpeedCamera() }
        expectEqual(app.events, ["alert shown"])
        let alert = try require(car.navigationAlert)
        expectTrue(texts(alert).contains("Speed camera ahead"))
        expectTrue(texts(alert).contains("In 400 m"))
        car.run { app.warnOfSpeedCamera() }
        expectEqual(app.events, ["alert shown"])
        car.advanceClock(by: 7.5)
        expectNotEqual(car.navigationAlert, nil)
        car.advanceClock(by: 1)
        expectEqual(car.navigationAlert, nil)
        expectEqual(app.events, ["alert shown", "alert dismissed 0"])

        car.run { app.warnOfSpeedCamera() }
        car.tapAlertAction("Not there")
        expectEqual(app.events.suffix(3), ["alert shown", "alert not there", "alert dismissed 1"])
        expectEqual(car.navigationAlert, nil)
    }

    @Test func aShortAlertStaysTheMinimumDurationAndAZeroOneUntilDismissed() {
        let (car, app) = connected()
        func present(_ duration: TimeInterval) {
            car.run {
                app.mapTemplate.present(
                    navigationAlert: CPNavigationAlert(
                        titleVariants: ["Closed road"], subtitleVariants: nil, image: nil,
                        primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
                        duration: duration), animated: true)
            }
        }
        present(1)
        car.advanceClock(by: 4.9)
        expectNotEqual(car.navigationAlert, nil)
        car.advanceClock(by: 0.2)
        expectEqual(car.navigationAlert, nil)
        present(0)
        car.advanceClock(by: 3600)
        expectNotEqual(car.navigationAlert, nil)
    }

    @Test func reroutingAndArrival() throws {
        let (car, app) = connected()
        car.run {
            app.mapTemplate(
                app.mapTemplate, startedTrip: app.trip(to: "Port Hercule"),
                using: app.trip(to: "Port Hercule").routeChoices[0])
        }
        car.run { app.loadRoute() }
        car.run { app.navigationSession?.pauseTrip(for: .rerouting, description: nil) }
        expectEqual(texts(car.guidanceCard), ["Rerouting…"])
        car.run { app.reroute() }
        expectEqual(car.navigationSession?.pause, nil)
        expectTrue(texts(car.guidanceCard).contains("Turn left onto Rue Grimaldi"))
        expectTrue(texts(car.guidanceCard).contains("150 m"))
        expectEqual(texts(car.tripEstimates).suffix(2), ["2.2", "km"])
        expectEqual(car.navigationSession?.lastRerouteReason, CPRerouteReason.missedTurn.rawValue)
        car.run { app.arrive() }
        expectEqual(texts(car.guidanceCard), ["Arrived"])
        car.run { app.finish() }
        expectTrue(car.guidanceCard == nil && car.navigationSession == nil)
    }

    @Test func theSystemCancelsNavigationWhenTheCarsOwnTakesOver() {
        let (car, app) = connected()
        expectEqual(car.cancelNavigationBySystem(), .unsupported)
        car.run {
            app.mapTemplate(
                app.mapTemplate, startedTrip: app.trip(to: "Port Hercule"),
                using: app.trip(to: "Port Hercule").routeChoices[0])
        }
        expectEqual(car.cancelNavigationBySystem(), .handled)
        expectEqual(app.events.last, "navigation cancelled")
        expectEqual(car.guidanceCard, nil)
    }

    @Test func theGuidanceCardTakesTheManeuverColourUnlessItVanishesOnTheMap() throws {
        let (car, app) = connected()
        car.run {
            app.mapTemplate(
                app.mapTemplate, startedTrip: app.trip(to: "Port Hercule"),
                using: app.trip(to: "Port Hercule").routeChoices[0])
        }
        car.run { app.loadRoute() }
        car.run { app.mapTemplate.guidanceBackgroundColor = UIColor(red: 0, green: 0.3, blue: 0.6, alpha: 0.5) }
        expectEqual(car.guidanceCard?.background, "#004D99")
        expectEqual(car.guidanceCard?.foreground, "#FFFFFF")
        // Nearly the map's own colour: the system's card colour instead.
        car.run { app.navigationSession?.upcomingManeuvers.first?.cardBackgroundColor = UIColor(white: 0.95, alpha: 1) }
        expectEqual(car.guidanceCard?.background, "#1C1C1E")
        car.run { app.navigationSession?.upcomingManeuvers.first?.cardBackgroundColor = .systemOrange }
        expectEqual(car.guidanceCard?.foreground, "#000000")
    }

    @Test func theAppsWindowIsDrawnBelowTheOverlayWithTheSafeAreaItLeaves() throws {
        let (car, app) = connected()
        let screen = car.screen
        let window = try require(screen.root.first { $0.role == .appWindow })
        let overlay = try require(screen.root.first { $0.role == .mapTemplate })
        let app_area = try require(screen.root.first { $0.role == .appArea })
        // Below the overlay, filling the app area, with the app's label.
        expectLess(
            app_area.children.firstIndex { $0.role == .appWindow }!,
            app_area.children.firstIndex {
                $0.role == .mapTemplate
            }!)
        expectEqual(window.frame, overlay.frame)
        expectNotEqual(window.first { $0.role == .label && $0.text == "Monaco" }, nil)
        let carWindow = try require(app.carWindow)
        let map = try require(carWindow.rootViewController as? CoastalMapViewController)
        expectEqual(Double(carWindow.bounds.width), window.frame.width)
        // The bar covers the top; the map buttons' column is outside the map-button guide.
        expectEqual(Double(carWindow.safeAreaInsets.top), Theme.barHeight)
        let guide = carWindow.mapButtonSafeAreaLayoutGuide.layoutFrame
        expectTrue(Double(guide.width) < window.frame.width - 44)
        let changes = map.safeAreaChanges
        // Guidance covers the driver's side: the safe area grows on the left, and the app hears it once.
        car.run {
            app.mapTemplate(
                app.mapTemplate, startedTrip: app.trip(to: "Port Hercule"),
                using: app.trip(to: "Port Hercule").routeChoices[0])
        }
        _ = car.screen
        expectGreater(carWindow.safeAreaInsets.left, 200)
        expectEqual(map.safeAreaChanges, changes + 1)
        // When the bar hides, the top is free again.
        car.advanceClock(by: 10)
        _ = car.screen
        expectEqual(carWindow.safeAreaInsets.top, 0)
    }
}
