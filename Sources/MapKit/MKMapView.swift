#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import CoreLocation
import Foundation
import UIKit
@_spi(CarPlayHost) import _PlatformHost

/// A map in the app's interface: the car draws it from its own map data (OpenStreetMap) with the app's overlays,
/// annotations and the user's location.
///
/// The view keeps where it looks as a centre, a zoom (map points per screen point), a heading and a pitch. Its
/// region, visible map rectangle and camera are views of that state for the view's size: resizing the view keeps
/// the centre and the zoom and shows more or less of the map, as on iOS. Points and coordinates convert through
/// the Web Mercator projection of `MKMapPoint`, turned by the heading; the pitch tilts the car's drawing only (the
/// region is the one seen from straight above). A view without a size counts as 256 × 256 points.
///
/// A camera's distance and the zoom convert through a vertical field of view of 30°: the map's height in metres is
/// the distance × 2 tan 15°.
@preconcurrency @MainActor
open class MKMapView: UIView {
    /// Told about region and user-location changes; asked for overlay renderers.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map.
    open var mapType: MKMapType = .standard
    /// Which points of interest the map shows; nil: all.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// Whether the driver may zoom, scroll, rotate and tilt the map (the car's own map gestures).
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    /// Whether the map shows a compass while turned away from north, a scale while zooming, buildings and traffic.
    open var showsCompass = true
    open var showsScale = false
    open var showsBuildings = true
    open var showsTraffic = false

    /// The centre, in map points.
    var centerPoint = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    /// Map points per screen point.
    var zoom = MKMapSize.world.width / 256
    var currentHeading: CLLocationDirection = 0
    var currentPitch: CGFloat = 0
    var zoomRange: MKMapView.CameraZoomRange = MKMapView.defaultZoomRange
    static let defaultZoomRange = MKMapView.CameraZoomRange(
        minCenterCoordinateDistance: MKMapCameraZoomDefault, maxCenterCoordinateDistance: MKMapCameraZoomDefault)!
    var overlayEntries: [(overlay: any MKOverlay, level: MKOverlayLevel)] = []
    private var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    var annotationList: [any MKAnnotation] = []
    private var trackingMode: MKUserTrackingMode = .none

    /// The side a view without a size counts as, in points.
    static let fallbackSide: Double = 256
    /// The vertical field of view that converts a camera's distance into the map's height.
    static let fieldOfView: Double = 30
    /// The closest zoom, in map points per screen point.
    static let minimumZoom: Double = 1.0 / 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a map view from an archive (a storyboard's, on iOS): the whole world, as one made in code.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Region, centre, visible rectangle

    /// The area the view shows (the box around it when the map is turned).
    open var region: MKCoordinateRegion {
        get {
            let rect = visibleMapRect
            let top = MKMapPoint(x: rect.midX, y: max(rect.minY, 0)).coordinate.latitude
            let bottom = MKMapPoint(x: rect.midX, y: min(rect.maxY, MKMapSize.world.height)).coordinate.latitude
            return MKCoordinateRegion(
                center: centerCoordinate,
                span: MKCoordinateSpan(
                    latitudeDelta: top - bottom, longitudeDelta: min(rect.width / MKMapSize.world.width * 360, 360)))
        }
        set { setRegion(newValue, animated: false) }
    }

    /// Shows `region`: centred on its centre, zoomed so that the whole span fits the view (the view's aspect ratio
    /// may show more). A region with a centre off the Earth, or a span that is negative, not finite, over 180° of
    /// latitude or over 360° of longitude, raises `NSInvalidArgumentException` "Invalid Region <…>" as iOS does (the
    /// host terminates the app) and changes nothing.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard let rect = Self.mapRect(of: region) else {
            PlatformHost.raise(name: PlatformException.invalidArgument, reason: Self.invalidRegionReason(region))
            return
        }
        let fitted = fittedZoom(width: rect.width, height: rect.height, insets: .zero)
        change(animated: animated) {
            centerPoint = MKMapPoint(region.center)
            zoom = fitted
        }
    }

    /// The region that `setRegion` would show for `region`: the view's aspect ratio around the same centre, at a
    /// zoom within the map's limits.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard let rect = Self.mapRect(of: region) else { return region }
        let (w, h) = viewSize
        let fitted = fittedZoom(width: rect.width, height: rect.height, insets: .zero)
        let center = MKMapPoint(region.center)
        let fit = MKMapRect(
            x: center.x - w * fitted / 2, y: center.y - h * fitted / 2, width: w * fitted, height: h * fitted)
        let top = MKMapPoint(x: center.x, y: max(fit.minY, 0)).coordinate.latitude
        let bottom = MKMapPoint(x: center.x, y: min(fit.maxY, MKMapSize.world.height)).coordinate.latitude
        return MKCoordinateRegion(
            center: region.center,
            span: MKCoordinateSpan(
                latitudeDelta: top - bottom, longitudeDelta: min(fit.width / MKMapSize.world.width * 360, 360)))
    }

    /// The coordinate at the centre of the view.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }

    /// Moves the map so that `coordinate` is at the centre, keeping the zoom. An invalid coordinate changes nothing.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(coordinate) else { return }
        change(animated: animated) { centerPoint = MKMapPoint(coordinate) }
    }

    /// The map rectangle the view shows (the box around it when the map is turned).
    open var visibleMapRect: MKMapRect {
        get {
            cornerPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// Shows `mapRect`, fitted to the view.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
        setVisibleMapRect(mapRect, edgePadding: .zero, animated: animate)
    }

    /// Shows `mapRect` inside the view less `insets`: zoomed so that it fits the padded area and centred in it.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
        guard Self.isShowable(mapRect) else { return }
        let left = Double(insets.left)
        let right = Double(insets.right)
        let top = Double(insets.top)
        let bottom = Double(insets.bottom)
        let fitted = fittedZoom(width: mapRect.width, height: mapRect.height, insets: insets)
        change(animated: animate) {
            zoom = fitted
            // The rectangle's middle sits in the middle of the padded area: move the centre by the padding's offset.
            let offsetX = (left - right) / 2
            let offsetY = (top - bottom) / 2
            centerPoint = MKMapPoint(x: mapRect.midX, y: mapRect.midY)
            centerPoint = mapPoint(atOffset: -offsetX, -offsetY)
        }
    }

    /// The map rectangle that `setVisibleMapRect` would show for `mapRect`: the view's aspect ratio around it.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        mapRectThatFits(mapRect, edgePadding: .zero)
    }

    /// The map rectangle shown for `mapRect` with `insets` of padding (in the padded area, at a zoom within the
    /// map's limits, as `setVisibleMapRect` shows it).
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        guard Self.isShowable(mapRect) else { return mapRect }
        let inner = innerSize(insets)
        let fitted = fittedZoom(width: mapRect.width, height: mapRect.height, insets: insets)
        return MKMapRect(
            x: mapRect.midX - inner.width * fitted / 2, y: mapRect.midY - inner.height * fitted / 2,
            width: inner.width * fitted, height: inner.height * fitted)
    }

    // MARK: Camera

    /// The zoom range to apply to the map view: every camera it takes stays within it. Never nil: setting nil puts
    /// back the default range (MapKit's own limits).
    open var cameraZoomRange: MKMapView.CameraZoomRange! {
        get { zoomRange }
        set { setCameraZoomRange(newValue, animated: false) }
    }

    /// Applies `cameraZoomRange` (nil: MapKit's own limits); a camera outside it moves into it.
    open func setCameraZoomRange(_ cameraZoomRange: MKMapView.CameraZoomRange?, animated: Bool) {
        zoomRange = cameraZoomRange ?? Self.defaultZoomRange
        change(animated: animated) {}
    }

    /// Where the view looks from: a copy (changing it changes nothing until it is set).
    open var camera: MKMapCamera {
        get {
            let (_, h) = viewSize
            let center = centerCoordinate
            let metres = h * zoom * MKMetersPerMapPointAtLatitude(center.latitude)
            let distance = metres / (2 * tan(Self.fieldOfView / 2 * .pi / 180))
            return MKMapCamera(
                lookingAtCenter: center, fromDistance: distance, pitch: currentPitch, heading: currentHeading)
        }
        set { setCamera(newValue, animated: false) }
    }

    /// Looks from `camera`: its centre, distance (the zoom), heading and pitch (0...60°, as MapKit's standard map).
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        let center = camera.centerCoordinate
        guard CLLocationCoordinate2DIsValid(center), camera.centerCoordinateDistance.isFinite,
            camera.heading.isFinite, Double(camera.pitch).isFinite
        else { return }
        let (_, h) = viewSize
        let metres = max(camera.centerCoordinateDistance, 0) * 2 * tan(Self.fieldOfView / 2 * .pi / 180)
        change(animated: animated) {
            centerPoint = MKMapPoint(center)
            zoom = Self.clampZoom(metres / h / MKMetersPerMapPointAtLatitude(center.latitude), height: h)
            currentHeading = Self.normalized(camera.heading)
            currentPitch = CGFloat(min(max(Double(camera.pitch), 0), 60))
        }
    }

    // MARK: Converting

    /// The point in `view` (this view when nil) where `coordinate` is.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let (w, h) = viewSize
        let offset = screenOffset(of: MKMapPoint(coordinate))
        let local = CGPoint(x: w / 2 + offset.x + Double(bounds.minX), y: h / 2 + offset.y + Double(bounds.minY))
        return convertPoint(local, to: view)
    }

    /// The coordinate at `point` of `view` (this view when nil).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let (w, h) = viewSize
        let local = convertPoint(point, from: view)
        return mapPoint(atOffset: Double(local.x - bounds.minX) - w / 2, Double(local.y - bounds.minY) - h / 2)
            .coordinate
    }

    /// The rectangle of `view` (this view when nil) that `region` covers.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let c = region.center
        let s = region.span
        let corners = [
            CLLocationCoordinate2D(
                latitude: c.latitude + s.latitudeDelta / 2, longitude: c.longitude - s.longitudeDelta / 2),
            CLLocationCoordinate2D(
                latitude: c.latitude - s.latitudeDelta / 2, longitude: c.longitude + s.longitudeDelta / 2),
        ].map { convert($0, toPointTo: view) }
        return CGRect(
            x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
            width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
    }

    /// The region `rect` of `view` (this view when nil) covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let a = convert(CGPoint(x: rect.minX, y: rect.minY), toCoordinateFrom: view)
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), toCoordinateFrom: view)
        return MKCoordinateRegion(
            center: convert(CGPoint(x: rect.midX, y: rect.midY), toCoordinateFrom: view),
            span: MKCoordinateSpan(
                latitudeDelta: abs(a.latitude - b.latitude), longitudeDelta: abs(b.longitude - a.longitude)))
    }

    // MARK: Overlays

    /// The overlays, at both levels, in drawing order (the roads level first).
    open var overlays: [any MKOverlay] {
        overlayEntries.filter { $0.level == .aboveRoads }.map(\.overlay)
            + overlayEntries.filter { $0.level == .aboveLabels }.map(\.overlay)
    }

    /// The overlays of one level, in drawing order.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] {
        overlayEntries.filter { $0.level == level }.map(\.overlay)
    }

    /// Adds an overlay above the roads.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveRoads) }

    /// Adds overlays above the roads.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveRoads) }

    /// Adds an overlay at `level`, on top of that level's others.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { addOverlays([overlay], level: level) }

    /// Adds overlays at `level`. An overlay already on the map moves to the top of `level`.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) {
        // Each overlay once, at its last place in `overlays`; found by identity in one pass (not one per overlay).
        var added: Set<ObjectIdentifier> = []
        let unique = overlays.reversed().filter { added.insert(ObjectIdentifier($0)).inserted }.reversed()
        overlayEntries.removeAll { added.contains(ObjectIdentifier($0.overlay)) }
        overlayEntries += unique.map { ($0, level) }
        let made = unique.compactMap { renderer(made: $0) }
        if !made.isEmpty { delegate?.mapView(self, didAdd: made) }
    }

    /// Inserts an overlay at `index` of `level`'s overlays.
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) {
        overlayEntries.removeAll { $0.overlay === overlay }
        let positions = overlayEntries.indices.filter { overlayEntries[$0].level == level }
        let position =
            index < positions.count ? positions[max(index, 0)] : (positions.last.map { $0 + 1 } ?? overlayEntries.count)
        overlayEntries.insert((overlay, level), at: position)
        if let made = renderer(for: overlay) { delegate?.mapView(self, didAdd: [made]) }
    }

    /// Removes an overlay.
    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }

    /// Removes overlays.
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        let removed = Set(overlays.map(ObjectIdentifier.init))
        overlayEntries.removeAll { removed.contains(ObjectIdentifier($0.overlay)) }
        for overlay in removed { renderers[overlay] = nil }
    }

    /// The renderer drawing `overlay`, made by the delegate the first time it is asked; nil for an overlay not on
    /// the map.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        guard overlayEntries.contains(where: { $0.overlay === overlay }) else { return nil }
        return renderer(made: overlay)
    }

    /// The renderer of an overlay known to be on the map, made by the delegate the first time it is asked.
    func renderer(made overlay: any MKOverlay) -> MKOverlayRenderer? {
        if let existing = renderers[ObjectIdentifier(overlay)] { return existing }
        guard let delegate else { return nil }
        let made = delegate.mapView(self, rendererFor: overlay)
        renderers[ObjectIdentifier(overlay)] = made
        return made
    }

    // MARK: Annotations

    /// The annotations on the map, the user's location among them while it shows.
    open var annotations: [any MKAnnotation] {
        annotationList + (showsUserLocation && userLocation.location != nil ? [userLocation] : [])
    }

    /// Adds an annotation.
    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }

    /// Adds annotations (each once).
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !annotationList.contains(where: { $0 === annotation }) {
            annotationList.append(annotation)
        }
    }

    /// Removes an annotation.
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }

    /// Removes annotations.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            annotationList.removeAll { $0 === annotation }
            annotationViews[ObjectIdentifier(annotation)] = nil
        }
    }

    /// The views the delegate gave for annotations, by annotation (nil: the delegate gave none).
    var annotationViews: [ObjectIdentifier: MKAnnotationView?] = [:]

    /// The view shown for `annotation`, if the delegate gave one (nil for an annotation not on the map).
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
        annotationViews[ObjectIdentifier(annotation)] ?? nil
    }

    /// Shows every annotation of `annotations`: the region around them.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let rect = annotations.map(\.coordinate).filter(CLLocationCoordinate2DIsValid).reduce(MKMapRect.null) {
            $0.union(MKMapRect(origin: MKMapPoint($1), size: MKMapSize()))
        }
        guard !rect.isNull else { return }
        let padding = max(rect.width, rect.height) * 0.1
        setVisibleMapRect(
            MKMapRect(
                x: rect.minX - padding, y: rect.minY - padding, width: rect.width + 2 * padding,
                height: rect.height + 2 * padding),
            animated: animated)
    }

    // MARK: The user's location

    /// The user's location (the car's position).
    public let userLocation = MKUserLocation()

    /// Whether the map shows the user's location.
    open var showsUserLocation = false {
        didSet {
            guard showsUserLocation != oldValue else { return }
            userLocation.isUpdating = showsUserLocation
            if showsUserLocation {
                delegate?.mapViewWillStartLocatingUser(self)
            } else {
                delegate?.mapViewDidStopLocatingUser(self)
            }
        }
    }

    /// Whether the user's location is on the map and inside the visible area.
    open var isUserLocationVisible: Bool {
        guard showsUserLocation, let location = userLocation.location else { return false }
        return visibleMapRect.contains(MKMapPoint(location.coordinate))
    }

    /// How the map follows the user's location.
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    /// Follows the user's location as `mode` says: following turns `showsUserLocation` on and centres the map on
    /// the location (turned to its course with heading).
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != trackingMode else { return }
        trackingMode = mode
        if mode != .none { showsUserLocation = true }
        delegate?.mapView(self, didChange: mode, animated: animated)
        follow(animated: animated)
    }

    /// Centres on the user's location while tracking: in the middle of the part of the view its safe area leaves
    /// free (on a car screen, what the templates do not cover), as MapKit keeps the user's location clear of bars
    /// and cards; the whole view when nothing covers it.
    func follow(animated: Bool) {
        guard trackingMode != .none, let location = userLocation.location else { return }
        let course = userCourse
        let (w, h) = viewSize
        let insets = safeAreaInsets
        // The safe area's middle, from the view's middle (no offset when the insets leave nothing free).
        let free = w - Double(insets.left + insets.right) > 0 && h - Double(insets.top + insets.bottom) > 0
        let offsetX = free ? Double(insets.left - insets.right) / 2 : 0
        let offsetY = free ? Double(insets.top - insets.bottom) / 2 : 0
        change(animated: animated) {
            if trackingMode == .followWithHeading, let course { currentHeading = Self.normalized(course) }
            centerPoint = MKMapPoint(location.coordinate)
            centerPoint = mapPoint(atOffset: -offsetX, -offsetY)
        }
    }

    /// A tracking map keeps the user's location in the middle of the safe area when the insets change (a guidance
    /// card or the estimates appear or go).
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        follow(animated: true)
    }

    /// A tracking map keeps the user's location in the middle of the safe area when the view is resized.
    open override func layoutSubviews() {
        super.layoutSubviews()
        follow(animated: false)
    }

    /// The direction the car moves in, degrees from north, when the car knows it.
    var userCourse: CLLocationDirection?
}
#endif
