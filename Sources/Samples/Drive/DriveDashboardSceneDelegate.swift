import CarPlay
import MapKit
import UIKit

/// Drive's CarPlay Dashboard scene: its own map in the Dashboard's window and, while no trip is under way, two
/// shortcut buttons (Home, Work) that preview the routes there in the main scene.
final class DriveDashboardSceneDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    private(set) var dashboardController: CPDashboardController?
    private(set) var window: UIWindow?
    let mapViewController = DriveMapViewController()
    /// The app's main CarPlay scene, which the shortcuts drive (the one connected last unless set).
    weak var mainScene: DriveSceneDelegate?

    static let home = DriveSceneDelegate.Favourite(
        name: "Home", coordinate: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206))
    static let work = DriveSceneDelegate.Favourite(
        name: "Work", coordinate: CLLocationCoordinate2D(latitude: 43.7311, longitude: 7.4119))

    lazy var homeButton = shortcut(to: Self.home, symbol: "house.fill")
    lazy var workButton = shortcut(to: Self.work, symbol: "building.2")

    private func shortcut(to place: DriveSceneDelegate.Favourite, symbol: String) -> CPDashboardButton {
        CPDashboardButton(
            titleVariants: [place.name], subtitleVariants: [],
            image: UIImage(systemName: symbol) ?? UIImage()
        ) { [weak self] _ in
            let item = MKMapItem(placemark: MKPlacemark(coordinate: place.coordinate))
            item.name = place.name
            self?.mainScene?.choose(item)
        }
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        self.dashboardController = dashboardController
        self.window = window
        window.rootViewController = mapViewController
        if mainScene == nil { mainScene = DriveSceneDelegate.connected }
        mainScene?.dashboard = self
        updateShortcuts(guiding: mainScene?.guidance != nil)
        showGuidance(mainScene?.guidance)
    }

    /// The map draws the route of the trip under way and follows the car, turned to its course, low in the
    /// Dashboard window's safe area (clear of the maneuvers the Dashboard shows over it); with no trip, the route
    /// goes and the map follows the car north up in the middle of the safe area (clear of the shortcut buttons).
    func showGuidance(_ guidance: DriveGuidance?) {
        guard let guidance else {
            if mapViewController.route != nil { mapViewController.clearRoute() }
            if mapViewController.framing != .car || mapViewController.carSitsLow {
                mapViewController.followCar(.follow, sitsLow: false)
            }
            return
        }
        // Following first, so the route is drawn without framing it.
        if mapViewController.framing != .car || !mapViewController.carSitsLow {
            mapViewController.followCar(.followWithHeading)
        }
        let destination = guidance.legDestination
        mapViewController.show(guidance.route, to: destination.placemark.coordinate, named: destination.name ?? "")
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        self.dashboardController = nil
        self.window = nil
        if mainScene?.dashboard === self { mainScene?.dashboard = nil }
    }

    /// Shortcuts while idle; none while guiding (the Dashboard then shows the guidance card).
    func updateShortcuts(guiding: Bool) {
        dashboardController?.shortcutButtons = guiding ? [] : [homeButton, workButton]
    }
}
