import Foundation
@_spi(CarPlayHost) import CarPlay

/// The contact template as a unit: one contact with its action buttons, laid out by `ContactLayout`.
extension ContactTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .contact }

    @MainActor static func snapshot(of template: CPContactTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
    }

    var content: TemplateSnapshot.Content { .contact(self) }

    func list(into contents: inout SnapshotContents) {
        contents.element(contact.id, .contact, [contact.name, contact.subtitle])
        contents.image(contact.image)
        contents.add((contact.actions ?? []).map { ButtonEntry(button: $0, kind: .contactButton) })
        contents.add(navigationBar)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var copy = self
        copy.contact.actions = copy.contact.actions.map { limits.trim(.contactActions, $0) }
        copy.navigationBar = limits.bar(copy.navigationBar)
        return copy
    }

    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        ContactLayout.layout(self, in: frame, context: context)
    }
}
