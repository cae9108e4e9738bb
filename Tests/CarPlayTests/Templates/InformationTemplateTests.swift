@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPInformationTemplate and items")
struct InformationTemplateTests {
    @Test func layoutRawValues() {
        expectEqual(CPInformationTemplateLayout.leading.rawValue, 0)
        expectEqual(CPInformationTemplateLayout.twoColumn.rawValue, 1)
    }

    @Test func itemsAndRating() {
        let item = CPInformationItem(title: "Hours", detail: "9–5")
        expectTrue(item.title == "Hours" && item.detail == "9–5")
        let rating = CPInformationRatingItem(rating: 3.5, maximumRating: 5, title: "Rating", detail: nil)
        expectEqual(rating.rating, 3.5)
        expectEqual(rating.maximumRating, 5)
        expectTrue(rating.title == "Rating" && rating.detail == nil)
        expectTrue(rating.description.contains("rating: 3.5"))
        expectTrue(item.description.hasPrefix("<CPInformationItem: 0x"))
    }

    @Test func keepsEverythingAndNotifies() async {
        let items = (0..<12).map { CPInformationItem(title: "T\($0)", detail: nil) }
        let actions = (0..<4).map { CPTextButton(title: "A\($0)", textStyle: .normal) }
        let info = CPInformationTemplate(title: "Order", layout: .twoColumn, items: items, actions: actions)
        expectEqual(info.items.count, 12)
        expectEqual(info.actions.count, 4)
        expectEqual(info.layout, .twoColumn)
        expectEqual(info.title, "Order")

        let recorder = ChangeRecorder()
        recorder.observe(info)
        info.title = "Receipt"
        info.items = []
        info.actions = [CPTextButton(title: "OK", textStyle: .confirm)]
        info.trailingNavigationBarButtons = [CPBarButton(title: "Edit")]
        expectEqual((await recorder.settled()).filter { $0 == info._elementID }.count, 4)
        expectMainActorDescription(info.description, contains: "title: Receipt")
        expectMainActorDescription(info.description, contains: "layout: 1")
    }
}
