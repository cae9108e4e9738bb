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
    /// Whether the map still shows its initial region (nothing zoomed, panned or framed it): it is fitted to the
    /// view's size again when the view is first laid out.
    private var showsInitialRegion = true
    /// A speed-limit sign over the map (the cluster's), nil until a limit is first shown.
    private(set) var speedLimitSign: UILabel?
    private(set) var route: MKRoute?
    private var directions: MKDirections?

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.delegate = self
        mapView.showsUserLocation = true
        mapView.pointOfInterestFilter = MKPointOfInterestFilter(including: [.parking, .gasStation, .evCharger])
        view.addSubview(mapView)
        mapView.setRegion(initialRegion, animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let isFirstLayout = mapView.frame.isEmpty
        mapView.frame = view.bounds
        if isFirstLayout, showsInitialRegion { mapView.setRegion(initialRegion, animated: false) }
        placeSpeedLimitSign()
        if let route { frame(route) }
    }

    /// Asks for directions from the car to `destination` and draws the route when they come.
    func showRoute(to destination: CLLocationCoordinate2D, named name: String) {
        loadViewIfNeeded()
        let request = MKDirections.Request()
        request.source = MKMapItem.forCurrentLocation()
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: destination))
        request.transportType = .automobile
        let pin = MKPointAnnotation(coordinate: destination, title: name, subtitle: nil)
        mapView.addAnnotation(pin)
        let directions = MKDirections(request: request)
        self.directions = directions
        Task {
            guard let route = try? await directions.calculate().routes.first else { return }
            self.route = route
            mapView.addOverlay(route.polyline, level: .aboveRoads)
            frame(route)
        }
    }

    /// Draws `route` to `destination` in place of the one shown (a previewed or chosen route).
    func show(_ route: MKRoute, to destination: CLLocationCoordinate2D, named name: String) {
        loadViewIfNeeded()
        directions?.cancel()
        showsInitialRegion = false
        mapView.removeOverlays(mapView.overlays)
        mapView.removeAnnotations(mapView.annotations.filter { $0 is MKPointAnnotation })
        mapView.addAnnotation(MKPointAnnotation(coordinate: destination, title: name, subtitle: nil))
        self.route = route
        mapView.addOverlay(route.polyline, level: .aboveRoads)
        frame(route)
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

    /// The sign's place: the top left corner of the safe area (the car's own gauges may cover the edges).
    private func placeSpeedLimitSign() {
        let insets = view.safeAreaInsets
        speedLimitSign?.frame = CGRect(x: insets.left + 12, y: insets.top + 12, width: 48, height: 48)
    }

    /// Zooms the map in (`factor` < 1) or out (> 1) about its centre.
    func zoom(by factor: Double) {
        showsInitialRegion = false
        var region = mapView.region
        region.span.latitudeDelta = min(max(region.span.latitudeDelta * factor, 0.001), 90)
        region.span.longitudeDelta = min(max(region.span.longitudeDelta * factor, 0.001), 180)
        mapView.setRegion(region, animated: true)
    }

    /// Moves the map by a third of its size towards `dx`, `dy` (-1, 0 or 1; y grows to the north).
    func pan(dx: Double, dy: Double) {
        showsInitialRegion = false
        var region = mapView.region
        region.center.latitude += dy * region.span.latitudeDelta / 3
        region.center.longitude += dx * region.span.longitudeDelta / 3
        mapView.setRegion(region, animated: true)
    }

    /// Back to the route (or the car when there is none).
    func recenter() {
        if let route {
            frame(route)
        } else {
            mapView.setCenter(mapView.userLocation.coordinate, animated: true)
        }
    }

    /// Shows the whole route inside the part of the map the car's templates leave free.
    private func frame(_ route: MKRoute) {
        showsInitialRegion = false
        let insets = view.safeAreaInsets
        let padding = UIEdgeInsets(
            top: insets.top + 24, left: insets.left + 24, bottom: insets.bottom + 24, right: insets.right + 24)
        mapView.setVisibleMapRect(route.polyline.boundingMapRect, edgePadding: padding, animated: true)
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
