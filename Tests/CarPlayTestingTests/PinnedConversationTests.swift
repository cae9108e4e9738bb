import CarPlay
import CarPlayTesting
import Expectations
import Foundation
import Intents
import Testing
import UIKit

/// Pinned conversations (iOS 26): a list's header grid button with a message configuration hands its conversation
/// to Siri, as a message item does — SiriKit passes the identifier back to the app; the button's handler is not
/// called — and shows an unread dot while the conversation has unread messages.
@MainActor @Suite struct PinnedConversationTests {
    @Test func aPinnedConversationIsReadBySiriAndShowsItsUnreadDot() throws {
        let inbox = SiriKeyInbox()
        let car = TestCar(category: .communication, bundleIdentifier: "com.example.talk")
        car.useIntentHandlers(inbox)
        var handled = 0
        let pinned = CPGridButton(
            titleVariants: ["Team"], image: UIImage(systemName: "person.2") ?? UIImage(),
            messageConfiguration: CPMessageGridItemConfiguration(conversationIdentifier: "team", unread: true)
        ) { _ in handled += 1 }
        let plain = CPGridButton(titleVariants: ["Notes"], image: UIImage(systemName: "person") ?? UIImage()) { _ in
            handled += 1
        }
        car.connect(
            RootSceneDelegate {
                CPListTemplate(
                    title: "Talk", sections: [], assistantCellConfiguration: nil, headerGridButtons: [pinned, plain])
            })
        let node = try require(car.screen.root.first { $0.role == .gridButton && $0.text == "Team" })
        expectTrue(node.children.contains { $0.role == .unreadIndicator })
        expectEqual(
            car.screen.root.first { $0.text == "Notes" }?.children.contains { $0.role == .unreadIndicator }, false)

        expectEqual(car.select("Team"), .handledBySystem)
        expectTrue(inbox.searches.first?.conversationIdentifiers == ["team"] && handled == 0)
        expectEqual(car.siri.said.last, "Would you like to reply?")
        car.siri.cancel()
        expectTrue(car.select("Notes") == .handled && handled == 1, "a grid button without one runs its handler")
    }

    @Test func chatPinsFamilyAboveTheOtherConversations() throws {
        let car = try TestCar(appModule: "Chat")
        try car.connect()
        let family = try require(car.screen.root.first { $0.role == .gridButton && $0.text == "Family" })
        expectEqual(family.image?.source, .system("person.2"))
        let rows = car.screen.root.all { $0.role == .messageRow }.compactMap(\.text)
        // (Chat's store is the process's: other tests' messages may have started more conversations below.)
        expectTrue(Array(rows.prefix(2)) == ["Ana Silva", "Ben Ito"] && !rows.contains("Family"), "not listed again")
    }
}
