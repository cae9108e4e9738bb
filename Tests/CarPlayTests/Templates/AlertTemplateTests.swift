import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay

@MainActor
@Suite("CPAlertTemplate, CPActionSheetTemplate, CPAlertAction")
struct AlertTemplateTests {
    @Test func styleRawValues() {
        expectEqual(CPAlertAction.Style.default.rawValue, 0)
        expectEqual(CPAlertAction.Style.cancel.rawValue, 1)
        expectEqual(CPAlertAction.Style.destructive.rawValue, 2)
        expectEqual(CPAlertAction.Style(rawValue: 3), nil)
    }

    @Test func actionWithStyle() {
        var tapped: [String] = []
        let action = CPAlertAction(title: "Delete", style: .destructive) { tapped.append($0.title) }
        expectEqual(action.title, "Delete")
        expectEqual(action.style, .destructive)
        expectEqual(action.color, nil)
        action.handler(action)
        expectEqual(tapped, ["Delete"])
    }

    @Test func actionWithColorHasDefaultStyle() {
        let action = CPAlertAction(title: "Go", color: .systemGreen) { _ in }
        expectEqual(action.style, .default)
        expectTrue(action.color === UIColor.systemGreen)
        expectTrue(action.description.hasPrefix("<CPAlertAction: 0x"))
        expectTrue(action.description.contains("title: Go"))
    }

    @Test func alertKeepsEveryAction() {
        let actions = (0..<4).map { CPAlertAction(title: "A\($0)", style: .default) { _ in } }
        let alert = CPAlertTemplate(titleVariants: ["Long title", "Short"], actions: actions)
        expectEqual(alert.titleVariants, ["Long title", "Short"])
        expectEqual(alert.actions.count, 4)
        expectTrue(alert.actions[3] === actions[3])
        expectTrue(alert.description.hasPrefix("<CPAlertTemplate: 0x"))
    }

    @Test func unhostedMaximumActionCount() {
        expectEqual(CPAlertTemplate.maximumActionCount, CPHostBridge.unhostedValue(of: .alertActions))
    }

    @Test func actionSheet() {
        let cancel = CPAlertAction(title: "Cancel", style: .cancel) { _ in }
        let sheet = CPActionSheetTemplate(title: "Share", message: nil, actions: [cancel])
        expectEqual(sheet.title, "Share")
        expectEqual(sheet.message, nil)
        expectTrue(sheet.actions.count == 1 && sheet.actions[0] === cancel)
        expectMainActorDescription(sheet.description, contains: "message: (null)")
    }
}
