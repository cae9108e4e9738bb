import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPInformationTemplate`: title, layout, every item and action the app supplied (the host shows the first 10
/// items and 3 actions) and its navigation bar buttons.
public struct InformationTemplateSnapshot: Codable, Hashable, Sendable {
    public var title: String
    public var layout: Layout
    public var items: [InformationItemSnapshot]
    public var actions: [TextButtonSnapshot]
    public var navigationBar: NavigationBarButtons

    /// `CPInformationTemplateLayout`.
    public enum Layout: String, Codable, Hashable, Sendable { case leading, twoColumn }

    public init(
        title: String, layout: Layout, items: [InformationItemSnapshot], actions: [TextButtonSnapshot],
        navigationBar: NavigationBarButtons = NavigationBarButtons()
    ) {
        self.title = title
        self.layout = layout
        self.items = items
        self.actions = actions
        self.navigationBar = navigationBar
    }

    @MainActor init(_ template: CPInformationTemplate) {
        title = template.title
        layout =
            switch template.layout {
            case .leading: .leading
            case .twoColumn: .twoColumn
            }
        items = template.items.map(InformationItemSnapshot.init)
        actions = template.actions.map(TextButtonSnapshot.init)
        navigationBar = NavigationBarButtons(template)
    }
}

/// A `CPInformationItem`, or a `CPInformationRatingItem` when it has a rating.
public struct InformationItemSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var title: String?
    public var detail: String?
    /// True for a `CPInformationRatingItem`.
    public var isRating: Bool
    public var rating: Double?
    public var maximumRating: Double?

    public init(
        id: ElementID, title: String?, detail: String?, isRating: Bool = false, rating: Double? = nil,
        maximumRating: Double? = nil
    ) {
        self.id = id
        self.title = title
        self.detail = detail
        self.isRating = isRating
        self.rating = rating
        self.maximumRating = maximumRating
    }

    init(_ item: CPInformationItem) {
        id = ElementID(of: item)
        title = item.title
        detail = item.detail
        let ratingItem = item as? CPInformationRatingItem
        isRating = ratingItem != nil
        rating = ratingItem?.rating?.doubleValue
        maximumRating = ratingItem?.maximumRating?.doubleValue
    }
}

/// The information template as a unit: labelled items and text buttons, laid out by `InformationLayout`.
extension InformationTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPInformationTemplate
    static var kind: TemplateKind { .information }

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
