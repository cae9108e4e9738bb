import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

@MainActor
@Suite("ContactTemplateSnapshot")
struct ContactSnapshotTests {
    @Test func copiesContactAndActions() throws {
        let contact = CPContact(name: "Ada", image: UIImage(systemName: "person")!)
        contact.subtitle = "Mobile"
        contact.informativeText = "On the road"
        let call = CPContactCallButton()
        let message = CPContactMessageButton(phoneOrEmail: "+1 555 0100")
        let directions = CPContactDirectionsButton()
        let custom = CPButton(image: UIImage(systemName: "star")!)
        custom.title = "Fav"
        custom.isEnabled = false
        contact.actions = [call, message, directions, custom, CPContactCallButton()]
        let template = CPContactTemplate(contact: contact)
        template.trailingNavigationBarButtons = [CPMessageComposeBarButton()]

        let snapshot = ContactTemplateSnapshot(template)
        let copied = snapshot.contact
        expectEqual(copied.id, ElementID(of: contact))
        expectTrue(copied.name == "Ada" && copied.subtitle == "Mobile" && copied.informativeText == "On the road")
        expectEqual(copied.image.light.source, .system("person"))
        let actions = try require(copied.actions)
        expectEqual(actions.count, 5)
        expectEqual(actions.map(\.systemKind), ["call", "message", "directions", nil, "call"])
        expectEqual(actions.map(\.id), contact.actions!.map { ElementID(of: $0) })
        expectEqual(actions[0].image?.light.source, .system("phone.fill"))
        expectTrue(actions[3].title == "Fav" && !actions[3].isEnabled)
        expectEqual(copied.messageRecipients, [message._elementID.rawValue: "+1 555 0100"])
        expectEqual(snapshot.navigationBar.trailing.first?.isMessageCompose, true)

        let wrapped = try require(TemplateSnapshot(template))
        expectEqual(wrapped.kind, .contact)
        let decoded = try JSONDecoder().decode(TemplateSnapshot.self, from: JSONEncoder().encode(wrapped))
        expectEqual(decoded, wrapped)
    }

    @Test func noActions() {
        let contact = CPContact(name: "Bo", image: UIImage(systemName: "person")!)
        let snapshot = ContactTemplateSnapshot(CPContactTemplate(contact: contact))
        expectEqual(snapshot.contact.actions, nil)
        expectTrue(snapshot.contact.messageRecipients.isEmpty)
    }
}
