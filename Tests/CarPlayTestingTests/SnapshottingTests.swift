import CarPlayTesting
import Expectations
import Foundation
import SnapshotTesting
import Testing

/// The public snapshot strategies, on hand-built screens (fresh UUID ids on every run: the references must not
/// depend on them).
@Suite struct SnapshottingTests {
    static func symbol(_ name: String, _ side: Double = 20) -> ScreenImage {
        ScreenImage(source: .system(name), size: Size(width: side, height: side), scale: 2, isTemplate: true)
    }

    /// A grid template with a navigation bar, on the standard display; an alert on top when `alert` is true.
    static func gridScreen(alert: Bool = false, display: DisplayConfiguration = .standard) -> Screen {
        let bounds = display.bounds
        let (statusFrame, appFrame) = bounds.divided(atDistance: 52, from: .left)
        let status = ScreenNode(
            role: .statusBar, frame: statusFrame, content: ScreenContent(appName: "Parking"),
            children: [
                ScreenNode(role: .clock, frame: statusFrame.divided(atDistance: 28, from: .top).slice, text: "9:41"),
                ScreenNode(
                    role: .connectivity, frame: statusFrame.divided(atDistance: 28, from: .bottom).slice, text: "LTE"),
            ])
        let (barFrame, contentFrame) = appFrame.divided(atDistance: 40, from: .top)
        let templateID = UUID().uuidString
        let filterID = ElementID(UUID().uuidString)
        let cancelID = ElementID(UUID().uuidString)
        let reserveID = ElementID(UUID().uuidString)
        let bar = ScreenNode(
            role: .navigationBar, frame: barFrame,
            children: [
                ScreenNode(role: .title, frame: barFrame.insetBy(dx: 60, dy: 0), text: "Find Parking"),
                ScreenNode(
                    role: .backButton, frame: Rect(x: barFrame.x + 5, y: barFrame.y, width: 36, height: 40),
                    id: ElementID(templateID + "/back"), image: symbol("chevron.left", 18), action: .back),
                ScreenNode(
                    role: .barButton, frame: Rect(x: barFrame.maxX - 75, y: barFrame.y + 4, width: 70, height: 32),
                    id: filterID, text: "Filter", action: .select(filterID),
                    content: ScreenContent(barButton: ScreenContent.BarButton(rounded: true))),
            ])
        let buttons: [(String, String, Bool)] = [
            ("Nearby", "car.fill", true), ("Garages", "parkingsign", true), ("Street", "road.lanes", true),
            ("Favorites", "star.fill", true), ("EV", "bolt.car", false), ("Valet", "person", true),
        ]
        var gridButtons: [ScreenNode] = []
        let cell = Size(width: (contentFrame.width - 20) / 3, height: (contentFrame.height - 20) / 2)
        for (index, (title, symbolName, enabled)) in buttons.enumerated() {
            let frame = Rect(
                x: contentFrame.x + 10 + Double(index % 3) * cell.width,
                y: contentFrame.y + 10 + Double(index / 3) * cell.height,
                width: cell.width, height: cell.height
            ).insetBy(dx: 4, dy: 4)
            var children: [ScreenNode] = []
            if index == 1 {
                children.append(
                    ScreenNode(role: .spinner, frame: Rect(x: frame.maxX - 24, y: frame.y + 4, width: 20, height: 20)))
            }
            let buttonID = ElementID(UUID().uuidString)
            gridButtons.append(
                ScreenNode(
                    role: .gridButton, frame: frame, id: buttonID, text: title, image: symbol(symbolName, 40),
                    action: .select(buttonID), isEnabled: enabled, children: children))
        }
        var appChildren = [bar, ScreenNode(role: .content, frame: contentFrame, children: gridButtons)]
        if alert {
            let panel = appFrame.centered(Size(width: 260, height: 120))
            let actions = panel.inset(by: Insets(top: 72, left: 10, bottom: 10, right: 10))
            let halves = actions.divided(atDistance: actions.width / 2, from: .left)
            appChildren.append(
                ScreenNode(
                    role: .modal, frame: appFrame, background: "#00000066",
                    children: [
                        ScreenNode(
                            role: .alert, frame: panel,
                            children: [
                                ScreenNode(
                                    role: .title,
                                    frame: panel.inset(by: Insets(top: 10, left: 10, bottom: 80, right: 10)),
                                    text: "Reserve this spot?"),
                                ScreenNode(
                                    role: .message,
                                    frame: panel.inset(by: Insets(top: 38, left: 10, bottom: 56, right: 10)),
                                    text: "Level 2, spot 117 — $4/hour"),
                                ScreenNode(
                                    role: .alertAction, frame: halves.slice.insetBy(dx: 2, dy: 0), id: cancelID,
                                    text: "Cancel", action: .select(cancelID),
                                    content: ScreenContent(alertAction: ScreenContent.AlertAction(style: .cancel))),
                                ScreenNode(
                                    role: .alertAction, frame: halves.remainder.insetBy(dx: 2, dy: 0), id: reserveID,
                                    text: "Reserve", action: .select(reserveID),
                                    content: ScreenContent(alertAction: ScreenContent.AlertAction(style: .default))),
                            ])
                    ]))
        }
        let root = ScreenNode(
            role: .screen, frame: bounds,
            content: ScreenContent(appearance: display.appearance, drivingSide: display.drivingSide),
            children: [status, ScreenNode(role: .appArea, frame: appFrame, children: appChildren)])
        var screen = Screen(display: display, root: root, warnings: [])
        screen.focusedElement = screen.focusOrder.dropFirst(2).first
        return screen
    }

    @Test func gridAsText() {
        assertSnapshot(of: Self.gridScreen(), as: .carPlay)
    }

    @Test func alertOnTopInDarkMode() {
        assertSnapshot(
            of: Self.gridScreen(alert: true, display: DisplayConfiguration.minimum.with(appearance: .dark)),
            as: .carPlay)
    }

    @Test func gridAsJSON() {
        assertSnapshot(of: Self.gridScreen(), as: .screenJSON)
    }

    @Test func customRenderer() {
        let fine = Snapshotting<Screen, String>.carPlay(
            renderer: TextRenderer(columnsPerPoint: 0.125, rowsPerPoint: 0.0625))
        assertSnapshot(of: Self.gridScreen(), as: fine)
        expectTrue(Snapshotting<Screen, String>.carPlay.pathExtension == "txt")
        expectTrue(Snapshotting<Screen, String>.screenJSON.pathExtension == "json")
        expectTrue(Snapshotting<Screen, String>.svg.pathExtension == "svg")
        expectTrue(Snapshotting<Screen, Data>.png.pathExtension == "png")
    }

    /// A grid template as a picture (`SVGRenderer`), dark, through a car: its symbols, shapes and colours.
    @MainActor @Test func gridAsSVG() throws {
        let scene = try require(Gallery.scenes.first { $0.name == "grid" })
        let car = scene.car(display: DisplayConfiguration.standard.with(appearance: .dark))
        assertSnapshot(of: car.screen, as: .svg(renderer: car.svgRenderer))
    }

    /// A PNG snapshot that cannot be drawn holds the reason, so the comparison says why.
    @Test func aPNGSnapshotThatCannotBeDrawnSaysWhy() throws {
        let png = Snapshotting<Screen, Data>.png
        let drawn = png.diffing.toData(Data("rsvg-convert failed: test".utf8))
        let message = png.diffing.diffV2(Data([0x89, 0x50, 0x4E, 0x47]), drawn)?.0
        expectEqual(message, "rsvg-convert failed: test")
        expectEqual(png.diffing.diffV2(drawn, drawn), nil)
    }
}
