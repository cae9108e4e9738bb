import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// A session's layout keeps the parts (`LayoutMemo`) and the drawing (`DrawingReuse`) of its last layout where their
/// inputs did not change: the screen is the one a layout from nothing gives, change after change, and only what
/// changed is made and drawn again.
@MainActor @Suite struct LayoutReuseTests {
    let now = Date(timeIntervalSince1970: 1_000_000)

    func laidOut(
        _ state: ScreenState, display: DisplayConfiguration = .standard, offsets: [ElementID: Double] = [:],
        memo: LayoutMemo?
    ) -> Screen {
        ScreenLayout.laidOut(
            state, display: display, now: now, timeZone: .gmt, focusedElement: nil, scrollOffsets: offsets, memo: memo
        ).screen
    }

    @Test("each screen laid out with the last one's parts and drawing is the screen laid out anew, change after change")
    func reusedEqualsFresh() {
        // One session's templates, changed as an app changes them: their ids stay.
        let root = CPListTemplate(title: "Root", sections: [])
        let list = CPListTemplate(title: "List", sections: [])
        let other = CPListTemplate(title: "Other", sections: [])
        let rows = (0..<14).map { "Row \($0)" }
        var changedRow = rows
        changedRow[2] = "A much longer second row that wraps or is cut where the row ends"
        func state(
            _ template: CPListTemplate = list, rows: [String], buttons: [String] = [], pushed: Bool = false,
            dark: Bool = false, time: String? = nil
        ) -> ScreenState {
            template.updateSections([CPListSection(items: rows.map { CPListItem(text: $0, detailText: "Detail") })])
            template.trailingNavigationBarButtons = buttons.map { CPBarButton(title: $0) }
            let snapshot = TemplateSnapshot(template)!
            var state = ScreenState(
                appName: "App", category: .audio,
                navigation: pushed ? [TemplateSnapshot(root)!, snapshot] : [snapshot],
                visible: snapshot, presented: nil, prefersDark: dark, rules: Rules(category: .audio))
            state.statusBar = time.map { StatusBarState(time: $0) }
            return state
        }
        var rightHandDrive = DisplayConfiguration.standard
        rightHandDrive.drivingSide = .rightHandDrive
        let steps: [(String, ScreenState, DisplayConfiguration)] = [
            ("the first screen", state(rows: rows), .standard),
            ("the same screen", state(rows: rows), .standard),
            ("one row changed", state(rows: changedRow), .standard),
            ("a row added", state(rows: changedRow + ["Row 14"]), .standard),
            ("rows removed", state(rows: Array(rows.prefix(3))), .standard),
            ("a bar button", state(rows: Array(rows.prefix(3)), buttons: ["Edit"]), .standard),
            ("another bar button", state(rows: Array(rows.prefix(3)), buttons: ["Done"]), .standard),
            ("a second bar button", state(rows: Array(rows.prefix(3)), buttons: ["Done", "Add"]), .standard),
            ("pushed: a back button", state(rows: Array(rows.prefix(3)), buttons: ["Done"], pushed: true), .standard),
            ("another template", state(other, rows: rows, pushed: true), .standard),
            ("the status bar's time", state(rows: rows, pushed: true, time: "12:01"), .standard),
            ("the next minute", state(rows: rows, pushed: true, time: "12:02"), .standard),
            ("popped", state(rows: rows, time: "12:02"), .standard),
            ("the app's dark style", state(rows: rows, dark: true), .standard),
            ("a dark display", state(rows: rows), .standard.with(appearance: .dark)),
            ("another display", state(rows: rows), .minimum),
            ("right-hand drive", state(rows: rows), rightHandDrive),
            ("back to the standard display", state(rows: rows), .standard),
        ]
        let memo = LayoutMemo()
        for (what, state, display) in steps {
            expectEqual(
                laidOut(state, display: display, memo: memo), laidOut(state, display: display, memo: nil), "\(what)")
        }
        // Scrolled: the scroll view's offset and indicator are drawn again.
        let listState = state(rows: rows)
        let shown = laidOut(listState, memo: memo)
        guard let id = shown.root.first(where: { $0.role == .scrollView })?.id else {
            Issue.record("the list has no scroll view")
            return
        }
        let scrolled = laidOut(listState, offsets: [id: 120], memo: memo)
        expectEqual(scrolled, laidOut(listState, offsets: [id: 120], memo: nil), "scrolled")
        expectNotEqual(scrolled, shown, "the offset moved the list")
    }

    @Test("a layout keeps the parts whose inputs did not change: the status bar and navigation bar of a list reloaded")
    func unchangedPartsAreKept() {
        let root = CPListTemplate(title: "Root", sections: [])
        let list = CPListTemplate(title: "List", sections: [])
        let edit = CPBarButton(title: "Edit")
        list.trailingNavigationBarButtons = [edit]
        func state(rows: [String], time: String) -> ScreenState {
            list.updateSections([CPListSection(items: rows.map { CPListItem(text: $0, detailText: nil) })])
            let snapshot = TemplateSnapshot(list)!
            var state = ScreenState(
                appName: "App", category: .audio, navigation: [TemplateSnapshot(root)!, snapshot], visible: snapshot,
                presented: nil, rules: Rules(category: .audio))
            state.statusBar = StatusBarState(time: time)
            return state
        }
        let memo = LayoutMemo()
        _ = laidOut(state(rows: ["A", "B"], time: "9:41"), memo: memo)
        expectEqual(memo.reused, 0, "nothing to keep at first")
        _ = laidOut(state(rows: ["A", "B", "C"], time: "9:41"), memo: memo)
        expectEqual(memo.reused, 2, "the status bar and the navigation bar")
        edit.title = "Done"
        _ = laidOut(state(rows: ["A", "B", "C"], time: "9:42"), memo: memo)
        expectEqual(memo.reused, 0, "both changed")
        _ = laidOut(state(rows: ["A", "B", "C"], time: "9:42"), memo: memo)
        expectEqual(memo.reused, 2)
        _ = laidOut(state(rows: ["A", "B", "C"], time: "9:42"), display: .standard.with(appearance: .dark), memo: memo)
        expectEqual(memo.reused, 0, "another appearance lays everything out")
    }

    @Test(
        "a part is kept for equal inputs and context, else made again; a part that read the clock is not kept"
    )
    func partsAreKeptByInputsAndContext() {
        let memo = LayoutMemo()
        var made = 0
        func layout(_ context: LayoutContext, _ input: Int, readsClock: Bool = false) -> Int {
            memo.begin(context)
            defer { memo.end() }
            return memo.part("slot", inputs: input, clock: context.clockReads) {
                made += 1
                if readsClock { _ = context.now }
                return input * 10 + made
            }
        }
        let context = LayoutContext(display: .standard, rules: Rules(category: .audio), now: now)
        expectEqual(layout(context, 1), 11)
        expectEqual(layout(context, 1), 11, "kept")
        expectEqual(made, 1)
        expectEqual(layout(context, 2), 22, "new inputs")
        let later = LayoutContext(display: .standard, rules: Rules(category: .audio), now: now.addingTimeInterval(9))
        expectEqual(layout(later, 2), 22, "the time alone does not count")
        let other = LayoutContext(display: .minimum, rules: Rules(category: .audio), now: now)
        expectEqual(layout(other, 2), 23, "another display")
        expectEqual(layout(other, 3, readsClock: true), 34)
        #expect(other.clockReads.wasRead, "the clock's reading is recorded for the layout")
        expectEqual(layout(other, 3, readsClock: true), 35, "a part that read the clock is made again")
        // Parts not made in a layout are gone after it.
        expectEqual(layout(other, 4), 46)
        expectEqual(layout(other, 3), 37)
    }

    @Test("a part made inside another is kept with it: the layout after one that took the outer part whole has it")
    func innerPartsAreKeptWithTheirOuterPart() {
        let memo = LayoutMemo()
        var made: [String] = []
        let context = LayoutContext(display: .standard, rules: Rules(category: .audio), now: now)
        func layout(outer: Int, inner: Int) -> Int {
            memo.begin(context)
            defer { memo.end() }
            return memo.part("outer", inputs: outer, clock: context.clockReads) {
                made.append("outer")
                let innerValue = memo.part("inner", inputs: inner, clock: context.clockReads) {
                    made.append("inner")
                    return inner
                }
                return outer * 10 + innerValue
            }
        }
        expectEqual(layout(outer: 1, inner: 5), 15)
        expectEqual(layout(outer: 1, inner: 5), 15, "the outer part kept whole")
        expectEqual(memo.reusedSlots, ["outer"])
        expectEqual(layout(outer: 2, inner: 5), 25, "the outer part made again, its inner part kept")
        expectEqual(memo.reusedSlots, ["inner"])
        expectEqual(made, ["outer", "inner", "outer"])
    }

    @Test(
        "a guiding map keeps its guidance card and estimates while their texts stay; each screen is the one laid out anew"
    )
    func theGuidanceCardAndEstimatesAreKeptWhileTheirTextsStay() throws {
        let (system, session, app) = try require(Apps.navigatorCar())
        // New travel estimates, as a guiding app sends them every second: the maneuver's, the trip's (half an hour).
        func update(maneuver: Double? = nil, trip: Double? = nil) {
            if let maneuver {
                app.navigationSession?.updateEstimates(
                    CPTravelEstimates(
                        distanceRemaining: Measurement(value: maneuver, unit: .meters), timeRemaining: 60),
                    for: app.route[0])
            }
            if let trip, let guided = app.navigationSession?.trip {
                app.mapTemplate.updateEstimates(
                    CPTravelEstimates(distanceRemaining: Measurement(value: trip, unit: .meters), timeRemaining: 1_800),
                    for: guided)
            }
        }
        func guide() {
            app.guide()
            update(trip: 12_300)
        }
        // Each step runs as the app, then the screen is laid out through the session's memo and compared with one
        // laid out from nothing; `kept` names the parts the step must keep of the card and the estimates, `shows`
        // the card's distance and the estimates' distance.
        let card = "guidanceCard/guidanceCard"
        let steps: [(String, () -> Void, kept: Set<String>, shows: [String])] = [
            ("guiding", guide, [], ["500 m", "12"]),
            (
                "the same texts", { update(maneuver: 496, trip: 12_296) }, [card, "estimates"],
                ["500 m", "12"]
            ),
            ("the card's distance changes", { update(maneuver: 350) }, ["estimates"], ["350 m", "12"]),
            ("the trip's distance changes", { update(trip: 11_000) }, [card], ["350 m", "11"]),
            ("the next maneuver", { app.advance(meters: 900) }, ["estimates"], ["900 m", "11"]),
            ("new estimates again", { update(maneuver: 899, trip: 10_999) }, [card, "estimates"], ["900 m", "11"]),
            ("paused", { app.navigationSession?.pauseTrip(for: .rerouting, description: nil) }, ["estimates"], ["11"]),
        ]
        for (what, change, kept, shows) in steps {
            session.runAsApp(change)
            session.takeInChanges()
            let screen = system.currentScreen()
            let inputs = SessionScreen.inputs(context: session)
            let fresh = ScreenLayout.laidOut(
                inputs.state, display: inputs.display, now: inputs.now, timeZone: inputs.timeZone,
                focusedElement: inputs.focusedElement, scrollOffsets: inputs.scrollOffsets, memo: nil
            ).screen
            expectEqual(screen, fresh, "\(what)")
            expectEqual(session.pipeline.memo.reusedSlots.intersection([card, "estimates"]), kept, "\(what)")
            let distances = screen.root.all { $0.content.field == .distance }.compactMap(\.text)
            expectEqual(distances, shows, "\(what)")
        }
    }

    @Test("the memo compares everything a layout context holds but the time, its clock reads, the memo and the theme")
    func theContextKeyCoversTheContext() {
        var context = LayoutContext(display: .standard, rules: Rules(category: .audio), now: now)
        context.memo = LayoutMemo()
        let held = Set(Mirror(reflecting: context).children.compactMap(\.label))
        let compared = Set(Mirror(reflecting: LayoutMemo.ContextKey(context)).children.compactMap(\.label))
        // The theme is the display's appearance's.
        expectEqual(held.subtracting(["time", "clockReads", "memo", "theme"]), compared)
    }

    @Test(
        "a subtree laid out as last time keeps what was drawn of it; a changed node and its changed children draw again"
    )
    func equalSubtreesKeepTheirDrawing() throws {
        let context = LayoutContext(display: .standard, rules: Rules(category: .audio), now: now)
        let first = ScreenNode(role: .text, frame: Rect(x: 0, y: 0, width: 200, height: 20), text: "First")
        let second = ScreenNode(role: .text, frame: Rect(x: 0, y: 20, width: 200, height: 20), text: "Second")
        let parent = ScreenNode(
            role: .view, frame: Rect(x: 0, y: 0, width: 200, height: 40), children: [first, second])
        let drawn = ScreenDrawing.drawn(parent, context: context)
        try require(!drawn.children[0].drawing.isEmpty, "a text node draws its line")

        // What was drawn last is marked, so that reusing it shows.
        var marked = drawn
        marked.children[0].drawing = []
        marked.children[1].drawing = []
        let same = ScreenDrawing.drawn(parent, context: context, reusing: DrawnNode(laidOut: parent, drawn: marked))
        expectEqual(same, marked, "an equal tree is the one drawn last")

        var changed = parent
        changed.children[1].text = "Changed"
        let again = ScreenDrawing.drawn(changed, context: context, reusing: DrawnNode(laidOut: parent, drawn: marked))
        expectEqual(again.children[0], marked.children[0], "the unchanged child keeps its last drawing")
        expectEqual(again.children[1], ScreenDrawing.drawn(changed.children[1], context: context), "drawn again")
        var expected = ScreenDrawing.drawn(changed, context: context)
        expected.children[0] = marked.children[0]
        expectEqual(again, expected)

        // Drawn for another display, nothing is reused: the memo drops the drawing with the context.
        let memo = LayoutMemo()
        memo.begin(context)
        memo.drawing = DrawingReuse(
            statusBar: DrawnNode(laidOut: parent, drawn: marked), app: DrawnNode(laidOut: parent, drawn: marked))
        memo.end()
        memo.begin(context)
        #expect(memo.drawing != nil, "the same display reuses")
        memo.end()
        let dark = LayoutContext(display: .standard.with(appearance: .dark), rules: Rules(category: .audio), now: now)
        memo.begin(dark)
        #expect(memo.drawing == nil, "another appearance draws anew")
    }
}
