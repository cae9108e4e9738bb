import OpenStreetMap

/// How the car draws its map (the base map under an app's overlays): the colours of each appearance, each road
/// class's width and colour, the order features are painted in, from which zoom what shows, and how the base map's
/// data is fetched. The car decides how its map looks, not the front end: the browser car receives it with the car
/// state (`mapStyle`) and paints by it.
public struct MapStyle: Codable, Hashable, Sendable {
    /// The colours of one appearance, as `#RRGGBB` or `#RRGGBBAA`.
    public struct Palette: Codable, Hashable, Sendable {
        public var land, water, coast, park, building, buildingEdge, rail, casing, label, halo, arrow: String
        /// Road fill colours by road colour class (`Road.colour`).
        public var roads: [String: String]
        /// The annotation pin and the user-location puck.
        public var pin, puck: String
    }

    /// How a road class is drawn: its width in metres, its colour class, and the least width in points.
    public struct Road: Codable, Hashable, Sendable {
        public var width: Double
        public var colour: String
        public var minimumWidth: Double
    }

    /// From which zoom each kind of detail shows.
    public struct Zooms: Codable, Hashable, Sendable {
        public var buildings: Double
        public var buildingEdges: Double
        public var minorRoads: Double
        public var oneWayArrows: Double
        public var roadNames: Double
    }

    /// The base map's data is fetched in tiles of this zoom (`/map/features`; about 1.6 km in Monaco).
    public var tileZoom: Int
    /// Zoomed out so far that more tiles would show, no base map is fetched (overlays still draw).
    public var maxTiles: Int
    /// A camera change animates from the camera drawn last over this long, unless the zoom changes by more levels
    /// than `animationLargestZoomChange` (then the map jumps).
    public var animationMilliseconds: Int
    public var animationLargestZoomChange: Double
    public var light: Palette
    public var dark: Palette
    /// Road classes (OpenStreetMap `highway` values) and how each is drawn; classes not listed are drawn as `road`.
    public var roads: [String: Road]
    /// Road classes from the least to the most important (higher ones are painted over lower ones).
    public var roadRank: [String]
    /// Feature kinds in paint order.
    public var paintOrder: [String]
    /// Where roads and railways run, in paint order (a feature without a `level` is on the ground).
    public var levelOrder: [String]
    public var zooms: Zooms
    /// The width a road's casing adds, points.
    public var casingWidth: Double
    /// The sizes of lines, labels, pins and the puck.
    public var marks: Marks
    /// How places of each of Apple's point-of-interest categories show (`MKPointOfInterestCategory` raw values);
    /// places of other categories are not drawn.
    public var places: [String: Place]

    /// The car's map style.
    public static let standard = MapStyle(
        tileZoom: 14, maxTiles: 64, animationMilliseconds: 250, animationLargestZoomChange: 4,
        light: Palette(
            land: "#F2EFE9", water: "#A9D3E6", coast: "#7FB5CF", park: "#CDE6B8", building: "#DED8CF",
            buildingEdge: "#CFC7BC", rail: "#8C8C8C", casing: "#C9C1B4", label: "#333333", halo: "#FFFFFFE0",
            arrow: "#7A7A7A",
            roads: [
                "motorway": "#F0A07E", "trunk": "#F7B98F", "primary": "#FBD38D", "secondary": "#FAE9A9",
                "tertiary": "#FFFFFF", "other": "#FFFFFF", "minor": "#FFFFFF",
            ],
            pin: "#FF3B30", puck: "#007AFF"),
        dark: Palette(
            land: "#1D1F23", water: "#14314A", coast: "#2A5675", park: "#1F3327", building: "#2B2D33",
            buildingEdge: "#34373E", rail: "#5A5A5A", casing: "#101114", label: "#D8D8D8", halo: "#000000C0",
            arrow: "#A0A0A0",
            roads: [
                "motorway": "#9A6A3A", "trunk": "#8A6A40", "primary": "#7A6840", "secondary": "#5E5A48",
                "tertiary": "#4A4C52", "other": "#3E4046", "minor": "#35373C",
            ],
            pin: "#FF453A", puck: "#0A84FF"),
        roads: [
            "motorway": Road(width: 16, colour: "motorway", minimumWidth: 1.6),
            "trunk": Road(width: 14, colour: "trunk", minimumWidth: 1.6),
            "primary": Road(width: 12, colour: "primary", minimumWidth: 1.6),
            "secondary": Road(width: 11, colour: "secondary", minimumWidth: 1.6),
            "tertiary": Road(width: 10, colour: "tertiary", minimumWidth: 1.6),
            "motorway_link": Road(width: 9, colour: "motorway", minimumWidth: 1.6),
            "trunk_link": Road(width: 9, colour: "trunk", minimumWidth: 1.6),
            "primary_link": Road(width: 8, colour: "primary", minimumWidth: 1.6),
            "secondary_link": Road(width: 8, colour: "secondary", minimumWidth: 1.6),
            "tertiary_link": Road(width: 8, colour: "tertiary", minimumWidth: 1.6),
            "unclassified": Road(width: 8, colour: "other", minimumWidth: 1),
            "residential": Road(width: 8, colour: "other", minimumWidth: 1),
            "road": Road(width: 7, colour: "other", minimumWidth: 1),
            "living_street": Road(width: 6, colour: "other", minimumWidth: 1),
            "service": Road(width: 5, colour: "minor", minimumWidth: 0.6),
            "track": Road(width: 4, colour: "minor", minimumWidth: 0.6),
        ],
        roadRank: [
            "track", "service", "living_street", "residential", "road", "unclassified", "tertiary_link",
            "secondary_link", "primary_link", "trunk_link", "motorway_link", "tertiary", "secondary", "primary",
            "trunk", "motorway",
        ],
        paintOrder: MapFeatures.Kind.allCases.map(\.rawValue),
        levelOrder: MapFeatures.Level.allCases.map(\.rawValue),
        zooms: Zooms(buildings: 15, buildingEdges: 17, minorRoads: 15, oneWayArrows: 16, roadNames: 14.5),
        casingWidth: 1.5, marks: standardMarks, places: standardPlaces)

    /// The palette of an appearance.
    public func palette(dark isDark: Bool) -> Palette { isDark ? dark : light }
}
