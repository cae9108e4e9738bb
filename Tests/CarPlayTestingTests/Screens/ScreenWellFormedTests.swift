import CarPlay
import CarPlayHost
import CarPlayTesting
import Expectations
import Foundation
import Testing

/// Every gallery scene on every display, light and dark, limited and not: the screen is well formed.
@MainActor @Suite struct ScreenWellFormedTests {
    struct Combination: Sendable, CustomTestStringConvertible {
        let dark: Bool
        let limited: Bool
        var testDescription: String { "\(dark ? "dark" : "light"), \(limited ? "limited" : "not limited")" }
    }

    nonisolated static let combinations = [false, true].flatMap { dark in
        [false, true].map { Combination(dark: dark, limited: $0) }
    }

    @Test(arguments: Gallery.scenes, ScreenSnapshotTests.displays)
    func everyCombinationIsWellFormed(_ scene: GalleryScene, display: DisplayConfiguration) throws {
        var colours: [Bool: Set<String>] = [:]
        for combination in Self.combinations {
            let configured = ScreenSnapshotTests.configured(
                display, dark: combination.dark, limited: combination.limited)
            let car = scene.car(display: configured)
            let screen = car.screen
            expectTrue(car.faults.isEmpty, "\(scene.name) \(combination.testDescription)")
            expectTrue(screen.warnings.isEmpty, "\(screen.warnings)")
            expectEqual(screen.display.appearance, (combination.dark ? .dark : .light))
            expectEqual(screen.root.frame, configured.bounds)

            // Focus order: unique ids of enabled, focusable nodes with a real frame.
            expectEqual(Set(screen.focusOrder).count, screen.focusOrder.count)
            // An empty list and a voice control template without action buttons have nothing to focus.
            expectEqual(screen.focusOrder.isEmpty, ["emptyList", "voiceControl"].contains(scene.name))
            for node in screen.focusableNodes {
                expectTrue(node.isFocusable && node.isEnabled && node.id != nil)
                expectTrue(node.frame.width > 0 && node.frame.height > 0, "\(node.role) \(node.text ?? "")")
            }
            // Outside scroll views every node lies on the display.
            func check(_ node: ScreenNode) {
                guard node.role != .scrollView else { return }
                expectTrue(
                    configured.bounds.insetBy(dx: -0.5, dy: -0.5).contains(node.frame),
                    "\(node.role) \(node.frame) off screen")
                node.children.forEach(check)
            }
            check(screen.root)

            // Lists are trimmed to the limited maximum.
            if combination.limited { expectLessOrEqual(screen.nodes(.listRow).count, 12) }
            // The keyboard is hidden while the car limits it.
            if scene.name == "search" { expectEqual(screen.nodes(.keyboard).isEmpty, combination.limited) }
            // The status bar sits on the driver's side (landscape) or at the bottom (portrait).
            let status = try require(screen.nodes(.statusBar).first)
            if configured.isPortrait {
                expectEqual(status.frame.maxY, configured.bounds.maxY)
            } else if configured.drivingSide == .rightHandDrive {
                expectEqual(status.frame.maxX, configured.bounds.maxX)
            } else {
                expectEqual(status.frame.x, 0)
            }
            // The JSON wire format round-trips (numbers are written rounded, so compare encodings).
            let data = try screen.jsonData()
            expectEqual(try Screen.decode(data).jsonData(), data)
            colours[combination.dark, default: []].formUnion(
                screen.root.all { _ in true }.compactMap { $0.foreground?.hex })
        }
        // Light and dark draw with different colours.
        expectNotEqual(colours[false], colours[true])
    }
}
