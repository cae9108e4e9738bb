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

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; grid buttons archive it)

    /// Archives the conversation identifier and unread state.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(conversationIdentifier, forKey: "conversationIdentifier")
        coder.encode(isUnread, forKey: "unread")
    }

    /// Decodes a configuration that `_encodePrivately(with:)` archived.
    init?(_privateCoder coder: NSCoder) {
        guard let identifier = coder.decodeString(forKey: "conversationIdentifier")
        else { return nil }
        self._conversationIdentifier = identifier
        self.isUnread = coder.decodeBool(forKey: "unread")
        super.init()
    }
}
