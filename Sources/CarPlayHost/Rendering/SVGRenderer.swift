import Foundation

/// Draws a `Screen` as an SVG document: the car as the browser car draws it — every node's box in its role's shape,
/// every drawing item where the layout placed it, the car's map under map views, the focus ring — so that a test, a
/// pull request or the docs can show what the car looks like (`Snapshotting.svg`, `scripts/gallery`). PNG through
/// Debian's `librsvg2-bin` (`png(fromSVG:)`).
///
/// Like the page it decides nothing: positions, texts and colours come from the Screen; the shapes roles take (corner
/// radii, shadows, the focus ring) are the page's style sheet's (`SVGRenderer+Roles.swift`). Text is drawn in DejaVu
/// Sans, the font layout measured with. Images come from `images` (an app's bytes, by the source the Screen names),
/// symbols from `SymbolSet`, app icons from `appIcons`; an image whose bytes the renderer was not given is drawn as
/// the missing-image glyph. Animations (the waveform, the spinner, the caret) are drawn still.
public struct SVGRenderer: Sendable {
    /// The bytes of the app images the Screen names (a car's `imageStore`); nil: none.
    public var images: ImageStore?
    /// Installed apps' icons by bundle identifier; an app missing here gets an icon with its initial.
    public var appIcons: [String: InstalledApp.Icon]
    /// The base map drawn under map views; nil: map views show only the land colour and what the app drew.
    public var map: MapDrawingData?
    /// The base map's colours and widths (the page's, sent in `welcome`).
    public var mapStyle: MapStyle

    public init(
        images: ImageStore? = nil, appIcons: [String: InstalledApp.Icon] = [:],
        map: MapDrawingData? = MapDrawingData.monaco, mapStyle: MapStyle = .standard
    ) {
        self.images = images
        self.appIcons = appIcons
        self.map = map
        self.mapStyle = mapStyle
    }

    /// The SVG document of `screen`, one point of the screen a unit of the `viewBox`, sized in the display's pixels.
    public func render(_ screen: Screen) -> String {
        let display = screen.display
        let appearance = display.appearance
        var drawing = SVGDrawing(
            renderer: self, theme: screen.theme ?? Theme(appearance).screenTheme, appearance: appearance,
            scale: display.scale > 0 ? display.scale : 2, focused: screen.focusedElement)
        let label = drawing.theme.label
        drawing.node(screen.root, inherited: SVGInherited(foreground: label, disabled: false))
        let size = screen.root.frame.size
        return drawing.canvas.document(
            width: size.width, height: size.height, scale: drawing.scale, background: "#000000")
    }
}

/// What a node passes on to its subtree: the text colour (CSS `color` inherits) and whether it is disabled.
struct SVGInherited {
    var foreground: ScreenColor
    var disabled: Bool
}

/// One document being drawn.
struct SVGDrawing {
    let renderer: SVGRenderer
    let theme: ScreenTheme
    let appearance: DisplayConfiguration.Appearance
    let scale: Double
    let focused: ElementID?
    var canvas = SVGCanvas()

    init(
        renderer: SVGRenderer, theme: ScreenTheme, appearance: DisplayConfiguration.Appearance, scale: Double,
        focused: ElementID?
    ) {
        self.renderer = renderer
        self.theme = theme
        self.appearance = appearance
        self.scale = scale
        self.focused = focused
    }

    /// Draws `node` and its subtree, in tree order (the page's stacking: later siblings over earlier ones).
    mutating func node(_ node: ScreenNode, inherited: SVGInherited) {
        let look = SVGRoleLook(node, theme: theme)
        let foreground = node.foreground ?? look.foreground ?? inherited.foreground
        let disabled = inherited.disabled || !node.isEnabled
        let inner = SVGInherited(foreground: foreground, disabled: disabled)
        let frame = node.frame
        var opened = 0
        if let opacity = look.opacity {
            canvas.append(#"<g opacity="\#(SVGCanvas.number(opacity))">"#)
            opened += 1
        }
        if look.shadow {
            // The shadow alone under the box (the page's `box-shadow: 0 2px 12px`).
            let shadow = shadowFilter(blur: 5, dy: 2, alpha: 0.3, keepsSource: false)
            canvas.append(#"<rect \#(SVGCanvas.rect(frame, radius: look.radius)) filter="url(#\#(shadow))"/>"#)
        }
        if let background = node.background ?? look.background {
            canvas.append(#"<rect \#(SVGCanvas.rect(frame, radius: look.radius)) \#(background.fillAttributes())/>"#)
        }
        if let gradient = look.gradient { canvas.append(gradient(&canvas, frame)) }
        if look.clips {
            let clip = canvas.uniqueDefinition { id in
                #"<clipPath id="\#(id)"><rect \#(SVGCanvas.rect(frame, radius: look.radius))/></clipPath>"#
            }
            canvas.append(#"<g clip-path="url(#\#(clip))">"#)
            opened += 1
        }
        if look.contentShadow {
            // What the node draws over its own shape's shadow (the page's `filter: drop-shadow(0 1px 1px)`).
            let shadow = shadowFilter(blur: 1, dy: 1, alpha: 0.4, keepsSource: true)
            canvas.append(#"<g filter="url(#\#(shadow))">"#)
            opened += 1
        }
        if let mapView = node.mapView { map(mapView, in: frame) }
        roleGlyphs(node, look: look, foreground: foreground)
        for item in node.drawing { self.item(item, in: node, look: look, inherited: inner) }
        let offset = node.role == .scrollView ? (node.scrollOffset ?? 0) : 0
        if offset != 0 { canvas.append(#"<g transform="translate(0 \#(SVGCanvas.number(-offset)))">"#) }
        for child in node.children { self.node(child, inherited: inner) }
        if offset != 0 { canvas.append("</g>") }
        // A line along the inside of the box, over the children (a view's layer border, `.border` items).
        for item in node.drawing where item.kind == .fill && item.shape == .border { border(item) }
        if let stroke = look.insetStroke {
            let width = stroke.width
            canvas.append(
                #"<rect \#(SVGCanvas.rect(frame.insetBy(dx: width / 2, dy: width / 2), radius: look.radius - width / 2)) "#
                    + #"fill="none" \#(stroke.color.fillAttributes("stroke")) stroke-width="\#(SVGCanvas.number(width))"/>"#
            )
        }
        for _ in 0..<opened { canvas.append("</g>") }
        if let focused, node.id == focused { focusRing(frame, circular: look.circularFocus) }
    }

    /// The id of a shadow filter: the alpha of what it filters blurred by `blur` points, `dy` points lower, at
    /// `alpha`; with `keepsSource` the filtered drawing over its shadow, else the shadow alone.
    mutating func shadowFilter(blur: Double, dy: Double, alpha: Double, keepsSource: Bool) -> String {
        let (b, d, a) = (SVGCanvas.number(blur), SVGCanvas.number(dy), SVGCanvas.number(alpha))
        return canvas.definition("shadow-\(b)-\(d)-\(a)-\(keepsSource)") { id in
            #"<filter id="\#(id)" x="-20%" y="-20%" width="140%" height="160%">"#
                + #"<feGaussianBlur in="SourceAlpha" stdDeviation="\#(b)"/><feOffset dy="\#(d)"/>"#
                + #"<feComponentTransfer><feFuncA type="linear" slope="\#(a)"/></feComponentTransfer>"#
                + (keepsSource ? #"<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>"# : "")
                + "</filter>"
        }
    }

    /// The knob's focus ring: a 2-point line inside the node over a light fill (the page's `.cp-focused`).
    mutating func focusRing(_ frame: Rect, circular: Bool) {
        let radius = circular ? min(frame.width, frame.height) / 2 : 8
        canvas.append(#"<rect \#(SVGCanvas.rect(frame, radius: radius)) \#(theme.focusFill.fillAttributes())/>"#)
        canvas.append(
            #"<rect \#(SVGCanvas.rect(frame.insetBy(dx: 1, dy: 1), radius: radius - 1)) fill="none" "#
                + #"\#(theme.focusRing.fillAttributes("stroke")) stroke-width="2"/>"#)
    }
}
