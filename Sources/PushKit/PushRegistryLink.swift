#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// A `PKPushRegistry` as the car sees it (`PlatformPushRegistry`): it turns the tokens and pushes the car sends into
/// the delegate's calls on the registry's queue, run as the app's code. The registry owns it; the car keeps it
/// weakly.
@MainActor final class PushRegistryLink: PlatformPushRegistry {
    nonisolated let state: Locked<RegistryState>
    nonisolated let environment: PushEnvironment
    /// The registry's queue; nil: the main queue.
    nonisolated let queue: DispatchQueue?

    nonisolated init(state: Locked<RegistryState>, environment: PushEnvironment, queue: DispatchQueue?) {
        self.state = state
        self.environment = environment
        self.queue = queue
    }

    var desiredPushTypes: Set<String> {
        Set(state { $0.desiredPushTypes ?? [] }.map(\.rawValue))
    }

    func didUpdateToken(_ token: Data, for type: String) {
        let type = PKPushType(rawValue: type)
        let (registry, delegate) = state { state in
            state.tokens[type] = token
            return (state.registry, state.delegate)
        }
        guard let registry, let delegate else { return }
        let delivered = Delivered((registry, delegate))
        let environment = environment
        (queue ?? .main).async {
            environment.run {
                let credentials = PKPushCredentials(type: type, token: token)
                delivered.value.1.pushRegistry(delivered.value.0, didUpdate: credentials, for: type)
            }
        }
    }

    func receivePush(
        _ payload: [String: PlatformPushValue], for type: String, completion: @escaping @MainActor @Sendable () -> Void
    ) {
        let type = PKPushType(rawValue: type)
        let (registry, delegate, desired) = state { ($0.registry, $0.delegate, $0.desiredPushTypes ?? []) }
        guard let registry, let delegate, desired.contains(type) else {
            // Nobody takes the push: it is dropped, and handled as far as the car is concerned.
            completion()
            return
        }
        let once = Locked(false)
        let handled: @Sendable () -> Void = {
            let first = once { done in
                defer { done = true }
                return !done
            }
            guard first else { return }
            PushEnvironment.onMain { completion() }
        }
        let delivered = Delivered((registry, delegate))
        let environment = environment
        (queue ?? .main).async {
            environment.run {
                let dictionary = [AnyHashable: Any](
                    uniqueKeysWithValues: payload.map { (AnyHashable($0.key), $0.value.foundationValue) })
                let payload = PKPushPayload(type: type, dictionaryPayload: dictionary)
                delivered.value.1.pushRegistry(
                    delivered.value.0, didReceiveIncomingPushWith: payload, for: type, completion: handled)
            }
        }
    }
}
#endif
