import Foundation
import UIKit

/// The maximum size of a message list item's leading and trailing images; larger images are scaled down.
@available(iOS 14.0, *)
public let CPMaximumMessageItemImageSize = CGSize(width: 44, height: 44)

/// The maximum size of the image before a message list item's detail text (iOS 26); larger images are scaled down.
@available(iOS 26.0, *)
public let CPMaximumMessageItemLeadingDetailTextImageSize = CGSize(width: 16, height: 16)

/// A conversation or contact row of a communication app's list (iOS 14). Selecting it starts Siri: an unread
/// conversation is read aloud, otherwise Siri composes a message. It has no app handler.
@available(iOS 14.0, *)
open class CPMessageListItem: NSObject, CPListTemplateItem, CPHostVisible {
    @_spi(CarPlayHost) public nonisolated let _elementID = CPElementID.make()

    /// Creates an item for an existing conversation.
    public init(
        conversationIdentifier: String, text: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        self.conversationIdentifier = conversationIdentifier
        self.text = text
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    /// Creates an item for a contact, to compose a new message to `phoneOrEmailAddress`.
    public init(
        fullName: String, phoneOrEmailAddress: String, leadingConfiguration: CPMessageListItemLeadingConfiguration,
        trailingConfiguration: CPMessageListItemTrailingConfiguration?, detailText: String?, trailingText: String?
    ) {
        self.text = fullName
        self.phoneOrEmailAddress = phoneOrEmailAddress
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = trailingConfiguration
        self.detailText = detailText
        self.trailingText = trailingText
        super.init()
    }

    /// The item's primary text (the conversation's or contact's name).
    open var text: String? { didSet { notifyHostOfChange() } }

    /// The identifier of the conversation Siri reads or replies to.
    open var conversationIdentifier: String? { didSet { notifyHostOfChange() } }

    /// The phone number or email address Siri composes a message to.
    open var phoneOrEmailAddress: String? { didSet { notifyHostOfChange() } }

    /// The leading marker, image and unread state.
    open var leadingConfiguration: CPMessageListItemLeadingConfiguration { didSet { notifyHostOfChange() } }

    /// The trailing marker and image.
    open var trailingConfiguration: CPMessageListItemTrailingConfiguration? { didSet { notifyHostOfChange() } }

    /// The secondary text.
    open var detailText: String? { didSet { notifyHostOfChange() } }

    /// The text at the trailing edge (for example a time).
    open var trailingText: String? { didSet { notifyHostOfChange() } }

    /// An image before the detail text (iOS 26); see `CPMaximumMessageItemLeadingDetailTextImageSize`.
    @available(iOS 26.0, *)
    open var leadingDetailTextImage: UIImage? { didSet { notifyHostOfChange() } }

    /// A Boolean value that determines whether the item is enabled (iOS 15, default true).
    @available(iOS 15.0, *)
    open var isEnabled: Bool = true { didSet { notifyHostOfChange() } }

    /// Any custom data or object that you want to associate with the item.
    open var userInfo: Any?

    // MARK: Archiving (private: the header does not adopt NSSecureCoding; list sections archive their items)

    /// Archives the texts, identifiers, configurations, image and enabled state; `userInfo` only when it is a
    /// property-list value.
    func _encodePrivately(with coder: NSCoder) {
        coder.encode(text, forKey: "text")
        coder.encode(conversationIdentifier, forKey: "conversationIdentifier")
        coder.encode(phoneOrEmailAddress, forKey: "phoneOrEmailAddress")
        coder.encodePrivately(leadingConfiguration, forKey: "leadingConfiguration")
        coder.encodePrivately(trailingConfiguration, forKey: "trailingConfiguration")
        coder.encode(detailText, forKey: "detailText")
        coder.encode(trailingText, forKey: "trailingText")
        coder.encodeImage(leadingDetailTextImage, forKey: "leadingDetailTextImage")
        coder.encode(isEnabled, forKey: "enabled")
        coder.encodeUserInfo(userInfo, forKey: "userInfo")
    }

    /// Decodes an item that `_encodePrivately(with:)` archived: a new item.
    init?(_privateCoder coder: NSCoder) {
        guard
            let leadingConfiguration = coder.decodePrivately(
                CPMessageListItemLeadingConfiguration.self, forKey: "leadingConfiguration")
        else { return nil }
        self.text = coder.decodeString(forKey: "text")
        self.conversationIdentifier = coder.decodeString(forKey: "conversationIdentifier")
        self.phoneOrEmailAddress = coder.decodeString(forKey: "phoneOrEmailAddress")
        self.leadingConfiguration = leadingConfiguration
        self.trailingConfiguration = coder.decodePrivately(
            CPMessageListItemTrailingConfiguration.self, forKey: "trailingConfiguration")
        self.detailText = coder.decodeString(forKey: "detailText")
        self.trailingText = coder.decodeString(forKey: "trailingText")
        self.leadingDetailTextImage = coder.decodeImage(forKey: "leadingDetailTextImage")
        self.isEnabled = coder.decodeBool(forKey: "enabled", default: true)
        self.userInfo = coder.decodeUserInfo(forKey: "userInfo")
        super.init()
    }

    open override var description: String {
        "<CPMessageListItem: \(cpAddress(of: self))> text: \(cpDescribe(text)), "
            + "conversationIdentifier: \(cpDescribe(conversationIdentifier)), "
            + "phoneOrEmailAddress: \(cpDescribe(phoneOrEmailAddress)), detailText: \(cpDescribe(detailText)), "
            + "trailingText: \(cpDescribe(trailingText)), enabled: \(isEnabled ? 1 : 0)"
    }
}
