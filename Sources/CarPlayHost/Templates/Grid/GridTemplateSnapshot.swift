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
