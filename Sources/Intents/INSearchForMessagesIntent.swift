#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// A request to find messages: by sender, recipient, attribute (unread), conversation or identifier. Siri in the car
/// sends it to read a conversation or new messages aloud.
@available(iOS 10.0, *)
open class INSearchForMessagesIntent: INIntent {
    public let recipients: [INPerson]?
    public let recipientsOperator: INConditionalOperator
    public let senders: [INPerson]?
    public let sendersOperator: INConditionalOperator
    public let searchTerms: [String]?
    public let searchTermsOperator: INConditionalOperator
    public let attributes: INMessageAttributeOptions
    public let dateTimeRange: INDateComponentsRange?
    public let identifiers: [String]?
    public let identifiersOperator: INConditionalOperator
    public let notificationIdentifiers: [String]?
    public let notificationIdentifiersOperator: INConditionalOperator
    @available(iOS 11.0, *)
    public let speakableGroupNames: [INSpeakableString]?
    @available(iOS 11.0, *)
    public let speakableGroupNamesOperator: INConditionalOperator
    @available(iOS 12.0, *)
    public let conversationIdentifiers: [String]?
    @available(iOS 12.0, *)
    public let conversationIdentifiersOperator: INConditionalOperator

    /// A search; every parameter given must match (the operators are `.all`).
    @available(iOS 12.0, *)
    public init(
        recipients: [INPerson]?, senders: [INPerson]?, searchTerms: [String]?,
        attributes: INMessageAttributeOptions = [], dateTime dateTimeRange: INDateComponentsRange?,
        identifiers: [String]?, notificationIdentifiers: [String]?, speakableGroupNames: [INSpeakableString]?,
        conversationIdentifiers: [String]?
    ) {
        self.recipients = recipients
        self.senders = senders
        self.searchTerms = searchTerms
        self.attributes = attributes
        self.dateTimeRange = dateTimeRange
        self.identifiers = identifiers
        self.notificationIdentifiers = notificationIdentifiers
        self.speakableGroupNames = speakableGroupNames
        self.conversationIdentifiers = conversationIdentifiers
        recipientsOperator = .all
        sendersOperator = .all
        searchTermsOperator = .all
        identifiersOperator = .all
        notificationIdentifiersOperator = .all
        speakableGroupNamesOperator = .all
        conversationIdentifiersOperator = .all
        super.init()
    }
}
#endif
