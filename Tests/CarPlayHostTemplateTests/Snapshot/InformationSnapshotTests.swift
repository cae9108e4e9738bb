import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("InformationTemplateSnapshot")
struct InformationSnapshotTests {
    @Test func copiesItemsActionsAndLayout() throws {
        let plain = CPInformationItem(title: "Hours", detail: "9–5")
        let rating = CPInformationRatingItem(rating: 4.5, maximumRating: 5, title: "Rating", detail: nil)
        let extra = (0..<10).map { CPInformationItem(title: "X\($0)", detail: nil) }
        let actions = (0..<4).map { CPTextButton(title: "A\($0)", textStyle: $0 == 0 ? .confirm : .normal) }
        let info = CPInformationTemplate(
            title: "Store", layout: .twoColumn, items: [plain, rating] + extra, actions: actions)
        info.leadingNavigationBarButtons = [CPBarButton(title: "Close")]

        let snapshot = InformationTemplateSnapshot(info)
        expectEqual(snapshot.title, "Store")
        expectEqual(snapshot.layout, .twoColumn)
        expectEqual(snapshot.items.count, 12)
        expectEqual(snapshot.items[0], InformationItemSnapshot(id: ElementID(of: plain), title: "Hours", detail: "9–5"))
        expectEqual(
            snapshot.items[1],
            InformationItemSnapshot(
                id: ElementID(of: rating), title: "Rating", detail: nil, isRating: true, rating: 4.5,
                maximumRating: 5))
        expectEqual(snapshot.actions.count, 4)
        expectEqual(snapshot.actions[0].id, ElementID(of: actions[0]))
        expectEqual(snapshot.actions[0].style, .confirm)
        expectEqual(snapshot.navigationBar.leading.map(\.title), ["Close"])
        expectEqual(InformationTemplateSnapshot.Layout.leading.rawValue, "leading")

        let template = try require(TemplateSnapshot(info))
        expectEqual(template.kind, .information)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        expectEqual(decoded, template)
    }
}
