import Foundation

/// A node as the layout made it and as drawing left it.
struct DrawnNode: Sendable {
    /// The node before drawing (after scrolling).
    var laidOut: ScreenNode
    /// `laidOut` with what it and its children draw.
    var drawn: ScreenNode
}

/// What the last layout of a session's screen drew, kept for the next by the session's `LayoutMemo` (which drops it
/// when the layout's context changed): drawing is a function of the node, the display and the text measurer, so a
/// node laid out equal to its counterpart in the last screen (the node at the same place in the tree) keeps what was
/// drawn of it, and so does its subtree. A screen that changed in one place (a guidance card's distance, a map's
/// camera) draws that place again, not the screen; and the nodes it keeps are the last screen's own, which the
/// comparison that makes the page's patch finds equal without walking them.
struct DrawingReuse: Sendable {
    /// The status bar and the app's area.
    var statusBar: DrawnNode
    var app: DrawnNode
}

extension ScreenDrawing {
    /// `node` and its subtree with what each node draws (its text lines, its image, its shapes), placed inside its
    /// frame. Runs once over the laid-out tree (after scrolling).
    static func drawn(_ node: ScreenNode, context: LayoutContext) -> ScreenNode {
        var node = drawnAlone(node, context: context)
        node.children = node.children.map { drawn($0, context: context) }
        return node
    }

    /// `node` drawn, reusing `last` (what was drawn of the node at the same place in the last screen, in the same
    /// context): a subtree equal to the one laid out then is the one drawn then.
    static func drawn(_ node: ScreenNode, context: LayoutContext, reusing last: DrawnNode?) -> ScreenNode {
        guard let last else { return drawn(node, context: context) }
        return drawn(node, context: context, laidOutBefore: last.laidOut, drawnBefore: last.drawn)
    }

    /// `node` drawn, reusing what was drawn of its counterpart (`laidOutBefore`, drawn as `drawnBefore`). The two
    /// come as arguments, not a pair: a pair would copy both nodes at every level.
    private static func drawn(
        _ node: ScreenNode, context: LayoutContext, laidOutBefore: ScreenNode, drawnBefore: ScreenNode
    ) -> ScreenNode {
        if node == laidOutBefore { return drawnBefore }
        // The node itself is drawn again (what it draws may depend on its children); each child is compared with its
        // own counterpart.
        var drawnNode = drawnAlone(node, context: context)
        let common = min(laidOutBefore.children.count, drawnBefore.children.count)
        var children: [ScreenNode] = []
        children.reserveCapacity(node.children.count)
        for index in node.children.indices {
            children.append(
                index < common
                    ? drawn(
                        node.children[index], context: context, laidOutBefore: laidOutBefore.children[index],
                        drawnBefore: drawnBefore.children[index])
                    : drawn(node.children[index], context: context))
        }
        drawnNode.children = children
        return drawnNode
    }
}
