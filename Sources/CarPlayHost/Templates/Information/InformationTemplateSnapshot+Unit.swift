import Foundation
@_spi(CarPlayHost) import CarPlay

/// The information template as a unit: labelled items and text buttons, laid out by `InformationLayout`.
extension InformationTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .information }

    @MainActor static func snapshot(of template: CPInformationTemplate, reusing _: [ElementID: TemplateSnapshot])
        -> Self
    { Self(template) }

    var content: TemplateSnapshot.Content { .information(self) }

    func list(into contents: inout SnapshotContents) {
        for item in items { contents.element(item.id, .informationItem, [item.title]) }
        contents.add(actions)
        contents.add(navigationBar)
    }

    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var information = self
        information.items = limits.trim(.informationItems, information.items)
        information.actions = limits.trim(.informationActions, information.actions)
        information.navigationBar = limits.bar(information.navigationBar)
        return information
    }

    var ownTitle: String? { title }
    var navigationTitle: String? { title }
    func eventLogTitle(tab _: TabItemSnapshot) -> String? { title }
    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        InformationLayout.layout(self, in: frame, context: context)
    }
}
