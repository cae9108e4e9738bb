/// The knob's focus, one engine for the home screen (its app icons, the Dashboard button, the Now Playing card's
/// controls) and for an app's screen: how a turn steps through a focus order, and which element a nudge moves to.
public enum FocusEngine {
    /// Where the focus goes when the knob turns `steps` detents (positive: forward) over `order` from `current`:
    /// the first turn focuses the first target (turning back: the last), and the focus stops at the ends. Nil when
    /// nothing can take the focus.
    public static func rotate<Target: Equatable>(from current: Target?, by steps: Int, over order: [Target]) -> Target?
    {
        guard !order.isEmpty else { return nil }
        guard let current, let index = order.firstIndex(of: current) else {
            return steps < 0 ? order.last : order.first
        }
        return order[min(max(index + max(min(steps, order.count), -order.count), 0), order.count - 1)]
    }

    /// The node a nudge in `direction` moves the focus to from `current`: the nearest of `nodes` that way, by the
    /// centres of their frames (distance across the direction counts twice); nil when none lies that way.
    public static func nudge(
        from current: ScreenNode, _ direction: CarSession.NudgeDirection, among nodes: [ScreenNode]
    ) -> ScreenNode? {
        let from = current.frame.center
        func along(_ node: ScreenNode) -> Double {
            let to = node.frame.center
            return switch direction {
            case .up: from.y - to.y
            case .down: to.y - from.y
            case .left: from.x - to.x
            case .right: to.x - from.x
            }
        }
        func across(_ node: ScreenNode) -> Double {
            let to = node.frame.center
            return direction == .up || direction == .down ? abs(to.x - from.x) : abs(to.y - from.y)
        }
        let candidates = nodes.filter { $0.id != current.id && along($0) > 0.5 }
        return candidates.min { along($0) + 2 * across($0) < along($1) + 2 * across($1) }
    }
}
