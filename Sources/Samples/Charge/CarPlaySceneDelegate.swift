import CarPlay
import MapKit
import UIKit
import UserNotifications

/// Charge in the car, an EV charging app that also holds the fueling entitlement (the guide lets the two be
/// combined): chargers near the car on a point-of-interest template over the car's map, each with its availability
/// and connectors; Start Charging opens the charging session on an information template, and a notification tells
/// when the car has reached 80 %; Navigate hands the charger to the car's navigation app.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
    CPPointOfInterestTemplateDelegate
{
    private var interfaceController: CPInterfaceController?
    private var chargers: [Charger] = []
    private var sessionTemplate: CPInformationTemplate?
    private var notifications: UNUserNotificationCenter { .current() }
    /// The charger charging now, and whether it has reached 80 %.
    private var charging: (charger: Charger, complete: Bool)?

    /// The notification's category: allowed in CarPlay (EV charging apps may show notifications there).
    nonisolated static let sessionCategory = "charging-session"
    nonisolated static let completeRequest = "charging-complete"

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        notifications.delegate = self
        notifications.setNotificationCategories([
            UNNotificationCategory(
                identifier: Self.sessionCategory, actions: [], intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        notifications.requestAuthorization(options: [.alert, .sound, .carPlay]) { _, _ in }
        do {
            chargers = try ChargerCatalogue.bundled()
        } catch {
            let failure = CPInformationTemplate(
                title: "Chargers", layout: .leading,
                items: [CPInformationItem(title: "Chargers could not be loaded", detail: "\(error)")], actions: [])
            interfaceController.setRootTemplate(failure, animated: false, completion: nil)
            return
        }
        let template = CPPointOfInterestTemplate(
            title: "Chargers", pointsOfInterest: chargers.map(pointOfInterest), selectedIndex: 0)
        template.pointOfInterestDelegate = self
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        sessionTemplate = nil
    }

    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
    ) {
        // The bundled chargers are all there is: nothing more to load for another region.
    }

    // MARK: Chargers

    private func pointOfInterest(_ charger: Charger) -> CPPointOfInterest {
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: charger.latitude, longitude: charger.longitude)))
        item.name = charger.name
        let point = CPPointOfInterest(
            location: item, title: charger.name, subtitle: charger.availability, summary: charger.connectorsAndPower,
            detailTitle: charger.name, detailSubtitle: charger.availability,
            detailSummary: charger.connectorsAndPower + " · " + charger.price, pinImage: nil)
        if charger.available > 0 {
            point.primaryButton = CPTextButton(title: "Start Charging", textStyle: .confirm) { [weak self] _ in
                self?.startCharging(at: charger)
            }
        }
        point.secondaryButton = CPTextButton(title: "Navigate", textStyle: .normal) { _ in
            _ = item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving])
        }
        return point
    }

    // MARK: The charging session

    private func startCharging(at charger: Charger) {
        charging = (charger, false)
        let template = CPInformationTemplate(
            title: "Charging", layout: .twoColumn, items: sessionItems(), actions: sessionActions())
        sessionTemplate = template
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
        // The car's 80 % is when the notification fires (the time the charger promises).
        let content = UNMutableNotificationContent()
        content.title = "Charging complete"
        content.subtitle = charger.name + " · 80 %"
        content.body = "Your car has reached 80 %. Unplug it to free the charger for the next driver."
        content.categoryIdentifier = Self.sessionCategory
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(
            timeInterval: TimeInterval(charger.minutesTo80Percent * 60), repeats: false)
        notifications.add(UNNotificationRequest(identifier: Self.completeRequest, content: content, trigger: trigger))
    }

    private func sessionItems() -> [CPInformationItem] {
        guard let (charger, complete) = charging else { return [] }
        return [
            CPInformationItem(title: "Charger", detail: charger.name),
            CPInformationItem(title: "Connector", detail: charger.connectorsAndPower),
            CPInformationItem(title: "Price", detail: charger.price),
            CPInformationItem(
                title: "Status", detail: complete ? "Reached 80 %" : "About \(charger.minutesTo80Percent) min to 80 %"),
        ]
    }

    private func sessionActions() -> [CPTextButton] {
        [
            CPTextButton(title: "Stop Charging", textStyle: .cancel) { [weak self] _ in self?.stopCharging() }
        ]
    }

    private func stopCharging() {
        charging = nil
        notifications.removePendingNotificationRequests(withIdentifiers: [Self.completeRequest])
        sessionTemplate = nil
        interfaceController?.popToRootTemplate(animated: true, completion: nil)
    }

    /// The car reached 80 %: the session says so.
    fileprivate func chargingComplete() {
        guard let current = charging else { return }
        charging = (current.charger, true)
        sessionTemplate?.items = sessionItems()
    }
}

extension CarPlaySceneDelegate: UNUserNotificationCenterDelegate {
    /// The car reached 80 % while Charge is in front: the session says so, and CarPlay shows the banner too. The
    /// center calls its delegate on the main queue.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        if notification.request.identifier == Self.completeRequest {
            MainActor.assumeIsolated { self.chargingComplete() }
        }
        completionHandler([.banner, .sound])
    }
}
