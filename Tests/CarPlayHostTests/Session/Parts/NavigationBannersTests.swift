import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: navigation banners")
struct NavigationBannersTests {
    private let estimates = TravelEstimatesSnapshot(
        distanceRemaining: DistanceSnapshot(value: 300, unit: "m", meters: 300), timeRemaining: 30)
    private let closer = TravelEstimatesSnapshot(
        distanceRemaining: DistanceSnapshot(value: 100, unit: "m", meters: 100), timeRemaining: 10)

    private func maneuverBanner(_ maneuver: ManeuverSnapshot, at seconds: TimeInterval) -> NavigationBanner {
        NavigationBanner(
            bundleIdentifier: "com.example.nav", appName: "Nav", content: .maneuver(maneuver, estimates: estimates),
            shownAt: Date(timeIntervalSince1970: seconds))
    }

    private func alertBanner(_ alert: NavigationAlertSnapshot, at seconds: TimeInterval) -> NavigationBanner {
        NavigationBanner(
            bundleIdentifier: "com.example.nav", appName: "Nav", content: .navigationAlert(alert),
            shownAt: Date(timeIntervalSince1970: seconds))
    }

    private func alert() -> NavigationAlertSnapshot {
        NavigationAlertSnapshot(
            CPNavigationAlert(
                titleVariants: ["Traffic ahead"], subtitleVariants: [], image: nil,
                primaryAction: CPAlertAction(title: "OK", style: .default) { _ in }, secondaryAction: nil,
                duration: 0))
    }

    @Test("a new first maneuver is news in the background only; in the front it is only remembered")
    func newManeuver() {
        var banners = NavigationBanners()
        let front = banners.takeIn(firstManeuver: "m1", estimates: estimates, alert: nil, inBackground: false)
        expectTrue(front.isEmpty)
        expectEqual(banners.firstManeuver, "m1")
        let same = banners.takeIn(firstManeuver: "m1", estimates: estimates, alert: nil, inBackground: true)
        expectTrue(same.isEmpty, "the same maneuver is not new when the app goes to the background")
        let next = banners.takeIn(firstManeuver: "m2", estimates: estimates, alert: nil, inBackground: true)
        expectEqual(next, NavigationBanners.News(showManeuver: true))
        let none = banners.takeIn(firstManeuver: nil, estimates: nil, alert: nil, inBackground: true)
        expectTrue(none.isEmpty, "guidance ending is no banner")
    }

    @Test("the next maneuver takes the maneuver banner down; new estimates of its maneuver are news")
    func maneuverBannerLifetime() {
        let maneuver = ManeuverSnapshot(CPManeuver())
        var banners = NavigationBanners()
        _ = banners.takeIn(firstManeuver: maneuver.id, estimates: estimates, alert: nil, inBackground: true)
        banners.setManeuverBanner(maneuverBanner(maneuver, at: 10))
        expectEqual(banners.current?.maneuver, maneuver)

        let unchanged = banners.takeIn(firstManeuver: maneuver.id, estimates: estimates, alert: nil, inBackground: true)
        expectTrue(unchanged.isEmpty)
        let moved = banners.takeIn(firstManeuver: maneuver.id, estimates: closer, alert: nil, inBackground: true)
        expectEqual(moved, NavigationBanners.News(updateManeuver: true))
        banners.updateManeuverBanner(maneuver, estimates: closer)
        expectEqual(banners.current?.estimates, closer)
        expectEqual(banners.current?.shownAt, Date(timeIntervalSince1970: 10), "an update keeps the banner's time")

        let next = banners.takeIn(firstManeuver: "other", estimates: estimates, alert: nil, inBackground: true)
        expectTrue(next.showManeuver)
        expectEqual(banners.current, nil, "the next maneuver takes the banner down")
    }

    @Test("new estimates without a banner are not news")
    func estimatesWithoutBanner() {
        var banners = NavigationBanners()
        _ = banners.takeIn(firstManeuver: "m1", estimates: estimates, alert: nil, inBackground: true)
        expectTrue(banners.takeIn(firstManeuver: "m1", estimates: closer, alert: nil, inBackground: true).isEmpty)
    }

    @Test("an alert banner stays while its alert is up; the newer banner is shown, the alert's on a tie")
    func alertAndOrder() {
        let maneuver = ManeuverSnapshot(CPManeuver())
        let alert = alert()
        var banners = NavigationBanners()
        let news = banners.takeIn(firstManeuver: maneuver.id, estimates: nil, alert: alert.id, inBackground: true)
        expectEqual(news, NavigationBanners.News(showManeuver: true, showAlert: true))
        banners.setManeuverBanner(maneuverBanner(maneuver, at: 10))
        banners.setAlertBanner(alertBanner(alert, at: 10))
        expectEqual(banners.current?.navigationAlert, alert, "both at once: the alert's")
        banners.setManeuverBanner(maneuverBanner(maneuver, at: 11))
        expectEqual(banners.current?.maneuver, maneuver, "the newer one")

        expectTrue(
            banners.takeIn(firstManeuver: maneuver.id, estimates: nil, alert: alert.id, inBackground: true).isEmpty)
        expectNotEqual(banners.alertBanner, nil)
        _ = banners.takeIn(firstManeuver: maneuver.id, estimates: nil, alert: nil, inBackground: true)
        expectEqual(banners.alertBanner, nil, "the alert went down")
        expectNotEqual(banners.maneuverBanner, nil)
    }

    @Test("the app coming forward removes the banners and keeps what the car saw")
    func removal() {
        let maneuver = ManeuverSnapshot(CPManeuver())
        var banners = NavigationBanners()
        _ = banners.takeIn(firstManeuver: maneuver.id, estimates: estimates, alert: nil, inBackground: true)
        banners.setManeuverBanner(maneuverBanner(maneuver, at: 1))
        banners.removeBanners()
        expectEqual(banners.current, nil)
        expectEqual(banners.firstManeuver, maneuver.id)
        expectTrue(
            banners.takeIn(firstManeuver: maneuver.id, estimates: estimates, alert: nil, inBackground: true).isEmpty)
    }
}
