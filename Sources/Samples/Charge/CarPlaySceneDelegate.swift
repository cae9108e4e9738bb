import CarPlay
import CoreLocation
import MapKit
import UIKit
import UserNotifications
import WidgetKit

/// Charge in the car, an EV charging app that also holds the fueling entitlement (the guide lets the two be
/// combined): chargers near the car, nearest first, on a point-of-interest template over the car's map, each with
/// its availability and connectors, and the chargers along the route to a place the driver picks (On the Way); Start
/// Charging opens the charging session on an information template, and a notification tells when the car has
/// reached 80 %; Navigate hands the charger to the car's navigation app. The session is shared with Charge's widget
/// (`ChargeWidgets`), whose tap (`charge://session`) brings the session back.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate,
    CPPointOfInterestTemplateDelegate, CLLocationManagerDelegate
{
    private var interfaceController: CPInterfaceController?
    private var chargers: [Charger] = []
    private var sessionTemplate: CPInformationTemplate?
    private var notifications: UNUserNotificationCenter { .current() }
    /// The charger charging now, and whether it has reached 80 %.
    private var charging: (charger: Charger, complete: Bool)?
    /// The car's position (the car reports it as the iPhone's).
    private let locations = CLLocationManager()
    /// The chargers near the car (the root), and whether they are in order of distance yet.
    private var nearby: CPPointOfInterestTemplate?
    private var sortedByDistance = false
    /// The clock a session starts on (the car's; tests set theirs).
    var now: @MainActor () -> Date = { Date() }

    /// Where the driver may be heading: On the Way lists the chargers along the route to each.
    static let destinations: [(name: String, latitude: Double, longitude: Double)] = [
        ("Larvotto Beach", 43.7452, 7.4330), ("Monte-Carlo Casino", 43.7394, 7.4281),
        ("Fontvieille Harbour", 43.7306, 7.4189),
    ]
    /// How far from the route a charger may be to count as on the way, in metres (a town's block or two).
    static let corridorWidth = 250.0

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
        locations.delegate = self
        locations.requestWhenInUseAuthorization()
        locations.startUpdatingLocation()
        let template = CPPointOfInterestTemplate(
            title: "Chargers", pointsOfInterest: nearestFirst(chargers).map { pointOfInterest($0) }, selectedIndex: 0)
        template.pointOfInterestDelegate = self
        template.trailingNavigationBarButtons = [
            CPBarButton(title: "On the Way") { [weak self] _ in self?.showDestinations() }
        ]
        nearby = template
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
    }

    /// The car's first position puts the nearest chargers first (once: the list does not move under the driver).
    nonisolated func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        MainActor.assumeIsolated {
            guard let nearby, !sortedByDistance else { return }
            sortedByDistance = true
            self.locations.stopUpdatingLocation()
            nearby.setPointsOfInterest(nearestFirst(chargers).map { pointOfInterest($0) }, selectedIndex: 0)
        }
    }

    nonisolated func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}

    /// The chargers nearest the car first (in the data's order while the car's position is unknown).
    private func nearestFirst(_ chargers: [Charger]) -> [Charger] {
        guard let car = locations.location else { return chargers }
        return chargers.sorted {
            car.distance(from: CLLocation(latitude: $0.latitude, longitude: $0.longitude))
                < car.distance(from: CLLocation(latitude: $1.latitude, longitude: $1.longitude))
        }
    }

    // MARK: On the way

    /// Where the driver is heading: each place's row finds the route there and lists the chargers along it.
    private func showDestinations() {
        let items = Self.destinations.map { destination in
            let item = CPListItem(text: destination.name, detailText: nil)
            item.accessoryType = .disclosureIndicator
            item.handler = { [weak self] _, completion in
                self?.showChargers(onTheWayTo: destination) { completion() }
            }
            return item
        }
        let list = CPListTemplate(title: "On the Way to…", sections: [CPListSection(items: items)])
        interfaceController?.pushTemplate(list, animated: true, completion: nil)
    }

    /// Finds the route from the car to `destination` (`MKDirections`) and shows the chargers within
    /// `corridorWidth` of it, in the order the route passes them.
    private func showChargers(
        onTheWayTo destination: (name: String, latitude: Double, longitude: Double), done: @escaping () -> Void
    ) {
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        let target = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: destination.latitude, longitude: destination.longitude)))
        target.name = destination.name
        request.destination = target
        request.transportType = .automobile
        MKDirections(request: request).calculate { [weak self] response, _ in
            MainActor.assumeIsolated {
                self?.routeFound(response?.routes.first, to: destination.name)
                done()
            }
        }
    }

    private func routeFound(_ route: MKRoute?, to name: String) {
        guard let route else {
            let failure = CPInformationTemplate(
                title: name, layout: .leading,
                items: [CPInformationItem(title: "No route", detail: "Charge could not find a route to \(name).")],
                actions: [])
            interfaceController?.pushTemplate(failure, animated: true, completion: nil)
            return
        }
        var coordinates = [CLLocationCoordinate2D](
            repeating: CLLocationCoordinate2D(latitude: 0, longitude: 0), count: route.polyline.pointCount)
        route.polyline.getCoordinates(&coordinates, range: NSRange(location: 0, length: coordinates.count))
        let stops = RouteCorridor(route: coordinates).stops(chargers, within: Self.corridorWidth) {
            CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)
        }
        guard !stops.isEmpty else {
            let none = CPInformationTemplate(
                title: name, layout: .leading,
                items: [
                    CPInformationItem(
                        title: "No chargers on the way",
                        detail: "None lies within \(Int(Self.corridorWidth)) m of the route to \(name).")
                ],
                actions: [])
            interfaceController?.pushTemplate(none, animated: true, completion: nil)
            return
        }
        let points = stops.map { stop in
            pointOfInterest(stop.place, offRoute: stop.offRoute)
        }
        let template = CPPointOfInterestTemplate(title: "To \(name)", pointsOfInterest: points, selectedIndex: 0)
        template.pointOfInterestDelegate = self
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        sessionTemplate = nil
        nearby = nil
        sortedByDistance = false
        locations.stopUpdatingLocation()
    }

    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
    ) {
        // The bundled chargers are all there is: nothing more to load for another region.
    }

    // MARK: Chargers

    /// A charger's point of interest; `offRoute`: how far it lies from the route it is on the way of, in metres.
    private func pointOfInterest(_ charger: Charger, offRoute: Double? = nil) -> CPPointOfInterest {
        let item = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: charger.latitude, longitude: charger.longitude)))
        item.name = charger.name
        let summary = offRoute.map { Self.offRouteText($0) + " · " + charger.connectorsAndPower }
        let point = CPPointOfInterest(
            location: item, title: charger.name, subtitle: charger.availability,
            summary: summary ?? charger.connectorsAndPower,
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

    /// "On the route", "150 m off the route" (to 50 m).
    static func offRouteText(_ metres: Double) -> String {
        let rounded = Int((metres / 50).rounded()) * 50
        return rounded == 0 ? "On the route" : "\(rounded) m off the route"
    }

    // MARK: The charging session

    private func startCharging(at charger: Charger) {
        charging = (charger, false)
        ChargeStatus.shared.session = ChargeStatus.Session(
            charger: charger.name, started: now(), minutesTo80Percent: charger.minutesTo80Percent)
        WidgetCenter.shared.reloadTimelines(ofKind: ChargeLevelWidget.kind)
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
        ChargeStatus.shared.session = nil
        WidgetCenter.shared.reloadTimelines(ofKind: ChargeLevelWidget.kind)
        notifications.removePendingNotificationRequests(withIdentifiers: [Self.completeRequest])
        sessionTemplate = nil
        interfaceController?.popToRootTemplate(animated: true, completion: nil)
    }

    /// A tap on Charge's widget (`charge://session`): the session under way comes to the top.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard URLContexts.contains(where: { $0.url.scheme == "charge" && $0.url.host == "session" }),
            let sessionTemplate, let interfaceController, interfaceController.topTemplate !== sessionTemplate
        else { return }
        interfaceController.popToRootTemplate(animated: false, completion: nil)
        interfaceController.pushTemplate(sessionTemplate, animated: true, completion: nil)
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
