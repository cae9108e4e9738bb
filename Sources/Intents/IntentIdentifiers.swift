#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

// The identifiers of the system intents (`INIntentsSupported`, a notification category's `intentIdentifiers`). Apple
// does not document their values; they are the intents' class names, which is what SiriKit uses as an intent's name.

/// `INSendMessageIntent`'s identifier.
@available(iOS 10.0, *)
public let INSendMessageIntentIdentifier = "INSendMessageIntent"
/// `INSearchForMessagesIntent`'s identifier.
@available(iOS 10.0, *)
public let INSearchForMessagesIntentIdentifier = "INSearchForMessagesIntent"
/// `INSetMessageAttributeIntent`'s identifier.
@available(iOS 10.0, *)
public let INSetMessageAttributeIntentIdentifier = "INSetMessageAttributeIntent"
/// `INStartCallIntent`'s identifier.
@available(iOS 13.0, *)
public let INStartCallIntentIdentifier = "INStartCallIntent"
/// `INSearchCallHistoryIntent`'s identifier.
@available(iOS 10.0, *)
public let INSearchCallHistoryIntentIdentifier = "INSearchCallHistoryIntent"
#endif
