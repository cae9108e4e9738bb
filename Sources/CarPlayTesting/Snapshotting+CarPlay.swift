import CarPlayHost
import Foundation
import SnapshotTesting

extension Snapshotting where Value == Screen, Format == String {
    /// A car screen drawn as text (header, box drawing, outline) by `TextRenderer`, compared line by line.
    /// Stable from run to run: no element ids, no colours.
    ///
    /// ```swift
    /// assertSnapshot(of: car.screen, as: .carPlay)
    /// ```
    public static var carPlay: Snapshotting<Screen, String> { carPlay(renderer: TextRenderer()) }

    /// A car screen drawn as text by `renderer` (e.g. a finer grid: `TextRenderer(columnsPerPoint: 0.5)`).
    public static func carPlay(renderer: TextRenderer) -> Snapshotting<Screen, String> {
        var snapshotting = SimplySnapshotting.lines.pullback { (screen: Screen) in renderer.render(screen) }
        snapshotting.pathExtension = "txt"
        return snapshotting
    }

    /// A car screen as its JSON wire format (docs/SCREEN.md), pretty printed with sorted keys, element ids replaced by
    /// "e1", "e2"... in order of first appearance in the tree, so the reference doesn't change from run to run.
    public static var screenJSON: Snapshotting<Screen, String> {
        var snapshotting = SimplySnapshotting.lines.pullback { (screen: Screen) -> String in
            do {
                let data = try screen.withStableIDs().jsonData(prettyPrinted: true)
                return String(decoding: data, as: UTF8.self) + "\n"
            } catch {
                return "Screen could not be encoded: \(error)\n"
            }
        }
        snapshotting.pathExtension = "json"
        return snapshotting
    }

    /// A car screen drawn as an SVG document by `SVGRenderer` (as the browser car draws it: shapes, colours, images,
    /// the car's map under map views), compared line by line. Symbols and the map are drawn; app images need the
    /// car's image store: `.svg(renderer: car.svgRenderer)`.
    ///
    /// ```swift
    /// assertSnapshot(of: car.screen, as: .svg(renderer: car.svgRenderer))
    /// ```
    public static var svg: Snapshotting<Screen, String> { svg(renderer: SVGRenderer()) }

    /// A car screen drawn as an SVG document by `renderer`.
    public static func svg(renderer: SVGRenderer) -> Snapshotting<Screen, String> {
        var snapshotting = SimplySnapshotting.lines.pullback { (screen: Screen) in renderer.render(screen) }
        snapshotting.pathExtension = "svg"
        return snapshotting
    }
}

extension Snapshotting where Value == Screen, Format == Data {
    /// A car screen as a PNG in the display's pixels: `SVGRenderer`'s drawing through Debian's `rsvg-convert`
    /// (librsvg2-bin), compared byte for byte (a different librsvg may draw other bytes: record on the machine that
    /// checks). When the conversion fails, the snapshot holds its error text, so the comparison fails saying why.
    public static var png: Snapshotting<Screen, Data> { png(renderer: SVGRenderer()) }

    /// A car screen as a PNG drawn by `renderer`.
    public static func png(renderer: SVGRenderer) -> Snapshotting<Screen, Data> {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(
                toData: { $0 }, fromData: { $0 },
                diffV2: { reference, drawn in
                    guard reference != drawn else { return nil }
                    let said =
                        drawn.starts(with: [0x89, 0x50, 0x4E, 0x47]) ? "" : String(decoding: drawn, as: UTF8.self)
                    return (
                        said.isEmpty
                            ? "The PNG differs from the reference (\(reference.count) bytes, drawn \(drawn.count))"
                            : said, []
                    )
                }),
            snapshot: { screen in
                do { return try SVGRenderer.png(fromSVG: renderer.render(screen)) } catch {
                    return Data("\(error)".utf8)
                }
            })
    }
}
