import CarPlay
import CarPlayHost
import Foundation
import UIKit

// A navigation app made of three classes the car finds by name (`CarPlayTestSupport.<class>`), like UIKit does: the
// car-system and simulator tests of the Dashboard and instrument cluster scenes install it.

/// The CarPlay scene: a map template that opts in to navigation metadata and guides on demand.
public final class ScenesTestMapDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    public let mapTemplate = CPMapTemplate()
    public var session: CPNavigationSession?

    public func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        mapTemplate.mapDelegate = self
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
    }

    public func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { true }

    public func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        true
    }

    /// Guidance with one maneuver: a left turn onto Boulevard Albert 1er, 300 m ahead, with two lanes.
    public func guide() {
        let destination = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4276)))
        destination.name = "Casino"
        let trip = CPTrip(
            origin: MKMapItem.forCurrentLocation(), destination: destination,
            routeChoices: [
                CPRouteChoice(
                    summaryVariants: ["Via the port"], additionalInformationVariants: [], selectionSummaryVariants: [])
            ])
        let session = mapTemplate.startNavigationSession(for: trip)
        self.session = session
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn left onto Boulevard Albert 1er"]
        maneuver.maneuverType = .leftTurn
        maneuver.roadFollowingManeuverVariants = ["Boulevard Albert 1er"]
        let lanes = CPLaneGuidance()
        lanes.lanes = [
            CPLane(
                angles: [Measurement(value: 0, unit: .degrees)],
                highlightedAngle: Measurement(value: -90, unit: .degrees), isPreferred: true),
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
        ]
        maneuver.linkedLaneGuidance = lanes
        session.upcomingManeuvers = [maneuver]
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 40),
            for: maneuver)
    }

    /// The next maneuver: a right turn, 200 m ahead (a navigation app in the background shows it as a banner).
    public func advance() {
        guard let session else { return }
        let maneuver = CPManeuver()
        maneuver.instructionVariants = ["Turn right onto Avenue de Monte-Carlo"]
        maneuver.maneuverType = .rightTurn
        session.upcomingManeuvers = [maneuver]
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 200, unit: .meters), timeRemaining: 30),
            for: maneuver)
    }
}

/// The Dashboard scene: two shortcut buttons, the taps counted.
public final class ScenesTestDashboardDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    public var calls: [String] = []
    public var taps: [String] = []

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        calls.append("didConnect")
        let image = UIImage(systemName: "house")!
        dashboardController.shortcutButtons = ["Home", "Work"].map { title in
            CPDashboardButton(titleVariants: [title], subtitleVariants: ["12 min"], image: image) { [weak self] _ in
                self?.taps.append(title)
            }
        }
    }

    public func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        calls.append("didDisconnect")
    }
}

/// The cluster scene: it records what the car told it.
public final class ScenesTestClusterDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate
{
    public var calls: [String] = []
    public var controller: CPInstrumentClusterController?

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        controller = instrumentClusterController
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = ["Choose a destination"]
        calls.append(
            "didConnect compass \(instrumentClusterController.compassSetting.rawValue) speedLimit "
                + "\(instrumentClusterController.speedLimitSetting.rawValue)")
    }

    public func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        calls.append("didDisconnect")
    }

    public func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        calls.append(
            "window \(Int(instrumentClusterWindow.bounds.width))×\(Int(instrumentClusterWindow.bounds.height))")
    }

    public func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        calls.append("windowGone")
    }

    public func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        calls.append("zoomIn")
    }

    public func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        calls.append("zoomOut")
    }

    public func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        calls.append("compass \(compassSetting.rawValue)")
    }
}

/// A class that is no scene delegate.
public final class ScenesTestNotADelegate: UIResponder {}

/// The navigation app of these classes, from an Info.plist naming them.
public enum SceneTestApp {
    public static let id = "com.example.scenes"

    /// An Info.plist naming the three delegates (`dashboard`/`cluster` nil: no such role), with the Info.plist keys.
    public static func bundle(
        dashboard: String? = "$(PRODUCT_MODULE_NAME).ScenesTestDashboardDelegate",
        cluster: String? = "$(PRODUCT_MODULE_NAME).ScenesTestClusterDelegate", keys: Bool = true
    ) throws -> AppBundle {
        func role(_ name: String, _ sceneClass: String, _ delegate: String?) -> String {
            guard let delegate else { return "" }
            return """
                <key>\(name)</key><array><dict><key>UISceneClassName</key><string>\(sceneClass)</string>\
                <key>UISceneDelegateClassName</key><string>\(delegate)</string></dict></array>
                """
        }
        let supports =
            keys
            ? "<key>CPSupportsDashboardNavigationScene</key><true/>"
                + "<key>CPSupportsInstrumentClusterNavigationScene</key><true/>" : ""
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleIdentifier</key><string>\(id)</string><key>CFBundleDisplayName</key><string>Scenes</string>
            \(supports)
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            \(role("CPTemplateApplicationSceneSessionRoleApplication", "CPTemplateApplicationScene", "$(PRODUCT_MODULE_NAME).ScenesTestMapDelegate"))
            \(role("CPTemplateApplicationDashboardSceneSessionRoleApplication", "CPTemplateApplicationDashboardScene", dashboard))
            \(role("CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication", "CPTemplateApplicationInstrumentClusterScene", cluster))
            </dict></dict></dict></plist>
            """
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>com.apple.developer.carplay-maps</key><true/></dict></plist>
            """
        return try AppBundle(infoPlistData: Data(info.utf8), entitlementsData: Data(entitlements.utf8))
    }

    @MainActor public static func app(keys: Bool = true) throws -> InstalledApp {
        try InstalledApp(bundle: bundle(keys: keys), moduleName: "CarPlayTestSupport")
    }

    /// The app's delegates in `car` now (nil while the scene is not connected).
    @MainActor public static func map(in car: CarSystem) -> ScenesTestMapDelegate? {
        car.sessions[id]?.templateSceneDelegate as? ScenesTestMapDelegate
    }

    @MainActor public static func dashboard(in car: CarSystem) -> ScenesTestDashboardDelegate? {
        car.sessions[id]?.dashboardSceneDelegate as? ScenesTestDashboardDelegate
    }

    @MainActor public static func cluster(in car: CarSystem) -> ScenesTestClusterDelegate? {
        car.sessions[id]?.clusterSceneDelegate as? ScenesTestClusterDelegate
    }
}
