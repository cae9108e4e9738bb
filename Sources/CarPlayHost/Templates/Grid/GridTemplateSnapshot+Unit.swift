import Foundation
@_spi(CarPlayHost) import CarPlay

/// The grid template as a unit: a grid of buttons, laid out by `GridLayout`.
extension GridTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .grid }

    @MainActor static func snapshot(of template: CPGridTemplate, reusing _: [ElementID: TemplateSnapshot]) -> Self {
        Self(template)
    }

    var content: TemplateSnapshot.Content { .grid(self) }

    func list(into contents: inout SnapshotContents) {
        contents.add(buttons.map { GridButtonEntry(button: $0, kind: .gridButton) })
        contents.add(navigationBar)
    }

    /// Only buttons with a title are shown.
    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var grid = self
        grid.buttons = limits.trim(.gridButtons, grid.buttons.filter { $0.titleVariants.contains { !$0.isEmpty } })
        grid.navigationBar = limits.bar(grid.navigationBar)
        return grid
    }

    var ownTitle: String? { title }
    var navigationTitle: String? { title }
    func eventLogTitle(tab _: TabItemSnapshot) -> String? { title }
    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        GridLayout.layout(self, in: frame, context: context)
    }
}
