extension MapStyle {
    /// The sizes of everything the map draws besides road fills and colours: line widths, dash patterns, the one-way
    /// chevrons, the road-name labels, the annotation pins and the user-location puck. In points (a `…Metres` value
    /// is in metres on the ground and scales with the zoom, never thinner than its `…MinimumWidth`). The car decides
    /// them; the page paints by them and holds no number of its own.
    public struct Marks: Codable, Hashable, Sendable {
        /// The outline of buildings, from `Zooms.buildingEdges`.
        public var buildingEdgeWidth: Double
        /// The band of water along a coastline, and the coast line drawn on it.
        public var coastWaterMetres: Double
        public var coastWaterMinimumWidth: Double
        public var coastLineWidth: Double
        /// Railways: their width and their dash (drawn, gap).
        public var railMetres: Double
        public var railMinimumWidth: Double
        public var railDash: [Double]
        /// Roads and railways in tunnels: drawn faded (this opacity) with a dashed casing (drawn, gap), under the
        /// roads on the ground; bridges are drawn over them.
        public var tunnelOpacity: Double
        public var tunnelCasingDash: [Double]
        /// The font family of every text on the map (CSS `font-family`).
        public var fontFamily: String
        public var oneWayArrows: Arrows
        public var roadNames: Labels
        public var pin: Pin
        public var puck: Puck
        /// The width of an app's overlay outline when its renderer gives none.
        public var overlayLineWidth: Double
        /// Points of interest: their disc, glyph and name.
        public var place: PlaceMark
    }

    /// Chevrons along one-way roads, pointing the way traffic goes.
    public struct Arrows: Codable, Hashable, Sendable {
        /// Distance between two chevrons along the line on screen (the first at half of it).
        public var spacing: Double
        public var lineWidth: Double
        /// The chevron, pointing along +x, as [x, y] points about its position.
        public var chevron: [[Double]]
    }

    /// Road names along their line, with a halo, never overlapping.
    public struct Labels: Codable, Hashable, Sendable {
        public var fontSize: Double
        /// The height a label's box takes across the line (its text's height).
        public var lineHeight: Double
        public var haloWidth: Double
        /// A name is drawn on a line longer than the name by at least this much.
        public var margin: Double
        /// Space kept free around a label's box from other labels.
        public var padding: Double
    }

    /// An annotation's pin: a round head on a short stem, the point at its tip; its glyph text in the head, its
    /// title below the tip.
    public struct Pin: Codable, Hashable, Sendable {
        public var headRadius: Double
        /// How far above the tip the head's centre is.
        public var headHeight: Double
        /// The stem: half its width where it meets the head, and how far above the tip that is.
        public var stemHalfWidth: Double
        public var stemHeight: Double
        public var outline: String
        public var outlineWidth: Double
        public var glyphFontSize: Double
        public var glyphColor: String
        /// At most this many characters of `glyphText` are drawn.
        public var glyphCharacters: Int
        public var titleFontSize: Double
        /// How far below the tip the title's middle is.
        public var titleOffset: Double
        /// CSS font weight of the glyph and the title.
        public var fontWeight: Int
    }

    /// The user-location puck: a translucent halo, a white ring and the dot (in the palette's `puck` colour).
    public struct Puck: Codable, Hashable, Sendable {
        public var haloRadius: Double
        /// The halo's opacity (0…1) over the puck colour.
        public var haloOpacity: Double
        public var ringRadius: Double
        public var ringColor: String
        public var dotRadius: Double
    }

    /// The marks of the car's map style.
    public static let standardMarks = Marks(
        buildingEdgeWidth: 0.5, coastWaterMetres: 12, coastWaterMinimumWidth: 2, coastLineWidth: 1,
        railMetres: 2, railMinimumWidth: 1, railDash: [4, 3], tunnelOpacity: 0.45, tunnelCasingDash: [3, 2],
        fontFamily: "'DejaVu Sans', sans-serif",
        oneWayArrows: Arrows(spacing: 70, lineWidth: 1.2, chevron: [[-2.5, -2.5], [1.5, 0], [-2.5, 2.5]]),
        roadNames: Labels(fontSize: 8, lineHeight: 10, haloWidth: 3, margin: 16, padding: 2),
        pin: Pin(
            headRadius: 6, headHeight: 12, stemHalfWidth: 3, stemHeight: 8, outline: "#FFFFFF", outlineWidth: 1.5,
            glyphFontSize: 7, glyphColor: "#FFFFFF", glyphCharacters: 2, titleFontSize: 9, titleOffset: 10,
            fontWeight: 600),
        puck: Puck(haloRadius: 16, haloOpacity: 0.2, ringRadius: 7.5, ringColor: "#FFFFFF", dotRadius: 5.5),
        overlayLineWidth: 0.5,
        place: PlaceMark(
            radius: 7, glyphSize: 9, outline: "#FFFFFF", outlineWidth: 1, fontSize: 9, labelHeight: 12, labelGap: 3))
}
