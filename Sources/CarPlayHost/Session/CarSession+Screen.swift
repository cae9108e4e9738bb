import Foundation

/// The screen a session shows (Parts/SessionScreen.swift), and the driver's screen-level input: knob rotation and
/// nudges, knob press and touchpad (Parts/SessionFocus.swift), taps by position and screen actions
/// (Parts/DriverInput.swift).
extension CarSession {
    /// What the car's main display shows now. See ``SessionScreen/screen(context:)``.
    public func screen() -> Screen { SessionScreen.screen(context: self) }

    /// A knob nudge direction.
    public enum NudgeDirection: String, Sendable, Codable, CaseIterable { case up, down, left, right }

    /// Rotates the knob by `steps` detents (positive: forward). See ``SessionFocus/rotateKnob(_:context:)``.
    @discardableResult
    public func rotateKnob(_ steps: Int) -> ElementID? { SessionFocus.rotateKnob(steps, context: self) }

    /// Nudges the knob (the panning interface takes nudges as pans). See ``SessionFocus/nudgeKnob(_:context:)``.
    @discardableResult
    public func nudgeKnob(_ direction: NudgeDirection) -> ElementID? {
        SessionFocus.nudgeKnob(direction, context: self)
    }

    /// Presses the knob (or clicks the touchpad): selects the focused element.
    @discardableResult
    public func pressKnob() -> InputOutcome { focusedElement.map { activate(screenElement: $0) } ?? .unsupported }

    /// Moves the touchpad pointer to `point`. See ``SessionFocus/movePointer(to:context:)``.
    @discardableResult
    public func movePointer(to point: Point) -> ElementID? { SessionFocus.movePointer(to: point, context: self) }

    /// Taps the screen at `point` (in points). See ``DriverInput/tap(at:context:)``.
    @discardableResult
    public func tap(at point: Point) -> InputOutcome { DriverInput.tap(at: point, context: self) }

    /// Selects the node with `id` where the driver can reach it. See ``DriverInput/activate(screenElement:context:)``.
    @discardableResult
    public func activate(screenElement id: ElementID) -> InputOutcome {
        DriverInput.activate(screenElement: id, context: self)
    }

    /// Selects a node found on this session's screen (nil: none). See ``DriverInput/activate(_:context:)``.
    public func activate(_ node: ScreenNode?) -> InputOutcome { DriverInput.activate(node, context: self) }

    /// Runs a screen action: what selecting a node means. See ``DriverInput/perform(_:context:)``.
    @discardableResult
    public func perform(_ action: ScreenAction) -> InputOutcome { DriverInput.perform(action, context: self) }
}
