#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to send a message to one or more people.
@available(iOS 10.0, *)
open class INSendMessageIntent: INIntent {
    public let recipients: [INPerson]?
    @available(iOS 14.0, *)
    public let outgoingMessageType: INOutgoingMessageType
    public let content: String?
    @available(iOS 11.0, *)
    public let speakableGroupName: INSpeakableString?
    @available(iOS 11.0, *)
    public let conversationIdentifier: String?
    public let serviceName: String?
    public let sender: INPerson?
    @available(iOS 14.0, *)
    public let attachments: [INSendMessageAttachment]?

    /// A message to send.
    @available(iOS 14.0, *)
    public init(
        recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
        speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?,
        sender: INPerson?, attachments: [INSendMessageAttachment]?
    ) {
        self.recipients = recipients
        self.outgoingMessageType = outgoingMessageType
        self.content = content
        self.speakableGroupName = speakableGroupName
        self.conversationIdentifier = conversationIdentifier
        self.serviceName = serviceName
        self.sender = sender
        self.attachments = attachments
        super.init()
    }

    /// A text message to send (iOS 11–13).
    @available(
        iOS, introduced: 11.0, deprecated: 14.0,
        message: "Use the designated initializer with outgoingMessageType instead"
    )
    public convenience init(
        recipients: [INPerson]?, content: String?, speakableGroupName: INSpeakableString?,
        conversationIdentifier: String?, serviceName: String?, sender: INPerson?
    ) {
        self.init(
            recipients: recipients, outgoingMessageType: .outgoingMessageText, content: content,
            speakableGroupName: speakableGroupName, conversationIdentifier: conversationIdentifier,
            serviceName: serviceName, sender: sender, attachments: nil)
    }

    /// A copy with some parameters replaced and the same identifier (SiriKit updates the intent after each
    /// resolution); nil keeps a parameter.
    @_spi(CarPlayHost) public func _replacing(
        recipients: [INPerson]? = nil, content: String? = nil, speakableGroupName: INSpeakableString? = nil
    ) -> INSendMessageIntent {
        let copy = INSendMessageIntent(
            recipients: recipients ?? self.recipients, outgoingMessageType: outgoingMessageType,
            content: content ?? self.content, speakableGroupName: speakableGroupName ?? self.speakableGroupName,
            conversationIdentifier: conversationIdentifier, serviceName: serviceName, sender: sender,
            attachments: attachments)
        copy.identifier = identifier
        return copy
    }
}
#endif
