import Foundation
@_spi(CarPlayHost) import MapKit
import UIKit

/// An app's `MKMapView` as the car draws it, copied into a value (the map part of a `ViewSnapshot`): where it looks
/// and how it is set (`settings`: centre, zoom, heading, pitch, kind of map...), the app's overlays with the styles
/// their renderers give them, the annotations, and the user's location. Colours keep their light and dark forms; the
/// layout resolves them for the map's appearance (`ScreenMapView`). Every number is finite: the copy leaves out a
/// point with a non-finite coordinate and counts any other non-finite number as 0, so what is drawn always encodes.
/// An overlay of more than a thousand points is simplified to what the display shows at the map's zoom, at most
/// 5,000 points (`OverlaySimplification`), so no app's line makes the screen's state large; all the overlays together
/// go with at most 20,000 points (`overlayNote` says when that limit changed what is drawn).
@dynamicMemberLookup
public struct MapViewState: Codable, Hashable, Sendable {
    /// Where the map looks and how it is set; the screen's `ScreenMapView` carries the same.
    public var settings: Settings
    /// The overlays in drawing order (roads level, then labels level).
    public var overlays: [Overlay]
    /// The app's annotations, in the order added.
    public var annotations: [Annotation]
    /// Whether the map shows the user's location.
    public var showsUserLocation: Bool
    /// The user's location (the car's position) while shown and known.
    public var userLocation: MapCoordinate?
    /// Set when the overlays had more points together than the car carries (`OverlaySimplification
    /// .maximumTotalPoints`): what the car did about it, for the screen's warnings and the car's log.
    public var overlayNote: String?
    /// Where MapKit keeps its own controls (the compass) clear of what the car draws over the map: the window's
    /// safe area insets — top, left, bottom, right — as the car gives them, not what the app adds for its own
    /// framing (a map filling its window; the view's own insets outside a window).
    public var safeAreaInsets: [Double] = [0, 0, 0, 0]

    /// The settings read as the map's own properties (`state.zoom`).
    public subscript<Value>(dynamicMember path: WritableKeyPath<Settings, Value>) -> Value {
        get { settings[keyPath: path] }
        set { settings[keyPath: path] = newValue }
    }

    /// Where a map looks (its camera) and how it is set, as the app left them (`ScreenMapView.Settings`, in
    /// CarPlayScreen, which draws them).
    public typealias Settings = ScreenMapView.Settings

    /// A latitude and longitude (`ScreenMapView.Coordinate`).
    public typealias MapCoordinate = ScreenMapView.Coordinate

    /// An overlay with its renderer's style.
    public struct Overlay: Codable, Hashable, Sendable {
        /// What shape: "polyline", "polygon", "circle".
        public var shape: String
        /// The points (a polyline's line, a polygon's outline); a circle: its centre.
        public var points: [MapCoordinate]
        /// A polygon's holes.
        public var holes: [[MapCoordinate]]
        /// A circle's radius in metres.
        public var radius: Double?
        /// "aboveRoads" or "aboveLabels".
        public var level: String
        public var strokeColor: ColorSnapshot?
        public var fillColor: ColorSnapshot?
        /// The outline's width in points (0: the thinnest line).
        public var lineWidth: Double
        /// Dash and gap lengths in points; empty: solid.
        public var lineDashPattern: [Double]
        /// The renderer's opacity, 0...1.
        public var alpha: Double
        public var title: String?

        /// How many points the overlay is carried with (its holes' too).
        var pointCount: Int { holes.reduce(points.count) { $0 + $1.count } }
    }

    /// An annotation: where, its callout's texts, and its marker's colour and glyph text (an
    /// `MKMarkerAnnotationView` from the delegate; nil: the standard red pin). Annotations whose view is hidden are
    /// left out.
    public struct Annotation: Codable, Hashable, Sendable {
        public var coordinate: MapCoordinate
        public var title: String?
        public var subtitle: String?
        public var tintColor: ColorSnapshot?
        public var glyphText: String?
    }
}

extension MapViewState {
    /// Copies a live map view. `attribution` is the credit of the car's map.
    @MainActor init(_ view: MKMapView, attribution: String?) {
        let camera = view.camera
        let mapType =
            switch view.mapType {
            case .standard: "standard"
            case .satellite: "satellite"
            case .hybrid: "hybrid"
            case .satelliteFlyover: "satelliteFlyover"
            case .hybridFlyover: "hybridFlyover"
            case .mutedStandard: "mutedStandard"
            }
        let trackingMode =
            switch view.userTrackingMode {
            case .none: "none"
            case .follow: "follow"
            case .followWithHeading: "followWithHeading"
            }
        let pointsOfInterest: String
        if let filter = view.pointOfInterestFilter {
            let listed = filter._listed
            let names = listed.categories.map(\.rawValue).sorted()
            if names.isEmpty {
                pointsOfInterest = listed.including ? "none" : "all"
            } else {
                pointsOfInterest = (listed.including ? "including:" : "excluding:") + names.joined(separator: ",")
            }
        } else {
            pointsOfInterest = "all"
        }
        settings = Settings(
            center: MapCoordinate(
                latitude: Self.finite(camera.centerCoordinate.latitude),
                longitude: Self.finite(camera.centerCoordinate.longitude)),
            zoom: Self.finite(20 - log2(max(view._hostZoom, .leastNonzeroMagnitude))),
            distance: Self.finite(camera.centerCoordinateDistance), heading: Self.finite(camera.heading),
            pitch: Self.finite(Double(camera.pitch)),
            mapType: mapType, trackingMode: trackingMode,
            pointsOfInterest: pointsOfInterest, showsCompass: view.showsCompass, showsScale: view.showsScale,
            showsTraffic: view.showsTraffic, showsBuildings: view.showsBuildings, attribution: attribution)
        let tolerance = OverlaySimplification.tolerance(zoom: settings.zoom, pitched: settings.pitch > 0)
        (overlays, overlayNote) = Self.overlays(view._hostOverlays, tolerance: tolerance)
        annotations = view._hostAnnotations.compactMap { annotation in
            guard let coordinate = MapCoordinate(finite: annotation.coordinate),
                CLLocationCoordinate2DIsValid(annotation.coordinate)
            else { return nil }
            let annotationView = view._hostAnnotationView(for: annotation)
            if let annotationView, annotationView.isHidden { return nil }
            let marker = annotationView as? MKMarkerAnnotationView
            return Annotation(
                coordinate: coordinate, title: annotation.title ?? nil,
                subtitle: annotation.subtitle ?? nil, tintColor: marker?.markerTintColor.map(ColorSnapshot.init),
                glyphText: marker?.glyphText.flatMap { $0.isEmpty ? nil : $0 })
        }
        let insets = view.window?.safeAreaInsets ?? view.safeAreaInsets
        safeAreaInsets = [insets.top, insets.left, insets.bottom, insets.right].map { Self.finite(Double($0)) }
        showsUserLocation = view.showsUserLocation
        userLocation =
            view.showsUserLocation ? view.userLocation.location.flatMap { MapCoordinate(finite: $0.coordinate) } : nil
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }

    /// What the car says when the overlays had too many points together.
    static let simplifiedNote =
        "A map view's overlays have more than \(OverlaySimplification.maximumTotalPoints) points together: the car "
        + "draws their lines simplified beyond the screen's resolution"
    static let leftOutNote =
        "A map view's overlays have more than \(OverlaySimplification.maximumTotalPoints) points together even "
        + "simplified to their ends: the car leaves out the last ones"

    /// The overlays the car can draw, lines simplified to `tolerance`. When they have more than
    /// `OverlaySimplification.maximumTotalPoints` points together, every line, short ones too, is simplified (at
    /// `tolerance`, then four times more coarsely each time) until they fit; each simplification is kept with its
    /// shape, so the next snapshot finds them. When even every line down to its ends is too many, the last overlays
    /// are left out and the others simplified as little as the limit allows. The note says which happened.
    @MainActor private static func overlays(
        _ entries: [(overlay: any MKOverlay, renderer: MKOverlayRenderer?, level: MKOverlayLevel)], tolerance: Double,
        leavingOut: Bool = false
    ) -> (overlays: [Overlay], note: String?) {
        let limit = OverlaySimplification.maximumTotalPoints
        var coarser = tolerance
        var simplifyShort = false
        while true {
            let copied = entries.map {
                overlay(
                    $0.overlay, renderer: $0.renderer, level: $0.level, tolerance: coarser, simplifyShort: simplifyShort
                )
            }
            if copied.reduce(0, { $0 + ($1?.pointCount ?? 0) }) <= limit {
                return (copied.compactMap { $0 }, leavingOut ? leftOutNote : simplifyShort ? simplifiedNote : nil)
            }
            if !simplifyShort {
                simplifyShort = true
            } else if coarser < MKMapSize.world.width {
                coarser *= 4
            } else {
                // Coarser than the world is wide, a line is its ends: the overlays that fit so are kept.
                var kept = 0
                var total = 0
                for overlay in copied {
                    total += overlay?.pointCount ?? 0
                    guard total <= limit else { break }
                    kept += 1
                }
                return overlays(Array(entries.prefix(kept)), tolerance: tolerance, leavingOut: true)
            }
        }
    }

    /// An overlay the car can draw (a polyline, polygon or circle with a path renderer); nil for others (a plain
    /// `MKOverlayRenderer` draws nothing, as on iOS). A line of many points is simplified to `tolerance` map points
    /// (`OverlaySimplification`).
    @MainActor private static func overlay(
        _ overlay: any MKOverlay, renderer: MKOverlayRenderer?, level: MKOverlayLevel, tolerance: Double,
        simplifyShort: Bool
    ) -> Overlay? {
        guard let renderer = renderer as? MKOverlayPathRenderer else { return nil }
        let shape: String
        var points: [MapCoordinate] = []
        var holes: [[MapCoordinate]] = []
        var radius: Double?
        func coordinates(_ multiPoint: MKMultiPoint) -> [MapCoordinate] {
            OverlaySimplification.coordinates(of: multiPoint, tolerance: tolerance, simplifyShort: simplifyShort)
        }
        switch overlay {
        case let polyline as MKPolyline:
            shape = "polyline"
            points = coordinates(polyline)
        case let polygon as MKPolygon:
            shape = "polygon"
            points = coordinates(polygon)
            holes = (polygon.interiorPolygons ?? []).map(coordinates)
        case let circle as MKCircle:
            shape = "circle"
            points = MapCoordinate(finite: circle.coordinate).map { [$0] } ?? []
            radius = finite(circle.radius)
        default:
            return nil
        }
        let width = Double(renderer.lineWidth)
        return Overlay(
            shape: shape, points: points, holes: holes, radius: radius,
            level: level == .aboveLabels ? "aboveLabels" : "aboveRoads",
            strokeColor: renderer.strokeColor.map(ColorSnapshot.init),
            fillColor: renderer.fillColor.map(ColorSnapshot.init),
            lineWidth: width.isFinite ? max(0, width) : 0,
            lineDashPattern: (renderer.lineDashPattern ?? []).map(\.doubleValue).filter { $0.isFinite && $0 >= 0 },
            alpha: min(max(Self.finite(Double(renderer.alpha)), 0), 1), title: overlay.title ?? nil)
    }
}

extension MapViewState.MapCoordinate {
    /// `coordinate`, nil when either of its numbers is not finite.
    init?(finite coordinate: CLLocationCoordinate2D) {
        guard coordinate.latitude.isFinite, coordinate.longitude.isFinite else { return nil }
        self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}
