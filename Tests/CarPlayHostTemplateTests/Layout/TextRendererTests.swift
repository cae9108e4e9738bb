import Expectations
import Foundation
import Testing
@testable import CarPlayHost

/// Hand-built screens (the layouts are written elsewhere): a list screen with bars, a scroll view, a modal.
enum SampleScreens {
    /// Fresh UUID ids on every call, as the host makes them.
    struct IDs {
        var back = ElementID(UUID().uuidString + "/back")
        var add = ElementID(UUID().uuidString)
        var rows = (0..<6).map { _ in ElementID(UUID().uuidString) }
        var list = ElementID(UUID().uuidString)
        var ok = ElementID(UUID().uuidString)
        var cancel = ElementID(UUID().uuidString)
    }

    static func symbol(_ name: String, _ side: Double = 20) -> ScreenImage {
        ScreenImage(source: .system(name), size: Size(width: side, height: side), scale: 2, isTemplate: true)
    }

    static func list(
        display: DisplayConfiguration = .standard, ids: IDs = IDs(), focused: Int? = nil, modal: Bool = false,
        rowCount: Int = 6, scrolledBy offset: Double = 0
    ) -> Screen {
        let bounds = display.bounds
        let (statusFrame, appFrame) = bounds.divided(atDistance: 52, from: .left)
        let status = ScreenNode(
            role: .statusBar, frame: statusFrame, background: "#F2F2F7", content: ScreenContent(appName: "Music"),
            children: [
                ScreenNode(role: .clock, frame: statusFrame.divided(atDistance: 28, from: .top).slice, text: "9:41"),
                ScreenNode(
                    role: .connectivity, frame: statusFrame.divided(atDistance: 28, from: .bottom).slice, text: "LTE"),
            ])
        let (barFrame, contentFrame) = appFrame.divided(atDistance: 40, from: .top)
        let bar = ScreenNode(
            role: .navigationBar, frame: barFrame,
            children: [
                ScreenNode(
                    role: .title, frame: barFrame.insetBy(dx: 60, dy: 0), text: "Albums",
                    font: ScreenFont(size: 15, weight: .bold)),
                ScreenNode(
                    role: .backButton, frame: Rect(x: barFrame.x + 5, y: barFrame.y, width: 36, height: 40),
                    id: ids.back,
                    image: symbol("chevron.left", 18), action: .back),
                ScreenNode(
                    role: .barButton, frame: Rect(x: barFrame.maxX - 41, y: barFrame.y + 4, width: 36, height: 32),
                    id: ids.add,
                    image: symbol("plus"), action: .select(ids.add)),
            ])
        let titles = ["Abbey Road", "Revolver", "Rubber Soul", "Help!", "Let It Be", "Please Please Me"]
        var rows: [ScreenNode] = []
        for index in 0..<min(rowCount, 6) {
            let frame = Rect(
                x: contentFrame.x, y: contentFrame.y + Double(index) * 52, width: contentFrame.width,
                height: 52)
            var children = [
                ScreenNode(
                    role: .rowImage, frame: Rect(x: frame.x + 10, y: frame.y + 4, width: 44, height: 44),
                    image: ScreenImage(
                        source: .named("cover\(index)"), size: Size(width: 44, height: 44), scale: 2, isTemplate: false)
                ),
                ScreenNode(
                    role: .accessory, frame: Rect(x: frame.maxX - 30, y: frame.y + 16, width: 20, height: 20),
                    content: ScreenContent(accessory: .disclosureIndicator)),
            ]
            if index == 1 {
                children.append(
                    ScreenNode(role: .spinner, frame: Rect(x: frame.maxX - 60, y: frame.y + 16, width: 20, height: 20)))
            }
            if index == 2 {
                children.append(
                    ScreenNode(
                        role: .progressBar, frame: Rect(x: frame.x + 64, y: frame.maxY - 8, width: 200, height: 4),
                        value: 0.5))
            }
            rows.append(
                ScreenNode(
                    role: .listRow, frame: frame, id: ids.rows[index], text: titles[index],
                    detailText: index == 0 ? "The Beatles · 1969" : nil, action: .select(ids.rows[index]),
                    isEnabled: index != 3,
                    isSelected: index == 4,
                    content: index == 0 ? ScreenContent(explicit: true, section: ids.rows[0]) : ScreenContent(),
                    children: children))
        }
        let scroll = ScreenNode(
            role: .scrollView, frame: contentFrame, id: ids.list, contentHeight: Double(rows.count) * 52,
            scrollOffset: offset, children: rows)
        var appChildren = [bar, ScreenNode(role: .content, frame: contentFrame, children: [scroll])]
        if modal {
            let panel = appFrame.centered(Size(width: 240, height: 120))
            let buttons = panel.inset(by: Insets(top: 72, left: 10, bottom: 10, right: 10))
            let halves = buttons.divided(atDistance: buttons.width / 2, from: .left)
            appChildren.append(
                ScreenNode(
                    role: .modal, frame: appFrame, background: "#00000066",
                    children: [
                        ScreenNode(
                            role: .alert, frame: panel, background: "#FFFFFF",
                            children: [
                                ScreenNode(
                                    role: .title,
                                    frame: panel.inset(by: Insets(top: 8, left: 10, bottom: 80, right: 10)),
                                    text: "Delete this album?"),
                                ScreenNode(
                                    role: .message,
                                    frame: panel.inset(by: Insets(top: 40, left: 10, bottom: 56, right: 10)),
                                    text: "It will be removed from the car."),
                                ScreenNode(
                                    role: .alertAction, frame: halves.slice.insetBy(dx: 2, dy: 0), id: ids.cancel,
                                    text: "Cancel", action: .select(ids.cancel),
                                    content: ScreenContent(alertAction: ScreenContent.AlertAction(style: .cancel))),
                                ScreenNode(
                                    role: .alertAction, frame: halves.remainder.insetBy(dx: 2, dy: 0), id: ids.ok,
                                    text: "Delete", action: .select(ids.ok),
                                    content: ScreenContent(alertAction: ScreenContent.AlertAction(style: .destructive))),
                            ])
                    ]))
        }
        let app = ScreenNode(role: .appArea, frame: appFrame, background: "#FFFFFF", children: appChildren)
        let root = ScreenNode(
            role: .screen, frame: bounds, background: "#FFFFFF",
            content: ScreenContent(appearance: display.appearance, drivingSide: display.drivingSide),
            children: [status, app])
        var screen = Screen(display: display, root: root, warnings: ["Unknown system symbol \"car.sideways\""])
        if let focused { screen.focusedElement = screen.focusOrder[focused] }
        return screen
    }
}

@Suite struct TextRendererTests {
    let renderer = TextRenderer()

    /// The grid part of a drawing, inside the bezel.
    func grid(_ text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        let top = lines.firstIndex { $0.hasPrefix("▛") }!
        let bottom = lines.firstIndex { $0.hasPrefix("▙") }!
        return lines[(top + 1)..<bottom].map { String($0.dropFirst().dropLast()) }
    }

    @Test func gridSizeFollowsTheScale() {
        let text = renderer.render(SampleScreens.list())
        let rows = grid(text)
        expectEqual(rows.count, 30)
        expectEqual(rows.map(\.count).max(), 100)
        let fine = TextRenderer(columnsPerPoint: 0.5, rowsPerPoint: 0.25).render(SampleScreens.list())
        expectEqual(grid(fine).count, 60)
        expectEqual(grid(fine).map(\.count).max(), 200)
    }

    @Test(arguments: DisplayConfiguration.presets)
    func everyPresetGivesAReadableGrid(_ display: DisplayConfiguration) {
        let rows = grid(renderer.render(SampleScreens.list(display: display)))
        expectTrue((29...64).contains(rows.count))
        expectTrue((75...160).contains(rows.map(\.count).max() ?? 0))
        expectTrue(rows.contains { $0.contains("Abbey Road") })
    }

    @Test func boxesAndTexts() {
        let text = renderer.render(SampleScreens.list())
        let rows = grid(text)
        // The screen's frame, the status bar's box, rows as rounded (focusable) boxes.
        expectEqual(rows.first?.hasPrefix("┌───────────┐┌────"), true)
        expectEqual(rows.last?.hasPrefix("└───────────┘"), true)
        expectTrue(text.contains("▛" + String(repeating: "▀", count: 100) + "▜\n▌┌"))
        expectTrue(rows.contains { $0.contains("│ 9:41") || $0.contains("9:41") })
        expectTrue(rows.contains { $0.contains("╭") })
        expectTrue(rows.contains { $0.contains("│ Abbey Road") || $0.contains(" Abbey Road") })
        expectTrue(rows.contains { $0.contains("The Beatles · 1969") })
        expectTrue(rows.contains { $0.contains("[img]") })
        expectTrue(rows.contains { $0.contains("›") })
        expectTrue(rows.contains { $0.contains("⟳") })
        expectTrue(rows.contains { $0.contains("━━") && $0.contains("──") })
        // The title is centred in the navigation bar.
        let titleRow = rows.first { $0.contains("Albums") }
        expectNotEqual(titleRow, nil)
    }

    @Test func focusDisabledAndSelectedBoxesDiffer() {
        let rows = grid(renderer.render(SampleScreens.list(focused: 2)))
        let joined = rows.joined(separator: "\n")
        expectTrue(joined.contains("╔"))  // focused: Abbey Road
        expectTrue(joined.contains("┄"))  // disabled: Help!
        expectTrue(!joined.contains("┏"))  // selected: Let It Be is below the fold
        let scrolled = grid(renderer.render(SampleScreens.list(scrolledBy: 112))).joined(separator: "\n")
        expectTrue(scrolled.contains("┏"))
        let abbey = rows.firstIndex { $0.contains("Abbey Road") }!
        expectTrue(rows[abbey].contains("║"))
        let unfocused = grid(renderer.render(SampleScreens.list()))
        expectTrue(!unfocused.joined().contains("╔"))
    }

    @Test func textIsClippedToItsBox() {
        var screen = SampleScreens.list(rowCount: 1)
        let long = String(repeating: "Very long album title ", count: 20)
        screen.root.children[1].children[1].children[0].children[0].text = long
        let rows = grid(renderer.render(screen))
        let row = rows.first { $0.contains("Very long") }!
        expectTrue(row.contains("…"))
        // Still inside the screen's frame and the row's box.
        expectEqual(row.count, 100)
        expectTrue(row.hasSuffix("╯") || row.hasSuffix("│"))
        expectTrue(!row.contains("title Very long album title Very long album title Very long album title Very long"))
    }

    @Test func scrollViewIsClippedAndSaysWhatIsBelow() {
        let rows = grid(renderer.render(SampleScreens.list()))
        let joined = rows.joined(separator: "\n")
        // 200 pt of content area shows 3 rows and most of a 4th; 2 rows are entirely below.
        expectTrue(joined.contains("↓ 2 more"))
        expectTrue(!joined.contains("Please Please Me"))
        expectTrue(!joined.contains("Let It Be"))
        // Scrolled to the end: the first rows are out of view above.
        let scrolled = grid(renderer.render(SampleScreens.list(scrolledBy: 112))).joined(separator: "\n")
        expectTrue(scrolled.contains("↑ 2 more"))
        expectTrue(!scrolled.contains("Abbey Road"))
        expectTrue(scrolled.contains("Please Please Me"))
        expectTrue(!scrolled.contains("↓"))
        // Nothing below when everything fits.
        let short = grid(renderer.render(SampleScreens.list(rowCount: 2))).joined(separator: "\n")
        expectTrue(!short.contains("more"))
    }

    @Test func modalIsDrawnOnTop() {
        let plain = grid(renderer.render(SampleScreens.list()))
        let rows = grid(renderer.render(SampleScreens.list(modal: true)))
        let joined = rows.joined(separator: "\n")
        expectTrue(joined.contains("░"))
        expectTrue(joined.contains("Delete this album?"))
        expectTrue(joined.contains("Cancel"))
        // The alert's box hides the rows under it; the scrim covers the rest of the app area, not the status bar.
        expectTrue(plain.joined().contains("Revolver"))
        expectTrue(!joined.contains("Revolver"))
        expectTrue(rows.allSatisfy { $0.count < 13 || !Array($0)[0..<13].contains("░") })
    }

    @Test func modalIsOnTopWhateverItsPlaceInTheTree() {
        // A modal listed before the content still draws above it.
        var screen = SampleScreens.list(modal: true)
        screen.root.children[1].children.swapAt(0, 2)
        let joined = grid(renderer.render(screen)).joined(separator: "\n")
        expectTrue(joined.contains("Delete this album?"))
        expectTrue(!joined.contains("Revolver"))
    }

    @Test func headerAndOutline() {
        let text = renderer.render(SampleScreens.list(focused: 2))
        let lines = text.components(separatedBy: "\n")
        expectEqual(lines[0], "Standard 800×480 @2x · 400×240 pt @2x · light · left-hand drive")
        expectEqual(lines[1], "limits: lists off, keyboard off · input: touch, knob, touchpad")
        expectEqual(lines[2], "focus order:")
        expectEqual(lines[3], "    1 backButton [sym:chevron.left]")
        expectEqual(lines[4], "    2 barButton [sym:plus]")
        expectEqual(lines[5], "  ▶ 3 listRow \"Abbey Road\"")
        expectEqual(lines[6], "    4 listRow \"Revolver\"")
        expectEqual(lines[7], "    5 listRow \"Rubber Soul\"")
        expectEqual(lines[8], "    6 listRow \"Let It Be\"")  // Help! is disabled: not in the focus order
        expectTrue(lines.contains("warning: Unknown system symbol \"car.sideways\""))
        expectTrue(
            text.contains(
                "      listRow [52, 40 348×52] \"Abbey Road\" / \"The Beatles · 1969\" focusable#3 focused {explicit=true, section=e4}"
            ))
        expectTrue(text.contains("      listRow [52, 196 348×52] \"Help!\" focusable disabled"))
        expectTrue(text.contains("      listRow [52, 248 348×52] \"Let It Be\" focusable#6 selected"))
        expectTrue(text.contains("      listRow [52, 92 348×52] \"Revolver\" focusable#4 spinner"))
        expectTrue(text.contains("        progressBar [116, 188 200×4] value=0.5"))
        expectTrue(text.contains("    scrollView [52, 40 348×200] scroll=0/312"))
        expectTrue(text.contains("        rowImage [62, 44 44×44] image=named:cover0 44×44"))
        expectEqual(text.contains("  screen [0, 0 400×240] {appearance=light, drivingSide=leftHandDrive}"), false)
        expectTrue(text.contains("\nscreen [0, 0 400×240] {appearance=light, drivingSide=leftHandDrive}\n"))
        // No colours anywhere.
        expectTrue(!text.contains("#FFFFFF") && !text.contains("#F2F2F7"))
    }

    @Test func noElementIDsInTheOutput() {
        let ids = SampleScreens.IDs()
        let text = renderer.render(SampleScreens.list(ids: ids, focused: 0, modal: true))
        for id in [ids.back, ids.add, ids.list, ids.ok, ids.cancel] + ids.rows {
            let base = id.rawValue.components(separatedBy: "/")[0]
            expectTrue(!text.contains(base))
        }
        expectEqual(text.range(of: #"[0-9A-F]{8}-[0-9A-F]{4}"#, options: .regularExpression), nil)
    }

    @Test func deterministic() {
        let ids = SampleScreens.IDs()
        let screen = SampleScreens.list(ids: ids, focused: 1)
        expectEqual(renderer.render(screen), renderer.render(screen))
        // Same content, other UUIDs (another run): same drawing.
        let other = SampleScreens.list(ids: SampleScreens.IDs(), focused: 1)
        expectNotEqual(other, screen)
        expectEqual(renderer.render(other), renderer.render(screen))
    }

    @Test func rightHandDriveDarkLimitedHeader() {
        let display = DisplayConfiguration.minimum.rightHandDrive().with(appearance: .dark).limited()
        let text = renderer.render(SampleScreens.list(display: display))
        expectTrue(
            text.hasPrefix(
                "Minimum 748×456 @2x (right-hand drive) · 374×228 pt @2x · dark · right-hand drive\nlimits: lists on, keyboard on"
            ))
    }

    @Test func imagesAndMissingImages() {
        let frame = Rect(x: 0, y: 0, width: 400, height: 240)
        let screen = Screen(
            display: .standard,
            root: ScreenNode(
                role: .screen, frame: frame,
                children: [
                    ScreenNode(
                        role: .playbackControl, frame: Rect(x: 10, y: 10, width: 100, height: 40),
                        image: SampleScreens.symbol("play.fill"), action: .playback(.playPause), isEnabled: true),
                    ScreenNode(
                        role: .playbackControl, frame: Rect(x: 120, y: 10, width: 24, height: 24),
                        image: SampleScreens.symbol("pause.fill")),
                    ScreenNode(
                        role: .image, frame: Rect(x: 10, y: 60, width: 40, height: 40),
                        image: ScreenImage(
                            source: .system("no.such.symbol"), size: Size(width: 40, height: 40), scale: 2,
                            isTemplate: true, isMissing: true)),
                    ScreenNode(role: .missingImage, frame: Rect(x: 60, y: 60, width: 40, height: 40)),
                    ScreenNode(role: .rating, frame: Rect(x: 10, y: 120, width: 100, height: 16), value: 3.5),
                    ScreenNode(
                        role: .text, frame: Rect(x: .nan, y: 140, width: 100, height: .infinity), text: "NaN frame"),
                    ScreenNode(role: .text, frame: Rect(x: 200, y: 140, width: 0, height: 0), text: "Zero frame"),
                ]))
        let text = renderer.render(screen)
        let joined = grid(text).joined(separator: "\n")
        expectTrue(joined.contains("[sym:play.fill]"))
        expectTrue(joined.contains("❚❚"))  // the marker doesn't fit 6 columns: the symbol's glyph
        expectTrue(joined.contains("[?]"))
        expectTrue(joined.contains("★★★⯪☆"))
        expectTrue(joined.contains("NaN frame"))
        expectTrue(text.contains("image=sym:no.such.symbol 40×40 template missing"))
        expectTrue(text.contains("text [0, 140 100×0] \"NaN frame\""))
        // A zero-size frame still gets one cell: the text is cut to "…".
        expectTrue(grid(text)[18].hasPrefix(" NaN frame" + String(repeating: " ", count: 40) + "…"))
    }

    @Test func badScalesFallBackToTheDefaults() {
        let screen = SampleScreens.list()
        expectEqual(TextRenderer(columnsPerPoint: .nan, rowsPerPoint: -1).render(screen), renderer.render(screen))
        // Huge scales are capped.
        let huge = TextRenderer(columnsPerPoint: 100, rowsPerPoint: 100).render(screen)
        expectEqual(grid(huge).count, TextRenderer.maximumRows)
    }

    @Test func wrappedTextsAndValueGlyphs() {
        let section = UUID().uuidString
        let screen = Screen(
            display: .standard,
            root: ScreenNode(
                role: .screen, frame: Rect(x: 0, y: 0, width: 400, height: 240),
                children: [
                    ScreenNode(
                        role: .informationItem, frame: Rect(x: 10, y: 10, width: 200, height: 60), text: "Hours",
                        detailText: "Mon–Fri 8–18\nSat 9–13"),
                    ScreenNode(
                        role: .rating, frame: Rect(x: 10, y: 80, width: 100, height: 16), value: 2,
                        content: ScreenContent(maximumRating: 3)),
                    ScreenNode(
                        role: .progressBar, frame: Rect(x: 10, y: 100, width: 40, height: 4),
                        content: ScreenContent(progress: ScreenContent.Progress(openEnded: true))),
                    ScreenNode(
                        role: .pin, frame: Rect(x: 200, y: 100, width: 8, height: 8),
                        content: ScreenContent(pin: ScreenContent.Pin(index: 0, selected: true))),
                    ScreenNode(
                        role: .text, frame: Rect(x: 10, y: 120, width: 100, height: 16), text: "A",
                        content: ScreenContent(section: ElementID(section))),
                ]))
        let text = renderer.render(screen)
        let rows = grid(text)
        expectTrue(rows.contains { $0.hasPrefix("    Mon–Fri 8–18") })
        expectTrue(rows.contains { $0.hasPrefix("    Sat 9–13") })
        expectTrue(rows.contains { $0.hasPrefix("    ★★☆ ") })
        expectTrue(rows.contains { $0.hasPrefix("   ┄┄┄┄┄┄┄┄┄┄") })
        expectTrue(rows.joined().contains("◈"))
        // A UUID in an attribute gets a name too.
        expectTrue(text.contains("{section=e1}"))
        expectTrue(!text.contains(section))
    }
}
