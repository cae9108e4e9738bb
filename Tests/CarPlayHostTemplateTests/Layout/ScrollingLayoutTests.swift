import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

/// A scroll view's content is laid out unscrolled and its offset alone moves it (docs/SCREEN.md, scrolling): a knob
/// step that scrolls changes the offset and the indicator, not every row's frame, and the session moves the last
/// screen's focus without laying it out again (`ScreenLayout.refocused`).
@MainActor @Suite struct ScrollingLayoutTests {
    let now = Date(timeIntervalSince1970: 1_000_000)

    func listState(rows: Int = 12) -> ScreenState {
        let items = (0..<rows).map { CPListItem(text: "Row \($0)", detailText: "Detail \($0)") }
        let list = CPListTemplate(title: "Long", sections: [CPListSection(items: items)])
        let snapshot = TemplateSnapshot(list)!
        return ScreenState(
            appName: "App", category: .audio, navigation: [snapshot], visible: snapshot, presented: nil,
            rules: Rules(category: .audio))
    }

    func laidOut(_ state: ScreenState, focused: ElementID?) -> Screen {
        ScreenLayout.screen(state, display: .standard, now: now, timeZone: .gmt, focusedElement: focused)
    }

    @Test("moving the focus on the last screen gives the screen a new layout gives, for every row, down and back")
    func refocusedIsTheLayout() throws {
        let state = listState()
        let base = laidOut(state, focused: nil)
        let order = base.focusOrder
        try require(order.count >= 8)
        var current = base
        for focused in order + order.reversed() + [nil] {
            let fresh = laidOut(state, focused: focused)
            expectEqual(ScreenLayout.refocused(base, focused: focused, offsets: [:]), fresh, "from the first screen")
            current = ScreenLayout.refocused(current, focused: focused, offsets: [:])
            expectEqual(current, fresh, "step by step, at \(focused.map(String.init(describing:)) ?? "no focus")")
        }
    }

    @Test("a scroll changes the offset and the indicator: the rows keep their frames")
    func aScrollMovesOneOffset() throws {
        let state = listState()
        let top = laidOut(state, focused: nil)
        let last = try require(top.focusOrder.last)
        let bottom = laidOut(state, focused: last)
        let scrollTop = try require(top.nodes(.scrollView).first)
        let scrollBottom = try require(bottom.nodes(.scrollView).first)
        expectEqual(scrollTop.scrollOffset, 0)
        expectGreater((scrollBottom.scrollOffset ?? 0), 0)
        expectEqual(scrollTop.children, scrollBottom.children, "the content is laid out unscrolled")
        let indicator = { (node: ScreenNode) in node.drawing.first { $0.shape == .scrollIndicator }?.frame }
        expectTrue(indicator(scrollTop) != nil && indicator(scrollTop) != indicator(scrollBottom))
    }

    @Test("taps, nudges and the text renderer find the rows where they show")
    func rowsAreWhereTheyShow() throws {
        let state = listState()
        let order = laidOut(state, focused: nil).focusOrder
        let last = try require(order.last)
        let screen = laidOut(state, focused: last)
        let scroll = try require(screen.nodes(.scrollView).first)
        let shown = try require(screen.frameOnScreen(of: last))
        expectTrue(scroll.frame.contains(shown.center) && shown.maxY <= scroll.frame.maxY + 0.5)
        expectEqual(screen.hitTest(shown.center)?.id, last)
        // The first row's laid-out frame is scrolled out of view: a tap there hits the row that shows there.
        let first = try require(screen.node(order[0]))
        let hit = screen.hitTest(first.frame.center)
        expectTrue(
            hit?.id != order[0] && hit.map { screen.frameOnScreen(of: $0.id!)!.contains(first.frame.center) } == true)
        let placed = screen.placedOnScreen()
        expectEqual(placed.node(last)?.frame, shown)
        expectTrue(placed.nodes(.scrollView).first?.children.first?.frame.minY ?? 0 < scroll.frame.minY)
        // The text renderer's grid (between the header and the outline) draws what shows.
        let parts = TextRenderer().render(screen).components(separatedBy: "\n\n")
        try require(parts.count >= 3)
        expectTrue(parts[1].contains("Row \(order.count - 1)"))
        expectTrue(!parts[1].contains("Row 0"), "the first row is scrolled away")
    }
}
