#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation

/// What a push registry tells its delegate, on the registry's queue (nil: the main queue): the tokens the push
/// service issues the app, the pushes that arrive, the tokens that are no longer valid.
///
/// Only `pushRegistry(_:didUpdate:for:)` is required. Of the ways to take a push, implement one: with a completion
/// handler, as an async method (the push is handled when it returns), or the deprecated one without either (handled
/// when it returns). The default of the first hands the push to the deprecated one or, when the delegate has none,
/// to the async one; the defaults of those do nothing.
@available(iOS 8.0, *)
public protocol PKPushRegistryDelegate: NSObjectProtocol {
    /// The push service issued a token for `type` (or a new one): send it to the app's server.
    func pushRegistry(_ registry: PKPushRegistry, didUpdate pushCredentials: PKPushCredentials, for type: PKPushType)
    /// A push of `type` arrived. Call `completion` once done with it; a VoIP push must be reported to CallKit as a
    /// new incoming call before then.
    @available(iOS 11.0, *)
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
        completion: @escaping @Sendable () -> Void)
    /// A push of `type` arrived; the push is handled when the method returns.
    @available(iOS 11.0, *)
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType) async
    /// A push of `type` arrived (before iOS 11; the push is handled when the method returns).
    @available(iOS, introduced: 8.0, deprecated: 11.0)
    func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType)
    /// The token for `type` is no longer valid (the app no longer desires the type): tell the app's server.
    func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType)
}

@available(iOS 8.0, *)
extension PKPushRegistryDelegate {
    /// Hands the push to the delegate's deprecated method or, when it has none, to its async one; calls `completion`
    /// once that returned.
    @available(iOS 11.0, *)
    public func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType,
        completion: @escaping @Sendable () -> Void
    ) {
        registry.deliverWithoutCompletionHandler(payload, for: type, to: self, completion: completion)
    }

    /// Does nothing.
    @available(iOS 11.0, *)
    public func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType
    ) async {}

    /// Does nothing (the registry then tries the async method).
    @available(iOS, introduced: 8.0, deprecated: 11.0)
    public func pushRegistry(
        _ registry: PKPushRegistry, didReceiveIncomingPushWith payload: PKPushPayload, for type: PKPushType
    ) {
        PKPushRegistry.noteUnimplementedDeprecatedMethod()
    }

    /// Does nothing.
    public func pushRegistry(_ registry: PKPushRegistry, didInvalidatePushTokenFor type: PKPushType) {}
}
#endif
