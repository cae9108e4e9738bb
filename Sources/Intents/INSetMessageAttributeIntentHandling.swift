#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of setting message attributes: Siri resolves the attribute, confirms, then has the app set it. Only
/// `handle(intent:completion:)` is required.
@available(iOS 10.0, *)
public protocol INSetMessageAttributeIntentHandling: NSObjectProtocol {
    /// Sets the attribute.
    func handle(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void)
    /// Says whether the app is ready to set it.
    func confirm(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void)
    /// Resolves the attribute.
    func resolveAttribute(
        for intent: INSetMessageAttributeIntent,
        with completion: @escaping (INMessageAttributeResolutionResult) -> Void)
}

extension INSetMessageAttributeIntentHandling {
    public func confirm(
        intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void
    ) {
        completion(INSetMessageAttributeIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveAttribute(
        for intent: INSetMessageAttributeIntent,
        with completion: @escaping (INMessageAttributeResolutionResult) -> Void
    ) {
        completion(INMessageAttributeResolutionResult(_resolution: .unimplemented))
    }
}
#endif
