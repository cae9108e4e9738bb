#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS) || targetEnvironment(macCatalyst))
import Foundation
@_spi(CarPlayHost) import _PlatformHost

/// The app's telephony provider: it reports the app's calls to the car (a new incoming call, a call's changes, its
/// end) and performs what the car asks through its delegate (the driver answers, ends, mutes a call). An app makes
/// one and keeps it for its life.
///
/// The provider registers with the car of the app that makes it (its call service). Its methods may be called from
/// any thread; what they tell the car reaches it in order. Without a car, reports go nowhere and a new incoming call
/// is refused (`CXErrorCodeIncomingCallError.unknown`).
@available(iOS 10.0, *)
open class CXProvider: NSObject {
    private let state: Locked<ProviderState>
    private let link: CallProviderLink

    /// Whether the region allows CallKit (always, in the car).
    @available(iOS 13.0, *)
    open class var isSupported: Bool { true }

    /// A provider with `configuration` (copied), registered with the car.
    public init(configuration: CXProviderConfiguration) {
        let configuration = configuration.copy() as? CXProviderConfiguration ?? configuration
        state = Locked(ProviderState(configuration: configuration))
        link = CallProviderLink(state: state, environment: .ofRunningCode())
        super.init()
        state { $0.provider = self }
        let link = link
        CallKitQueues.onMain { link.environment.callService?.register(link) }
    }

    /// The provider's configuration (copied when set). The car reads it when it shows the provider's calls.
    open var configuration: CXProviderConfiguration {
        get { state { $0.configuration } }
        set {
            let configuration = newValue.copy() as? CXProviderConfiguration ?? newValue
            state { $0.configuration = configuration }
        }
    }

    /// Sets the delegate (kept weakly) and the queue its methods are called on; nil: the main queue. The first
    /// delegate set hears `providerDidBegin(_:)`.
    open func setDelegate(_ delegate: (any CXProviderDelegate)?, queue: DispatchQueue?) {
        let begins: Bool = state { state in
            state.delegate = delegate
            state.queue = queue
            guard delegate != nil, !state.began else { return false }
            state.began = true
            return true
        }
        guard begins, let delegate else { return }
        let delivered = Delivered((self, delegate))
        let environment = link.environment
        CallKitQueues.deliver(on: queue) {
            environment.run { delivered.value.1.providerDidBegin(delivered.value.0) }
        }
    }

    /// Reports a new incoming call: the car rings, unless it refuses the call. `completion` gets nil, or why the
    /// car refused the call (a `CXErrorCodeIncomingCallError`), on the delegate queue (the main queue without one).
    open func reportNewIncomingCall(
        with UUID: UUID, update: CXCallUpdate, completion: @escaping @Sendable ((any Error)?) -> Void
    ) {
        let platformUpdate = update.platformUpdate
        let queue = state { $0.queue }
        let link = link
        CallKitQueues.onMain {
            let error: (any Error)?
            if let service = link.environment.callService {
                error = service.reportNewIncomingCall(UUID, update: platformUpdate, provider: link)
                    .map(CXErrorCodeIncomingCallError.init(platform:))
            } else {
                // No car takes calls.
                error = CXErrorCodeIncomingCallError(.unknown)
            }
            CallKitQueues.deliver(on: queue) { completion(error) }
        }
    }

    /// Reports a new incoming call; throws why the car refused it (a `CXErrorCodeIncomingCallError`).
    open nonisolated(nonsending) func reportNewIncomingCall(with UUID: UUID, update: CXCallUpdate) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            reportNewIncomingCall(with: UUID, update: update) { error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume()
                }
            }
        }
    }

    /// Reports what changed about a call (only the properties `update` set).
    open func reportCall(with UUID: UUID, updated update: CXCallUpdate) {
        let platformUpdate = update.platformUpdate
        let link = link
        CallKitQueues.onMain { link.environment.callService?.reportCall(UUID, updated: platformUpdate, provider: link) }
    }

    /// Reports that a call ended, at `dateEnded` (nil: now), for `endedReason`.
    open func reportCall(with UUID: UUID, endedAt dateEnded: Date?, reason endedReason: CXCallEndedReason) {
        let reason = endedReason.rawValue
        let link = link
        CallKitQueues.onMain {
            link.environment.callService?.reportCall(UUID, endedAt: dateEnded, reason: reason, provider: link)
        }
    }

    /// Reports that an outgoing call started connecting, at `dateStartedConnecting` (nil: now).
    open func reportOutgoingCall(with UUID: UUID, startedConnectingAt dateStartedConnecting: Date?) {
        let link = link
        CallKitQueues.onMain {
            link.environment.callService?.reportOutgoingCall(
                UUID, startedConnectingAt: dateStartedConnecting, provider: link)
        }
    }

    /// Reports that an outgoing call connected, at `dateConnected` (nil: now).
    open func reportOutgoingCall(with UUID: UUID, connectedAt dateConnected: Date?) {
        let link = link
        CallKitQueues.onMain {
            link.environment.callService?.reportOutgoingCall(UUID, connectedAt: dateConnected, provider: link)
        }
    }

    /// Invalidates the provider: the car ends its calls and asks it nothing more.
    open func invalidate() {
        let link = link
        CallKitQueues.onMain { link.environment.callService?.invalidate(link) }
    }

    /// The transactions the car asked the provider to perform whose actions are not all complete.
    open var pendingTransactions: [CXTransaction] {
        state { $0.pendingTransactions.filter { !$0.isComplete } }
    }

    /// The incomplete actions of the pending transactions that are of `callActionClass` (or a subclass) and about
    /// the call `callUUID`.
    open func pendingCallActions(of callActionClass: AnyClass, withCall callUUID: UUID) -> [CXCallAction] {
        pendingTransactions.flatMap(\.actions).compactMap { $0 as? CXCallAction }.filter { action in
            !action.isComplete && action.callUUID == callUUID && action.isKind(of: callActionClass)
        }
    }
}
#endif
