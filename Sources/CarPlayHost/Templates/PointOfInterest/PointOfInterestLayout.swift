import Foundation

/// Lays out a point-of-interest template's content: a map with a pin per location, and a panel on the driver's side
/// (landscape; below the map in portrait) with the detail card of the selected location above the list of locations
/// (at most 12, already trimmed).
///
/// Nodes:
/// - `.map` (not focusable): the map area, with the car's street map (`mapView`: centre and zoom framing the pins,
///   north up, flat, no places of the map's own, the map data's credit); `.pin` children at the locations projected
///   (Web Mercator, north up) so the pins' bounding box fits the map with room for the largest pin, no closer than
///   zoom 17; a single location (or identical ones) sits in the centre at zoom 15. Pins are drawn in list order with the selected pin last (on top); a location with a coordinate that is
///   not finite or out of range gets no pin. Pins are not focusable (the driver selects through the list, whose
///   entries carry the ids); `content.poi` names the location.
/// - `.poiCard` (when a location is selected): `text` = detailTitle, else title; `detailText` = detailSubtitle, else
///   subtitle; a `.text` child with detailSummary, else summary (nil or blank detail texts fall back); then the
///   primary and secondary `.textButton`s (id = the button's id), side by side when both titles fit half the card,
///   else one above the other.
/// - `.scrollView` with one `.pointOfInterest` per location (id = the location's id, focusable, `isSelected` for the
///   selected one): `text` = title, `detailText` = subtitle, a `.text` child with the summary.
///
/// Attributes: `region` keys on `.map` — `minLatitude`, `maxLatitude`, `minLongitude`, `maxLongitude` (the pins'
/// bounding box), `centerLatitude`, `centerLongitude` (degrees, 6 decimals; absent without any valid pin) and
/// `appearance` (the map's appearance); on `.pin`: `poi` (the location's id), `index`, `selected` ("true" for the
/// selected pin), `custom` ("true" when the app supplied the pin image); `poi` on `.poiCard` (the selected location's
/// id); `panel` on `.content`: "leading",
/// "trailing" or "bottom"; `style` on `.textButton` as for information templates.
public enum PointOfInterestLayout {
    /// The size of the system pin when the app supplied none.
    static let defaultPin = Size(width: 28, height: 28)
    static let defaultSelectedPin = Size(width: 40, height: 40)

    /// The template's content in `frame`; `camera`: where the driver moved the map (nil: framing the locations).
    public static func layout(
        _ template: PointOfInterestTemplateSnapshot, in frame: Rect, camera: PointOfInterestCamera? = nil,
        context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let mapFrame: Rect
        var panel: Rect
        let side: ScreenContent.Panel
        if context.display.isPortrait {
            (mapFrame, panel) = frame.divided(atDistance: (frame.height * 0.45).rounded(), from: .top)
            side = .bottom
        } else {
            let width = min(260, max(150, (frame.width * 0.45).rounded()))
            let edge: Rect.Edge = context.display.drivingSide == .leftHandDrive ? .left : .right
            let (slice, rest) = frame.divided(atDistance: min(width, frame.width), from: edge)
            panel = slice
            mapFrame = rest
            side = edge == .left ? .leading : .trailing
        }

        let selected = template.selectedIndex.flatMap { template.points.indices.contains($0) ? $0 : nil }
        var children: [ScreenNode] = [
            map(
                template.points, selected: selected, in: mapFrame, camera: camera, context: context)
        ]
        var panelChildren: [ScreenNode] = []
        if let selected {
            let card = card(template.points[selected], in: panel, context: context)
            panelChildren.append(card)
            panel = panel.divided(atDistance: card.frame.height, from: .top).remainder
        }
        var y = panel.minY
        var entries: [ScreenNode] = []
        for (index, point) in template.points.enumerated() {
            let node = entry(
                point, isSelected: index == selected, x: panel.minX, y: y, width: panel.width, context: context)
            entries.append(node)
            y = node.frame.maxY
        }
        panelChildren.append(
            ScreenNode(
                role: .scrollView, frame: panel, contentHeight: y - panel.minY, scrollOffset: 0, children: entries))
        children += panelChildren
        return ScreenNode(
            role: .content, frame: frame, background: theme.background, content: ScreenContent(panel: side),
            children: children)
    }

    // MARK: Map

    /// A map position: x = longitude, y = Web Mercator latitude (degrees), nil for invalid coordinates.
    static func projected(latitude: Double, longitude: Double) -> Point? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        let clamped = min(max(latitude, -85), 85) * .pi / 180
        return Point(x: longitude, y: log(tan(.pi / 4 + clamped / 2)) * 180 / .pi)
    }

    /// The closest zoom a point-of-interest map frames its locations at (two places next door still show streets
    /// around them), and the zoom of one location alone.
    static let closestZoom = 17.0
    static let singleLocationZoom = 15.0

    /// Points per projected degree at `zoom`: the world, 360°, is 256 × 2^zoom points wide.
    static func scale(atZoom zoom: Double) -> Double { 256 * pow(2, zoom) / 360 }

    /// How the map frames `points` in `frame`: the projected centre and the scale (points per projected degree) at
    /// which their bounding box fits the frame inset by `padding`, no closer than `closestZoom`; one point (or a box
    /// of no size) at `singleLocationZoom`. Nil without a valid point.
    static func framing(
        _ points: [PointOfInterestSnapshot], in frame: Rect, padding: Double, camera: PointOfInterestCamera? = nil
    ) -> (center: Point, scale: Double)? {
        if let camera { return (camera.center, camera.scale) }
        let valid = points.compactMap { projected(latitude: $0.latitude, longitude: $0.longitude) }
        guard let minX = valid.map(\.x).min(), let maxX = valid.map(\.x).max(), let minY = valid.map(\.y).min(),
            let maxY = valid.map(\.y).max()
        else { return nil }
        let inner = frame.insetBy(dx: min(padding, frame.width / 2), dy: min(padding, frame.height / 2))
        var scale = Double.infinity
        if maxX > minX { scale = min(scale, inner.width / (maxX - minX)) }
        if maxY > minY { scale = min(scale, inner.height / (maxY - minY)) }
        scale = scale.isFinite ? min(scale, Self.scale(atZoom: closestZoom)) : Self.scale(atZoom: singleLocationZoom)
        return (Point(x: (minX + maxX) / 2, y: (minY + maxY) / 2), scale)
    }

    /// The screen positions of `points` in `frame` (nil for invalid coordinates), as the map frames them
    /// (`framing`): centred, north up.
    public static func pinPositions(
        _ points: [PointOfInterestSnapshot], in frame: Rect, padding: Double, camera: PointOfInterestCamera? = nil
    ) -> [Point?] {
        guard let (center, scale) = framing(points, in: frame, padding: padding, camera: camera) else {
            return points.map { _ in nil }
        }
        // Rounded to hundredths of a point, so descriptions stay stable across platforms.
        func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        return points.map { point in
            projected(latitude: point.latitude, longitude: point.longitude).map {
                Point(
                    x: rounded(frame.midX + ($0.x - center.x) * scale),
                    y: rounded(frame.midY - ($0.y - center.y) * scale))
            }
        }
    }

    /// The car's street map under the pins, framed as they are: north up, flat, no places of its own (the guide:
    /// a map shows only the app's own kind of place), with the map data's credit.
    static func streetMap(
        _ points: [PointOfInterestSnapshot], in frame: Rect, padding: Double, camera: PointOfInterestCamera? = nil,
        context: LayoutContext
    ) -> ScreenMapView? {
        guard let (center, scale) = framing(points, in: frame, padding: padding, camera: camera) else { return nil }
        let latitude = atan(sinh(center.y * .pi / 180)) * 180 / .pi
        let zoom = log2(scale * 360 / 256)
        // MapKit's camera distance for the frame's height at this zoom (a 30° field of view).
        let metresPerPoint = 40_075_016.686 * cos(latitude * .pi / 180) / (256 * pow(2, zoom))
        let distance = frame.height * metresPerPoint / (2 * tan(15 * Double.pi / 180))
        func rounded(_ value: Double, _ places: Double) -> Double { (value * places).rounded() / places }
        return ScreenMapView(
            settings: ScreenMapView.Settings(
                center: ScreenMapView.Coordinate(
                    latitude: rounded(latitude, 1e6), longitude: rounded(center.x, 1e6)),
                zoom: rounded(zoom, 1e4), distance: rounded(distance, 10), heading: 0, pitch: 0,
                mapType: "standard", trackingMode: "none", pointsOfInterest: "none", showsCompass: false,
                showsScale: false, showsTraffic: false, showsBuildings: true, attribution: context.mapAttribution),
            appearance: context.display.mapAppearance)
    }

    private static func map(
        _ points: [PointOfInterestSnapshot], selected: Int?, in frame: Rect, camera: PointOfInterestCamera?,
        context: LayoutContext
    ) -> ScreenNode {
        let dark = context.display.mapAppearance == .dark
        let padding = ImageLimits.pointOfInterestSelectedPin.height / 2 + 4
        let positions = pinPositions(points, in: frame, padding: padding, camera: camera)
        var pins: [ScreenNode] = []
        var selectedPin: ScreenNode?
        for (index, point) in points.enumerated() {
            // A pin the driver moved the map away from is not drawn.
            guard let position = positions[index], frame.contains(position) else { continue }
            let isSelected = index == selected
            let source = isSelected ? (point.selectedPinImage ?? point.pinImage) : point.pinImage
            let maximum = isSelected ? ImageLimits.pointOfInterestSelectedPin : ImageLimits.pointOfInterestPin
            var image = context.image(source, maximum: maximum)
            var size = image?.size ?? .zero
            if image == nil || size.width <= 0 || size.height <= 0 {
                size = isSelected ? defaultSelectedPin : defaultPin
                if image == nil {
                    image = ScreenImage(
                        source: .system("mappin"), size: size, scale: context.display.scale, isTemplate: true)
                }
            }
            let content = ScreenContent(
                pin: ScreenContent.Pin(
                    index: index, selected: isSelected ? true : nil, custom: source != nil ? true : nil),
                poi: point.id)
            let pinFrame = Rect(
                x: position.x - size.width / 2, y: position.y - size.height / 2, width: size.width, height: size.height)
            let node = ScreenNode(
                role: .pin, frame: pinFrame,
                image: image, foreground: context.theme.destructive, isSelected: isSelected, content: content)
            if isSelected { selectedPin = node } else { pins.append(node) }
        }
        if let selectedPin { pins.append(selectedPin) }

        var content = ScreenContent(appearance: context.display.mapAppearance)
        let valid = points.filter { projected(latitude: $0.latitude, longitude: $0.longitude) != nil }
        if let minLat = valid.map(\.latitude).min(), let maxLat = valid.map(\.latitude).max(),
            let minLon = valid.map(\.longitude).min(), let maxLon = valid.map(\.longitude).max()
        {
            content.region = ScreenContent.MapRegion(
                minLatitude: minLat, maxLatitude: maxLat, minLongitude: minLon, maxLongitude: maxLon)
        }
        var node = ScreenNode(
            role: .map, frame: frame, background: dark ? "#1E2124" : "#E8E4DC", content: content, children: pins)
        node.mapView = streetMap(points, in: frame, padding: padding, camera: camera, context: context)
        return node
    }

    // MARK: Panel

    private static func entry(
        _ point: PointOfInterestSnapshot, isSelected: Bool, x: Double, y: Double, width: Double, context: LayoutContext
    ) -> ScreenNode {
        let theme = context.theme
        let padding = Theme.padding
        let textWidth = max(0, width - 2 * padding)
        let title = ListLayout.fitted(point.title, width: textWidth, font: Theme.rowText, context: context)
        let subtitle = ListLayout.fitted(point.subtitle, width: textWidth, font: Theme.rowDetail, context: context)
        let summary = ListLayout.fitted(point.summary, width: textWidth, font: Theme.rowDetail, context: context)
        var height = 8 + ListLayout.lineHeight(Theme.rowText) + 8
        if subtitle != nil { height += ListLayout.lineHeight(Theme.rowDetail) }
        var children: [ScreenNode] = []
        if let summary {
            let lineHeight = ListLayout.lineHeight(Theme.rowDetail)
            children.append(
                ScreenNode(
                    role: .text, frame: Rect(x: x + padding, y: y + height - 8, width: textWidth, height: lineHeight),
                    text: summary,
                    font: Theme.rowDetail, foreground: theme.secondaryLabel))
            height += lineHeight
        }
        height = max(height, Theme.rowHeight)
        return ScreenNode(
            role: .pointOfInterest, frame: Rect(x: x, y: y, width: width, height: height), id: point.id, text: title,
            detailText: subtitle, font: Theme.rowText, foreground: theme.label,
            background: isSelected ? theme.surface : nil, action: .select(point.id), isSelected: isSelected,
            children: children)
    }

    private static func card(_ point: PointOfInterestSnapshot, in panel: Rect, context: LayoutContext) -> ScreenNode {
        let theme = context.theme
        let padding = Theme.padding
        let x = panel.minX + padding
        let width = max(0, panel.width - 2 * padding)
        var y = panel.minY + 8
        let title = ListLayout.fitted(
            fallback(point.detailTitle, point.title), width: width, font: Theme.modalTitle, context: context)
        if title != nil { y += ListLayout.lineHeight(Theme.modalTitle) }
        let subtitle = ListLayout.fitted(
            fallback(point.detailSubtitle, point.subtitle), width: width, font: Theme.body, context: context)
        if subtitle != nil { y += ListLayout.lineHeight(Theme.body) }
        var children: [ScreenNode] = []
        if let summaryText = fallback(point.detailSummary, point.summary), width > 0 {
            let lines = context.text.wrap(summaryText, width: width, font: Theme.rowDetail, maximumLines: 2)
            if !lines.isEmpty {
                let height = ListLayout.lineHeight(Theme.rowDetail) * Double(lines.count)
                children.append(
                    ScreenNode(
                        role: .text, frame: Rect(x: x, y: y, width: width, height: height),
                        text: lines.joined(separator: "\n"),
                        font: Theme.rowDetail, foreground: theme.secondaryLabel))
                y += height
            }
        }
        let buttons = [point.primaryButton, point.secondaryButton].compactMap { $0 }
        if !buttons.isEmpty {
            // Side by side when both titles fit half the card; else one above the other, each the card's width.
            let half = (width - 8) / 2 - 12
            let sideBySide = buttons.allSatisfy { context.text.width(of: $0.title, font: Theme.body) <= half }
            for row in sideBySide ? [buttons] : buttons.map({ [$0] }) {
                y += 6
                children += InformationLayout.buttonRow(
                    row, in: Rect(x: x, y: y, width: width, height: InformationLayout.buttonHeight), context: context)
                y += InformationLayout.buttonHeight
            }
        }
        y += 8
        return ScreenNode(
            role: .poiCard, frame: Rect(x: panel.minX, y: panel.minY, width: panel.width, height: y - panel.minY),
            text: title,
            detailText: subtitle, font: Theme.modalTitle, foreground: theme.label, background: theme.barBackground,
            content: ScreenContent(poi: point.id), children: children)
    }

    /// The detail text, else the picker text: nil or blank detail texts fall back (Apple: "falls back to title").
    static func fallback(_ detail: String?, _ plain: String?) -> String? {
        if let detail, !detail.isBlank { return detail }
        return plain
    }
}
