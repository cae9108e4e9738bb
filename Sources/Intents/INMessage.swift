#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A message: who sent it to whom, in which conversation, and what it says.
@available(iOS 10.0, *)
open class INMessage: NSObject {
    public let identifier: String
    @available(iOS 11.0, *)
    public let conversationIdentifier: String?
    public let content: String?
    public let dateSent: Date?
    public let sender: INPerson?
    public let recipients: [INPerson]?
    @available(iOS 11.0, *)
    public let groupName: INSpeakableString?
    @available(iOS 11.0, *)
    public let messageType: INMessageType
    @available(iOS 13.2, *)
    public let serviceName: String?

    /// A message with its conversation, group and service.
    @available(iOS 13.2, *)
    public init(
        identifier: String, conversationIdentifier: String?, content: String?, dateSent: Date?, sender: INPerson?,
        recipients: [INPerson]?, groupName: INSpeakableString?, messageType: INMessageType, serviceName: String?
    ) {
        self.identifier = identifier
        self.conversationIdentifier = conversationIdentifier
        self.content = content
        self.dateSent = dateSent
        self.sender = sender
        self.recipients = recipients
        self.groupName = groupName
        self.messageType = messageType
        self.serviceName = serviceName
        super.init()
    }

    /// A message with its conversation and group (iOS 11).
    public convenience init(
        identifier: String, conversationIdentifier: String?, content: String?, dateSent: Date?, sender: INPerson?,
        recipients: [INPerson]?, groupName: INSpeakableString?, messageType: INMessageType
    ) {
        self.init(
            identifier: identifier, conversationIdentifier: conversationIdentifier, content: content,
            dateSent: dateSent, sender: sender, recipients: recipients, groupName: groupName,
            messageType: messageType, serviceName: nil)
    }

    /// A text message (iOS 10).
    public convenience init(
        identifier: String, content: String?, dateSent: Date?, sender: INPerson?, recipients: [INPerson]?
    ) {
        self.init(
            identifier: identifier, conversationIdentifier: nil, content: content, dateSent: dateSent,
            sender: sender, recipients: recipients, groupName: nil, messageType: .text, serviceName: nil)
    }
}
#endif
