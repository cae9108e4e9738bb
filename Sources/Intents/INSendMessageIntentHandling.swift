#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of sending messages: Siri resolves the recipients, the content and the group name, confirms, then
/// has the app send. Only `handle(intent:completion:)` is required; the others have defaults (the value stands as
/// it is; confirming is ready).
@available(iOS 10.0, *)
public protocol INSendMessageIntentHandling: NSObjectProtocol {
    /// Sends the message.
    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
    /// Says whether the app is ready to send.
    func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void)
    /// Resolves each recipient.
    @available(iOS 11.0, *)
    func resolveRecipients(
        for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void)
    /// Resolves the kind of message.
    @available(iOS 14.0, *)
    func resolveOutgoingMessageType(
        for intent: INSendMessageIntent, with completion: @escaping (INOutgoingMessageTypeResolutionResult) -> Void)
    /// Resolves the message's text.
    func resolveContent(for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void)
    /// Resolves the group the message goes to.
    @available(iOS 11.0, *)
    func resolveSpeakableGroupName(
        for intent: INSendMessageIntent, with completion: @escaping (INSpeakableStringResolutionResult) -> Void)
}

extension INSendMessageIntentHandling {
    public func confirm(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveRecipients(
        for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void
    ) {
        completion([INSendMessageRecipientResolutionResult(_resolution: .unimplemented)])
    }

    public func resolveOutgoingMessageType(
        for intent: INSendMessageIntent, with completion: @escaping (INOutgoingMessageTypeResolutionResult) -> Void
    ) {
        completion(INOutgoingMessageTypeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveContent(
        for intent: INSendMessageIntent, with completion: @escaping (INStringResolutionResult) -> Void
    ) {
        completion(INStringResolutionResult(_resolution: .unimplemented))
    }

    public func resolveSpeakableGroupName(
        for intent: INSendMessageIntent, with completion: @escaping (INSpeakableStringResolutionResult) -> Void
    ) {
        completion(INSpeakableStringResolutionResult(_resolution: .unimplemented))
    }
}
#endif
