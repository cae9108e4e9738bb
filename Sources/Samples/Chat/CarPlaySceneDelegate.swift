import CarPlay
import UIKit

/// Chat in the car: its pinned conversations as grid buttons above the list (iOS 26's pinned elements, each with a
/// message configuration), the others as message items (an unread dot, never a message's text), a compose button
/// and Siri's "Call with Siri" cell. Selecting a conversation, the button or the cell hands it to Siri, which reads,
/// sends and calls through the app's intents.
final class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {
    private let store = ChatStore.shared
    private var list: CPListTemplate?
    private var observer: (any NSObjectProtocol)?

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene, didConnect interfaceController: CPInterfaceController
    ) {
        // "Call with Siri": Siri asks whom to call and runs Chat's INStartCallIntent.
        let assistant = CPAssistantCellConfiguration(position: .top, visibility: .always, assistantAction: .startCall)
        let list = CPListTemplate(
            title: "Chats", sections: sections(), assistantCellConfiguration: assistant, headerGridButtons: pinned())
        list.trailingNavigationBarButtons = [CPMessageComposeBarButton()]
        list.emptyViewTitleVariants = ["No Conversations"]
        self.list = list
        interfaceController.setRootTemplate(list, animated: false, completion: nil)
        // The store posts on the main queue; the block runs where it is posted (`queue: nil`).
        observer = NotificationCenter.default.addObserver(forName: ChatStore.didChange, object: nil, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.refresh() }
        }
    }

    func templateApplicationScene(
        _ templateApplicationScene: CPTemplateApplicationScene,
        didDisconnectInterfaceController interfaceController: CPInterfaceController
    ) {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
        list = nil
    }

    private func refresh() {
        list?.headerGridButtons = pinned()
        list?.updateSections(sections())
    }

    /// The pinned conversations, at most as many as the car shows: a tap has Siri read (or reply to) the
    /// conversation; the grid button shows whether it has unread messages.
    private func pinned() -> [CPGridButton] {
        let pinned = store.conversations.filter { store.pinnedConversations.contains($0.id) }
        return pinned.prefix(CPListTemplate.maximumHeaderGridButtonCount).map { conversation in
            CPGridButton(
                titleVariants: [conversation.title], image: UIImage(systemName: "person.2") ?? UIImage(),
                messageConfiguration: CPMessageGridItemConfiguration(
                    conversationIdentifier: conversation.id, unread: store.unreadCount(in: conversation.id) > 0))
        }
    }

    private func sections() -> [CPListSection] {
        let conversations = store.conversations.filter { !store.pinnedConversations.contains($0.id) }
        let items = conversations.map { conversation in
            let unread = store.unreadCount(in: conversation.id)
            let leading = CPMessageListItemLeadingConfiguration(
                leadingItem: .none, leadingImage: UIImage(systemName: "person.crop.circle.fill"), unread: unread > 0)
            let item = CPMessageListItem(
                conversationIdentifier: conversation.id, text: conversation.title, leadingConfiguration: leading,
                trailingConfiguration: nil, detailText: unread > 0 ? "\(unread) unread" : nil, trailingText: nil)
            return item
        }
        return [CPListSection(items: items)]
    }
}
