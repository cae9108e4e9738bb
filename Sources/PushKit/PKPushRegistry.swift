#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The app's registration for pushes: the push types it desires, the tokens the push service issues for them, and
/// the pushes that arrive (a VoIP call ringing), all told to the delegate on the registry's queue. The registry
/// registers with the car of the app that makes it (its push service); without one no token and no push comes.
@available(iOS 8.0, *)
open class PKPushRegistry: NSObject {
    private let state = Locked(RegistryState())
    private let link: PushRegistryLink

    /// A registry whose delegate hears everything on `queue`; nil: the main queue. It registers with the car's push
    /// service, desiring no push type yet.
    public init(queue: DispatchQueue?) {
        link = PushRegistryLink(state: state, environment: .ofRunningCode(), queue: queue)
        super.init()
        state { $0.registry = self }
        let link = link
        PushEnvironment.onMain { link.environment.pushService?.registryDidChange(link) }
    }

    /// The object told about tokens and pushes (kept weakly).
    open weak var delegate: (any PKPushRegistryDelegate)? {
        get { state { $0.delegate } }
        set { state { $0.delegate = newValue } }
    }

    /// The push types the app wants (nil until set). Setting them registers with the push service, which issues a
    /// token for each type (`pushRegistry(_:didUpdate:for:)`); the delegate hears that the tokens of the types left
    /// out are no longer valid.
    open var desiredPushTypes: Set<PKPushType>? {
        get { state { $0.desiredPushTypes } }
        set {
            let (invalidated, delegate) = state { state in
                state.desiredPushTypes = newValue
                let invalidated = state.tokens.keys.filter { !(newValue ?? []).contains($0) }
                for type in invalidated { state.tokens[type] = nil }
                return (invalidated, state.delegate)
            }
            if let delegate, !invalidated.isEmpty {
                let delivered = Delivered((self, delegate))
                let environment = link.environment
                (link.queue ?? .main).async {
                    environment.run {
                        for type in invalidated {
                            delivered.value.1.pushRegistry(delivered.value.0, didInvalidatePushTokenFor: type)
                        }
                    }
                }
            }
            let link = link
            PushEnvironment.onMain { link.environment.pushService?.registryDidChange(link) }
        }
    }

    /// The token the push service issued for `type`, nil before it issued one or when the app does not desire the
    /// type. Read off the main queue: the last token the delegate heard of.
    open func pushToken(for type: PKPushType) -> Data? {
        guard PlatformHost.isMainQueue() else { return state { $0.tokens[type] } }
        guard state({ $0.desiredPushTypes?.contains(type) ?? false }) else { return nil }
        let link = link
        return MainActor.assumeIsolated { link.environment.pushService?.token(for: type.rawValue) }
    }

    // MARK: Delivering pushes to the delegate's other methods

    /// Set while a push is handed to a delegate's deprecated method: its default marks that the delegate has none.
    @TaskLocal private static var deprecatedMethodProbe: Probe?

    private final class Probe: @unchecked Sendable {
        // Only touched on the queue that delivers the push.
        var reached = false
    }

    /// The default of the deprecated push method ran: the delegate does not implement it.
    static func noteUnimplementedDeprecatedMethod() {
        deprecatedMethodProbe?.reached = true
    }

    /// Hands a push to a delegate that has no method with a completion handler: its deprecated method if it has
    /// one (the push is handled when it returns), else its async method (handled when that returns).
    func deliverWithoutCompletionHandler(
        _ payload: PKPushPayload, for type: PKPushType, to delegate: any PKPushRegistryDelegate,
        completion: @escaping @Sendable () -> Void
    ) {
        let probe = Probe()
        Self.$deprecatedMethodProbe.withValue(probe) {
            delegate.pushRegistry(self, didReceiveIncomingPushWith: payload, for: type)
        }
        guard probe.reached else { return completion() }
        let delivered = Delivered((self, delegate, payload))
        // The task inherits the app's environment from the delivery, which runs as the app's code.
        Task {
            let (registry, delegate, payload) = delivered.value
            await delegate.pushRegistry(registry, didReceiveIncomingPushWith: payload, for: type)
            completion()
        }
    }
}
#endif
