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
