import Foundation

/// The knob and touchpad focus of the car's main display, one session's part: the element with the focus ring and
/// the scroll views' offsets, both inputs of the screen's layout.
///
/// Plain state: the session gives the focus order or the screen as the driver sees it, this part decides where the
/// focus goes (`FocusEngine`) and the session tells the front ends when it moved.
struct SessionFocus: Sendable, Hashable {
    /// What a nudge of the knob did.
    enum NudgeResult: Sendable, Hashable {
        /// The focus moved to the nearest element that way.
        case moved
        /// Nothing lies that way: the focus stays.
        case stayed
        /// Nothing on the screen has the focus: a nudge cannot start from anywhere (the knob's rotation focuses the
        /// first element instead).
        case nothingFocused
    }

    /// The element with the focus ring; nil before the knob or touchpad was used.
    var element: ElementID?
    /// Scroll offsets of scroll views, by their id.
    var scrollOffsets: [ElementID: Double] = [:]

    /// Rotates the knob by `steps` detents over the screen's focus `order` (positive: forward). The first rotation
    /// focuses the first element; focus stops at the ends; with nothing focusable nothing has the focus. Returns the
    /// focus.
    mutating func rotate(by steps: Int, over order: [ElementID]) -> ElementID? {
        element = order.isEmpty ? nil : FocusEngine.rotate(from: element, by: steps, over: order)
        return element
    }

    /// Nudges the knob toward `direction` on `screen` as the driver sees it (a scrolled list's rows by their places
    /// on screen, `Screen.placedOnScreen()`): the focus moves to the nearest focusable element that way, by the
    /// centres of their frames.
    mutating func nudge(_ direction: CarSession.NudgeDirection, on screen: Screen) -> NudgeResult {
        guard let current = element.flatMap(screen.node) else { return .nothingFocused }
        guard let best = FocusEngine.nudge(from: current, direction, among: screen.focusableNodes) else {
            return .stayed
        }
        element = best.id
        return .moved
    }
}

// MARK: The knob and touchpad, in a session

@MainActor
extension SessionFocus {
    /// Rotates the knob by `steps` detents over the session's focus order (`rotate(by:over:)`); front ends hear it
    /// unless nothing can take the focus.
    static func rotateKnob(_ steps: Int, context: any SessionContext) -> ElementID? {
        MapSession.noteInteraction(context: context)
        let order = SessionScreen.focusOrder(context: context)
        let focused = context.focus.rotate(by: steps, over: order)
        if !order.isEmpty { context.onChange?() }
        return focused
    }

    /// Nudges the knob: the panning interface takes the nudges as pans (Apple: every input maps onto the pan
    /// callbacks); else the focus moves to the nearest element that way (`nudge(_:on:)`), and with nothing focused
    /// the knob's rotation focuses the first element.
    static func nudgeKnob(_ direction: CarSession.NudgeDirection, context: any SessionContext) -> ElementID? {
        MapSession.noteInteraction(context: context)
        if MapSession.isTemplateVisible(context: context),
            context.mapTemplateSnapshot?.isPanningInterfaceVisible == true,
            let pan = MapPanDirection(rawValue: direction.rawValue)
        {
            _ = MapSession.pan(pan, phase: .momentary, context: context)
            return context.focus.element
        }
        // Where the elements show: a scrolled list's rows by their places on screen, beside the bars.
        let screen = SessionScreen.screen(context: context).placedOnScreen()
        switch context.focus.nudge(direction, on: screen) {
        case .nothingFocused: return rotateKnob(1, context: context)
        case .moved: context.onChange?()
        case .stayed: break
        }
        return context.focus.element
    }

    /// Moves the touchpad pointer to `point`: the element under it takes the focus.
    static func movePointer(to point: Point, context: any SessionContext) -> ElementID? {
        MapSession.noteInteraction(context: context)
        let element = SessionScreen.screen(context: context).hitTest(point)?.id
        context.focus.element = element
        context.onChange?()
        return context.focus.element
    }
}
