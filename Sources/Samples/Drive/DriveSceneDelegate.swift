import AVFoundation
import CarPlay
import CoreLocation
import MapKit
import UIKit

/// Drive: a navigation app built as Apple's CarPlay navigation guide describes. Its CarPlay window shows a map of
/// Monaco (`MKMapView`) under a map template with map buttons (pan, zoom, recentre) and bar buttons
/// (Destinations, Search). Destinations lists favourites and categories of places found with `MKLocalSearch`;
/// choosing one asks `MKDirections` for up to three routes and previews them; starting a trip begins a navigation
/// session whose maneuvers are the route's steps, updated from the car's positions, with spoken prompts, until the
/// car arrives or the driver ends the trip. During a trip, a place picked in Destinations (or a stop the car proposes)
/// becomes a stop on the way.
final class DriveSceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate, CPMapTemplateDelegate,
    CPSearchTemplateDelegate, CPSessionConfigurationDelegate, @preconcurrency CLLocationManagerDelegate,
    @preconcurrency MKLocalSearchCompleterDelegate
{
    private(set) var interfaceController: CPInterfaceController?
    let mapTemplate = CPMapTemplate()
    let mapViewController = DriveMapViewController()
    private(set) var locationManager: CLLocationManager?
    private(set) var voice: DriveVoice?
    /// How the app writes distances and durations (the phone's locale).
    var format = DriveFormat()
    /// The app's lane data: the turn lanes of its map's roads (the bundled Monaco table).
    var lanes = DriveLanes.bundled
    /// What the car limits now (the keyboard while driving, in some cars).
    private(set) var sessionConfiguration: CPSessionConfiguration?
    /// The guidance of the trip under way.
    private(set) var guidance: DriveGuidance?
    /// The routes of the trip being previewed, in the order of its route choices.
    var previewRoutes: [MKRoute] = []
    /// The directions and preview of the place chosen last.
    var previewTask: Task<Void, Never>?
    private var rerouting: MKDirections?
    /// When the trip last paused to reroute (the app's clock), so "Rerouting…" stays up for at least
    /// `reroutingMinimum`.
    private var reroutingSince: Date?
    /// The least time the card says "Rerouting…": a new route that comes sooner waits, so that the driver sees why
    /// the route changed (a 65 ms flash is not seen).
    var reroutingMinimum: TimeInterval = 1.5
    /// The app's clock and timer (a test gives its own): now, and running work after a delay on the main queue.
    var now: @MainActor () -> Date = { Date() }
    var runAfter: @MainActor (TimeInterval, @escaping @MainActor () -> Void) -> Void = { delay, work in
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { work() } }
    }
    /// How far from the destination the car may drive after arriving before the trip ends by itself.
    static let leaveArrivalDistance: CLLocationDistance = 150
    /// The last position the car reported (or the location manager's last known one).
    private var reportedLocation: CLLocation?
    var lastLocation: CLLocation? { reportedLocation ?? locationManager?.location }

    /// The main scene connected last, for a Dashboard scene that was not told its own (an iOS app has one car; a
    /// test process may connect several, and then tells each Dashboard its main scene).
    static weak var connected: DriveSceneDelegate?
    /// The Dashboard scene while it is connected.
    weak var dashboard: DriveDashboardSceneDelegate?
    /// The instrument cluster scene while it is connected.
    weak var cluster: DriveClusterSceneDelegate?

    /// Completes what the driver types from the car's map, as Apple's Maps does with `MKLocalSearchCompleter`.
    var completer: MKLocalSearchCompleter?
    /// The search template's question waiting for the completer's answer.
    var pendingCompletions: CheckedContinuation<[MKLocalSearchCompletion], Never>?
    /// The maps URLs Drive was launched to open (opened once connected).
    var urlsToOpen: [URL] = []

    // MARK: Places

    /// A favourite destination.
    struct Favourite {
        var name: String
        var coordinate: CLLocationCoordinate2D
    }

    static let favourites = [
        Favourite(name: "Casino de Monte Carlo", coordinate: DriveMapViewController.casino),
        Favourite(name: "Stade Louis II", coordinate: CLLocationCoordinate2D(latitude: 43.7276, longitude: 7.4156)),
        Favourite(name: "Port Hercule", coordinate: CLLocationCoordinate2D(latitude: 43.7347, longitude: 7.4206)),
        Favourite(name: "Jardin Exotique", coordinate: CLLocationCoordinate2D(latitude: 43.7311, longitude: 7.4119)),
    ]

    /// The destinations of the trips started since CarPlay connected, newest first, each once.
    var recents: [MKMapItem] = []
    /// How many recents the Destinations list keeps.
    static let maximumRecents = 5

    /// A category of places: the points of interest of MapKit's categories near the car.
    struct Category {
        var title: String
        var pointsOfInterest: [MKPointOfInterestCategory]
        var symbolName: String
    }

    static let categories = [
        Category(title: "Parking", pointsOfInterest: [.parking], symbolName: "parkingsign.circle"),
        Category(title: "Fuel", pointsOfInterest: [.gasStation, .evCharger], symbolName: "fuelpump"),
        Category(title: "Hotels", pointsOfInterest: [.hotel], symbolName: "bed.double"),
    ]

    /// How far from the car a category's places are looked for.
    static let nearbyRadius: CLLocationDistance = 2000

    /// The speed cameras the app knows of (on Boulevard Albert 1er and Avenue Princesse Grace).
    var speedCameras = [
        CLLocationCoordinate2D(latitude: 43.7337, longitude: 7.4197),
        CLLocationCoordinate2D(latitude: 43.7440, longitude: 7.4330),
    ]
    /// What the driver said of the camera alerts ("thanks", "not there").
    private(set) var cameraReports: [String] = []

    // MARK: Buttons

    lazy var panButton = mapButton("arrow.up.and.down.and.arrow.left.and.right") { [weak self] in
        self?.mapTemplate.showPanningInterface(animated: true)
    }
    lazy var zoomInButton = mapButton("plus.magnifyingglass") { [weak self] in
        self?.mapViewController.zoom(by: 0.5)
    }
    lazy var zoomOutButton = mapButton("minus.magnifyingglass") { [weak self] in
        self?.mapViewController.zoom(by: 2)
    }
    lazy var recenterButton = mapButton("location") { [weak self] in
        guard let self else { return }
        mapViewController.recenter(guiding: guidance != nil)
    }
    lazy var destinationsButton = CPBarButton(title: "Destinations") { [weak self] _ in self?.showDestinations() }
    lazy var searchButton: CPBarButton = {
        let button = CPBarButton(image: UIImage(systemName: "magnifyingglass") ?? UIImage()) { [weak self] _ in
            self?.showSearch()
        }
        return button
    }()
    lazy var doneButton = CPBarButton(title: "Done") { [weak self] _ in
        self?.mapTemplate.dismissPanningInterface(animated: true)
    }
    lazy var endButton = CPBarButton(title: "End") { [weak self] _ in self?.endTrip() }
    lazy var cancelPreviewButton = CPBarButton(title: "Cancel") { [weak self] _ in self?.cancelPreview() }

    private func mapButton(_ symbol: String, action: @escaping () -> Void) -> CPMapButton {
        let button = CPMapButton { _ in action() }
        button.image = UIImage(systemName: symbol)
        return button
    }

    // MARK: Scene

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController,
        to window: CPWindow
    ) {
        self.interfaceController = interfaceController
        Self.connected = self
        window.rootViewController = mapViewController
        mapTemplate.mapDelegate = self
        mapTemplate.mapButtons = [panButton, zoomInButton, zoomOutButton, recenterButton]
        sessionConfiguration = CPSessionConfiguration(delegate: self)
        showIdleBar()
        updateSearchButton()
        // An idle map: Monaco around the car, no route until the driver picks a destination.
        interfaceController.setRootTemplate(mapTemplate, animated: false, completion: nil)
        // Made when CarPlay connects, so they belong to this car.
        voice = DriveVoice()
        let locationManager = CLLocationManager()
        locationManager.delegate = self
        locationManager.activityType = .automotiveNavigation
        locationManager.desiredAccuracy = kCLLocationAccuracyBestForNavigation
        locationManager.requestWhenInUseAuthorization()
        self.locationManager = locationManager
        openLaunchURLs()
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnect interfaceController: CPInterfaceController, from window: CPWindow
    ) {
        locationManager?.stopUpdatingLocation()
        completer?.cancel()
        answerPendingCompletions(with: [])
        voice?.stop()
        guidance = nil
        self.interfaceController = nil
        if Self.connected === self { Self.connected = nil }
    }

    private func showIdleBar() {
        mapTemplate.leadingNavigationBarButtons = [destinationsButton]
        mapTemplate.trailingNavigationBarButtons = [searchButton]
    }

    // MARK: Limits

    func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration,
        limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {
        updateSearchButton()
    }

    /// Typing is how Drive searches: while the car limits the keyboard, the search button is disabled (the guide:
    /// "you may want to disable a keyboard icon").
    private func updateSearchButton() {
        let limited = sessionConfiguration?.limitedUserInterfaces.contains(.keyboard) ?? false
        searchButton.isEnabled = !limited
    }

    // MARK: Location

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        switch manager.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways: manager.startUpdatingLocation()
        default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        reportedLocation = locations.last ?? reportedLocation
        for location in locations { guidance?.update(with: location) }
        // Arrived, then driven on: the trip is over.
        if let guidance, guidance.hasArrived, let location = locations.last,
            location.distance(from: Self.location(of: guidance.trip.destination)) > Self.leaveArrivalDistance
        {
            finishTrip()
        }
    }

    // MARK: Guidance

    func mapTemplate(_ mapTemplate: CPMapTemplate, startedTrip trip: CPTrip, using routeChoice: CPRouteChoice) {
        guard let route = route(for: routeChoice) else { return }
        mapTemplate.hideTripPreviews()
        let session = mapTemplate.startNavigationSession(for: trip)
        let guidance = DriveGuidance(
            session: session, trip: trip, route: route, mapTemplate: mapTemplate, voice: voice, format: format,
            lanes: lanes)
        remember(trip.destination)
        guidance.onArrival = { [weak self] in self?.arrived() }
        guidance.onOffRoute = { [weak self] location in self?.reroute(from: location) }
        guidance.speedCameras = speedCameras
        guidance.onSpeedCamera = { [weak self] distance in self?.warnOfSpeedCamera(in: distance) }
        self.guidance = guidance
        dashboard?.updateShortcuts(guiding: true)
        // Destinations stays: its places are stops on the way while the trip is under way.
        mapTemplate.leadingNavigationBarButtons = [destinationsButton]
        mapTemplate.trailingNavigationBarButtons = [endButton]
        mapViewController.followCar(heading: DriveMapViewController.initialHeading(of: route))
        showRouteOnOtherScreens()
        if let lastLocation { guidance.update(with: lastLocation) }
    }

    /// The Dashboard's and the cluster's maps draw the route under way and follow the car (or lose the route when
    /// no trip is under way).
    func showRouteOnOtherScreens() {
        dashboard?.showGuidance(guidance)
        cluster?.showGuidance(guidance)
    }

    /// A navigation alert over the map: the driver can thank or say the camera is not there.
    func warnOfSpeedCamera(in distance: CLLocationDistance) {
        let alert = CPNavigationAlert(
            titleVariants: ["Speed camera ahead", "Speed camera"],
            subtitleVariants: ["In \(format.distance(distance))"],
            image: UIImage(systemName: "camera.fill"),
            primaryAction: CPAlertAction(title: "Thanks", style: .default) { [weak self] _ in
                self?.cameraReports.append("thanks")
            },
            secondaryAction: CPAlertAction(title: "Not there", style: .cancel) { [weak self] _ in
                self?.cameraReports.append("not there")
            }, duration: 10)
        mapTemplate.present(navigationAlert: alert, animated: true)
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, displayStyleFor maneuver: CPManeuver) -> CPManeuverDisplayStyle {
        .leadingSymbol
    }

    /// The car's cluster and head-up display draw the maneuvers, lanes and estimates themselves (iOS 17.4).
    func mapTemplateShouldProvideNavigationMetadata(_ mapTemplate: CPMapTemplate) -> Bool { true }

    /// The car gets the route's segments, with their coordinates, so that it can follow the driver's route (26.4).
    func mapTemplateShouldProvideRouteSharing(_ mapTemplate: CPMapTemplate) -> Bool { true }

    /// The car's navigation proposes a stop (26.4): the trip's estimates through it, from the car to the stop and on
    /// to the destination (unknown when there is no route).
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, didRequestToInsert waypoint: CPNavigationWaypoint, into segment: CPRouteSegment
    ) async -> CPTravelEstimates {
        guard let guidance, let legs = await legs(via: Self.mapItem(for: waypoint), to: guidance.trip.destination)
        else {
            return CPTravelEstimates(distanceRemaining: Measurement(value: -1, unit: .meters), timeRemaining: -1)
        }
        return format.estimates(
            meters: legs.reduce(0) { $0 + $1.distance }, seconds: legs.reduce(0) { $0 + $1.expectedTravelTime })
    }

    /// The driver accepted a stop the car proposed (26.4): the trip goes through it, one segment per leg.
    func mapTemplate(
        _ mapTemplate: CPMapTemplate, waypoint: CPNavigationWaypoint, accepted: Bool,
        forSegment segment: CPRouteSegment?
    ) {
        guard accepted else { return }
        addStop(Self.mapItem(for: waypoint))
    }

    /// Takes the trip under way through `stop` (one the car proposed and the driver accepted, or one the driver
    /// picked in Drive's lists): `MKDirections` from the car to the stop and from there to the destination; guidance
    /// pauses with `.rerouting` and resumes on the two legs (`.waypointModified`, one segment per leg), the map
    /// showing the first. A new stop replaces the one before. `completion` once the trip goes through the stop (or
    /// no route was found); the picked row spins until then.
    func addStop(_ stop: MKMapItem, completion: @escaping () -> Void = {}) {
        guard let guidance else { return completion() }
        waypointTask = Task {
            defer { completion() }
            guard let legs = await legs(via: stop, to: guidance.trip.destination), self.guidance === guidance else {
                if self.guidance === guidance {
                    mapTemplate.present(navigationAlert: noRouteAlert(to: stop), animated: true)
                }
                return
            }
            guidance.session.pauseTrip(for: .rerouting, description: nil)
            reroutingSince = now()
            afterReroutingMinimum {
                guard self.guidance === guidance else { return }
                guidance.follow(legs, stopping: stop, reason: .waypointModified)
                if let first = legs.first {
                    self.mapViewController.show(first, to: stop.placemark.coordinate, named: stop.name ?? "")
                }
                self.showRouteOnOtherScreens()
            }
        }
    }

    /// The stop added last (by the car or the driver), while its routes are asked for.
    private(set) var waypointTask: Task<Void, Never>?

    static func mapItem(for waypoint: CPNavigationWaypoint) -> MKMapItem {
        let center = waypoint.centerPoint
        let place = MKMapItem(
            placemark: MKPlacemark(
                coordinate: CLLocationCoordinate2D(latitude: center.latitude, longitude: center.longitude)))
        place.name = waypoint.name
        return place
    }

    /// The routes from the car to `stop` and from there to `destination`; nil when either has none.
    private func legs(via stop: MKMapItem, to destination: MKMapItem) async -> [MKRoute]? {
        let from = lastLocation.map { MKMapItem(placemark: MKPlacemark(coordinate: $0.coordinate)) }
        var legs: [MKRoute] = []
        for (source, target) in [(from ?? .forCurrentLocation(), stop), (stop, destination)] {
            let request = MKDirections.Request()
            request.source = source
            request.destination = target
            request.transportType = .automobile
            guard let route = try? await MKDirections(request: request).calculate().routes.first else { return nil }
            legs.append(route)
        }
        return legs
    }

    /// Whose route the car follows, as it last said (26.4).
    private(set) var routeSource: CPRouteSource?

    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveUpdatedRouteSource routeSource: CPRouteSource) {
        self.routeSource = routeSource
    }

    /// The car's own navigation asks Drive to go somewhere (26.4): the routes there are previewed, and the driver
    /// starts if they want to.
    func mapTemplate(_ mapTemplate: CPMapTemplate, didReceiveRequestForDestination waypoint: CPNavigationWaypoint) {
        choose(Self.mapItem(for: waypoint))
    }

    /// The car is at the destination: the card says "Arrive at …" (guidance keeps it) and the map shows the car and
    /// the destination together, until the driver taps End or drives on.
    func arrived() {
        guard let guidance else { return }
        let destination = guidance.trip.destination.placemark.coordinate
        let car = lastLocation?.coordinate
        mapViewController.showArrival(at: destination, car: car)
        dashboard?.mapViewController.showArrival(at: destination, car: car)
    }

    /// The trip is over after arriving (End on the arrival card, or the car drove on): the session finishes, the
    /// route and its pin go.
    func finishTrip() {
        guard let guidance, guidance.hasArrived else { return }
        guidance.session.finishTrip()
        endGuidance()
    }

    /// The driver tapped End: a trip under way is cancelled, an arrived one finished.
    func endTrip() {
        guard let guidance else { return }
        if guidance.hasArrived { return finishTrip() }
        guidance.session.cancelTrip()
        voice?.stop()
        endGuidance()
    }

    func mapTemplateDidCancelNavigation(_ mapTemplate: CPMapTemplate) {
        // The system ended guidance (another app started navigating): the session is over.
        voice?.stop()
        endGuidance()
    }

    /// Back to the idle map: no route, no pin, the map where it is.
    private func endGuidance() {
        guidance = nil
        dashboard?.updateShortcuts(guiding: false)
        rerouting?.cancel()
        rerouting = nil
        reroutingSince = nil
        previewRoutes = []
        showIdleBar()
        mapViewController.stopFollowing()
        mapViewController.clearRoute()
        showRouteOnOtherScreens()
    }

    /// Runs `work` once "Rerouting…" has been up for `reroutingMinimum` (at once when it has been, or when the trip
    /// did not pause to reroute).
    private func afterReroutingMinimum(_ work: @escaping @MainActor () -> Void) {
        let shown = reroutingSince.map { now().timeIntervalSince($0) } ?? .infinity
        reroutingSince = nil
        if shown >= reroutingMinimum { return work() }
        runAfter(reroutingMinimum - max(0, shown), work)
    }

    /// The car left the route: guidance pauses while a new route from where it is comes.
    func reroute(from location: CLLocation) {
        guard let guidance, rerouting == nil else { return }
        guidance.session.pauseTrip(for: .rerouting, description: nil)
        reroutingSince = now()
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: location.coordinate))
        request.destination = guidance.legDestination
        request.transportType = .automobile
        let directions = MKDirections(request: request)
        rerouting = directions
        Task {
            let route = try? await directions.calculate().routes.first
            guard self.rerouting === directions, let current = self.guidance else { return }
            guard let route else {
                self.rerouting = nil
                reroutingSince = nil
                current.session.pauseTrip(for: .rerouting, description: "No route from here")
                return
            }
            // Still rerouting (the car's positions start no other search) until the new route is followed.
            afterReroutingMinimum {
                guard self.rerouting === directions, self.guidance === current else { return }
                self.rerouting = nil
                current.replaceRoute(with: route, reason: .missedTurn)
                let destination = current.trip.destination
                self.mapViewController.show(
                    route, to: destination.placemark.coordinate, named: destination.name ?? "")
                self.showRouteOnOtherScreens()
            }
        }
    }

    // MARK: Panning

    /// Pan mode: the map stops following the car (the recentre button follows it again).
    func mapTemplateDidShowPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapViewController.stopFollowing()
        mapTemplate.trailingNavigationBarButtons = [doneButton]
    }

    func mapTemplateDidDismissPanningInterface(_ mapTemplate: CPMapTemplate) {
        mapTemplate.trailingNavigationBarButtons =
            guidance != nil ? [endButton] : previewRoutes.isEmpty ? [searchButton] : [cancelPreviewButton]
    }

    /// The driver leaves the trip preview (Cancel): the previews and the route go, the idle map is back.
    func cancelPreview() {
        guard guidance == nil else { return }
        previewTask?.cancel()
        mapTemplate.hideTripPreviews()
        previewRoutes = []
        mapViewController.clearRoute()
        showIdleBar()
    }

    func mapTemplate(_ mapTemplate: CPMapTemplate, panWith direction: CPMapTemplate.PanDirection) {
        let dx: Double = direction.contains(.left) ? -1 : direction.contains(.right) ? 1 : 0
        let dy: Double = direction.contains(.down) ? -1 : direction.contains(.up) ? 1 : 0
        mapViewController.pan(dx: dx, dy: dy)
    }
}
