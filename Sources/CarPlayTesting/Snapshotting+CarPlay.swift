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
}
