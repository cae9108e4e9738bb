import Foundation
@_spi(CarPlayHost) import CarPlay

/// The screen a session shows (Parts/SessionScreen.swift) from the snapshots as the car shows them and the car's
/// display as the app hears of it, and the driver's screen-level input: knob rotation and nudges, knob press and
/// touchpad (Parts/SessionFocus.swift), taps by position and screen actions (Parts/DriverInput.swift).
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
    /// Scrolls the scroll view under `point` by `dy` points. See ``SessionFocus/scroll(at:by:context:)``.
    @discardableResult
    public func scroll(at point: Point, by dy: Double) -> InputOutcome {
        SessionFocus.scroll(at: point, by: dy, context: self)
    }
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

    // MARK: The display (Parts/DisplayState.swift) and the snapshots (Parts/SessionSnapshots.swift)

    /// Limits parts of the car's user interface. See ``DisplayState/setLimitedUserInterfaces(_:context:)``.
    public func setLimitedUserInterfaces(_ limits: CPLimitableUserInterface) {
        DisplayState.setLimitedUserInterfaces(limits, context: self)
    }

    /// Changes the car's appearance. See ``DisplayState/setAppearance(_:context:)``.
    public func setAppearance(_ appearance: DisplayConfiguration.Appearance) {
        DisplayState.setAppearance(appearance, context: self)
    }

    /// Switches the car's display. See ``DisplayState/setDisplay(_:context:)``.
    public func setDisplay(_ display: DisplayConfiguration) { DisplayState.setDisplay(display, context: self) }
    /// Whether the car limits lists now.
    public var listsAreLimited: Bool { displayState.listsAreLimited }
    /// Takes in what the app changed since the last snapshot now. See ``SessionSnapshots/refresh(context:)``.
    public func takeInChanges() { SessionSnapshots.refresh(context: self) }
    /// A template in the hierarchy as the car shows it. See ``SessionSnapshots/displayed(_:context:)``.
    public func snapshot(of id: ElementID) -> TemplateSnapshot? { SessionSnapshots.displayed(id, context: self) }
    /// A template in the hierarchy exactly as the app declared it.
    public func declaredSnapshot(of id: ElementID) -> TemplateSnapshot? { SessionSnapshots.declared(id, context: self) }
    /// Snapshots of the navigation hierarchy, root first.
    public var navigationSnapshots: [TemplateSnapshot] { SessionSnapshots.navigation(context: self) }
    /// The snapshot of the presented template.
    public var presentedSnapshot: TemplateSnapshot? { SessionSnapshots.presented(context: self) }
    /// The snapshot of the top of the navigation hierarchy.
    public var topSnapshot: TemplateSnapshot? { SessionSnapshots.top(context: self) }
    /// The template on screen below any modal: the top pushed template, or the selected tab's root.
    public var visibleSnapshot: TemplateSnapshot? { SessionSnapshots.visible(context: self) }
}
