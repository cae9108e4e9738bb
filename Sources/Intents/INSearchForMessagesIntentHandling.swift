#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of message searches: Siri resolves the search's parameters, confirms, then has the app search. Only
/// `handle(intent:completion:)` is required; the others have defaults (the value stands as it is; confirming is
/// ready).
@available(iOS 10.0, *)
public protocol INSearchForMessagesIntentHandling: NSObjectProtocol {
    /// Finds the messages.
    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void)
    /// Says whether the app is ready to search.
    func confirm(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void)
    /// Resolves each recipient.
    func resolveRecipients(
        for intent: INSearchForMessagesIntent, with completion: @escaping ([INPersonResolutionResult]) -> Void)
    /// Resolves each sender.
    func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping ([INPersonResolutionResult]) -> Void)
    /// Resolves the attributes.
    func resolveAttributes(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping (INMessageAttributeOptionsResolutionResult) -> Void)
    /// Resolves the time frame.
    func resolveDateTimeRange(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping (INDateComponentsRangeResolutionResult) -> Void)
    /// Resolves each group name.
    @available(iOS 11.0, *)
    func resolveSpeakableGroupNames(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping ([INSpeakableStringResolutionResult]) -> Void)
}

extension INSearchForMessagesIntentHandling {
    public func confirm(
        intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void
    ) {
        completion(INSearchForMessagesIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveRecipients(
        for intent: INSearchForMessagesIntent, with completion: @escaping ([INPersonResolutionResult]) -> Void
    ) {
        completion([INPersonResolutionResult(_resolution: .unimplemented)])
    }

    public func resolveSenders(
        for intent: INSearchForMessagesIntent, with completion: @escaping ([INPersonResolutionResult]) -> Void
    ) {
        completion([INPersonResolutionResult(_resolution: .unimplemented)])
    }

    public func resolveAttributes(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping (INMessageAttributeOptionsResolutionResult) -> Void
    ) {
        completion(INMessageAttributeOptionsResolutionResult(_resolution: .unimplemented))
    }

    public func resolveDateTimeRange(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping (INDateComponentsRangeResolutionResult) -> Void
    ) {
        completion(INDateComponentsRangeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveSpeakableGroupNames(
        for intent: INSearchForMessagesIntent,
        with completion: @escaping ([INSpeakableStringResolutionResult]) -> Void
    ) {
        completion([INSpeakableStringResolutionResult(_resolution: .unimplemented)])
    }
}
#endif
