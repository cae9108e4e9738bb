import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("PointOfInterestLayout")
struct PointOfInterestLayoutTests {
    typealias Kit = TemplateLayoutKit

    private func point(
        _ id: String, _ latitude: Double, _ longitude: Double, title: String = "Place", subtitle: String? = "Sub",
        summary: String? = "Summary", detailTitle: String? = nil, detailSubtitle: String? = nil,
        detailSummary: String? = nil,
        pin: ImageSnapshot? = nil, selectedPin: ImageSnapshot? = nil, buttons: Bool = false
    ) -> PointOfInterestSnapshot {
        PointOfInterestSnapshot(
            id: ElementID(id), latitude: latitude, longitude: longitude, title: title, subtitle: subtitle,
            summary: summary,
            detailTitle: detailTitle, detailSubtitle: detailSubtitle, detailSummary: detailSummary, pinImage: pin,
            selectedPinImage: selectedPin,
            primaryButton: buttons ? TextButtonSnapshot(CPTextButton(title: "Go", textStyle: .confirm)) : nil,
            secondaryButton: buttons ? TextButtonSnapshot(CPTextButton(title: "Call", textStyle: .normal)) : nil)
    }

    /// Three charging stations around Cupertino.
    private var stations: [PointOfInterestSnapshot] {
        [
            point("north", 37.34, -122.03, title: "North", buttons: true),
            point(
                "west", 37.32, -122.06, title: "West", pin: Kit.image(80, 80, name: "pin"),
                selectedPin: Kit.image(90, 90, name: "big")),
            point(
                "east", 37.31, -122.00, title: "East", detailTitle: "East (detail)", detailSubtitle: "Open 24h",
                detailSummary: "4 chargers", buttons: true),
        ]
    }

    private func layout(
        _ points: [PointOfInterestSnapshot], selected: Int? = nil, _ display: DisplayConfiguration = .standard
    ) -> ScreenNode {
        PointOfInterestLayout.layout(
            PointOfInterestTemplateSnapshot(title: "Chargers", points: points, selectedIndex: selected),
            in: Kit.contentFrame(display), context: Kit.context(display))
    }

    private func map(_ content: ScreenNode) throws -> ScreenNode {
        try require(content.children.first { $0.role == .map })
    }
    private func pins(_ content: ScreenNode) throws -> [ScreenNode] { try map(content).children }
    private func pin(_ id: String, _ content: ScreenNode) throws -> ScreenNode {
        try require(try pins(content).first { $0.content.poi == ElementID(id) })
    }

    @Test(arguments: TemplateLayoutKit.allDisplays)
    func everyFeatureFitsTheDisplay(_ display: DisplayConfiguration) throws {
        for selected in [nil, 0, 1, 2] {
            let content = layout(stations, selected: selected, display)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            let mapFrame = try map(content).frame
            expectEqual(try pins(content).count, 3)
            expectTrue(
                try pins(content).allSatisfy {
                    mapFrame.contains($0.frame.center) && $0.frame.minX >= mapFrame.minX
                        && $0.frame.maxX <= mapFrame.maxX && $0.frame.minY >= mapFrame.minY
                        && $0.frame.maxY <= mapFrame.maxY
                })
            expectTrue(try pins(content).allSatisfy { !$0.isFocusable })
        }
    }

    @Test func pinProjection() throws {
        for display in Kit.displays {
            let content = layout(stations, display)
            let mapNode = try map(content)
            let north = try pin("north", content).frame.center
            let west = try pin("west", content).frame.center
            let east = try pin("east", content).frame.center
            expectTrue(west.x < north.x && north.x < east.x)
            expectTrue(north.y < west.y && west.y < east.y)
            // The bounding box fills the padded map in at least one direction, and is centred.
            let inner = mapNode.frame.insetBy(dx: 34, dy: 34)
            let spanX = east.x - west.x, spanY = east.y - north.y
            expectTrue(abs(spanX - inner.width) < 0.02 || abs(spanY - inner.height) < 0.02)
            expectTrue(
                abs((west.x + east.x) / 2 - inner.midX) < 0.02 && abs((north.y + east.y) / 2 - inner.midY) < 0.02)
            expectTrue(
                mapNode.content.region?.minLatitude == 37.31 && mapNode.content.region?.maxLongitude == -122)
            expectTrue(
                mapNode.content.region?.centerLatitude == 37.325
                    && mapNode.content.appearance == display.appearance)
        }
        // East-west distances shrink with latitude (Mercator keeps shapes): the same degree box is taller than wide.
        let positions = PointOfInterestLayout.pinPositions(
            [point("a", 60, 10), point("b", 61, 11)], in: Rect(x: 0, y: 0, width: 1000, height: 1000), padding: 0)
        let a = try require(positions[0]), b = try require(positions[1])
        expectTrue(abs(b.y - a.y) > abs(b.x - a.x) * 1.5)
    }

    @Test func singlePointIsCentred() throws {
        for display in Kit.displays {
            let content = layout([point("only", 48.85, 2.35)], display)
            let mapFrame = try map(content).frame
            let center = try pin("only", content).frame.center
            expectTrue(abs(center.x - mapFrame.midX) < 0.01 && abs(center.y - mapFrame.midY) < 0.01)
        }
        // Identical points too.
        let same = layout([point("a", 1, 1), point("b", 1, 1)])
        let mapFrame = try map(same).frame
        expectTrue(try pins(same).allSatisfy { abs($0.frame.midX - mapFrame.midX) < 0.01 })
    }

    @Test func selectedPinIsLargerDrawnLastAndUsesTheSelectedImage() throws {
        let none = layout(stations)
        let selected = layout(stations, selected: 1)
        let plain = try pin("west", none)
        let chosen = try pin("west", selected)
        expectTrue(plain.image?.source == .named("pin") && (plain.image?.size.width ?? 99) <= 40)
        expectTrue(chosen.image?.source == .named("big") && (chosen.image?.size.width ?? 0) <= 60)
        expectGreater(chosen.frame.width, plain.frame.width)
        expectTrue(chosen.isSelected && chosen.content.pin?.selected == true && !plain.isSelected)
        expectEqual(try pins(selected).last?.content.poi, "west")
        // The system pin when the app gave none, larger when selected.
        let defaultPin = try pin("north", selected)
        expectTrue(defaultPin.image?.source == .system("mappin") && defaultPin.content.pin?.custom == nil)
        let selectedDefault = try pin("north", layout(stations, selected: 0))
        expectGreater(selectedDefault.frame.width, defaultPin.frame.width)
        // Only a pin image: the selected pin draws it larger.
        let onlyPin = layout([point("p", 1, 1, pin: Kit.image(100, 100, name: "pin"))], selected: 0)
        expectTrue(try pin("p", onlyPin).image?.source == .named("pin") && pin("p", onlyPin).frame.width == 60)
    }

    @Test func listEntriesAreFocusableAndShowTheSelection() throws {
        for display in Kit.displays {
            let content = layout(stations, selected: 2, display)
            let entries = content.all { $0.role == .pointOfInterest }
            expectEqual(entries.map(\.id), ["north", "west", "east"])
            expectEqual(entries.map(\.isSelected), [false, false, true])
            expectTrue(entries.allSatisfy { $0.isFocusable })
            expectTrue(entries[0].text == "North" && entries[0].detailText == "Sub")
            expectEqual(entries[0].children.first?.text, "Summary")
            // The card's buttons come first, then the locations.
            let order = content.focusOrder
            expectEqual(Array(order.suffix(3)), ["north", "west", "east"])
            expectEqual(order.count, 5)
        }
    }

    @Test func detailCardFallsBackToThePickerTexts() throws {
        let withDetails = layout(stations, selected: 2)
        let card = try require(withDetails.first { $0.role == .poiCard })
        expectTrue(card.text == "East (detail)" && card.detailText == "Open 24h")
        expectEqual(card.children.first { $0.role == .text }?.text, "4 chargers")
        expectEqual(card.content.poi, "east")
        let buttons = card.children.filter { $0.role == .textButton }
        expectTrue(buttons.map(\.text) == ["Go", "Call"] && buttons.allSatisfy { $0.isFocusable })
        expectEqual(buttons.map { $0.content.buttonStyle }, [.confirm, .normal])

        let fallback = try require(layout(stations, selected: 0).first { $0.role == .poiCard })
        expectTrue(fallback.text == "North" && fallback.detailText == "Sub")
        expectEqual(fallback.children.first { $0.role == .text }?.text, "Summary")

        let blank = try require(
            layout([point("b", 1, 1, summary: nil, detailTitle: "  ", detailSubtitle: "")], selected: 0).first {
                $0.role == .poiCard
            })
        expectTrue(blank.text == "Place" && blank.detailText == "Sub")
        expectTrue(!blank.children.contains { $0.role == .text || $0.role == .textButton })

        // No selection: no card.
        expectEqual(layout(stations).first { $0.role == .poiCard }, nil)
        // The list sits below the card.
        let list = try require(withDetails.children.last)
        expectTrue(list.role == .scrollView && list.frame.minY >= card.frame.maxY)
    }

    @Test func panelOnTheDriversSide() throws {
        let left = layout(stations, .standard)
        let frame = Kit.contentFrame(.standard)
        expectEqual(left.content.panel, .leading)
        expectTrue(try require(left.children.last).frame.minX == frame.minX && map(left).frame.maxX == frame.maxX)
        let right = layout(stations, .standard.rightHandDrive())
        let rightFrame = Kit.contentFrame(.standard.rightHandDrive())
        expectEqual(right.content.panel, .trailing)
        expectTrue(
            try require(right.children.last).frame.maxX == rightFrame.maxX && map(right).frame.minX == rightFrame.minX)
        let portrait = layout(stations, .portrait)
        expectEqual(portrait.content.panel, .bottom)
        expectTrue(try require(portrait.children.last).frame.minY >= map(portrait).frame.maxY)
    }

    @Test(arguments: TemplateLayoutKit.displays)
    func badInput(_ display: DisplayConfiguration) throws {
        let huge = Kit.long(10_000)
        let points = [
            point("nan", .nan, 10, title: huge, subtitle: huge, summary: huge),
            point("out", 200, 500, title: ""),
            point("ok", 10, 10, pin: Kit.image(0, 0), selectedPin: Kit.image(.infinity, 5)),
        ]
        let context = Kit.context(display)
        for selected in [nil, 0, 2] {
            let content = PointOfInterestLayout.layout(
                PointOfInterestTemplateSnapshot(title: huge, points: points, selectedIndex: selected),
                in: Kit.contentFrame(display),
                context: context)
            Kit.checkGeometry(content, in: Kit.contentFrame(display))
            expectEqual(try pins(content).map { $0.content.poi }, ["ok"])
            expectEqual(content.all { $0.role == .pointOfInterest }.count, 3)
            let nan = try require(content.first { $0.id == "nan" && $0.role == .pointOfInterest })
            expectEqual(nan.text?.hasSuffix("…"), true)
            expectTrue(try pin("ok", content).frame.width > 0)
        }
        // No points, or a selection out of range: a map and an empty list.
        let empty = PointOfInterestLayout.layout(
            PointOfInterestTemplateSnapshot(title: "", points: [], selectedIndex: 4), in: Kit.contentFrame(display),
            context: context)
        expectTrue(try pins(empty).isEmpty && map(empty).content.region?.minLatitude == nil)
        expectEqual(empty.first { $0.role == .poiCard }, nil)
    }

    @Test func pointsFromAppObjects() throws {
        let item = MKMapItem(
            placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12)))
        let poi = CPPointOfInterest(
            location: item, title: "London", subtitle: nil, summary: nil, detailTitle: "Detail", detailSubtitle: nil,
            detailSummary: nil, pinImage: nil)
        let template = CPPointOfInterestTemplate(title: "Places", pointsOfInterest: [poi], selectedIndex: 0)
        guard case .pointOfInterest(let snapshot) = try require(TemplateSnapshot(template)).content else {
            Issue.record("not a POI template")
            return
        }
        let content = PointOfInterestLayout.layout(snapshot, in: Kit.contentFrame(.standard), context: Kit.context())
        expectEqual(content.first { $0.role == .poiCard }?.text, "Detail")
        expectEqual(content.first { $0.id == ElementID(of: poi) }?.text, "London")
    }
}
