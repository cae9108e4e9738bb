/// A rarely present member of `ScreenNode` (its map view, its image) held by reference, with value semantics: setting
/// the member makes a new box (`ScreenNode.mapView`, `ScreenNode.image`). Inline, the two were nearly half of a
/// node's 489 bytes though most nodes have neither; boxed, a node is 264 bytes, one without them carries nil
/// pointers, and copying nodes (layout, drawing, the screen cache, diffs) moves that much less.
///
/// Two nodes that share a box compare equal without comparing the value. A box's value never changes.
final class ScreenValueBox<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: ScreenValueBox, rhs: ScreenValueBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
