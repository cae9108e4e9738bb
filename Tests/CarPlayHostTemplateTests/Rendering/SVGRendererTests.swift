import CarPlayHost
import Expectations
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `SVGRenderer` draws a Screen as the browser car does: roles' shapes and implied colours, drawing items where the
/// layout put them, scrolled content moved by its offset, the focus ring, images from the car's store, the car's map
/// under map views, and PNG through librsvg.
@Suite struct SVGRendererTests {
    static let display = DisplayConfiguration.standard
    static let theme = Theme(.light).screenTheme

    static func screen(_ children: [ScreenNode], focused: ElementID? = nil) -> Screen {
        let frame = Rect(x: 0, y: 0, width: 400, height: 240)
        return Screen(
            display: display, root: ScreenNode(role: .screen, frame: frame, children: children),
            focusedElement: focused, theme: theme)
    }

    static func text(_ text: String, _ frame: Rect, style: ScreenDrawItem.TextStyle? = nil) -> ScreenDrawItem {
        ScreenDrawItem(kind: .text, frame: frame, text: text, font: ScreenFont(size: 15), style: style)
    }

    static func wellFormed(_ svg: String) -> Bool { XMLParser(data: Data(svg.utf8)).parse() }

    @Test func aDocumentIsTheDisplaysPixelsAndItsTextsEscaped() {
        var row = ScreenNode(role: .listRow, frame: Rect(x: 10, y: 20, width: 200, height: 44))
        row.drawing = [Self.text("Fish & <Chips> \"Now\"", Rect(x: 20, y: 20, width: 180, height: 22))]
        let svg = SVGRenderer(map: nil).render(Self.screen([row]))
        expectTrue(Self.wellFormed(svg))
        expectTrue(svg.contains(#"width="800" height="480" viewBox="0 0 400 240""#))
        expectTrue(svg.contains("Fish &amp; &lt;Chips&gt; &quot;Now&quot;</text>"))
        // Vertically centred in its frame as CSS centres a line: baseline 0.346 em below the middle.
        expectTrue(svg.contains(#"<text x="20" y="36.19" font-size="15""#))
    }

    @Test func rolesTakeTheirShapesAndImpliedColours() {
        var badge = ScreenNode(role: .badge, frame: Rect(x: 100, y: 10, width: 18, height: 18))
        badge.drawing = [Self.text("3", Rect(x: 100, y: 10, width: 18, height: 18))]
        let row = ScreenNode(role: .listRow, frame: Rect(x: 0, y: 40, width: 300, height: 44), background: "#FFFFFF")
        let card = ScreenNode(
            role: .guidanceCard, frame: Rect(x: 10, y: 100, width: 200, height: 80), background: "#1C1C1E",
            content: ScreenContent(corner: 12))
        let svg = SVGRenderer(map: nil).render(Self.screen([badge, row, card]))
        expectTrue(Self.wellFormed(svg))
        // The badge: round, in the theme's badge red, its digit white.
        expectTrue(
            svg.contains(#"<rect x="100" y="10" width="18" height="18" rx="9" fill="\#(Self.theme.badge.hex)"/>"#))
        expectTrue(svg.contains(##"fill="#FFFFFF" xml:space="preserve">3</text>"##))
        // A list row's corners, a card's corner from the Screen, its shadow and its clipping.
        expectTrue(svg.contains(##"<rect x="0" y="40" width="300" height="44" rx="8" fill="#FFFFFF"/>"##))
        expectTrue(svg.contains(#"<rect x="10" y="100" width="200" height="80" rx="12" filter="url(#"#))
        expectTrue(
            svg.contains(#"<clipPath id="d2"><rect x="10" y="100" width="200" height="80" rx="12"/></clipPath>"#))
    }

    @Test func scrolledContentMovesByItsOffsetAndTheFocusRingIsDrawn() {
        let id = ElementID("row-7")
        var row = ScreenNode(role: .listRow, frame: Rect(x: 0, y: 300, width: 300, height: 44), id: id)
        row.action = .select(id)
        let scroll = ScreenNode(
            role: .scrollView, frame: Rect(x: 0, y: 0, width: 300, height: 240), scrollOffset: 120, children: [row])
        let svg = SVGRenderer(map: nil).render(Self.screen([scroll], focused: id))
        expectTrue(svg.contains(#"<g transform="translate(0 -120)">"#))
        // The ring: the focus fill and a 2-point line inside the row, rounded as the row is.
        expectTrue(
            svg.contains(
                ##"<rect x="1" y="301" width="298" height="42" rx="7" fill="none" stroke="#007AFF" stroke-width="2"/>"##
            ))
        let unfocused = SVGRenderer(map: nil).render(Self.screen([scroll]))
        expectTrue(!unfocused.contains(#"stroke-width="2"/>"#))
    }

    @Test func imagesComeFromTheSymbolSetTheStoreOrShowTheMissingGlyph() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let store = ImageStore()
        store.record(png, source: .data(digest: "abc"), appearance: .light, scale: 2)
        func node(_ source: ScreenImage.Source, template: Bool = false, disabled: Bool = false) -> ScreenNode {
            var node = ScreenNode(role: .rowImage, frame: Rect(x: 0, y: 0, width: 40, height: 40), isEnabled: !disabled)
            node.drawing = [
                ScreenDrawItem(
                    kind: .image, frame: Rect(x: 0, y: 0, width: 40, height: 40),
                    image: ScreenImage(
                        source: source, size: Size(width: 40, height: 40), scale: 2, isTemplate: template,
                        tint: template ? "#FF0000" : nil))
            ]
            return node
        }
        let symbol = SVGRenderer(map: nil).render(Self.screen([node(.system("star.fill"))]))
        expectTrue(
            symbol.contains(##"<svg x="0" y="0" width="40" height="40" color="#000000" preserveAspectRatio="none""##))
        let stored = SVGRenderer(images: store, map: nil).render(Self.screen([node(.data(digest: "abc"))]))
        expectTrue(stored.contains("href=\"data:image/png;base64,\(png.base64EncodedString())\""))
        let tinted = SVGRenderer(images: store, map: nil).render(
            Self.screen([node(.data(digest: "abc"), template: true)]))
        expectTrue(tinted.contains(##"<feFlood flood-color="#FF0000" flood-opacity="1"/>"##))
        // Without the bytes, and for an unknown symbol: the missing-image glyph (its dashed box).
        for source in [ScreenImage.Source.data(digest: "abc"), .system("no.such.symbol")] {
            let missing = SVGRenderer(map: nil).render(Self.screen([node(source)]))
            expectTrue(missing.contains(#"stroke-dasharray="3 2""#))
        }
        // A disabled node's images are faded.
        let disabled = SVGRenderer(map: nil).render(Self.screen([node(.system("star.fill"), disabled: true)]))
        expectTrue(disabled.contains(#"preserveAspectRatio="none" opacity="0.45""#))
    }

    static func mapNode(_ map: ScreenMapView) -> ScreenNode {
        var node = ScreenNode(role: .mapView, frame: Rect(x: 0, y: 0, width: 400, height: 240))
        node.mapView = map
        return node
    }

    static func monaco(zoom: Double = 16.5) -> ScreenMapView {
        ScreenMapView(
            settings: .init(
                center: .init(latitude: 43.7347, longitude: 7.4206), zoom: zoom, distance: 800, heading: 0, pitch: 0,
                mapType: "standard", trackingMode: "none", pointsOfInterest: "all", showsCompass: false,
                showsScale: false, showsTraffic: false, showsBuildings: true),
            appearance: .light,
            overlays: [
                .init(
                    shape: "polyline", points: [[43.7347, 7.4206], [43.7390, 7.4260]], level: "aboveRoads",
                    strokeColor: "#0A84FF", lineWidth: 6)
            ],
            annotations: [.init(latitude: 43.7390, longitude: 7.4260, title: "Casino", glyphText: "C")],
            userLocation: .init(latitude: 43.7347, longitude: 7.4206))
    }

    @Test func aMapViewDrawsTheCarsStreetsThenTheAppsMarks() throws {
        let style = MapStyle.standard
        let svg = SVGRenderer(map: MapDrawingData.monaco).render(Self.screen([Self.mapNode(Self.monaco())]))
        expectTrue(Self.wellFormed(svg))
        // Port Hercule's water, the roads' casings and fills, a road's name on it.
        expectTrue(svg.contains(#"fill="\#(style.light.water)""#))
        expectTrue(svg.contains(#"stroke="\#(style.light.casing)""#))
        // Road names are drawn along their road: at the label's own origin, turned into place.
        expectGreater(svg.components(separatedBy: ##"<text x="0" y="2.77" font-size="8""##).count, 2)
        // Over them: the app's line, the pin with its glyph and title, the user's location (the puck last).
        let line = try require(svg.range(of: ##"stroke="#0A84FF""##))
        let roads = try require(svg.range(of: #"stroke="\#(style.light.casing)""#))
        expectLess(roads.lowerBound, line.lowerBound)
        expectTrue(svg.contains(">C</text>") && svg.contains(">Casino</text>"))
        expectTrue(svg.hasSuffix(#"fill="\#(style.light.puck)"/>"# + "\n</svg>\n"))
        // Without map data the map is the land colour with the app's marks only.
        let bare = SVGRenderer(map: nil).render(Self.screen([Self.mapNode(Self.monaco())]))
        expectTrue(!bare.contains(#"stroke="\#(style.light.casing)""#))
        expectTrue(bare.contains(##"stroke="#0A84FF""##))
    }

    @Test func buildingsShowOnlyFromTheirZoom() throws {
        let data = MapDrawingData.monaco
        let style = MapStyle.standard
        let near = SVGRenderer(map: data).render(Self.screen([Self.mapNode(Self.monaco(zoom: 17))]))
        let far = SVGRenderer(map: data).render(
            Self.screen([Self.mapNode(Self.monaco(zoom: style.zooms.buildings - 1))]))
        expectTrue(near.contains(#"fill="\#(style.light.building)""#))
        expectTrue(!far.contains(#"fill="\#(style.light.building)""#))
    }

    @Test func aPNGInTheDisplaysPixels() throws {
        let svg = SVGRenderer(map: nil).render(Self.screen([]))
        let png = try SVGRenderer.png(fromSVG: svg)
        expectTrue(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // IHDR: width and height, big-endian, at bytes 16...23.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        expectTrue(width == 800 && height == 480)
        #expect(throws: SVGRenderer.PNGError.self) { try SVGRenderer.png(fromSVG: "<svg") }
    }
}

/// Points of interest on the car's map: Apple's categories the style lists, from their zoom, as the map view's
/// setting allows, each name once and never over another label.
@Suite struct MapPlacesTests {
    @Test func theSettingSaysWhichCategoriesShow() {
        expectTrue(MapStyle.showsPlaces(of: "MKPOICategoryParking", setting: "all"))
        expectTrue(!MapStyle.showsPlaces(of: "MKPOICategoryParking", setting: "none"))
        expectTrue(MapStyle.showsPlaces(of: "MKPOICategoryParking", setting: "including:MKPOICategoryParking"))
        expectTrue(!MapStyle.showsPlaces(of: "MKPOICategoryCafe", setting: "including:MKPOICategoryParking"))
        expectTrue(!MapStyle.showsPlaces(of: "MKPOICategoryParking", setting: "excluding:MKPOICategoryParking"))
        expectTrue(MapStyle.showsPlaces(of: "MKPOICategoryCafe", setting: "excluding:MKPOICategoryParking"))
    }

    @Test func everyStyledCategoryIsAppleCategoryWithASymbolWeDraw() {
        for (category, place) in MapStyle.standardPlaces {
            expectTrue(category.hasPrefix("MKPOICategory"))
            expectTrue(SymbolSet.contains(place.symbol), "\(category): \(place.symbol)")
            expectTrue(place.glyph.contains(##"color="#FFFFFF""##))
        }
        // The drivers' destinations show before the everyday places.
        let places = MapStyle.standardPlaces
        expectLess(places["MKPOICategoryGasStation"]!.minimumZoom, places["MKPOICategoryStore"]!.minimumZoom)
    }

    static func svg(zoom: Double, setting: String) -> String {
        var map = SVGRendererTests.monaco(zoom: zoom)
        map.settings.pointsOfInterest = setting
        map.overlays = []
        map.annotations = []
        return SVGRenderer(map: MapDrawingData.monaco).render(SVGRendererTests.screen([SVGRendererTests.mapNode(map)]))
    }

    @Test func placesShowFromTheirZoomAsTheSettingAllows() throws {
        let parking = try require(MapStyle.standardPlaces["MKPOICategoryParking"])
        let disc = ##"fill="\##(parking.colour)" stroke="#FFFFFF""##
        let near = Self.svg(zoom: 17, setting: "all")
        expectTrue(near.contains(disc))
        expectTrue(!Self.svg(zoom: parking.minimumZoom - 0.5, setting: "all").contains(disc))
        expectTrue(!Self.svg(zoom: 17, setting: "none").contains(disc))
        expectTrue(!Self.svg(zoom: 17, setting: "excluding:MKPOICategoryParking").contains(disc))
        // Each name once.
        let names = near.components(separatedBy: "paint-order=\"stroke\">").dropFirst().compactMap {
            $0.components(separatedBy: "</text>").first
        }
        expectEqual(names.count, Set(names).count, "\(names)")
    }
}
