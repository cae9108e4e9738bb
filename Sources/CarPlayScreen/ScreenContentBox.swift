/// A node's `ScreenContent` held by reference, with value semantics: `ScreenNode` copies it on write. The content
/// has a field for every role's facts (most nil), several hundred bytes inline; boxed, a node is a fraction of that,
/// so copying nodes (layouts, the screen cache, diffs) copies a pointer, and two nodes that share a box compare equal
/// without comparing fields.
///
/// Unchecked `Sendable`: `value` is mutated only through a uniquely referenced box (`ScreenNode.content`), as
/// Swift's own copy-on-write collections do.
final class ScreenContentBox: Hashable, @unchecked Sendable {
    var value: ScreenContent

    init(_ value: ScreenContent) { self.value = value }

    /// The one box of empty content, shared by every node without content (most of them): no allocation for them.
    static let empty = ScreenContentBox(ScreenContent())

    /// A box holding `content`: the shared empty box for empty content.
    static func holding(_ content: ScreenContent) -> ScreenContentBox {
        content == empty.value ? empty : ScreenContentBox(content)
    }

    static func == (lhs: ScreenContentBox, rhs: ScreenContentBox) -> Bool { lhs === rhs || lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
