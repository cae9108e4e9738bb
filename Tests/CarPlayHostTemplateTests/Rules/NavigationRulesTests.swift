import CarPlayHost
import Expectations
import Foundation
import Testing

/// The map template's rules that are not count limits: the bar's auto-hide, map buttons while panning, alert
/// deadlines, the guidance card's colour, multitouch.
@Suite struct NavigationRulesTests {
    func button(_ id: String, hidden: Bool = false) -> MapButtonSnapshot {
        MapButtonSnapshot(id: ElementID(id), isEnabled: true, isHidden: hidden, image: nil, focusedImage: nil)
    }

    @Test func theBarHidesAfterTheIdleTimeoutButNeverWhilePanning() {
        let timeout = Rules.mapControlsIdleTimeout
        expectEqual(timeout, 5)
        expectTrue(
            Rules.showsMapNavigationBar(automaticallyHides: true, panning: false, sinceLastInteraction: timeout - 0.01))
        expectTrue(
            !Rules.showsMapNavigationBar(automaticallyHides: true, panning: false, sinceLastInteraction: timeout))
        expectTrue(!Rules.showsMapNavigationBar(automaticallyHides: true, panning: false, sinceLastInteraction: nil))
        expectTrue(Rules.showsMapNavigationBar(automaticallyHides: true, panning: true, sinceLastInteraction: 999))
        expectTrue(Rules.showsMapNavigationBar(automaticallyHides: false, panning: false, sinceLastInteraction: 999))
        expectEqual(Rules.showsMapButtons(hidesWithNavigationBar: true, navigationBarShown: false), false)
        expectTrue(Rules.showsMapButtons(hidesWithNavigationBar: false, navigationBarShown: false))
    }

    @Test func panningKeepsTheFirstTwoVisibleButtons() {
        let buttons = [button("a"), button("b", hidden: true), button("c"), button("d")]
        expectEqual(Rules.shownMapButtons(buttons, panning: false).map(\.id.rawValue), ["a", "c", "d"])
        expectEqual(Rules.shownMapButtons(buttons, panning: true).map(\.id.rawValue), ["a", "c"])
        expectEqual(Rules.mapButtonsWhilePanning, 2)
    }

    @Test func alertDeadlinesKeepTheMinimumDuration() {
        let shown = Date(timeIntervalSince1970: 1000)
        expectEqual(Rules.navigationAlertDeadline(shownAt: shown, duration: 0), nil)
        expectEqual(Rules.navigationAlertDeadline(shownAt: shown, duration: -3), nil)
        expectEqual(Rules.navigationAlertDeadline(shownAt: shown, duration: .infinity), nil)
        expectEqual(Rules.navigationAlertDeadline(shownAt: shown, duration: 2), shown.addingTimeInterval(5))
        expectEqual(Rules.navigationAlertDeadline(shownAt: shown, duration: 12), shown.addingTimeInterval(12))
    }

    @Test func theCardColourFallsBackWhenItVanishesOnTheMapAndDropsAlpha() {
        let system = ColorSnapshot.RGBA(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
        let map = ColorSnapshot.RGBA(red: 0.95, green: 0.95, blue: 0.95, alpha: 1)
        let blue = ColorSnapshot.RGBA(red: 0, green: 0.3, blue: 0.6, alpha: 0.4)
        let nearlyMap = ColorSnapshot.RGBA(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        var opaqueBlue = blue
        opaqueBlue.alpha = 1
        expectEqual(Rules.guidanceCardColor(maneuver: nil, template: nil, system: system, map: map), system)
        expectEqual(Rules.guidanceCardColor(maneuver: nil, template: blue, system: system, map: map), opaqueBlue)
        expectEqual(Rules.guidanceCardColor(maneuver: blue, template: nearlyMap, system: system, map: map), opaqueBlue)
        expectEqual(Rules.guidanceCardColor(maneuver: nearlyMap, template: blue, system: system, map: map), system)
        expectTrue(Rules.prefersWhiteText(on: opaqueBlue))
        expectTrue(!Rules.prefersWhiteText(on: ColorSnapshot.RGBA(red: 1, green: 0.8, blue: 0, alpha: 1)))
        expectLess(abs(Rules.contrastRatio(map, map) - 1), 1e-9)
        let white = ColorSnapshot.RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let black = ColorSnapshot.RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        expectLess(abs(Rules.contrastRatio(white, black) - 21), 1e-9)
    }

    @Test func multitouchNeedsIOS26AndADisplayThatReportsFingers() {
        var display = DisplayConfiguration.standard
        expectTrue(!Rules(category: .navigation).sendsMultitouchGestures(display: display))
        display.inputDevices.insert(.multitouch)
        expectTrue(Rules(category: .navigation).sendsMultitouchGestures(display: display))
        expectTrue(!Rules(category: .navigation, osVersion: .iOS18).sendsMultitouchGestures(display: display))
        expectTrue(!DisplayConfiguration.InputDevices.all.contains(.multitouch))
    }
}
