import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("AlertTemplateSnapshot and ActionSheetTemplateSnapshot")
struct AlertSnapshotTests {
    @Test func alertCopiesEveryAction() throws {
        let actions = [
            CPAlertAction(title: "OK", style: .default) { _ in },
            CPAlertAction(title: "Cancel", style: .cancel) { _ in },
            CPAlertAction(title: "Delete", style: .destructive) { _ in },
            CPAlertAction(title: "Red", color: UIColor(red: 1, green: 0, blue: 0, alpha: 1)) { _ in },
        ]
        let alert = CPAlertTemplate(titleVariants: ["Really delete?", "Delete?"], actions: actions)
        let snapshot = AlertTemplateSnapshot(alert)
        expectEqual(snapshot.titleVariants, ["Really delete?", "Delete?"])
        expectEqual(snapshot.actions.map(\.id), actions.map { ElementID(of: $0) })
        expectEqual(snapshot.actions.map(\.title), ["OK", "Cancel", "Delete", "Red"])
        expectEqual(snapshot.actions.map(\.style), [.default, .cancel, .destructive, .default])
        expectEqual(snapshot.actions[0].color, nil)
        let red = try require(snapshot.actions[3].color)
        expectTrue(red.light.red == 1 && red.light.green == 0 && red.light.blue == 0)

        let template = try require(TemplateSnapshot(alert))
        expectEqual(template.kind, .alert)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(template))
        expectEqual(decoded, template)
    }

    @Test func actionSheet() throws {
        let action = CPAlertAction(title: "Share", style: .default) { _ in }
        let sheet = CPActionSheetTemplate(title: nil, message: "Pick one", actions: [action])
        let snapshot = ActionSheetTemplateSnapshot(sheet)
        expectEqual(snapshot.title, nil)
        expectEqual(snapshot.message, "Pick one")
        expectEqual(snapshot.actions, [AlertActionSnapshot(id: ElementID(of: action), title: "Share", style: .default)])
        expectEqual(try require(TemplateSnapshot(sheet)).kind, .actionSheet)
    }

    @Test func styleRawValues() {
        expectEqual(AlertActionSnapshot.Style.default.rawValue, "default")
        expectEqual(AlertActionSnapshot.Style.cancel.rawValue, "cancel")
        expectEqual(AlertActionSnapshot.Style.destructive.rawValue, "destructive")
    }
}
