import Foundation

/// Marks a grid button as a conversation, with an unread indicator.
@available(iOS 26.0, *)
open class CPMessageGridItemConfiguration: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a configuration for a conversation.
    public init(conversationIdentifier: String, unread: Bool) {
        self._conversationIdentifier = conversationIdentifier
        self.isUnread = unread
        super.init()
    }

    /// Whether the conversation has unread messages.
    open var isUnread: Bool { didSet { notifyHostOfChange() } }

    /// The conversation's identifier.
    open var conversationIdentifier: String { _conversationIdentifier }
    private let _conversationIdentifier: String
}
