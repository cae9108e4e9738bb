import Foundation
@_spi(CarPlayHost) import CarPlay

/// The point-of-interest template as a unit: points on a map with their pins and buttons, laid out by
/// `PointOfInterestLayout`.
extension PointOfInterestTemplateSnapshot: TemplateUnit {
    static var kind: TemplateKind { .pointOfInterest }

    @MainActor static func snapshot(of template: CPPointOfInterestTemplate, reusing _: [ElementID: TemplateSnapshot])
        -> Self
    { Self(template) }

    var content: TemplateSnapshot.Content { .pointOfInterest(self) }

    func list(into contents: inout SnapshotContents) {
        for point in points {
            contents.element(point.id, .pointOfInterest, [point.title, point.subtitle])
            contents.image(point.pinImage)
            contents.image(point.selectedPinImage)
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

    func contentNode(id _: ElementID, in frame: Rect, context: LayoutContext) -> ScreenNode {
        PointOfInterestLayout.layout(self, in: frame, context: context)
    }
}
