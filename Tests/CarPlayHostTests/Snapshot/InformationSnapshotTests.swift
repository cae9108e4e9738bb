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
        #expect(snapshot.title == "Store")
        #expect(snapshot.layout == .twoColumn)
        #expect(snapshot.items.count == 12)
        #expect(snapshot.items[0] == InformationItemSnapshot(id: ElementID(of: plain), title: "Hours", detail: "9–5"))
        #expect(
            snapshot.items[1]
                == InformationItemSnapshot(
                    id: ElementID(of: rating), title: "Rating", detail: nil, isRating: true, rating: 4.5,
                    maximumRating: 5))
        #expect(snapshot.actions.count == 4)
        #expect(snapshot.actions[0].id == ElementID(of: actions[0]))
        #expect(snapshot.actions[0].style == .confirm)
        #expect(snapshot.navigationBar.leading.map(\.title) == ["Close"])
        #expect(InformationTemplateSnapshot.Layout.leading.rawValue == "leading")

        let template = try #require(TemplateSnapshot(info))
        #expect(template.kind == .information)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        #expect(decoded == template)
    }
}
