#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import UserNotifications

// A call intent makes a notification's content a communication notification (`UNNotificationContent
// .updating(from:)`): a call from its first contact, which the car shows as one (a missed call).

/// A call's intent provides a notification's content: its caller.
@available(iOS 15.0, *)
extension INStartCallIntent: UNNotificationContentProviding {}

@_spi(CarPlayHost) extension INStartCallIntent: _UNCommunicationContent {
    /// The caller's display name (the first contact's); nil without contacts.
    public var _senderName: String? { contacts?.first?.displayName }
    /// Nil: a call has no conversation.
    public var _conversationIdentifier: String? { nil }
    /// Nil: the title is the caller's name.
    public var _groupName: String? { nil }
    /// `INStartCallIntent`.
    public var _intentName: String { INStartCallIntentIdentifier }
}
#endif
