@_spi(CarPlayHost) import CarPlayTestSupport
import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) @testable import CarPlay
@_spi(CarPlayHost) import UIKit

@MainActor
@Suite("CPContactTemplate and CPContact")
struct ContactTemplateTests {
    private func contact() -> CPContact { CPContact(name: "Ada", image: UIImage(systemName: "person")!) }

    @Test func contactDefaults() {
        let ada = contact()
        expectEqual(ada.name, "Ada")
        expectEqual(ada.actions, nil)
        expectTrue(ada.subtitle == nil && ada.informativeText == nil)
        expectTrue(ada.description.hasPrefix("<CPContact: 0x"))
    }

    @Test func systemButtons() {
        var calls = 0
        let call = CPContactCallButton { _ in calls += 1 }
        expectEqual(call.image?._source, .system("phone.fill"))
        call.handler?(call)
        expectEqual(calls, 1)
        let directions = CPContactDirectionsButton()
        expectEqual(directions.image?._source, .system("arrow.triangle.turn.up.right.diamond.fill"))
        expectEqual(directions.handler, nil)
        let message = CPContactMessageButton(phoneOrEmail: "ada@example.com")
        expectEqual(message.phoneOrEmail, "ada@example.com")
        expectEqual(message.image?._source, .system("message.fill"))
        expectEqual(message.handler, nil)
        expectTrue(message.isEnabled)
        expectTrue(message.description.contains("phoneOrEmail: ada@example.com"))
    }

    @Test func changesNotify() async {
        let ada = contact()
        let template = CPContactTemplate(contact: ada)
        expectTrue(template.contact === ada)
        let recorder = ChangeRecorder()
        recorder.observe(ada, template)
        ada.subtitle = "Mobile"
        ada.informativeText = "Away"
        ada.actions = (0..<5).map { _ in CPContactCallButton() }
        ada.name = "Ada L."
        ada.image = UIImage(systemName: "person.fill")!
        expectEqual((await recorder.settled()).filter { $0 == ada._elementID }.count, 5)
        expectEqual(ada.actions?.count, 5)

        let grace = CPContact(name: "Grace", image: UIImage(systemName: "person")!)
        template.contact = grace
        template.leadingNavigationBarButtons = [CPMessageComposeBarButton()]
        expectEqual((await recorder.settled()).filter { $0 == template._elementID }.count, 2)
        expectMainActorDescription(template.description, contains: "name: Grace")
    }
}
