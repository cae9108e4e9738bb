import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPGridTemplate`: its title, every button the app supplied (the host shows the first
/// `CPGridTemplateMaximumItems`) and its navigation bar buttons.
public struct GridTemplateSnapshot: Codable, Hashable, Sendable {
    public var title: String
    public var buttons: [GridButtonSnapshot]
    public var navigationBar: NavigationBarButtons

    public init(
        title: String, buttons: [GridButtonSnapshot], navigationBar: NavigationBarButtons = NavigationBarButtons()
    ) {
        self.title = title
        self.buttons = buttons
        self.navigationBar = navigationBar
    }

    @MainActor init(_ template: CPGridTemplate) {
        title = template.title
        buttons = template.gridButtons.map(GridButtonSnapshot.init)
        navigationBar = NavigationBarButtons(template)
    }
}

/// The grid template as a unit: a grid of buttons, laid out by `GridLayout`.
extension GridTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPGridTemplate
    static var kind: TemplateKind { .grid }

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
