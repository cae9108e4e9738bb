import CarPlay
import MapKit
import UIKit

/// The map in the car's window: Monaco, the user's location, and the route to a destination in blue.
final class DriveMapViewController: UIViewController, MKMapViewDelegate {
    /// The Casino de Monte-Carlo.
    static let casino = CLLocationCoordinate2D(latitude: 43.7394, longitude: 7.4281)
    /// Monaco, from Fontvieille to Larvotto.
    static let monaco = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 43.7375, longitude: 7.4240),
        span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.03))

    let mapView = MKMapView()
    /// What the map shows first (Monaco; the cluster shows the streets around the car).
    var initialRegion = DriveMapViewController.monaco
    /// What the map keeps in view as the view's size and safe area change.
    enum Framing: Equatable {
        /// The initial region (nothing zoomed, panned or framed it): fitted to the view's size when it is first laid
        /// out.
        case initialRegion
        /// The whole route, inside the safe area.
        case route
        /// The car and the destination (on arrival), inside the safe area.
        case carAndDestination(CLLocationCoordinate2D)
        /// The car, in the middle of the safe area (the map view tracks the user's location).
        case car
        /// Where the driver zoomed or panned to.
        case driver

        static func == (lhs: Framing, rhs: Framing) -> Bool {
            switch (lhs, rhs) {
            case (.initialRegion, .initialRegion), (.route, .route), (.car, .car), (.driver, .driver): true
            case (.carAndDestination(let a), .carAndDestination(let b)):
                a.latitude == b.latitude && a.longitude == b.longitude
            default: false
            }
        }
    }
    private(set) var framing = Framing.initialRegion
    /// While the map follows the car: whether the car sits low (`carHeight`, during guidance) rather than in the
    /// middle of the safe area (an idle Dashboard's map).
    private(set) var carSitsLow = true
    /// How far around the car the map shows at most while it follows the car, in metres across.
    static let followSpan: CLLocationDistance = 800
    /// Where the car sits while the map follows it, as a share of the window's height from its top: low, so that
    /// the road ahead shows, as navigation apps place it.
    static let carHeight = 0.7
    /// The column of map buttons last shown: while the map follows the car it stays clear of it even when the
    /// buttons hide with the navigation bar, so the map does not move when they come and go.
    private var buttonColumn = (left: CGFloat(0), right: CGFloat(0))
    /// The narrowest part of the map kept free of the map buttons, in points.
    static let narrowestFreeWidth: CGFloat = 160
    /// A speed-limit sign over the map (the cluster's), nil until a limit is first shown.
    private(set) var speedLimitSign: UILabel?
    private(set) var route: MKRoute?

    /// Whether the map shows MapKit's compass while turned: not on the car's screen or the Dashboard (the map turns
    /// with the car, as navigation apps' maps do); on the cluster as the car's compass setting says.
    var showsCompass = false {
        didSet { mapView.showsCompass = showsCompass }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        mapView.showsUserLocation = true
        mapView.showsCompass = showsCompass
        mapView.pointOfInterestFilter = MKPointOfInterestFilter(including: [.parking, .gasStation, .evCharger])
        // No closer than 150 m, whatever frames the map: the driver's zoom, a short route, an arrival.
        mapView.cameraZoomRange = MKMapView.CameraZoomRange(minCenterCoordinateDistance: Self.closestDistance)
        view.addSubview(mapView)
        mapView.setRegion(initialRegion, animated: false)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateCoveredInsets()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let isFirstLayout = mapView.frame.isEmpty
        mapView.frame = view.bounds
        placeSpeedLimitSign()
        switch framing {
        case .initialRegion: if isFirstLayout { mapView.setRegion(initialRegion, animated: false) }
        case .route: if let route { frame(route) }
        case .carAndDestination(let destination): frame(carAnd: destination)
        case .car, .driver: break  // the map view keeps the car in the middle of the safe area; the driver's view stays
        }
    }

    /// Draws `route` to `destination` in place of the one shown (a previewed or chosen route): the whole route is
    /// framed, unless the map follows the car (a new route during guidance).
    func show(_ route: MKRoute, to destination: CLLocationCoordinate2D, named name: String) {
        loadViewIfNeeded()
        mapView.removeOverlays(mapView.overlays)
        mapView.removeAnnotations(mapView.annotations.filter { $0 is MKPointAnnotation })
        mapView.addAnnotation(MKPointAnnotation(coordinate: destination, title: name, subtitle: nil))
        self.route = route
        mapView.addOverlay(route.polyline, level: .aboveRoads)
        if framing != .car { frame(route) }
    }

    /// Removes the route and its destination (the trip ended); the map stays where it is.
    func clearRoute() {
        loadViewIfNeeded()
        route = nil
        mapView.removeOverlays(mapView.overlays)
        mapView.removeAnnotations(mapView.annotations.filter { $0 is MKPointAnnotation })
    }

    /// Follows the car during guidance: the map tracks the user's location (turned to the car's course with
    /// `.followWithHeading`, to `heading` until the car has one: the way the route leaves), which MapKit keeps in
    /// the middle of the safe area; the room ahead of the car is added to it, so the car sits low (`carHeight`),
    /// unless `sitsLow` is false (the car in the middle of the safe area).
    /// Zoomed in to the streets around the car when the map shows more.
    func followCar(
        _ mode: MKUserTrackingMode = .followWithHeading, heading: CLLocationDirection? = nil, sitsLow: Bool = true
    ) {
        loadViewIfNeeded()
        framing = .car
        carSitsLow = sitsLow
        updateCoveredInsets()
        let span = MKCoordinateRegion(
            center: mapView.userLocation.location?.coordinate ?? mapView.centerCoordinate,
            latitudinalMeters: Self.followSpan, longitudinalMeters: Self.followSpan)
        if mapView.region.span.latitudeDelta > span.span.latitudeDelta * 1.01 {
            mapView.setRegion(span, animated: true)
        }
        if mode == .followWithHeading, let heading, (mapView.userLocation.location?.course ?? -1) < 0 {
            let camera = mapView.camera
            camera.heading = heading
            mapView.setCamera(camera, animated: false)
        }
        mapView.setUserTrackingMode(mode, animated: true)
    }

    /// Stops following the car (the driver pans the map): the map stays where it is.
    func stopFollowing() {
        framing = .driver
        mapView.setUserTrackingMode(.none, animated: true)
        updateCoveredInsets()
    }

    /// The direction `route` leaves in, degrees from north (nil for a route of one point).
    static func initialHeading(of route: MKRoute) -> CLLocationDirection? {
        let points = route.polyline.points()
        let count = route.polyline.pointCount
        guard count > 1 else { return nil }
        let first = points[0]
        guard let next = (1..<count).first(where: { points[$0].x != first.x || points[$0].y != first.y }) else {
            return nil
        }
        let degrees = DriveLanes.bearing(from: first.coordinate, to: points[next].coordinate)
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// What covers the map besides the car's templates (the window's safe area), as the controller's
    /// `additionalSafeAreaInsets`: the column of map buttons (`CPWindow.mapButtonSafeAreaLayoutGuide`), so previews
    /// and arrivals frame the route and pins clear of them; and while the map follows the car, the room ahead of it
    /// down to `carHeight`, measured from the window's top so the map stays still when the navigation bar shows or
    /// hides.
    private func updateCoveredInsets() {
        guard isViewLoaded, let window = view.window else { return }
        let windowInsets = window.safeAreaInsets
        let safe = window.bounds.inset(by: windowInsets)
        var extra = UIEdgeInsets.zero
        // Clear of the buttons: always for the car, for a framed route where that leaves room to show it (not on
        // the smallest screens with a card).
        if let guide = (window as? CPWindow)?.mapButtonSafeAreaLayoutGuide.layoutFrame, !guide.isEmpty {
            let left = max(0, guide.minX - safe.minX)
            let right = max(0, safe.maxX - guide.maxX)
            if framing == .car || safe.width - left - right >= Self.narrowestFreeWidth {
                extra.left = left
                extra.right = right
            }
        }
        if framing == .car, carSitsLow {
            // The buttons' column while they show; while they hide with the bar, the one they left.
            if extra.left > 0 || extra.right > 0 { buttonColumn = (extra.left, extra.right) }
            extra.left = buttonColumn.left
            extra.right = buttonColumn.right
            // MapKit keeps the car in the middle of the safe area: between this top and the bottom inset.
            let height = window.bounds.height
            let top = (2 * Self.carHeight - 1) * height + windowInsets.bottom
            extra.top = max(0, top - windowInsets.top)
        }
        if additionalSafeAreaInsets != extra { additionalSafeAreaInsets = extra }
    }

    /// The car arrived at `destination`, `car` where it last reported being (nil: where the map last showed it): the
    /// map stops following and shows the car and the destination together, as long as the driver does not move it.
    func showArrival(at destination: CLLocationCoordinate2D, car: CLLocationCoordinate2D?) {
        loadViewIfNeeded()
        if let car { carCoordinate = car }
        mapView.setUserTrackingMode(.none, animated: true)
        // North up again, as the route was shown before the trip.
        let camera = mapView.camera
        camera.heading = 0
        mapView.setCamera(camera, animated: true)
        framing = .carAndDestination(destination)
        frame(carAnd: destination)
    }

    /// Shows `limit` ("50") on a round sign over the map; nil hides the sign.
    func showSpeedLimit(_ limit: String?) {
        loadViewIfNeeded()
        let sign: UILabel
        if let speedLimitSign {
            sign = speedLimitSign
        } else {
            guard limit != nil else { return }
            sign = UILabel()
            sign.font = .boldSystemFont(ofSize: 20)
            sign.textAlignment = .center
            sign.textColor = .black
            sign.backgroundColor = .white
            sign.layer.cornerRadius = 24
            sign.layer.borderWidth = 4
            sign.layer.borderColor = UIColor.systemRed.cgColor
            view.addSubview(sign)
            speedLimitSign = sign
            placeSpeedLimitSign()
        }
        sign.text = limit.map { $0.hasSuffix("mph") ? String($0.dropLast(3)).trimmingCharacters(in: .whitespaces) : $0 }
        sign.isHidden = limit == nil
    }

    /// The sign's place: the top left corner of the window's safe area (the car's own gauges may cover the edges).
    private func placeSpeedLimitSign() {
        let insets = view.window?.safeAreaInsets ?? view.safeAreaInsets
        speedLimitSign?.frame = CGRect(x: insets.left + 12, y: insets.top + 12, width: 48, height: 48)
    }

    /// Zooms the map in (`factor` < 1) or out (> 1) about its centre: the camera's distance, so a press is the same
    /// step at any heading (a rotated map's region is the box around the turned view, which a span would shrink
    /// less).
    func zoom(by factor: Double) {
        if framing != .car { framing = .driver }
        let camera = mapView.camera
        camera.centerCoordinateDistance = Self.distance(camera.centerCoordinateDistance, times: factor)
        mapView.setCamera(camera, animated: true)
    }

    /// The closest the map's camera comes (its `cameraZoomRange`).
    static let closestDistance: CLLocationDistance = 150

    /// The camera distance `factor` times `distance`, kept between 150 m and 40,000 km; a step towards the map never
    /// moves away from it.
    static func distance(_ distance: Double, times factor: Double) -> Double {
        let wanted = distance * factor
        let closest = min(closestDistance, distance)
        let farthest = max(40_000_000, distance)
        return min(max(wanted, closest), farthest)
    }

    /// Moves the map by a third of its size towards `dx`, `dy` (-1, 0 or 1; y grows to the north).
    func pan(dx: Double, dy: Double) {
        if framing == .car { stopFollowing() }
        framing = .driver
        var region = mapView.region
        region.center.latitude += dy * region.span.latitudeDelta / 3
        region.center.longitude += dx * region.span.longitudeDelta / 3
        mapView.setRegion(region, animated: true)
    }

    // MARK: The driver's gestures on the map

    /// The camera when the gesture under way began: each update applies the gesture's total since then.
    private var gestureCamera: MKMapCamera?
    /// Where the two fingers of a pitch gesture were when it began.
    private var pitchStart: CGPoint?

    /// A gesture began. A drag or a rotation takes the map from the car (the map stays where the driver puts it);
    /// a pinch or a pitch keeps following.
    func beginGesture(keepsFollowing: Bool) {
        if !keepsFollowing {
            if framing == .car { stopFollowing() }
            framing = .driver
        } else if framing != .car {
            framing = .driver
        }
        gestureCamera = mapView.camera.copy() as? MKMapCamera
        pitchStart = nil
    }

    /// The gesture ended.
    func endGesture() {
        gestureCamera = nil
        pitchStart = nil
    }

    /// A drag moved `translation` points since it began: the map moves with the finger.
    func drag(by translation: CGPoint) {
        guard let start = gestureCamera, translation.x.isFinite, translation.y.isFinite else { return }
        mapView.setCamera(start, animated: false)
        let middle = CGPoint(x: mapView.bounds.midX, y: mapView.bounds.midY)
        let center = mapView.convert(
            CGPoint(x: middle.x - translation.x, y: middle.y - translation.y), toCoordinateFrom: mapView)
        guard CLLocationCoordinate2DIsValid(center) else { return }
        apply(start, change: { $0.centerCoordinate = center })
    }

    /// A pinch reached `scale` since it began: the map zooms by it (fingers apart: closer).
    func pinch(scale: CGFloat) {
        guard let start = gestureCamera, scale.isFinite, scale > 0 else { return }
        let distance = Self.distance(start.centerCoordinateDistance, times: 1 / Double(scale))
        apply(start, change: { $0.centerCoordinateDistance = distance })
    }

    /// A rotation reached `rotation` radians since it began (clockwise positive, as UIKit's): the map turns with
    /// the fingers.
    func rotate(by rotation: CGFloat) {
        guard let start = gestureCamera, rotation.isFinite else { return }
        apply(start, change: { $0.heading = start.heading - Double(rotation) * 180 / .pi })
    }

    /// The fingers of a pitch gesture are at `center`: sliding them up tilts the map (a third of a degree a point,
    /// MapKit's 0…60°).
    func pitch(center: CGPoint) {
        guard let start = gestureCamera, center.y.isFinite else { return }
        guard let first = pitchStart else {
            pitchStart = center
            return
        }
        let pitch = min(max(Double(start.pitch) + Double(first.y - center.y) / 3, 0), 60)
        apply(start, change: { $0.pitch = CGFloat(pitch) })
    }

    /// Looks from a copy of `start` with `change` applied (a following map keeps following: only its zoom and pitch
    /// change).
    private func apply(_ start: MKMapCamera, change: (MKMapCamera) -> Void) {
        guard let camera = start.copy() as? MKMapCamera else { return }
        change(camera)
        if framing == .car {
            let current = mapView.camera
            current.centerCoordinateDistance = camera.centerCoordinateDistance
            current.pitch = camera.pitch
            mapView.setCamera(current, animated: false)
        } else {
            mapView.setCamera(camera, animated: false)
        }
    }

    /// Back to following the car during guidance (`guiding`); else back to the route (or the car when there is
    /// none).
    func recenter(guiding: Bool = false) {
        if guiding {
            followCar()
        } else if let route {
            frame(route)
        } else {
            framing = .driver
            mapView.setCenter(mapView.userLocation.coordinate, animated: true)
        }
    }

    /// Shows the whole route inside the part of the map the car's templates leave free.
    private func frame(_ route: MKRoute) {
        framing = .route
        // The insets of this framing (not the room ahead of a followed car).
        updateCoveredInsets()
        mapView.setVisibleMapRect(route.polyline.boundingMapRect, edgePadding: safePadding, animated: true)
    }

    /// Where the car is, as the map or the app last heard.
    private var carCoordinate: CLLocationCoordinate2D?

    /// Shows the car and `destination` inside the part of the map the car's templates leave free.
    private func frame(carAnd destination: CLLocationCoordinate2D) {
        // The insets of this framing (not the room ahead of a followed car).
        updateCoveredInsets()
        var rect = MKMapRect(origin: MKMapPoint(destination), size: MKMapSize())
        if let car = carCoordinate ?? mapView.userLocation.location?.coordinate {
            rect = rect.union(MKMapRect(origin: MKMapPoint(car), size: MKMapSize()))
        }
        // At least the streets around them (the car may be at the destination itself).
        let minimum = Self.followSpan / 2 / MKMetersPerMapPointAtLatitude(destination.latitude)
        if rect.width < minimum || rect.height < minimum {
            let side = max(rect.width, rect.height, minimum)
            rect = MKMapRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        mapView.setVisibleMapRect(rect, edgePadding: safePadding, animated: true)
    }

    /// The safe area's insets (the car's templates and the map buttons) with a margin, for framing.
    private var safePadding: UIEdgeInsets {
        let insets = view.safeAreaInsets
        let free = view.bounds.inset(by: insets)
        // 24 points, less where the free part is small.
        let margin = max(4, min(24, 0.08 * min(free.width, free.height)))
        return UIEdgeInsets(
            top: insets.top + margin, left: insets.left + margin, bottom: insets.bottom + margin,
            right: insets.right + margin)
    }

    /// The car moved: after arrival the map keeps it and the destination in view.
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {
        guard let location = userLocation.location else { return }
        carCoordinate = location.coordinate
        if case .carAndDestination(let destination) = framing { frame(carAnd: destination) }
    }

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard annotation is MKPointAnnotation else { return nil }
        let marker = MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "destination")
        marker.markerTintColor = .systemPurple
        marker.glyphText = "★"
        return marker
    }

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        guard let polyline = overlay as? MKPolyline else { return MKOverlayRenderer(overlay: overlay) }
        let renderer = MKPolylineRenderer(polyline: polyline)
        renderer.strokeColor = .systemBlue
        renderer.lineWidth = 6
        return renderer
    }
}
