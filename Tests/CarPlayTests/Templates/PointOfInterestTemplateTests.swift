@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor private final class POIDelegate: NSObject, CPPointOfInterestTemplateDelegate {
    var regions: [MKCoordinateRegion] = []
    var selected: [CPPointOfInterest] = []
    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
    ) {
        regions.append(region)
    }
    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate,
        didSelectPointOfInterest pointOfInterest: CPPointOfInterest
    ) {
        selected.append(pointOfInterest)
    }
}

/// Implements only the required method.
@MainActor private final class RegionOnlyDelegate: NSObject, CPPointOfInterestTemplateDelegate {
    var regions = 0
    func pointOfInterestTemplate(
        _ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion
    ) {
        regions += 1
    }
}

@MainActor
@Suite("CPPointOfInterestTemplate and CPPointOfInterest")
struct PointOfInterestTemplateTests {
    private func poi(_ title: String, selectedPin: Bool = false) -> CPPointOfInterest {
        let item = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)))
        if selectedPin {
            return CPPointOfInterest(
                location: item, title: title, subtitle: nil, summary: nil, detailTitle: nil, detailSubtitle: nil,
                detailSummary: nil, pinImage: UIImage(systemName: "mappin"),
                selectedPinImage: UIImage(systemName: "star"))
        }
        return CPPointOfInterest(
            location: item, title: title, subtitle: "Sub", summary: "Sum", detailTitle: nil, detailSubtitle: "DS",
            detailSummary: nil, pinImage: nil)
    }

    @Test func pointStoresDetailsAsGiven() {
        let point = poi("Café")
        expectEqual(point.title, "Café")
        expectTrue(point.subtitle == "Sub" && point.summary == "Sum")
        expectEqual(point.detailTitle, nil)
        expectEqual(point.detailSubtitle, "DS")
        expectEqual(point.detailSummary, nil)
        expectTrue(point.pinImage == nil && point.selectedPinImage == nil)
        expectTrue(point.primaryButton == nil && point.secondaryButton == nil)
        expectEqual(point.userInfo, nil)
        expectNotEqual(poi("X", selectedPin: true).selectedPinImage, nil)
        expectTrue(point.description.hasPrefix("<CPPointOfInterest: 0x"))
    }

    @Test func pinSizes() {
        expectEqual(CPPointOfInterest.pinImageSize, CGSize(width: 40, height: 40))
        expectEqual(CPPointOfInterest.selectedPinImageSize, CGSize(width: 60, height: 60))
    }

    @Test func pointChangesNotify() async {
        let point = poi("A")
        let recorder = ChangeRecorder()
        recorder.observe(point)
        point.title = "B"
        point.primaryButton = CPTextButton(title: "Go", textStyle: .confirm)
        point.userInfo = "context"
        expectEqual((await recorder.settled()).filter { $0 == point._elementID }.count, 2)
    }

    @Test func templateSelectionSemantics() async {
        let points = (0..<14).map { poi("P\($0)") }
        let template = CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: points, selectedIndex: NSNotFound)
        expectEqual(template.pointsOfInterest.count, 14)
        expectEqual(template.selectedIndex, NSNotFound)
        expectEqual(template.pointOfInterestDelegate, nil)

        let recorder = ChangeRecorder()
        recorder.observe(template)
        template.setPointsOfInterest(Array(points.prefix(2)), selectedIndex: 1)
        expectEqual(template.pointsOfInterest.count, 2)
        expectEqual(template.selectedIndex, 1)
        #expect((await recorder.settled()).contains(template._elementID))
        await recorder.reset()
        template.selectedIndex = 0
        #expect((await recorder.settled()).contains(template._elementID))
    }

    @Test func driverSelectionAndRegionChange() {
        let points = [poi("A"), poi("B")]
        let template = CPPointOfInterestTemplate(title: "Nearby", pointsOfInterest: points, selectedIndex: NSNotFound)
        let delegate = POIDelegate()
        template.pointOfInterestDelegate = delegate

        template._hostSelectPointOfInterest(at: 1)
        expectEqual(template.selectedIndex, 1)
        expectTrue(delegate.selected.count == 1 && delegate.selected[0] === points[1])

        template._hostSelectPointOfInterest(at: 7)
        expectEqual(template.selectedIndex, 1)
        expectEqual(delegate.selected.count, 1)

        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 1, longitude: 2),
            span: MKCoordinateSpan(latitudeDelta: 3, longitudeDelta: 4))
        template._hostChangeMapRegion(region)
        expectEqual(delegate.regions.count, 1)
        expectTrue(delegate.regions[0].center.latitude == 1 && delegate.regions[0].span.longitudeDelta == 4)
    }

    @Test func optionalSelectionMethodHasADefault() {
        let template = CPPointOfInterestTemplate(title: "T", pointsOfInterest: [poi("A")], selectedIndex: NSNotFound)
        let delegate = RegionOnlyDelegate()
        template.pointOfInterestDelegate = delegate
        template._hostSelectPointOfInterest(at: 0)
        template._hostChangeMapRegion(MKCoordinateRegion())
        expectEqual(template.selectedIndex, 0)
        expectEqual(delegate.regions, 1)
    }

    @Test func delegateIsWeakAndDescription() {
        let template = CPPointOfInterestTemplate(title: "T", pointsOfInterest: [], selectedIndex: NSNotFound)
        do {
            let delegate = POIDelegate()
            template.pointOfInterestDelegate = delegate
            expectNotEqual(template.pointOfInterestDelegate, nil)
        }
        expectEqual(template.pointOfInterestDelegate, nil)
        expectMainActorDescription(template.description, contains: "selectedIndex: \(NSNotFound)")
    }
}
