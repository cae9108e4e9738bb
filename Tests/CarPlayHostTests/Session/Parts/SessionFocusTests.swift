import Expectations
import Foundation
import Testing

@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("Session parts: the knob and touchpad focus")
struct SessionFocusTests {
    /// A list screen with three rows, one under the other, laid out on the standard display.
    private func listScreen() -> Screen {
        let items = ["One", "Two", "Three"].map { CPListItem(text: $0, detailText: nil) }
        let root = CPListTemplate(title: "Root", sections: [CPListSection(items: items)])
        let snapshot = TemplateSnapshot(root)!
        let state = ScreenState(
            appName: "App", category: .audio, navigation: [snapshot], visible: snapshot, presented: nil,
            rules: Rules(category: .audio))
        return ScreenLayout.laidOut(
            state, display: .standard, now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!,
            focusedElement: nil, scrollOffsets: [:]
        ).0.placedOnScreen()
    }

    @Test("the first rotation focuses the first element, rotations move along the order and stop at its ends")
    func rotate() {
        var focus = SessionFocus()
        let order: [ElementID] = ["a", "b", "c"]
        expectEqual(focus.rotate(by: 1, over: order), "a")
        expectEqual(focus.rotate(by: 1, over: order), "b")
        expectEqual(focus.rotate(by: 5, over: order), "c")
        expectEqual(focus.rotate(by: -9, over: order), "a")
        expectEqual(focus.element, "a")
    }

    @Test("with nothing focusable a rotation leaves nothing focused")
    func rotateOverNothing() {
        var focus = SessionFocus(element: "gone")
        expectEqual(focus.rotate(by: 1, over: []), nil)
        expectEqual(focus.element, nil)
    }

    @Test("a nudge moves to the nearest element that way, stays at the edge, and needs a focused element")
    func nudge() throws {
        let screen = listScreen()
        let rows = screen.focusableNodes.filter { $0.frame.width > screen.display.bounds.width / 2 }
        try require(rows.count >= 2)
        var focus = SessionFocus()
        expectEqual(focus.nudge(.down, on: screen), .nothingFocused)
        focus.element = "not on this screen"
        expectEqual(focus.nudge(.down, on: screen), .nothingFocused)

        focus.element = rows[0].id
        expectEqual(focus.nudge(.down, on: screen), .moved)
        expectEqual(focus.element, rows[1].id)
        expectEqual(focus.nudge(.up, on: screen), .moved)
        expectEqual(focus.element, rows[0].id)

        let lowest = try require(screen.focusableNodes.max { $0.frame.center.y < $1.frame.center.y })
        focus.element = lowest.id
        expectEqual(focus.nudge(.down, on: screen), .stayed)
        expectEqual(focus.element, lowest.id)
    }
}
