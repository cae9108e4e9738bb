import Foundation
import UIKit

/// The leading side of a message list item: a marker, an image and the unread state (iOS 14). Immutable: assign a
/// new configuration to change it.
@available(iOS 14.0, *)
open class CPMessageListItemLeadingConfiguration: NSObject, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates a leading configuration.
    public init(leadingItem: CPMessageLeadingItem, leadingImage: UIImage?, unread: Bool) {
        self._leadingItem = leadingItem
        self._leadingImage = leadingImage
        self._isUnread = unread
        super.init()
    }

    /// Whether the conversation has unread messages (an unread indicator is shown).
    open var isUnread: Bool { _isUnread }
    private let _isUnread: Bool

    /// The marker shown at the leading edge.
    open var leadingItem: CPMessageLeadingItem { _leadingItem }
    private let _leadingItem: CPMessageLeadingItem

    /// The leading image (usually the contact's picture); see `CPMaximumMessageItemImageSize`.
    open var leadingImage: UIImage? { _leadingImage }
    private let _leadingImage: UIImage?

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; message items archive it)

    /// Archives the leading item, image and unread state.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(leadingItem.rawValue, forKey: "leadingItem")
        coder.encodeImage(leadingImage, forKey: "leadingImage")
        coder.encode(isUnread, forKey: "unread")
    }

    /// Decodes a configuration that `_encodePrivately(with:)` archived; nil for an unknown leading item.
    init?(_privateCoder coder: NSCoder) {
        guard let leadingItem = CPMessageLeadingItem(rawValue: coder.decodeInteger(forKey: "leadingItem")) else {
            return nil
        }
        self._leadingItem = leadingItem
        self._leadingImage = coder.decodeImage(forKey: "leadingImage")
        self._isUnread = coder.decodeBool(forKey: "unread")
        super.init()
    }

    open override var description: String {
        "<CPMessageListItemLeadingConfiguration: \(cpAddress(of: self))> leadingItem: \(leadingItem.rawValue), "
            + "leadingImage: \(cpDescribe(leadingImage)), unread: \(isUnread ? 1 : 0)"
    }
}
