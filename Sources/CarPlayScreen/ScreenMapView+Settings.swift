import Foundation

extension ScreenMapView {
    /// Where a map looks (its camera) and how it is set, as the app left them.
    public struct Settings: Codable, Hashable, Sendable {
        /// The coordinate at the centre of the view.
        public var center: Coordinate
        /// The zoom level: the whole world is 256 × 2^zoom points wide (so zoom 20 shows one map point per point).
        public var zoom: Double
        /// The camera's distance to the centre in metres (MapKit's `centerCoordinateDistance`).
        public var distance: Double
        /// The direction the top of the view faces, degrees clockwise from north, 0..<360.
        public var heading: Double
        /// The tilt in degrees (0 looks straight down).
        public var pitch: Double
        /// `MKMapType`, by its Swift name ("standard", "mutedStandard", "satellite"...).
        public var mapType: String
        /// `MKUserTrackingMode`, by its Swift name ("none", "follow", "followWithHeading").
        public var trackingMode: String
        /// The points of interest shown: "all", "none", or the categories ("including:…" / "excluding:…", Apple's
        /// raw values, sorted).
        public var pointsOfInterest: String
        public var showsCompass: Bool
        public var showsScale: Bool
        public var showsTraffic: Bool
        public var showsBuildings: Bool
        /// The credit the car's map data needs wherever it shows.
        public var attribution: String?

        public init(
            center: Coordinate, zoom: Double, distance: Double, heading: Double, pitch: Double, mapType: String,
            trackingMode: String, pointsOfInterest: String, showsCompass: Bool, showsScale: Bool, showsTraffic: Bool,
            showsBuildings: Bool, attribution: String? = nil
        ) {
            self.center = center
            self.zoom = zoom
            self.distance = distance
            self.heading = heading
            self.pitch = pitch
            self.mapType = mapType
            self.trackingMode = trackingMode
            self.pointsOfInterest = pointsOfInterest
            self.showsCompass = showsCompass
            self.showsScale = showsScale
            self.showsTraffic = showsTraffic
            self.showsBuildings = showsBuildings
            self.attribution = attribution
        }
    }

    /// A latitude and longitude.
    public struct Coordinate: Codable, Hashable, Sendable {
        public var latitude: Double
        public var longitude: Double

        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }
}
