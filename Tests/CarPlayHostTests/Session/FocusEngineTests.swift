import CarPlayHost
import Expectations
import Testing

/// The knob's one focus engine (the home screen's and the apps').
@Suite struct FocusEngineTests {
    @Test func aTurnStepsThroughTheOrderAndStopsAtTheEnds() {
        let order = ["a", "b", "c"]
        expectEqual(FocusEngine.rotate(from: nil, by: 1, over: order), "a", "the first turn focuses the first")
        expectEqual(FocusEngine.rotate(from: nil, by: -1, over: order), "c", "turning back: the last")
        expectEqual(FocusEngine.rotate(from: "a", by: 1, over: order), "b")
        expectEqual(FocusEngine.rotate(from: "b", by: 5, over: order), "c", "stops at the end")
        expectEqual(FocusEngine.rotate(from: "b", by: -5, over: order), "a", "and at the start")
        expectEqual(
            FocusEngine.rotate(from: "gone", by: 1, over: order), "a", "a target no longer there: from the start")
        expectEqual(FocusEngine.rotate(from: "a", by: 1, over: [String]()), nil, "nothing to focus")
        expectEqual(FocusEngine.rotate(from: "a", by: Int.max, over: order), "c", "no overflow")
    }

    @Test func aNudgeMovesToTheNearestNodeThatWay() {
        func node(_ id: String, _ x: Double, _ y: Double) -> ScreenNode {
            ScreenNode(role: .listRow, frame: Rect(x: x, y: y, width: 10, height: 10), id: ElementID(id))
        }
        let here = node("here", 100, 100)
        let nodes = [here, node("right", 200, 100), node("farRight", 400, 100), node("downRight", 210, 300)]
        expectEqual(FocusEngine.nudge(from: here, .right, among: nodes)?.id, ElementID("right"))
        expectEqual(FocusEngine.nudge(from: here, .down, among: nodes)?.id, ElementID("downRight"))
        expectEqual(FocusEngine.nudge(from: here, .left, among: nodes), nil, "nothing lies that way")
    }
}
