import Foundation

/// The leading side of a message list item: a marker, an image and the unread state (iOS 14). Immutable: assign a
/// new configuration to change it.
@available(iOS 14.0, *)
open class CPMessageListItemLeadingConfiguration: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a leading configuration.
    public init(leadingItem: CPMessageLeadingItem, leadingImage: UIImage?, unread: Bool) {
        self.leadingItem = leadingItem
        self.leadingImage = leadingImage
        self.isUnread = unread
        super.init()
    }

    /// Whether the conversation has unread messages (an unread indicator is shown).
    public let isUnread: Bool

    /// The marker shown at the leading edge.
    public let leadingItem: CPMessageLeadingItem

    /// The leading image (usually the contact's picture); see `CPMaximumMessageItemImageSize`.
    public let leadingImage: UIImage?

    open override var description: String {
        "<CPMessageListItemLeadingConfiguration: \(cpAddress(of: self))> leadingItem: \(leadingItem.rawValue), "
            + "leadingImage: \(cpDescribe(leadingImage)), unread: \(isUnread ? 1 : 0)"
    }
}
