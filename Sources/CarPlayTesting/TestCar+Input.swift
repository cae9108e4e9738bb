import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
import CarPlayHost

/// The driver's hands on the screen: the knob (rotate, nudge, press), the touchpad pointer, taps by point or element
/// and a finger's drag over a list.
extension TestCar {
    /// Rotates the knob by `steps` detents; returns the newly focused element.
    @discardableResult
    public func rotateKnob(_ steps: Int = 1) -> ElementID? { session.rotateKnob(steps) }

    /// Nudges the knob up, down, left or right.
    @discardableResult
    public func nudgeKnob(_ direction: CarSession.NudgeDirection) -> ElementID? { session.nudgeKnob(direction) }

    /// Presses the knob: selects the focused element.
    @discardableResult
    public func pressKnob(sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.pressKnob() }
        return outcome
    }

    /// The element with the focus ring.
    public var focusedElement: ScreenNode? { session.focusedElement.flatMap { screen.node($0) } }

    /// Taps the screen at a point (in points).
    @discardableResult
    public func tap(at point: Point, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.tap(at: point) }
        return outcome
    }

    /// Drags a list on a touch screen: scrolls the scroll view under `point` (default: the middle of the topmost one
    /// on screen) by `dy` points, positive toward its end. `.notOnScreen` when no scroll view is there.
    @discardableResult
    public func scroll(by dy: Double, at point: Point? = nil, sourceLocation: SourceLocation = #_sourceLocation)
        -> InputOutcome
    {
        var outcome = InputOutcome.notOnScreen
        let views = screen.nodes(.scrollView)
        guard let point = point ?? views.last.map({ Point(x: $0.frame.midX, y: $0.frame.midY) }) else {
            return outcome
        }
        act(sourceLocation) { outcome = session.scroll(at: point, by: dy) }
        return outcome
    }

    /// Moves the touchpad pointer; the element under it takes the focus. `pressKnob()` clicks.
    @discardableResult
    public func movePointer(to point: Point) -> ElementID? { session.movePointer(to: point) }

    /// Selects the node of `screen` with `id`, as a tap on it does: the car runs the node's `ScreenAction` (select an
    /// element, an image of a row, back, Now Playing, a keyboard key, a playback control).
    @discardableResult
    public func tap(element id: ElementID, sourceLocation: SourceLocation = #_sourceLocation) -> InputOutcome {
        var outcome = InputOutcome.appNotRunning
        act(sourceLocation) { outcome = session.activate(screenElement: id) }
        return outcome
    }
}
