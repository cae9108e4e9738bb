import Foundation

/// The shape a node's role gives its box, beyond what the Screen says: the browser car's style sheet
/// (`carplay.css`, `roles.js`) written as data for the SVG renderer. Corner radii, clipping, shadows, the colours a
/// role implies (a badge's red, an overlay's scrim) and the hairlines some roles draw inside their box.
struct SVGRoleLook {
    /// The corner radius of the node's box (a large value: round).
    var radius: Double = 0
    /// Children and drawing items are cut to the box.
    var clips = false
    /// A soft shadow under the box (cards over the map, alerts, banners).
    var shadow = false
    /// A small shadow under what the node draws, following its shape (a pin's glyph).
    var contentShadow = false
    /// A background the role implies when the node has none.
    var background: ScreenColor?
    /// The text and glyph colour the role implies when the node has none.
    var foreground: ScreenColor?
    /// The whole node's opacity.
    var opacity: Double?
    /// A line along the inside of the box, over the children.
    var insetStroke: (color: ScreenColor, width: Double)?
    /// A gradient painted over the background (the home screen's).
    var gradient: ((inout SVGCanvas, Rect) -> String)?
    /// The focus ring is round (round buttons).
    var circularFocus = false
    /// Text lines without a font of their own are bold (headers, titles).
    var boldText = false
    /// The font size of text lines without a font of their own.
    var textSize = 15.0
    /// Detail lines are drawn in the label colour, not the secondary one.
    var detailInLabelColour = false

    static let full = 10_000.0

    init(_ node: ScreenNode, theme: ScreenTheme) {
        let content = node.content
        switch node.role {
        case .backButton, .tab, .listRow, .messageRow, .searchResult, .assistantCell, .keyboard, .pointOfInterest:
            radius = 8
        case .barButton:
            radius = 8
            if content.barButton?.rounded == true {
                radius = Self.full
                background = theme.focusFill
            }
        case .badge:
            radius = Self.full
            background = theme.badge
            foreground = "#FFFFFF"
        case .nowPlayingButton:
            radius = 8
            foreground = theme.accent
        case .playingIndicator:
            foreground = theme.accent
        case .rowImage:
            radius = 4
            clips = true
        case .progressBar:
            radius = 2
            clips = true
            background = content.progress?.live == true ? theme.badge : theme.separator
        case .explicitBadge, .callKey:
            radius = node.role == .callKey ? Self.full : 2
        case .imageRowElement:
            radius = 8
            clips = content.imageElement?.style == .card
        case .unreadIndicator, .playbackControl, .callButton:
            radius = Self.full
            circularFocus = true
        case .pinnedHeader, .detailsHeader, .gridButton, .poiCard, .alertAction, .appIcon, .dashboardButton,
            .homeMessage, .notice:
            radius = 10
        case .textButton:
            radius = 10
            if content.buttonStyle != .confirm { insetStroke = (theme.separator, 0.5) }
        case .searchField:
            radius = 10
            insetStroke = (theme.separator, 1)
        case .thumbnail:
            radius = 8
            clips = true
        case .overlay:
            radius = 4
            background = "#0000008C"
            foreground = "#FFFFFF"
            textSize = 11
        case .artwork:
            radius = 8
            clips = true
            if content.isBackground == true {
                radius = 0
                opacity = 0.35
            }
        case .key:
            radius = 5
        case .voiceControl, .alert, .actionSheet:
            radius = 14
            shadow = true
        case .statusBar, .scrollView, .map:
            clips = true
        case .guidanceCard, .tripEstimates, .tripPreview, .navigationAlert, .dashboardShortcut, .widget, .liveActivity:
            radius = content.corner ?? 0
            clips = true
            shadow = true
        case .widgets:
            // The empty column is a card ("No Widgets"); with widgets it only holds their cards.
            radius = content.corner ?? 0
            shadow = node.background != nil
        case .navigationBanner, .siri, .callCard, .notificationBanner:
            radius = node.drawing.first { $0.cornerRadius != nil }?.cornerRadius ?? 0
            shadow = true
        case .mapButton, .panButton:
            shadow = true
        case .pin:
            contentShadow = true
        case .routeChoice:
            radius = 10
            clips = true
            if node.isSelected { insetStroke = (theme.separator, 1.5) }
        case .lane:
            if content.lane?.status == .notGood { opacity = 0.55 }
        case .sectionHeader, .emptyView:
            boldText = true
            if node.role == .emptyView { textSize = 17 }
        case .informationItem:
            detailInLabelColour = true
        case .screen:
            if content.screenKind == .home { gradient = Self.homeBackground(dark: content.appearance == .dark) }
        case .appWindow, .view, .label, .imageView, .mapView:
            if let layer = content.view, layer.clipsToBounds == true {
                clips = true
                radius = layer.cornerRadius ?? 0
            }
        case .contactButton:
            circularFocus = true
        default:
            break
        }
        switch content.shape {
        case .circular?:
            radius = Self.full
            clips = node.role != .mapButton && node.role != .panButton
            circularFocus = true
        case .roundedSquare?:
            radius = 8
            clips = true
        case .roundedRectangle?:
            radius = 10
            clips = true
        case nil:
            break
        }
        if node.role == .poiCard { boldText = true }
    }

    /// The home screen's wallpaper: a soft radial gradient (the page's `.cp-screen[data-kind="home"]`).
    static func homeBackground(dark: Bool) -> (inout SVGCanvas, Rect) -> String {
        { canvas, frame in
            let id = canvas.definition(dark ? "home-dark" : "home-light") { id in
                let (inner, outer, stop) = dark ? ("#24324A", "#050608", 0.75) : ("#FFFFFF", "#DFE3EA", 0.8)
                return #"<radialGradient id="\#(id)" cx="0.3" cy="0.2" r="\#(SVGCanvas.number(stop))" "#
                    + #"gradientUnits="objectBoundingBox"><stop offset="0" stop-color="\#(inner)"/>"#
                    + #"<stop offset="1" stop-color="\#(outer)"/></radialGradient>"#
            }
            return #"<rect \#(SVGCanvas.rect(frame)) fill="url(#\#(id))"/>"#
        }
    }
}

extension SVGDrawing {
    /// What a role draws besides its items: the progress bar's fill, the waveform of the playing indicators, the
    /// spinner's ring, the navigation and tab bars' bottom hairline.
    mutating func roleGlyphs(_ node: ScreenNode, look: SVGRoleLook, foreground: ScreenColor) {
        let frame = node.frame
        switch node.role {
        case .progressBar:
            let progress = node.content.progress
            guard progress?.live != true, progress?.openEnded != true else { return }
            let fraction = min(max(node.value ?? 0, 0), 1)
            let fill = node.foreground ?? theme.accent
            let bar = Rect(x: frame.x, y: frame.y, width: frame.width * fraction, height: frame.height)
            canvas.append(#"<rect \#(SVGCanvas.rect(bar, radius: 2)) \#(fill.fillAttributes())/>"#)
        case .nowPlayingButton, .playingIndicator, .audioIndicator:
            // Four bars at rest heights (the page animates them).
            let width = node.role == .nowPlayingButton ? 3.0 : 2.5
            let heights = [0.45, 0.8, 0.6, 0.35]
            let total = 4 * width + 3 * 1.5
            var x = frame.midX - total / 2
            let color = node.foreground ?? node.image?.tint ?? foreground
            for fraction in heights {
                let height = frame.height * fraction
                let bar = Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
                canvas.append(#"<rect \#(SVGCanvas.rect(bar, radius: 1)) \#(color.fillAttributes())/>"#)
                x += width + 1.5
            }
        case .spinner:
            let radius = min(frame.width, frame.height) * 0.35 - 1
            let (cx, cy) = (SVGCanvas.number(frame.midX), SVGCanvas.number(frame.midY))
            canvas.append(
                #"<circle cx="\#(cx)" cy="\#(cy)" r="\#(SVGCanvas.number(radius))" fill="none" "#
                    + #"\#(theme.separator.fillAttributes("stroke")) stroke-width="2"/>"#)
            let arc = Double.pi / 2
            let start = (frame.midX + radius * cos(-arc - arc / 2), frame.midY + radius * sin(-arc - arc / 2))
            let end = (frame.midX + radius * cos(-arc + arc / 2), frame.midY + radius * sin(-arc + arc / 2))
            canvas.append(
                #"<path d="M\#(SVGCanvas.number(start.0)) \#(SVGCanvas.number(start.1))A\#(SVGCanvas.number(radius)) "#
                    + #"\#(SVGCanvas.number(radius)) 0 0 1 \#(SVGCanvas.number(end.0)) \#(SVGCanvas.number(end.1))" "#
                    + #"fill="none" \#(theme.secondaryLabel.fillAttributes("stroke")) stroke-width="2"/>"#)
        case .navigationBar, .tabBar:
            let line = Rect(x: frame.x, y: frame.maxY - 0.5, width: frame.width, height: 0.5)
            canvas.append(#"<rect \#(SVGCanvas.rect(line)) \#(theme.separator.fillAttributes())/>"#)
        default:
            break
        }
    }
}
