import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Navigation snapshots: alerts and buttons")
struct NavigationControlSnapshotTests {
    typealias Images = NavigationTestImages

    @Test func navigationAlert() throws {
        let keep = CPAlertAction(title: "Keep", style: .cancel) { _ in }
        let reroute = CPAlertAction(title: "Reroute", color: UIColor(red: 0, green: 1, blue: 0, alpha: 1)) { _ in }
        let alert = CPNavigationAlert(
            titleVariants: ["Traffic ahead", "Traffic"], subtitleVariants: ["10 min delay"], image: Images.star,
            primaryAction: reroute, secondaryAction: keep, duration: 3)
        let snapshot = NavigationAlertSnapshot(alert)
        expectEqual(snapshot.id, ElementID(of: alert))
        expectEqual(snapshot.titleVariants, ["Traffic ahead", "Traffic"])
        expectEqual(snapshot.subtitleVariants, ["10 min delay"])
        expectEqual(snapshot.image, ImageSnapshot(Images.star))
        expectEqual(snapshot.primaryAction, AlertActionSnapshot(reroute))
        expectEqual(snapshot.primaryAction.color?.light.green, 1)
        expectEqual(snapshot.secondaryAction?.style, .cancel)
        expectEqual(snapshot.actions.map(\.title), ["Reroute", "Keep"])
        expectEqual(snapshot.duration, 3)
        expectEqual(snapshot.visibleDuration, CPNavigationAlertMinimumDuration)

        alert.updateTitleVariants(["Crash ahead"], subtitleVariants: [])
        expectEqual(NavigationAlertSnapshot(alert).titleVariants, ["Crash ahead"])
        let data = try JSONEncoder().encode(snapshot)
        expectEqual(try JSONDecoder().decode(NavigationAlertSnapshot.self, from: data), snapshot)
    }

    @Test func navigationAlertImageSetAndDurations() {
        let ok = CPAlertAction(title: "OK", style: .default) { _ in }
        let alert = CPNavigationAlert(
            titleVariants: ["Fuel low"], subtitleVariants: nil,
            imageSet: CPImageSet(lightContentImage: Images.symbol, darkContentImage: Images.star), primaryAction: ok,
            secondaryAction: nil, duration: 0)
        let snapshot = NavigationAlertSnapshot(alert)
        expectEqual(snapshot.image?.dark?.source, .system("star"))
        expectTrue(snapshot.subtitleVariants.isEmpty && snapshot.secondaryAction == nil)
        expectEqual(snapshot.visibleDuration, nil)  // until dismissed

        let action = AlertActionSnapshot(ok)
        expectEqual(
            NavigationAlertSnapshot(id: "a", titleVariants: [], primaryAction: action, duration: 12).visibleDuration, 12
        )
        expectEqual(
            NavigationAlertSnapshot(id: "a", titleVariants: [], primaryAction: action, duration: -3).visibleDuration,
            nil)
        expectEqual(
            NavigationAlertSnapshot(id: "a", titleVariants: [], primaryAction: action, duration: .nan).duration, 0)
    }

    @Test func mapButton() {
        let button = CPMapButton { _ in }
        expectEqual(MapButtonSnapshot(button), MapButtonSnapshot(id: ElementID(of: button)))
        button.image = Images.star
        button.focusedImage = Images.symbol
        button.isEnabled = false
        button.isHidden = true
        let snapshot = MapButtonSnapshot(button)
        expectTrue(!snapshot.isEnabled && snapshot.isHidden)
        expectEqual(snapshot.image, ImageSnapshot(Images.star))
        expectEqual(snapshot.focusedImage, ImageSnapshot(Images.symbol))
    }

    @Test func dashboardButton() {
        let button = CPDashboardButton(titleVariants: ["Home", "H"], subtitleVariants: ["12 min"], image: Images.star)
        let snapshot = DashboardButtonSnapshot(button)
        expectEqual(snapshot.id, ElementID(of: button))
        expectTrue(snapshot.titleVariants == ["Home", "H"] && snapshot.subtitleVariants == ["12 min"])
        expectEqual(snapshot.image, ImageSnapshot(Images.star))
        expectTrue(snapshot.isShown)
        expectTrue(
            !DashboardButtonSnapshot(CPDashboardButton(titleVariants: [""], subtitleVariants: [], image: Images.star))
                .isShown)
        expectTrue(
            !DashboardButtonSnapshot(CPDashboardButton(titleVariants: [], subtitleVariants: [], image: Images.star))
                .isShown)
    }

    @Test func navigationImageLimits() {
        expectEqual(ImageLimits.junctionImage, Size(width: 140, height: 100))
        expectEqual(ImageLimits.maneuverAttachment, Size(width: 64, height: 25))
        expectEqual(ImageLimits.legacyManeuverAttachment, Size(width: 64, height: 16))
        expectEqual(ImageLimits.clusterInactiveDescriptionAttachment, Size(width: 64, height: 16))
        expectEqual(ImageLimits.maneuverAttachment(for: "17.4"), Size(width: 64, height: 25))
        expectEqual(ImageLimits.maneuverAttachment(for: "26.4"), Size(width: 64, height: 25))
        expectEqual(ImageLimits.maneuverAttachment(for: "17.3.1"), Size(width: 64, height: 16))
        expectEqual(ImageLimits.laneGuidanceSymbol, Size(width: 120, height: 18))
        expectEqual(ImageLimits.dashboardButton, Size(width: 30, height: 30))
        expectEqual(ImageLimits.mapButton, ImageLimits.size(CPButtonMaximumImageSize))
        expectEqual(ImageLimits.maneuverSymbol, Size(width: 50, height: 50))
        expectEqual(ImageLimits.maneuverSymbolTwoLines, Size(width: 120, height: 50))
        expectEqual(ImageLimits.secondaryManeuverSymbol, Size(width: 18, height: 18))
    }
}
