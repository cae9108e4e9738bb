import Foundation
@_spi(CarPlayHost) import CarPlay

/// A `CPPointOfInterestTemplate`: title, every point the app supplied (the host shows the first 12), the
/// selection and its navigation bar buttons.
public struct PointOfInterestTemplateSnapshot: Codable, Hashable, Sendable {
    public var title: String
    public var points: [PointOfInterestSnapshot]
    /// The selected index as the app set it; nil for `NSNotFound` (or any negative index).
    public var selectedIndex: Int?
    public var navigationBar: NavigationBarButtons

    public init(
        title: String, points: [PointOfInterestSnapshot], selectedIndex: Int?,
        navigationBar: NavigationBarButtons = NavigationBarButtons()
    ) {
        self.title = title
        self.points = points
        self.selectedIndex = selectedIndex
        self.navigationBar = navigationBar
    }

    @MainActor init(_ template: CPPointOfInterestTemplate) {
        title = template.title
        points = template.pointsOfInterest.map(PointOfInterestSnapshot.init)
        selectedIndex =
            template.selectedIndex == NSNotFound || template.selectedIndex < 0 ? nil : template.selectedIndex
        navigationBar = NavigationBarButtons(template)
    }
}

/// A `CPPointOfInterest`. Detail texts are copied as given; nil means the card falls back to the picker text.
public struct PointOfInterestSnapshot: Codable, Hashable, Sendable, Identifiable {
    public var id: ElementID
    public var latitude: Double
    public var longitude: Double
    /// The map item's name.
    public var locationName: String?
    public var title: String
    public var subtitle: String?
    public var summary: String?
    public var detailTitle: String?
    public var detailSubtitle: String?
    public var detailSummary: String?
    public var pinImage: ImageSnapshot?
    public var selectedPinImage: ImageSnapshot?
    public var primaryButton: TextButtonSnapshot?
    public var secondaryButton: TextButtonSnapshot?

    public init(
        id: ElementID, latitude: Double, longitude: Double, locationName: String? = nil, title: String,
        subtitle: String? = nil, summary: String? = nil, detailTitle: String? = nil, detailSubtitle: String? = nil,
        detailSummary: String? = nil, pinImage: ImageSnapshot? = nil, selectedPinImage: ImageSnapshot? = nil,
        primaryButton: TextButtonSnapshot? = nil, secondaryButton: TextButtonSnapshot? = nil
    ) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
        self.locationName = locationName
        self.title = title
        self.subtitle = subtitle
        self.summary = summary
        self.detailTitle = detailTitle
        self.detailSubtitle = detailSubtitle
        self.detailSummary = detailSummary
        self.pinImage = pinImage
        self.selectedPinImage = selectedPinImage
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
    }

    init(_ point: CPPointOfInterest) {
        id = ElementID(of: point)
        latitude = point.location.placemark.coordinate.latitude
        longitude = point.location.placemark.coordinate.longitude
        locationName = point.location.name
        title = point.title
        subtitle = point.subtitle
        summary = point.summary
        detailTitle = point.detailTitle
        detailSubtitle = point.detailSubtitle
        detailSummary = point.detailSummary
        pinImage = point.pinImage.map(ImageSnapshot.init)
        selectedPinImage = point.selectedPinImage.map(ImageSnapshot.init)
        primaryButton = point.primaryButton.map(TextButtonSnapshot.init)
        secondaryButton = point.secondaryButton.map(TextButtonSnapshot.init)
    }
}

/// The point-of-interest template as a unit: points on a map with their pins and buttons, laid out by
/// `PointOfInterestLayout`.
extension PointOfInterestTemplateSnapshot: CopiedTemplateUnit {
    typealias Template = CPPointOfInterestTemplate
    static var kind: TemplateKind { .pointOfInterest }

    var content: TemplateSnapshot.Content { .pointOfInterest(self) }

    func list(into contents: inout SnapshotContents) {
        for (index, point) in points.enumerated() {
            contents.element(point.id, .pointOfInterest, [point.title, point.subtitle])
            contents.image(point.pinImage)
            contents.image(point.selectedPinImage)
            // Only the selected location's card shows its buttons: the others' are not on screen.
            guard index == selectedIndex else { continue }
            contents.add(point.primaryButton)
            contents.add(point.secondaryButton)
        }
        contents.add(navigationBar)
    }

    /// A selection past the points shown is dropped.
    func displayed(by limits: DisplayLimits, showTab _: (TemplateSnapshot) -> TemplateSnapshot) -> Self {
        var poi = self
        poi.points = limits.trim(.pointsOfInterest, poi.points)
        if let selected = poi.selectedIndex, !poi.points.indices.contains(selected) { poi.selectedIndex = nil }
        poi.navigationBar = limits.bar(poi.navigationBar)
        return poi
    }

    var ownTitle: String? { title }
    var navigationTitle: String? { title }
    var navigationButtons: NavigationBarButtons? { navigationBar }

    func contentNode(id: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        PointOfInterestLayout.layout(self, in: frame, camera: context.pointOfInterestCameras[id], context: context)
    }
}
