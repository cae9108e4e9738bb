import CarPlay
import MapKit
import UIKit

/// Drive's instrument cluster scene: a map that follows the car in the cluster's window, zoomed with the car's
/// cluster controls, and a line for the cluster to show while the app draws nothing there.
final class DriveClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate
{
    private(set) var controller: CPInstrumentClusterController?
    let mapViewController = DriveMapViewController()

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        controller = instrumentClusterController
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Drive: choose a destination", "Drive"]
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        controller = nil
    }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        instrumentClusterWindow.rootViewController = mapViewController
        mapViewController.loadViewIfNeeded()
        mapViewController.mapView.setUserTrackingMode(.follow, animated: false)
        // Closer than the main map: the streets around the car.
        let around = mapViewController.mapView.userLocation.coordinate
        mapViewController.mapView.setRegion(
            MKCoordinateRegion(center: around, latitudinalMeters: 800, longitudinalMeters: 800), animated: false)
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        instrumentClusterWindow.rootViewController = nil
    }

    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        mapViewController.zoom(by: 0.5)
    }

    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        mapViewController.zoom(by: 2)
    }
}
