import CarPlay
import CoreLocation
import UIKit

/// Trip Tasks in the car, a driving task app (templates 2 deep): tasks that help the drive — the toll pass (its
/// balance, a top-up confirmed in an alert) and the trip log (distance, time and average speed from the car's
/// positions, shown again at most every 10 seconds of the drive, as the guide asks).
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CLLocationManagerDelegate {
    private var interfaceController: CPInterfaceController?
    private var root: CPListTemplate?
    private var locations: CLLocationManager?
    private var log = TripLog()
    /// The toll pass's balance in euros (the sample's own: no toll operator here).
    private var balance = 12.40
    /// How much a top-up adds.
    static let topUp = 20.0
    /// How many times the trip log was shown (the first time included).
    private(set) var logRefreshes = 0

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        let root = CPListTemplate(title: "Trip Tasks", sections: sections())
        self.root = root
        interfaceController.setRootTemplate(root, animated: false, completion: nil)
        let locations = CLLocationManager()
        locations.delegate = self
        locations.requestWhenInUseAuthorization()
        self.locations = locations
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        locations?.stopUpdatingLocation()
        locations = nil
        self.interfaceController = nil
        root = nil
    }

    private func euros(_ value: Double) -> String { "€" + String(format: "%.2f", value) }

    private func sections() -> [CPListSection] {
        let pass = CPListItem(text: "Toll Pass", detailText: "Balance " + euros(balance))
        pass.accessoryType = .disclosureIndicator
        pass.handler = { [weak self] _, completion in
            self?.showTollPass()
            completion()
        }
        logRefreshes += 1
        return [
            CPListSection(items: [pass], header: "Tolls", sectionIndexTitle: nil),
            CPListSection(
                items: [
                    CPListItem(text: "Distance", detailText: log.distance),
                    CPListItem(text: "Driving time", detailText: log.time),
                    CPListItem(text: "Average speed", detailText: log.averageSpeed),
                ], header: "Trip Log", sectionIndexTitle: nil),
        ]
    }

    // MARK: The toll pass

    /// The toll pass (the second and last template): its balance and a top-up.
    private func showTollPass() {
        let template = CPInformationTemplate(
            title: "Toll Pass", layout: .leading,
            items: [CPInformationItem(title: "Balance", detail: euros(balance))],
            actions: [
                CPTextButton(title: "Top Up \(euros(Self.topUp))", textStyle: .confirm) { [weak self] _ in
                    self?.confirmTopUp()
                }
            ])
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    private func confirmTopUp() {
        guard let interfaceController else { return }
        let alert = CPAlertTemplate(
            titleVariants: ["Add \(euros(Self.topUp)) to your toll pass?", "Top up?"],
            actions: [
                CPAlertAction(title: "Top Up", style: .default) { [weak self] _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                    self?.toppedUp()
                },
                CPAlertAction(title: "Cancel", style: .cancel) { _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                },
            ])
        interfaceController.presentTemplate(alert, animated: true, completion: nil)
    }

    private func toppedUp() {
        balance += Self.topUp
        (interfaceController?.topTemplate as? CPInformationTemplate)?.items = [
            CPInformationItem(title: "Balance", detail: euros(balance))
        ]
        root?.updateSections(sections())
    }

    // MARK: The trip log

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        let allowed =
            manager.authorizationStatus == .authorizedWhenInUse || manager.authorizationStatus == .authorizedAlways
        if allowed { manager.startUpdatingLocation() }
    }

    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        MainActor.assumeIsolated { self.moved(locations) }
    }

    /// New positions: the log grows, and the screen shows it again at most every 10 seconds of the drive.
    private func moved(_ locations: [CLLocation]) {
        guard log.add(locations) else { return }
        root?.updateSections(sections())
    }
}
