import CarPlayHost
import Expectations
import Testing

/// `Screen.tapTarget(_:)`: a tap's one look-up finds the node and whether the driver can reach it.
@Suite struct TapTargetTests {
    static func node(_ role: ScreenRole, _ id: String? = nil, _ children: [ScreenNode] = []) -> ScreenNode {
        ScreenNode(
            role: role, frame: Rect(x: 0, y: 0, width: 800, height: 480), id: id.map { ElementID($0) },
            action: id.map { .select(ElementID($0)) }, children: children)
    }

    @Test func aModalCoversWhatIsDrawnBeforeItButNotTheBannerOverIt() {
        let root = Self.node(
            .screen, nil,
            [
                Self.node(.appArea, nil, [Self.node(.barButton, "under")]),
                Self.node(.modal, nil, [Self.node(.alertAction, "ok")]),
                Self.node(.navigationBanner, "banner"),
            ])
        let screen = Screen(display: .standard, root: root)
        expectEqual(screen.tapTarget(ElementID("under"))?.isReachable, false)
        expectEqual(screen.tapTarget(ElementID("ok"))?.isReachable, true)
        expectEqual(screen.tapTarget(ElementID("banner"))?.isReachable, true)
        expectEqual(screen.tapTarget(ElementID("nowhere")), nil)
        // The same answers as the two look-ups it replaces, for the nodes inside the app's tree.
        expectTrue(screen.reachableNode(ElementID("under")) == nil && screen.node(ElementID("under")) != nil)
        expectEqual(screen.reachableNode(ElementID("ok"))?.id, screen.tapTarget(ElementID("ok"))?.node.id)
    }

    @Test func withoutAModalEveryNodeIsReachable() {
        let screen = Screen(
            display: .standard, root: Self.node(.screen, nil, [Self.node(.appArea, nil, [Self.node(.tab, "t")])]))
        expectEqual(screen.tapTarget(ElementID("t"))?.isReachable, true)
    }
}
