// A navigation app written as for iOS, after the shape of Apple's "Coastal Roads" sample: a map in the car's
// window, a map template with map buttons and bar buttons, destinations from a list, trip previews with route
// choices and estimates, and a navigation session with maneuvers, lanes, alerts, rerouting and arrival. It uses
// only CarPlay, UIKit and MapKit.
import CarPlay
import MapKit
import UIKit

/// The app's map: a view controller whose view fills the car's window and keeps a label inside the safe area.
final class CoastalMapViewController: UIViewController {
    let caption = UILabel()
    var safeAreaChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.87, green: 0.93, blue: 0.84, alpha: 1)
        caption.text = "Monaco"
        view.addSubview(caption)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The caption stays inside the part of the map the car's overlay leaves free.
        let free = view.safeAreaLayoutGuide.layoutFrame
        caption.frame = CGRect(x: free.minX + 8, y: free.minY + 8, width: 120, height: 20)
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        safeAreaChanges += 1
    }
}

final class CoastalRoadsSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate {
    var interfaceController: CPInterfaceController?
    var carWindow: CPWindow?
    let mapTemplate = CPMapTemplate()
    var navigationSession: CPNavigationSession?
    /// What the app heard, in order, named briefly.
    var events: [String] = []
    var activeTrip: CPTrip?
    var route: [CPManeuver] = []
    var metadataEnabled = true

    lazy var panButton: CPMapButton = {
        let button = CPMapButton { [weak self] _ in
            self?.events.append("pan button")
            self?.mapTemplate.showPanningInterface(animated: true)
        }
        button.image = UIImage(systemName: "arrow.up.and.down.and.arrow.left.and.right")
        return button
    }()
    lazy var zoomInButton: CPMapButton = {
        let button = CPMapButton { [weak self] _ in self?.events.append("zoom in") }
        button.image = UIImage(systemName: "plus.magnifyingglass")
        return button
    }()
    lazy var zoomOutButton: CPMapButton = {
        let button = CPMapButton { [weak self] _ in self?.events.append("zoom out") }
        button.image = UIImage(systemName: "minus.magnifyingglass")
        return button
    }()
    lazy var recenterButton: CPMapButton = {
        let button = CPMapButton { [weak self] _ in self?.events.append("recenter") }
        button.image = UIImage(systemName: "location")
        return button
    }()
    lazy var destinationsButton = CPBarButton(title: "Destinations") { [weak self] _ in self?.showDestinations() }
    lazy var doneButton = CPBarButton(title: "Done") { [weak self] _ in
        self?.mapTemplate.dismissPanningInterface(animated: true)
    }

    // MARK: Scene

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        carWindow = window
        window.rootViewController = CoastalMapViewController()
        mapTemplate.mapDelegate = self
        mapTemplate.mapButtons = [panButton, zoomInButton, zoomOutButton, recenterButton]
        mapTemplate.leadingNavigationBarButtons = [destinationsButton]
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        self.interfaceController = nil
        carWindow = nil
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect maneuver: CPManeuver
    ) {
        events.append("banner \(maneuver.instructionVariants.first ?? "")")
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didSelect navigationAlert: CPNavigationAlert
    ) {
        events.append("banner alert \(navigationAlert.titleVariants.first ?? "")")
    }

    // MARK: Destinations and previews

    static let places: [(name: String, latitude: Double, longitude: Double)] = [
        ("Casino de Monte-Carlo", 43.7394, 7.4281), ("Port Hercule", 43.7347, 7.4206),
        ("Jardin Exotique", 43.7311, 7.4119),
    ]

    func showDestinations() {
        let items = Self.places.map { place in
            let item = CPListItem(text: place.name, detailText: nil)
            item.handler = { [weak self] _, completion in
                self?.interfaceController?.popToRootTemplate(animated: true, completion: nil)
                self?.preview(to: place.name)
                completion()
            }
            return item
        }
        interfaceController?.pushTemplate(
            CPListTemplate(title: "Destinations", sections: [CPListSection(items: items)]), animated: true,
            completion: nil)
    }

    func trip(to name: String) -> CPTrip {
        let place = Self.places.first { $0.name == name } ?? Self.places[0]
        let origin = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 43.7325, longitude: 7.4189)))
        origin.name = "Current Location"
        let destination = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: place.latitude, longitude: place.longitude)))
        destination.name = place.name
        let fastest = CPRouteChoice(
            summaryVariants: ["Via Boulevard Albert 1er", "Bd Albert 1er"],
            additionalInformationVariants: ["Fastest route"], selectionSummaryVariants: ["1.9 km, light traffic"])
        let scenic = CPRouteChoice(
            summaryVariants: ["Via Avenue Princesse Grace", "Av. Princesse Grace"],
            additionalInformationVariants: ["Along the sea"], selectionSummaryVariants: ["2.6 km"])
        let trip = CPTrip(origin: origin, destination: destination, routeChoices: [fastest, scenic])
        return trip
    }

    func preview(to name: String) {
        let trips = [trip(to: name), trip(to: Self.places[1].name)]
        for (index, trip) in trips.enumerated() {
            mapTemplate.updateEstimates(
                CPTravelEstimates(
                    distanceRemaining: Measurement(value: 1.9 + Double(index), unit: .kilometers),
                    timeRemaining: 360 + 120 * Double(index)), for: trip)
        }
        mapTemplate.showTripPreviews(
            trips,
            textConfiguration: CPTripPreviewTextConfiguration(
                startButtonTitle: "Go", additionalRoutesButtonTitle: "More Routes", overviewButtonTitle: "Overview"))
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, selectedPreviewFor trip: CPTrip, using routeChoice: CPRouteChoice) {
        events.append("preview \(trip.destination.name ?? "") \(routeChoice.summaryVariants[0])")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        events.append("start \(trip.destination.name ?? "") \(routeChoice.summaryVariants[0])")
        mapTemplate.hideTripPreviews()
        let session = mapTemplate.startNavigationSession(for: trip)
        navigationSession = session
        activeTrip = trip
        session.pauseTrip(for: .loading, description: nil)
        mapTemplate.leadingNavigationBarButtons = []
    }

    /// The route is computed: maneuvers, lanes and estimates (what the app does after `.loading`).
    func loadRoute() {
        guard let session = navigationSession, let trip = activeTrip else { return }
        let first = Self.maneuver(
            "Turn right onto Boulevard Albert 1er", short: "Right on Bd Albert 1er", type: .rightTurn)
        let lanes = CPLaneGuidance()
        lanes.instructionVariants = ["Use the right lane"]
        lanes.lanes = [
            CPLane(angles: [Measurement(value: 0, unit: .degrees)]),
            CPLane(
                angles: [Measurement(value: 90, unit: .degrees)],
                highlightedAngle: Measurement(value: 90, unit: .degrees),
                isPreferred: true),
        ]
        first.linkedLaneGuidance = lanes
        let second = Self.maneuver("Keep left at Avenue d'Ostende", short: "Keep left", type: .keepLeft)
        // Banners have room for less: the second maneuver says it shorter there, with its own symbol.
        second.notificationInstructionVariants = ["Keep left for Monte-Carlo"]
        second.notificationSymbolImage = UIImage(systemName: "arrow.up.left.circle")
        let arrive = Self.maneuver(
            "Arrive at \(trip.destination.name ?? "")", short: "Arrive", type: .arriveAtDestination)
        route = [first, second, arrive]
        session.add(route)
        session.add([lanes])
        session.upcomingManeuvers = [first, second]
        session.currentLaneGuidance = lanes
        session.currentRoadNameVariants = ["Quai Antoine 1er", "Quai Antoine"]
        session.maneuverState = .prepare
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: 300, unit: .meters), timeRemaining: 40), for: first)
        mapTemplate.update(
            CPTravelEstimates(distanceRemaining: Measurement(value: 1.9, unit: .kilometers), timeRemaining: 360),
            for: trip, with: .green)
    }

    static func maneuver(_ instruction: String, short: String, type: CPManeuverType) -> CPManeuver {
        let maneuver = CPManeuver()
        maneuver.instructionVariants = [instruction, short]
        maneuver.symbolImage = UIImage(systemName: type == .keepLeft ? "arrow.up.left" : "arrow.turn.up.right")
        maneuver.maneuverType = type
        maneuver.junctionType = .intersection
        maneuver.trafficSide = .right
        return maneuver
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        .leadingSymbol
    }

    /// The first maneuver is done: the next two are shown.
    func advance() {
        guard let session = navigationSession, !route.isEmpty else { return }
        route.removeFirst()
        session.upcomingManeuvers = Array(route.prefix(2))
        session.currentLaneGuidance = nil
    }

    // MARK: Alerts

    func warnOfSpeedCamera() {
        let alert = CPNavigationAlert(
            titleVariants: ["Speed camera ahead", "Speed camera"], subtitleVariants: ["In 400 m"], image: nil,
            primaryAction: CPAlertAction(title: "Thanks", style: .default) { [weak self] _ in
                self?.events.append("alert thanks")
            },
            secondaryAction: CPAlertAction(title: "Not there", style: .cancel) { [weak self] _ in
                self?.events.append("alert not there")
            }, duration: 8)
        mapTemplate.present(navigationAlert: alert, animated: true)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, didShow navigationAlert: CPNavigationAlert) {
        events.append("alert shown")
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didDismiss navigationAlert: CPNavigationAlert,
        dismissalContext: CPNavigationAlert.DismissalContext
    ) {
        events.append("alert dismissed \(dismissalContext.rawValue)")
    }

    // MARK: Banners while another app is in front

    /// Whether the app turns new maneuvers, estimate updates and navigation alerts into banners.
    var showsManeuverBanners = true
    var updatesManeuverBanners = true
    var showsAlertBanners = true

    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor maneuver: CPManeuver) -> Bool {
        events.append("should show \(maneuver.instructionVariants.first ?? "")")
        return showsManeuverBanners
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, shouldUpdateNotificationFor maneuver: CPManeuver,
        with travelEstimates: CPTravelEstimates
    ) -> Bool {
        let meters = travelEstimates.distanceRemaining.converted(to: .meters).value
        events.append("should update \(maneuver.instructionVariants.first ?? "") \(Int(meters.rounded())) m")
        return updatesManeuverBanners
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, shouldShowNotificationFor navigationAlert: CPNavigationAlert)
        -> Bool
    {
        events.append("should show alert \(navigationAlert.titleVariants.first ?? "")")
        return showsAlertBanners
    }

    /// The car moved on: the distance to the next maneuver shrinks.
    func approach(meters: Double) {
        guard let session = navigationSession, let next = session.upcomingManeuvers.first else { return }
        session.updateEstimates(
            CPTravelEstimates(distanceRemaining: Measurement(value: meters, unit: .meters), timeRemaining: meters / 8),
            for: next)
    }

    // MARK: Rerouting and arrival

    func reroute() {
        guard let session = navigationSession, let trip = activeTrip else { return }
        session.pauseTrip(for: .rerouting, description: nil)
        let turn = Self.maneuver("Turn left onto Rue Grimaldi", short: "Left on Rue Grimaldi", type: .leftTurn)
        let arrive = Self.maneuver(
            "Arrive at \(trip.destination.name ?? "")", short: "Arrive", type: .arriveAtDestination)
        route = [turn, arrive]
        let estimates = CPTravelEstimates(
            distanceRemaining: Measurement(value: 2.2, unit: .kilometers), timeRemaining: 420)
        let segment = CPRouteSegment(
            origin: trip.originWaypoint, destination: trip.destinationWaypoint, maneuvers: route, laneGuidances: [],
            currentManeuvers: route, currentLaneGuidance: CPLaneGuidance(), tripTravelEstimates: estimates,
            maneuverTravelEstimates: CPTravelEstimates(
                distanceRemaining: Measurement(value: 150, unit: .meters), timeRemaining: 20),
            coordinates: [])
        session.resumeTrip(updatedRouteSegments: [segment], currentSegment: segment, rerouteReason: .missedTurn)
    }

    func arrive() {
        navigationSession?.pauseTrip(for: .arrived, description: nil)
    }

    func finish() {
        navigationSession?.finishTrip()
        navigationSession = nil
        mapTemplate.leadingNavigationBarButtons = [destinationsButton]
    }

    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        events.append("navigation cancelled")
        navigationSession = nil
    }

    // MARK: Panning

    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {
        events.append("panning shown")
        mapTemplate.trailingNavigationBarButtons = [doneButton]
    }

    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        events.append("panning dismissed")
        mapTemplate.trailingNavigationBarButtons = []
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        events.append("pan \(direction.rawValue)")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panBeganWith direction: CPMapTemplate.PanDirection) {
        events.append("pan began \(direction.rawValue)")
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panEndedWith direction: CPMapTemplate.PanDirection) {
        events.append("pan ended \(direction.rawValue)")
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdatePanGestureWithTranslation translation: CGPoint, velocity: CGPoint
    ) {
        events.append("drag \(Int(translation.x)),\(Int(translation.y))")
    }

    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didUpdateZoomGestureWithCenter center: CGPoint, scale: CGFloat, velocity: CGFloat
    ) {
        events.append("zoom \(scale)")
    }

    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { metadataEnabled }
}

// MARK: - The CarPlay Dashboard

/// The app's Dashboard scene: its map in the Dashboard's window and two shortcut buttons, home and work, that start
/// guidance there from the main scene.
final class CoastalRoadsDashboardSceneDelegate: UIResponder, CPTemplateApplicationDashboardSceneDelegate {
    var dashboardController: CPDashboardController?
    var window: UIWindow?
    /// What the Dashboard scene heard, in order, named briefly.
    var events: [String] = []

    lazy var homeButton = CPDashboardButton(
        titleVariants: ["Home via Boulevard Albert 1er", "Home"], subtitleVariants: ["Port Hercule, 6 min", "6 min"],
        image: UIImage(systemName: "house.fill") ?? UIImage()
    ) { [weak self] _ in self?.events.append("go home") }
    lazy var workButton = CPDashboardButton(
        titleVariants: ["Work"], subtitleVariants: ["Jardin Exotique"],
        image: UIImage(systemName: "building.2") ?? UIImage()
    ) { [weak self] _ in self?.events.append("go to work") }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didConnect dashboardController: CPDashboardController, to window: UIWindow
    ) {
        events.append("connect \(Int(window.bounds.width))×\(Int(window.bounds.height))")
        self.dashboardController = dashboardController
        self.window = window
        window.rootViewController = CoastalMapViewController()
        dashboardController.shortcutButtons = [homeButton, workButton]
    }

    func templateApplicationDashboardScene(
        _ templateApplicationDashboardScene: CPTemplateApplicationDashboardScene,
        didDisconnect dashboardController: CPDashboardController, from window: UIWindow
    ) {
        events.append("disconnect")
        self.dashboardController = nil
        self.window = nil
    }
}

// MARK: - The instrument cluster

/// The app's instrument cluster scene: its map in the cluster's window, following the car's zoom controls and its
/// compass and speed-limit settings, and a text for the cluster while the app is not navigating.
final class CoastalRoadsClusterSceneDelegate: UIResponder, CPTemplateApplicationInstrumentClusterSceneDelegate,
    CPInstrumentClusterControllerDelegate
{
    var controller: CPInstrumentClusterController?
    var window: UIWindow?
    var zoomLevel = 14
    /// What the cluster scene and its controller heard, in order, named briefly.
    var events: [String] = []

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didConnect instrumentClusterController: CPInstrumentClusterController
    ) {
        events.append("connect scene")
        controller = instrumentClusterController
        instrumentClusterController.delegate = self
        instrumentClusterController.inactiveDescriptionVariants = [
            "Coastal Roads is ready to guide you", "Ready to guide", "Ready",
        ]
    }

    func templateApplicationInstrumentClusterScene(
        _ templateApplicationInstrumentClusterScene: CPTemplateApplicationInstrumentClusterScene,
        didDisconnectInstrumentClusterController instrumentClusterController: CPInstrumentClusterController
    ) {
        events.append("disconnect scene")
        controller = nil
    }

    func contentStyleDidChange(_ contentStyle: UIUserInterfaceStyle) {
        events.append("style \(contentStyle == .dark ? "dark" : "light")")
    }

    func instrumentClusterControllerDidConnect(_ instrumentClusterWindow: UIWindow) {
        let insets = instrumentClusterWindow.safeAreaInsets
        events.append(
            "connect window \(Int(instrumentClusterWindow.bounds.width))×\(Int(instrumentClusterWindow.bounds.height))"
                + " insets \(Int(insets.top)),\(Int(insets.left)),\(Int(insets.bottom)),\(Int(insets.right))")
        window = instrumentClusterWindow
        instrumentClusterWindow.rootViewController = CoastalMapViewController()
    }

    func instrumentClusterControllerDidDisconnectWindow(_ instrumentClusterWindow: UIWindow) {
        events.append("disconnect window")
        window = nil
    }

    func instrumentClusterControllerDidZoom(in instrumentClusterController: CPInstrumentClusterController) {
        zoomLevel += 1
        events.append("zoom in")
    }

    func instrumentClusterControllerDidZoomOut(_ instrumentClusterController: CPInstrumentClusterController) {
        zoomLevel -= 1
        events.append("zoom out")
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeCompassSetting compassSetting: CPInstrumentClusterSetting
    ) {
        events.append("compass \(compassSetting.rawValue) reads \(instrumentClusterController.compassSetting.rawValue)")
    }

    func instrumentClusterController(
        _ instrumentClusterController: CPInstrumentClusterController,
        didChangeSpeedLimitSetting speedLimitSetting: CPInstrumentClusterSetting
    ) {
        events.append(
            "speed limit \(speedLimitSetting.rawValue) reads \(instrumentClusterController.speedLimitSetting.rawValue)")
    }
}
