#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// The handler of starting calls: Siri resolves the call to call back, the destination, the contacts and audio or
/// video, confirms, then has the app start the call. Only `handle(intent:completion:)` is required; the others have
/// defaults (a resolve method the app leaves out answers `.unimplemented`, which Siri reads as "keep the value as it
/// is", as iOS does for an unimplemented optional method; confirming is ready).
@available(iOS 13.0, *)
public protocol INStartCallIntentHandling: NSObjectProtocol {
    /// Starts the call (usually by answering `.continueInApp`, so the app starts it with CallKit).
    func handle(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void)
    /// Says whether the app is ready to start the call.
    func confirm(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void)
    /// Resolves the call to call back.
    @available(iOS 14.0, *)
    func resolveCallRecordToCallBack(
        for intent: INStartCallIntent, with completion: @escaping (INCallRecordResolutionResult) -> Void)
    /// Resolves who the call goes to.
    func resolveDestinationType(
        for intent: INStartCallIntent, with completion: @escaping (INCallDestinationTypeResolutionResult) -> Void)
    /// Resolves each contact.
    func resolveContacts(
        for intent: INStartCallIntent, with completion: @escaping ([INStartCallContactResolutionResult]) -> Void)
    /// Resolves whether the call is an audio or a video call.
    func resolveCallCapability(
        for intent: INStartCallIntent, with completion: @escaping (INStartCallCallCapabilityResolutionResult) -> Void)
}

extension INStartCallIntentHandling {
    public func confirm(intent: INStartCallIntent, completion: @escaping (INStartCallIntentResponse) -> Void) {
        completion(INStartCallIntentResponse(code: .ready, userActivity: nil))
    }

    public func resolveCallRecordToCallBack(
        for intent: INStartCallIntent, with completion: @escaping (INCallRecordResolutionResult) -> Void
    ) {
        completion(INCallRecordResolutionResult(_resolution: .unimplemented))
    }

    public func resolveDestinationType(
        for intent: INStartCallIntent, with completion: @escaping (INCallDestinationTypeResolutionResult) -> Void
    ) {
        completion(INCallDestinationTypeResolutionResult(_resolution: .unimplemented))
    }

    public func resolveContacts(
        for intent: INStartCallIntent, with completion: @escaping ([INStartCallContactResolutionResult]) -> Void
    ) {
        completion([INStartCallContactResolutionResult(_resolution: .unimplemented)])
    }

    public func resolveCallCapability(
        for intent: INStartCallIntent, with completion: @escaping (INStartCallCallCapabilityResolutionResult) -> Void
    ) {
        completion(INStartCallCallCapabilityResolutionResult(_resolution: .unimplemented))
    }
}
#endif
