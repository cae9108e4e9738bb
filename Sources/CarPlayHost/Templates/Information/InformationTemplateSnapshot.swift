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
