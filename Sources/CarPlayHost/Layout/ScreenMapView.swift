import Foundation

/// A map view as a front end draws it (a `mapView` node's `mapView`): the camera, the appearance, and the app's
/// overlays and annotations with their colours resolved. The base map comes from the car's map data (the
/// simulator serves it at `/map/features`); the front end projects everything with Web Mercator around `center`
/// at `zoom` (the world is 256 × 2^zoom points wide), turned by `heading`, into the node's frame.
public struct ScreenMapView: Codable, Hashable, Sendable {
    /// The coordinate at the middle of the node's frame.
    public var center: Coordinate
    /// The zoom level (the world is 256 × 2^zoom points wide).
    public var zoom: Double
    /// The direction the top of the frame faces, degrees clockwise from north.
    public var heading: Double
    /// The tilt in degrees (0: straight down). Front ends may approximate it.
    public var pitch: Double
    /// The camera's distance to the centre in metres.
    public var distance: Double
    /// "light" or "dark": the map's appearance.
    public var appearance: DisplayConfiguration.Appearance
    /// `MKMapType`'s Swift name.
    public var mapType: String
    /// Overlays in drawing order.
    public var overlays: [Overlay]
    public var annotations: [Annotation]
    /// The user's location puck, when shown.
    public var userLocation: Coordinate?
    /// `MKUserTrackingMode`'s Swift name.
    public var trackingMode: String
    /// Which points of interest show ("all", "none", "including:…", "excluding:…").
    public var pointsOfInterest: String
    public var showsCompass: Bool
    public var showsScale: Bool
    public var showsTraffic: Bool
    public var showsBuildings: Bool
    /// The credit the map data needs, drawn by the node's drawing items.
    public var attribution: String?

    /// A latitude and longitude.
    public struct Coordinate: Codable, Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double

        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// An overlay: its shape in coordinates and its style, resolved for the appearance.
    public struct Overlay: Codable, Hashable, Sendable {
        /// "polyline", "polygon" or "circle".
        public var shape: String
        /// `[latitude, longitude]` pairs: the line or outline; a circle's centre.
        public var points: [[Double]]
        /// A polygon's holes, as `points`.
        public var holes: [[[Double]]]
        /// A circle's radius in metres.
        public var radius: Double?
        /// "aboveRoads" or "aboveLabels".
        public var level: String
        public var strokeColor: ScreenColor?
        public var fillColor: ScreenColor?
        /// The stroke's width in points (0: one pixel).
        public var lineWidth: Double
        /// Dash and gap lengths in points; empty: solid.
        public var lineDashPattern: [Double]
        /// The opacity of the whole overlay, 0...1.
        public var alpha: Double
    }

    /// An annotation's pin and texts.
    public struct Annotation: Codable, Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double
        public var title: String?
        public var subtitle: String?
        /// The pin's colour (a marker view's tint); nil: the map's red.
        public var tintColor: ScreenColor?
        /// Text in the pin (a marker view's glyph text).
        public var glyphText: String?
    }
}

extension ScreenMapView {
    /// A map view's state with its colours resolved for `appearance`.
    /// Every number is finite (a point with a non-finite coordinate is left out), so the node always encodes.
    init(_ state: MapViewState, appearance: DisplayConfiguration.Appearance) {
        let dark = appearance == .dark
        func color(_ color: ColorSnapshot) -> ScreenColor { ScreenColor(dark ? color.dark : color.light) }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        func pairs(_ points: [MapViewState.MapCoordinate]) -> [[Double]] {
            points.filter { $0.latitude.isFinite && $0.longitude.isFinite }.map { [$0.latitude, $0.longitude] }
        }
        center = Coordinate(latitude: finite(state.center.latitude), longitude: finite(state.center.longitude))
        zoom = finite(state.zoom)
        heading = finite(state.heading)
        pitch = finite(state.pitch)
        distance = finite(state.distance)
        self.appearance = appearance
        mapType = state.mapType
        overlays = state.overlays.map { overlay in
            Overlay(
                shape: overlay.shape, points: pairs(overlay.points), holes: overlay.holes.map(pairs),
                radius: overlay.radius.map(finite), level: overlay.level, strokeColor: overlay.strokeColor.map(color),
                fillColor: overlay.fillColor.map(color), lineWidth: finite(overlay.lineWidth),
                lineDashPattern: overlay.lineDashPattern.filter(\.isFinite), alpha: finite(overlay.alpha))
        }
        annotations = state.annotations.filter { $0.coordinate.latitude.isFinite && $0.coordinate.longitude.isFinite }
            .map {
                Annotation(
                    latitude: $0.coordinate.latitude, longitude: $0.coordinate.longitude, title: $0.title,
                    subtitle: $0.subtitle, tintColor: $0.tintColor.map(color), glyphText: $0.glyphText)
            }
        userLocation = state.userLocation.flatMap {
            $0.latitude.isFinite && $0.longitude.isFinite
                ? Coordinate(latitude: $0.latitude, longitude: $0.longitude) : nil
        }
        trackingMode = state.trackingMode
        pointsOfInterest = state.pointsOfInterest
        showsCompass = state.showsCompass
        showsScale = state.showsScale
        showsTraffic = state.showsTraffic
        showsBuildings = state.showsBuildings
        attribution = state.attribution
    }

    /// A short summary for text snapshots and logs: centre, zoom, heading, pitch.
    var cameraSummary: String {
        String(
            format: "%.5f,%.5f z%.2f h%.0f p%.0f", center.latitude, center.longitude, zoom, heading, pitch)
    }
}
