import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("PointOfInterestTemplateSnapshot")
struct PointOfInterestSnapshotTests {
    private func point(_ title: String, latitude: Double) -> CPPointOfInterest {
        let placemark = MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: -122.4))
        let item = MKMapItem(placemark: placemark)
        item.name = "Place \(title)"
        return CPPointOfInterest(
            location: item, title: title, subtitle: "Sub", summary: nil, detailTitle: "Detail", detailSubtitle: nil,
            detailSummary: "DSum", pinImage: UIImage(systemName: "mappin"),
            selectedPinImage: UIImage(systemName: "star"))
    }

    @Test func copiesPointsAndSelection() throws {
        let points = (0..<13).map { point("P\($0)", latitude: 37 + Double($0)) }
        let primary = CPTextButton(title: "Go", textStyle: .confirm)
        points[0].primaryButton = primary
        let template = CPPointOfInterestTemplate(title: "Chargers", pointsOfInterest: points, selectedIndex: 2)
        template.trailingNavigationBarButtons = [CPBarButton(title: "Filter")]

        let snapshot = PointOfInterestTemplateSnapshot(template)
        expectEqual(snapshot.title, "Chargers")
        expectEqual(snapshot.points.count, 13)
        expectEqual(snapshot.selectedIndex, 2)
        let first = snapshot.points[0]
        expectEqual(first.id, ElementID(of: points[0]))
        expectTrue(first.latitude == 37 && first.longitude == -122.4)
        expectEqual(first.locationName, "Place P0")
        expectTrue(first.title == "P0" && first.subtitle == "Sub" && first.summary == nil)
        expectTrue(first.detailTitle == "Detail" && first.detailSubtitle == nil && first.detailSummary == "DSum")
        expectEqual(first.pinImage?.light.source, .system("mappin"))
        expectEqual(first.selectedPinImage?.light.source, .system("star"))
        expectEqual(first.primaryButton?.id, ElementID(of: primary))
        expectEqual(first.secondaryButton, nil)
        expectEqual(snapshot.navigationBar.trailing.map(\.title), ["Filter"])

        let wrapped = try require(TemplateSnapshot(template))
        expectEqual(wrapped.kind, .pointOfInterest)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(wrapped))
        expectEqual(decoded, wrapped)
    }

    @Test func notFoundIsNoSelection() {
        let template = CPPointOfInterestTemplate(
            title: "T", pointsOfInterest: [point("A", latitude: 1)], selectedIndex: NSNotFound)
        expectEqual(PointOfInterestTemplateSnapshot(template).selectedIndex, nil)
        template.selectedIndex = 0
        expectEqual(PointOfInterestTemplateSnapshot(template).selectedIndex, 0)
    }
}
