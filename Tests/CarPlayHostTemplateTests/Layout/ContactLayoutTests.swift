import Expectations
import Foundation
import Testing
@_spi(CarPlayHost) import CarPlay
@testable import CarPlayHost

private let area = Rect(x: 52, y: 40, width: 348, height: 200)

private func context(_ display: DisplayConfiguration = .standard, pending: Set<ElementID> = []) -> LayoutContext {
    LayoutContext(
        display: display, rules: Rules(category: .communication), now: Date(timeIntervalSince1970: 0),
        pendingHandlers: pending)
}

@MainActor
@Suite("ContactLayout")
struct ContactLayoutTests {
    private func snapshot(actions: [CPButton]?, configure: (CPContact) -> Void = { _ in }) -> ContactTemplateSnapshot {
        let contact = CPContact(name: "Jane Appleseed", image: UIImage(systemName: "person")!)
        contact.subtitle = "Mobile"
        contact.informativeText =
            "Usually answers within an hour, except on weekends when she is hiking in the mountains"
        contact.actions = actions
        configure(contact)
        return ContactTemplateSnapshot(CPContactTemplate(contact: contact))
    }

    @Test func cardWithTextsAndFourRoundButtons() throws {
        let custom = CPButton(image: UIImage(systemName: "star")!)
        custom.title = "Favourite"
        let message = CPContactMessageButton(phoneOrEmail: "+1 555 0100")
        let actions: [CPButton] = [CPContactCallButton(), message, CPContactDirectionsButton(), custom]
        let contact = snapshot(actions: actions)
        let node = ContactLayout.layout(contact, in: area, context: context())
        expectEqual(node.role, .contactCard)
        expectEqual(node.id, contact.contact.id)
        expectEqual(node.first { $0.content.field == .name }?.text, "Jane Appleseed")
        expectEqual(node.first { $0.content.field == .subtitle }?.text, "Mobile")
        let informative = try require(node.first { $0.content.field == .informativeText })
        expectTrue(informative.content.lines ?? 0 <= 2)
        let image = try require(node.first { $0.content.field == .contactImage })
        expectLessOrEqual(image.image!.size.width, ImageLimits.button.width)
        expectEqual(image.content.shape, .circular)

        let buttons = node.all { $0.role == .contactButton }
        expectEqual(buttons.map(\.id), actions.map { ElementID(of: $0) })
        expectEqual(node.focusOrder, buttons.compactMap(\.id))
        expectEqual(buttons.map { $0.content.contactButton?.kind }, [.call, .message, .directions, .custom])
        expectEqual(buttons.map(\.text), ["Call", "Message", "Directions", "Favourite"])
        expectEqual(buttons[0].image?.source, .system("phone.fill"))
        expectEqual(buttons[1].content.contactButton?.recipient, "+1 555 0100")
        expectEqual(buttons[3].image?.source, .system("star"))
        expectTrue(
            buttons.allSatisfy {
                $0.content.shape == .circular && $0.frame.minY >= area.minY && $0.frame.maxY <= area.maxY
            })
        // Side by side, in order.
        expectTrue(zip(buttons, buttons.dropFirst()).allSatisfy { $0.frame.maxX <= $1.frame.minX })
    }

    @Test func disabledAndPendingButtons() {
        let call = CPContactCallButton()
        call.isEnabled = false
        let directions = CPContactDirectionsButton()
        let contact = snapshot(actions: [call, directions])
        let node = ContactLayout.layout(contact, in: area, context: context(pending: [ElementID(of: directions)]))
        let nodes = node.all { $0.role == .contactButton }
        expectEqual(nodes[0].isEnabled, false)
        expectEqual(nodes[0].foreground, Theme(.light).disabledLabel)
        expectEqual(nodes[1].children.first?.role, .spinner)
        expectEqual(node.focusOrder, [ElementID(of: directions)])
    }

    @Test func noActionsAndEmptyTexts() {
        let contact = snapshot(actions: nil) { contact in
            contact.subtitle = ""
            contact.informativeText = nil
            contact.name = String(repeating: "Very long name ", count: 40)
        }
        let node = ContactLayout.layout(contact, in: area, context: context(.minimum))
        expectTrue(node.all { $0.role == .contactButton }.isEmpty)
        expectEqual(node.first { $0.content.field == .subtitle }, nil)
        let name = node.first { $0.content.field == .name }?.text ?? ""
        expectTrue(name.hasSuffix("…"))
    }
}
