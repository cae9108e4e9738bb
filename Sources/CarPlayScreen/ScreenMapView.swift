import Foundation

/// A map view as a front end draws it (a `mapView` node's `mapView`): the map view's snapshot (the host's
/// `MapViewState`) with its colours resolved for the map's appearance and its points as `[latitude, longitude]`
/// pairs. The base map comes from the car's map data (the simulator serves it at `/map/features`); the front end
/// projects everything with Web Mercator around `center` at `zoom` (the world is 256 × 2^zoom points wide), turned by
/// `heading`, into the node's frame. In JSON the settings (camera, map type, tracking mode, points of interest,
/// controls, attribution) stand beside the other members, as one object.
@dynamicMemberLookup
public struct ScreenMapView: Codable, Hashable, Sendable {
    /// Where the map looks and how it is set, as the snapshot copied them (read as the map's own properties:
    /// `center`, `zoom`, `heading`, `pitch`, `distance`, `mapType`, `trackingMode`, `pointsOfInterest`,
    /// `showsCompass`, `showsScale`, `showsTraffic`, `showsBuildings`, `attribution`).
    public var settings: Settings
    /// "light" or "dark": the map's appearance.
    public var appearance: DisplayConfiguration.Appearance
    /// Overlays in drawing order.
    public var overlays: [Overlay]
    public var annotations: [Annotation]
    /// The user's location puck, when shown.
    public var userLocation: Coordinate?

    public init(
        settings: Settings, appearance: DisplayConfiguration.Appearance, overlays: [Overlay] = [],
        annotations: [Annotation] = [], userLocation: Coordinate? = nil
    ) {
        self.settings = settings
        self.appearance = appearance
        self.overlays = overlays
        self.annotations = annotations
        self.userLocation = userLocation
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<Settings, Value>) -> Value {
        get { settings[keyPath: path] }
        set { settings[keyPath: path] = newValue }
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

        public init(
            shape: String, points: [[Double]], holes: [[[Double]]] = [], radius: Double? = nil, level: String,
            strokeColor: ScreenColor? = nil, fillColor: ScreenColor? = nil, lineWidth: Double,
            lineDashPattern: [Double] = [], alpha: Double = 1
        ) {
            self.shape = shape
            self.points = points
            self.holes = holes
            self.radius = radius
            self.level = level
            self.strokeColor = strokeColor
            self.fillColor = fillColor
            self.lineWidth = lineWidth
            self.lineDashPattern = lineDashPattern
            self.alpha = alpha
        }
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

        public init(
            latitude: Double, longitude: Double, title: String? = nil, subtitle: String? = nil,
            tintColor: ScreenColor? = nil, glyphText: String? = nil
        ) {
            self.latitude = latitude
            self.longitude = longitude
            self.title = title
            self.subtitle = subtitle
            self.tintColor = tintColor
            self.glyphText = glyphText
        }
    }
}

extension ScreenMapView {
    private enum CodingKeys: String, CodingKey { case appearance, overlays, annotations, userLocation }

    /// The JSON keys of the overlays and the annotations (`PublishedScreen` keeps their old JSON while they stay).
    static let overlaysKey = CodingKeys.overlays.rawValue
    static let annotationsKey = CodingKeys.annotations.rawValue

    /// Decodes the settings and the other members from one object.
    public init(from decoder: any Decoder) throws {
        settings = try Settings(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        appearance = try container.decode(DisplayConfiguration.Appearance.self, forKey: .appearance)
        overlays = try container.decode([Overlay].self, forKey: .overlays)
        annotations = try container.decode([Annotation].self, forKey: .annotations)
        userLocation = try container.decodeIfPresent(Coordinate.self, forKey: .userLocation)
    }

    /// Encodes the settings and the other members into one object.
    public func encode(to encoder: any Encoder) throws {
        try settings.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(overlays, forKey: .overlays)
        try container.encode(annotations, forKey: .annotations)
        try container.encodeIfPresent(userLocation, forKey: .userLocation)
    }
}

extension ScreenMapView {
    /// Writes the members of the view's JSON besides its overlays and annotations (the settings, the appearance,
    /// the puck) as `encode(to:)` writes them, without an encoder: a map that follows the car changes its camera
    /// every second. Returns false, writing nothing, when a number is not finite (JSON has none; the encoder throws).
    func writeMembers(into members: inout [String: JSONValue]) -> Bool {
        guard settings.center.isFinite, settings.zoom.isFinite, settings.distance.isFinite,
            settings.heading.isFinite, settings.pitch.isFinite, userLocation?.isFinite ?? true
        else { return false }
        members["center"] = settings.center.json
        members["zoom"] = .number(settings.zoom)
        members["distance"] = .number(settings.distance)
        members["heading"] = .number(settings.heading)
        members["pitch"] = .number(settings.pitch)
        members["mapType"] = .string(settings.mapType)
        members["trackingMode"] = .string(settings.trackingMode)
        members["pointsOfInterest"] = .string(settings.pointsOfInterest)
        members["showsCompass"] = .bool(settings.showsCompass)
        members["showsScale"] = .bool(settings.showsScale)
        members["showsTraffic"] = .bool(settings.showsTraffic)
        members["showsBuildings"] = .bool(settings.showsBuildings)
        members["attribution"] = settings.attribution.map { .string($0) }
        members[CodingKeys.appearance.rawValue] = .string(appearance.rawValue)
        members[CodingKeys.userLocation.rawValue] = userLocation?.json
        return true
    }
}

extension ScreenMapView.Coordinate {
    var isFinite: Bool { latitude.isFinite && longitude.isFinite }

    /// The coordinate's JSON, as `Codable` writes it.
    var json: JSONValue { .object(["latitude": .number(latitude), "longitude": .number(longitude)]) }
}
