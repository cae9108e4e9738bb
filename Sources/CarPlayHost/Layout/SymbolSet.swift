import Foundation

/// Our own drawings of the SF Symbols CarPlay apps use most, as SVG sources, so layout can tell a known symbol from
/// an unknown one and front ends (the browser simulator, renderers) can draw them without a resource bundle.
///
/// Every symbol is a 24×24 `viewBox`, drawn in `currentColor` only (strokes 2 units wide with round caps and joins,
/// and fills), so a front end tints it by setting the CSS `color`. A few draw digits with `<text>` in DejaVu Sans.
/// They are simple look-alikes, not Apple's artwork. Add a symbol by adding its body to `bodies`.
public enum SymbolSet {
    /// The complete SVG document of every symbol, by SF Symbol name.
    public static let svg: [String: String] = bodies.mapValues(document)

    /// Every symbol name, sorted.
    public static let names: [String] = bodies.keys.sorted()

    /// Whether we can draw the symbol `name`.
    public static func contains(_ name: String) -> Bool { bodies[name] != nil }

    /// The SVG document of the symbol `name`, if we have it.
    public static func svg(named name: String) -> String? { svg[name] }

    /// What front ends draw for an unknown symbol or an image that cannot be drawn: a dashed box with a question mark.
    public static let missingImageSVG = document(
        #"<rect x="3" y="3" width="18" height="18" rx="2" stroke-width="1.5" stroke-dasharray="3 2"/><path stroke-width="1.8" d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.7"/><circle fill="currentColor" stroke="none" cx="12" cy="16.5" r="1.1"/>"#
    )

    /// The opening tag every symbol shares: the canvas and the default stroke style.
    static let header =
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#

    private static func document(_ body: String) -> String { header + body + "</svg>" }

    /// The drawing of each symbol: the elements inside `<svg>`. Elements stroke by default; filled ones say
    /// `fill="currentColor"` (and `stroke="none"` when the rounded stroke would blur them).
    private static let bodies: [String: String] = [
        // The map's points of interest (MapStyle.standardPlaces).
        "airplane":
            #"<path fill="currentColor" stroke="none" d="M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5z"/>"#,
        "bus.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M6.5 2.5h11A2.5 2.5 0 0 1 20 5v12a2 2 0 0 1-1 1.7V21h-3v-2H8v2H5v-2.3A2 2 0 0 1 4 17V5a2.5 2.5 0 0 1 2.5-2.5zM6 6v5.5h12V6zm1.8 8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm8.4 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z"/>"#,
        "cross.fill": #"<path fill="currentColor" stroke="none" d="M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9z"/>"#,
        "sailboat.fill":
            #"<path fill="currentColor" stroke="none" d="M11 2.5V15H3.5zM13 5l7.5 10H13zM2.5 17h19l-2.8 4.5H5.3z"/>"#,
        "tree.fill":
            #"<path fill="currentColor" stroke="none" d="M12 2l7 9.5h-3.5L20 17.5h-7V22h-2v-4.5H4l4.5-6H5z"/>"#,
        "antenna.radiowaves.left.and.right":
            #"<circle fill="currentColor" stroke="none" cx="12" cy="9" r="1.8"/><path d="M12 11v10.5M8.6 5.6a4.8 4.8 0 0 0 0 6.8M15.4 5.6a4.8 4.8 0 0 1 0 6.8M5.4 2.5a9.2 9.2 0 0 0 0 13M18.6 2.5a9.2 9.2 0 0 1 0 13"/>"#,
        "arrow.clockwise": #"<path d="M19.5 12a7.5 7.5 0 1 1-2.2-5.3M19.5 3.5v4h-4"/>"#,
        "arrow.counterclockwise": #"<path d="M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 3.5v4h4"/>"#,
        "arrow.down": #"<path d="M12 4v15.5M5.5 13l6.5 6.5 6.5-6.5"/>"#,
        "arrow.down.circle": #"<circle cx="12" cy="12" r="9.5"/><path d="M12 7v10M8 13l4 4 4-4"/>"#,
        "arrow.left": #"<path d="M20 12H4.5M11 5.5L4.5 12l6.5 6.5"/>"#,
        "arrow.right": #"<path d="M4 12h15.5M13 5.5l6.5 6.5-6.5 6.5"/>"#,
        "arrow.triangle.branch": #"<path d="M7 21V3M4 6l3-3 3 3M7 15c0-3.5 2.3-6 6-6h5M15.5 6l3 3-3 3"/>"#,
        "arrow.triangle.turn.up.right.diamond.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M10.6 2.6a2 2 0 0 1 2.8 0l8 8a2 2 0 0 1 0 2.8l-8 8a2 2 0 0 1-2.8 0l-8-8a2 2 0 0 1 0-2.8zM8 16.5V11.2A1.2 1.2 0 0 1 9.2 10H13V7.3l3.8 3.7-3.8 3.7V12H10v4.5z"/>"#,
        "arrow.turn.up.left": #"<path d="M9.5 3.5L4.5 8.5l5 5M4.5 8.5H13a6 6 0 0 1 6 6v6"/>"#,
        "arrow.turn.up.right": #"<path d="M14.5 3.5l5 5-5 5M19.5 8.5H11a6 6 0 0 0-6 6v6"/>"#,
        "arrow.up": #"<path d="M12 20V4.5M5.5 11L12 4.5l6.5 6.5"/>"#,
        // Widgets' weather and timers (the Weather sample, Park's Live Activity).
        "sun.max.fill":
            #"<circle fill="currentColor" stroke="none" cx="12" cy="12" r="4.5"/><path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"/>"#,
        "cloud.fill":
            #"<path fill="currentColor" stroke="none" d="M7 19a5 5 0 0 1-.6-10A6.5 6.5 0 0 1 18.8 10.6 4.3 4.3 0 0 1 18 19z"/>"#,
        "cloud.sun.fill":
            #"<circle fill="currentColor" stroke="none" cx="8" cy="8" r="3.2"/><path d="M8 1.8v1.4M1.8 8h1.4M3.6 3.6l1 1M12.4 3.6l-1 1M3.6 12.4l1-1"/><path fill="currentColor" stroke="none" d="M9 21a4.5 4.5 0 0 1-.4-9 5.8 5.8 0 0 1 11 1.6A3.8 3.8 0 0 1 19.5 21z"/>"#,
        "cloud.rain.fill":
            #"<path fill="currentColor" stroke="none" d="M7 15a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 7.6 3.8 3.8 0 0 1 17.5 15z"/><path d="M8 18l-1 3M12 18l-1 3M16 18l-1 3"/>"#,
        "timer": #"<circle cx="12" cy="13.5" r="8"/><path d="M12 13.5V9M9.5 2.5h5M12 2.5v3"/>"#,
        // The call screen's Swap and Merge (two calls).
        "arrow.up.arrow.down": #"<path d="M8 20V4.5M4 8.5l4-4 4 4M16 4v15.5M12 15.5l4 4 4-4"/>"#,
        "arrow.triangle.merge": #"<path d="M6 20.5v-4l6-6V3.5M18 20.5v-4l-6-6M8 7.5l4-4 4 4"/>"#,
        "arrow.up.and.down.and.arrow.left.and.right":
            #"<path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3"/>"#,
        "arrow.up.left": #"<path d="M18 18L6 6M6 15V6h9"/>"#,
        "arrow.up.right": #"<path d="M6 18L18 6M9 6h9v9"/>"#,
        "arrow.uturn.left": #"<path d="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11"/>"#,
        "arrow.uturn.right": #"<path d="M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13"/>"#,
        "backward.end.fill": #"<path fill="currentColor" d="M19 5v14L8 12z"/><path d="M4.5 5v14"/>"#,
        "backward.fill": #"<path fill="currentColor" d="M21 6v12l-8.5-6zM11.5 6v12L3 12z"/>"#,
        "bag": #"<path d="M4.5 8h15l-1 13h-13zM8.5 8V6.5a3.5 3.5 0 0 1 7 0V8"/>"#,
        "basketball":
            #"<circle cx="12" cy="12" r="9.5"/><path d="M2.5 12h19M12 2.5v19M5.3 5.3a9.5 9.5 0 0 1 0 13.4M18.7 5.3a9.5 9.5 0 0 0 0 13.4"/>"#,
        "battery.100":
            #"<rect x="2" y="7" width="17.5" height="10" rx="2.5"/><path d="M22 10.5v3"/><rect fill="currentColor" stroke="none" x="4" y="9" width="13.5" height="6" rx="1"/>"#,
        "bed.double":
            #"<path d="M2.5 20v-8a2 2 0 0 1 2-2h15a2 2 0 0 1 2 2v8M2.5 16h19M4.5 10V6a2 2 0 0 1 2-2h11a2 2 0 0 1 2 2v4M7 10V8h4v2M13 10V8h4v2"/>"#,
        "bell": #"<path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 20.5a2 2 0 0 0 4 0"/>"#,
        "bell.fill":
            #"<path fill="currentColor" d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>"#,
        "bolt": #"<path d="M13.5 2L4.5 13.5H12L10.5 22l9-11.5H12z"/>"#,
        "bolt.car":
            #"<path d="M5 15l1.2-3.2A1.6 1.6 0 0 1 7.7 10.8h8.6a1.6 1.6 0 0 1 1.5 1L19 15M4 15h16a1 1 0 0 1 1 1v3.5H3V16a1 1 0 0 1 1-1zM5.5 19.5v2M18.5 19.5v2"/><path fill="currentColor" stroke="none" d="M13 1.5L9 6.5h3.5l-1 4 4-5H12z"/>"#,
        "bolt.fill": #"<path fill="currentColor" d="M13.5 2L4.5 13.5H12L10.5 22l9-11.5H12z"/>"#,
        "book.fill":
            #"<path fill="currentColor" stroke="none" stroke-linejoin="round" d="M11 6.3C9 5 6.5 4.5 3 4.5v14c3.5 0 6 .5 8 1.7zM13 6.3c2-1.3 4.5-1.8 8-1.8v14c-3.5 0-6 .5-8 1.7z"/>"#,
        "bookmark": #"<path d="M6.5 3.5h11v17l-5.5-4-5.5 4z"/>"#,
        "bookmark.fill": #"<path fill="currentColor" d="M6.5 3.5h11v17l-5.5-4-5.5 4z"/>"#,
        "books.vertical":
            #"<rect x="3" y="4" width="4.5" height="16.5" rx="1"/><rect x="9.5" y="4" width="4.5" height="16.5" rx="1"/><rect x="15.6" y="4.6" width="4.3" height="16" rx="1" transform="rotate(-14 17.75 12.6)"/><path d="M3 8h4.5M9.5 8H14"/>"#,
        "building.2":
            #"<path d="M3.5 21V4.5l8-2.5V21M11.5 8l9 3v10M2 21h20M6.5 7.5h2M6.5 11h2M6.5 14.5h2M14.5 13.5h3M14.5 17h3"/>"#,
        "calendar": #"<rect x="3.5" y="5" width="17" height="15.5" rx="2"/><path d="M3.5 10h17M8 3v4M16 3v4"/>"#,
        "car":
            #"<path d="M5 11l1.6-4.4A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11M4 11h16a1 1 0 0 1 1 1v5H3v-5a1 1 0 0 1 1-1zM5.5 17v2.5M18.5 17v2.5"/><circle fill="currentColor" stroke="none" cx="7" cy="14" r="1.2"/><circle fill="currentColor" stroke="none" cx="17" cy="14" r="1.2"/>"#,
        "car.fill":
            #"<path d="M5 11l1.6-4.4A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11M5.5 17v2.5M18.5 17v2.5"/><path fill="currentColor" stroke="none" fill-rule="evenodd" d="M4 10h16a2 2 0 0 1 2 2v5.5H2V12a2 2 0 0 1 2-2zM7 12.6a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8zM17 12.6a1.4 1.4 0 1 1 0 2.8a1.4 1.4 0 1 1 0-2.8z"/>"#,
        "cart":
            #"<path d="M2 3.5h3l2.3 11h11l2.2-8H6"/><circle fill="currentColor" stroke="none" cx="9" cy="19.5" r="1.7"/><circle fill="currentColor" stroke="none" cx="17" cy="19.5" r="1.7"/>"#,
        "checkmark": #"<path d="M4.5 12.5l5 5L19.5 6.5"/>"#,
        "checkmark.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM6.30 12.40L7.70 11L10.50 13.80L16.30 8L17.70 9.40L10.50 16.60z"/>"#,
        "chevron.down": #"<path d="M4 9l8 8 8-8"/>"#,
        "chevron.left": #"<path d="M15 4l-8 8 8 8"/>"#,
        "chevron.right": #"<path d="M9 4l8 8-8 8"/>"#,
        "chevron.up": #"<path d="M4 15l8-8 8 8"/>"#,
        "clock": #"<circle cx="12" cy="12" r="9.5"/><path d="M12 6.5V12l3.5 2.5"/>"#,
        "clock.arrow.circlepath": #"<path d="M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5M3.5 4v4.5H8M12 7.5V12l3 2"/>"#,
        "clock.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM11 6h2v5.5l3.4 2.4-1.2 1.6L11 12.5z"/>"#,
        "creditcard": #"<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 9.5h19M6 15h4"/>"#,
        "cup.and.saucer":
            #"<path d="M4.5 8.5h12v4a5 5 0 0 1-5 5h-2a5 5 0 0 1-5-5zM16.5 9.5h1.2a2.3 2.3 0 0 1 0 4.6h-1.5M3 21h16M9 2.5v3M12.5 2.5v3"/>"#,
        "dot.radiowaves.left.and.right":
            #"<circle fill="currentColor" stroke="none" cx="12" cy="12" r="2"/><path d="M8.6 8.6a4.8 4.8 0 0 0 0 6.8M15.4 8.6a4.8 4.8 0 0 1 0 6.8M5.4 5.5a9.2 9.2 0 0 0 0 13M18.6 5.5a9.2 9.2 0 0 1 0 13"/>"#,
        "ellipsis":
            #"<circle fill="currentColor" stroke="none" cx="5" cy="12" r="1.8"/><circle fill="currentColor" stroke="none" cx="12" cy="12" r="1.8"/><circle fill="currentColor" stroke="none" cx="19" cy="12" r="1.8"/>"#,
        "envelope": #"<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M3 6.5l9 7 9-7"/>"#,
        "ev.charger":
            #"<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M2.5 21h13M14 12h1.5a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0 3 0V9l-2.5-3"/><path fill="currentColor" stroke="none" d="M10 5.5L6.5 11.5h3l-.8 4.5 3.8-6.2h-3z"/>"#,
        "exclamationmark.triangle":
            #"<path d="M10.3 4.2L2.6 17.6a2 2 0 0 0 1.7 2.9h15.4a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0zM12 9.5V14"/><circle fill="currentColor" stroke="none" cx="12" cy="17" r="1.2"/>"#,
        "folder": #"<path d="M3 6.5a2 2 0 0 1 2-2h4.5l2 2.5H19a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>"#,
        "football":
            #"<ellipse cx="12" cy="12" rx="10" ry="6" transform="rotate(-45 12 12)"/><path d="M9.5 14.5l5-5M9.8 11.8l2.4 2.4M11.8 9.8l2.4 2.4"/>"#,
        "fork.knife": #"<path d="M5 3v5a2.5 2.5 0 0 0 5 0V3M7.5 3v18M17.5 21V3c-2.5 1.5-3.5 4.5-3.5 9h3.5"/>"#,
        "forward.end.fill": #"<path fill="currentColor" d="M5 5v14l11-7z"/><path d="M19.5 5v14"/>"#,
        "forward.fill": #"<path fill="currentColor" d="M3 6v12l8.5-6zM12.5 6v12L21 12z"/>"#,
        "fuelpump":
            #"<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M2.5 21h13M14 12h1.5a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0 3 0V9l-2.5-3M4 10h10"/>"#,
        "fuelpump.fill":
            #"<path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M2.5 21h13M14 12h1.5a1.5 1.5 0 0 1 1.5 1.5V17a1.5 1.5 0 0 0 3 0V9l-2.5-3"/><path fill="currentColor" stroke="none" fill-rule="evenodd" d="M5 21V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v16zM6.5 5.8v4.2h5V5.8z"/>"#,
        "gear":
            #"<path d="M10.4 2.5L13.6 2.5L13.9 4.9L15.7 5.7L17.6 4.2L19.8 6.4L18.3 8.3L19.1 10.1L21.5 10.4L21.5 13.6L19.1 13.9L18.3 15.7L19.8 17.6L17.6 19.8L15.7 18.3L13.9 19.1L13.6 21.5L10.4 21.5L10.1 19.1L8.3 18.3L6.4 19.8L4.2 17.6L5.7 15.7L4.9 13.9L2.5 13.6L2.5 10.4L4.9 10.1L5.7 8.3L4.2 6.4L6.4 4.2L8.3 5.7L10.1 4.9z"/><circle cx="12" cy="12" r="3.2"/>"#,
        "globe":
            #"<circle cx="12" cy="12" r="9.5"/><ellipse cx="12" cy="12" rx="4" ry="9.5"/><path d="M2.5 12h19M3.9 7h16.2M3.9 17h16.2"/>"#,
        "gobackward": #"<path d="M12 3.5a8.5 8.5 0 1 1-8.5 8.5M12 3.5l2.5-2.2M12 3.5l2.5 2.2"/>"#,
        "gobackward.10":
            #"<path d="M12 3.5a8.5 8.5 0 1 1-8.5 8.5"/><path d="M12 3.5l2.5-2.2M12 3.5l2.5 2.2"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">10</text>"#,
        "gobackward.15":
            #"<path d="M12 3.5a8.5 8.5 0 1 1-8.5 8.5"/><path d="M12 3.5l2.5-2.2M12 3.5l2.5 2.2"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">15</text>"#,
        "gobackward.30":
            #"<path d="M12 3.5a8.5 8.5 0 1 1-8.5 8.5"/><path d="M12 3.5l2.5-2.2M12 3.5l2.5 2.2"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">30</text>"#,
        "goforward": #"<path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5M12 3.5L9.5 1.3M12 3.5L9.5 5.7"/>"#,
        "goforward.10":
            #"<path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5"/><path d="M12 3.5L9.5 1.3M12 3.5L9.5 5.7"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">10</text>"#,
        "goforward.15":
            #"<path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5"/><path d="M12 3.5L9.5 1.3M12 3.5L9.5 5.7"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">15</text>"#,
        "goforward.30":
            #"<path d="M12 3.5a8.5 8.5 0 1 0 8.5 8.5"/><path d="M12 3.5L9.5 1.3M12 3.5L9.5 5.7"/><text x="12" y="15.6" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="9" font-weight="bold" fill="currentColor" stroke="none">30</text>"#,
        "hand.thumbsdown":
            #"<g transform="rotate(180 12 12)"><path d="M7.5 10.5l3.5-7.5a2.5 2.5 0 0 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7.5zM3 10.5h4.5v10H3z"/></g>"#,
        "hand.thumbsup":
            #"<path d="M7.5 10.5l3.5-7.5a2.5 2.5 0 0 1 2.5 2.5V9h5a2 2 0 0 1 2 2.3l-1.3 7.5a2 2 0 0 1-2 1.7H7.5zM3 10.5h4.5v10H3z"/>"#,
        "headphones":
            #"<path d="M4 18v-5a8 8 0 0 1 16 0v5"/><rect fill="currentColor" x="3" y="14" width="4" height="6.5" rx="1.2"/><rect fill="currentColor" x="17" y="14" width="4" height="6.5" rx="1.2"/>"#,
        "heart":
            #"<path d="M12 20s-8-5-8-10.5C4 6.9 6 5 8.3 5c1.6 0 3 .9 3.7 2.3C12.7 5.9 14.1 5 15.7 5 18 5 20 6.9 20 9.5 20 15 12 20 12 20z"/>"#,
        "heart.fill":
            #"<path fill="currentColor" d="M12 20s-8-5-8-10.5C4 6.9 6 5 8.3 5c1.6 0 3 .9 3.7 2.3C12.7 5.9 14.1 5 15.7 5 18 5 20 6.9 20 9.5 20 15 12 20 12 20z"/>"#,
        "house": #"<path d="M3 11.5l9-8 9 8M5.5 9.5V20.5h4.5v-6h4v6h4.5V9.5"/>"#,
        "house.fill":
            #"<path fill="currentColor" stroke="none" d="M12 3l9 8-1.3 1.5-1.2-1.1v9.1h-4.8v-6H10.3v6H5.5v-9.1l-1.2 1.1L3 11z"/><path d="M12 3.5l-9 8M12 3.5l9 8"/>"#,
        "icloud.and.arrow.down":
            #"<path d="M7.5 18.5H7a4.5 4.5 0 0 1-.6-9A6 6 0 0 1 18 10.5a4 4 0 0 1-1 8h-.5M12 11v10M9 18l3 3 3-3"/>"#,
        "info.circle":
            #"<circle cx="12" cy="12" r="9.5"/><path d="M12 11v6"/><circle fill="currentColor" stroke="none" cx="12" cy="7.5" r="1.3"/>"#,
        "line.3.horizontal": #"<path d="M4 6h16M4 12h16M4 18h16"/>"#,
        "list.bullet":
            #"<circle fill="currentColor" stroke="none" cx="4.5" cy="6" r="1.5"/><circle fill="currentColor" stroke="none" cx="4.5" cy="12" r="1.5"/><circle fill="currentColor" stroke="none" cx="4.5" cy="18" r="1.5"/><path d="M9 6h11.5M9 12h11.5M9 18h11.5"/>"#,
        "list.number":
            #"<path d="M10 6h11M10 12h11M10 18h11"/><text x="4.5" y="8.3" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="6.5" font-weight="bold" fill="currentColor" stroke="none">1</text><text x="4.5" y="14.3" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="6.5" font-weight="bold" fill="currentColor" stroke="none">2</text><text x="4.5" y="20.3" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="6.5" font-weight="bold" fill="currentColor" stroke="none">3</text>"#,
        "location": #"<path d="M20.5 3.5L3.5 11l7.5 2 2 7.5z"/>"#,
        "location.fill": #"<path fill="currentColor" d="M20.5 3.5L3.5 11l7.5 2 2 7.5z"/>"#,
        "magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3L21 21"/>"#,
        "minus.magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3L21 21M7.5 10.5h6"/>"#,
        "plus.magnifyingglass":
            #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3L21 21M7.5 10.5h6M10.5 7.5v6"/>"#,
        "map": #"<path d="M3 6.5L9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20zM9 4v13.5M15 6.5V20"/>"#,
        "mappin": #"<circle cx="12" cy="7.5" r="4.5"/><path d="M12 12v9.5"/>"#,
        "mappin.and.ellipse":
            #"<circle cx="12" cy="7" r="4"/><path d="M12 11v7M7.5 15.6C4.8 16.1 3 17 3 18c0 1.7 4 3 9 3s9-1.3 9-3c0-1-1.8-1.9-4.5-2.4"/>"#,
        "mappin.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM12 5.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6zM11.1 11.6h1.8v6.9h-1.8z"/>"#,
        "message":
            #"<path d="M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1 0-2-.1-2.9-.4L4 20l1.5-4C4 14.7 3 12.9 3 11c0-3.9 4-7 9-7z"/>"#,
        "message.fill":
            #"<path fill="currentColor" d="M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1 0-2-.1-2.9-.4L4 20l1.5-4C4 14.7 3 12.9 3 11c0-3.9 4-7 9-7z"/>"#,
        "mic":
            #"<rect x="9" y="2.5" width="6" height="12" rx="3"/><path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3.5M8.5 21.5h7"/>"#,
        "mic.fill":
            #"<rect fill="currentColor" x="9" y="2.5" width="6" height="12" rx="3"/><path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3.5M8.5 21.5h7"/>"#,
        "minus": #"<path d="M4.5 12h15"/>"#,
        "music.mic":
            #"<circle cx="15" cy="9" r="5.5"/><path d="M11.1 12.9L3.5 20.5M11.1 5.1l7.8 7.8"/><path stroke-width="1.5" d="M17 20.5v-5.2l3.5-.8"/><circle fill="currentColor" stroke="none" cx="15.6" cy="20.6" r="1.6"/>"#,
        "music.note":
            #"<path d="M11 17.5V3c1 2.5 6.5 3 6.5 7.5"/><ellipse fill="currentColor" stroke="none" cx="7.5" cy="17.5" rx="4" ry="3.2"/>"#,
        "music.note.list":
            #"<path d="M3 5.5h10M3 10.5h10M3 15.5h6M17.5 18V4.5c1 1.5 3.5 2 3.5 4.5"/><ellipse fill="currentColor" stroke="none" cx="14.8" cy="18" rx="3.2" ry="2.6"/>"#,
        "p.circle": #"<circle cx="12" cy="12" r="9.5"/><path d="M9.5 17V7h3.3a3 3 0 0 1 0 6H9.5"/>"#,
        "parkingsign": #"<path stroke-width="2.6" d="M7.5 20.5v-17h5.5a5 5 0 0 1 0 10H7.5"/>"#,
        "parkingsign.circle": #"<circle cx="12" cy="12" r="9.5"/><path d="M9.5 17V7h3.3a3 3 0 0 1 0 6H9.5"/>"#,
        "pause":
            #"<rect x="6" y="5" width="3.5" height="14" rx="1"/><rect x="14.5" y="5" width="3.5" height="14" rx="1"/>"#,
        "pause.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM8.5 7.5h2.5v9H8.5zM13 7.5h2.5v9H13z"/>"#,
        "pause.fill":
            #"<rect fill="currentColor" stroke="none" x="5.5" y="4" width="4.5" height="16" rx="1.5"/><rect fill="currentColor" stroke="none" x="14" y="4" width="4.5" height="16" rx="1.5"/>"#,
        "person": #"<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5z"/>"#,
        "person.2":
            #"<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5zM15.5 4.7a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .8 3.2 2.5 3.5 5.2"/>"#,
        "person.circle":
            #"<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="9.5" r="3"/><path d="M6.2 18.5c1.3-2.3 3.3-3.5 5.8-3.5s4.5 1.2 5.8 3.5"/>"#,
        "person.crop.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM12 5.800000000000001a3.5 3.5 0 1 1 0 7.0a3.5 3.5 0 1 1 0-7.0zM5.6 18.3c1.4-2.3 3.6-3.6 6.4-3.6s5 1.3 6.4 3.6A8.5 8.5 0 0 1 12 20.8a8.5 8.5 0 0 1-6.4-2.5z"/>"#,
        "person.fill":
            #"<circle fill="currentColor" cx="12" cy="8" r="4"/><path fill="currentColor" d="M4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5z"/>"#,
        "phone":
            #"<path d="M8.5 3.5L6 3c-1.5 0-3 1.5-3 3 .5 8 7 14.5 15 15 1.5 0 3-1.5 3-3l-.5-2.5-4-1.5-2 2c-2.5-1.2-4.3-3-5.5-5.5l2-2z"/>"#,
        "phone.fill":
            #"<path fill="currentColor" d="M8.5 3.5L6 3c-1.5 0-3 1.5-3 3 .5 8 7 14.5 15 15 1.5 0 3-1.5 3-3l-.5-2.5-4-1.5-2 2c-2.5-1.2-4.3-3-5.5-5.5l2-2z"/>"#,
        "phone.down.fill":
            #"<path fill="currentColor" transform="rotate(135 12 12)" d="M8.5 3.5L6 3c-1.5 0-3 1.5-3 3 .5 8 7 14.5 15 15 1.5 0 3-1.5 3-3l-.5-2.5-4-1.5-2 2c-2.5-1.2-4.3-3-5.5-5.5l2-2z"/>"#,
        "mic.slash.fill":
            #"<rect fill="currentColor" x="9" y="2.5" width="6" height="12" rx="3"/><path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3.5M8.5 21.5h7M3.5 3.5l17 17"/>"#,
        "circle.grid.3x3.fill":
            #"<g fill="currentColor" stroke="none"><circle cx="5" cy="5" r="2.2"/><circle cx="12" cy="5" r="2.2"/><circle cx="19" cy="5" r="2.2"/><circle cx="5" cy="12" r="2.2"/><circle cx="12" cy="12" r="2.2"/><circle cx="19" cy="12" r="2.2"/><circle cx="5" cy="19" r="2.2"/><circle cx="12" cy="19" r="2.2"/><circle cx="19" cy="19" r="2.2"/></g>"#,
        "photo":
            #"<rect x="3" y="4.5" width="18" height="15" rx="2"/><circle cx="8.5" cy="9.5" r="1.8"/><path d="M3 17l5-5 4 4 3-3 6 6"/>"#,
        "play": #"<path d="M7 5v14l12-7z"/>"#,
        "play.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM9.5 7.5v9l7-4.5z"/>"#,
        "play.fill": #"<path fill="currentColor" d="M7 5v14l12-7z"/>"#,
        "plus": #"<path d="M12 4.5v15M4.5 12h15"/>"#,
        "plus.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM11 6.50L13 6.50L13 11L17.50 11L17.50 13L13 13L13 17.50L11 17.50L11 13L6.50 13L6.50 11L11 11z"/>"#,
        "questionmark":
            #"<path d="M8 8a4 4 0 1 1 5.6 3.7c-1 .4-1.6 1.3-1.6 2.4V15"/><circle fill="currentColor" stroke="none" cx="12" cy="19.5" r="1.4"/>"#,
        "radio":
            #"<rect x="3" y="8" width="18" height="12.5" rx="2"/><path d="M7 8l10-5M6.5 12h3.5M6.5 16h3.5"/><circle cx="16" cy="14.3" r="2.7"/>"#,
        "repeat":
            #"<path d="M4 11.5V9a2 2 0 0 1 2-2h13.5M16.5 4l3 3-3 3M20 12.5V15a2 2 0 0 1-2 2H4.5M7.5 20l-3-3 3-3"/>"#,
        "repeat.1":
            #"<path d="M4 11.5V9a2 2 0 0 1 2-2h13.5M16.5 4l3 3-3 3M20 12.5V15a2 2 0 0 1-2 2H4.5M7.5 20l-3-3 3-3"/><path stroke-width="1.6" d="M11 10.8l1.5-.9v4.6"/>"#,
        "shield": #"<path d="M12 2.5l8 3v6c0 5-3.5 8.8-8 10.5-4.5-1.7-8-5.5-8-10.5v-6z"/>"#,
        "shield.fill": #"<path fill="currentColor" d="M12 2.5l8 3v6c0 5-3.5 8.8-8 10.5-4.5-1.7-8-5.5-8-10.5v-6z"/>"#,
        "shuffle":
            #"<path d="M2.5 7H6c2.2 0 3.4 1.2 4.6 3.4l2.8 3.2C14.6 15.8 15.8 17 18 17h3.5M2.5 17H6c2.2 0 3.4-1.2 4.6-3.4l2.8-3.2C14.6 8.2 15.8 7 18 7h3.5M18.5 4l3 3-3 3M18.5 14l3 3-3 3"/>"#,
        "soccerball":
            #"<circle cx="12" cy="12" r="9.5"/><path fill="currentColor" stroke="none" d="M12 8l3.8 2.8-1.5 4.4H9.7l-1.5-4.4z"/><path d="M12 8V3M15.8 10.8l4.5-1.6M14.3 15.2l2.8 4M9.7 15.2l-2.8 4M8.2 10.8L3.7 9.2"/>"#,
        "speaker.fill": #"<path fill="currentColor" d="M3 9h3.5L11 5v14l-4.5-4H3z"/>"#,
        "speaker.slash.fill": #"<path fill="currentColor" d="M3 9.5h2.5l5.5 5.5v4l-4.5-4H3z"/><path d="M3 3l18 18"/>"#,
        "speaker.wave.2.fill":
            #"<path fill="currentColor" d="M3 9h3.5L11 5v14l-4.5-4H3z"/><path d="M14.5 9a4 4 0 0 1 0 6M17.5 6a8 8 0 0 1 0 12"/>"#,
        "speaker.wave.3.fill":
            #"<path fill="currentColor" d="M3 9h3.5L11 5v14l-4.5-4H3z"/><path d="M14 9.5a3.2 3.2 0 0 1 0 5M16.8 7a6.6 6.6 0 0 1 0 10M19.6 4.5a10 10 0 0 1 0 15"/>"#,
        "square.and.arrow.down":
            #"<path d="M8 9H6a1.5 1.5 0 0 0-1.5 1.5v9A1.5 1.5 0 0 0 6 21h12a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18 9h-2M12 2.5V15M8.5 11.5L12 15l3.5-3.5"/>"#,
        "square.and.arrow.down.fill":
            #"<path d="M12 2.5v9M8.5 8l3.5 3.5L15.5 8"/><path fill="currentColor" stroke="none" d="M4 14.5A1.5 1.5 0 0 1 5.5 13H9l3 3 3-3h3.5a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 19.5z"/>"#,
        "square.and.arrow.up":
            #"<path d="M8 9H6a1.5 1.5 0 0 0-1.5 1.5v9A1.5 1.5 0 0 0 6 21h12a1.5 1.5 0 0 0 1.5-1.5v-9A1.5 1.5 0 0 0 18 9h-2M12 15V2.5M8.5 6L12 2.5 15.5 6"/>"#,
        "square.and.pencil":
            #"<path d="M11 4.5H6a2 2 0 0 0-2 2V18a2 2 0 0 0 2 2h11.5a2 2 0 0 0 2-2v-5M17.5 3.5l3 3L12 15l-4 1 1-4z"/>"#,
        "square.grid.2x2":
            #"<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>"#,
        "bell.slash.fill":
            #"<path fill="currentColor" stroke="none" d="M12 2.5a1.5 1.5 0 0 1 1.5 1.5v.6a6 6 0 0 1 4.5 5.8v4.1l1.8 2.5H8.2L6 14.8V10.4a6 6 0 0 1 .8-3zM9.8 19h4.4a2.2 2.2 0 0 1-4.4 0z"/><path d="M3.5 3.5l17 17"/>"#,
        "delete.left":
            #"<path d="M9 5h10.5a1.5 1.5 0 0 1 1.5 1.5v11a1.5 1.5 0 0 1-1.5 1.5H9l-6-7z"/><path d="M11.5 9l5 6M16.5 9l-5 6"/>"#,
        "pin.fill":
            #"<path fill="currentColor" stroke="none" d="M8 2.5h8l-1 2v5.2l3 3.3v1.5h-5.2V21L12 22l-.8-1v-6.5H6V13l3-3.3V4.5z"/>"#,
        "questionmark.square.dashed":
            #"<rect x="3" y="3" width="18" height="18" rx="2" stroke-width="1.5" stroke-dasharray="3 2"/><path stroke-width="1.8" d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.8-.9 1.5v.7"/><circle fill="currentColor" stroke="none" cx="12" cy="16.5" r="1.1"/>"#,
        "star": #"<path d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"/>"#,
        "star.fill":
            #"<path fill="currentColor" d="M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z"/>"#,
        "stop": #"<rect x="5" y="5" width="14" height="14" rx="2"/>"#,
        "stop.fill": #"<rect fill="currentColor" x="5" y="5" width="14" height="14" rx="2"/>"#,
        "trash": #"<path d="M3.5 6h17M9 6V3.5h6V6M5.5 6l1 14.5h11l1-14.5M10 10v7M14 10v7"/>"#,
        "tray":
            #"<path d="M2.5 13.5l3-8.5h13l3 8.5v5a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2zM2.5 13.5H8a4 4 0 0 0 8 0h5.5"/>"#,
        "waveform": #"<path d="M3 10.5v3M6.5 7v10M10 3.5v17M13.5 8v8M17 5.5v13M20.5 10v4"/>"#,
        "waveform.circle": #"<circle cx="12" cy="12" r="10"/><path d="M7 11v2M9.5 9v6M12 7v10M14.5 9v6M17 11v2"/>"#,
        "wifi":
            #"<path d="M2.1 10.1A14 14 0 0 1 21.9 10.1M5.3 13.3A9.5 9.5 0 0 1 18.7 13.3M8.5 16.5A5 5 0 0 1 15.5 16.5"/><circle fill="currentColor" stroke="none" cx="12" cy="19.8" r="1.6"/>"#,
        "xmark": #"<path d="M6 6l12 12M18 6L6 18"/>"#,
        "xmark.circle.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M12 1.5a10.5 10.5 0 1 1 0 21.0a10.5 10.5 0 1 1 0-21.0zM15.18 7.40L16.60 8.82L13.41 12L16.60 15.18L15.18 16.60L12 13.41L8.82 16.60L7.40 15.18L10.59 12L7.40 8.82L8.82 7.40L12 10.59z"/>"#,
        "arrow.triangle.turn.up.right.circle":
            #"<circle cx="12" cy="12" r="9.5"/><path d="M8.5 17v-4.5a2 2 0 0 1 2-2h5.5M13.5 7.5l3 3-3 3"/>"#,
        "arrow.turn.left.down": #"<path d="M18 3.5V11a3 3 0 0 1-3 3H6.5M10 10l-4 4 4 4"/>"#,
        "arrow.turn.right.down": #"<path d="M6 3.5V11a3 3 0 0 0 3 3h8.5M14 10l4 4-4 4"/>"#,
        "camera.fill":
            #"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M8.6 4.5h6.8l1.6 2.5H20a1.5 1.5 0 0 1 1.5 1.5v9.5A1.5 1.5 0 0 1 20 19.5H4a1.5 1.5 0 0 1-1.5-1.5V8.5A1.5 1.5 0 0 1 4 7h3zM12 9a4 4 0 1 0 0 8a4 4 0 1 0 0-8z"/>"#,
        "flag.checkered":
            #"<path d="M5 21.5V3M5 4h14v9H5"/><path fill="currentColor" stroke="none" d="M5 4h3.5v3H5zM12 4h3.5v3H12zM8.5 7H12v3H8.5zM15.5 7H19v3h-3.5zM5 10h3.5v3H5zM12 10h3.5v3H12z"/>"#,
        "mappin.circle": #"<circle cx="12" cy="12" r="9.5"/><circle cx="12" cy="9" r="2.5"/><path d="M12 11.5v6"/>"#,
    ]
}
