@_spi(CarPlayHost) import CarPlayTestSupport
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
        #expect(ada.name == "Ada")
        #expect(ada.actions == nil)
        #expect(ada.subtitle == nil && ada.informativeText == nil)
        #expect(ada.description.hasPrefix("<CPContact: 0x"))
    }

    @Test func systemButtons() {
        var calls = 0
        let call = CPContactCallButton { _ in calls += 1 }
        #expect(call.image?._source == .system("phone.fill"))
        call.handler?(call)
        #expect(calls == 1)
        let directions = CPContactDirectionsButton()
        #expect(directions.image?._source == .system("arrow.triangle.turn.up.right.diamond.fill"))
        #expect(directions.handler == nil)
        let message = CPContactMessageButton(phoneOrEmail: "ada@example.com")
        #expect(message.phoneOrEmail == "ada@example.com")
        #expect(message.image?._source == .system("message.fill"))
        #expect(message.handler == nil)
        #expect(message.isEnabled)
        #expect(message.description.contains("phoneOrEmail: ada@example.com"))
    }

    @Test func changesNotify() async {
        let ada = contact()
        let template = CPContactTemplate(contact: ada)
        #expect(template.contact === ada)
        let recorder = ChangeRecorder()
        recorder.observe(ada, template)
        ada.subtitle = "Mobile"
        ada.informativeText = "Away"
        ada.actions = (0..<5).map { _ in CPContactCallButton() }
        ada.name = "Ada L."
        ada.image = UIImage(systemName: "person.fill")!
        #expect((await recorder.settled()).filter { $0 == ada._elementID }.count == 5)
        #expect(ada.actions?.count == 5)

        let grace = CPContact(name: "Grace", image: UIImage(systemName: "person")!)
        template.contact = grace
        template.leadingNavigationBarButtons = [CPMessageComposeBarButton()]
        #expect((await recorder.settled()).filter { $0 == template._elementID }.count == 2)
        expectMainActorDescription(template.description, contains: "name: Grace")
    }
}
