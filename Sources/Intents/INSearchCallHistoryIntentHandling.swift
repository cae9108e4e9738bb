#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of call history searches: Siri resolves the search's parameters, confirms, then has the app search
/// (usually by answering `.continueInApp` to show the calls). Only `handle(intent:completion:)` is required; the others
/// have defaults (the value stands as it is; confirming is ready).
@available(
    iOS, introduced: 10.0, deprecated: 15.0,
    message: "INSearchCallHistoryIntentHandling is deprecated. There is no replacement."
)
public protocol INSearchCallHistoryIntentHandling: NSObjectProtocol {
    /// Searches the call history.
    func handle(intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void)
    /// Says whether the app is ready to search.
    func confirm(intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void)
    /// Resolves the kind of call (the iOS 10 parameter).
    func resolveCallType(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INCallRecordTypeResolutionResult) -> Void)
    /// Resolves when the calls were made.
    func resolveDateCreated(
        for intent: INSearchCallHistoryIntent,
        with completion: @escaping (INDateComponentsRangeResolutionResult) -> Void)
    /// Resolves the person.
    func resolveRecipient(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INPersonResolutionResult) -> Void)
    /// Resolves the kinds of call.
    @available(iOS 11.0, *)
    func resolveCallTypes(
        for intent: INSearchCallHistoryIntent,
        with completion: @escaping (INCallRecordTypeOptionsResolutionResult) -> Void)
    /// Resolves whether the calls are unseen.
    @available(iOS 11.0, *)
    func resolveUnseen(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INBooleanResolutionResult) -> Void)
}

extension INSearchCallHistoryIntentHandling {
    public func confirm(
        intent: INSearchCallHistoryIntent, completion: @escaping (INSearchCallHistoryIntentResponse) -> Void
    ) {
        completion(INSearchCallHistoryIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveCallType(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INCallRecordTypeResolutionResult) -> Void
    ) {
        completion(INCallRecordTypeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveDateCreated(
        for intent: INSearchCallHistoryIntent,
        with completion: @escaping (INDateComponentsRangeResolutionResult) -> Void
    ) {
        completion(INDateComponentsRangeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveRecipient(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INPersonResolutionResult) -> Void
    ) {
        completion(INPersonResolutionResult(_resolution: .unimplemented))
    }

    public func resolveCallTypes(
        for intent: INSearchCallHistoryIntent,
        with completion: @escaping (INCallRecordTypeOptionsResolutionResult) -> Void
    ) {
        completion(INCallRecordTypeOptionsResolutionResult(_resolution: .unimplemented))
    }

    public func resolveUnseen(
        for intent: INSearchCallHistoryIntent, with completion: @escaping (INBooleanResolutionResult) -> Void
    ) {
        completion(INBooleanResolutionResult(_resolution: .unimplemented))
    }
}
#endif
