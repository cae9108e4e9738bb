import Foundation
import OpenStreetMap

extension SVGDrawing {
    /// A map view's map in `frame`: the base map's features (areas, coast, rail, roads by level with their casings,
    /// one-way chevrons, road names that do not collide), the app's overlays, annotations and the user's location,
    /// as the page's map painter draws them (`map-paint.js`), with the same `MapStyle`.
    mutating func map(_ map: ScreenMapView, in frame: Rect) {
        let style = renderer.mapStyle
        let palette = style.palette(dark: map.appearance == .dark)
        let camera = SVGMapCamera(map.settings, frame: frame)
        canvas.append(#"<rect \#(SVGCanvas.rect(frame)) fill="\#(palette.land)"/>"#)
        let features = renderer.map.map { $0.features.features(in: camera.bounds) } ?? []
        var roads: [MapFeatures.Feature] = []
        var places: [MapFeatures.Feature] = []
        for feature in features {
            switch feature.kind {
            case .building where camera.zoom < style.zooms.buildings:
                continue
            case .sea, .land, .water, .park, .building:
                guard feature.isArea else { continue }
                let colour =
                    switch feature.kind {
                    case .sea, .water: palette.water
                    case .land: palette.land
                    case .park: palette.park
                    default: palette.building
                    }
                var stroke = ""
                if feature.kind == .building, camera.zoom >= style.zooms.buildingEdges {
                    stroke =
                        #" stroke="\#(palette.buildingEdge)" stroke-width="\#(SVGCanvas.number(style.marks.buildingEdgeWidth))""#
                }
                // A multipolygon's holes cut it (even-odd: a hole's ring inside the outer ring).
                let d = feature.holes.reduce(camera.path(feature.points, closed: true)) {
                    $0 + camera.path($1, closed: true)
                }
                let rule = feature.holes.isEmpty ? "" : #" fill-rule="evenodd""#
                canvas.append(#"<path d="\#(d)" fill="\#(colour)"\#(rule)\#(stroke)/>"#)
            case .coastline:
                let d = camera.path(feature.points, closed: false)
                let waterWidth = max(
                    style.marks.coastWaterMinimumWidth, style.marks.coastWaterMetres * camera.pointsPerMetre)
                canvas.append(line(d, colour: palette.water, width: waterWidth))
                canvas.append(line(d, colour: palette.coast, width: style.marks.coastLineWidth))
            case .rail:
                let width = max(style.marks.railMinimumWidth, style.marks.railMetres * camera.pointsPerMetre)
                let faded =
                    feature.level == .tunnel ? #" opacity="\#(SVGCanvas.number(style.marks.tunnelOpacity))""# : ""
                canvas.append(
                    line(
                        camera.path(feature.points, closed: false), colour: palette.rail, width: width,
                        dash: style.marks.railDash, extra: faded))
            case .road:
                if roadStyle(feature).colour == "minor", camera.zoom < style.zooms.minorRoads { continue }
                roads.append(feature)
            case .place:
                places.append(feature)
            }
        }
        self.roads(roads, camera: camera, palette: palette)
        if camera.zoom >= style.zooms.oneWayArrows { oneWayArrows(roads, camera: camera, palette: palette) }
        for overlay in map.overlays where overlay.level != "aboveLabels" { self.overlay(overlay, camera: camera) }
        // Places take their room first (a driver looks for them), road names avoid them.
        let placed = self.places(places, setting: map.pointsOfInterest, camera: camera, palette: palette)
        if camera.zoom >= style.zooms.roadNames { roadNames(roads, camera: camera, palette: palette, avoiding: placed) }
        for overlay in map.overlays where overlay.level == "aboveLabels" { self.overlay(overlay, camera: camera) }
        for annotation in map.annotations { self.annotation(annotation, camera: camera, palette: palette) }
        if let user = map.userLocation { puck(camera.point(user.latitude, user.longitude), palette: palette) }
    }

    private func roadStyle(_ feature: MapFeatures.Feature) -> MapStyle.Road {
        let roads = renderer.mapStyle.roads
        return feature.roadClass.flatMap { roads[$0.rawValue] } ?? roads["road"]
            ?? MapStyle.Road(
                width: 6, colour: "minor", minimumWidth: 1)
    }

    private func roadWidth(_ feature: MapFeatures.Feature, camera: SVGMapCamera) -> Double {
        let road = roadStyle(feature)
        return max(road.minimumWidth, road.width * camera.pointsPerMetre)
    }

    /// Roads level by level as the style orders them (tunnels faded with a dashed casing, bridges last); on each
    /// level every casing first, then every fill, so crossings join.
    private mutating func roads(_ roads: [MapFeatures.Feature], camera: SVGMapCamera, palette: MapStyle.Palette) {
        let style = renderer.mapStyle
        let ground = style.levelOrder.firstIndex(of: "ground") ?? 0
        for (rank, level) in style.levelOrder.enumerated() {
            let group = roads.filter { (style.levelOrder.firstIndex(of: $0.level.rawValue) ?? ground) == rank }
            guard !group.isEmpty else { continue }
            let tunnel = level == "tunnel"
            canvas.append(tunnel ? #"<g opacity="\#(SVGCanvas.number(style.marks.tunnelOpacity))">"# : "<g>")
            for road in group {
                canvas.append(
                    line(
                        camera.path(road.points, closed: false), colour: palette.casing,
                        width: roadWidth(road, camera: camera) + style.casingWidth,
                        dash: tunnel ? style.marks.tunnelCasingDash : []))
            }
            for road in group {
                canvas.append(
                    line(
                        camera.path(road.points, closed: false),
                        colour: palette.roads[roadStyle(road).colour] ?? palette.casing,
                        width: roadWidth(road, camera: camera)))
            }
            canvas.append("</g>")
        }
    }

    private func line(_ d: String, colour: String, width: Double, dash: [Double] = [], extra: String = "") -> String {
        let dashes = dash.isEmpty ? "" : #" stroke-dasharray="\#(dash.map(SVGCanvas.number).joined(separator: " "))""#
        return #"<path d="\#(d)" fill="none" stroke="\#(colour)" stroke-width="\#(SVGCanvas.number(width))" "#
            + #"stroke-linecap="round" stroke-linejoin="round"\#(dashes)\#(extra)/>"#
    }

    /// Chevrons along one-way roads, pointing the way traffic goes, every `spacing` points of line on screen.
    private mutating func oneWayArrows(_ roads: [MapFeatures.Feature], camera: SVGMapCamera, palette: MapStyle.Palette)
    {
        let arrows = renderer.mapStyle.marks.oneWayArrows
        let chevron = arrows.chevron.enumerated().map { index, point in
            (index == 0 ? "M" : "L") + point.map(SVGCanvas.number).joined(separator: " ")
        }.joined()
        var marks = ""
        for road in roads {
            guard let direction = renderer.map?.oneWays[road.id] else { continue }
            var carried = arrows.spacing / 2
            var previous = camera.point(road.points[0].latitude, road.points[0].longitude)
            for point in road.points.dropFirst() {
                let next = camera.point(point.latitude, point.longitude)
                let (dx, dy) = (next.x - previous.x, next.y - previous.y)
                let length = (dx * dx + dy * dy).squareRoot()
                var at = carried
                while at < length {
                    let (x, y) = (previous.x + dx * at / length, previous.y + dy * at / length)
                    if camera.frame.contains(Point(x: x, y: y)) {
                        let angle = (atan2(dy, dx) + (direction < 0 ? .pi : 0)) * 180 / .pi
                        marks +=
                            #"<path d="\#(chevron)" transform="translate(\#(SVGCanvas.number(x)) \#(SVGCanvas.number(y))) "#
                            + #"rotate(\#(SVGCanvas.number(angle)))"/>"#
                    }
                    at += arrows.spacing
                }
                carried = at - length
                previous = next
            }
        }
        guard !marks.isEmpty else { return }
        canvas.append(
            #"<g fill="none" stroke="\#(palette.arrow)" stroke-width="\#(SVGCanvas.number(arrows.lineWidth))">"# + marks
                + "</g>")
    }

    /// Road names along the middle of their line where the line is longer than the name, each name once, never
    /// overlapping another name or a place's box in `placed` (the page's rule: later roads, higher in the paint
    /// order, are named first).
    private mutating func roadNames(
        _ roads: [MapFeatures.Feature], camera: SVGMapCamera, palette: MapStyle.Palette, avoiding boxes: [Rect]
    ) {
        let labels = renderer.mapStyle.marks.roadNames
        let font = ScreenFont(size: labels.fontSize)
        var done: Set<String> = []
        var placed = boxes
        for road in roads.reversed() {
            guard let name = road.name, !name.isEmpty, !done.contains(name) else { continue }
            let points = road.points.map { camera.point($0.latitude, $0.longitude) }
            var lengths = [0.0]
            for index in points.indices.dropFirst() {
                let (a, b) = (points[index - 1], points[index])
                lengths.append(
                    lengths[index - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
            }
            let total = lengths.last ?? 0
            let width = TextMeasurer.dejaVuSans.width(of: name, font: font)
            guard total > width + labels.margin, points.count > 1 else { continue }
            func at(_ distance: Double) -> Point {
                var index = 1
                while index < points.count - 1, lengths[index] < distance { index += 1 }
                let span = lengths[index] - lengths[index - 1]
                let t = span > 0 ? (distance - lengths[index - 1]) / span : 0
                let (a, b) = (points[index - 1], points[index])
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            let middle = at(total / 2)
            guard camera.frame.contains(middle) else { continue }
            let (a, b) = (at(total / 2 - width / 2), at(total / 2 + width / 2))
            var angle = atan2(b.y - a.y, b.x - a.x)
            if angle > .pi / 2 { angle -= .pi }
            if angle < -.pi / 2 { angle += .pi }
            let (c, s) = (abs(cos(angle)), abs(sin(angle)))
            let halfWidth = (c * width + s * labels.lineHeight) / 2 + labels.padding
            let halfHeight = (s * width + c * labels.lineHeight) / 2 + labels.padding
            let box = Rect(
                x: middle.x - halfWidth, y: middle.y - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
            guard !placed.contains(where: { $0.intersects(box) }) else { continue }
            placed.append(box)
            done.insert(name)
            let transform =
                #"transform="translate(\#(SVGCanvas.number(middle.x)) \#(SVGCanvas.number(middle.y))) "#
                + #"rotate(\#(SVGCanvas.number(angle * 180 / .pi)))""#
            halo(
                name, x: 0, y: Self.baselineBelowMiddle * labels.fontSize, size: labels.fontSize, palette: palette,
                haloWidth: labels.haloWidth, extra: " " + transform)
        }
    }

    /// Points of interest of Apple's categories the style lists, from each category's zoom, as the map view's
    /// `pointsOfInterest` setting allows: a disc in the category's colour with its symbol in white and the name
    /// beside it, never over another place (the more important categories first). Returns the boxes they took.
    private mutating func places(
        _ places: [MapFeatures.Feature], setting: String, camera: SVGMapCamera, palette: MapStyle.Palette
    ) -> [Rect] {
        let styles = renderer.mapStyle.places
        let mark = renderer.mapStyle.marks.place
        let font = ScreenFont(size: mark.fontSize)
        let shown = places.compactMap { feature -> (MapFeatures.Feature, MapStyle.Place)? in
            guard let category = feature.category.flatMap(PointOfInterestCategories.appleCategory(of:)),
                let style = styles[category], camera.zoom >= style.minimumZoom,
                MapStyle.showsPlaces(of: category, setting: setting)
            else { return nil }
            return (feature, style)
        }
        var placed: [Rect] = []
        var done: Set<String> = []
        let ordered = shown.enumerated().sorted {
            ($0.element.1.minimumZoom, $0.offset) < ($1.element.1.minimumZoom, $1.offset)
        }
        for (feature, style) in ordered.map(\.element) {
            // Each name once (a place mapped as a node and as an area is one place).
            guard let coordinate = feature.points.first, !done.contains(feature.name ?? "") else { continue }
            let p = camera.point(coordinate.latitude, coordinate.longitude)
            guard camera.frame.contains(p) else { continue }
            let name = feature.name ?? ""
            let width = name.isEmpty ? 0 : TextMeasurer.dejaVuSans.width(of: name, font: font)
            let half = max(mark.radius, mark.labelHeight / 2)
            let box = Rect(
                x: p.x - mark.radius, y: p.y - half,
                width: 2 * mark.radius + (width > 0 ? mark.labelGap + width : 0), height: 2 * half)
            guard !placed.contains(where: { $0.intersects(box) }) else { continue }
            placed.append(box)
            if !name.isEmpty { done.insert(name) }
            canvas.append(
                #"<circle cx="\#(SVGCanvas.number(p.x))" cy="\#(SVGCanvas.number(p.y))" "#
                    + #"r="\#(SVGCanvas.number(mark.radius))" fill="\#(style.colour)" stroke="\#(mark.outline)" "#
                    + #"stroke-width="\#(SVGCanvas.number(mark.outlineWidth))"/>"#)
            let glyph = Rect(
                x: p.x - mark.glyphSize / 2, y: p.y - mark.glyphSize / 2, width: mark.glyphSize,
                height: mark.glyphSize)
            if let svg = SymbolSet.svg(named: style.symbol) {
                canvas.append(
                    svg.replacingOccurrences(
                        of: "<svg ", with: #"<svg \#(SVGCanvas.rect(glyph)) color="\#(mark.outline)" "#))
            }
            guard width > 0 else { continue }
            canvas.append(
                #"<text x="\#(SVGCanvas.number(p.x + mark.radius + mark.labelGap))" "#
                    + #"y="\#(SVGCanvas.number(p.y + Self.baselineBelowMiddle * mark.fontSize))" "#
                    + #"font-size="\#(SVGCanvas.number(mark.fontSize))" fill="\#(style.colour)" "#
                    + #"stroke="\#(palette.halo)" "#
                    + #"stroke-width="\#(SVGCanvas.number(renderer.mapStyle.marks.roadNames.haloWidth))" "#
                    + #"stroke-linejoin="round" paint-order="stroke">\#(SVGCanvas.escaped(name))</text>"#)
        }
        return placed
    }

    /// A text with a halo in the map's halo colour under it, centred on `x`.
    private mutating func halo(
        _ text: String, x: Double, y: Double, size: Double, palette: MapStyle.Palette, haloWidth: Double,
        weight: Int? = nil, extra: String = ""
    ) {
        let bold = (weight ?? 400) >= 600 ? #" font-weight="bold""# : ""
        canvas.append(
            #"<text x="\#(SVGCanvas.number(x))" y="\#(SVGCanvas.number(y))" font-size="\#(SVGCanvas.number(size))""#
                + #"\#(bold) text-anchor="middle" fill="\#(palette.label)" stroke="\#(palette.halo)" "#
                + #"stroke-width="\#(SVGCanvas.number(haloWidth))" stroke-linejoin="round" paint-order="stroke"\#(extra)>"#
                + SVGCanvas.escaped(text) + "</text>")
    }

    private mutating func overlay(_ overlay: ScreenMapView.Overlay, camera: SVGMapCamera) {
        let alpha = min(max(overlay.alpha, 0), 1)
        guard alpha > 0 else { return }
        let pairs = overlay.points.filter { $0.count >= 2 }
        var d: String
        switch overlay.shape {
        case "circle":
            guard let center = pairs.first, let radius = overlay.radius else { return }
            let p = camera.point(center[0], center[1])
            let r = SVGCanvas.number(max(0, radius * camera.pointsPerMetre))
            d =
                "M\(SVGCanvas.number(p.x - max(0, radius * camera.pointsPerMetre))) \(SVGCanvas.number(p.y))"
                + "a\(r) \(r) 0 1 0 \(SVGCanvas.number(2 * max(0, radius * camera.pointsPerMetre))) 0a\(r) \(r) 0 1 0 "
                + "-\(SVGCanvas.number(2 * max(0, radius * camera.pointsPerMetre))) 0z"
        case "polygon":
            d = camera.path(pairs.map { Coordinate(latitude: $0[0], longitude: $0[1]) }, closed: true)
            for hole in overlay.holes {
                let ring = hole.filter { $0.count >= 2 }.map { Coordinate(latitude: $0[0], longitude: $0[1]) }
                if !ring.isEmpty { d += camera.path(ring, closed: true) }
            }
        case "polyline":
            d = camera.path(pairs.map { Coordinate(latitude: $0[0], longitude: $0[1]) }, closed: false)
        default:
            return
        }
        var attributes = #" opacity="\#(SVGCanvas.number(alpha))""#
        if let fill = overlay.fillColor, overlay.shape != "polyline" {
            attributes += " " + fill.fillAttributes() + #" fill-rule="evenodd""#
        } else {
            attributes += #" fill="none""#
        }
        if let stroke = overlay.strokeColor {
            let width = overlay.lineWidth > 0 ? overlay.lineWidth : renderer.mapStyle.marks.overlayLineWidth
            attributes +=
                " " + stroke.fillAttributes("stroke") + #" stroke-width="\#(SVGCanvas.number(width))""#
                + #" stroke-linecap="round" stroke-linejoin="round""#
            let dash = overlay.lineDashPattern.filter { $0.isFinite && $0 >= 0 }
            if !dash.isEmpty {
                attributes += #" stroke-dasharray="\#(dash.map(SVGCanvas.number).joined(separator: " "))""#
            }
        }
        canvas.append(#"<path d="\#(d)"\#(attributes)/>"#)
    }

    private mutating func annotation(
        _ annotation: ScreenMapView.Annotation, camera: SVGMapCamera, palette: MapStyle.Palette
    ) {
        let pin = renderer.mapStyle.marks.pin
        let p = camera.point(annotation.latitude, annotation.longitude)
        let fill = annotation.tintColor?.fillAttributes() ?? #"fill="\#(palette.pin)""#
        let head = (p.x, p.y - pin.headHeight)
        canvas.append(
            #"<path d="M\#(SVGCanvas.number(p.x - pin.stemHalfWidth)) \#(SVGCanvas.number(p.y - pin.stemHeight))"#
                + #"L\#(SVGCanvas.number(p.x)) \#(SVGCanvas.number(p.y))L\#(SVGCanvas.number(p.x + pin.stemHalfWidth)) "#
                + #"\#(SVGCanvas.number(p.y - pin.stemHeight))z" \#(fill)/>"#)
        canvas.append(
            #"<circle cx="\#(SVGCanvas.number(head.0))" cy="\#(SVGCanvas.number(head.1))" r="\#(SVGCanvas.number(pin.headRadius))" "#
                + #"\#(fill) stroke="\#(pin.outline)" stroke-width="\#(SVGCanvas.number(pin.outlineWidth))"/>"#)
        if let glyph = annotation.glyphText, !glyph.isEmpty {
            let shown = String(glyph.prefix(pin.glyphCharacters))
            canvas.append(
                #"<text x="\#(SVGCanvas.number(head.0))" y="\#(SVGCanvas.number(head.1 + Self.baselineBelowMiddle * pin.glyphFontSize))" "#
                    + #"font-size="\#(SVGCanvas.number(pin.glyphFontSize))" font-weight="bold" text-anchor="middle" "#
                    + #"fill="\#(pin.glyphColor)">\#(SVGCanvas.escaped(shown))</text>"#)
        }
        if let title = annotation.title, !title.isEmpty {
            halo(
                title, x: p.x, y: p.y + pin.titleOffset, size: pin.titleFontSize, palette: palette,
                haloWidth: renderer.mapStyle.marks.roadNames.haloWidth, weight: pin.fontWeight)
        }
    }

    /// The user's location: a translucent halo, a white ring and the dot.
    private mutating func puck(_ p: Point, palette: MapStyle.Palette) {
        let puck = renderer.mapStyle.marks.puck
        let (x, y) = (SVGCanvas.number(p.x), SVGCanvas.number(p.y))
        canvas.append(
            #"<circle cx="\#(x)" cy="\#(y)" r="\#(SVGCanvas.number(puck.haloRadius))" fill="\#(palette.puck)" "#
                + #"opacity="\#(SVGCanvas.number(puck.haloOpacity))"/>"#
                + #"<circle cx="\#(x)" cy="\#(y)" r="\#(SVGCanvas.number(puck.ringRadius))" fill="\#(puck.ringColor)"/>"#
                + #"<circle cx="\#(x)" cy="\#(y)" r="\#(SVGCanvas.number(puck.dotRadius))" fill="\#(palette.puck)"/>"#)
    }
}

/// A map view's camera on the screen: Web Mercator around the centre at the zoom (the world 256 × 2^zoom points
/// wide), turned by the heading about the frame's middle and squeezed by the pitch, as `projection.js` projects.
struct SVGMapCamera {
    let frame: Rect
    let zoom: Double
    private let centre: (x: Double, y: Double)
    private let cosine: Double
    private let sine: Double
    private let squeeze: Double
    let pointsPerMetre: Double
    /// The region the frame shows, with the corners the heading turns in.
    let bounds: MapFeatures.Bounds

    static let earth = 40_075_016.686

    init(_ settings: ScreenMapView.Settings, frame: Rect) {
        self.frame = frame
        zoom = settings.zoom.isFinite ? min(max(settings.zoom, 0), 24) : 16
        let heading = (settings.heading.isFinite ? settings.heading : 0) * .pi / 180
        cosine = cos(heading)
        sine = sin(heading)
        let pitch = settings.pitch.isFinite ? min(max(settings.pitch, 0), 75) : 0
        squeeze = cos(pitch * .pi / 180)
        let latitude = settings.center.latitude.isFinite ? settings.center.latitude : 0
        let longitude = settings.center.longitude.isFinite ? settings.center.longitude : 0
        centre = Self.world(latitude, longitude, zoom: zoom)
        pointsPerMetre = 256 * pow(2, zoom) / (Self.earth * cos(latitude * .pi / 180))
        let radius = (frame.width * frame.width + pow(frame.height / max(squeeze, 0.25), 2)).squareRoot() / 2
        let size = 256 * pow(2, zoom)
        func longitudeAt(_ x: Double) -> Double { x / size * 360 - 180 }
        func latitudeAt(_ y: Double) -> Double { atan(sinh(.pi * (1 - 2 * y / size))) * 180 / .pi }
        bounds = MapFeatures.Bounds(
            minLatitude: latitudeAt(centre.y + radius), minLongitude: longitudeAt(centre.x - radius),
            maxLatitude: latitudeAt(centre.y - radius), maxLongitude: longitudeAt(centre.x + radius))
    }

    static func world(_ latitude: Double, _ longitude: Double, zoom: Double) -> (x: Double, y: Double) {
        let size = 256 * pow(2, zoom)
        let clamped = min(max(latitude, -85.05112878), 85.05112878) * .pi / 180
        return ((longitude + 180) / 360 * size, (1 - log(tan(clamped) + 1 / cos(clamped)) / .pi) / 2 * size)
    }

    /// Where a coordinate is on the screen.
    func point(_ latitude: Double, _ longitude: Double) -> Point {
        let p = Self.world(latitude, longitude, zoom: zoom)
        let (dx, dy) = (p.x - centre.x, p.y - centre.y)
        return Point(
            x: frame.midX + dx * cosine + dy * sine, y: frame.midY + (-dx * sine + dy * cosine) * squeeze)
    }

    /// Path data through coordinates.
    func path(_ points: [Coordinate], closed: Bool) -> String {
        var d = ""
        d.reserveCapacity(points.count * 12)
        for (index, coordinate) in points.enumerated() {
            let p = point(coordinate.latitude, coordinate.longitude)
            d += (index == 0 ? "M" : "L") + SVGCanvas.number(p.x) + " " + SVGCanvas.number(p.y)
        }
        if closed, !d.isEmpty { d += "Z" }
        return d
    }
}
