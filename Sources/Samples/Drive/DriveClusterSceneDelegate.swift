import CarPlay
import CoreLocation
import MapKit
import UIKit

/// Drive's instrument cluster scene: a map that follows the car in the cluster's window, zoomed with the car's
/// cluster controls, and a line for the cluster to show while the app draws nothing there.
final class DriveClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate, @preconcurrency CLLocationManagerDelegate
{
    /// The app's speed-limit data (the bundled Monaco table).
    var speedLimits = DriveSpeedLimits.bundled
    /// The limit where the car is, nil off the roads with a known limit.
    private(set) var speedLimit: String?
    private(set) var controller: CPInstrumentClusterController?
    let mapViewController = DriveMapViewController()
    /// The app's main CarPlay scene, whose trip the cluster's map shows (the one connected last unless set).
    weak var mainScene: DriveSceneDelegate?

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

    /// The car's positions: where the cluster's map starts (the map view's user location comes later) and the
    /// road whose speed limit the sign shows.
    private var locationManager: CLLocationManager?
    /// How much of the streets the cluster shows at first, across.
    static let initialSpan: CLLocationDistance = 800

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let locationManager = CLLocationManager()
        locationManager.delegate = self
        locationManager.activityType = .automotiveNavigation
        self.locationManager = locationManager
        // Closer than the main map: the streets around the car (else the middle of Monaco).
        let around = locationManager.location?.coordinate ?? DriveMapViewController.monaco.center
        mapViewController.initialRegion = MKCoordinateRegion(
            center: around, latitudinalMeters: Self.initialSpan, longitudinalMeters: Self.initialSpan)
        instrumentClusterWindow.rootViewController = mapViewController
        mapViewController.loadViewIfNeeded()
        mapViewController.mapView.setUserTrackingMode(.follow, animated: false)
        if let controller { showCompass(controller.compassSetting) }
        if mainScene == nil { mainScene = DriveSceneDelegate.connected }
        // The main scene's cluster, unless another one is (one car has one cluster; a test process runs several).
        if mainScene?.cluster == nil { mainScene?.cluster = self }
        showGuidance(mainScene?.guidance)
        locationManager.startUpdatingLocation()
        if let location = locationManager.location { update(at: location) }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        if let location = locations.last { update(at: location) }
    }

    /// The car is at `location`: the sign shows the limit of the road there.
    private func update(at location: CLLocation) {
        speedLimit = speedLimits.limit(at: location.coordinate)
        showSpeedLimit()
    }

    /// The speed-limit sign as the car's setting says: hidden when disabled; shown otherwise (enabled, the user's
    /// preference in Drive, which is to show it, or unspecified) wherever the limit is known.
    private func showSpeedLimit(setting: CPInstrumentClusterSetting? = nil) {
        let disabled = (setting ?? controller?.speedLimitSetting) == .disabled
        mapViewController.showSpeedLimit(disabled ? nil : speedLimit)
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        showSpeedLimit(setting: speedLimitSetting)
    }

    /// The compass as the car's setting says: hidden when disabled; shown otherwise (enabled, the user's preference
    /// in Drive, which is to show it, or unspecified).
    private func showCompass(_ setting: CPInstrumentClusterSetting) {
        mapViewController.showsCompass = setting != .disabled
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        showCompass(compassSetting)
    }

    /// The map draws the route of the trip under way (none without a trip); it always follows the car with its
    /// heading up (the Developer Guide's rule for cluster maps), low in the cluster window's safe area, so the road
    /// ahead shows.
    func showGuidance(_ guidance: DriveGuidance?) {
        guard let guidance else {
            mapViewController.clearRoute()
            return
        }
        // Following first, so the route is drawn without framing it.
        if mapViewController.framing != .car {
            mapViewController.followCar(heading: DriveMapViewController.initialHeading(of: guidance.route))
        }
        let destination = guidance.legDestination
        mapViewController.show(guidance.route, to: destination.placemark.coordinate, named: destination.name ?? "")
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        if mainScene?.cluster === self { mainScene?.cluster = nil }
        locationManager?.stopUpdatingLocation()
        instrumentClusterWindow.rootViewController = nil
    }

    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        mapViewController.zoom(by: 0.5)
    }

    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        mapViewController.zoom(by: 2)
    }
}
