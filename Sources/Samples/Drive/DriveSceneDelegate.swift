import CarPlay
import MapKit
import UIKit

/// Drive: a small navigation app. Its CarPlay window shows a map of Monaco (`MKMapView`) with the route from the
/// car to the Casino that `MKDirections` finds, under a map template.
final class DriveSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private let mapTemplate = CPMapTemplate()
    let mapViewController = DriveMapViewController()

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        window.rootViewController = mapViewController
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
        mapViewController.showRoute(to: DriveMapViewController.casino, named: "Casino de Monte-Carlo")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        self.interfaceController = nil
    }
}
