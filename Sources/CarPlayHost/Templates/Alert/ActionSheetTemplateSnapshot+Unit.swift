import Foundation
@_spi(CarPlayHost) import CarPlay

/// The action sheet template as a unit: a modal with a title, a message and actions, laid out by `AlertLayout`.
extension ActionSheetTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .actionSheet }

    @MainActor static func snapshot(of template: CPActionSheetTemplate, reusing _: [ElementID: TemplateSnapshot])
        -> Self
    { Self(template) }

    var content: TemplateSnapshot.Content { .actionSheet(self) }

    func list(into contents: inout SnapshotContents) { contents.add(actions) }

    /// Nothing is trimmed.
    func displayed(by _: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self { self }

    var ownTitle: String? { title }
    var showsNavigationBar: Bool { false }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        AlertLayout.layout(self, in: frame, context: context)
    }

    func modalNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode? {
        contentNode(id: id, in: frame, context: context)
    }
}
