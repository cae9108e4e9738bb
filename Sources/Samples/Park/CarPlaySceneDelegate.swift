import ActivityKit
import CarPlay
import MapKit
import UIKit
import UserNotifications

/// Park in the car, a parking app: the car parks around the harbour from the car's map (`MKLocalPointsOfInterestRequest`
/// for `.parking`) on a point-of-interest template; Park Here starts a session on an information template at the
/// sample tariff; ten minutes before the time runs out a notification says so, and while Park is in front an alert
/// offers to extend it; Navigate hands a car park to the car's navigation app. The session is a Live Activity
/// (`ParkWidgets`): its time left counts down on the Dashboard, its button extends it (`ExtendParkingIntent`), and it
/// shows as a notification when extended.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private var interfaceController: CPInterfaceController?
    private var carParks: CPPointOfInterestTemplate?
    private var sessionTemplate: CPInformationTemplate?
    private var session: ParkingSession?
    private var activity: Activity<ParkingActivityAttributes>?
    /// The clock a session starts on (the car's; tests set theirs).
    var now: @MainActor () -> Date = { Date() }
    private var notifications: UNUserNotificationCenter { .current() }

    nonisolated static let reminderCategory = "parking-reminder"
    nonisolated static let reminderRequest = "parking-ends-soon"
    /// Where Park looks for car parks: Monaco's harbour, within 1.5 km.
    static let searchCenter = CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)
    static let searchRadius: CLLocationDistance = 1500

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        self.interfaceController = interfaceController
        (UIApplication.shared.delegate as? AppDelegate)?.carPlayScene = self
        notifications.delegate = self
        notifications.setNotificationCategories([
            UNNotificationCategory(
                identifier: Self.reminderCategory, actions: [], intentIdentifiers: [], options: [.allowInCarPlay])
        ])
        notifications.requestAuthorization(options: [.alert, .sound, .carPlay]) { _, _ in }
        let template = CPPointOfInterestTemplate(title: "Car Parks", pointsOfInterest: [], selectedIndex: NSNotFound)
        carParks = template
        interfaceController.setRootTemplate(template, animated: false, completion: nil)
        findCarParks()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        self.interfaceController = nil
        carParks = nil
        sessionTemplate = nil
    }

    // MARK: Car parks

    /// The car parks of the car's map around the harbour, nearest first (at most 12 show).
    private func findCarParks() {
        let request = MKLocalPointsOfInterestRequest(center: Self.searchCenter, radius: Self.searchRadius)
        request.pointOfInterestFilter = MKPointOfInterestFilter(including: [.parking])
        MKLocalSearch(request: request).start { [weak self] response, _ in
            guard let self, let carParks else { return }
            // The template uses the first 12 locations.
            let points = (response?.mapItems ?? []).prefix(12).map(pointOfInterest)
            carParks.setPointsOfInterest(points, selectedIndex: points.isEmpty ? NSNotFound : 0)
        }
    }

    private func pointOfInterest(_ item: MKMapItem) -> CPPointOfInterest {
        let name = item.name ?? "Car park"
        let point = CPPointOfInterest(
            location: item, title: name, subtitle: "€2.40 per hour", summary: item.placemark.thoroughfare,
            detailTitle: name, detailSubtitle: item.placemark.thoroughfare, detailSummary: ParkingSession.tariff,
            pinImage: nil)
        point.primaryButton = CPTextButton(title: "Park Here", textStyle: .confirm) { [weak self] _ in
            self?.startSession(at: item)
        }
        point.secondaryButton = CPTextButton(title: "Navigate", textStyle: .normal) { _ in
            _ = item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving])
        }
        return point
    }

    // MARK: The parking session

    private func startSession(at carPark: MKMapItem) {
        let session = ParkingSession(at: carPark, started: now())
        self.session = session
        startActivity(session)
        let template = CPInformationTemplate(
            title: "Parked", layout: .twoColumn, items: sessionItems(session),
            actions: [CPTextButton(title: "End Parking", textStyle: .cancel) { [weak self] _ in self?.endSession() }])
        sessionTemplate = template
        interfaceController?.pushTemplate(template, animated: true, completion: nil)
        scheduleReminder(inMinutes: session.minutes - ParkingSession.reminderLead, session)
    }

    private func sessionItems(_ session: ParkingSession) -> [CPInformationItem] {
        [
            CPInformationItem(title: "Car park", detail: session.name),
            CPInformationItem(title: "Time bought", detail: session.timeBought),
            CPInformationItem(title: "Cost", detail: session.cost),
            CPInformationItem(title: "Tariff", detail: ParkingSession.tariff),
        ]
    }

    /// The reminder `minutes` from now, before the time runs out.
    private func scheduleReminder(inMinutes minutes: Int, _ session: ParkingSession) {
        notifications.removePendingNotificationRequests(withIdentifiers: [Self.reminderRequest])
        let content = UNMutableNotificationContent()
        content.title = "Parking ends in \(ParkingSession.reminderLead) minutes"
        content.subtitle = session.name
        content.body = "Extend your parking from Park, or move the car before it runs out."
        content.categoryIdentifier = Self.reminderCategory
        content.sound = .default
        let trigger = UNTimeIntervalNotificationTrigger(
            timeInterval: TimeInterval(max(1, minutes) * 60), repeats: false)
        notifications.add(UNNotificationRequest(identifier: Self.reminderRequest, content: content, trigger: trigger))
    }

    /// The reminder came while Park is in front: an alert offers more time.
    fileprivate func timeRunningOut() {
        guard let session, let interfaceController else { return }
        var actions = [
            CPAlertAction(title: "OK", style: .cancel) { _ in
                interfaceController.dismissTemplate(animated: true, completion: nil)
            }
        ]
        if session.canExtend {
            actions.insert(
                CPAlertAction(title: "Extend \(ParkingSession.extensionMinutes) min", style: .default) {
                    [weak self] _ in
                    interfaceController.dismissTemplate(animated: true, completion: nil)
                    self?.extend()
                }, at: 0)
        }
        let alert = CPAlertTemplate(
            titleVariants: ["Parking ends in \(ParkingSession.reminderLead) minutes", "Parking ends soon"],
            actions: actions)
        interfaceController.presentTemplate(alert, animated: true, completion: nil)
    }

    /// Whether a parking session is under way.
    var hasSession: Bool { session != nil }

    /// More time, from the reminder's alert or the Live Activity's button: the session's end moves by 30 minutes, and
    /// the reminder comes 10 minutes before the new end. False when no more can be bought.
    @discardableResult
    func extend() -> Bool {
        guard var session, session.canExtend else { return false }
        session.extend()
        self.session = session
        sessionTemplate?.items = sessionItems(session)
        updateActivity(session)
        let left = Int((session.ends.timeIntervalSince(now()) / 60).rounded())
        scheduleReminder(inMinutes: left - ParkingSession.reminderLead, session)
        return true
    }

    private func endSession() {
        session = nil
        if let activity {
            self.activity = nil
            Task { await activity.end(nil, dismissalPolicy: .immediate) }
        }
        notifications.removePendingNotificationRequests(withIdentifiers: [Self.reminderRequest])
        sessionTemplate = nil
        interfaceController?.popToRootTemplate(animated: true, completion: nil)
    }
}

// The session as a Live Activity.
extension CarPlaySceneDelegate {
    private func content(_ session: ParkingSession) -> ActivityContent<ParkingActivityAttributes.ContentState> {
        ActivityContent(
            state: ParkingActivityAttributes.ContentState(
                started: session.started, ends: session.ends, canExtend: session.canExtend),
            staleDate: session.ends)
    }

    fileprivate func startActivity(_ session: ParkingSession) {
        guard ActivityAuthorizationInfo().areActivitiesEnabled else { return }
        activity = try? Activity.request(
            attributes: ParkingActivityAttributes(carPark: session.name), content: content(session))
    }

    fileprivate func updateActivity(_ session: ParkingSession) {
        guard let activity else { return }
        let content = content(session)
        let alert = AlertConfiguration(
            title: "Parking extended", body: "Until \(session.timeBought) in all.", sound: .default)
        Task { await activity.update(content, alertConfiguration: alert) }
    }
}

extension CarPlaySceneDelegate: UNUserNotificationCenterDelegate {
    /// The reminder came while Park is in front: the banner shows, and Park offers to extend. The center calls its
    /// delegate on the main queue.
    nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        if notification.request.identifier == Self.reminderRequest {
            MainActor.assumeIsolated { self.timeRunningOut() }
        }
        completionHandler([.banner, .sound])
    }
}
