import Foundation
@_spi(CarPlayHost) import CarPlay

/// The alert template as a unit: a modal with title variants and actions, laid out by `AlertLayout`.
extension AlertTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .alert }

    @MainActor static func snapshot(of template: CPAlertTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
    }

    var content: TemplateSnapshot.Content { .alert(self) }

    func list(into contents: inout SnapshotContents) { contents.add(actions) }

    /// The most recently added actions are shown.
    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var alert = self
        alert.actions = limits.trim(.alertActions, alert.actions)
        return alert
    }

    var showsNavigationBar: Bool { false }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        AlertLayout.layout(self, in: frame, context: context)
    }

    func modalNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode? {
        contentNode(id: id, in: frame, context: context)
    }
}

extension AlertActionSnapshot: SnapshotListable {
    func list(into contents: inout SnapshotContents) { contents.element(id, .alertAction, [title]) }
}
