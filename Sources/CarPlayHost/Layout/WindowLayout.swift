import Foundation

/// Lays out a navigation app's own window (`ViewSnapshot`, copied from its `CPWindow`): the map and overlays the
/// app draws under the template overlay. One node per visible view, with what a front end needs to draw it and
/// nothing to compute: frames in screen points, colours resolved, label texts fitted and wrapped, images resolved
/// and sized. `ScreenDrawing` turns each node into its drawing items (the rounded background with the view's
/// opacity, the text lines, the image, the border).
///
/// Roles: `appWindow` (the window: its frame is the app area it covers, its children are clipped to it), `view`,
/// `label`, `imageView` and `mapView` (an `MKMapView`: the node's `mapView` carries its camera, overlays,
/// annotations and user location, resolved for the map's appearance; front ends draw the car's map under them).
/// Colours and images are resolved for the display's map appearance: the window is the map, which the car may keep
/// dark while the templates are light (Decision: iOS gives the window the map's interface style).
///
/// Attributes (see docs/SCREEN.md):
/// - every role: `opacity` (the effective alpha, when below 1), `cornerRadius` (points, when above 0; at most half
///   the shorter side), `clipsToBounds` "true" (children clipped to the frame, rounded by `cornerRadius`; always on
///   `appWindow`), `borderWidth` and `borderColor` (a layer border).
/// - `label`: `alignment` "leading" | "center" | "trailing"; `lines` (the number of lines `text` holds).
/// - `imageView`: `contentMode` (`UIView.ContentMode`'s Swift name: "scaleToFill", "scaleAspectFit"...).
/// - `mapView`: `camera` ("latitude,longitude zZOOM hHEADING pPITCH", for text snapshots), `overlays` and
///   `annotations` (counts), `userLocation` ("latitude,longitude" while shown), `mapType`, `trackingMode`.
public enum WindowLayout {
    /// MapKit's compass: shown from this many degrees away from north, its plate's side, its margin inside the safe
    /// area, the side of its "N".
    static let compassThreshold = 1.0
    static let compassSize = 36.0
    static let compassMargin = 8.0
    static let compassLetter = 14.0

    /// The window's node at `frame` (screen points; the views' window coordinates are moved by its origin) and the
    /// nodes of its visible views.
    public static func nodes(for root: ViewSnapshot, in frame: Rect, context: LayoutContext) -> ScreenNode {
        let resolver = Resolver(context: context)
        var node = resolver.node(root, role: .appWindow, frame: frame)
        node.content.view = node.content.view ?? ScreenContent.ViewLayer()
        node.content.view?.clipsToBounds = true
        node.children = root.children.map { resolver.subtree($0, dx: frame.x, dy: frame.y) }
        return node
    }

    /// A screen of a navigation app's window alone, filling `display`, with `overlay` over it (the Dashboard's tile,
    /// the instrument cluster): a root node of `role` with `content`, drawn.
    static func screen(
        role: ScreenRole, window: ViewSnapshot?, overlay: [ScreenNode], display: DisplayConfiguration,
        content: ScreenContent, context: LayoutContext
    ) -> Screen {
        let bounds = display.bounds
        var children: [ScreenNode] = []
        var warnings: [String] = []
        if let window {
            children.append(nodes(for: window, in: bounds, context: context))
            warnings += self.warnings(for: window)
        }
        let root = ScreenNode(
            role: role, frame: bounds, background: context.theme.background, content: content,
            children: children + overlay)
        return Screen(
            display: display, root: ScreenDrawing.drawn(root, context: context), warnings: warnings,
            theme: context.theme.screenTheme)
    }

    /// Problems with the images in the tree worth telling the developer (an unknown symbol, an empty image) and what
    /// the car did about map views' overlays with too many points, for `Screen.warnings`, each once.
    public static func warnings(for root: ViewSnapshot) -> [String] {
        var warnings: [String] = []
        for view in views(in: root) {
            let found = (view.image.map(ImageFitter.warnings(for:)) ?? []) + [view.map?.overlayNote].compactMap { $0 }
            for warning in found where !warnings.contains(warning) { warnings.append(warning) }
        }
        return warnings
    }

    /// What the tree's map views say about their overlays (`MapViewState.overlayNote`), each once.
    static func mapNotes(in root: ViewSnapshot) -> [String] {
        var notes: [String] = []
        for note in views(in: root).compactMap(\.map?.overlayNote) where !notes.contains(note) { notes.append(note) }
        return notes
    }

    /// The views of the tree, depth first in drawing order.
    private static func views(in root: ViewSnapshot) -> [ViewSnapshot] {
        var found: [ViewSnapshot] = []
        var views = [root]
        while let view = views.popLast() {
            found.append(view)
            views += view.children.reversed()
        }
        return found
    }

    /// Resolves views for the map's appearance.
    private struct Resolver {
        let context: LayoutContext
        let dark: Bool
        let theme: Theme
        /// The display as the map sees it: images are resolved for the map's appearance.
        let mapDisplay: DisplayConfiguration

        init(context: LayoutContext) {
            self.context = context
            dark = context.display.mapAppearance == .dark
            theme = Theme(context.display.mapAppearance)
            var display = context.display
            display.appearance = display.mapAppearance
            mapDisplay = display
        }

        func color(_ color: ColorSnapshot) -> ScreenColor { ScreenColor(dark ? color.dark : color.light) }

        /// `view` and its subtree, moved by `dx`, `dy` into screen points.
        func subtree(_ view: ViewSnapshot, dx: Double, dy: Double) -> ScreenNode {
            let role: ScreenRole =
                switch view.kind {
                case .view: .view
                case .label: .label
                case .imageView: .imageView
                case .mapView: .mapView
                }
            var node = node(view, role: role, frame: view.frame.offsetBy(dx: dx, dy: dy))
            node.children = view.children.map { subtree($0, dx: dx, dy: dy) }
            if let map = view.map, let compass = compass(map, in: node.frame) { node.children.append(compass) }
            return node
        }

        /// MapKit's compass on a map turned away from north (`showsCompass`): a round plate at the top trailing
        /// corner of the view's safe area with a red "N" on the side north lies; nil on a map facing north or
        /// without a compass.
        func compass(_ map: MapViewState, in frame: Rect) -> ScreenNode? {
            let heading = map.settings.heading.truncatingRemainder(dividingBy: 360)
            let turned = min(abs(heading), 360 - abs(heading))
            guard map.settings.showsCompass, turned >= WindowLayout.compassThreshold else { return nil }
            let side = WindowLayout.compassSize
            let insets = map.safeAreaInsets.count == 4 ? map.safeAreaInsets : [0, 0, 0, 0]
            let plate = Rect(
                x: frame.maxX - insets[3] - WindowLayout.compassMargin - side,
                y: frame.minY + insets[0] + WindowLayout.compassMargin, width: side, height: side)
            guard plate.minX >= frame.minX, plate.maxY <= frame.maxY else { return nil }
            // North on the screen: the top faces `heading`, so north lies `heading` degrees anticlockwise of up.
            let radians = heading * .pi / 180
            let reach = side / 2 - WindowLayout.compassLetter / 2 - 2
            let letter = Rect(
                x: plate.midX - sin(radians) * reach - WindowLayout.compassLetter / 2,
                y: plate.midY - cos(radians) * reach - WindowLayout.compassLetter / 2,
                width: WindowLayout.compassLetter, height: WindowLayout.compassLetter)
            var layer = ScreenContent.ViewLayer()
            layer.cornerRadius = side / 2
            var north = ScreenNode(
                role: .label, frame: letter, text: "N", font: ScreenFont(size: 10, weight: .bold),
                foreground: theme.destructive)
            north.content.alignment = .center
            north.content.lines = 1
            var node = ScreenNode(
                role: .view, frame: plate, background: theme.overMap, children: [north])
            node.content.view = layer
            return node
        }

        /// The node of one view at `frame`, without children.
        func node(_ view: ViewSnapshot, role: ScreenRole, frame: Rect) -> ScreenNode {
            let frame = Rect(
                x: frame.x, y: frame.y, width: frame.width.isFinite ? max(0, frame.width) : 0,
                height: frame.height.isFinite ? max(0, frame.height) : 0)
            var node = ScreenNode(role: role, frame: frame, background: view.backgroundColor.map(color))
            var layer = ScreenContent.ViewLayer()
            if view.alpha < 1 { layer.opacity = hundredths(max(0, view.alpha)) }
            let radius = min(view.cornerRadius, min(frame.width, frame.height) / 2)
            if radius > 0 { layer.cornerRadius = hundredths(radius) }
            if view.clipsToBounds { layer.clipsToBounds = true }
            if let border = view.border, border.width > 0 {
                layer.borderWidth = hundredths(border.width)
                layer.borderColor = color(border.color)
            }
            node.content.view = layer.isEmpty ? nil : layer
            if let label = view.label { fill(&node, with: label) }
            if view.kind == .imageView { fill(&node, with: view.image, contentMode: view.contentMode ?? .scaleToFill) }
            if let map = view.map { fill(&node, with: map) }
            return node
        }

        /// A map view's map, resolved for the map's appearance (text snapshots summarise it: `TextRenderer`).
        private func fill(_ node: inout ScreenNode, with map: MapViewState) {
            node.mapView = ScreenMapView(map, appearance: context.display.mapAppearance)
        }

        /// A label's text, fitted to its width and wrapped into the lines that fit its height and `numberOfLines`.
        private func fill(_ node: inout ScreenNode, with label: ViewSnapshot.Label) {
            let font = ScreenFont(size: label.fontSize, weight: label.isBold ? .bold : .regular)
            let width = node.frame.width
            let fitting = max(1, Int((node.frame.height / ScreenDrawing.lineHeight(font.size)).rounded(.down)))
            let maximum = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
            let lines: [String]
            if maximum == 1, !label.text.contains(where: \.isNewline) {
                lines = context.fit(label.text, width: width, font: font).map { [$0] } ?? []
            } else {
                lines = context.text.wrap(label.text, width: width, font: font, maximumLines: maximum)
            }
            let text = lines.joined(separator: "\n")
            node.text = text.isEmpty ? nil : text
            node.font = font
            node.foreground = label.isEnabled ? color(label.textColor) : theme.disabledLabel
            node.isEnabled = label.isEnabled
            node.content.alignment =
                switch label.alignment {
                case .center: .center
                case .right: .trailing
                case .left, .justified, .natural: .leading
                }
            node.content.lines = lines.count
        }

        /// An image view's image, at the size its content mode draws it: its own size, or scaled (up or down) to
        /// fit, cover or fill the view. Template images and symbols take the view's tint (system blue).
        private func fill(_ node: inout ScreenNode, with image: ImageSnapshot?, contentMode: ViewSnapshot.ContentMode) {
            node.content.view = node.content.view ?? ScreenContent.ViewLayer()
            node.content.view?.contentMode = bridge(contentMode, to: ScreenContent.ViewLayer.ContentMode.self)
            guard let image else { return }
            let unlimited = Size(width: .infinity, height: .infinity)
            var resolved = ImageFitter.fit(image, maximum: unlimited, display: mapDisplay)
            let bounds = node.frame.size
            let own = resolved.size
            if resolved.isMissing || own.width <= 0 || own.height <= 0 {
                resolved.size = bounds
            } else {
                switch contentMode {
                case .scaleToFill, .redraw:
                    resolved.size = bounds
                case .scaleAspectFit, .scaleAspectFill:
                    let ratios = (bounds.width / own.width, bounds.height / own.height)
                    let factor =
                        contentMode == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
                    resolved.size = Size(width: own.width * factor, height: own.height * factor)
                default:
                    break
                }
            }
            node.image = resolved
            if resolved.isTemplate, resolved.tint == nil { node.foreground = theme.accent }
        }
    }
}

/// `value` to two decimals, as the window's numbers have always been written (the layer's opacity, radius and border
/// width), so the drawing made of them stays the same.
private func hundredths(_ value: Double) -> Double {
    value.isFinite ? (value * 100).rounded() / 100 : 0
}
