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

    /// Scrolls the scroll view under `point` (the innermost one, on the screen as the driver sees it) by `dy` points
    /// (positive: toward its end), from where it shows now, within its content: a finger's drag or a mouse's wheel on
    /// a touch screen. The car keeps the offset (a list under a pushed template shows where it was left). The knob's
    /// focus leaves that scroll view (touch hides the focus ring), so the list stays where the finger left it.
    /// `.notOnScreen` when no scroll view lies under `point`.
    static func scroll(at point: Point, by dy: Double, context: any SessionContext) -> InputOutcome {
        MapSession.noteInteraction(context: context)
        let screen = SessionScreen.screen(context: context)
        guard dy.isFinite,
            let view = screen.root.all(where: { $0.role == .scrollView && $0.id != nil && $0.frame.contains(point) })
                .last, let id = view.id, let content = view.contentHeight
        else { return .notOnScreen }
        let shown = view.scrollOffset ?? 0
        let offset = ScreenLayout.clampedOffset(shown + dy, of: view, content: content)
        if let focused = context.focus.element, view.first(where: { $0.id == focused }) != nil {
            context.focus.element = nil
        }
        if context.focus.scrollOffsets.count >= maximumRememberedOffsets {
            // Offsets of scroll views no longer on screen go first (a list popped long ago).
            context.focus.scrollOffsets = context.focus.scrollOffsets.filter { screen.node($0.key) != nil }
        }
        context.focus.scrollOffsets[id] = offset
        context.onChange?()
        return .handled
    }

    /// How many scroll views' offsets a session keeps before it forgets those not on screen.
    static let maximumRememberedOffsets = 64

    /// Moves the touchpad pointer to `point`: the element under it takes the focus.
    static func movePointer(to point: Point, context: any SessionContext) -> ElementID? {
        MapSession.noteInteraction(context: context)
        let element = SessionScreen.screen(context: context).hitTest(point)?.id
        context.focus.element = element
        context.onChange?()
        return context.focus.element
    }
}
